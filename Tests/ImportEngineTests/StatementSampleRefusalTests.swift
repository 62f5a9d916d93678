import Foundation
import StatementDetection
import TableReading
import TextDecoding
import TestSupport
import Testing

@testable import ImportEngine

/// The check every command makes on a file's head before it plans how to read it
/// (`StatementSampleRefusal`), on files written to a temporary directory.
@Suite("statement sample refusal")
struct StatementSampleRefusalTests {
    static func refusal(of bytes: [UInt8]) throws -> StatementSampleRefusal? {
        let directory = try Corpus.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("statement.csv")
        try Data(bytes).write(to: url)
        let head = try FileChunkSource(path: url.path).sample(headLimit: FormatDetector.headLimit, tailLimit: FormatDetector.tailLimit).head
        do {
            try StatementSampleRefusal.check(head)
            return nil
        } catch {
            return error
        }
    }

    static let bigEndianMark: [UInt8] = [0xFE, 0xFF]
    /// A table in UTF-16, little endian.
    static let utf16Text: [UInt8] = String(repeating: "Datum;Betrag\n03.03.2025;-4,20\n", count: 20).utf16.flatMap {
        [UInt8($0 & 0xFF), UInt8($0 >> 8)]
    }
    static let binary: [UInt8] = Array("Datum;Betrag\n".utf8) + [0, 0, 7, 0]
    static let cases: [([UInt8], StatementSampleRefusal)] = [
        ([], .empty),
        (Array("%PDF-1.7\n%âãÏÓ\n1 0 obj".utf8), .notAStatement(.pdf)),
        (bigEndianMark + utf16Text, .contradictingByteOrderMark(mark: .utf16BigEndian, markBytes: bigEndianMark, laidOut: .utf16LittleEndian)),
        (binary, .binary(byte: 13)),
        ([UInt8](repeating: 0x78, count: FormatDetector.headLimit), .noLineBreak(headLimit: 65_536)),
    ]

    @Test("a file that cannot be a statement table is refused with the reason", arguments: cases)
    func refused(bytes: [UInt8], refusal: StatementSampleRefusal) throws {
        #expect(try Self.refusal(of: bytes) == refusal)
    }

    @Test("a statement table passes")
    func statementPasses() throws {
        #expect(try Self.refusal(of: Array("Datum;Betrag\n03.03.2025;-4,20\n".utf8)) == nil)
    }
}
