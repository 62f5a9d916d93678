import Foundation
import Testing
import TestSupport

/// `detect`'s summary for people in the reader's language: its labels, its values and the
/// reason an undecided setting stays open.
@Suite("detect's summary in German and English")
struct DetectSummaryLanguageTests {
    /// Day and month both at most 12 in every row: the date order stays undecided.
    static let statement = "Datum;Text;Betrag\n03/04/2025;A;-1.50\n05/06/2025;B;-2.50\n"

    static func detect(locale: String) throws -> ExecutableTests.ProcessRun {
        let directory = try Corpus.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("ambiguous.csv")
        try Data(statement.utf8).write(to: file)
        return try ExecutableTests.run(["detect", file.path], environment: ["LC_ALL": locale], removing: ["LANG", "LC_MESSAGES"])
    }

    @Test("under de_CH the labels, the values and the undecided date order are German")
    func german() throws {
        let run = try Self.detect(locale: "de_CH.UTF-8")
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").dropFirst().map(String.init)
        #expect(lines == [
            "  Kodierung      utf-8",
            "  Dialekt        Trennzeichen ';', Anführungszeichen '\"', Escape '\"'",
            "  Vorspann       0 Zeile(n)",
            "  Kopfzeile      Zeile 1",
            "  Fusszeilen     0 Zeile(n)",
            "  Zahlen         Dezimalzeichen '.', Gruppierung keine",
            "  Datum          unbekannt",
            "  Sicherheit     0.57",
            "  Spalten (ab 1 gezählt):",
            "    1  \"Datum\"  date  → booking_date",
            "    2  \"Text\"  text  → purpose",
            "    3  \"Betrag\"  amount  → amount",
            "  unentschieden: date_format: dd/MM/yyyy oder MM/dd/yyyy — '03/04/2025' liest sich als 03.04.2025 nach dd/MM/yyyy, "
                + "04.03.2025 nach MM/dd/yyyy, und keiner der 2 Werte unterscheidet sie (ein Tag über 12 würde es)",
            "    so entscheiden: kein Datum unterscheidet Tag und Monat; mit --date-format dd/MM/yyyy angeben (Kandidaten: dd/MM/yyyy, MM/dd/yyyy)",
        ])
    }

    @Test("under C the summary stays as it was, in English")
    func english() throws {
        let run = try Self.detect(locale: "C")
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").dropFirst().map(String.init)
        #expect(lines == [
            "  encoding       utf-8",
            "  dialect        delimiter ';', quote '\"', escape '\"'",
            "  preamble       0 line(s)",
            "  header         line 1",
            "  footer         0 line(s)",
            "  numbers        decimal '.', grouping none",
            "  dates          unknown",
            "  confidence     0.57",
            "  columns (numbered from 1):",
            "    1  \"Datum\"  date  → booking_date",
            "    2  \"Text\"  text  → purpose",
            "    3  \"Betrag\"  amount  → amount",
            "  undecided: date_format: dd/MM/yyyy or MM/dd/yyyy — '03/04/2025' reads as 2025-04-03 as dd/MM/yyyy, "
                + "2025-03-04 as MM/dd/yyyy, and none of the 2 values tells them apart (a day above 12 would)",
            "    settle it: no date tells day from month; give it with --date-format dd/MM/yyyy (candidates: dd/MM/yyyy, MM/dd/yyyy)",
        ])
    }
}
