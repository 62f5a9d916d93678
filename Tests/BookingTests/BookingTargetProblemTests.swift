import Booking
import CertainServer
import Foundation
import ImportWords
import LocalLedger
import StatementValues
import Testing

/// The booking targets' refusals as values: a real ledger and a real server answer, and each
/// refusal carries its code and data, worded by the catalogues in either language.
@Suite("Booking targets: typed refusals")
struct BookingTargetProblemTests {
    static let german = Words(language: .german, conventions: .swiss)

    @Test func aLedgerAccountInNoISOCurrencyIsRefusedWithItsCode() throws {
        let directory = try TemporaryDirectory()
        let ledger = try LocalLedger(path: directory.path("ledger.sqlite"))

        let error = try #require(throws: BookingError.self) { try ledger.addAccount(name: "Girokonto", currency: "EURO") }

        #expect(error.kind == .invalid)
        #expect(error.problem == Problem(.ledgerAccountCurrencyNotISO, ["currency": .text("EURO")]))
        #expect(error.hint == nil)
        #expect(try ledger.accounts().isEmpty)
    }

    @Test func aLedgerAccountWithWrongIBANCheckDigitsIsRefusedInEitherLanguage() throws {
        let directory = try TemporaryDirectory()
        let ledger = try LocalLedger(path: directory.path("ledger.sqlite"))

        let error = try #require(throws: BookingError.self) {
            try ledger.addAccount(name: "Girokonto", iban: "CH93 0076 2011 6238 5295 8", currency: "CHF")
        }

        #expect(error.problem == Problem(.ledgerAccountIBANInvalid, ["iban": .text("CH93 0076 2011 6238 5295 8")]))
        #expect(error.problem.message() == "'CH93 0076 2011 6238 5295 8' is not a valid IBAN")
        #expect(error.problem.advice() == "check it against the statement; its check digits do not match")
        #expect(error.problem.message(Self.german) == "'CH93 0076 2011 6238 5295 8' ist keine gültige IBAN")
        #expect(error.problem.advice(Self.german) == "sie mit dem Auszug vergleichen; ihre Prüfziffern stimmen nicht")
        #expect(try ledger.accounts().isEmpty)
    }

    @Test func aRedirectIsARefusalNamingWhereAndTheServer() throws {
        let web = try PlainWebServer(.redirect)
        let client = try CertainServerTarget(name: "home", baseURL: web.baseURL, token: "ctk_not_a_real_token")

        let error = try #require(throws: BookingError.self) { try client.version() }

        #expect(error.problem == Problem(.serverRedirects, [
            "location": .text("http://certain.example/api/version"), "status": .number(301), "server": .text("home"),
        ]))
        #expect(error.problem.message() == "the server redirects to http://certain.example/api/version (301); certain-import follows no redirects")
        #expect(error.problem.advice() == "store the server under the address it redirects to")
        #expect(error.problem.message(Self.german)
            == "der Server leitet nach http://certain.example/api/version um (301); certain-import folgt keinen Umleitungen")
        #expect(error.problem.advice(Self.german) == "den Server unter der Adresse speichern, an die er umleitet")
        #expect(error.hint == nil)
    }

    @Test func aBatchTooLargeForTheServerKeepsTheServersAnswerAsData() throws {
        let scene = try ServerScene()
        _ = try scene.client.version()
        try scene.server.control("POST", "/__test__/faults", body: [
            "kind": "status", "status": 413, "path": "/api/accounts", "count": 1, "detail": "at most 50000 rows",
        ])

        let error = try #require(throws: BookingError.self) { try scene.client.accounts() }

        #expect(error.kind == .invalid)
        #expect(error.problem == Problem(.serverBatchTooLarge, ["answer": .text("413: at most 50000 rows")]))
        #expect(error.message == "the batch is too large for the server (413: at most 50000 rows)")
        #expect(error.problem.advice(Self.german)
            == "der Server nimmt höchstens 50'000 Buchungen pro Stapel: den Auszug aufteilen, zum Beispiel nach Monaten")
        #expect(error.hint == nil)
    }

    @Test func addressesThatCannotBeUsedAreRefusedByCodeAndData() throws {
        let credentials = try #require(throws: BookingError.self) {
            try CertainServerTarget(name: "home", baseURL: "https://anna:secret@certain.example", token: nil)
        }
        let loopback = try #require(throws: BookingError.self) {
            try CertainServerTarget(name: "home", baseURL: "http://[::1]:8000", token: nil)
        }

        #expect(credentials.problem == Problem(.serverURLWithCredentials, ["server": .text("home")]))
        #expect(loopback.problem == Problem(.serverIPv6Loopback, ["host": .text("[::1]"), "url": .text("http://127.0.0.1:8000")]))
        #expect(loopback.problem.advice(Self.german) == "den Server auch auf 127.0.0.1 lauschen lassen und http://127.0.0.1:8000 verwenden")
    }

    @Test func aLedgerOfANewerVersionIsRefusedByCodeAndData() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("newer.sqlite")
        try sqlite3(path, "PRAGMA application_id = \(0x4349_4D50); PRAGMA user_version = 99; CREATE TABLE accounts (id);")

        let error = try #require(throws: BookingError.self) { try LocalLedger(path: path) }

        #expect(error.problem == Problem(.ledgerSchemaNewer, ["version": .number(99), "known": .number(LocalLedger.schemaVersion)]))
    }
}
