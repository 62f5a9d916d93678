import Foundation
import TestSupport
import Testing

/// No module below the command line writes an option's name into a string: the core says what
/// it needs as a value, and only the command line names its flags.
@Suite("Option names stay in the command line")
struct NoOptionNamesTests {
    /// The modules whose words may name options.
    static let commandLine: Set<String> = ["CertainImportCLI", "CommandLineKit", "CommandLineWords"]

    @Test("no string literal below the command line names a --flag")
    func noFlagLiterals() throws {
        let sources = Corpus.repositoryRoot.appendingPathComponent("Sources")
        let flag = try Regex(#""[^"]*--[a-z][a-z-]+"#)
        var found: [String] = []
        var files = 0
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { !Self.commandLine.contains($0) }
        for module in modules {
            let folder = sources.appendingPathComponent(module)
            guard let walk = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let path as String in walk where path.hasSuffix(".swift") {
                files += 1
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where !line.drop { $0 == " " }.hasPrefix("//") && line.contains(flag) {
                    found.append("Sources/\(module)/\(path):\(number + 1)")
                }
            }
        }
        #expect(files > 100, "the walk found the sources")
        #expect(found == [])
    }
}
