import CSVCore
import Foundation
import StatementDetection
import TestSupport
import Testing
import TextDecoding

/// The detector against the CSVsniffer corpus and the bank corpus.
///
/// A file counts as right when the delimiter is the annotated one and the sample reads exactly
/// as under the annotated quote and escape (with the detected skipInitialSpace and comment), so
/// that a quote that never opens a field or "no escape" where no quoted quote occurs count as
/// the annotation. An empty escape in the annotation is accepted as doubling or none: the CCSV
/// set writes it for Python's default (doubling), the Pollock set for "none". Files listed in an
/// annotation but absent from the corpus are left out of the count.
@Suite("CSVsniffer accuracy", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.unavailableReason)))
struct CSVSnifferAccuracyTests {
    struct CorpusSet: Sendable, CustomTestStringConvertible {
        var annotations: String
        var folder: String
        /// Right files at least; exact, so that any regression fails.
        var minimumRight: Int
        var files: Int

        var testDescription: String { folder }
    }

    static let sets: [CorpusSet] = [
        CorpusSet(annotations: "POLLOCK-dialect_annotations.txt", folder: "CSV", minimumRight: 144, files: 145),
        CorpusSet(annotations: "W3C-CSVW-dialect_annotations.txt", folder: "W3C-CSVW", minimumRight: 219, files: 219),
        CorpusSet(annotations: "CCSV-manual_Dialect_Annotation.txt", folder: "CSV_Wrangling", minimumRight: 165, files: 172),
    ]

    static let root = Corpus.url("csvsniffer/python")

    @Test(arguments: sets)
    func accuracy(_ set: CorpusSet) throws {
        let annotations = try String(
            contentsOf: Self.root.appendingPathComponent("ground truth/\(set.annotations)"), encoding: .utf8)
        var files = 0
        var wrong: [String] = []
        for line in annotations.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("file_name") {
            let parts = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard parts.count >= 6,
                let data = FileManager.default.contents(atPath: Self.root.appendingPathComponent("\(set.folder)/\(parts[0])").path)
            else { continue }
            files += 1
            let sample = Self.decodedSample(data)
            if !Self.isRight(DialectDetector.detect(sample).dialect, delimiter: parts[2], quote: parts[3], escape: parts[4], sample: sample) {
                wrong.append(parts[0])
            }
        }
        #expect(files == set.files)
        #expect(files - wrong.count >= set.minimumRight, "wrong: \(wrong)")
    }

    /// Every real bank export gets the separator `banks/INDEX.tsv` states for it.
    @Test func bankCorpusSeparators() throws {
        let index = try String(contentsOf: Corpus.url("banks/INDEX.tsv"), encoding: .utf8)
        var files = 0
        var wrong: [String] = []
        for line in index.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let data = try Data(contentsOf: Corpus.url("banks/\(columns[2])"))
            files += 1
            let expected = ["comma": ",", "semicolon": ";", "tab": "\t"][columns[8]].map { Array($0.utf8) }
            if DialectDetector.detect(Self.decodedSample(data)).dialect.delimiter != expected {
                wrong.append("\(columns[2]) (\(columns[8]))")
            }
        }
        #expect(files == 226)
        #expect(wrong.isEmpty, "wrong: \(wrong)")
    }

    /// The first 64 KiB, decoded to UTF-8 as the importer does before detection.
    static func decodedSample(_ data: Data) -> [UInt8] {
        let bytes = [UInt8](data.prefix(1 << 16))
        let detected = EncodingDetector.detect(bytes)
        guard detected.encoding != .utf8 || detected.hasByteOrderMark,
            var transcoder = try? UTF8Transcoder(from: detected.encoding)
        else { return bytes }
        let markLength = detected.hasByteOrderMark ? (bytes.withUnsafeBytes { ByteOrderMark.detect($0)?.length } ?? 0) : 0
        var output: [UInt8] = []
        Array(bytes[markLength...]).withUnsafeBytes { transcoder.convert($0, into: &output) }
        return output
    }

    static func isRight(_ detected: Dialect, delimiter: String, quote: String, escape: String, sample: [UInt8]) -> Bool {
        let delimiters = ["comma": ",", "semicolon": ";", "tab": "\t", "vslash": "|", "space": " ", "colon": ":", "nsign": "#"]
        guard detected.delimiter == Array((delimiters[delimiter] ?? delimiter).utf8) else { return false }
        let quoteByte: UInt8? = quote == "doublequote" ? 0x22 : quote == "singlequote" ? 0x27 : nil
        let escapes: [Dialect.Escape] = escape == "backslash" ? [.backslash] : escape.isEmpty ? [.none, .doubledQuote] : [.doubledQuote]
        let reading = fields(sample, detected)
        return escapes.contains { escape in
            var annotated = detected
            annotated.quote = quoteByte
            annotated.escape = escape
            return fields(sample, annotated) == reading
        }
    }

    /// Every record's fields, read leniently.
    static func fields(_ sample: [UInt8], _ dialect: Dialect) -> [[[UInt8]]] {
        var lenient = dialect
        lenient.strict = false
        var reader = RecordReader(dialect: lenient)
        var records: [[[UInt8]]] = []
        var rest = sample[...]
        while true {
            let (step, consumed) = rest.withUnsafeBufferPointer { reader.read($0) }
            rest = rest.dropFirst(consumed)
            if step == .record {
                records.append((0..<reader.record.count).map { Array(reader.record[$0]) })
            } else if step == .end {
                return records
            }
        }
    }
}
