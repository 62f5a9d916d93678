import CSVCore
import StatementDetection

/// A decoded file start that templates search for their header, one template after another:
/// its lines are found once, and a line is read as a record once per dialect, for all the
/// templates that share that dialect, instead of once per template.
package final class TemplateHeaderSearch {
    /// The decoded start of the file (UTF-8, no byte order mark).
    let text: [UInt8]
    /// `Template.lineStarts(text)`.
    let lineStarts: [Int]

    /// A line read as a header: the names as written, and trimmed as templates compare them.
    struct Header {
        var names: [String]
        var normalized: [String]
    }

    private struct LineInDialect: Hashable {
        var line: Int
        var dialect: Dialect
    }

    private var headers: [LineInDialect: Header?] = [:]

    package init(_ text: [UInt8]) {
        self.text = text
        lineStarts = Template.lineStarts(text)
    }

    /// The record that starts at physical `line` (from 1) in `dialect`; `nil` when the sample
    /// has no such line or the line is empty (the reader skips it, so the record after it is
    /// not this line's).
    func header(atLine line: Int, dialect: Dialect) -> Header? {
        let key = LineInDialect(line: line, dialect: dialect)
        if let known = headers[key] { return known }
        var header: Header?
        if line - 1 < lineStarts.count {
            let records = SampleRecords.read(text[lineStarts[line - 1]...], dialect: dialect, limit: 1)
            if let record = records.first, record.position.line == 1 {
                let names = record.utf8Fields
                header = Header(names: names, normalized: Template.normalizedHeader(names))
            }
        }
        headers[key] = header
        return header
    }

    /// The header at `line` with the physical lines before it, without line breaks.
    func location(_ line: Int, _ header: [String]) -> TemplateHeaderLocation {
        let preamble = (0..<(line - 1)).map { index in
            let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : text.count
            return String(decoding: text[lineStarts[index]..<end], as: UTF8.self).trimmingLineBreak
        }
        return TemplateHeaderLocation(line: line, header: header, preamble: preamble)
    }

}
