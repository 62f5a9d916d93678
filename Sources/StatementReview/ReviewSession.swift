import Foundation
import ImportWords
import StatementChecks
import StatementValues

/// The user's review of one statement before booking: rows left out, fields corrected,
/// categories set, each change an operation that can be undone and redone and that the
/// import's history keeps.
///
/// The session is a value over the mapped transactions; it knows no terminal and no disk.
/// After every operation it reconciles the included rows again (leaving out a row the running
/// balance needs shows a `running_balance` problem at once) and keeps the duplicate marks,
/// which belong to the rows' fingerprints as the statement was read, on their rows.
///
/// ```swift
/// var session = ReviewSession(preview: preview, statement: .init(sha256: hash, template: "dkb-giro"), user: "anna")
/// session.exclude(row: 3)
/// try session.edit(row: 5, field: .category, text: "Groceries")
/// session.excludeAll(matching: try FilterExpression(parsing: "purpose ~ /Umbuchung/i"))
/// session.undo()
/// let result = session.result()   // what booking books, and the operations for the history
/// ```
public struct ReviewSession: Sendable {
    /// Which statement a review belongs to: the file's bytes and the template that read them.
    package struct StatementID: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The SHA-256 of the file's bytes, lower-case hex.
        package var sha256: String
        /// The template's id, or what the CLI calls a detected format (`detected`).
        package var template: String

        package init(sha256: String, template: String) {
            self.sha256 = sha256
            self.template = template
        }

        /// `<sha256>-<template>`: a name to store the session's state under.
        package var key: String { "\(sha256)-\(template)" }

        package var description: String { "\(template) statement \(sha256.prefix(12))" }
    }

    /// What the reconciliation compares the included rows with.
    struct Balances: Sendable {
        var opening: Money?
        var closing: Money?
        var targetBalanceBefore: Money?
        var expectedBalanceAfter: Money?
        var statedCurrency: Currency?
    }

    package let statement: StatementID
    /// Who makes the changes from now on; recorded with every operation.
    package var user: String
    /// How `edit(row:field:text:)` reads dates and amounts.
    package var entryFormat: ReviewEntryFormat
    /// The statement's transactions in file order.
    public internal(set) var rows: [ReviewRow]
    /// The included rows, with their edits, reconciled against the balances the statement states.
    public internal(set) var reconciliation: ReconciliationReport
    /// The operations in effect, oldest first: what `undo()` takes back, last first.
    package internal(set) var operations: [ReviewOperation] = []
    /// The operations undone, the next to redo last; a new operation clears them.
    package internal(set) var undoneOperations: [ReviewOperation] = []

    let balances: Balances
    let clock: @Sendable () -> Date
    let rowIndexByFingerprint: [String: Int]

    /// A review of `preview`, whose fingerprints `StatementPipeline.check` has set.
    ///
    /// - Parameters:
    ///   - alreadyBooked: the fingerprints the target has booked already; rows with one of
    ///     them are marked duplicates (and stay included, so that the running balance holds).
    ///   - targetBalanceBefore, expectedBalanceAfter: as for `StatementPipeline.check`.
    ///   - clock: when operations happen; tests give a fixed one.
    package init(
        preview: StatementPreview, statement: StatementID, user: String, alreadyBooked: Set<Fingerprint> = [],
        targetBalanceBefore: Money? = nil, expectedBalanceAfter: Money? = nil,
        entryFormat: ReviewEntryFormat = .contract, clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        precondition(
            preview.fingerprints.count == preview.transactions.count,
            "a review needs the statement's fingerprints: run StatementPipeline.check first")
        self.statement = statement
        self.user = user
        self.entryFormat = entryFormat
        self.clock = clock
        self.balances = Balances(
            opening: preview.statedOpeningBalance, closing: preview.statedClosingBalance,
            targetBalanceBefore: targetBalanceBefore, expectedBalanceAfter: expectedBalanceAfter,
            statedCurrency: preview.format.currency)
        self.rows = zip(preview.transactions, preview.fingerprints).map { transaction, fingerprint in
            let duplicateBasis = alreadyBooked.contains(fingerprint) ? Fingerprint.matchBasis(of: transaction) : nil
            // The JSON `reason` stays English, as the preview's does.
            let duplicateReason = duplicateBasis?.alreadyBookedText(.english)
            return ReviewRow(
                fingerprint: fingerprint.description, original: transaction, current: transaction, isIncluded: true,
                duplicateReason: duplicateReason, duplicateBasis: duplicateBasis,
                status: duplicateReason.map { .duplicate(reason: $0) } ?? .new)
        }
        self.rowIndexByFingerprint = Dictionary(
            zip(rows.map(\.fingerprint), rows.indices), uniquingKeysWith: { first, _ in first })
        self.reconciliation = ReconciliationReport(
            status: .unverifiable, openingBalance: nil, closingBalance: nil, total: nil, problems: [], order: nil, checks: [])
        refresh()
    }

    /// Whether there is an operation `undo()` takes back.
    public var canUndo: Bool { !operations.isEmpty }
    /// Whether there is an undone operation `redo()` makes again.
    public var canRedo: Bool { !undoneOperations.isEmpty }

    /// The row with `fingerprint`, if the statement has it.
    public func rowIndex(fingerprint: String) -> Int? {
        rowIndexByFingerprint[fingerprint]
    }

    /// The row whose transaction starts on physical line `line`.
    public func rowIndex(line: Int) -> Int? {
        rows.firstIndex { $0.line == line }
    }

    // MARK: Operations

    /// Leaves `row` out of the booking; `nil` when it already was.
    @discardableResult
    public mutating func exclude(row: Int) -> ReviewOperation? {
        record(.exclude(line: rows[row].line)) { rows in
            rows[row].isIncluded = false
            return [row]
        }
    }

    /// Takes `row` back into the booking; `nil` when it already was in.
    @discardableResult
    public mutating func include(row: Int) -> ReviewOperation? {
        record(.include(line: rows[row].line)) { rows in
            rows[row].isIncluded = true
            return [row]
        }
    }

    /// Sets `field` of `row` to `text`, read in `entryFormat` (an empty text empties an optional
    /// field); `nil` when the value was already that. A text that does not read throws, and
    /// nothing changes.
    @discardableResult
    public mutating func edit(row: Int, field: ReviewField, text: String) throws(ReviewInputError) -> ReviewOperation? {
        var transaction = rows[row].current
        try field.set(text, on: &transaction, format: entryFormat)
        let edited = transaction
        return record(.edit(line: rows[row].line, field: field, value: field.contractText(of: edited))) { rows in
            rows[row].current = edited
            return [row]
        }
    }

    /// Leaves out every included row whose transaction (as edited) matches `predicate`, as one
    /// operation; `nil` when none does.
    @discardableResult
    public mutating func excludeAll(matching predicate: some TransactionPredicate) -> ReviewOperation? {
        record(.excludeMatching(predicate: predicate.description)) { rows in
            let matching = rows.indices.filter { rows[$0].isIncluded && predicate.matches(rows[$0].current) }
            for index in matching { rows[index].isIncluded = false }
            return matching
        }
    }

    /// Sets the category of every row whose transaction (as edited) matches `predicate`,
    /// included or not, as one operation; `nil` removes it. `nil` when no row changes.
    @discardableResult
    public mutating func setCategory(_ category: String?, ofAllMatching predicate: some TransactionPredicate) -> ReviewOperation? {
        let trimmed = category?.trimmingCharacters(in: .whitespacesAndNewlines)
        let category = trimmed?.isEmpty == false ? trimmed : nil
        return record(.setCategoryMatching(predicate: predicate.description, category: category)) { rows in
            let matching = rows.indices.filter { predicate.matches(rows[$0].current) }
            for index in matching { rows[index].current.category = category }
            return matching
        }
    }

    /// Takes back the last operation in effect, returning it; `nil` when there is none.
    @discardableResult
    public mutating func undo() -> ReviewOperation? {
        guard let operation = operations.popLast() else { return nil }
        apply(operation, forward: false)
        undoneOperations.append(operation)
        refresh()
        return operation
    }

    /// Makes the last undone operation again, returning it; `nil` when there is none.
    @discardableResult
    public mutating func redo() -> ReviewOperation? {
        guard let operation = undoneOperations.popLast() else { return nil }
        apply(operation, forward: true)
        operations.append(operation)
        refresh()
        return operation
    }

    /// What booking would book: the included rows with their edits, and the operations for the
    /// import's history.
    package func result() -> ReviewResult {
        ReviewResult(
            statement: statement,
            transactions: rows.filter(\.isIncluded).map(ReviewedTransaction.init),
            excluded: rows.filter { !$0.isIncluded }.map(ReviewedTransaction.init),
            operations: operations,
            reconciliation: reconciliation)
    }

    // MARK: Recording

    /// Runs `change` on a copy of the rows; when it changed any row it touched, records the
    /// operation, clears the redo stack and reconciles again.
    mutating func record<Failure: Error>(
        _ action: ReviewOperation.Action, _ change: (inout [ReviewRow]) throws(Failure) -> [Int]
    ) throws(Failure) -> ReviewOperation? {
        var changed = rows
        let touched = try change(&changed)
        let changes = Set(touched).sorted().compactMap { ReviewRowChange(rows[$0], changed[$0]) }
        guard !changes.isEmpty else { return nil }
        let now = clock().timeIntervalSince1970.rounded(.down)
        let operation = ReviewOperation(action: action, user: user, date: Date(timeIntervalSince1970: now), changes: changes)
        rows = changed
        operations.append(operation)
        undoneOperations.removeAll()
        refresh()
        return operation
    }

    /// Sets the rows `operation` changed to their values after it (`forward`) or before it.
    /// Rows the statement no longer has (after resuming) are passed over.
    mutating func apply(_ operation: ReviewOperation, forward: Bool) {
        for change in operation.changes {
            guard let index = rowIndexByFingerprint[change.fingerprint] else { continue }
            if let inclusion = change.inclusion {
                rows[index].isIncluded = forward ? inclusion.after : inclusion.before
            }
            for field in change.fields {
                // The values were written by `contractText`, so they read back.
                try? field.field.set(forward ? field.after : field.before, on: &rows[index].current, format: .contract)
            }
        }
    }

    /// Reconciles the included rows and brings every row's status up to date.
    mutating func refresh() {
        reconciliation = Reconciler.reconcile(Reconciler.Input(
            transactions: rows.filter(\.isIncluded).map(\.current),
            openingBalance: balances.opening, closingBalance: balances.closing,
            targetBalanceBefore: balances.targetBalanceBefore, expectedBalanceAfter: balances.expectedBalanceAfter,
            statedCurrency: balances.statedCurrency))
        var exclusions: [String: String] = [:]
        for operation in operations {
            for change in operation.changes where change.inclusion?.after == false {
                exclusions[change.fingerprint] = "excluded in review by \(operation.user): \(operation.summary)"
            }
        }
        for index in rows.indices {
            let row = rows[index]
            let edited = row.editedFields
            if !row.isIncluded {
                rows[index].status = .excluded(reason: exclusions[row.fingerprint] ?? "excluded in review")
            } else if let reason = row.duplicateReason {
                rows[index].status = .duplicate(reason: reason)
            } else if !edited.isEmpty {
                rows[index].status = .edited(fields: edited)
            } else {
                rows[index].status = .new
            }
        }
        checkInvariants()
    }

    package func checkInvariants() {
        #if DEBUG
        assert(rowIndexByFingerprint.count == rows.count, "fingerprints must tell the rows apart")
        for operation in operations + undoneOperations {
            assert(!operation.changes.isEmpty, "an operation that changed nothing was recorded")
        }
        #endif
    }
}
