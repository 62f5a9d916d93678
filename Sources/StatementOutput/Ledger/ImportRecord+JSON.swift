import Booking
import StatementImport
import TextPrimitives

extension ImportRecord {
    /// The import as `history --json` lists it, with the contract's names.
    package var jsonValue: JSONValue {
        .object([
            ("id", .int(id)),
            ("created_at", .string(createdAt)),
            ("account_id", .int(accountID)),
            ("filename", .string(filename)),
            ("sha256", .string(sha256)),
            ("booked", .int(booked)),
            ("skipped_duplicates", .int(skippedDuplicates)),
            ("status", .string(status)),
            ("undone_at", .string(undoneAt)),
        ])
    }
}
