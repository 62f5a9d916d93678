import Foundation
import Testing

@testable import CertainImportCLI
@testable import CommandLineKit

/// What `rows` writes: every field decoded to UTF-8, quoted only where RFC 4180 needs it.
@Suite("rows output")
struct RowsOutputTests {
    /// A windows-1252 statement with a preamble line, `;`, CRLF and every field quoted, with
    /// the cases the writer treats apart: a comma, doubled quotes, a line break inside a
    /// field, non-ASCII bytes at the start, middle and end of fields longer and shorter than
    /// a word, an empty field and a record of one empty field.
    static let windows1252: [UInt8] = Array("Konto: 123\r\n\"Datum\";\"Name\";\"Zweck\";\"Betrag\"\r\n\"01.03.2024\";\"M".utf8)
        + [0xFC] + Array("ller\";\"Miete, M".utf8) + [0xE4] + Array("rz\";\"-900,00\"\r\n\"02.03.2024\";\"Caf".utf8)
        + [0xE9, 0x20, 0x80] + Array(" \"\"Zur Post\"\"\";\"Zeile 1\r\nZeile 2\";\"12,50\"\r\n\"03.03.2024\";\"".utf8)
        + [0xD6] + Array("l & Stra".utf8) + [0xDF] + Array("e K".utf8) + [0xF6] + Array("ln\";\"Abo 1234567890\";\"-49,00\"\r\n".utf8)
        + Array("\"04.03.2024\";\"Gro".utf8) + [0xDF] + Array("\";\"\";\"0,01\"\r\n\"\"\r\n".utf8)

    static let arguments = ["--encoding", "windows-1252", "--delimiter", ";", "--skip-lines", "1", "--quote", "\"", "--escape", "doubled", "--header"]

    private func rows(_ bytes: [UInt8], _ arguments: [String]) throws -> ToolRun {
        let workspace = try Workspace()
        _ = FileManager.default.createFile(atPath: workspace.path("statement.csv"), contents: Data(bytes))
        return ToolRun(["rows", workspace.path("statement.csv")] + arguments)
    }

    @Test func csvDecodesAndQuotesWhereNeeded() throws {
        let run = try rows(Self.windows1252, Self.arguments)
        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(run.standardOutput == """
            Datum,Name,Zweck,Betrag\r
            01.03.2024,Müller,"Miete, März","-900,00"\r
            02.03.2024,"Café € ""Zur Post""\","Zeile 1\r
            Zeile 2","12,50"\r
            03.03.2024,Öl & Straße Köln,Abo 1234567890,"-49,00"\r
            04.03.2024,Groß,,"0,01"\r
            ""\r

            """)
        #expect(run.standardError.isEmpty)
    }

    @Test func jsonDecodesTheSameFields() throws {
        let run = try rows(Self.windows1252, Self.arguments + ["--format", "json"])
        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(run.standardOutput == #"""
            {"header": ["Datum","Name","Zweck","Betrag"], "records": [["01.03.2024","Müller","Miete, März","-900,00"],\#
            ["02.03.2024","Café € \"Zur Post\"","Zeile 1\r\nZeile 2","12,50"],\#
            ["03.03.2024","Öl & Straße Köln","Abo 1234567890","-49,00"],["04.03.2024","Groß","","0,01"],[""]]}

            """#)
    }

    /// Bytes that are not UTF-8 become U+FFFD, counted in one warning at the end.
    @Test func invalidUTF8IsReplacedAndCounted() throws {
        let bytes = Array("a;b\n".utf8) + [0xFF] + Array("x;\"y,".utf8) + [0xC3] + Array("\"\n".utf8)
        let run = try rows(bytes, ["--encoding", "utf-8", "--delimiter", ";", "--skip-lines", "0", "--quote", "\"",
                                   "--escape", "doubled", "--header"])
        #expect(run.standardOutput == "a,b\r\n\u{FFFD}x,\"y,\u{FFFD}\"\r\n")
        #expect(run.standardError.contains("2 byte sequence(s) are not valid utf-8 and were replaced by U+FFFD"))
    }

    /// A record larger than the output block (1 MiB) grows it; a field that needs quotes and
    /// is larger than the scratch buffer grows that. Records hold at most 1 MiB, so the record
    /// grows as it is written: its field quoted with `'` holds 250,000 `"`, doubled in the CSV.
    @Test func aRecordLargerThanTheBlockIsWrittenWhole() throws {
        let plain = String(repeating: "abcdefgh", count: 50_000)
        let quoted = String(repeating: "a\"", count: 250_000)
        let text = "x;y\n1;2\n\(plain);'\(quoted)'\n3;4\n"
        let run = try rows(Array(text.utf8), ["--encoding", "utf-8", "--delimiter", ";", "--skip-lines", "0",
                                              "--quote", "'", "--escape", "doubled", "--header"])
        let written = "\"" + String(repeating: "a\"\"", count: 250_000) + "\""
        #expect(written.utf8.count + plain.utf8.count > 1 << 20)
        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(run.standardOutput == "x,y\r\n1,2\r\n\(plain),\(written)\r\n3,4\r\n")
    }
}
