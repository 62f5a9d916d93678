import Foundation
import ImportWords
import StatementValues
@testable import StatementChecks
@testable import StatementImport
@testable import StatementTemplates
import Testing
import TestSupport


/// Exports of banks outside the shared corpus (`Tests/Fixtures/probe/`, see its README for how
/// sure each format is), read as `preview` reads them with all built-in templates and no
/// options: every transaction's date and amount, and the currency, as the truth file states.
@Suite("Banks outside the corpus, read by default")
struct ProbeBankTests {
    struct Truth: Decodable {
        var currency: String?
        var transactions: [[String]]
    }

    /// The files whose refusal is the answer, and what the refusal says.
    static let refusals: [String: String] = [
        "de-kreissparkasse-noyear.csv": "no column holds booking dates",
        "uk-hsbc-early-month.csv": "the date order is undecided: dd/MM/yyyy or MM/dd/yyyy",
        "us-wells-fargo-early-month.csv": "the date order is undecided: dd/MM/yyyy or MM/dd/yyyy",
    ]

    /// How a probe file reads by default, measured against its truth file.
    enum Outcome: Equatable {
        case right
        case refused(String)
        /// Read wrongly, but the output says something a user would notice (a warning other than
        /// the unknown currency, a pending or unreadable row, an ambiguity, a reconciliation problem).
        case wrongWithWarning(String)
        case wrongSilently(String)
    }

    /// A probe file read as `preview` reads it: all built-in templates, no options.
    static func read(_ name: String, in folder: String = "probe") throws -> StatementPreview {
        let bytes = try Corpus.bytes(Corpus.fixture("\(folder)/\(name)"))
        return try StatementReading.preview(bytes, fileName: name, registry: TemplateRegistry())
    }

    static func files(in folder: String = "probe") throws -> [String] {
        let root = Corpus.fixture(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
        let statements = names.filter { !$0.hasSuffix(".json") && !$0.hasSuffix(".md") && $0 != "extra" }.sorted()
        let extra = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("extra").path)
            .filter { !$0.hasSuffix(".json") }.sorted().map { "extra/\($0)" }
        return statements + extra
    }

    /// Reads `name` as `preview` does and compares every transaction's date and amount, and the
    /// currency, with `name.truth.json`.
    static func outcome(_ name: String, in folder: String = "probe") throws -> Outcome {
        var truth = try JSONDecoder().decode(Truth.self, from: Data(contentsOf: Corpus.fixture("\(folder)/\(name).truth.json")))
        let read: StatementPreview
        do {
            read = try Self.read(name, in: folder)
        } catch let error as StatementLoader.LoadingError {
            return .refused(error.message)
        }
        // Amounts compare by value: a currency the file leaves unknown shows two decimals
        // (`-12500.00`) where a truth of forints or krónur writes none (`-12500`).
        func byValue(_ row: [String]) -> [String] { [row[0], Decimal(string: row[1]).map { "\($0)" } ?? row[1]] }
        let rows = read.transactions.map { byValue(["\($0.bookingDate)", "\($0.amount.amount)"]) }.sorted { $0.lexicographicallyPrecedes($1) }
        truth.transactions = truth.transactions.map(byValue).sorted { $0.lexicographicallyPrecedes($1) }
        let currencies = Set(read.transactions.map { $0.currency.isUnknown ? nil : $0.currency.code })
        let wrong: String
        if rows != truth.transactions {
            wrong = "rows: \(rows.filter { !truth.transactions.contains($0) }) instead of \(truth.transactions.filter { !rows.contains($0) })"
        } else if currencies != [truth.currency] {
            wrong = "currency \(currencies) instead of \(truth.currency ?? "none")"
        } else {
            return .right
        }
        let told = ["pending:", "unreadable:", "no amount in column"]
        let saidSomething = read.warnings.contains { $0.code != .currencyUnknown || rows == truth.transactions }
            || read.skipped.contains { skipped in told.contains { skipped.reason.hasPrefix($0) } }
            || !read.format.ambiguities.isEmpty
            || read.reconciliation.status == .mismatch || !read.reconciliation.problems.isEmpty
        return saidSomething ? .wrongWithWarning(wrong) : .wrongSilently(wrong)
    }

    @Test("62 bank files and 5 probes: each read right, or refused where the file leaves it undecided")
    func readRight() throws {
        let files = try Self.files()
        #expect(files.count == 67)
        var wrong: [String: String] = [:]
        for name in files {
            switch try Self.outcome(name) {
            case .right:
                if Self.refusals[name] != nil { wrong[name] = "read, but expected to be refused" }
            case let .refused(message):
                if let reason = Self.refusals[name], message.contains(reason) { continue }
                wrong[name] = "refused: \(message)"
            case let .wrongWithWarning(what), let .wrongSilently(what):
                wrong[name] = what
            }
        }
        #expect(wrong == [:])
    }

    @Test("without a header: the amount, its direction column and the running balance are told apart by the balance")
    func headerlessDirectionProvenByBalance() throws {
        let preview = try Self.read("nl-triodos.csv")
        #expect(preview.warnings.map(\.englishMessage).contains(
            "column 3 holds the amounts, signed by the debit and credit marks in column 4: proven by the running balance in column 9"))
        #expect(preview.reconciliation.status == .ok)
    }

    @Test("an encoding two code pages read as plausibly: the file is read, and the output names the other one")
    func undecidedEncodingSaid() throws {
        let preview = try Self.read("cz-csob.csv")
        #expect(preview.warnings.contains(Problem(
            .encodingUncertain, ["encoding": .text("windows-1252"), "other": .text("windows-1250")],
            need: .encoding(candidates: ["windows-1250"]))))
        #expect(preview.warnings.map(\.englishMessage).contains(
            "encoding: read as windows-1252, though windows-1250 reads the texts as plausibly; amounts and dates are alike "
                + "in both, names may not be"))
    }

    @Test("a Polish opening balance in the preamble opens the statement; a Nordic reservation is pending")
    func openingBalanceAndReservation() throws {
        let mbank = try Self.read("pl-mbank-v2.csv")
        #expect(mbank.reconciliation.status == .ok)
        #expect(mbank.statedOpeningBalance?.description == "0.00")
        let nordea = try Self.read("se-nordea.csv")
        #expect(nordea.problems.isEmpty)
        #expect(nordea.skipped.map(\.reason) == ["pending: not booked yet (Reserverat)"])
    }
}
