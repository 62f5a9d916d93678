import Foundation
@testable import StatementImport
@testable import StatementMapping
@testable import StatementTemplates
@testable import TableReading
import Testing
import TestSupport

/// Every synthetic statement in `Samples/` read end to end with the built-in templates, as
/// `preview` reads it, and compared with its `.facts.json` exactly: the template that matched,
/// each transaction's line, dates, amount, running balance, counterparty and purpose, the
/// lines skipped, the balances the file states, and the reconciliation.
///
/// `Samples/generate.py` wrote the facts from the records it wrote the files from, so a
/// difference is a wrong template or an engine that reads a format wrongly. Differences that
/// are known and explained (a feature the engine lacks, a judgment call the facts make
/// differently) are listed in `knownIssues` and expected to fail: when one is fixed, its test
/// fails until the entry is removed.
@Suite("Golden samples")
struct SampleGoldenTests {
    /// One sample statement and the template it must match (`nil`: none can).
    struct Sample: Sendable, CustomTestStringConvertible {
        /// The path relative to the repository, `Samples/<bank>/<name>.csv`.
        var path: String
        var template: String?

        var testDescription: String { path }
        var url: URL { Corpus.repositoryRoot.appendingPathComponent(path) }
        var factsURL: URL { Corpus.repositoryRoot.appendingPathComponent(String(path.dropLast(4)) + ".facts.json") }
        var fileName: String { String(path.split(separator: "/").last!) }
    }

    /// The template each sample must match. Every sample needs an entry (see `everySampleIsListed`).
    static let templates: [String: String?] = [
        "Samples/aargauische-kb/akb-2025-03.csv": "aargauische-kb-konto",
        "Samples/acrevis-bank/acrevis-2025-03.csv": "ch-kontoauszug",
        "Samples/bancastato/bancastato-2025-03.csv": "bancastato-conto",
        "Samples/bank-cler/cler-2025-03-it.csv": "bank-cler-konto-it",
        "Samples/basler-kb/bkb-2025-03.csv": "basler-kb-konto",
        "Samples/bcv/bcv-2025-03.csv": "bcv-account-en",
        "Samples/bekb/bekb-2025-03.csv": "bekb-konto",
        "Samples/blkb/blkb-2025-03.csv": "blkb-konto",
        "Samples/blkb/blkb-classic-2025-04.csv": "blkb-legacy-konto",
        "Samples/bunq/bunq-2025-03.csv": "bunq-account",
        "Samples/clientis-bank-aareland/clientis-aareland-2025-03.csv": "ch-kontoauszug",
        "Samples/comdirect/comdirect-girokonto-2025-03.csv": "comdirect-giro",
        "Samples/commerzbank/commerzbank-2025-03.csv": "commerzbank-giro",
        "Samples/cornerbank/corner-2025-03.csv": "cornerbank-conto",
        "Samples/deutsche-bank/db-girokonto-2025-03.csv": "deutsche-bank-giro",
        "Samples/dkb/girokonto-2025-03-15_2025-04-15.csv": "dkb-giro",
        "Samples/dkb/girokonto-2025-03.csv": "dkb-giro",
        "Samples/dkb/girokonto-alt-2022-11.csv": "dkb-legacy-giro",
        "Samples/easybank/easybank-2025-03.csv": nil,
        "Samples/erste-george/george-2025-03.csv": "erste-george-giro",
        "Samples/gls-bank/gls-konto-2025-03.csv": "atruvia-giro",
        "Samples/hypo-vorarlberg/hypo-vorarlberg-2025-03.csv": "hypo-vorarlberg-konto",
        "Samples/hypovereinsbank/hvb-2025-03.csv": "hypovereinsbank-giro",
        "Samples/ing-de/ing-girokonto-2025-03.csv": "ing-de-giro",
        "Samples/ing-diba-at/ing-at-2025-03.csv": "ing-at-giro",
        "Samples/livebank/livebank-2025-03.csv": "livebank-konto",
        "Samples/n26/n26-2025-03.csv": "n26-account",
        "Samples/neon/neon-2025-03.csv": "neon-account",
        "Samples/nidwaldner-kb/nkb-2025-03.csv": "ch-kontoauszug",
        "Samples/oberbank/oberbank-2025-03.csv": "oberbank-konto",
        "Samples/paypal/paypal-aktivitaeten-2025-03.csv": "paypal-activity-de",
        "Samples/postfinance/e-finance-2025-03-de.csv": "postfinance-de",
        "Samples/postfinance/e-finance-2025-04-en.csv": "postfinance-en",
        "Samples/postfinance/legacy-2025-03-it.csv": "postfinance-legacy-it",
        "Samples/raiffeisen-at/meinelba-2025-03.csv": nil,
        "Samples/raiffeisen-ch/raiffeisen-2025-03.csv": "raiffeisen-ch-konto",
        "Samples/raiffeisen-ch/raiffeisen-2025-04.csv": "raiffeisen-ch-konto",
        "Samples/revolut/revolut-2025-03.csv": "revolut-account",
        "Samples/schwyzer-kb/szkb-2025-03.csv": "ch-kontoauszug",
        "Samples/sparda-bank/spardagiro-2025-03.csv": "sparda-giro",
        "Samples/sparkasse/sparkasse-csv-camt-2025-03.csv": "sparkasse-csv-camt",
        "Samples/sparkasse/sparkasse-csv-mt940-2025-03.csv": "sparkasse-csv-mt940",
        "Samples/stripe/stripe-payments-2025-03.csv": "stripe-payments",
        "Samples/swisscard/swisscard-2025-03.csv": "swisscard-card",
        "Samples/twint/twint-business-2025-03.csv": "twint-business",
        "Samples/ubs/ubs-2025-03-de.csv": "ubs-account",
        "Samples/ubs/ubs-classic-2025-02.csv": "ubs-legacy-account",
        "Samples/viseca/viseca-one-2025-03.csv": "viseca-one-card",
        "Samples/volksbank-vr/vr-girokonto-2025-03.csv": "atruvia-giro",
        "Samples/wise/wise-transfers-2025-03.csv": "wise-transfers",
        "Samples/zkb/zkb-2025-03.csv": "zkb-konto",
        "Samples/zuger-kb/zugerkb-2025-03.csv": "ch-kontoauszug",
    ]

    /// Samples that do not read as their facts say, and why. Each is a feature the engine
    /// lacks or a judgment call the facts make differently from the template.
    static let knownIssues: [String: String] = [:]

    static let samples: [Sample] = {
        let folder = Corpus.repositoryRoot.appendingPathComponent("Samples")
        let banks = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var paths: [String] = []
        for bank in banks {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(bank).path)) ?? []
            paths += files.filter { $0.hasSuffix(".csv") }.map { "Samples/\(bank)/\($0)" }
        }
        return paths.sorted().map { Sample(path: $0, template: templates[$0] ?? nil) }
    }()

    @Test("every sample has an expected template, and every listed sample exists")
    func everySampleIsListed() {
        let found = Set(Self.samples.map(\.path))
        #expect(found.count >= 50)
        #expect(found.subtracting(Self.templates.keys).sorted() == [])
        #expect(Set(Self.templates.keys).subtracting(found).sorted() == [])
        #expect(Set(Self.knownIssues.keys).subtracting(found).sorted() == [])
    }

    @Test("each sample reads exactly as its facts say", arguments: samples)
    func sample(_ sample: Sample) throws {
        if let issue = Self.knownIssues[sample.path] {
            withKnownIssue(Comment(rawValue: issue)) { try Self.compare(sample) }
        } else {
            try Self.compare(sample)
        }
    }

    static func compare(_ sample: Sample) throws {
        let facts = try Facts.read(sample.factsURL)
        let bytes = try Corpus.bytes(sample.url)
        let plan = try StatementLoader.plan(
            head: bytes, tail: nil, fileName: sample.fileName, registry: TemplateRegistry(), choice: .automatic)
        #expect(plan.template?.id == sample.template)
        var preview = try StatementPipeline.read(InMemoryChunkSource(bytes), plan: plan)
        StatementPipeline.check(&preview, accountKey: "golden")

        #expect(preview.problems.map(\.message) == [])
        let read = preview.transactions.map(Facts.Transaction.init)
        #expect(read.count == facts.transactions.count)
        for (expected, actual) in zip(facts.transactions, read) {
            #expect(actual == expected)
        }

        let text = try facts.decodedLines(of: bytes)
        let tableEnd = text.count - facts.footerLines
        func isBlank(_ line: Int) -> Bool {
            line - 1 < text.count && text[line - 1].trimmingCharacters(in: Self.blankCharacters).isEmpty
        }
        // Lines after the table (disclaimers, stated balances) are not in the facts, and
        // blank lines carry nothing; every other skipped line must be one the facts skip.
        let expectedSkipped = facts.skipped.map(\.line).filter { !isBlank($0) }
        let skipped = preview.skipped.map(\.line).filter { $0 <= tableEnd && !isBlank($0) }
        #expect(Set(skipped) == Set(expectedSkipped))

        let stated = facts.balancesStated
        #expect(preview.statedOpeningBalance?.description == (stated.contains("opening") ? facts.openingBalance : nil))
        #expect(preview.statedClosingBalance?.description == (stated.contains("closing") ? facts.closingBalance : nil))
        let verifiable = (stated.contains("opening") && stated.contains("closing"))
            || (!facts.transactions.isEmpty && facts.transactions.allSatisfy { $0.balanceAfter != nil })
        if verifiable {
            #expect(preview.reconciliation.status == .ok, "\(preview.reconciliation.problems.map(\.message))")
        } else {
            #expect(preview.reconciliation.status != .mismatch, "\(preview.reconciliation.problems.map(\.message))")
        }
    }

    static let blankCharacters = CharacterSet(charactersIn: " \t\r;,\u{FEFF}")

    @Test("a renamed column of a bank the preamble identifies: read by its names, the template's balance lines kept, the change explained")
    func renamedColumn() throws {
        let url = Corpus.repositoryRoot.appendingPathComponent("Samples/dkb/girokonto-2025-03.csv")
        let original = String(decoding: try Corpus.bytes(url), as: UTF8.self)
        let renamed = original.replacingOccurrences(of: "\"Betrag (€)\"", with: "\"Betrag (EUR)\"")
        #expect(renamed != original)

        let plan = try StatementLoader.plan(
            head: Array(renamed.utf8), tail: nil, fileName: "girokonto-2025-03.csv", registry: TemplateRegistry(),
            choice: .automatic)
        #expect(plan.template == nil)
        #expect(plan.notes.map(\.englishMessage) == [
            "the file looks like a changed export of 'DKB Girokonto' (template dkb-giro, identified by its preamble and the "
                + "column 'Umsatztyp' that no other bank writes); its columns were read by their names through detection; "
                + "what differs: column 9 'Betrag (€)' is now called 'Betrag (EUR)'. To update the template, "
                + "write it again from this file with the id dkb-giro",
        ])
        var preview = try StatementPipeline.read(InMemoryChunkSource(Array(renamed.utf8)), plan: plan)
        StatementPipeline.check(&preview, accountKey: "DE39120300005924142608")
        let facts = try Facts.read(url.deletingPathExtension().appendingPathExtension("facts.json"))
        #expect(preview.transactions.map { "\($0.bookingDate) \($0.amount)" } == facts.transactions.map { "\($0.bookingDate) \($0.amount)" })
        #expect(preview.reconciliation.closingBalance?.description == "3082.55")
    }
}

/// A sample's `.facts.json`: what `Samples/generate.py` wrote into the file.
struct Facts: Decodable {
    struct Transaction: Decodable, Equatable, CustomStringConvertible {
        var line: Int
        var bookingDate: String
        var valueDate: String?
        var amount: String
        var counterparty: String?
        var purpose: String?
        var balanceAfter: String?

        var description: String {
            "line \(line): \(bookingDate) value \(valueDate ?? "-") \(amount) balance \(balanceAfter ?? "-") "
                + "counterparty \(counterparty.map { "'\($0)'" } ?? "-") purpose \(purpose.map { "'\($0)'" } ?? "-")"
        }
    }

    struct Skipped: Decodable {
        var line: Int
        var reason: String
    }

    var encoding: String
    var bom: Bool
    var footerLines: Int
    var openingBalance: String?
    var closingBalance: String?
    var balancesStated: [String]
    var transactions: [Transaction]
    var skipped: [Skipped]

    static func read(_ url: URL) throws -> Facts {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Facts.self, from: Data(contentsOf: url))
    }

    /// The file's physical lines as text, counted as the generator counts them (a final line
    /// break ends the last line rather than starting another).
    func decodedLines(of bytes: [UInt8]) throws -> [String] {
        let body = bom ? Array(bytes.dropFirst(encoding == "utf-8" ? 3 : 2)) : bytes
        let encodings: [String: String.Encoding] = [
            "utf-8": .utf8, "utf-16le": .utf16LittleEndian, "windows-1252": .windowsCP1252, "iso-8859-1": .isoLatin1,
        ]
        let stringEncoding = try #require(encodings[encoding], "no decoding for the facts' encoding \(encoding)")
        let text = try #require(String(bytes: body, encoding: stringEncoding))
        var lines = text.components(separatedBy: "\n")
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }
}

extension Facts.Transaction {
    /// A mapped transaction as the facts write one.
    init(_ transaction: StatementMapping.Transaction) {
        self.init(
            line: transaction.line, bookingDate: transaction.bookingDate.description,
            valueDate: transaction.valueDate?.description, amount: transaction.amount.description,
            counterparty: transaction.counterparty, purpose: transaction.purpose,
            balanceAfter: transaction.balanceAfter?.description)
    }
}
