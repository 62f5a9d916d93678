import Booking
import StatementImport

/// What a server leaves to Certain of the operations the local ledger has beyond the
/// contract: accounts are opened in Certain, their opening balances are known, bookings are
/// not summed by date, imports carry no notes and are booked one per call.
extension CertainServerTarget {
    public var opensAccounts: Bool { false }

    public func account(matching text: String) throws(BookingError) -> Account? {
        AccountLookup.find(text, in: try accounts())
    }

    public func addAccount(name: String, iban: String?, currency: String, openingBalance: String?) throws(BookingError) -> Account {
        throw BookingError(
            .invalid, target: displayName, message: "cannot open the account '\(name)': accounts of a server are opened in Certain",
            hint: "open it in Certain, then name it with --account")
    }

    public func accountsWithUnknownOpeningBalance() throws(BookingError) -> Set<Int> { [] }

    public func bookedTotals(accountID: Int, from: CalendarDate, after: CalendarDate) throws(BookingError) -> BookedTotals? { nil }

    /// Books as `book(_:idempotencyKey:)`: the contract has no place for the ledger's notes.
    public func book(_ batch: Batch, idempotencyKey: String, annotation: ImportAnnotation) throws(BookingError) -> ImportRecord {
        try book(batch, idempotencyKey: idempotencyKey)
    }

    public func bookAsOne(_ imports: [PendingImport]) throws(BookingError) -> [ImportRecord]? { nil }

    public func annotation(ofImport id: Int) throws(BookingError) -> ImportAnnotation { .none }
}
