import Foundation
import Testing
import TestSupport

/// A file that is not a CSV statement is named for what it is by every command that reads
/// a statement, with what to export instead (exit 3).
@Suite("Files that are not CSV statements")
struct NotAStatementEndToEndTests {
    /// Copies the fixture `name` into a new workspace.
    static func workspace(with name: String) throws -> Workspace {
        let workspace = try Workspace()
        try FileManager.default.copyItem(
            at: Corpus.fixture("not-a-statement/" + name), to: workspace.url.appendingPathComponent(name))
        return workspace
    }

    @Test("each kind is named, with what to export instead", arguments: [
        ("statement.pdf", "a PDF document", "a PDF's layout holds no table that can be read reliably"),
        ("statement.html", "an HTML page", "choose CSV where the bank offers Excel, or open the page in a spreadsheet and save it as CSV"),
        ("umsaetze.xls", "an HTML page saved with the name .xls (as some banks' Excel exports are)",
         "choose CSV where the bank offers Excel, or open the page in a spreadsheet and save it as CSV"),
        ("statement.xlsx", "an Excel workbook (XLSX)", "or open the workbook in a spreadsheet and save the statement's sheet as CSV (UTF-8)"),
        ("statement.ods", "an OpenDocument spreadsheet (ODS)", "or open the workbook in a spreadsheet and save the statement's sheet as CSV (UTF-8)"),
        ("legacy.xls", "an Excel 97-2003 workbook (XLS)", "or open the workbook in a spreadsheet and save the statement's sheet as CSV (UTF-8)"),
        ("statements.zip", "a ZIP archive", "or unpack the archive and name the CSV files in it"),
        ("screenshot.png", "a PNG picture", "a screenshot or a scan holds no table that can be read"),
        ("scan.jpg", "a JPEG picture", "a screenshot or a scan holds no table that can be read"),
        ("screenshot.gif", "a GIF picture", "a screenshot or a scan holds no table that can be read"),
        ("photo.heic", "a HEIC picture", "a screenshot or a scan holds no table that can be read"),
        ("photo.webp", "a WebP picture", "a screenshot or a scan holds no table that can be read"),
        ("statement.ofx", "an OFX/QFX file (Open Financial Exchange)", "banks that offer this format usually offer CSV beside it"),
        ("statement.qfx", "an OFX/QFX file (Open Financial Exchange)", "banks that offer this format usually offer CSV beside it"),
        ("camt053.xml", "a CAMT.053 XML statement (ISO 20022)", "banks that offer this format usually offer CSV beside it"),
        ("statement.sta", "an MT940 statement (SWIFT)", "banks that offer this format usually offer CSV beside it"),
    ])
    func preview(file: String, what: String, instead: String) throws {
        let workspace = try Self.workspace(with: file)
        let run = try workspace.run(["preview", file, "--ledger", "ledger.sqlite"])
        #expect(run.status == 3)
        #expect(run.standardOutput == "")
        #expect(run.standardError == """
            certain-import: error: \(file): this is \(what), not a CSV statement
            hint: export the statement as CSV from online banking: \(instead)

            """)
    }

    @Test("every command that reads a statement says it", arguments: [
        ["detect", "statement.pdf"],
        ["rows", "statement.pdf"],
        ["convert", "statement.pdf", "--to", "hledger"],
        ["import", "statement.pdf", "--ledger", "ledger.sqlite", "--account", "Giro", "--yes"],
        ["review", "statement.pdf", "--export", "review.csv"],
    ])
    func everyCommand(arguments: [String]) throws {
        let workspace = try Self.workspace(with: "statement.pdf")
        let run = try workspace.run(arguments)
        #expect(run.status == 3, "\(run.standardError)")
        #expect(run.standardError.contains("statement.pdf: this is a PDF document, not a CSV statement"), "\(run.standardError)")
        #expect(run.standardError.contains("export the statement as CSV from online banking"))
        #expect(!run.standardError.contains("--column booking_date"))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("ledger.sqlite")))
    }

    @Test("validate lists it as the file's problem, as it does every file's (exit 1)")
    func validate() throws {
        let workspace = try Self.workspace(with: "statement.pdf")
        let run = try workspace.run(["validate", "statement.pdf"])
        #expect(run.status == 1)
        #expect(run.standardOutput == """
            FAIL  statement.pdf: 0 transaction(s), 0 skipped, reconciliation not run
                  statement.pdf: this is a PDF document, not a CSV statement (export the statement as CSV from online banking: \
            a PDF's layout holds no table that can be read reliably)
            0 of 1 file(s) passed

            """)
    }
}
