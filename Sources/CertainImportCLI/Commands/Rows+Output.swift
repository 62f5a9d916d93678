import CommandLineKit
import ImportEngine
import ImportWords
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
func writeRows(_ options: RowsOptions, output: OutputWriter, diagnostics: DiagnosticPrinter, words: Words) throws {
    let source = try FileChunkSource(path: options.file.path)
    let detected = options.reading.needsDetection ? try detectFormat(of: source) : nil
    var reading: TableReadingOptions
    do {
        reading = try options.reading.readingOptions(detected: detected)
    } catch {
        throw CLIError.usage(
            "unknown encoding '\(error.name)'", hint: "supported: " + TextEncoding.allCases.map(\.rawValue).joined(separator: ", "))
    }
    // `rows` never asks for the file's hash, which would cost more than the reading.
    reading.hashesInput = false
    var reader: TableReader
    do {
        reader = try TableReader(source: source, options: reading)
    } catch let error as TableReadingError {
        throw CLIError.input(
            ProblemWords(words, offering: ["encoding", "quote", "delimiter"]).message(error.problem),
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
            ProblemWords(words, offering: ["encoding", "quote", "delimiter"]).message(error.problem),
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
