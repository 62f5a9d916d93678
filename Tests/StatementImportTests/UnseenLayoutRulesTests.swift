import Foundation
import StatementChecks
import StatementDetection
import StatementMapping
import StatementValues
import TestSupport
import Testing

@testable import StatementImport

/// Rules of detection that read exports of banks beyond the German-speaking world
/// (`Tests/Fixtures/unseen/`), each on a statement of our own with exact values, and what
/// decided said in the output.
@Suite("Unseen layouts: rules that read them right")
struct UnseenLayoutRulesTests {
    @Test("no header: of two columns of amounts on every row, the one with both signs is the amount, and it says so")
    func onlySignedAmount() throws {
        let preview = try UnseenBankTests.read("headerless-signed-beside-unsigned.csv", currency: Currency(code: "DKK")!)
        #expect(preview.mapping.amount == .single(3))
        #expect(preview.mapping.balance == nil)
        #expect(UnseenBankTests.rows(preview) == [
            "2026-03-12 -42.50", "2026-03-09 21500.00", "2026-03-04 -612.40", "2026-02-28 -7800.00", "2026-02-21 -189.95",
        ])
        #expect(preview.warnings.map(\.englishMessage).contains(
            "column 4 holds the amounts: of the columns of amounts filled on every row, only it has amounts both below and "
                + "above zero; column 5 never below zero and not read (no running balance chains with it)"))
    }

    @Test("whole amounts grouped by no-break spaces read alike with either decimal mark: not undecided")
    func groupedWholeNumbers() throws {
        let preview = try UnseenBankTests.read("whole-numbers-grouped.csv", currency: Currency(code: "HUF")!)
        #expect(preview.format.ambiguities.isEmpty)
        #expect(UnseenBankTests.rows(preview) == [
            "2026-04-28 -120000.00", "2026-04-15 -15990.00", "2026-04-09 320000.00", "2026-04-02 -8250.00",
        ])
        #expect(preview.warnings.map(\.englishMessage).contains("every amount is a whole number, so either decimal mark reads them alike"))
        #expect(preview.reconciliation.status == .ok)
        #expect(preview.reconciliation.closingBalance?.description == "675760.00")
    }

    @Test("a column named 'created' dates the bookings, not the payout date that comes first")
    func createdDatesTheBookings() throws {
        let preview = try UnseenBankTests.read("created-beside-payout-date.csv")
        #expect(preview.mapping.bookingDate == 3)
        #expect(UnseenBankTests.rows(preview) == ["2026-02-02 77.38", "2026-02-04 43.39", "2026-02-17 116.27"])
    }

    @Test("a German compound ending in 'betrag' names the amount; original, tax and discount compounds do not")
    func germanAmountCompounds() throws {
        let preview = try UnseenBankTests.read("card-amount-compounds.csv", currency: .chf)
        #expect(preview.format.template == nil)
        #expect(preview.mapping.amount == .single(7))
        #expect(UnseenBankTests.rows(preview) == [
            "2026-03-03 -12.40", "2026-03-07 -203.70", "2026-03-12 -38.90", "2026-03-20 300.00", "2026-03-25 -74.15",
        ])
        #expect(preview.warnings.contains {
            $0.englishMessage.hasPrefix("sign: debits are written positive; read as a card statement that writes purchases positive")
        })
    }

    @Test("no header, amounts that leave the decimal mark open: the running balance chains under the mark it settles")
    func balanceChainsUnderTheMarkItSettles() throws {
        let preview = try UnseenBankTests.read("headerless-balance-settles-mark.csv", currency: Currency(code: "ISK")!)
        #expect(preview.mapping.amount == .single(2))
        #expect(preview.mapping.balance == 3)
        #expect(UnseenBankTests.rows(preview) == [
            "2026-03-26 -7990", "2026-03-21 -189900", "2026-03-15 -12500", "2026-03-09 -3450", "2026-03-03 450000",
        ])
        #expect(preview.reconciliation.status == .ok)
        #expect(preview.reconciliation.closingBalance?.description == "1236160")
    }

    @Test("no header, the same amount in two columns on every row of the file: the first is read, and it says why that is no guess")
    func twinAmounts() throws {
        let preview = try UnseenBankTests.read("headerless-twin-amounts.csv")
        #expect(preview.mapping.amount == .single(5))
        #expect(UnseenBankTests.rows(preview) == ["2026-03-02 -12.45", "2026-03-05 2480.00", "2026-03-11 -138.20", "2026-03-19 -915.00"])
        #expect(preview.transactions.allSatisfy { $0.currency == .eur })
        #expect(preview.warnings.map(\.englishMessage).contains("column 6 holds the amounts: column 8 holds the same amount on every row, so either reads the file alike"))
    }

    @Test("a direction in an amount's bracket ('Amount (credit)', 'Amount (debit)') names credits and debits beside the signed amount")
    func bracketedDirection() throws {
        let preview = try UnseenBankTests.read("bracketed-direction-names.csv", currency: Currency(code: "NZD")!)
        #expect(preview.format.columns.map(\.role) == [.bookingDate, .purpose, nil, .credit, .debit, .amount, .balance])
        #expect(preview.mapping.amount == .single(5))
        #expect(UnseenBankTests.rows(preview) == ["2026-03-02 -14.60", "2026-03-09 3120.00", "2026-03-17 -212.35", "2026-03-24 -96.18"])
        #expect(preview.reconciliation.status == .ok)
        #expect(preview.reconciliation.closingBalance?.description == "4096.87")
    }
}
