@testable import ImportWords
import StatementValues
import Testing

/// The engine's and the booking targets' words: tables of their own, joined into one
/// catalogue without a key in two of them; a few golden renderings in each language.
@Suite("The engine's and the targets' words")
struct EngineWordsTests {
    @Test("no key is in two tables of a language", arguments: [Catalogue.englishTables, Catalogue.germanTables])
    func tablesShareNoKey(tables: [[String: String]]) {
        let counted = tables.flatMap(\.keys).reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        #expect(counted.filter { $0.value > 1 }.keys.sorted() == [])
    }

    @Test("golden renderings of the engine's refusals")
    func engineRefusals() {
        let swiss = Words(environment: ["LANG": "de_CH.UTF-8"])
        let english = Words(environment: ["LANG": "C"])
        let limit = Problem(.statementOverRowLimit, ["limit": .amount("4194304"), "memory": .amount("16.0"), "variable": .text("CERTAIN_IMPORT_MAX_ROWS")])
        #expect(limit.message(swiss) == "der Auszug hat mehr als 4'194'304 Zeilen, die Grenze für 16.0 GiB Speicher, und wurde nicht zu Ende gelesen")
        #expect(limit.message(english) == "the statement has more than 4,194,304 rows, the limit for 16.0 GiB of memory, and was not read to its end")
        #expect(limit.advice(swiss) == "die Datei aufteilen, oder die Grenze mit CERTAIN_IMPORT_MAX_ROWS erhöhen, wenn dieser Rechner den Speicher hat "
            + "(eine Zeile braucht etwa 1 KB, während der Auszug gelesen wird)")
        let noAccount = Problem(.noSuchAccount, ["account": .text("Haushalt"), "target": .text("ledger.sqlite")])
        #expect(noAccount.message(swiss) == "es gibt kein Konto 'Haushalt' in ledger.sqlite")
        #expect(noAccount.message(english) == "there is no account 'Haushalt' in ledger.sqlite")
        #expect(noAccount.advice(english) == nil)
    }

    @Test("golden renderings of the targets' refusals")
    func targetRefusals() {
        let german = Words(environment: ["LANG": "de_DE.UTF-8"])
        let english = Words(environment: ["LANG": "C"])
        let mismatch = Problem(.currencyNotTheAccounts, ["transaction": .number(0), "currency": .text("CHF"), "account_currency": .text("EUR")])
        #expect(mismatch.message(german) == "Buchung 0 ist in CHF, aber das Konto führt EUR")
        #expect(mismatch.message(english) == "transaction 0 is in CHF, but the account keeps EUR")
        #expect(mismatch.advice(german) == "sie in ein Konto in CHF buchen")
        let unreachable = Problem(.serverNotAnsweringAfterAttempts, ["attempts": .number(4)])
        #expect(unreachable.message(german) == "keine Verbindung: unter dieser Adresse und diesem Port antwortet nichts (nach 4 Versuchen)")
        #expect(unreachable.message(english) == "cannot connect: nothing answers at this address and port (after 4 attempts)")
    }
}
