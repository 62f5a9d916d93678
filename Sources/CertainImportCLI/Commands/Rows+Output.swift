import CommandLineKit
import ImportEngine
import StatementDetection
import StatementImport
import StatementOutput
import TableReading
import TextDecoding
import TextPrimitives

/// Writes the table that `options` selects to `output`, as RFC 4180 CSV or JSON.
///
/// The table streams through: one chunk of input and one record are in memory at a time,
/// and the output goes out in large blocks.
func writeRows(_ options: RowsOptions, output: OutputWriter, diagnostics: DiagnosticPrinter) throws {
    let source = try FileChunkSource(path: options.file.path)
    let detected = options.needsDetection ? try detectFormat(of: source) : nil
    var reading = try tableReadingOptions(for: options, detected: detected)
    // `rows` never asks for the file's hash, which would cost more than the reading.
    reading.hashesInput = false
    var reader: TableReader
    do {
        reader = try TableReader(source: source, options: reading)
    } catch let error as TableReadingError {
        throw CLIError.input(
            ProblemWords(.english, offering: ["encoding", "quote", "delimiter"]).message(error.problem),
            place: CLIError.Place(file: options.file.displayName, line: error.line))
    }
    let findings: StatementTableWriter.Findings
    do {
        switch options.format {
        case .csv: findings = try StatementTableWriter.writeCSV(&reader) { output.write(data: $0) }
        case .json: findings = try StatementTableWriter.writeJSON(&reader) { output.write(data: $0) }
        }
    } catch let error as TableReadingError {
        throw CLIError.input(
            ProblemWords(.english, offering: ["encoding", "quote", "delimiter"]).message(error.problem),
            place: CLIError.Place(file: options.file.displayName, line: error.line))
    }

    for warning in reader.warnings {
        diagnostics.warning(warning.message(), place: CLIError.Place(file: options.file.displayName))
    }
    for problem in findings.problems {
        diagnostics.warning(problem.description, place: CLIError.Place(file: options.file.displayName, line: problem.line, column: problem.column))
    }
    let replacementCount = findings.replacementCount + reader.replacementCount
    if replacementCount > 0 {
        diagnostics.warning(
            "\(replacementCount) byte sequence(s) are not valid \(reader.encoding.rawValue) and were replaced by U+FFFD",
            place: CLIError.Place(file: options.file.displayName),
            hint: "if the file is in another encoding, name it with --encoding (for example windows-1252)")
    }
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
