import StatementValues
import Testing

@testable import ImportEngine
@testable import StatementOutput

/// Which transactions a journal books as transfers between the user's own accounts, which as
/// refunds, and which as spent or earned: texts of the sample banks' statements and of card
/// bills.
@Suite("journal counterparts")
struct JournalCounterpartTests {
    @Test("the kind of a transaction by its amount and texts", arguments: [
        // A card's bill, named as such or by a scheme with a word of settlement.
        (-61245, "Visa Card Services", "Kreditkartenabrechnung 12/2024", JournalCounterpart.transfer),
        (-23310, "Mastercard", "Mastercard Abrechnung 01/2025", .transfer),
        (-9000, "Swisscard AECS", "American Express Monatsrechnung", .transfer),
        (-12000, nil, "Payment of credit card bill", .transfer),
        (50000, "Lena Weiss", "KREDITKARTENZAHLUNG Eingang", .transfer),
        // Purchases with a card, which name the scheme or the card too.
        (-734, "Tankstelle Am Ring", "VISA Debitkartenumsatz", .ordinary),
        (-8417, nil, "Kornhaus Markt Kartenzahlung Kornhaus Markt", .ordinary),
        (-2350, "Billa", "VISA Billa Filiale 1140", .ordinary),
        (-4590, "Revolut", "CARD_PAYMENT", .ordinary),
        // Money given back, and the same words on money leaving.
        (4694, "Kornblume Biomarkt", "Rückerstattung Kornblume Biomarkt Retoure", .refund),
        (6100, "Drogerie Sonnenschein", "CARD_REFUND", .refund),
        (5956, "Tankstelle Am Ring", "Presentment Refund", .refund),
        (4200, "Tankstelle Am Ring", "Rückzahlung", .refund),
        (-1500, "Versandhaus", "Retoure Versandkosten", .ordinary),
        // Money earned.
        (331066, "Holzwerk Grünthal GmbH", "Lohn 03/2025", .ordinary),
        (364506, nil, "Gutschrift Holzwerk Grünthal GmbH Lohn 03/2025", .ordinary),
        // Words that hold a refund word but are income: an employer's reimbursement, a tax
        // refund (which no purchase's category takes back).
        (18250, "Holzwerk Grünthal GmbH", "Reisekostenerstattung März", .ordinary),
        (84000, "Finanzamt Neuhafen", "Steuererstattung 2024", .ordinary),
        (3000, "Versandhaus", "Erstattung Bestellung 4711", .refund),
    ] as [(Int64, String?, String, JournalCounterpart)])
    func kind(minorUnits: Int64, counterparty: String?, purpose: String, expected: JournalCounterpart) {
        let amount = Money(minorUnits: minorUnits, currency: .eur)
        #expect(JournalCounterpart(amount: amount, counterparty: counterparty, purpose: purpose) == expected)
    }

    @Test("the account each kind books to", arguments: [
        (JournalCounterpart.transfer, -61245, nil, "Assets:Transfers"),
        (.transfer, -61245, "Kreditkarte", "Assets:Transfers"),
        (.refund, 1240, "Lebensmittel", "Expenses:Lebensmittel"),
        (.refund, 4590, nil, "Expenses:Unknown"),
        (.ordinary, -8420, "Lebensmittel", "Expenses:Lebensmittel"),
        (.ordinary, 310000, nil, "Income:Unknown"),
        // A category that names an account of its own is the user's choice, whatever the kind.
        (.transfer, -50000, "Assets:Savings", "Assets:Savings"),
        (.refund, 1240, "expenses:food", "expenses:food"),
    ] as [(JournalCounterpart, Int64, String?, String)])
    func account(kind: JournalCounterpart, minorUnits: Int64, category: String?, expected: String) {
        let names = JournalAccountNames(format: .hledger)
        #expect(names.counterAccount(category: category, amount: Money(minorUnits: minorUnits, currency: .eur), kind: kind) == expected)
    }
}
