import Booking
import StatementImport
import StatementValues

extension ImportEngine {
    mutating func book(_ prepared: PreparedImport) throws(ImportEngineError) {
        let record = try ImportEngineError.catching { () throws(BookingError) in
            try target.book(prepared.batch, idempotencyKey: prepared.idempotencyKey, annotation: prepared.annotation)
        }
        booked(record, of: prepared)
    }

    private mutating func booked(_ record: ImportRecord, of prepared: PreparedImport) {
        let index = prepared.index
        if let opened = prepared.annotation.accountToOpen {
            accountsToOpen[opened.account.id] = nil
            report(.accountOpened(opened.account, target: target.displayName, openingBalance: opened.openingBalance))
        }
        if let opening = prepared.annotation.openingBalance {
            report(.openingBalanceSet(account: prepared.account.name, opening: opening, file: files[index].displayName, dryRun: false))
        }
        outcomes[index].status = .booked
        outcomes[index].record = record
        outcomes[index].new = record.booked
        outcomes[index].duplicates = record.skippedDuplicates
    }

    /// All or nothing: books every prepared file, or none when any file failed.
    mutating func bookAsOne(_ prepared: [PreparedImport]) throws(ImportEngineError) {
        let indexes = prepared.map(\.index)
        guard failures.isEmpty else {
            report(.nothingBooked(failed: failures.count, files: files.count))
            for index in indexes { outcomes[index].status = .notBooked }
            return
        }
        if settings.dryRun {
            for index in indexes { outcomes[index].status = .dryRun }
            return
        }
        let records: [ImportRecord]?
        do throws(BookingError) {
            records = try target.bookAsOne(prepared.map {
                PendingImport(batch: $0.batch, idempotencyKey: $0.idempotencyKey, annotation: $0.annotation)
            })
        } catch {
            try fail(nil, ImportEngineError(error))
            for index in indexes { outcomes[index].status = .notBooked }
            return
        }
        guard let records else { return try bookInTurn(prepared) }
        for (position, record) in records.enumerated() { booked(record, of: prepared[position]) }
    }

    /// A target that books one import per call: book in order and, when one fails, undo the
    /// ones booked before it, saying what became of each.
    private mutating func bookInTurn(_ prepared: [PreparedImport]) throws(ImportEngineError) {
        var done: [(index: Int, record: ImportRecord)] = []
        for (position, next) in prepared.enumerated() {
            do throws(BookingError) {
                let record = try target.book(next.batch, idempotencyKey: next.idempotencyKey)
                booked(record, of: next)
                done.append((next.index, record))
            } catch {
                try fail(next.index, ImportEngineError(error))
                for later in prepared[(position + 1)...] { outcomes[later.index].status = .notBooked }
                undo(done.reversed())
                return
            }
        }
    }

    private mutating func undo(_ imports: [(index: Int, record: ImportRecord)]) {
        for (index, record) in imports {
            let file = files[index].displayName
            do throws(BookingError) {
                _ = try target.undo(importID: record.id, force: false)
                outcomes[index].status = .undone
                report(.importUndone(id: record.id, file: file))
            } catch {
                let failure = ImportEngineError(error)
                failures.append(failure)
                report(.failed(ImportEngineError(failure.kind, Problem(
                    .importStaysBooked, ["import": .number(record.id), "file": .text(file), "reason": .text(error.description)],
                    remedy: .undoLater(importID: record.id)))))
            }
        }
    }
}
