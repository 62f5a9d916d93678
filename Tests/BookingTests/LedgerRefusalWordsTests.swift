import Booking
import Foundation
import ImportWords
import LocalLedger
import StatementValues
import Testing

/// The ledger's refusals as values: what it was doing is a code (`operation: add_account`) with
/// its data, and each language words it, so that a German refusal says no English phrase.
@Suite("Ledger refusals: code and data, worded in both languages")
struct LedgerRefusalWordsTests {
    static let german = Words(language: .german, conventions: .swiss)

    @Test func aLockedLedgerNamesTheOperationByCode() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("ledger.sqlite")
        let ledger = try LocalLedger(path: path, busyTimeout: .milliseconds(100))
        _ = try ledger.accounts()
        let holder = try LockHolder(path: path, seconds: 2)
        defer { holder.wait() }

        let error = try #require(throws: BookingError.self) { try ledger.addAccount(name: "Sparkonto", currency: "CHF") }

        #expect(error.kind == .unreachable)
        #expect(error.problem == Problem(.ledgerLocked, [
            "operation": .text("add_account"), "operation_account": .text("Sparkonto"), "reason": .text("database is locked"),
        ]))
        #expect(error.message == "cannot add the account 'Sparkonto': database is locked")
        #expect(error.problem.message(Self.german) == "Anlegen des Kontos 'Sparkonto' fehlgeschlagen: database is locked")
        #expect(error.problem.advice(Self.german) == "das Journal ist von einem anderen certain-import gesperrt; warten oder erneut versuchen")
    }

    @Test func aLedgerThatCannotBeCreatedIsRefusedInGerman() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("missing/ledger.sqlite")

        let error = try #require(throws: BookingError.self) { try LocalLedger(path: path) }

        #expect(error.problem == Problem(.ledgerNotOpenable, ["operation": .text("open_ledger"), "reason": .text("unable to open database file")]))
        #expect(error.problem.message(Self.german) == "Öffnen des Journals fehlgeschlagen: unable to open database file")
    }

    @Test func aTakenAccountNameIsRefusedByCodeAndData() throws {
        let directory = try TemporaryDirectory()
        let ledger = try LocalLedger(path: directory.path("ledger.sqlite"))
        try ledger.addAccount(name: "Giro", currency: "CHF")

        let error = try #require(throws: BookingError.self) { try ledger.addAccount(name: "Giro", currency: "CHF") }

        #expect(error.kind == .conflict(modifiedBookings: []))
        #expect(error.problem == Problem(.accountNameTaken, ["account": .number(1), "name": .text("Giro")]))
        #expect(error.message == "account 1 ('Giro') already has the name 'Giro'")
        #expect(error.problem.message(Self.german) == "Konto 1 ('Giro') hat den Namen 'Giro' schon")
        #expect(error.problem.advice(Self.german) == "einen anderen Namen wählen oder Konto 1 verwenden")
        #expect(error.hint == nil)
    }

    @Test func aStatementBalanceTooPreciseNamesWhichAmountByCode() throws {
        let directory = try TemporaryDirectory()
        let ledger = try LocalLedger(path: directory.path("ledger.sqlite"))
        let account = try ledger.addAccount(name: "Giro", currency: "CHF")
        var tooPrecise = batch(account: account.id, amounts: ["-12.30"], currency: "CHF")
        tooPrecise.statement = StatementFacts(
            from: day("2024-03-01"), to: day("2024-03-31"), openingBalance: decimal("1.005"), closingBalance: nil)

        let error = try #require(throws: BookingError.self) { try ledger.book(tooPrecise, idempotencyKey: "k") }

        #expect(error.problem == Problem(.batchAmountTooPrecise, [
            "batch_amount": .text("opening_balance"), "amount": .text("1.005"), "currency": .text("CHF"), "digits": .number(2),
        ]))
        #expect(error.message == "the statement's opening balance '1.005' is not an amount in CHF")
        #expect(error.problem.message(Self.german) == "der Anfangssaldo des Auszugs '1.005' ist kein Betrag in CHF")
        #expect(error.problem.advice(Self.german) == "Beträge mit höchstens 2 Nachkommastellen schreiben, etwa -12.30")
        #expect(try ledger.history(accountID: nil, limit: 10, offset: 0).isEmpty)
    }

    @Test func aRefusalAmongImportsBookedAsOneKeepsItsCodeInside() throws {
        let directory = try TemporaryDirectory()
        let ledger = try LocalLedger(path: directory.path("ledger.sqlite"))
        let account = try ledger.addAccount(name: "Giro", currency: "CHF")
        let imports = [
            PendingImport(batch: batch(account: account.id, amounts: ["-1.00"], currency: "CHF"), idempotencyKey: "a"),
            PendingImport(
                batch: batch(account: account.id, amounts: ["-2.00", "-3.00"], currency: "CHF", fingerprints: ["twice", "twice"]),
                idempotencyKey: "b"),
        ]

        let error = try #require(throws: BookingError.self) { try ledger.bookAsOne(imports) }

        #expect(error.problem == Problem(.importsAsOneRefused, [
            "problem": .text("batch_fingerprint_repeated"), "transaction": .number(1), "fingerprint": .text("twice"),
            "batch_file": .text("statement.csv"), "batch_imports": .number(2),
        ]))
        #expect(error.message == "statement.csv: transaction 1: fingerprint 'twice' occurs twice in the batch; nothing of the 2 imports was booked")
        #expect(error.problem.message(Self.german)
            == "statement.csv: Buchung 1: der Fingerabdruck 'twice' kommt im Stapel zweimal vor; von den 2 Importen wurde keiner gebucht")
        #expect(error.problem.advice(Self.german) == "gleiche Zeilen einer Datei eindeutig machen, etwa mit einem Zähler der Vorkommen")
        #expect(try ledger.history(accountID: nil, limit: 10, offset: 0).isEmpty)
    }
}
