import Foundation
import Testing
import TestSupport

/// A template's problems as the commands show them: a broken user template and a bank's
/// changed export in the reader's language, with the code and data in the JSON diagnostics.
@Suite("Template problems through the commands")
struct TemplateWordsCommandTests {
    /// A fresh configuration folder holding the template fixture `name` as a user template.
    static func configuration(holding name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tmplwords-\(UUID().uuidString)")
        let templates = folder.appendingPathComponent("certain-import/templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Corpus.fixture("templates/\(name)"), to: templates.appendingPathComponent(name))
        return folder
    }

    @Test("a broken user template is reported at its place, in German and in English", arguments: [
        ("de_CH.UTF-8", """
            certain-import: Warnung: eigene Vorlage nicht geladen: PATH:5:14: Fehler: 'version' muss eine ganze Zahl sein, nicht ein Text
              |
            5 |   "version": "1",
              |              ^


            """),
        ("C", """
            certain-import: warning: user template not loaded: PATH:5:14: error: 'version' must be a whole number, not a string
              |
            5 |   "version": "1",
              |              ^


            """),
    ])
    func brokenUserTemplate(locale: String, expected: String) throws {
        let folder = try Self.configuration(holding: "wrong-type.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ExecutableTests.run(
            ["templates", "list"], environment: ["LANG": locale, "XDG_CONFIG_HOME": folder.path], removing: ["LC_ALL", "LC_MESSAGES"])
        #expect(run.status == 0, "\(run.standardError)")
        let path = folder.appendingPathComponent("certain-import/templates/wrong-type.json").path
        #expect(run.standardError == expected.replacingOccurrences(of: "PATH", with: path))
    }

    @Test("preview --json of a changed export: the code and the changed column as data, the message in German")
    func changedExport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tmplwords-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try Data(contentsOf: Corpus.repositoryRoot.appendingPathComponent("Samples/dkb/girokonto-2025-03.csv"))
        let renamed = String(decoding: original, as: UTF8.self).replacingOccurrences(of: "\"Betrag (€)\"", with: "\"Betrag (EUR)\"")
        let file = folder.appendingPathComponent("girokonto-2025-03.csv")
        try Data(renamed.utf8).write(to: file)
        let run = try ExecutableTests.run(
            ["preview", "--json", file.path], environment: ["LANG": "de_CH.UTF-8"], removing: ["LC_ALL", "LC_MESSAGES"])
        #expect(run.status == 0, "\(run.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let warning = try #require(diagnostics.first { $0["code"] as? String == "template_changed_export" })
        let data = try #require(warning["data"] as? [String: Any])
        #expect(data["template"] as? String == "dkb-giro")
        let differences = try #require(data["differences"] as? [String: Any])
        let changes = try #require(differences["changes"] as? [[String: Any]])
        #expect(changes.count == 1)
        #expect(changes.first?["phrase"] as? String == "template.difference.renamed")
        #expect(changes.first?["column"] as? Int == 9)
        #expect(changes.first?["from"] as? String == "Betrag (€)")
        #expect(changes.first?["to"] as? String == "Betrag (EUR)")
        #expect((warning["message"] as? String)?.hasPrefix(
            "die Datei sieht nach einem geänderten Export von 'DKB Girokonto' aus (Vorlage dkb-giro, erkannt an ihrem Vorspann") == true)
    }
}
