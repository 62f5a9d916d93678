import Foundation
import Testing

/// What `preview --json` says of a row the ledger holds already: the catalogue's words, in
/// the user's language, not an English sentence made where the row is found.
@Suite("rows already booked, in both languages")
struct AlreadyBookedLanguageTests {
    @Test("the reasons of the rows the ledger holds already", arguments: [
        ("C", "already booked as booking 1: same booking date, amount and the counterparty's IBAN"),
        ("de_CH.UTF-8", "bereits gebucht als Buchung 1: gleiches Buchungsdatum, gleicher Betrag und gleiche IBAN der Gegenpartei"),
    ])
    func reasons(lang: String, first: String) throws {
        let workspace = try Workspace()
        let march = try workspace.copySample(ImportEndToEndTests.march)
        let april = try workspace.copySample(ImportEndToEndTests.marchToApril)
        #expect(try workspace.run(["import", march, "--ledger", "ledger.sqlite", "--yes"]).status == 0)

        let run = try workspace.run(["preview", april, "--ledger", "ledger.sqlite", "--json"], environment: HelpLanguageTests.locale(lang))
        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let transactions = try #require(document["transactions"] as? [[String: Any]])
        let reasons = transactions.compactMap { $0["reason"] as? String }
        #expect(reasons.count == 7)
        #expect(reasons.first == first)
    }
}
