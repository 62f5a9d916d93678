import Booking
import CertainServer
import Foundation
import ImportEngine
import StatementImport
import StatementTemplates
import StatementValues
import TableReading
import TestSupport
import Testing

/// The import engine against the reference Certain server: a server books one import per
/// call, so an all-or-nothing run books the files in turn and undoes the booked ones when a
/// later one fails.
@Suite("import engine against a server", .serialized)
struct ImportEngineServerTests {
    static let files = ["raiffeisen-ch/raiffeisen-2025-03.csv", "raiffeisen-ch/raiffeisen-2025-04.csv"]

    @Test("all or nothing: the second booking refused, the first is undone and the server keeps nothing")
    func allOrNothingUndoesTheBookedFiles() throws {
        let server = try ReferenceServer()
        defer { server.stop() }
        let fixture = try server.setUpAccount(name: "Privat", iban: "CH6080808456348462519", currency: "CHF", openingBalance: "4182.33")
        let target = try CertainServerTarget(name: "reference", baseURL: server.baseURL.absoluteString, token: fixture.token.token)
        // The first booking passes, the second is refused (422 is not retried).
        try server.arm(.status(422, path: "/api/imports", method: "POST", after: 1))

        var settings = ImportSettings()
        settings.allOrNothing = true
        let registry = TemplateRegistry()
        let contents = try Self.files.map {
            [UInt8](try Data(contentsOf: Corpus.repositoryRoot.appendingPathComponent("Samples").appendingPathComponent($0)))
        }
        var events: [String] = []
        var engine = ImportEngine(
            files: Self.files.map { ImportFile(displayName: $0, filename: URL(fileURLWithPath: $0).lastPathComponent) },
            target: target, settings: settings, questions: nil, templates: registry,
            read: { index in
                let plan = try StatementLoader.plan(
                    head: contents[index], tail: nil, fileName: nil, registry: registry, choice: .automatic, currency: Currency(code: "CHF"))
                return try StatementPipeline.read(InMemoryChunkSource(contents[index]), plan: plan)
            },
            report: { event in
                switch event {
                case .checkingStarted, .fileChecked, .readingStarted, .fileRead: break
                case .failed(let error): events.append("failed \(error.kind) \(error.file ?? "-")")
                case .importUndone(let id, let file): events.append("undone \(id) \(file)")
                case .fileOutcome(let outcome):
                    events.append("\(outcome.file) \(outcome.status.rawValue) import=\(outcome.record.map { String($0.id) } ?? "-")")
                default: events.append("unexpected \(event)")
                }
            })

        #expect(try engine.run() == .input)

        #expect(events == [
            "failed input \(target.displayName) POST /api/imports",
            "undone 1 \(Self.files[0])",
            "\(Self.files[0]) undone import=1",
            "\(Self.files[1]) failed import=-",
        ])
        let state = try server.state()
        #expect(state.imports.map(\.status) == ["undone"])
        #expect(state.accounts.map(\.bookings) == [0])
    }

    /// Runs the engine on Raiffeisen's March statement (its running balance opens at 4182.33)
    /// into the account 'Privat' of `target`.
    static func importMarch(into target: CertainServerTarget, acceptsMismatch: Bool = false) throws -> ImportEngineError.Kind? {
        var settings = ImportSettings()
        settings.account = "Privat"
        settings.acceptsMismatch = acceptsMismatch
        let registry = TemplateRegistry()
        let contents = [UInt8](try Data(contentsOf: Corpus.repositoryRoot.appendingPathComponent("Samples").appendingPathComponent(files[0])))
        var engine = ImportEngine(
            files: [ImportFile(displayName: files[0], filename: "raiffeisen-2025-03.csv")],
            target: target, settings: settings, questions: nil, templates: registry,
            read: { _ in
                let plan = try StatementLoader.plan(
                    head: contents, tail: nil, fileName: nil, registry: registry, choice: .automatic, currency: Currency(code: "CHF"))
                return try StatementPipeline.read(InMemoryChunkSource(contents), plan: plan)
            },
            report: { _ in })
        return try engine.run()
    }

    static let mismatch = """
        the balances do not reconcile; nothing was booked:
          the account's booked balance 100.00 + 3419.89 = 3519.89, but the statement ends at 7602.22: bookings are missing or doubled between the account and this statement
        """

    @Test("an account without imports holds its opening balance: a statement that opens elsewhere is refused, nothing booked")
    func aStatementThatDoesNotOpenWithTheOpeningBalanceIsRefused() throws {
        let server = try ReferenceServer()
        defer { server.stop() }
        let fixture = try server.setUpAccount(name: "Privat", iban: nil, currency: "CHF", openingBalance: "100.00")
        let target = try CertainServerTarget(name: "reference", baseURL: server.baseURL.absoluteString, token: fixture.token.token)

        let error = #expect(throws: ImportEngineError.self) { try Self.importMarch(into: target) }

        #expect(error?.kind == .problemsFound)
        #expect(error?.message == Self.mismatch)
        let state = try server.state()
        #expect(state.imports.isEmpty)
        #expect(state.accounts.map(\.bookings) == [0])
    }

    @Test("an account whose imports were all undone holds its opening balance again; --accept-mismatch books")
    func anAccountWhoseImportsWereUndoneIsCheckedAgain() throws {
        let server = try ReferenceServer()
        defer { server.stop() }
        let fixture = try server.setUpAccount(name: "Privat", iban: nil, currency: "CHF", openingBalance: "100.00")
        let target = try CertainServerTarget(name: "reference", baseURL: server.baseURL.absoluteString, token: fixture.token.token)
        #expect(try Self.importMarch(into: target, acceptsMismatch: true) == nil)
        #expect(try server.state().accounts.map(\.balance) == ["3519.89"])
        _ = try target.undo(importID: 1, force: false)

        let error = #expect(throws: ImportEngineError.self) { try Self.importMarch(into: target) }

        #expect(error?.message == Self.mismatch)
        #expect(try server.state().imports.map(\.status) == ["undone"])
    }

    @Test("an account opened with the statement's opening balance reconciles and books")
    func aStatementThatOpensWithTheOpeningBalanceIsBooked() throws {
        let server = try ReferenceServer()
        defer { server.stop() }
        let fixture = try server.setUpAccount(name: "Privat", iban: nil, currency: "CHF", openingBalance: "4182.33")
        let target = try CertainServerTarget(name: "reference", baseURL: server.baseURL.absoluteString, token: fixture.token.token)

        #expect(try Self.importMarch(into: target) == nil)

        #expect(try server.state().accounts.map(\.balance) == ["7602.22"])
    }
}
