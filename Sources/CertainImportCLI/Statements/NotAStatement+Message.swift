import CommandLineKit
import TableReading

extension NotAStatement {
    /// The hint's start for every kind: what works, wherever the statement came from.
    static let exportAsCSV = "export the statement as CSV from online banking"

    /// The error for `file`, which is this kind of document: what it is, and what to export
    /// instead (exit 3).
    func error(file: String) -> CLIError {
        CLIError.input(message(file: file), place: CLIError.Place(file: file), hint: hint)
    }

    private func message(file: String) -> String {
        let what: String = switch self {
        case .pdf: "a PDF document"
        case .html:
            file.lowercased().hasSuffix(".xls")
                ? "an HTML page saved with the name .xls (as some banks' Excel exports are)" : "an HTML page"
        case .xlsx: "an Excel workbook (XLSX)"
        case .ods: "an OpenDocument spreadsheet (ODS)"
        case .zipArchive: "a ZIP archive"
        case .xls: "an Excel 97-2003 workbook (XLS)"
        case .picture(let picture): "a \(picture.rawValue) picture"
        case .ofx: "an OFX/QFX file (Open Financial Exchange)"
        case .camt053: "a CAMT.053 XML statement (ISO 20022)"
        case .mt940: "an MT940 statement (SWIFT)"
        }
        return "this is \(what), not a CSV statement"
    }

    private var hint: String {
        let instead: String = switch self {
        case .pdf: "a PDF's layout holds no table that can be read reliably"
        case .html: "choose CSV where the bank offers Excel, or open the page in a spreadsheet and save it as CSV"
        case .xlsx, .ods, .xls: "or open the workbook in a spreadsheet and save the statement's sheet as CSV (UTF-8)"
        case .zipArchive: "or unpack the archive and name the CSV files in it"
        case .picture: "a screenshot or a scan holds no table that can be read"
        case .ofx, .camt053, .mt940: "banks that offer this format usually offer CSV beside it"
        }
        return "\(Self.exportAsCSV): \(instead)"
    }
}
