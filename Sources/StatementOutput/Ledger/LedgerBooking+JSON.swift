import LocalLedger
import StatementImport
import TextPrimitives

extension LedgerBooking {
    /// Every field, with the contract's names where the contract has the field.
    package var jsonValue: JSONValue {
        .object([
            ("id", .int(id)), ("account_id", .int(accountID)), ("import_id", .int(importID)),
            ("fingerprint", .string(fingerprint)), ("booking_date", .string(bookingDate)),
            ("value_date", .string(valueDate)), ("amount", .string(amount)), ("currency", .string(currency)),
            ("counterparty", .string(counterparty)), ("counterparty_iban", .string(counterpartyIBAN)),
            ("purpose", .string(purpose)), ("reference", .string(reference)), ("category", .string(category)),
            ("balance_after", .string(balanceAfter)), ("modified", .bool(modified)),
            ("modified_at", .string(modifiedAt)), ("undone", .bool(isUndone)),
        ])
    }
}
