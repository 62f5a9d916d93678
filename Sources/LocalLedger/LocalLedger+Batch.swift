import Booking
import ImportWords
import StatementValues

extension LocalLedger {
    /// Books `imports` in order in one transaction: every import is recorded, or none is.
    ///
    /// Each import is booked as `book(_:idempotencyKey:annotation:)` books it, so a later
    /// import's rows that an earlier one of the same call booked are skipped as duplicates.
    /// An error names the file whose import failed; nothing of the call is left behind.
    package func bookAsOne(_ imports: [PendingImport]) throws(BookingError) -> [ImportRecord]? {
        try performWrite(.bookImportsAsOne(count: imports.count)) {
            var records: [ImportRecord] = []
            records.reserveCapacity(imports.count)
            for pending in imports {
                do {
                    records.append(try bookInTransaction(
                        pending.batch, idempotencyKey: pending.idempotencyKey, annotation: pending.annotation))
                } catch let error as BookingError {
                    // The refusal stays a value inside the one that names the file: its code
                    // and data beside the file and the count, worded together.
                    var data = error.problem.data
                    data["problem"] = .text(error.problem.code.rawValue)
                    data["batch_file"] = .text(pending.batch.source.filename)
                    data["batch_imports"] = .number(imports.count)
                    throw BookingError(
                        error.kind, target: error.target, Problem(.importsAsOneRefused, data, remedy: error.problem.remedy), hint: error.hint)
                }
            }
            return records
        }
    }

    /// The account's balance now and its live bookings (those of imports not undone): how many
    /// there are, what those dated on or after `from` add up to, and what those dated after
    /// `after` add up to.
    ///
    /// One pass over the bookings of the account's live imports, each a range of booking ids,
    /// so that checking each statement of a batch against the account does not read every
    /// booking of the ledger into memory again.
    package func bookedTotals(accountID: Int, from: CalendarDate, after: CalendarDate) throws(BookingError) -> BookedTotals? {
        try perform(.sumBookings(accountID: accountID)) {
            let account = try existingAccount(id: accountID)
            let currency = LedgerMoney.currency(account.currency)
            let query = try connection.prepare("""
                SELECT count(*), coalesce(sum(CASE WHEN booking_date >= ?2 THEN amount_minor END), 0),
                    coalesce(sum(CASE WHEN booking_date > ?3 THEN amount_minor END), 0)
                FROM imports AS i JOIN bookings AS b ON b.id BETWEEN i.first_booking_id AND i.last_booking_id
                WHERE i.account_id = ?1 AND i.status = 'booked' AND b.import_id = i.id
                """)
            // Stored as `YYYY-MM-DD`, whose text order is the date order.
            query.bind(.int(accountID), .text(from.description), .text(after.description))
            try query.step()
            return BookedTotals(
                balance: (try? Money(exactly: account.balance, currency: currency)) ?? Money(minorUnits: 0, currency: currency),
                count: query.int(at: 0),
                fromOn: Money(minorUnits: Int64(query.int(at: 1)), currency: currency),
                after: Money(minorUnits: Int64(query.int(at: 2)), currency: currency))
        }
    }
}
