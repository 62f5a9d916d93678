import Foundation
import Testing
import TestSupport

/// `Tests/Fixtures/bank-expected-corrections.json`: facts of `bank-expected.json` that the
/// corpus file's own lines prove wrong, with the value the file states (none where it states no
/// such transaction). `BankExpectedTests` checks the corrected facts.
struct BankExpectedCorrection: Decodable, Sendable {
    var file: String
    var fact: String
    var expected: String
    var stated: String?

    static let all: [BankExpectedCorrection] = {
        struct Document: Decodable { var corrections: [BankExpectedCorrection] }
        do {
            return try JSONDecoder().decode(Document.self, from: Data(contentsOf: Corpus.fixture("bank-expected-corrections.json"))).corrections
        } catch {
            fatalError("Tests/Fixtures/bank-expected-corrections.json: \(error)")
        }
    }()

    /// `entry` with its corrected facts: a stated value replaces the expected one, a
    /// correction that states none leaves the fact out.
    static func applied(to entry: BankExpectedEntry) -> BankExpectedEntry {
        var corrected = entry
        corrected.facts = entry.facts.compactMap { fact in
            guard let correction = all.first(where: { $0.file == entry.file && $0.fact == fact.fact.rawValue && $0.expected == fact.expected })
            else { return fact }
            guard let stated = correction.stated else { return nil }
            var fact = fact
            fact.expected = stated
            return fact
        }
        return corrected
    }
}

@Suite("Bank corpus: the corrections of the original tools' expected results")
struct BankExpectedCorrectionTests {
    @Test("every correction names a fact of bank-expected.json, as stated there")
    func everyCorrectionNamesAFact() {
        let facts = Dictionary(uniqueKeysWithValues: BankExpectedTests.fixture.files.map { ($0.file, $0.facts) })
        for correction in BankExpectedCorrection.all {
            let named = facts[correction.file]?.contains { $0.fact.rawValue == correction.fact && $0.expected == correction.expected }
            #expect(named == true, "\(correction.file): \(correction.fact) \(correction.expected)")
        }
        #expect(BankExpectedCorrection.all.count == 12)
    }
}
