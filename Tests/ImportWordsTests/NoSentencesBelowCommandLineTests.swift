import Foundation
import TestSupport
import Testing

/// The core reports problems as values, worded only by the catalogues: no module of the core
/// hands a sentence of its own to a message, a note, a warning, a reason or a hint.
@Suite("Sentences stay in the catalogues")
struct NoSentencesBelowCommandLineTests {
    /// A string literal with words in it (a letter, a space, a letter) passed where a problem's
    /// text goes: the old way of making a message where the problem is found. A typed problem
    /// passes its data instead (`Problem(.code, ["column": .number(3)])`).
    static let sentence = #"(message:|\.note\(|notes\.append\(|warnings\.append\(|reason:|hint:|why:)\s*"[^"]*[A-Za-z] [A-Za-z]"#

    /// The sites still to be given codes, by file and count: a file may lose sites, never gain
    /// them, and a file not listed has none.
    static let untyped: [String: Int] = [:]

    /// The engine and the booking targets, which speak in values throughout: no file of theirs
    /// may make a sentence, so none is in `untyped`.
    static let typedModules = ["ImportEngine", "LocalLedger", "CertainServer", "Booking"]

    /// The sentence sites of the core's modules, by file (relative to `Sources`).
    static func sentenceSites() throws -> [String: Int] {
        let sources = Corpus.repositoryRoot.appendingPathComponent("Sources")
        let pattern = try Regex(sentence)
        var sites: [String: Int] = [:]
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0.hasPrefix("Statement") || Self.typedModules.contains($0) || $0 == "TableReading" }
        for module in modules {
            let folder = sources.appendingPathComponent(module)
            guard let walk = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let path as String in walk where path.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                let count = text.split(separator: "\n", omittingEmptySubsequences: false).count { line in
                    !line.drop { $0 == " " }.hasPrefix("//") && line.contains(pattern)
                }
                if count > 0 { sites["\(module)/\(path)"] = count }
            }
        }
        return sites
    }

    @Test("no module of the core makes a new sentence where a problem is found")
    func noNewSentences() throws {
        let sites = try Self.sentenceSites()
        #expect(sites.keys.contains { $0.hasPrefix("StatementDetection/") } == false, "detection speaks in values")
        let typed = sites.keys.filter { site in Self.typedModules.contains { site.hasPrefix($0 + "/") } }.sorted()
        #expect(typed == [], "the engine and the booking targets speak in values")
        let grown = sites.filter { $0.value > Self.untyped[$0.key] ?? 0 }.keys.sorted()
        #expect(grown == [], "sentences made below the command line")
    }

    @Test("the rule finds the old way of making a message")
    func ruleFindsSentences() throws {
        let pattern = try Regex(Self.sentence)
        #expect(#"notes.append("every amount is a whole number, so either decimal mark reads them alike")"#.contains(pattern))
        #expect(#"throw LoadingError(message: "the header of template '\(id)' is not in the file", line: nil)"#.contains(pattern))
        #expect(#"decided.append(.note("date order: " + decision.reason))"#.contains(pattern))
        #expect(#"throw BookingError(.failed, target: file.path, message: "cannot write the token file")"#.contains(pattern))
        #expect(!#"notes.append(Problem(.wholeAmountsEitherMark))"#.contains(pattern))
        #expect(!#"Problem(.pendingByLegend, ["mark": .text(legend.mark), "legend": .text(legend.text)])"#.contains(pattern))
    }
}
