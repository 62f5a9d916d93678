import Foundation
import TableReading
import TestSupport
import Testing

/// Documents that are not CSV statements, recognised by their first bytes.
@Suite("Recognising what is not a statement")
struct NotAStatementTests {
    @Test("each fixture is named for what it is", arguments: [
        ("statement.pdf", NotAStatement.pdf),
        ("statement.html", .html),
        ("umsaetze.xls", .html),
        ("statement.xlsx", .xlsx),
        ("statement.ods", .ods),
        ("statements.zip", .zipArchive),
        ("legacy.xls", .xls),
        ("screenshot.png", .picture(.png)),
        ("scan.jpg", .picture(.jpeg)),
        ("screenshot.gif", .picture(.gif)),
        ("photo.heic", .picture(.heic)),
        ("photo.webp", .picture(.webp)),
        ("statement.ofx", .ofx),
        ("statement.qfx", .ofx),
        ("camt053.xml", .camt053),
        ("statement.sta", .mt940),
    ])
    func recognises(file: String, kind: NotAStatement) throws {
        let bytes = try Data(contentsOf: Corpus.fixture("not-a-statement/" + file))
        #expect(NotAStatement.recognize(bytes) == kind)
    }

    @Test("statement tables, also ones that mention such words in their cells, are left to the reader", arguments: [
        "Datum;Betrag;Zweck\n01.03.2025;-12,30;Rechnung %PDF-Export\n",
        "\u{FEFF}Buchungstag,Betrag\n2025-03-01,-12.30\n",
        "<Datum>;Betrag\n01.03.2025;-12,30\n",
        "Date,Amount,Purpose\n2025-03-01,-12.30,:20: reference :60F:\n",
        "",
    ])
    func leavesTables(text: String) {
        #expect(NotAStatement.recognize(Array(text.utf8)) == nil)
    }

    @Test("a UTF-8 byte order mark and white space before the markup do not hide it")
    func markupAfterMark() {
        #expect(NotAStatement.recognize(Array("\u{FEFF}\r\n  <HTML><BODY>".utf8)) == .html)
        #expect(NotAStatement.recognize(Array(" %PDF-1.7\n".utf8)) == .pdf)
    }
}
