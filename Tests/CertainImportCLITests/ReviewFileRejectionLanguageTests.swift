import Foundation
import Testing

/// A review file that was not applied, as the reader's language says it: every problem with
/// its place, in German under a German locale, not English made where the file was read.
@Suite("a rejected review file, in both languages")
struct ReviewFileRejectionLanguageTests {
    @Test("two wrong values in a review file, word for word", arguments: [
        ("C", """
            certain-import: error: {csv}:4: column amount: Cannot read '-42;10' as an amount with decimal point and no grouping, such as -1234.56
            {csv}:5: error: column include: 'maybe' is neither yes nor no; write yes to book the row, no to leave it out
            hint: nothing in the review file was applied; fix it and read it again, or export a new one

            """),
        ("de_CH.UTF-8", """
            certain-import: Fehler: {csv}:4: Spalte amount: '-42;10' lässt sich nicht als Betrag mit Dezimalpunkt und ohne Tausendertrennung lesen, etwa -1234.56
            {csv}:5: Fehler: Spalte include: 'maybe' ist weder yes noch no; yes schreiben, um die Zeile zu buchen, no, um sie wegzulassen
            Hinweis: nichts aus der Durchsichtsdatei wurde übernommen; sie korrigieren und erneut lesen, oder eine neue exportieren

            """),
    ])
    func rejected(lang: String, expected: String) throws {
        let workspace = try ReviewWorkspace()
        let file = workspace.statementURL.path
        let csvPath = workspace.directory.appendingPathComponent("review.csv").path
        #expect(try workspace.run(["review", file, "--no-template", "--export", csvPath]).status == 0)
        var records = try workspace.text("review.csv").components(separatedBy: "\r\n")
        records[3] = records[3].replacingOccurrences(of: ",-42.10,", with: ",-42;10,")
        records[4] = "maybe" + records[4].dropFirst(3)
        try workspace.write(records.joined(separator: "\r\n"), to: "review.csv")

        let environment = workspace.environment.merging(HelpLanguageTests.locale(lang)) { _, locale in locale }
        let apply = try ExecutableTests.run(["review", file, "--no-template", "--apply", csvPath], environment: environment)
        #expect(apply.status == 3)
        #expect(apply.standardError == expected.replacingOccurrences(of: "{csv}", with: csvPath))
        #expect(workspace.storedReviews() == [])
    }
}
