import CSVCore
import StatementImport
import TableReading
import TextPrimitives

/// A statement's table as `rows` writes it, every field as text: RFC 4180 CSV or one JSON
/// document, to the byte sink it is given.
///
/// The table streams through: one chunk of input and one record are in memory at a time,
/// and the output goes out in large blocks.
package enum StatementTableWriter {
    /// What writing the table found, for the warnings after it.
    package struct Findings {
        /// The first ten problems of the table's records.
        package var problems: [RecordProblem] = []
        /// U+FFFD written while decoding fields (beyond those the reader counts).
        package var replacementCount = 0
    }

    /// Writes the header and the records as RFC 4180 CSV.
    package static func writeCSV(_ reader: inout TableReader, to output: (UnsafeRawBufferPointer) -> Void) throws -> Findings {
        var findings = Findings()
        if let header = reader.header {
            var line: [UInt8] = []
            RFC4180Writer.appendRecord(header.map { Array($0.utf8) }, to: &line)
            line.withUnsafeBytes(output)
        }
        var writer = TableCSVWriter()
        let decoder = reader.fieldDecoder
        try reader.forEachRecord { record in
            collect(record, into: &findings.problems)
            writer.write(record, decoder: decoder, to: output)
        }
        writer.flush(to: output)
        findings.replacementCount = writer.replacementCount
        return findings
    }

    /// Writes `{"header": [...] | null, "records": [[...], ...]}`.
    package static func writeJSON(_ reader: inout TableReader, to output: (UnsafeRawBufferPointer) -> Void) throws -> Findings {
        var findings = Findings()
        var block: [UInt8] = []
        block.reserveCapacity(1 << 18)
        var field: [UInt8] = []
        block.append(contentsOf: Array(#"{"header": "#.utf8))
        if let header = reader.header {
            appendJSONArray(header.map { Array($0.utf8) }, to: &block)
        } else {
            block.append(contentsOf: Array("null".utf8))
        }
        block.append(contentsOf: Array(#", "records": ["#.utf8))
        var first = true
        while try reader.next() {
            let record = reader.record
            collect(record, into: &findings.problems)
            if !first { block.append(0x2C) }
            first = false
            block.append(0x5B)
            for index in 0..<record.count {
                if index > 0 { block.append(0x2C) }
                field.removeAll(keepingCapacity: true)
                reader.appendUTF8(ofField: index, in: record, to: &field)
                JSONText.appendString(field, to: &block)
            }
            block.append(0x5D)
            if block.count >= 1 << 18 {
                block.withUnsafeBytes(output)
                block.removeAll(keepingCapacity: true)
            }
        }
        block.append(contentsOf: Array("]}\n".utf8))
        block.withUnsafeBytes(output)
        return findings
    }

    /// Keeps the first ten problems of the table's records, for warnings after the table.
    private static func collect(_ record: ByteRecord, into problems: inout [RecordProblem]) {
        if !record.problems.isEmpty && problems.count < 10 {
            problems.append(contentsOf: record.problems.prefix(10 - problems.count))
        }
    }

    private static func appendJSONArray(_ fields: [[UInt8]], to block: inout [UInt8]) {
        block.append(0x5B)
        for (index, field) in fields.enumerated() {
            if index > 0 { block.append(0x2C) }
            JSONText.appendString(field, to: &block)
        }
        block.append(0x5D)
    }
}
