/// What a column means for a transaction, named as the `detect` document names it.
public enum ColumnRole: String, CaseIterable, Sendable, Hashable, Codable {
    /// The day the bank booked the transaction.
    case bookingDate = "booking_date"
    /// The day the transaction took value.
    case valueDate = "value_date"
    /// The amount, signed.
    case amount
    /// The amount leaving the account, in a column of its own.
    case debit
    /// The amount coming in, in a column of its own.
    case credit
    /// A mark that tells a debit from a credit, such as `S`/`H` or `Debit`/`Credit`.
    case debitCreditFlag = "debit_credit_flag"
    /// The row's currency code.
    case currency
    /// Who paid or was paid.
    case counterparty
    /// The IBAN of who paid or was paid.
    case counterpartyIBAN = "counterparty_iban"
    /// What the payment was for.
    case purpose
    /// The bank's reference for the transaction.
    case reference
    /// The balance after the row.
    case balance
    /// The category the bank filed the transaction under.
    case category
    /// A fee charged on top of the amount (Revolut's "Fee", Wise's "Source fee amount").
    case fee

    /// Roles that at most one column can have; the others (`purpose`) may span several columns,
    /// whose texts are joined in order.
    package var isSingular: Bool { self != .purpose }
}
