import Foundation
import ImportEngine
import StatementDetection
import StatementImport
import Testing

/// A statement held in memory is sampled as the commands sample a file of the same bytes, so
/// that tests reading corpus files in memory (`BankExpectedTests`) decide on what `preview` does.
@Suite("Statement sample")
struct StatementSampleTests {
    @Test("a file's head and tail are those of its bytes held in memory",
          arguments: [(100, 100, nil), (65_536, 65_536, nil), (65_537, 65_536, 1), (70_000, 65_536, 4_464), (100_003, 65_536, 16_387)])
    func fileAndMemoryAgree(size: Int, headCount: Int, tailCount: Int?) throws {
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sample-\(UUID().uuidString).csv")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }

        let file = try FileChunkSource(path: url.path).sample(headLimit: FormatDetector.headLimit, tailLimit: FormatDetector.tailLimit)
        let memory = StatementSample(bytes)

        #expect(memory.head.count == headCount)
        #expect(memory.tail?.count == tailCount)
        #expect(file.head == memory.head)
        #expect(file.tail == memory.tail)
    }
}
