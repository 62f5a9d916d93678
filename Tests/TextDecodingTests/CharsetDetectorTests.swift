import Testing
import TextDecoding

@Suite struct CharsetDetectorTests {
    @Test func latin1GermanStatementIsRecognisedAsLatin1German() throws {
        let candidates = try CharsetDetector.candidates(for: Fixtures.bytes("statement-de.iso-8859-1.csv"))
        let best = try #require(candidates.first)
        #expect(best.name == "ISO-8859-1")
        #expect(best.language == "de")
        #expect(best.encoding == .isoLatin1)
        #expect(!candidates.contains { $0.name == "UTF-8" })
    }

    @Test func utf8StatementIsRecognisedAsUTF8() throws {
        let candidates = try CharsetDetector.candidates(for: Fixtures.bytes("statement-de.utf-8.csv"))
        #expect(candidates.first?.name == "UTF-8")
        #expect(candidates.first?.encoding == .utf8)
    }

    @Test func candidatesAreOrderedByConfidence() throws {
        let candidates = try CharsetDetector.candidates(for: Fixtures.bytes("statement-de.windows-1252.csv"))
        #expect(!candidates.isEmpty)
        #expect(candidates.map(\.confidence) == candidates.map(\.confidence).sorted(by: >))
        #expect(candidates.allSatisfy { (0...100).contains($0.confidence) })
    }

    @Test func emptySampleHasNoCandidates() throws {
        #expect(try CharsetDetector.candidates(for: []) == [])
    }
}
