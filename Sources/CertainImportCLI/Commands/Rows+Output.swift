import CSVCore
import StatementImport
import TextDecoding

/// Writes the table that `options` selects to `output`, as RFC 4180 CSV or JSON.
///
/// The table streams through: one chunk of input and one record are in memory at a time,
/// and the output goes out in large blocks.
func writeRows(_ options: RowsOptions, output: OutputWriter, diagnostics: DiagnosticPrinter) throws {
    let source = try FileChunkSource(options.file)
    let detected = options.needsDetection ? try detectFormat(of: source) : nil
    let reading = try tableReadingOptions(for: options, detected: detected)
    var reader: TableReader<FileChunkSource>
    do {
        reader = try TableReader(source: source, options: reading)
    } catch let error as TableReadingError {
        throw CLIError.input(error.description, place: CLIError.Place(file: options.file.displayName, line: error.line))
    }
    var block: [UInt8] = []
    block.reserveCapacity(1 << 18)
    var field: [UInt8] = []
    var problems: [RecordProblem] = []

    func writeRecord(_ fields: [[UInt8]]) {
        switch options.format {
        case .csv: RFC4180Writer.appendRecord(fields, to: &block)
        case .json: appendJSONArray(fields, to: &block)
        }
    }

    if options.format == .json { block.append(contentsOf: Array(#"{"header": "#.utf8)) }
    if let header = reader.header {
        writeRecord(header.map { Array($0.utf8) })
    } else if options.format == .json {
        block.append(contentsOf: Array("null".utf8))
    }
    if options.format == .json { block.append(contentsOf: Array(#", "records": ["#.utf8)) }

    var first = true
    do {
        while try reader.next() {
            let record = reader.record
            problems.append(contentsOf: record.problems.prefix(max(0, 10 - problems.count)))
            switch options.format {
            case .csv:
                if record.count == 1 {
                    field.removeAll(keepingCapacity: true)
                    reader.appendUTF8(ofField: 0, in: record, to: &field)
                    RFC4180Writer.appendRecord([field], to: &block)
                } else {
                    for index in 0..<record.count {
                        if index > 0 { block.append(0x2C) }
                        field.removeAll(keepingCapacity: true)
                        reader.appendUTF8(ofField: index, in: record, to: &field)
                        field.withUnsafeBufferPointer { RFC4180Writer.appendField($0, to: &block) }
                    }
                    block.append(contentsOf: [0x0D, 0x0A])
                }
            case .json:
                if !first { block.append(0x2C) }
                block.append(0x5B)
                for index in 0..<record.count {
                    if index > 0 { block.append(0x2C) }
                    field.removeAll(keepingCapacity: true)
                    reader.appendUTF8(ofField: index, in: record, to: &field)
                    JSONText.appendString(field, to: &block)
                }
                block.append(0x5D)
            }
            first = false
            if block.count >= 1 << 18 {
                output.write(block)
                block.removeAll(keepingCapacity: true)
            }
        }
    } catch let error as TableReadingError {
        throw CLIError.input(error.description, place: CLIError.Place(file: options.file.displayName, line: error.line))
    }
    if options.format == .json { block.append(contentsOf: Array("]}\n".utf8)) }
    output.write(block)

    for warning in reader.warnings {
        diagnostics.warning(warning, place: CLIError.Place(file: options.file.displayName))
    }
    for problem in problems {
        diagnostics.warning(problem.description, place: CLIError.Place(file: options.file.displayName, line: problem.line, column: problem.column))
    }
    if reader.replacementCount > 0 {
        diagnostics.warning(
            "\(reader.replacementCount) byte sequence(s) are not valid \(reader.encoding.rawValue) and were replaced by U+FFFD",
            place: CLIError.Place(file: options.file.displayName),
            hint: "if the file is in another encoding, name it with --encoding (for example windows-1252)")
    }
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
