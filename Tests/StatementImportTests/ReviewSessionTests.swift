import Foundation
import ImportWords
@testable import StatementChecks
@testable import StatementDetection
@testable import StatementImport
@testable import StatementMapping
@testable import StatementReview
@testable import StatementValues
@testable import TableReading
import Testing


/// A small giro statement read through the pipeline as the CLI reads it: detection, the
/// proposed mapping, mapping, fingerprints, reconciliation. Every row states the running
/// balance, so that leaving one out shows at once.
enum ReviewStatement {
    static let csv = """
        Buchungstag;Wertstellung;Empfänger;Verwendungszweck;Betrag;Saldo;Währung
        01.03.2024;01.03.2024;Arbeitgeber AG;Gehalt März;2.500,00;3.500,00;EUR
        04.03.2024;04.03.2024;Hausverwaltung Meier;Miete März;-1.150,00;2.350,00;EUR
        05.03.2024;05.03.2024;REWE Markt GmbH;Kartenzahlung;-42,10;2.307,90;EUR
        07.03.2024;06.03.2024;Eigenes Sparkonto;Umbuchung Sparen;-500,00;1.807,90;EUR
        11.03.2024;11.03.2024;REWE Markt GmbH;Kartenzahlung;-18,55;1.789,35;EUR

        """

    static let sha256 = "5d41402abc4b2a76b9719d911017c592ae3f5e6f1f0c1d3ab6e1bd2a5e3f0a11"
    static let id = ReviewSession.StatementID(sha256: sha256, template: "detected")
    /// 2 May 2024, 09:30:00 UTC.
    static let when = Date(timeIntervalSince1970: 1_714_642_200)

    static func preview(_ text: String = csv) throws -> StatementPreview {
        let bytes = Array(text.utf8)
        let format = FormatDetector.detect(head: bytes, tail: nil)
        let mapping = try ColumnMapping.proposed(from: format)
        var preview = try StatementPipeline.read(InMemoryChunkSource(bytes), format: format, mapping: mapping)
        StatementPipeline.check(&preview, accountKey: "DE89370400440532013000")
        return preview
    }

    static func session(
        _ text: String = csv, user: String = "anna", alreadyBooked: Set<Fingerprint> = [], entryFormat: ReviewEntryFormat = .contract
    ) throws -> ReviewSession {
        ReviewSession(
            preview: try preview(text), statement: id, user: user, alreadyBooked: alreadyBooked,
            entryFormat: entryFormat, clock: { when })
    }

    static func eur(_ text: String) -> Money { Money(contractString: text, currency: .eur)! }
}

@Suite("Review session")
struct ReviewSessionTests {
    @Test("the statement under review: five new rows that reconcile")
    func start() throws {
        let session = try ReviewStatement.session()
        #expect(session.rows.map(\.line) == [2, 3, 4, 5, 6])
        #expect(session.rows.map(\.status) == Array(repeating: .new, count: 5))
        #expect(session.rows.map(\.current.counterparty) == ["Arbeitgeber AG", "Hausverwaltung Meier", "REWE Markt GmbH", "Eigenes Sparkonto", "REWE Markt GmbH"])
        #expect(session.rows.map(\.current.balanceAfter) == ["3500.00", "2350.00", "2307.90", "1807.90", "1789.35"].map(ReviewStatement.eur))
        #expect(session.reconciliation.status == .ok)
        #expect(session.reconciliation.checks == ["running balance (oldest first)"])
        #expect(session.operations.isEmpty && !session.canUndo && !session.canRedo)
    }

    @Test("excluding a row the running balance needs shows a running_balance problem at once; including it clears it")
    func excludeAndInclude() throws {
        var session = try ReviewStatement.session()
        let excludedResult = session.exclude(row: 3)
        let excluded = try #require(excludedResult)
        #expect(excluded.action == .exclude(line: 5))
        #expect(excluded.user == "anna")
        #expect(excluded.date == ReviewStatement.when)
        #expect(excluded.changes == [ReviewRowChange(
            fingerprint: session.rows[3].fingerprint, line: 5, inclusion: .init(before: true, after: false), fields: [])])
        #expect(excluded.description == "2024-05-02T09:30:00Z anna: excluded line 5")
        #expect(session.rows[3].status == .excluded(reason: "excluded in review by anna: excluded line 5"))
        #expect(session.reconciliation.status == .mismatch)
        #expect(session.reconciliation.problems.map(\.kind) == [.runningBalance])
        #expect(session.reconciliation.problems.map(\.line) == [6])
        #expect(session.reconciliation.problems.map(\.message) == [
            "line 6: the balance should be 2307.90 − 18.55 = 2289.35, but the file says 1789.35; a row of -500.00 looks missing between line 4 and line 6",
        ])
        #expect(session.reconciliation.total == ReviewStatement.eur("1289.35"))

        #expect(session.exclude(row: 3) == nil, "excluding an excluded row changes nothing and is not recorded")
        #expect(session.operations.count == 1)

        let includedResult = session.include(row: 3)
        let included = try #require(includedResult)
        #expect(included.summary == "included line 5")
        #expect(session.rows[3].status == .new)
        #expect(session.reconciliation.status == .ok)
        #expect(session.reconciliation.problems == [])
        #expect(session.operations.map(\.action) == [.exclude(line: 5), .include(line: 5)])
    }

    @Test("an edit in the contract's forms sets one field, marks the row edited and is recorded", arguments: [
        (ReviewField.bookingDate, "2024-03-06", "2024-03-06" as String?),
        (.valueDate, "2024-03-08", "2024-03-08"),
        (.valueDate, "", nil),
        (.amount, "-42.00", "-42.00"),
        (.amount, "-42", "-42.00"),
        (.counterparty, "  REWE Markt  ", "REWE Markt"),
        (.purpose, "Wocheneinkauf", "Wocheneinkauf"),
        (.category, "Groceries", "Groceries"),
    ])
    func edit(field: ReviewField, text: String, expected: String?) throws {
        var session = try ReviewStatement.session()
        let operationResult = try session.edit(row: 2, field: field, text: text)
        let operation = try #require(operationResult)
        #expect(operation.action == .edit(line: 4, field: field, value: expected))
        #expect(operation.changes.map(\.fields) == [[ReviewFieldChange(
            field: field, before: field.contractText(of: session.rows[2].original), after: expected)]])
        #expect(field.contractText(of: session.rows[2].current) == expected)
        #expect(session.rows[2].editedFields == [field])
        #expect(session.rows[2].status == .edited(fields: [field]))
        #expect(session.rows[2].status.reason == "edited: \(field.rawValue)")
        let others = ReviewField.allCases.filter { $0 != field }
        #expect(others.map { $0.contractText(of: session.rows[2].current) } == others.map { $0.contractText(of: session.rows[2].original) })
    }

    @Test("an edit that does not read names the field and an example, and changes nothing", arguments: [
        (ReviewField.bookingDate, "2024-13-01", "booking_date: Cannot parse '2024-13-01' as a date in format yyyy-MM-dd, such as 2024-03-05"),
        (.bookingDate, "05.03.2024", "booking_date: Cannot parse '05.03.2024' as a date in format yyyy-MM-dd, such as 2024-03-05"),
        (.bookingDate, " ", "booking_date: booking_date cannot be empty, such as 2024-03-05"),
        (.valueDate, "2024-02-30", "value_date: Cannot parse '2024-02-30' as a date in format yyyy-MM-dd, such as 2024-03-05"),
        (.amount, "-42,10", "amount: Cannot read '-42,10' as an amount with decimal point and no grouping, such as -1234.56"),
        (.amount, "-42.105", "amount: Cannot read '-42.105' as an amount in EUR without rounding: it has 3 decimal places, EUR has 2, such as -1234.56"),
        (.amount, "", "amount: amount cannot be empty, such as -1234.56"),
    ])
    func badEdit(field: ReviewField, text: String, message: String) throws {
        var session = try ReviewStatement.session()
        let before = session.rows
        #expect {
            try session.edit(row: 2, field: field, text: text)
        } throws: { error in
            (error as? ReviewInputError)?.description == message && (error as? ReviewInputError)?.field == field
        }
        #expect(session.rows == before)
        #expect(session.operations.isEmpty)
    }

    @Test("with the statement's own formats, the user types dates and amounts as the bank writes them")
    func statementFormats() throws {
        let preview = try ReviewStatement.preview()
        var session = ReviewSession(
            preview: preview, statement: ReviewStatement.id, user: "anna",
            entryFormat: .statement(preview.mapping), clock: { ReviewStatement.when })
        try session.edit(row: 1, field: .bookingDate, text: "02.03.2024")
        try session.edit(row: 1, field: .amount, text: "-1.150,50")
        #expect(session.rows[1].current.bookingDate == CalendarDate(year: 2024, month: 3, day: 2))
        #expect(session.rows[1].current.amount == ReviewStatement.eur("-1150.50"))
        #expect(session.operations.map(\.action) == [
            .edit(line: 3, field: .bookingDate, value: "2024-03-02"), .edit(line: 3, field: .amount, value: "-1150.50"),
        ])
        let numberFormat = WordValue.phrase("review.number_format", [
            "decimal_mark": .phrase("review.decimal_mark.comma", [:]), "grouping": .phrase("review.grouping.mark", ["mark": .text(".")]),
        ])
        #expect(throws: ReviewInputError(
            field: .amount, text: "-1150.50",
            problem: Problem(.reviewAmountUnreadable, ["text": .text("-1150.50"), "number_format": numberFormat]), example: "-1.234,56")
        ) {
            try session.edit(row: 1, field: .amount, text: "-1150.50")
        }
    }

    @Test("editing an amount breaks the running balance where the statement's balance no longer follows")
    func editAmountReconciles() throws {
        var session = try ReviewStatement.session()
        try session.edit(row: 2, field: .amount, text: "-40.00")
        #expect(session.reconciliation.status == .mismatch)
        #expect(session.reconciliation.problems.map(\.line) == [4])
        #expect(session.reconciliation.total == ReviewStatement.eur("791.45"))
        try session.edit(row: 2, field: .amount, text: "-42.10")
        #expect(session.reconciliation.status == .ok)
        #expect(session.rows[2].status == .new, "set back to the statement's value, the row is no longer edited")
    }

    @Test("undo and redo walk the operations; a new operation clears what could be redone")
    func undoRedo() throws {
        var session = try ReviewStatement.session()
        let start = session.rows
        session.exclude(row: 0)
        let afterFirst = session.rows
        try session.edit(row: 2, field: .category, text: "Groceries")
        let afterSecond = session.rows
        session.setCategory("Savings", ofAllMatching: try FilterExpression(parsing: "purpose contains \"Umbuchung\""))
        let afterThird = session.rows
        #expect(session.operations.count == 3)

        #expect(session.undo()?.action == .setCategoryMatching(predicate: "purpose contains \"Umbuchung\"", category: "Savings"))
        #expect(session.rows == afterSecond)
        #expect(session.undo()?.action == .edit(line: 4, field: .category, value: "Groceries"))
        #expect(session.rows == afterFirst)
        // The first row has no row before it, and the file states no opening balance: leaving it
        // out breaks no check.
        #expect(session.reconciliation.status == .ok)
        #expect(session.canRedo && session.undoneOperations.count == 2)

        #expect(session.redo()?.action == .edit(line: 4, field: .category, value: "Groceries"))
        #expect(session.rows == afterSecond)
        #expect(session.redo()?.action == .setCategoryMatching(predicate: "purpose contains \"Umbuchung\"", category: "Savings"))
        #expect(session.rows == afterThird)
        #expect(session.redo() == nil)

        session.undo()
        session.undo()
        session.include(row: 4)
        #expect(session.include(row: 4) == nil)
        session.exclude(row: 4)
        #expect(!session.canRedo, "a new operation clears the redo stack")
        #expect(session.operations.map(\.action) == [.exclude(line: 2), .exclude(line: 6)])

        session.undo()
        session.undo()
        #expect(session.undo() == nil)
        #expect(session.rows == start)
        #expect(session.reconciliation.status == .ok)
        #expect(session.result().operations == [])
    }

    @Test("a bulk exclude by filter is one operation over every matching included row, undone in one step")
    func bulkExclude() throws {
        var session = try ReviewStatement.session()
        session.exclude(row: 2)
        let filter = try FilterExpression(parsing: "counterparty contains \"rewe\" or purpose ~ /^Umbuchung/")
        let operationResult = session.excludeAll(matching: filter)
        let operation = try #require(operationResult)
        #expect(operation.action == .excludeMatching(predicate: "counterparty contains \"rewe\" or purpose ~ /^Umbuchung/"))
        #expect(operation.changes.map(\.line) == [5, 6], "line 4 was excluded already")
        #expect(operation.summary == "excluded 2 rows matching counterparty contains \"rewe\" or purpose ~ /^Umbuchung/")
        #expect(session.rows.map(\.isIncluded) == [true, true, false, false, false])
        #expect(session.rows[4].status == .excluded(
            reason: "excluded in review by anna: excluded 2 rows matching counterparty contains \"rewe\" or purpose ~ /^Umbuchung/"))
        #expect(session.rows[2].status == .excluded(reason: "excluded in review by anna: excluded line 4"))
        #expect(session.excludeAll(matching: filter) == nil, "nothing left to exclude")

        session.undo()
        #expect(session.rows.map(\.isIncluded) == [true, true, false, true, true])
    }

    /// A predicate written in code, as the terminal UI may build one from a selection.
    struct Lines: TransactionPredicate {
        var lines: Set<Int>
        func matches(_ transaction: Transaction) -> Bool { lines.contains(transaction.line) }
        var description: String { "line in (" + lines.sorted().map(String.init).joined(separator: ", ") + ")" }
    }

    @Test("a bulk category is one operation; matching reads the edited values", arguments: [
        ("counterparty = \"rewe markt gmbh\"", [4, 6]),
        ("amount < -100", [3, 5]),
        ("category is empty and booking_date >= 2024-03-05", [4, 5, 6]),
    ])
    func bulkCategory(filter: String, lines: [Int]) throws {
        var session = try ReviewStatement.session()
        let operationResult = session.setCategory("Haushalt", ofAllMatching: try FilterExpression(parsing: filter))
        let operation = try #require(operationResult)
        #expect(operation.changes.map(\.line) == lines)
        #expect(operation.changes.allSatisfy { $0.fields == [ReviewFieldChange(field: .category, before: nil, after: "Haushalt")] })
        #expect(session.rows.filter { $0.current.category == "Haushalt" }.map(\.line) == lines)
        #expect(session.operations.count == 1)
    }

    @Test("a bulk action with a predicate written in code; an empty category removes it")
    func bulkWithOwnPredicate() throws {
        var session = try ReviewStatement.session()
        session.setCategory("Fixkosten", ofAllMatching: Lines(lines: [3, 5]))
        try session.edit(row: 2, field: .amount, text: "-142.10")
        // Matching sees the edited amount of line 4.
        session.setCategory("Gross", ofAllMatching: try FilterExpression(parsing: "amount < -100 and category is empty"))
        #expect(session.rows.map(\.current.category) == [nil, "Fixkosten", "Gross", "Fixkosten", nil])
        let removedResult = session.setCategory("  ", ofAllMatching: Lines(lines: [3]))
        let removed = try #require(removedResult)
        #expect(removed.action == .setCategoryMatching(predicate: "line in (3)", category: nil))
        #expect(removed.summary == "set category of 1 row matching line in (3) to nothing")
        #expect(session.rows[1].current.category == nil)
    }

    @Test("rows already booked are duplicates whatever is edited; the result books only the new included rows")
    func duplicatesAndResult() throws {
        let preview = try ReviewStatement.preview()
        var session = ReviewSession(
            preview: preview, statement: ReviewStatement.id, user: "anna",
            alreadyBooked: [preview.fingerprints[0], preview.fingerprints[1]], clock: { ReviewStatement.when })
        #expect(session.rows.map(\.status.name) == ["duplicate", "duplicate", "new", "new", "new"])
        #expect(session.rows[0].status.reason == "already booked: same booking date, amount and the counterparty's name")
        try session.edit(row: 1, field: .category, text: "Miete")
        try session.edit(row: 2, field: .purpose, text: "Wocheneinkauf")
        session.exclude(row: 3)
        #expect(session.rows.map(\.status.name) == ["duplicate", "duplicate", "edited", "excluded", "new"])

        let result = session.result()
        #expect(result.statement == ReviewStatement.id)
        #expect(result.transactions.map(\.transaction.line) == [2, 3, 4, 6])
        #expect(result.transactions.map(\.isDuplicate) == [true, true, false, false])
        #expect(result.newTransactions.map(\.transaction.line) == [4, 6])
        #expect(result.newTransactions.map(\.transaction.purpose) == ["Wocheneinkauf", "Kartenzahlung"])
        #expect(result.transactions.map(\.fingerprint) == [0, 1, 2, 4].map { preview.fingerprints[$0].description },
                "edits do not change a row's fingerprint: the statement booked again is still recognised")
        #expect(result.transactions[1].transaction.category == "Miete")
        #expect(result.transactions[2].editedFields == [.purpose])
        #expect(result.excluded.map(\.transaction.line) == [5])
        #expect(result.excluded.map(\.status.reason) == ["excluded in review by anna: excluded line 5"])
        #expect(result.operations.map(\.description) == [
            "2024-05-02T09:30:00Z anna: set category of line 3 to 'Miete'",
            "2024-05-02T09:30:00Z anna: set purpose of line 4 to 'Wocheneinkauf'",
            "2024-05-02T09:30:00Z anna: excluded line 5",
        ])
        #expect(result.reconciliation.status == .mismatch)
    }

    @Test("every operation records who and when: the clock is read per operation, to the second")
    func whoAndWhen() throws {
        let ticks = Ticks(start: ReviewStatement.when.addingTimeInterval(0.75))
        var session = ReviewSession(
            preview: try ReviewStatement.preview(), statement: ReviewStatement.id, user: "anna", clock: ticks.next)
        session.exclude(row: 0)
        session.user = "ben"
        try session.edit(row: 1, field: .purpose, text: "Miete April")
        #expect(session.operations.map(\.description) == [
            "2024-05-02T09:30:00Z anna: excluded line 2",
            "2024-05-02T09:31:00Z ben: set purpose of line 3 to 'Miete April'",
        ])
        #expect(session.operations.map(\.date) == [ReviewStatement.when, ReviewStatement.when.addingTimeInterval(60)])
    }
}

/// A clock that moves a minute on every reading.
final class Ticks: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(start: Date) { current = start }

    @Sendable func next() -> Date {
        lock.lock()
        defer { lock.unlock() }
        let now = current
        current = current.addingTimeInterval(60)
        return now
    }
}
