import Booking
import CertainServer
import Foundation
import ImportWords
import StatementValues
import Testing

/// A Certain server's refusals as values: a real server on loopback refuses, and the refusal
/// carries its code and the server's answer as data, worded by the catalogues in either language.
@Suite("Server refusals: code and data, worded in both languages")
struct ServerRefusalWordsTests {
    static let german = Words(language: .german, conventions: .swiss)

    @Test func aWrongPasswordIsAnUnauthorizedCodeWithTheServersAnswer() throws {
        let server = try ReferenceServer()
        try server.createUser()
        let address = try ServerAddress(server.baseURL.absoluteString, serverName: "home")

        let error = try #require(throws: BookingError.self) {
            try CertainServerTarget.signIn(
                serverName: "home", address: address, username: "anna", password: "geheim-falsch",
                tokenName: "certain-import on test-host", secondFactor: { nil })
        }

        #expect(error.kind == .unauthorized)
        #expect(error.problem == Problem(.serverRefusedCredentials, ["answer": .text("401: Invalid username or password")]))
        #expect(error.problem.message(Self.german) == "der Server hat Benutzername oder Passwort abgelehnt (401: Invalid username or password)")
        #expect(error.problem.advice(Self.german) == "den Benutzernamen und das Passwort prüfen, mit denen man sich bei Certain anmeldet")
        #expect(error.problem.advice() == "check the user name and password you sign in to Certain with")
        #expect(error.hint == nil)
    }

    @Test func aWrongTokenIsRefusedInGerman() throws {
        let scene = try ServerScene()
        let client = try CertainServerTarget(name: "home", baseURL: scene.server.baseURL.absoluteString, token: "not-the-token")

        let error = try #require(throws: BookingError.self) { try client.accounts() }

        #expect(error.kind == .unauthorized)
        #expect(error.target == "\(scene.displayName) GET /api/accounts")
        #expect(error.problem == Problem(.serverRefusedToken, ["answer": .text("401: Invalid token")], remedy: .logIn(server: "home", tokenRevoked: true)))
        #expect(error.problem.message(Self.german) == "der Server hat das Gerätetoken abgelehnt (401: Invalid token)")
    }

    @Test func aBookingAnsweredForAnotherBatchSaysSoByCode() throws {
        let words = Words.english
        let problem = Problem(.serverAnsweredWithOtherImport, [
            "import": .number(7), "account": .number(2), "file": .text("other.csv"), "expected_account": .number(1),
            "expected_file": .text("umsaetze.csv"),
        ])

        #expect(problem.message(words) == "the server answered with import 7 of account 2 from 'other.csv', "
            + "not with this batch for account 1 from 'umsaetze.csv'; whether this batch was booked is not known")
        #expect(problem.message(Self.german) == "der Server hat mit Import 7 von Konto 2 aus 'other.csv' geantwortet, "
            + "nicht mit diesem Stapel für Konto 1 aus 'umsaetze.csv'; ob dieser Stapel gebucht wurde, ist nicht bekannt")
    }

    @Test func aDeadlineAndItsAttemptsAreWordedFromCodes() {
        let problem = Problem(.serverDeadlinePassed, [
            "seconds": .text("300"), "deadline": .text("call"), "variable": .text("CERTAIN_IMPORT_CALL_DEADLINE"),
            "tries": .text("after_attempts"), "attempts": .number(3), "answer_lost": .text("booking"),
        ])

        #expect(problem.message() == "no complete answer within 300 s, the longest one call may take, retries included (after 3 attempts)")
        #expect(problem.message(Self.german)
            == "keine vollständige Antwort innerhalb von 300 s, der längsten Zeit, die ein Aufruf samt Wiederholungen dauern darf (nach 3 Versuchen)")
        #expect(problem.advice(Self.german) == "der Server antwortet zu langsam; später erneut versuchen oder mit CERTAIN_IMPORT_CALL_DEADLINE "
            + "mehr Sekunden erlauben; der Stapel ist vielleicht gebucht, vielleicht nicht")
    }

    @Test func aTokenFileOthersCanReadIsRefusedByCodeAndData() throws {
        let directory = try TemporaryDirectory()
        let file = URL(fileURLWithPath: directory.path("tokens.json"))
        try Data("{}".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)

        let error = try #require(throws: BookingError.self) { try PrivateFile.read(file, requirePrivate: true) }

        #expect(error.problem == Problem(.tokenFileNotPrivate, ["mode": .text("644"), "path": .text(file.path)]))
        #expect(error.problem.message(Self.german) == "die Tokendatei kann von anderen gelesen oder geändert werden (Modus 644)")
        #expect(error.problem.advice(Self.german) == "'chmod 600 \(file.path)' ausführen; wenn andere sie gelesen haben könnten, "
            + "die Tokens unter Einstellungen → Gerätemarken widerrufen und neu anmelden")
        #expect(error.hint == nil)
    }

    @Test func anAddressThatIsNoCertainServerKeepsTheAnswersBodyAsData() throws {
        let scene = try ServerScene()
        let address = scene.server.baseURL.absoluteString + "/certain"
        let client = try CertainServerTarget(name: "home", baseURL: address, token: scene.token)

        let error = try #require(throws: BookingError.self) { try client.accounts() }

        #expect(error.problem == Problem(.serverNotCertainStatus, [
            "address": .text(address), "call": .text("GET /api/version"), "status": .number(404),
            "body": .text("json"), "body_json": .text(#"{"detail":"Not Found"}"#),
        ]))
        #expect(error.problem.message(Self.german)
            == #"\#(address) ist kein Certain-Server: GET /api/version hat 404 mit dem JSON {"detail":"Not Found"} geantwortet"#)
    }
}
