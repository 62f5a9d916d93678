import Foundation
import Testing

/// A small giro statement without an IBAN, every row with its running balance, written to a
/// temporary directory that also holds the ledger and the stored reviews. The tests read it
/// with `--no-template`, so that a bank template resembling it cannot change what they see.
final class ReviewWorkspace {
    static let statement = """
        Buchungstag;Wertstellung;Empfänger;Verwendungszweck;Betrag;Saldo;Währung
        01.03.2024;01.03.2024;Arbeitgeber AG;Gehalt März;2.500,00;3.500,00;EUR
        04.03.2024;04.03.2024;Hausverwaltung Meier;Miete März;-1.150,00;2.350,00;EUR
        05.03.2024;05.03.2024;REWE Markt GmbH;Kartenzahlung;-42,10;2.307,90;EUR
        07.03.2024;06.03.2024;Eigenes Sparkonto;Umbuchung Sparen;-500,00;1.807,90;EUR
        11.03.2024;11.03.2024;REWE Markt GmbH;Kartenzahlung;-18,55;1.789,35;EUR

        """

    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.statement.write(to: statementURL, atomically: false, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    var statementURL: URL { directory.appendingPathComponent("giro.csv") }
    var ledgerPath: String { directory.appendingPathComponent("ledger.sqlite").path }
    var stateHome: String { directory.appendingPathComponent("state").path }
    var reviewsDirectory: String { stateHome + "/certain-import/reviews" }
    var environment: [String: String] { ["XDG_STATE_HOME": stateHome, "USER": "anna", "NO_COLOR": "1"] }

    /// The stored reviews' file names.
    func storedReviews() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: reviewsDirectory)) ?? []
    }

    func run(_ arguments: [String]) throws -> ExecutableTests.ProcessRun {
        try ExecutableTests.run(arguments, environment: environment)
    }

    func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    func write(_ text: String, to name: String) throws {
        try text.write(to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
}

/// `certain-import review` without a terminal: review files, the refusal to show the list,
/// `--discard`; the built binary run as a process.
@Suite("review command")
struct ReviewCommandTests {
    @Test("export, edit in a spreadsheet, apply: the kept review has the edits, and a second export shows them")
    func roundTrip() throws {
        let workspace = try ReviewWorkspace()
        let file = workspace.statementURL.path
        let csvPath = workspace.directory.appendingPathComponent("review.csv").path

        let export = try workspace.run(["review", file, "--no-template", "--export", csvPath, "--ledger", workspace.ledgerPath])
        #expect(export.status == 0)
        #expect(export.standardError == "")
        #expect(export.standardOutput == "\(csvPath): review of 5 transaction(s) from \(file); edit include and the fields, then read it back with 'certain-import review \(file) --apply \(csvPath)'\n")
        let exported = try workspace.text("review.csv")
        var records = exported.components(separatedBy: "\r\n")
        #expect(records[0] == "include,line,fingerprint,status,reason,booking_date,value_date,amount,currency,counterparty,purpose,category")
        #expect(records.count == 7 && records[6] == "")
        #expect(records[2].hasPrefix("yes,3,v1-") && records[2].hasSuffix(",new,,2024-03-04,2024-03-04,-1150.00,EUR,Hausverwaltung Meier,Miete März,"))
        #expect(records[3].hasSuffix(",new,,2024-03-05,2024-03-05,-42.10,EUR,REWE Markt GmbH,Kartenzahlung,"))
        // As a spreadsheet user would: leave the rent out, give the groceries a category.
        records[2] = "no" + records[2].dropFirst(3)
        records[3] += "Groceries"
        try workspace.write(records.joined(separator: "\r\n"), to: "review.csv")

        let apply = try workspace.run(["review", file, "--no-template", "--apply", csvPath, "--ledger", workspace.ledgerPath])
        #expect(apply.status == 0)
        #expect(apply.standardOutput == "\(csvPath): changed 2 rows from review file review.csv; the review is kept, 'certain-import review \(file)' shows it and books it\n")
        #expect(workspace.storedReviews().count == 1)

        let jsonPath = workspace.directory.appendingPathComponent("review.json").path
        let second = try workspace.run(["review", file, "--no-template", "--export", jsonPath, "--ledger", workspace.ledgerPath])
        #expect(second.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: jsonPath))) as! [String: Any]
        let rows = document["transactions"] as! [[String: Any]]
        #expect(rows.map { $0["line"] as! Int } == [2, 3, 4, 5, 6])
        #expect(rows.map { $0["include"] as! Bool } == [true, false, true, true, true])
        #expect(rows.map { $0["status"] as! String } == ["new", "excluded", "edited", "new", "new"])
        #expect(rows.map { $0["category"] as? String } == [nil, nil, "Groceries", nil, nil])
        #expect(rows[2]["reason"] as? String == "edited: category")
        #expect(rows[1]["reason"] as? String == "excluded in review by anna: changed 2 rows from review file review.csv")
    }

    @Test("a review file with a wrong value is refused as a whole, naming its line and column (exit 3)")
    func rejectedReviewFile() throws {
        let workspace = try ReviewWorkspace()
        let file = workspace.statementURL.path
        let csvPath = workspace.directory.appendingPathComponent("review.csv").path
        #expect(try workspace.run(["review", file, "--no-template", "--export", csvPath]).status == 0)
        var records = try workspace.text("review.csv").components(separatedBy: "\r\n")
        records[1] = "no" + records[1].dropFirst(3)
        records[3] = records[3].replacingOccurrences(of: ",-42.10,", with: ",-42;10,")
        records[4] = "maybe" + records[4].dropFirst(3)
        try workspace.write(records.joined(separator: "\r\n"), to: "review.csv")

        let apply = try workspace.run(["review", file, "--no-template", "--apply", csvPath])
        #expect(apply.status == 3)
        #expect(apply.standardOutput == "")
        #expect(apply.standardError == """
            certain-import: error: \(csvPath):4: column amount: Cannot read '-42;10' as an amount with decimal point and no grouping, such as -1234.56
            \(csvPath):5: error: column include: 'maybe' is neither yes nor no; write yes to book the row, no to leave it out
            hint: nothing in the review file was applied; fix it and read it again, or export a new one

            """)
        // Nothing applied, so nothing was kept either: line 2 is still included.
        #expect(workspace.storedReviews() == [])
    }

    @Test("without a terminal the list is refused with exit 2, pointing at --export")
    func refusesWithoutTerminal() throws {
        let workspace = try ReviewWorkspace()
        let run = try workspace.run(["review", workspace.statementURL.path])
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix("""
            certain-import: error: the review list needs a terminal, and standard input or output is not one
            hint: use --export for a review file: 'certain-import review \(workspace.statementURL.path) --export review.csv'

            """))
    }

    @Test("usage errors: --export names .csv or .json; --export, --apply and --discard exclude each other", arguments: [
        (["--export", "review.txt"], "certain-import: error: --export review.txt: name the review file .csv or .json, which says how it is written"),
        (["--export", "r.csv", "--discard"], "certain-import: error: --export and --discard exclude each other: choose one"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let workspace = try ReviewWorkspace()
        let run = try workspace.run(["review", workspace.statementURL.path] + arguments)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix(message + "\n"))
    }

    @Test("--discard removes the kept review")
    func discard() throws {
        let workspace = try ReviewWorkspace()
        let file = workspace.statementURL.path
        let csvPath = workspace.directory.appendingPathComponent("review.csv").path
        #expect(try workspace.run(["review", file, "--no-template", "--export", csvPath]).status == 0)
        var records = try workspace.text("review.csv").components(separatedBy: "\r\n")
        records[5] = "no" + records[5].dropFirst(3)
        try workspace.write(records.joined(separator: "\r\n"), to: "review.csv")
        #expect(try workspace.run(["review", file, "--no-template", "--apply", csvPath]).status == 0)
        #expect(workspace.storedReviews().count == 1)

        let discard = try workspace.run(["review", file, "--no-template", "--discard"])
        #expect(discard.status == 0)
        #expect(discard.standardOutput == "\(file): the kept review was removed\n")
        #expect(workspace.storedReviews() == [])
        #expect(try workspace.run(["review", file, "--no-template", "--discard"]).standardOutput == "\(file): there was no kept review\n")
    }
}
