import CommandLineKit
import Foundation
import ImportWords
import StatementMapping
import StatementReview

/// The full-screen review list as a value: the session, where the cursor is, what is being
/// typed, and what happens on each key. It knows no terminal: `ReviewTerminalUI` feeds it
/// keys and draws its `lines`, and tests do the same without one.
struct ReviewScreen {
    /// What the keys do at the moment.
    enum Mode: Equatable {
        case browsing
        /// After `e`: a letter chooses the field to edit.
        case choosingField(row: Int)
        /// A line of text being typed, for `purpose`.
        case typing(Prompt)
        /// After a filter: `x` excludes the matching rows, `c` sets their category.
        case choosingBulkAction(FilterExpression, matches: Int)
        /// After `b`: `y` books.
        case confirmingBooking(question: String)
    }

    struct Prompt: Equatable {
        enum Purpose: Equatable {
            case edit(row: Int, field: ReviewField)
            case search
            case filter
            case bulkCategory(FilterExpression)
        }

        var purpose: Purpose
        var text: String
    }

    /// What the caller does after a key.
    enum Outcome: Equatable {
        case stay
        /// The session changed: store it.
        case changed
        /// `q`: leave and keep the review.
        case leave
        /// Ctrl-C: leave at once (the review is stored after every change).
        case interrupt
        /// `b` confirmed.
        case book
    }

    /// A line for the user below the list.
    struct Message: Equatable {
        var text: String
        var isError: Bool
    }

    var session: ReviewSession
    /// The statement file, for the title.
    var fileName: String
    /// The template that read the file, for the title; `nil` when detection read it.
    var template: String?
    var bookingPlan: ReviewBookingPlan
    /// The language and conventions everything on the screen is said in.
    var words: Words
    /// The selected row.
    var cursor = 0
    /// The first row shown.
    var top = 0
    var mode: Mode = .browsing
    var message: Message?
    var lastSearch: String?
    /// How many rows cannot be read and are left out, shown below the list while no message is.
    var unreadableNote: String?

    init(
        session: ReviewSession, fileName: String, template: String?, bookingPlan: ReviewBookingPlan, words: Words,
        message: String? = nil
    ) {
        self.session = session
        self.fileName = fileName
        self.template = template
        self.bookingPlan = bookingPlan
        self.words = words
        self.message = message.map { Message(text: $0, isError: false) }
    }

    /// The keys the edit prompt offers, by field.
    static let fieldKeys: [(key: Character, field: ReviewField)] = [
        ("d", .bookingDate), ("v", .valueDate), ("a", .amount), ("o", .counterparty), ("p", .purpose), ("c", .category),
    ]

    /// A line for the user in the screen's language.
    func say(_ key: String, _ values: [String: WordValue] = [:], isError: Bool = false) -> Message {
        Message(text: words.text("review.screen." + key, values), isError: isError)
    }

    /// Handles one key; `pageSize` is how many rows the list shows.
    mutating func handle(_ key: TerminalKey, pageSize: Int) -> Outcome {
        if key == .control("c") { return .interrupt }
        switch mode {
        case .browsing:
            message = nil
            return browse(key, pageSize: pageSize)
        case .choosingField(let row):
            mode = .browsing
            guard case .character(let letter) = key, let field = Self.fieldKeys.first(where: { $0.key == letter })?.field else {
                message = nil
                return .stay
            }
            let current = field.contractText(of: session.rows[row].current) ?? ""
            mode = .typing(Prompt(purpose: .edit(row: row, field: field), text: current))
            message = say(
                field.isOptional ? "type_new_optional" : "type_new", ["field": .text(field.name(in: words)), "example": .text(example(of: field))])
            return .stay
        case .typing(var prompt):
            switch key {
            case .escape:
                mode = .browsing
                message = nil
            case .enter:
                return submit(prompt, pageSize: pageSize)
            case .backspace:
                if !prompt.text.isEmpty { prompt.text.removeLast() }
                mode = .typing(prompt)
            case .control("u"):
                prompt.text = ""
                mode = .typing(prompt)
            case .character(let character):
                prompt.text.append(character)
                mode = .typing(prompt)
            default:
                break
            }
            return .stay
        case .choosingBulkAction(let filter, let matches):
            mode = .browsing
            switch key {
            case .character("x"):
                let operation = session.excludeAll(matching: filter)
                message = operation.map { Message(text: $0.summary(in: words), isError: false) }
                    ?? say("no_included_match", ["filter": .text(filter.description)])
                return operation == nil ? .stay : .changed
            case .character("c"):
                mode = .typing(Prompt(purpose: .bulkCategory(filter), text: ""))
                message = say("bulk_category", ["count": .number(matches), "filter": .text(filter.description)])
            default:
                message = nil
            }
            return .stay
        case .confirmingBooking:
            mode = .browsing
            if key == .character("y") || key == .character("Y") { return .book }
            message = say("not_booked")
            return .stay
        }
    }

    private mutating func browse(_ key: TerminalKey, pageSize: Int) -> Outcome {
        let last = session.rows.count - 1
        switch key {
        case .up, .character("k"): moveCursor(to: cursor - 1)
        case .down, .character("j"): moveCursor(to: cursor + 1)
        case .pageUp: moveCursor(to: cursor - max(1, pageSize - 1))
        case .pageDown: moveCursor(to: cursor + max(1, pageSize - 1))
        case .home, .character("g"): moveCursor(to: 0)
        case .end, .character("G"): moveCursor(to: last)
        case .character(" "):
            guard !session.rows.isEmpty else { return .stay }
            let operation = session.rows[cursor].isIncluded ? session.exclude(row: cursor) : session.include(row: cursor)
            message = operation.map { Message(text: $0.summary(in: words), isError: false) }
            return operation == nil ? .stay : .changed
        case .character("e"):
            guard !session.rows.isEmpty else { return .stay }
            mode = .choosingField(row: cursor)
        case .character("c"):
            guard !session.rows.isEmpty else { return .stay }
            mode = .typing(Prompt(purpose: .edit(row: cursor, field: .category), text: session.rows[cursor].current.category ?? ""))
            message = say("row_category", ["line": .number(session.rows[cursor].line)])
        case .character("/"):
            mode = .typing(Prompt(purpose: .search, text: ""))
            message = say("search_hint")
        case .character("n"):
            if let lastSearch { search(lastSearch) } else { message = say("nothing_searched") }
        case .character("f"):
            mode = .typing(Prompt(purpose: .filter, text: ""))
            message = say("filter_hint")
        case .character("u"):
            let operation = session.undo()
            message = operation.map { say("undone", ["operation": .text($0.summary(in: words))]) } ?? say("nothing_to_undo")
            return operation == nil ? .stay : .changed
        case .character("r"):
            let operation = session.redo()
            message = operation.map { say("redone", ["operation": .text($0.summary(in: words))]) } ?? say("nothing_to_redo")
            return operation == nil ? .stay : .changed
        case .character("b"):
            askToBook()
        case .character("q"), .escape:
            return .leave
        default:
            break
        }
        return .stay
    }

    private mutating func submit(_ prompt: Prompt, pageSize: Int) -> Outcome {
        switch prompt.purpose {
        case .edit(let row, let field):
            do {
                let operation = try session.edit(row: row, field: field, text: prompt.text)
                mode = .browsing
                message = operation.map { Message(text: $0.summary(in: words), isError: false) }
                    ?? say("line_unchanged", ["line": .number(session.rows[row].line)])
                return operation == nil ? .stay : .changed
            } catch {
                // The prompt stays open with the text, so that the mistake can be corrected.
                message = say("not_applied", ["reason": .text(error.description)], isError: true)
                return .stay
            }
        case .search:
            mode = .browsing
            guard !prompt.text.isEmpty else { message = nil; return .stay }
            lastSearch = prompt.text
            search(prompt.text)
            return .stay
        case .filter:
            guard !prompt.text.trimmingCharacters(in: .whitespaces).isEmpty else {
                mode = .browsing
                message = nil
                return .stay
            }
            do {
                let filter = try FilterExpression(parsing: prompt.text)
                let matches = session.rows.count { filter.matches($0.current) }
                // A stopped regex search counts as no match: acting on such a count would be a guess.
                if let (regex, line) = filter.exhaustedRegex {
                    message = say("regex_stopped", ["regex": .text(regex), "line": .number(line)], isError: true)
                    return .stay
                }
                guard matches > 0 else {
                    message = say("no_row_matches", ["filter": .text(filter.description)], isError: true)
                    return .stay
                }
                if let first = session.rows.firstIndex(where: { filter.matches($0.current) }) { moveCursor(to: first) }
                mode = .choosingBulkAction(filter, matches: matches)
                message = nil
            } catch {
                let reason = error.message + (error.hint.map { "; \($0)" } ?? "")
                message = say("filter_error", ["column": .number(error.column), "reason": .text(reason)], isError: true)
            }
            return .stay
        case .bulkCategory(let filter):
            mode = .browsing
            let operation = session.setCategory(prompt.text, ofAllMatching: filter)
            message = operation.map { Message(text: $0.summary(in: words), isError: false) } ?? say("no_row_changed")
            return operation == nil ? .stay : .changed
        }
    }

    private mutating func askToBook() {
        let result = session.result()
        if let refusal = bookingPlan.refusal {
            message = say("cannot_book", ["reason": .text(refusal)], isError: true)
            return
        }
        guard !result.transactions.isEmpty else {
            message = say("nothing_to_book", isError: true)
            return
        }
        let new = result.newTransactions.count
        let duplicates = result.transactions.count - new
        var question = words.text(
            duplicates > 0 ? "review.screen.book_question_duplicates" : "review.screen.book_question",
            ["new": .number(new), "duplicates": .number(duplicates), "account": .text(bookingPlan.account)])
        if result.reconciliation.status == .mismatch {
            question = words.text("review.screen.book_question_mismatch", ["question": .text(question)])
        }
        mode = .confirmingBooking(question: question)
        message = nil
    }

    /// Moves to the next row after the cursor (wrapping) whose text contains `text`, ignoring
    /// case and accents.
    private mutating func search(_ text: String) {
        let count = session.rows.count
        for step in 1...max(1, count) {
            let index = (cursor + step) % max(1, count)
            guard index < count else { break }
            if Self.searchText(of: session.rows[index]).range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil {
                moveCursor(to: index)
                message = say("found", ["text": .text(text), "line": .number(session.rows[index].line)])
                return
            }
        }
        message = say("not_found", ["text": .text(text)], isError: true)
    }

    static func searchText(of row: ReviewRow) -> String {
        let transaction = row.current
        return [
            String(row.line), transaction.bookingDate.description, transaction.amount.description,
            transaction.counterparty, transaction.purpose, transaction.category, row.status.name,
        ].compactMap { $0 }.joined(separator: " ")
    }

    private func example(of field: ReviewField) -> String {
        switch field {
        case .bookingDate, .valueDate: "2024-03-05"
        case .amount: "-1234.50"
        case .counterparty: "REWE Markt GmbH"
        case .purpose: "Kartenzahlung"
        case .category: words.text("review.screen.example.category")
        }
    }

    mutating func moveCursor(to row: Int) {
        cursor = min(max(0, row), max(0, session.rows.count - 1))
    }

    /// Scrolls so that the cursor is among the `pageSize` rows shown.
    mutating func scrollToCursor(pageSize: Int) {
        let pageSize = max(1, pageSize)
        if cursor < top { top = cursor }
        if cursor >= top + pageSize { top = cursor - pageSize + 1 }
        top = max(0, min(top, session.rows.count - pageSize))
    }
}
