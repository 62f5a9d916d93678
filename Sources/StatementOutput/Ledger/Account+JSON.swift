import Booking
import StatementImport
import TextPrimitives

extension Account {
    /// The account as `GET /api/accounts` lists it; `null` for a balance that is not known
    /// (a local account whose opening balance no statement has told yet).
    package func jsonValue(balanceKnown: Bool = true) -> JSONValue {
        .object([
            ("id", .int(id)), ("name", .string(name)), ("iban", .string(iban)), ("currency", .string(currency)),
            ("balance", .string(balanceKnown ? balance.description : nil)), ("archived", .bool(archived)),
        ])
    }
}
