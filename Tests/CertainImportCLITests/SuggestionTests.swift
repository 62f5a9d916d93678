import Testing

@testable import CertainImportCLI
import TextPrimitives

@Suite("Did you mean")
struct SuggestionTests {
    @Test("edit distance counts insertions, deletions, substitutions and neighbour swaps", arguments: [
        ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("rows", "rows", 0), ("rwos", "rows", 1),
        ("delimter", "delimiter", 1), ("delimiterr", "delimiter", 1), ("jsno", "json", 1), ("ca", "abc", 3),
        ("kitten", "sitting", 3),
    ] as [(String, String, Int)])
    func editDistance(source: String, target: String, distance: Int) {
        #expect(NameSuggestion.editDistance(Array(source), Array(target)) == distance)
    }

    static let options = ["--format", "--delimiter", "--quote", "--escape", "--encoding", "--skip-lines", "--header",
                          "--no-header", "--help", "-h"]

    @Test("closest candidate", arguments: [
        ("--delimter", "--delimiter"), ("--formta", "--format"), ("--qoute", "--quote"), ("--encodng", "--encoding"),
        ("--skiplines", "--skip-lines"), ("--skip", "--skip-lines"), ("--delim", "--delimiter"),
        ("-delimiter", "--delimiter"),
        ("--hepl", "--help"), ("--nohead", nil), ("--x", nil), ("-x", nil), ("--e", nil), ("--zzzzzz", nil),
        ("--ecsape", "--escape"),
    ] as [(String, String?)])
    func closest(typed: String, expected: String?) {
        #expect(NameSuggestion.closest(to: typed, among: Self.options) == expected)
    }
}
