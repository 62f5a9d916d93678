import CSVCore
import Foundation
import TestSupport
import Testing

/// Splitting the input anywhere must never change a record, a field or a position.
@Suite("Record reader: chunking sweeps")
struct ChunkingSweepTests {
    static let dialects: [(String, Dialect)] = [
        ("rfc4180", .rfc4180),
        ("semicolon", Dialect(delimiter: [59])),
        ("comma-space", Dialect(delimiter: Array(", ".utf8))),
        ("skip-initial-space", Dialect(skipInitialSpace: true)),
        ("backslash", Dialect(escape: .backslash)),
        ("no-quote", Dialect(quote: nil, escape: .none)),
        ("trim+comment+empty", Dialect(delimiter: [59], comment: 35, trimTrailingEmptyFields: true, skipEmptyLines: false)),
    ]

    static let inputs: [String] = [
        "a,b\r\nc,d\r\n",
        "Buchungstag;\"Verwendungszweck\";Betrag\r\n01.03.2024;\"Miete; M\u{E4}rz\r\nWohnung \"\"Ost\"\"\";-1.234,56\r\n",
        "a, b, \"c, d\", e,f\n, ,\n",
        "x\r\r\ny\r\rz\r\r\n\r\n",
        "\"a\\\"b\",c\\,d\\\ne\n",
        "# c\n;;;\nKonto;1;;\n\n\"open;\n",
        "12\" Zoll,\"ab\"c,\"\"\"\"\n\"q\rr\"\nz",
    ]

    @Test(arguments: inputs)
    func everySplitOffsetAndOneByteAtATime(_ input: String) {
        let bytes = Array(input.utf8)
        for (name, dialect) in Self.dialects {
            let whole = readRecords(bytes, dialect: dialect)
            for offset in 0...bytes.count {
                let split = readRecords(bytes, dialect: dialect, splitAt: [offset])
                #expect(split == whole, "dialect \(name), split at \(offset)")
            }
            let byteByByte = readRecords(bytes, dialect: dialect, splitAt: Array(0..<bytes.count))
            #expect(byteByByte == whole, "dialect \(name), one byte at a time")
        }
    }

    /// Every csv-spectrum file, split at every offset and fed byte by byte.
    @Test(.enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.unavailableReason)))
    func csvSpectrumFilesSplitAnywhere() throws {
        let files = try Corpus.files(in: "csv-spectrum/csvs", withExtension: "csv")
        #expect(files.count == 12)
        for file in files {
            let bytes = try Corpus.bytes(file)
            let whole = readRecords(bytes, dialect: .rfc4180)
            for offset in 0...bytes.count {
                #expect(readRecords(bytes, dialect: .rfc4180, splitAt: [offset]) == whole,
                        "\(file.lastPathComponent) split at \(offset)")
            }
            #expect(readRecords(bytes, dialect: .rfc4180, splitAt: Array(0..<bytes.count)) == whole,
                    "\(file.lastPathComponent) one byte at a time")
        }
    }
}
