import CommandLineKit
import ImportEngine
import ImportWords
import LocalLedger
import StatementImport

/// The review list on the terminal: draws `ReviewScreen`, feeds it the keys, stores the
/// review after every change, and redraws on a resize.
enum ReviewTerminalUI {
    /// How a run of the list ended.
    enum Ending: Equatable {
        /// `q`, or standard input closed: the review is kept.
        case left
        /// Ctrl-C: the review is kept too.
        case interrupted
        /// `b` confirmed: the caller books, once the terminal is restored.
        case book
    }

    /// How long to wait after ESC for the rest of an escape sequence before reading it as the
    /// Escape key, in milliseconds.
    static let escapeDelay: Int32 = 40

    /// Runs the list until the user leaves; `review.session` holds the review as it ended.
    /// `message` is the line shown below the list at the start.
    static func run(_ review: inout StatementReview, environment: [String: String], message: String?) throws -> Ending {
        let terminal = try RawTerminal()
        defer { terminal.restore() }
        let usesColor = TerminalStyle(isTerminal: true, environment: environment).usesColor
        let words = Words(environment: environment)
        var screen = ReviewScreen(
            session: review.session, fileName: review.file.displayName, template: review.preview.format.template,
            bookingPlan: review.bookingPlan(words: ProblemWords(words, offering: StatementOptions.optionNames)), words: words,
            message: message)
        screen.unreadableNote = StatementReview.unreadableRowsNote(review.unreadableRows, in: words)
        var size = terminal.size
        var pending: [UInt8] = []
        while true {
            let pageSize = ReviewScreen.pageSize(height: size.lines)
            screen.scrollToCursor(pageSize: pageSize)
            draw(screen.lines(width: size.columns, height: size.lines, usesColor: usesColor), on: terminal)
            var timedOut = false
            switch terminal.nextEvent(timeout: pending.isEmpty ? -1 : escapeDelay) {
            case .resized:
                size = terminal.size
                continue
            case .endOfInput:
                return .left
            case .input(let bytes):
                pending += bytes
            case .timedOut:
                timedOut = true
            }
            while let key = TerminalKey.next(from: &pending, isComplete: timedOut) {
                switch screen.handle(key, pageSize: pageSize) {
                case .stay:
                    continue
                case .changed:
                    review.session = screen.session
                    do {
                        try review.save()
                    } catch {
                        screen.message = ReviewScreen.Message(text: "the review could not be stored: \((error as? ReviewStoreError).map { CLIError($0).message } ?? "\(error)")", isError: true)
                    }
                case .leave:
                    return .left
                case .interrupt:
                    return .interrupted
                case .book:
                    return .book
                }
            }
        }
    }

    /// Writes every line at its place: no scrolling, no wrapping, nothing left of the last frame.
    static func draw(_ lines: [String], on terminal: RawTerminal) {
        var frame = ""
        for (index, line) in lines.enumerated() {
            frame += "\u{1B}[\(index + 1);1H" + line
        }
        terminal.write(frame)
    }
}
