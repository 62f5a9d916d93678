import Foundation
import ImportWords
@testable import StatementReview
@testable import StatementValues
import Testing


@Suite("Review session state")
struct ReviewPersistenceTests {
    @Test("the state round-trips through JSON and resumes to the same session, undo and redo included")
    func roundTrip() throws {
        var session = try ReviewStatement.session()
        session.exclude(row: 3)
        try session.edit(row: 2, field: .valueDate, text: "")
        try session.edit(row: 1, field: .category, text: "Miete")
        session.undo()

        let state = session.state
        #expect(state.statement == ReviewStatement.id)
        #expect(state.rows.map(\.line) == [2, 3, 4, 5, 6])
        #expect(state.rows.map(\.fingerprint) == session.rows.map(\.fingerprint))
        #expect(state.rows.map(\.include) == [true, true, true, false, true])
        #expect(state.rows.map(\.edits) == [[], [], [.init(field: .valueDate, value: nil)], [], []])
        #expect(state.operations.count == 2)
        #expect(state.undoneOperations.map(\.action) == [.edit(line: 3, field: .category, value: "Miete")])

        let data = try state.jsonData()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""date" : "2024-05-02T09:30:00Z""#))
        #expect(text.contains(#""value" : null"#))
        let read = try ReviewSession.State(jsonData: data)
        #expect(read == state)
        #expect(try read.jsonData() == data, "equal states store equal bytes")

        var (resumed, report) = try ReviewSession.resume(
            read, preview: ReviewStatement.preview(), statement: ReviewStatement.id, user: "ben", clock: { ReviewStatement.when })
        #expect(report.isClean)
        #expect(!report.statementChanged)
        #expect(report.description == "the statement's rows are unchanged")
        #expect(resumed.rows == session.rows)
        #expect(resumed.operations == session.operations)
        #expect(resumed.undoneOperations == session.undoneOperations)
        #expect(resumed.reconciliation == session.reconciliation)

        #expect(resumed.redo()?.user == "anna", "an operation keeps who made it")
        #expect(resumed.rows[1].current.category == "Miete")
        try resumed.edit(row: 4, field: .category, text: "Groceries")
        #expect(resumed.operations.map(\.user) == ["anna", "anna", "anna", "ben"])
        while resumed.undo() != nil {}
        #expect(resumed.rows == (try ReviewStatement.session()).rows)
    }

    static let changedStatement = """
        Buchungstag;Wertstellung;Empfänger;Verwendungszweck;Betrag;Saldo;Währung
        01.03.2024;01.03.2024;Arbeitgeber AG;Gehalt März;2.500,00;3.500,00;EUR
        04.03.2024;04.03.2024;Hausverwaltung Meier;Miete März;-1.150,00;2.350,00;EUR
        05.03.2024;05.03.2024;REWE Markt GmbH;Kartenzahlung;-42,20;2.307,80;EUR
        07.03.2024;06.03.2024;Eigenes Sparkonto;Umbuchung Sparen;-500,00;1.807,80;EUR
        11.03.2024;11.03.2024;REWE Markt GmbH;Kartenzahlung;-18,55;1.789,25;EUR
        12.03.2024;12.03.2024;Stadtwerke;Strom März;-60,00;1.729,25;EUR

        """

    @Test("resuming over a changed statement keeps the changes of rows still there and names the rest")
    func resumeChangedStatement() throws {
        var session = try ReviewStatement.session()
        session.exclude(row: 3)
        try session.edit(row: 2, field: .purpose, text: "Wocheneinkauf")
        try session.edit(row: 4, field: .category, text: "Groceries")
        let gone = session.rows[2].fingerprint

        let changed = ReviewSession.StatementID(sha256: String(repeating: "ab", count: 32), template: "detected")
        var (resumed, report) = try ReviewSession.resume(
            session.state, preview: ReviewStatement.preview(Self.changedStatement), statement: changed, user: "anna",
            clock: { ReviewStatement.when })
        #expect(report.statementChanged)
        #expect(report.missingRows == [.init(fingerprint: gone, line: 4, include: true, edits: [.init(field: .purpose, value: "Wocheneinkauf")])])
        #expect(report.newRows == [4, 7])
        #expect(!report.isClean)
        #expect(report.description == """
            the statement file changed since the review was stored
            line 4 (\(gone)) is no longer in the statement; its changes are not applied: purpose set
            new in the statement: line 4, 7
            """)
        #expect(resumed.statement == changed)
        #expect(resumed.rows.map(\.line) == [2, 3, 4, 5, 6, 7])
        #expect(resumed.rows.map(\.isIncluded) == [true, true, true, false, true, true])
        #expect(resumed.rows.map(\.current.purpose) == ["Gehalt März", "Miete März", "Kartenzahlung", "Umbuchung Sparen", "Kartenzahlung", "Strom März"])
        #expect(resumed.rows.map(\.current.category) == [nil, nil, nil, nil, "Groceries", nil])
        #expect(resumed.rows.map(\.status.name) == ["new", "new", "new", "excluded", "edited", "new"])
        #expect(resumed.reconciliation.problems.map(\.line) == [6])

        // Undo passes over the row that is gone.
        resumed.undo()
        resumed.undo()
        #expect(resumed.rows.map(\.current.category) == [nil, nil, nil, nil, nil, nil])
        resumed.undo()
        #expect(resumed.rows.map(\.isIncluded) == Array(repeating: true, count: 6))
        #expect(resumed.reconciliation.status == .ok)
    }

    @Test("a stored review of another template or a newer layout is refused with what to do")
    func refused() throws {
        let session = try ReviewStatement.session()
        let other = ReviewSession.StatementID(sha256: ReviewStatement.sha256, template: "dkb-giro")
        #expect(throws: ReviewResumeError(Problem(.reviewStoredForOtherTemplate, ["stored": .text("detected"), "template": .text("dkb-giro")]))) {
            try ReviewSession.resume(session.state, preview: try ReviewStatement.preview(), statement: other, user: "anna")
        }
        var newer = session.state
        newer.version = 2
        #expect(throws: ReviewResumeError(Problem(.reviewStoredNewer, ["version": .number(2), "known": .number(1)]))) {
            try ReviewSession.resume(newer, preview: try ReviewStatement.preview(), statement: ReviewStatement.id, user: "anna")
        }
        #expect(ReviewResumeError(Problem(.reviewStoredForOtherTemplate, ["stored": .text("detected"), "template": .text("dkb-giro")])).message
            == "the stored review is for template 'detected', not 'dkb-giro'; start the review again or read the statement with the template detected")
    }
}
