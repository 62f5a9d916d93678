import CSVCore
import CommandLineKit
import StatementDetection
import TableReading
import TextDecoding
import TextPrimitives

/// Writes the table that `options` selects to `output`, as RFC 4180 CSV or JSON.
///
/// The table streams through: one chunk of input and one record are in memory at a time,
/// and the output goes out in large blocks.
func writeRows(_ options: RowsOptions, output: OutputWriter, diagnostics: DiagnosticPrinter) throws {
    let source = try FileChunkSource(options.file)
    let detected = options.needsDetection ? try detectFormat(of: source) : nil
    var reading = try tableReadingOptions(for: options, detected: detected)
    // `rows` never asks for the file's hash, which would cost more than the reading.
    reading.hashesInput = false
    var reader: TableReader
    do {
        reader = try TableReader(source: source, options: reading)
    } catch let error as TableReadingError {
        throw CLIError.input(error.description, place: CLIError.Place(file: options.file.displayName, line: error.line))
    }
    var problems: [RecordProblem] = []
    var replacementCount = 0
    do {
        switch options.format {
        case .csv: replacementCount = try writeCSV(&reader, output: output, problems: &problems)
        case .json: try writeJSON(&reader, output: output, problems: &problems)
        }
    } catch let error as TableReadingError {
        throw CLIError.input(error.description, place: CLIError.Place(file: options.file.displayName, line: error.line))
    }

    for warning in reader.warnings {
        diagnostics.warning(warning, place: CLIError.Place(file: options.file.displayName))
    }
    for problem in problems {
        diagnostics.warning(problem.description, place: CLIError.Place(file: options.file.displayName, line: problem.line, column: problem.column))
    }
    replacementCount += reader.replacementCount
    if replacementCount > 0 {
        diagnostics.warning(
            "\(replacementCount) byte sequence(s) are not valid \(reader.encoding.rawValue) and were replaced by U+FFFD",
            place: CLIError.Place(file: options.file.displayName),
            hint: "if the file is in another encoding, name it with --encoding (for example windows-1252)")
    }
}

/// Keeps the first ten problems of the table's records, for warnings after the table.
private func collect(_ record: ByteRecord, into problems: inout [RecordProblem]) {
    if !record.problems.isEmpty && problems.count < 10 {
        problems.append(contentsOf: record.problems.prefix(10 - problems.count))
    }
}

/// Writes the header and the records as RFC 4180 CSV; returns the U+FFFD written for fields.
private func writeCSV(
    _ reader: inout TableReader, output: OutputWriter, problems: inout [RecordProblem]
) throws -> Int {
    if let header = reader.header {
        var line: [UInt8] = []
        RFC4180Writer.appendRecord(header.map { Array($0.utf8) }, to: &line)
        output.write(data: line)
    }
    var writer = RowsCSVWriter()
    let decoder = reader.fieldDecoder
    try reader.forEachRecord { record in
        collect(record, into: &problems)
        writer.write(record, decoder: decoder, to: output)
    }
    writer.flush(to: output)
    return writer.replacementCount
}

/// Writes `{"header": [...] | null, "records": [[...], ...]}`.
private func writeJSON(
    _ reader: inout TableReader, output: OutputWriter, problems: inout [RecordProblem]
) throws {
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
        collect(record, into: &problems)
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
            output.write(data: block)
            block.removeAll(keepingCapacity: true)
        }
    }
    block.append(contentsOf: Array("]}\n".utf8))
    output.write(data: block)
}

private func appendJSONArray(_ fields: [[UInt8]], to block: inout [UInt8]) {
    block.append(0x5B)
    for (index, field) in fields.enumerated() {
        if index > 0 { block.append(0x2C) }
        JSONText.appendString(field, to: &block)
    }
    block.append(0x5D)
}

extension RowsOptions {
    /// Whether some reading setting is left to detection.
    var needsDetection: Bool {
        delimiter == nil || quote == nil || escape == nil || encoding == nil || skipLines == nil || header == nil
    }
}

/// The reader settings: what the options say, and what detection found where they say nothing.
private func tableReadingOptions(for options: RowsOptions, detected: StatementFormat?) throws(CLIError) -> TableReadingOptions {
    var encoding: TextEncoding?
    if let name = options.encoding {
        guard let named = TextEncoding(name: name) else {
            throw CLIError.usage(
                "unknown encoding '\(name)'",
                hint: "supported: " + TextEncoding.allCases.map(\.rawValue).joined(separator: ", "))
        }
        encoding = named
    }
    var reading = detected?.tableReadingOptions ?? TableReadingOptions()
    if detected?.region.headerRecords ?? 0 > 1 { reading.headerRecords = detected!.region.headerRecords }
    reading.footerLines = detected?.region.footerLines ?? 0
    var dialect = reading.dialect
    if let delimiter = options.delimiter {
        dialect.delimiter = delimiter
        dialect.skipInitialSpace = false
    }
    switch options.quote {
    case .character(let quote)?: dialect.quote = quote
    case .unquoted?: dialect.quote = nil
    case nil: break
    }
    switch options.escape {
    case .doubled?: dialect.escape = .doubledQuote
    case .backslash?: dialect.escape = .backslash
    case .unescaped?: dialect.escape = .none
    case nil: if dialect.quote == nil { dialect.escape = .none }
    }
    reading.dialect = dialect
    if let encoding { reading.encoding = encoding }
    if let skipLines = options.skipLines { reading.skipLines = skipLines }
    if let header = options.header { reading.hasHeader = header }
    return reading
}
