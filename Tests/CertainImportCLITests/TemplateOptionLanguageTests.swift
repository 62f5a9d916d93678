import Foundation
import Testing

/// What `--template` says when it names no template, a file that cannot be read or a broken
/// template file: in the reader's language, with the template's own diagnostic worded there.
@Suite("--template errors, in both languages")
struct TemplateOptionLanguageTests {
    static let cases: [(lang: String, template: String, status: Int32, standardError: String)] = [
        ("C", "broken.json", 3, """
            certain-import: error: broken.json:4:1: error: unexpected '}', expected a value
              |
            4 | }
              | ^
            hint: a value is a string in double quotes, a number, an object, an array, true, false or null


            """),
        ("de_CH.UTF-8", "broken.json", 3, """
            certain-import: Fehler: broken.json:4:1: Fehler: unerwartet '}', erwartet war ein Wert
              |
            4 | }
              | ^
            Hinweis: ein Wert ist ein Text in doppelten Anführungszeichen, eine Zahl, ein Objekt, ein Array, true, false oder null


            """),
        ("C", "missing/x.json", 3, """
            certain-import: error: cannot read the template missing/x.json
            hint: check the path given to --template

            """),
        ("de_CH.UTF-8", "missing/x.json", 3, """
            certain-import: Fehler: die Vorlage missing/x.json lässt sich nicht lesen
            Hinweis: den Pfad bei --template prüfen

            """),
        ("C", "dkb-gyro", 2, """
            certain-import: error: no template 'dkb-gyro'
            hint: did you mean 'dkb-giro'?
            See 'certain-import preview --help'.

            """),
        ("de_CH.UTF-8", "dkb-gyro", 2, """
            certain-import: Fehler: keine Vorlage 'dkb-gyro'
            Hinweis: war 'dkb-giro' gemeint?
            Siehe 'certain-import preview --help'.

            """),
    ]

    @Test("a broken template file, a missing one and an unknown id, word for word", arguments: cases)
    func refused(lang: String, template: String, status: Int32, standardError: String) throws {
        let workspace = try Workspace()
        try "{\n  \"id\": \"broken\",\n  \"columns\": [\n}\n".write(
            to: workspace.url.appendingPathComponent("broken.json"), atomically: false, encoding: .utf8)
        try "Datum;Betrag\n01.03.2025;1,00\n".write(to: workspace.url.appendingPathComponent("s.csv"), atomically: false, encoding: .utf8)
        let environment = HelpLanguageTests.locale(lang).merging(["XDG_CONFIG_HOME": workspace.path("config")]) { $1 }
        let run = try workspace.run(["preview", "s.csv", "--template", template], environment: environment)
        #expect(run.status == status)
        #expect(run.standardError == standardError)
    }
}
