import Foundation
import Testing
import TestSupport
@testable import CertainImportCLI
@testable import CommandLineKit

/// Every command's help ends with two or three examples of real use, and each example is a
/// command line the tool accepts, on files that exist.
@Suite("Examples in the help")
struct HelpExamplesTests {
    /// Every command's words after the tool's name, the root's being none.
    static let commandPaths: [[String]] = {
        var paths: [[String]] = []
        func visit(_ command: any ParsableCommand.Type, path: [String]) {
            paths.append(path)
            for subcommand in command.configuration.subcommands {
                visit(subcommand, path: path + [subcommand.configuration.name])
            }
        }
        visit(CertainImportCommand.self, path: [])
        return paths
    }()

    /// The examples of a help text: each one's purpose and its command line, continuation
    /// lines joined.
    static func examples(in help: String) -> [(purpose: String, commandLine: String)] {
        guard let start = help.range(of: "\nEXAMPLES:\n") else { return [] }
        return help[start.upperBound...].components(separatedBy: "\n\n").map { block in
            let lines = block.split(separator: "\n").map(String.init)
            let purpose = lines.prefix { !$0.hasPrefix("    ") }.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            let commandLine = lines.drop { !$0.hasPrefix("    ") }.map { $0.trimmingCharacters(in: .whitespaces) }
                .joined(separator: " ").replacingOccurrences(of: " \\ ", with: " ")
            return (purpose, commandLine)
        }
    }

    /// The words a shell makes of `commandLine` (quotes removed), without a `source <(...)`
    /// around it or a redirection after it.
    static func words(of commandLine: String) -> [String] {
        var line = commandLine
        if line.hasPrefix("source <("), line.hasSuffix(")") { line = String(line.dropFirst(9).dropLast()) }
        var words: [String] = []
        var word: String?
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word = (word ?? "") + String(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                word = word ?? ""
            } else if character == " " {
                if let finished = word { words.append(finished) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let word { words.append(word) }
        if let redirection = words.firstIndex(of: ">") { words.removeSubrange(redirection...) }
        return words
    }

    @Test("every command's help ends with two or three examples that the parser accepts", arguments: commandPaths)
    func examplesParse(path: [String]) throws {
        let run = try ExecutableTests.run(["help"] + path)
        #expect(run.status == 0)
        for line in run.standardOutput.split(separator: "\n") {
            #expect(line.count <= 80, "\(line)")
        }
        let examples = Self.examples(in: run.standardOutput)
        #expect((2...3).contains(examples.count), "\(path): \(examples.count) example(s)")
        for example in examples {
            #expect(example.purpose.hasSuffix(":"))
            let words = Self.words(of: example.commandLine)
            #expect(words.first == "certain-import", "\(example.commandLine)")
            for word in words where word.hasPrefix("Samples/") {
                #expect(FileManager.default.fileExists(atPath: Corpus.repositoryRoot.appendingPathComponent(word).path), "\(word)")
            }
            do {
                guard case .run(let command, _) = try CommandParser(root: CertainImportCommand.self).parse(Array(words.dropFirst())) else {
                    Issue.record("\(example.commandLine) asks for help instead of running")
                    continue
                }
                try command.validate()
            } catch {
                Issue.record("\(example.commandLine): \(error)")
            }
        }
    }

    @Test("an example on a sample runs as its help says")
    func exampleRuns() throws {
        let workspace = try Workspace()
        let help = try ExecutableTests.run(["help", "import"]).standardOutput
        let first = try #require(Self.examples(in: help).first)
        #expect(first.commandLine == "certain-import import Samples/dkb/girokonto-2025-03.csv --yes")
        let file = try workspace.copySample("dkb/girokonto-2025-03.csv")
        let run = try workspace.run(Array(Self.words(of: first.commandLine).dropFirst()).map { $0.hasPrefix("Samples/") ? file : $0 } + ["--ledger", "ledger.sqlite"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try workspace.bookings().count == 18)
    }
}
