import StatementImport


/// One booking in the local ledger, with every field the import gave it.
///
/// The Certain API lists only a summary of each booking (`BookedTransaction`); the ledger is
/// the user's own bookkeeping, so it shows and edits all of it.
package struct LedgerBooking: Sendable, Equatable {
    package var id: Int
    package var accountID: Int
    package var importID: Int
    package var fingerprint: String
    /// `YYYY-MM-DD`.
    package var bookingDate: String
    package var valueDate: String?
    /// The contract's decimal string (`"-12.30"`).
    package var amount: String
    package var currency: String
    package var counterparty: String?
    package var counterpartyIBAN: String?
    package var purpose: String?
    package var reference: String?
    package var category: String?
    package var balanceAfter: String?
    /// Whether the user changed the booking after its import, which protects it from an undo.
    package var modified: Bool
    package var modifiedAt: String?
    /// Whether its import was undone, so that it no longer counts.
    package var isUndone: Bool

    package init(
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
