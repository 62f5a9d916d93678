import CertainImportKit
import Foundation
import Testing

/// The library as the Certain app uses it: only `CertainImportKit`, a statement from
/// `Samples/`, and the app's own booking target.
@Suite struct StatementLibraryTests {
    /// Raiffeisen Schweiz's export names the IBAN but no currency; its template states CHF, so
    /// the app reads it by detection alone to meet a statement that states none.
    static let sample = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/raiffeisen-ch/raiffeisen-2025-03.csv")

    static var detectionAlone: StatementChoices {
        var choices = StatementChoices()
        choices.readsByDetectionAlone = true
        return choices
    }

    @Test func detectionNamesTheFormatWithItsEvidence() throws {
        let statement = try Statement(contentsOf: Self.sample)
        let plan = try statement.detect()
        #expect(statement.displayName == "raiffeisen-2025-03.csv")
        #expect(plan.template?.id == "raiffeisen-ch-konto")
        #expect(plan.format.encoding == .utf8)
        #expect(plan.format.dialect.delimiter == [UInt8(ascii: ";")])
        #expect(plan.format.columns.map(\.name) == ["IBAN", "Booked At", "Text", "Credit/Debit Amount", "Balance", "Valuta Date"])
        #expect(plan.format.columns.map(\.role) == [nil, .bookingDate, .purpose, .amount, .balance, .valueDate])
        #expect(plan.format.accountIBAN == "CH6080808456348462519")
        #expect(plan.format.ambiguities.isEmpty)
    }

    @Test func theAppChoosesWhereTheReadingWorksAndGetsTheSameStatement() throws {
        var choices = Self.detectionAlone
        choices.currency = Currency(code: "CHF")
        var read: [ReadingThreads: [String]] = [:]
        for threads in [ReadingThreads.own, .callingThread] {
            ReadingThreads.use(threads)
            let preview = try Statement(contentsOf: Self.sample).preview(choices)
            read[threads] = preview.transactions.map { "\($0.line) \($0.bookingDate) \($0.amount)" }
        }
        #expect(read[.own]?.count == 15)
        #expect(read[.own]?.first == "2 2025-03-01 6140.08")
        #expect(read[.own] == read[.callingThread])
    }

    @Test func aCurrencyTheStatementDoesNotStateIsANeedTheAppAnswers() throws {
        let statement = try Statement(contentsOf: Self.sample)
        let unanswered = try statement.preview(Self.detectionAlone)
        #expect(unanswered.undecided == [.currency(likely: ["CHF", "EUR", "USD"].compactMap(Currency.init(code:)))])
        #expect(unanswered.validation.passes)

        var choices = Self.detectionAlone
        choices.currency = Currency(code: "CHF")
        let preview = try statement.preview(choices)
        #expect(preview.undecided.isEmpty)
        #expect(preview.transactions.count == 15)
        #expect(preview.transactions.map(\.line) == [2, 3, 4, 5, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17, 18])
        #expect(preview.transactions.map(\.amount.currency.code) == Array(repeating: "CHF", count: 15))
        #expect(preview.transactions.map(\.amount.minorUnits).reduce(0, +) == 341_989)
        #expect(preview.fingerprints.count == 15)
        #expect(Set(preview.fingerprints).count == 15)
        let validation = preview.validation
        #expect(validation.reconciliation.status == .ok)
        #expect(validation.warnings.isEmpty)
        #expect(validation.passes)
    }

    @Test func aNewAccountIsRefusedWhileTheCurrencyIsUndecided() throws {
        let statement = try Statement(contentsOf: Self.sample)
        let preview = try statement.preview(Self.detectionAlone)
        let ledger = AppLedger()
        let review = try StatementUnderReview(preview, of: statement, account: "Privatkonto", in: ledger, user: "anna")
        #expect(throws: ImportRefusal.self) { try review.book(into: ledger) }
        do {
            _ = try review.book(into: ledger)
        } catch {
            guard case .undecided(let need) = error else {
                Issue.record("refused as \(error), not as a need")
                return
            }
            #expect(need == .currency(likely: ["CHF", "EUR", "USD"].compactMap(Currency.init(code:))))
        }
        #expect(try ledger.accounts().isEmpty)
        #expect(ledger.bookings.isEmpty)
    }

    @Test func aReviewedStatementIsBookedIntoTheAppsOwnTarget() throws {
        let statement = try Statement(contentsOf: Self.sample)
        var choices = Self.detectionAlone
        choices.currency = Currency(code: "CHF")
        let preview = try statement.preview(choices)
        let ledger = AppLedger()

        var review = try StatementUnderReview(preview, of: statement, account: "Privatkonto", in: ledger, user: "anna")
        // Line 13 repeats line 12's café payment.
        #expect(review.session.rows[9].line == 13)
        review.session.exclude(row: 9)
        try review.session.edit(row: 0, field: .category, text: "Lohn")
        #expect(review.session.rows[9].isIncluded == false)
        // The running balance needs the row left out: the review says so before booking.
        #expect(review.session.reconciliation.status == .mismatch)

        let booked = try review.book(into: ledger)
        #expect(booked.record.booked == 14)
        #expect(booked.record.skippedDuplicates == 0)
        #expect(booked.account.name == "Privatkonto")
        #expect(try ledger.accounts().map(\.name) == ["Privatkonto"])
        #expect(try ledger.accounts().map(\.currency) == ["CHF"])
        #expect(try ledger.accounts().map(\.balance.description) == ["4182.33"])
        #expect(ledger.bookings.count == 14)
        #expect(ledger.bookings.map(\.amount.minorUnits).reduce(0, +) == 342_629)
        #expect(ledger.bookings.first?.category == "Lohn")
        #expect(ledger.bookings.first?.amount.description == "6140.08")
        #expect(ledger.bookings.map(\.date.description).contains("2025-03-16"))
        let fingerprints = review.preview.fingerprints.enumerated().filter { $0.offset != 9 }.map(\.element.description)
        #expect(ledger.bookings.map(\.fingerprint) == fingerprints)
        #expect(try ledger.annotation(ofImport: 1).notes?.contains("anna") == true)
    }

    @Test func theAccountBookedIntoSettlesTheCurrencyAndKnowsItsRows() throws {
        let statement = try Statement(contentsOf: Self.sample)
        let preview = try statement.preview(Self.detectionAlone)
        let ledger = AppLedger()
        _ = try ledger.addAccount(name: "Privatkonto", iban: "CH60 8080 8456 3484 6251 9", currency: "CHF", openingBalance: "4182.33")

        let first = try StatementUnderReview(preview, of: statement, in: ledger, user: "anna")
        #expect(first.preview.undecided.isEmpty)
        #expect(first.preview.transactions.map(\.amount.currency.code) == Array(repeating: "CHF", count: 15))
        let booked = try first.book(into: ledger)
        #expect(booked.account.name == "Privatkonto")
        #expect(booked.record.booked == 15)
        #expect(ledger.bookings.map(\.amount.minorUnits).reduce(0, +) == 341_989)

        // The same statement again: every row is the account's already.
        let again = try StatementUnderReview(preview, of: statement, in: ledger, user: "anna")
        #expect(again.session.rows.filter(\.isDuplicate).count == 15)
        let bookedAgain = try again.book(into: ledger)
        #expect(bookedAgain.record.booked == 0)
        #expect(bookedAgain.record.skippedDuplicates == 15)
        #expect(ledger.bookings.count == 15)
    }

    @Test func aStatementWithoutIBANAsksForTheAccountAmongTheTargets() throws {
        let neon = Self.sample.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("neon/neon-2025-03.csv")
        let statement = try Statement(contentsOf: neon)
        let preview = try statement.preview()
        let ledger = AppLedger()
        _ = try ledger.addAccount(name: "Privatkonto", iban: nil, currency: "CHF", openingBalance: nil)
        let review = try StatementUnderReview(preview, of: statement, in: ledger, user: "anna")
        do {
            _ = try review.book(into: ledger)
            Issue.record("booked a statement that names no account")
        } catch {
            guard case .accountUndecided(let candidates) = error else {
                Issue.record("refused as \(error), not as the account undecided")
                return
            }
            #expect(candidates.map(\.name) == ["Privatkonto"])
        }
        #expect(ledger.bookings.isEmpty)
    }

    @Test func aTemplateTheRegistryLacksIsANeedWithTheIDsItHas() throws {
        let statement = try Statement(contentsOf: Self.sample)
        var choices = StatementChoices()
        choices.templateID = "raiffeisen"
        do {
            _ = try statement.preview(choices)
            Issue.record("read with a template that does not exist")
        } catch {
            guard case .undecided(.template(let candidates)) = error else {
                Issue.record("refused as \(error), not as a template need")
                return
            }
            #expect(candidates.contains("raiffeisen-ch-konto"))
            #expect(candidates == candidates.sorted())
            #expect(candidates.count == TemplateRegistry().templates.count)
        }
    }
}
