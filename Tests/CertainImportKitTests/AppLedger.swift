import CertainImportKit

/// The app's own booking target, as the Certain app would write one over its store: accounts
/// and bookings held in memory. It opens accounts, keeps notes, and books one import per call.
final class AppLedger: BookingTarget {
    /// One booking as the app keeps it.
    struct Booking: Equatable {
        var accountID: Int
        var importID: Int
        var fingerprint: String
        var date: CalendarDate
        var amount: Money
        var purpose: String?
        var category: String?
    }

    let displayName = "the app's ledger"
    let opensAccounts = true
    private(set) var heldAccounts: [Account] = []
    private(set) var bookings: [Booking] = []
    private(set) var imports: [ImportRecord] = []
    private var notes: [Int: ImportAnnotation] = [:]

    func accounts() throws(BookingError) -> [Account] { heldAccounts }

    func account(matching text: String) throws(BookingError) -> Account? {
        let wanted = Self.comparable(text)
        return heldAccounts.first { Self.comparable($0.name) == wanted }
            ?? heldAccounts.first { $0.iban.map(Self.comparable) == wanted }
    }

    func addAccount(name: String, iban: String?, currency: String, openingBalance: String?) throws(BookingError) -> Account {
        let opening = Currency(code: currency).flatMap { kept in openingBalance.flatMap { Money(contractString: $0, currency: kept) } }
        let account = Account(
            id: heldAccounts.count + 1, name: name, iban: iban, currency: currency,
            balance: opening?.amount ?? DecimalAmount(significand: 0, scale: 2))
        heldAccounts.append(account)
        return account
    }

    func planAccount(name: String, iban: String?, currency: Currency, openingBalance: Money?) throws(BookingError) -> AccountToOpen {
        let account = Account(
            id: heldAccounts.count + 1, name: name, iban: iban, currency: currency.code,
            balance: openingBalance?.amount ?? DecimalAmount(significand: 0, scale: currency.minorUnitDigits))
        return AccountToOpen(account: account, openingBalance: openingBalance)
    }

    func accountsWithUnknownOpeningBalance() throws(BookingError) -> Set<Int> { [] }

    /// The app does not sum its bookings by date: statements are checked on their own.
    func bookedTotals(accountID: Int, from: CalendarDate, after: CalendarDate) throws(BookingError) -> BookedTotals? { nil }

    func preview(_ batch: Batch) throws(BookingError) -> BatchPreview {
        let held = Set(bookings.filter { $0.accountID == batch.accountID }.map(\.fingerprint))
        let rows = batch.transactions.indices.map { index in
            BatchPreview.Row(index: index, status: held.contains(batch.transactions[index].fingerprint.description) ? "duplicate" : "new", existingID: nil)
        }
        let new = rows.filter { $0.status == "new" }.count
        let balance = heldAccounts.first { $0.id == batch.accountID }?.balance ?? DecimalAmount(significand: 0, scale: 2)
        return BatchPreview(
            accountID: batch.accountID, rows: rows, summary: BatchPreview.Summary(new: new, duplicate: rows.count - new),
            balance: BatchPreview.Balance(current: balance, after: balance))
    }

    func book(_ batch: Batch, idempotencyKey: String) throws(BookingError) -> ImportRecord {
        try book(batch, idempotencyKey: idempotencyKey, annotation: .none)
    }

    func book(_ batch: Batch, idempotencyKey: String, annotation: ImportAnnotation) throws(BookingError) -> ImportRecord {
        if let opening = annotation.accountToOpen { heldAccounts.append(opening.account) }
        let new = try preview(batch).rows.filter { $0.status == "new" }.map { batch.transactions[$0.index] }
        let id = imports.count + 1
        for row in new {
            bookings.append(Booking(
                accountID: batch.accountID, importID: id, fingerprint: row.fingerprint.description, date: row.bookingDate,
                amount: row.amount, purpose: row.purpose, category: row.category))
        }
        let record = ImportRecord(
            id: id, createdAt: "2026-12-05T07:00:00.000000", accountID: batch.accountID, filename: batch.source.filename,
            sha256: batch.source.sha256, booked: new.count, skippedDuplicates: batch.transactions.count - new.count,
            status: "booked", undoneAt: nil)
        imports.append(record)
        notes[id] = annotation
        return record
    }

    func bookAsOne(_ imports: [PendingImport]) throws(BookingError) -> [ImportRecord]? { nil }

    func annotation(ofImport id: Int) throws(BookingError) -> ImportAnnotation { notes[id] ?? .none }

    func history(accountID: Int?, limit: Int, offset: Int) throws(BookingError) -> [ImportRecord] {
        Array(imports.reversed().filter { accountID == nil || $0.accountID == accountID }.dropFirst(offset).prefix(limit))
    }

    func importDetail(id: Int) throws(BookingError) -> ImportDetail {
        guard let record = imports.first(where: { $0.id == id }) else {
            throw BookingError(.notFound, target: displayName, message: "no import \(id)")
        }
        return ImportDetail(record: record, transactions: [])
    }

    func undo(importID: Int, force: Bool) throws(BookingError) -> UndoResult {
        let removed = bookings.filter { $0.importID == importID }.count
        bookings.removeAll { $0.importID == importID }
        return UndoResult(id: importID, status: "undone", removed: removed, undoneAt: "2026-12-05T07:00:00.000000")
    }

    private static func comparable(_ text: String) -> String {
        text.filter { !$0.isWhitespace }.lowercased()
    }
}
