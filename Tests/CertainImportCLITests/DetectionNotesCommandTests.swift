import Foundation
import Testing
import TestSupport

/// What detection decided, as the commands show it: in the reader's language, with the code
/// and data in the JSON diagnostics and the English sentence in `warnings`.
@Suite("Detection's notes through the commands")
struct DetectionNotesCommandTests {
    static let file = Corpus.fixture("unseen/dates-decided-by-order.csv").path

    @Test("detect lists a note as a sentence, not as the value's dump")
    func detectNote() throws {
        let run = try ExecutableTests.run(["detect", Self.file], environment: ["LANG": "C"], removing: ["LC_ALL", "LC_MESSAGES"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("\n  note: date order: the rows run in date order only when read as dd/MM/yyyy, not as MM/dd/yyyy\n"))
    }

    @Test("preview says the note in German under a German locale")
    func germanPreview() throws {
        let run = try ExecutableTests.run(["preview", Self.file], environment: ["LANG": "de_CH.UTF-8"], removing: ["LC_ALL", "LC_MESSAGES"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains(
            "Warnung: Datumsreihenfolge: die Zeilen sind nur als dd/MM/yyyy gelesen nach Datum geordnet, nicht als MM/dd/yyyy\n"))
    }

    @Test("preview --json carries the note's code and data beside the English warning")
    func jsonDiagnostics() throws {
        let run = try ExecutableTests.run(["preview", "--json", Self.file], environment: ["LANG": "de_CH.UTF-8"], removing: ["LC_ALL", "LC_MESSAGES"])
        #expect(run.status == 0, "\(run.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let warnings = try #require(document["warnings"] as? [String])
        #expect(warnings.first == "date order: the rows run in date order only when read as dd/MM/yyyy, not as MM/dd/yyyy")
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let note = try #require(diagnostics.first)
        #expect(note["code"] as? String == "date_order_by_row_order")
        #expect(note["data"] as? [String: String] == ["format": "dd/MM/yyyy", "other": "MM/dd/yyyy"])
        #expect(note["message"] as? String == "Datumsreihenfolge: die Zeilen sind nur als dd/MM/yyyy gelesen nach Datum geordnet, nicht als MM/dd/yyyy")
    }
}
