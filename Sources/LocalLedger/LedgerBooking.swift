import StatementImport


/// One booking in the local ledger, with every field the import gave it.
///
/// The Certain API lists only a summary of each booking (`BookedTransaction`); the ledger is
/// the user's own bookkeeping, so it shows and edits all of it.
public struct LedgerBooking: Sendable, Equatable {
    public var id: Int
    public var accountID: Int
    public var importID: Int
    public var fingerprint: String
    /// `YYYY-MM-DD`.
    public var bookingDate: String
    public var valueDate: String?
    /// The contract's decimal string (`"-12.30"`).
    public var amount: String
    public var currency: String
    public var counterparty: String?
    public var counterpartyIBAN: String?
    public var purpose: String?
    public var reference: String?
    public var category: String?
    public var balanceAfter: String?
    /// Whether the user changed the booking after its import, which protects it from an undo.
    public var modified: Bool
    public var modifiedAt: String?
    /// Whether its import was undone, so that it no longer counts.
    public var isUndone: Bool

    public init(
        id: Int, accountID: Int, importID: Int, fingerprint: String, bookingDate: String, valueDate: String?,
        amount: String, currency: String, counterparty: String?, counterpartyIBAN: String?, purpose: String?,
        reference: String?, category: String?, balanceAfter: String?, modified: Bool, modifiedAt: String?,
        isUndone: Bool
    ) {
        self.id = id
        self.accountID = accountID
        self.importID = importID
        self.fingerprint = fingerprint
        self.bookingDate = bookingDate
        self.valueDate = valueDate
        self.amount = amount
        self.currency = currency
        self.counterparty = counterparty
        self.counterpartyIBAN = counterpartyIBAN
        self.purpose = purpose
        self.reference = reference
        self.category = category
        self.balanceAfter = balanceAfter
        self.modified = modified
        self.modifiedAt = modifiedAt
        self.isUndone = isUndone
    }
}
