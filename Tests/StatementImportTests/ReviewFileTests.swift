import Foundation
@testable import StatementReview
import Testing


@Suite("Review files")
struct ReviewFileTests {
    /// The problems a rejected review file has, each as its kind and its placed English text;
    /// `[]` when the file was applied.
    static func rejected(_ apply: () throws -> Void) -> [String] {
        do {
            try apply()
            return []
        } catch let rejection as ReviewFileRejection {
            return rejection.problems.map { "\($0.kind.rawValue) \($0)" }
        } catch {
            return ["\(error)"]
        }
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// `csv` with the field under `column` of the record on physical `line` set to `value`
    /// (the fixture's fields hold no comma or quote).
    static func editing(_ csv: String, line: Int, column: String, to value: String) -> String {
        var lines = csv.components(separatedBy: "\r\n")
        let header = lines[0].components(separatedBy: ",")
        var fields = lines[line - 1].components(separatedBy: ",")
        fields[header.firstIndex(of: column)!] = value
        lines[line - 1] = fields.joined(separator: ",")
        return lines.joined(separator: "\r\n")
    }

    @Test("the review CSV: RFC 4180, one record per row, the CLI's forms, include yes/no")
    func exportCSV() throws {
        var session = try ReviewStatement.session()
        session.exclude(row: 3)
        try session.edit(row: 0, field: .purpose, text: "Gehalt März, Bonus \"Q1\"")
        let fp = session.rows.map(\.fingerprint)
        #expect(Self.text(session.reviewCSV()) == """
            include,line,fingerprint,status,reason,booking_date,value_date,amount,currency,counterparty,purpose,category\r
            yes,2,\(fp[0]),edited,edited: purpose,2024-03-01,2024-03-01,2500.00,EUR,Arbeitgeber AG,"Gehalt März, Bonus \"\"Q1\"\"\",\r
            yes,3,\(fp[1]),new,,2024-03-04,2024-03-04,-1150.00,EUR,Hausverwaltung Meier,Miete März,\r
            yes,4,\(fp[2]),new,,2024-03-05,2024-03-05,-42.10,EUR,REWE Markt GmbH,Kartenzahlung,\r
            no,5,\(fp[3]),excluded,excluded in review by anna: excluded line 5,2024-03-07,2024-03-06,-500.00,EUR,Eigenes Sparkonto,Umbuchung Sparen,\r
            yes,6,\(fp[4]),new,,2024-03-11,2024-03-11,-18.55,EUR,REWE Markt GmbH,Kartenzahlung,\r

            """)
    }

    @Test("an edited review CSV comes back as one operation; read-only columns are ignored")
    func importCSV() throws {
        var session = try ReviewStatement.session()
        let exported = Self.text(session.reviewCSV())
        #expect(try session.applyReviewCSV(Array(exported.utf8)) == nil, "the file as exported changes nothing")

        var edited = Self.editing(exported, line: 3, column: "category", to: "Miete")
        edited = Self.editing(edited, line: 4, column: "include", to: "no")
        edited = Self.editing(edited, line: 6, column: "booking_date", to: "2024-03-12")
        edited = Self.editing(edited, line: 6, column: "value_date", to: "")
        edited = Self.editing(edited, line: 2, column: "status", to: "whatever")
        edited = Self.editing(edited, line: 2, column: "currency", to: "CHF")
        let applied = try session.applyReviewCSV(Array(edited.utf8), source: "giro.review.csv")
        let operation = try #require(applied)
        #expect(operation.action == .applyReviewFile(source: "giro.review.csv"))
        #expect(operation.summary == "changed 3 rows from review file giro.review.csv")
        #expect(operation.changes == [
            ReviewRowChange(fingerprint: session.rows[1].fingerprint, line: 3, inclusion: nil, fields: [
                ReviewFieldChange(field: .category, before: nil, after: "Miete"),
            ]),
            ReviewRowChange(fingerprint: session.rows[2].fingerprint, line: 4, inclusion: .init(before: true, after: false), fields: []),
            ReviewRowChange(fingerprint: session.rows[4].fingerprint, line: 6, inclusion: nil, fields: [
                ReviewFieldChange(field: .bookingDate, before: "2024-03-11", after: "2024-03-12"),
                ReviewFieldChange(field: .valueDate, before: "2024-03-11", after: nil),
            ]),
        ])
        #expect(session.rows.map(\.status.name) == ["new", "edited", "excluded", "new", "edited"])
        #expect(session.rows[0].current.currency == .eur)
        #expect(session.reconciliation.problems.map(\.line) == [5], "line 4 left out breaks the running balance at line 5")

        session.undo()
        #expect(session.rows == (try ReviewStatement.session()).rows)
    }

    @Test("a bad date in the review file is reported with the file's line and column, and nothing is applied")
    func badDate() throws {
        var session = try ReviewStatement.session()
        var edited = Self.text(session.reviewCSV())
        edited = Self.editing(edited, line: 3, column: "category", to: "Miete")
        edited = Self.editing(edited, line: 4, column: "booking_date", to: "2024-02-30")
        let before = session.rows
        #expect {
            try session.applyReviewCSV(Array(edited.utf8), source: "giro.review.csv")
        } throws: { error in
            let rejection = error as? ReviewFileRejection
            return rejection?.problems.map(\.problem.code) == [.reviewDateUnreadable]
                && rejection?.description == """
                    giro.review.csv:4: error: column booking_date: Cannot parse '2024-02-30' as a date in format yyyy-MM-dd, such as 2024-03-05
                    nothing in the review file was applied; fix it and read it again, or export a new one
                    """
        }
        #expect(session.rows == before)
        #expect(session.operations.isEmpty)
    }

    @Test("every bad value is reported with its line and column", arguments: [
        ("amount", "\"-42,10\"", "Cannot read '-42,10' as an amount with decimal point and no grouping, such as -1234.56"),
        ("amount", "", "amount cannot be empty, such as -1234.56"),
        ("value_date", "5.3.2024", "Cannot parse '5.3.2024' as a date in format yyyy-MM-dd, such as 2024-03-05"),
        ("booking_date", "", "booking_date cannot be empty, such as 2024-03-05"),
        ("include", "maybe", "'maybe' is neither yes nor no; write yes to book the row, no to leave it out"),
    ])
    func badValues(column: String, value: String, message: String) throws {
        var session = try ReviewStatement.session()
        let edited = Self.editing(Self.text(session.reviewCSV()), line: 5, column: column, to: value)
        #expect(Self.rejected { try session.applyReviewCSV(Array(edited.utf8)) } == ["invalid_value line 5, column \(column): \(message)"])
        #expect(session.operations.isEmpty)
    }

    @Test("a fingerprint the statement does not have, or one listed twice, blocks the whole file")
    func unknownFingerprint() throws {
        var session = try ReviewStatement.session()
        let exported = Self.text(session.reviewCSV())
        let stale = "v1-00000000000000000000000000000000-1"
        var edited = Self.editing(exported, line: 2, column: "include", to: "no")
        edited = Self.editing(edited, line: 5, column: "fingerprint", to: stale)
        edited = Self.editing(edited, line: 6, column: "fingerprint", to: session.rows[1].fingerprint)
        let before = session.rows
        let repeated = session.rows[1].fingerprint
        #expect(Self.rejected { try session.applyReviewCSV(Array(edited.utf8), source: "giro.review.csv") } == [
            "unknown_fingerprint line 5, column fingerprint: the statement has no row with fingerprint \(stale): the statement or its "
                + "template changed since the review file was written; export the review again",
            "repeated_fingerprint line 6, column fingerprint: fingerprint \(repeated) is listed on line 3 already",
        ])
        #expect(session.rows == before, "the valid change on line 2 is not applied either")
        #expect(session.operations.isEmpty)
    }

    @Test("a review file saved with ';' or without fingerprints is not read as one")
    func layout() throws {
        var session = try ReviewStatement.session()
        let semicolons = Self.text(session.reviewCSV()).replacingOccurrences(of: ",", with: ";")
        #expect {
            try session.applyReviewCSV(Array(semicolons.utf8))
        } throws: { error in
            let problems = (error as? ReviewFileRejection)?.problems ?? []
            return problems.map(\.kind) == [.layout] && problems.map(\.line) == [1]
                && problems[0].message.hasSuffix("(a file saved with ';' between fields must be saved with ',' again)")
        }
        #expect(Self.rejected { try session.applyReviewCSV(Array("include,line\r\nno,2\r\n".utf8)) } == [
            "layout line 1, column fingerprint: the header has no fingerprint column, which tells the rows apart; export the review again",
        ])
        #expect(session.operations.isEmpty)
    }

    @Test("the review JSON: one object per row with the CSV's columns, null for no value")
    func exportJSON() throws {
        var session = try ReviewStatement.session()
        session.exclude(row: 3)
        let document = session.reviewJSON()
        guard case .object(let members) = document, case .array(let transactions)? = members.first(where: { $0.0 == "transactions" })?.1 else {
            Issue.record("not a document with transactions: \(document.rendered())")
            return
        }
        #expect(members.map(\.0) == ["statement", "transactions"])
        #expect(transactions.count == 5)
        #expect(transactions[3] == .object([
            ("include", .bool(false)),
            ("line", .int(5)),
            ("fingerprint", .string(session.rows[3].fingerprint)),
            ("status", .string("excluded")),
            ("reason", .string("excluded in review by anna: excluded line 5")),
            ("booking_date", .string("2024-03-07")),
            ("value_date", .string("2024-03-06")),
            ("amount", .string("-500.00")),
            ("currency", .string("EUR")),
            ("counterparty", .string("Eigenes Sparkonto")),
            ("purpose", .string("Umbuchung Sparen")),
            ("category", .null),
        ]))
        #expect(try session.applyReviewJSON(Array(document.rendered().utf8)) == nil, "the document as exported changes nothing")
    }

    @Test("an edited review JSON: keys left out stay, null empties, and problems name the entry")
    func importJSON() throws {
        var session = try ReviewStatement.session()
        let fp = session.rows.map(\.fingerprint)
        let edited = """
            {"transactions": [
              {"fingerprint": "\(fp[3])", "include": false},
              {"fingerprint": "\(fp[1])", "value_date": null, "amount": "-1150.50", "category": "Miete", "line": 99}
            ]}
            """
        let applied = try session.applyReviewJSON(Array(edited.utf8), source: "giro.review.json")
        let operation = try #require(applied)
        #expect(operation.changes.map(\.line) == [3, 5])
        #expect(operation.changes[0].fields == [
            ReviewFieldChange(field: .valueDate, before: "2024-03-04", after: nil),
            ReviewFieldChange(field: .amount, before: "-1150.00", after: "-1150.50"),
            ReviewFieldChange(field: .category, before: nil, after: "Miete"),
        ])
        #expect(session.rows.map(\.isIncluded) == [true, true, true, false, true])

        let bad = """
            {"transactions": [
              {"fingerprint": "\(fp[0])", "amount": -1150},
              {"fingerprint": "\(fp[2])", "booking_date": "2024-02-30", "note": "x"}
            ]}
            """
        let before = session.rows
        #expect(Self.rejected { try session.applyReviewJSON(Array(bad.utf8), source: "giro.review.json") } == [
            "invalid_value transactions[0].amount: expected a string such as -1234.56, found a number",
            "layout transactions[1].note: not a review field; the fields are include, line, fingerprint, status, reason, booking_date, "
                + "value_date, amount, currency, counterparty, purpose, category",
            "invalid_value transactions[1].booking_date: Cannot parse '2024-02-30' as a date in format yyyy-MM-dd, such as 2024-03-05",
        ])
        #expect(session.rows == before)
        #expect(session.operations.count == 1)
        #expect(throws: ReviewFileRejection.self) {
            try session.applyReviewJSON(Array("[1, 2]".utf8))
        }
    }
}
