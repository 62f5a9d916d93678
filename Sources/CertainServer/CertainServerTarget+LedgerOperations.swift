import Booking
import ImportWords
import StatementValues

/// What a server leaves to Certain of the operations the local ledger has beyond the
/// contract: accounts are opened in Certain, their opening balances are known, bookings are
/// not summed by date (only an account without live imports has totals), imports carry no
/// notes and are booked one per call.
extension CertainServerTarget {
    package var opensAccounts: Bool { false }

    package func account(matching text: String) throws(BookingError) -> Account? {
        AccountLookup.find(text, in: try accounts())
    }

    package func addAccount(name: String, iban: String?, currency: String, openingBalance: String?) throws(BookingError) -> Account {
        throw BookingError(.invalid, target: displayName, Problem(
            .serverOpensNoAccounts, ["name": .text(name)], remedy: .openAccountElsewhere(inCertain: true)))
    }

    package func accountsWithUnknownOpeningBalance() throws(BookingError) -> Set<Int> { [] }

    /// The totals of an account that holds no live import: its balance is then its opening
    /// balance, before any statement. Certain does not sum bookings by date, so an account
    /// with live imports gives `nil`.
    package func bookedTotals(accountID: Int, from: CalendarDate, after: CalendarDate) throws(BookingError) -> BookedTotals? {
        let page = 50
        var offset = 0
        while true {
            let imports = try history(accountID: accountID, limit: page, offset: offset)
            if imports.contains(where: { $0.status != "undone" }) { return nil }
            if imports.count < page { break }
            offset += imports.count
        }
        guard let account = try accounts().first(where: { $0.id == accountID }), let currency = Currency(code: account.currency),
              let balance = try? Money(exactly: account.balance, currency: currency)
        else { return nil }
        let nothing = Money(minorUnits: 0, currency: currency)
        return BookedTotals(balance: balance, count: 0, fromOn: nothing, after: nothing)
    }

    /// Books as `book(_:idempotencyKey:)`: the contract has no place for the ledger's notes.
    package func book(_ batch: Batch, idempotencyKey: String, annotation: ImportAnnotation) throws(BookingError) -> ImportRecord {
        try book(batch, idempotencyKey: idempotencyKey)
    }

    package func bookAsOne(_ imports: [PendingImport]) throws(BookingError) -> [ImportRecord]? { nil }

    package func annotation(ofImport id: Int) throws(BookingError) -> ImportAnnotation { .none }
}
