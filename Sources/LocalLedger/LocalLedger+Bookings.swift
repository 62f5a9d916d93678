import Booking
import ImportWords
import StatementValues

extension LocalLedger {
    /// The bookings of one import (also an undone one), or, without an import, every booking
    /// that counts: those of imports not undone. In booking order.
    package func bookings(importID: Int? = nil) throws(BookingError) -> [LedgerBooking] {
        try perform(importID.map { .readBookingsOfImport($0) } ?? .readBookings) {
            if let importID { _ = try existingImport(id: importID) }
            let query: SQLiteStatement
            if let importID {
                query = try connection.prepare(Self.bookingQuery + """
                     WHERE i.id = ?1 AND b.id BETWEEN i.first_booking_id AND i.last_booking_id ORDER BY b.id
                    """)
                query.bind(.int(importID))
            } else {
                query = try connection.prepare(Self.bookingQuery + " WHERE i.status = 'booked' ORDER BY b.id")
            }
            return try query.rows(Self.booking)
        }
    }

    /// Changes the texts of a booking and marks it modified, which protects it from a plain
    /// undo of its import. A `nil` argument leaves that field as it is.
    @discardableResult
    package func editBooking(
        id: Int, category: String? = nil, purpose: String? = nil, counterparty: String? = nil
    ) throws(BookingError) -> LedgerBooking {
        guard category != nil || purpose != nil || counterparty != nil else {
            throw BookingError(.invalid, target: target, Problem(.ledgerNothingToChange, ["booking": .number(id)]))
        }
        return try performWrite(.editBooking(id)) {
            let update = try connection.prepare("""
                UPDATE bookings SET category = coalesce(?1, category), purpose = coalesce(?2, purpose),
                    counterparty = coalesce(?3, counterparty), modified = 1, modified_at = ?4
                WHERE id = ?5
                """)
            update.bind(.text(category), .text(purpose), .text(counterparty), .text(LedgerClock.now()), .int(id))
            try update.step()
            guard connection.changes == 1 else {
                throw BookingError(.notFound, target: target, Problem(.bookingNotFound, ["booking": .number(id)]))
            }
            let query = try connection.prepare(Self.bookingQuery + " WHERE b.id = ?1")
            query.bind(.int(id))
            try query.step()
            return try Self.booking(query)
        }
    }

    private static let bookingQuery = """
        SELECT b.id, b.account_id, b.import_id, b.fingerprint, b.booking_date, b.value_date, b.amount_minor, b.currency,
               b.counterparty, b.counterparty_iban, b.purpose, b.reference, b.category, b.balance_after_minor,
               b.modified, b.modified_at, i.status
        FROM bookings AS b JOIN imports AS i ON i.id = b.import_id
        """

    private static func booking(_ row: SQLiteStatement) throws -> LedgerBooking {
        let currency = row.text(at: 7) ?? ""
        return LedgerBooking(
            id: row.int(at: 0), accountID: row.int(at: 1), importID: row.int(at: 2), fingerprint: row.text(at: 3) ?? "",
            bookingDate: row.text(at: 4) ?? "", valueDate: row.text(at: 5),
            amount: LedgerMoney.text(row.int(at: 6), code: currency), currency: currency,
            counterparty: row.text(at: 8), counterpartyIBAN: row.text(at: 9), purpose: row.text(at: 10),
            reference: row.text(at: 11), category: row.text(at: 12),
            balanceAfter: row.optionalInt(at: 13).map { LedgerMoney.text($0, code: currency) },
            modified: row.int(at: 14) != 0, modifiedAt: row.text(at: 15), isUndone: row.text(at: 16) == "undone"
        )
    }
}
