import CommandLineKit
import Foundation
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
    /// What read the file, for the title: `template dkb-giro` or `detection`.
    var readBy: String
    var bookingPlan: ReviewBookingPlan
    /// The selected row.
    var cursor = 0
    /// The first row shown.
    var top = 0
    var mode: Mode = .browsing
    var message: Message?
    var lastSearch: String?

    init(session: ReviewSession, fileName: String, readBy: String, bookingPlan: ReviewBookingPlan, message: String? = nil) {
        self.session = session
        self.fileName = fileName
        self.readBy = readBy
        self.bookingPlan = bookingPlan
        self.message = message.map { Message(text: $0, isError: false) }
    }

    /// The keys the edit prompt offers, by field.
    static let fieldKeys: [(key: Character, field: ReviewField, label: String)] = [
        ("d", .bookingDate, "date"), ("v", .valueDate, "value date"), ("a", .amount, "amount"),
        ("o", .counterparty, "counterparty"), ("p", .purpose, "purpose"), ("c", .category, "category"),
    ]

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
            let clearing = field.isOptional ? "; an empty text clears it" : ""
            message = Message(text: "type the new \(field.rawValue), such as \(Self.example(of: field))\(clearing)", isError: false)
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
                message = Message(text: operation?.summary ?? "no included row matches \(filter)", isError: false)
                return operation == nil ? .stay : .changed
            case .character("c"):
                mode = .typing(Prompt(purpose: .bulkCategory(filter), text: ""))
                message = Message(text: "the category for the \(matches) row(s) matching \(filter); an empty text removes it", isError: false)
            default:
                message = nil
            }
            return .stay
        case .confirmingBooking:
            mode = .browsing
            if key == .character("y") || key == .character("Y") { return .book }
            message = Message(text: "not booked", isError: false)
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
            message = operation.map { Message(text: $0.summary, isError: false) }
            return operation == nil ? .stay : .changed
        case .character("e"):
            guard !session.rows.isEmpty else { return .stay }
            mode = .choosingField(row: cursor)
        case .character("c"):
            guard !session.rows.isEmpty else { return .stay }
            mode = .typing(Prompt(purpose: .edit(row: cursor, field: .category), text: session.rows[cursor].current.category ?? ""))
            message = Message(text: "the category of line \(session.rows[cursor].line); an empty text removes it", isError: false)
        case .character("/"):
            mode = .typing(Prompt(purpose: .search, text: ""))
            message = Message(text: "jump to the next row whose text contains what you type", isError: false)
        case .character("n"):
            if let lastSearch { search(lastSearch) } else { message = Message(text: "nothing searched yet: press /", isError: false) }
        case .character("f"):
            mode = .typing(Prompt(purpose: .filter, text: ""))
            message = Message(text: "a filter such as purpose ~ /Umbuchung/i or amount > 0 and counterparty = \"SBB\"", isError: false)
        case .character("u"):
            let operation = session.undo()
            message = Message(text: operation.map { "undone: \($0.summary)" } ?? "nothing to undo", isError: false)
            return operation == nil ? .stay : .changed
        case .character("r"):
            let operation = session.redo()
            message = Message(text: operation.map { "redone: \($0.summary)" } ?? "nothing to redo", isError: false)
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
                message = Message(text: operation?.summary ?? "line \(session.rows[row].line) unchanged", isError: false)
                return operation == nil ? .stay : .changed
            } catch {
                // The prompt stays open with the text, so that the mistake can be corrected.
                message = Message(text: "not applied: \(error.description)", isError: true)
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
                    message = Message(
                        text: "the regex \(regex) was stopped on line \(line), too much work; write it without nested repetitions",
                        isError: true)
                    return .stay
                }
                guard matches > 0 else {
                    message = Message(text: "no row matches \(filter)", isError: true)
                    return .stay
                }
                if let first = session.rows.firstIndex(where: { filter.matches($0.current) }) { moveCursor(to: first) }
                mode = .choosingBulkAction(filter, matches: matches)
                message = nil
            } catch {
                message = Message(text: "column \(error.column): \(error.message)" + (error.hint.map { "; \($0)" } ?? ""), isError: true)
            }
            return .stay
        case .bulkCategory(let filter):
            mode = .browsing
            let operation = session.setCategory(prompt.text, ofAllMatching: filter)
            message = Message(text: operation?.summary ?? "no row changed", isError: false)
            return operation == nil ? .stay : .changed
        }
    }

    private mutating func askToBook() {
        let result = session.result()
        if let refusal = bookingPlan.refusal {
            message = Message(text: "cannot book: \(refusal)", isError: true)
            return
        }
        guard !result.transactions.isEmpty else {
            message = Message(text: "nothing to book: every row is excluded", isError: true)
            return
        }
        let new = result.newTransactions.count
        let duplicates = result.transactions.count - new
        var question = "book \(new) new transaction(s)"
        if duplicates > 0 { question += " (\(duplicates) duplicate(s) skipped)" }
        question += " into \(bookingPlan.account)?"
        if result.reconciliation.status == .mismatch {
            question = "the balances do not reconcile; " + question
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
                message = Message(text: "found '\(text)' on line \(session.rows[index].line)", isError: false)
                return
            }
        }
        message = Message(text: "no row contains '\(text)'", isError: true)
    }

    static func searchText(of row: ReviewRow) -> String {
        let transaction = row.current
        return [
            String(row.line), transaction.bookingDate.description, transaction.amount.description,
            transaction.counterparty, transaction.purpose, transaction.category, row.status.name,
        ].compactMap { $0 }.joined(separator: " ")
    }

    private static func example(of field: ReviewField) -> String {
        switch field {
        case .bookingDate, .valueDate: "2024-03-05"
        case .amount: "-1234.50"
        case .counterparty: "REWE Markt GmbH"
        case .purpose: "Kartenzahlung"
        case .category: "Groceries"
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
