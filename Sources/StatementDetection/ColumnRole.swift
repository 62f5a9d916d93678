/// What a column means for a transaction, named as the `detect` document names it.
public enum ColumnRole: String, CaseIterable, Sendable, Hashable, Codable {
    case bookingDate = "booking_date"
    case valueDate = "value_date"
    case amount
    case debit
    case credit
    case debitCreditFlag = "debit_credit_flag"
    case currency
    case counterparty
    case counterpartyIBAN = "counterparty_iban"
    case purpose
    case reference
    case balance
    case category
    /// A fee charged on top of the amount (Revolut's "Fee", Wise's "Source fee amount").
    case fee

    /// Roles that at most one column can have; the others (`purpose`) may span several columns,
    /// whose texts are joined in order.
    package var isSingular: Bool { self != .purpose }
}
