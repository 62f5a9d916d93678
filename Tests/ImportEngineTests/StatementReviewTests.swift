import Booking
import Foundation
import LocalLedger
import StatementImport
import StatementReview
import StatementChecks
import StatementTemplates
import TestSupport
import Testing

@testable import ImportEngine

/// A review opened, kept and booked as `review` does it, on a real `LocalLedger` and a real
/// `ReviewStore` in a temporary directory, with the March DKB statement of `Samples/`.
@Suite("statement review")
struct StatementReviewTests {
    /// The ledger, the store and the sample.
    struct Setup {
        let directory: URL
        let ledger: LocalLedger
        let store: ReviewStore
        let file = ImportFile(displayName: "dkb/girokonto-2025-03.csv", filename: "girokonto-2025-03.csv")

        init() throws {
            directory = try Corpus.temporaryDirectory()
            ledger = try LocalLedger(path: directory.appendingPathComponent("ledger.sqlite").path)
            store = ReviewStore(directory: directory.appendingPathComponent("reviews").path)
        }

        static func preview(_ sample: String) throws -> StatementPreview {
            let url = Corpus.repositoryRoot.appendingPathComponent("Samples").appendingPathComponent(sample)
            return try StatementReading.preview(
                Array(try Data(contentsOf: url)), fileName: url.lastPathComponent, registry: TemplateRegistry())
        }

        func open(_ sample: String = "dkb/girokonto-2025-03.csv", accountName: String? = nil) throws -> StatementReview {
            try StatementReview.open(
                try Self.preview(sample), file: file, accountName: accountName, in: ledger, targetName: "ledger.sqlite", store: store,
                user: "anna")
        }
    }

    @Test("the statement's IBAN names a new account; booked, the same statement shows every row as booked")
    func bookAndOpenAgain() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        var review = try setup.open()
        guard case .missing(let name) = review.account else {
            Issue.record("expected a new account, got \(review.account)")
            return
        }
        #expect(name == "DE39120300005924142608")
        #expect(review.bookingRefusal == nil)
        _ = review.session.exclude(row: 0)
        try review.save()
        #expect(review.isKept)

        let booked = try review.book(into: { setup.ledger }, report: { _ in })
        #expect(booked.account.name == "DE39120300005924142608")
        #expect(booked.record.booked == 17)
        #expect(booked.result.excluded.count == 1)
        #expect(!review.isKept)

        let again = try setup.open()
        guard case .existing(let account) = again.account else {
            Issue.record("expected the account booked into, got \(again.account)")
            return
        }
        #expect(account.name == "DE39120300005924142608")
        #expect(again.session.rows.map(\.status.name).filter { $0 == "duplicate" }.count == 17)
        #expect(again.session.rows.map(\.status.name).filter { $0 == "new" }.count == 1)
    }

    @Test("a kept review is resumed with its changes")
    func resumesKeptReview() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        var review = try setup.open()
        #expect(review.resumeReport == nil)
        _ = review.session.exclude(row: 2)
        try review.save()

        let resumed = try setup.open()
        #expect(resumed.resumeReport?.isClean == true)
        #expect(resumed.session.operations.count == 1)
        #expect(resumed.session.rows[2].status.name == "excluded")
    }

    @Test("a statement that names no account can be reviewed, not booked, as import refuses it")
    func noAccountNamed() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        var preview = try Setup.preview("dkb/girokonto-2025-03.csv")
        preview.format.accountIBAN = nil
        let review = try StatementReview.open(
            preview, file: setup.file, accountName: nil, in: setup.ledger, targetName: "ledger.sqlite", store: setup.store, user: "anna")
        #expect(review.bookingRefusal?.problem == ImportEngine.accountNotNamed(in: preview.format, file: setup.file.displayName).problem)
        #expect(review.bookingRefusal?.kind == .usage)
        #expect(throws: ImportEngineError.self) { try review.book(into: { setup.ledger }, report: { _ in }) }
        #expect(try setup.ledger.accounts().isEmpty)
    }

    @Test("several statements are reviewed in the order a batch books them: by period")
    func bookingOrder() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        let later = try setup.open("dkb/girokonto-2025-03-15_2025-04-15.csv")
        let earlier = try setup.open("dkb/girokonto-2025-03.csv")
        #expect(StatementReview.bookingOrder(of: [later, earlier]) == [1, 0])
        #expect(StatementReview.bookingOrder(of: [earlier, later]) == [0, 1])
    }
}
