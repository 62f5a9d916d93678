import Booking
import Foundation
import StatementChecks
import StatementTemplates
import StatementValues

/// Imports statement files into a booking target: reads them all, groups them by account,
/// orders each account's statements by period and checks their chain, then checks each one
/// against its account and books it in that order — each file on its own (one failure does
/// not stop the others), or with `allOrNothing` all as one.
///
/// What happens is reported as `ImportEvent`s, ending with each file's outcome; what the
/// settings leave open is asked through `ImportQuestions`. One file is the same run with a
/// batch of one, except that its failure ends the run as the error it is.
package struct ImportEngine {
    let files: [ImportFile]
    let target: any BookingTarget
    let settings: ImportSettings
    /// Whom to ask; `nil` where nobody can answer.
    let questions: (any ImportQuestions)?
    /// The templates the files were read with, for the bank a statement without IBAN is from.
    let templates: TemplateRegistry
    /// Reads file `index`; throws `ImportEngineError` for a file that cannot be read.
    let read: (Int) throws -> StatementPreview
    /// Reads file `index` as `read` does, but hands a statement longer than the streaming
    /// window to the receiver as it is read (`StatementStream.read` with
    /// `holdingShortStatement`); `nil` where the caller cannot stream. See `bookStreaming`.
    let stream: ((Int, ImportStreamReceiver) throws -> StatementPreview)?
    let report: (ImportEvent) -> Void
    /// Takes a prepared statement off the engine's hands: a caller that ends with the process
    /// may keep it, as freeing a million rows one by one takes longer than booking them.
    let keep: (Any) -> Void
    /// Part of every idempotency key of this run.
    let runID = UUID().uuidString

    var statements: [StatementPreview?]
    var outcomes: [ImportOutcome]
    /// The files that were read but hold rows that cannot be read: failed, yet placed in their
    /// account's chain.
    var unreadable: Set<Int> = []
    /// The errors of the files that failed, for the run's end.
    var failures: [ImportEngineError] = []
    /// The statement a streaming read returned whole, for `readAll` to take.
    var heldByStream: StatementPreview?
    /// The account a streaming read that fell back was told, for `accountDesignator` to take.
    var designatorOfStream: String?
    /// Fingerprints of the rows this run books (or would book), by account: a later
    /// overlapping statement's rows are duplicates of them even before they are written.
    var bookedInRun: [Int: Set<BookingFingerprint>] = [:]
    /// The accounts the run opens, by their planned id, until the first statement booked into
    /// each opens it: one whose statements all fail is never opened.
    var accountsToOpen: [Int: AccountToOpen] = [:]

    package init(
        files: [ImportFile], target: any BookingTarget, settings: ImportSettings, questions: (any ImportQuestions)?,
        templates: TemplateRegistry, read: @escaping (Int) throws -> StatementPreview,
        stream: ((Int, ImportStreamReceiver) throws -> StatementPreview)? = nil,
        report: @escaping (ImportEvent) -> Void, keep: @escaping (Any) -> Void = { _ in }
    ) {
        self.files = files
        self.target = target
        self.settings = settings
        self.questions = questions
        self.templates = templates
        self.read = read
        self.stream = stream
        self.report = report
        self.keep = keep
        statements = Array(repeating: nil, count: files.count)
        outcomes = files.map { ImportOutcome.failed($0.displayName) }
    }

    /// Runs the import and reports every file's outcome.
    ///
    /// - Returns: the worst kind of the failures the run reported, `nil` when none failed.
    /// - Throws: `ImportEngineError` that ends the run (the only file failed, a setting that
    ///   does not fit the files, a target that cannot list its accounts); any other error of
    ///   `read` as it is.
    package mutating func run() throws -> ImportEngineError.Kind? {
        if try bookStreaming() { return nil }
        try readAll()
        var designators: [String?] = []
        for index in files.indices { designators.append(try accountDesignator(index)) }
        let chains = AccountChains(
            accounts: designators,
            statements: files.indices.map { index in statements[index].flatMap { StatementChain.Statement($0, name: files[index].displayName) } })
        if settings.expectedBalance != nil && chains.groups.count > 1 {
            throw ImportEngineError(
                .usage, Problem(.expectedBalanceForSeveralAccounts, ["count": .number(chains.groups.count)], remedy: .importAccountsApart))
        }
        var accounts: [Int: Account] = [:]
        for (number, group) in chains.groups.enumerated() {
            do throws(ImportEngineError) {
                let account = try resolveAccount(designators[group[0]], for: statements[group[0]]!, file: files[group[0]], dryRunID: -number)
                for index in group { accounts[index] = account }
            } catch {
                try fail(group[0], error)
                for index in group.dropFirst() {
                    failures.append(error)
                    outcomes[index] = .failed(files[index].displayName)
                }
            }
        }
        for group in chains.groups {
            for index in group {
                guard let finding = chains.findings[index], finding.kind != .balanceBreak else { continue }
                report(.chainFinding(index: index, finding: finding))
            }
        }

        let order = chains.groups.flatMap { $0 }
        let prepared = try prepareAndBook(order, chains: chains, accounts: accounts)
        if settings.allOrNothing { try bookAsOne(prepared) }

        for index in order + files.indices.filter({ !order.contains($0) }) {
            report(.fileOutcome(outcomes[index]))
        }
        return failures.map(\.kind).max()
    }

    /// Reads every file; a file that cannot be read is reported and left out.
    private mutating func readAll() throws {
        if heldByStream == nil { report(.readingStarted(files: files.count)) }
        for index in files.indices {
            do {
                let statement = try heldByStream.take() ?? read(index)
                // A statement with rows that cannot be read still has its place in its
                // account's chain: the statements after it are not booked either.
                statements[index] = statement
                outcomes[index].period = statement.period.map { "\($0.from)..\($0.to)" }
                outcomes[index].rows = statement.transactionCount
                report(.fileRead(index: index, statement: statement))
                if !statement.problems.isEmpty { unreadable.insert(index) }
                try refuseUnreadableRows(statement, of: files[index])
            } catch let error as ImportEngineError {
                try fail(index, error)
                if statements[index] == nil { report(.fileRead(index: index, statement: nil)) }
            }
        }
    }

    /// Refuses a statement with rows that cannot be read, before anything is booked.
    func refuseUnreadableRows(_ statement: StatementPreview, of file: ImportFile) throws(ImportEngineError) {
        if !statement.problems.isEmpty {
            let first = statement.problems[0]
            throw ImportEngineError(.input, Problem(
                .rowsUnreadable, ["count": .number(statement.problems.count), "first": .text(first.message)],
                file: file.displayName, line: first.line, remedy: first.hint == nil ? .filterRows : nil), hint: first.hint)
        }
        if let need = statement.needs.first {
            throw ImportEngineError(.input, Problem(.undecidedBeforeBooking, file: file.displayName, need: need))
        }
    }

    /// Checks every file in booking order and, unless all are booked as one, books it. Once a
    /// statement of an account fails, the account's later statements are not booked: the
    /// account's balance no longer leads into them, so they could not be checked, and booking
    /// them would leave a hole that looks reconciled.
    private mutating func prepareAndBook(
        _ order: [Int], chains: AccountChains, accounts: [Int: Account]
    ) throws(ImportEngineError) -> [PreparedImport] {
        report(.checkingStarted(files: order.count))
        var prepared: [PreparedImport] = []
        var lastOfAccount: [Int: Int] = [:]
        // After a gap the account's balance misses the missing statement's rows, so it no
        // longer leads into the statements that follow.
        var afterGap: Set<Int> = []
        // The first statement of each account that failed, by account id.
        var failedOfAccount: [Int: Int] = [:]
        // The accounts whose opening balance a statement of this run sets (or would set).
        var openingSet: Set<Int> = []
        // The accounts to open whose opening a prepared statement carries.
        var openingCarried: Set<Int> = []
        for index in order { if let account = accounts[index] { lastOfAccount[account.id] = index } }
        for index in order {
            defer { report(.fileChecked(index: index, rows: statements[index]?.transactions.count ?? 0)) }
            guard let statement = statements[index], let account = accounts[index] else { continue }
            outcomes[index].account = account.name
            if unreadable.contains(index) {
                failedOfAccount[account.id] = failedOfAccount[account.id] ?? index
                continue
            }
            // With all-or-nothing a failure books nothing at all; the later files are still
            // checked, so that one run reports every problem.
            if let failed = failedOfAccount[account.id], !settings.allOrNothing {
                outcomes[index].status = .notBooked
                outcomes[index].reason = "not booked: \(files[failed].displayName) failed"
                continue
            }
            let finding = chains.findings[index]
            let previous = chains.previous(of: index)
            let previousBooked = previous.map { outcomes[$0].status == .booked } ?? true
            let adjoins = finding.map { $0.kind == .overlap } ?? true
            if !adjoins { afterGap.insert(account.id) }
            do throws(ImportEngineError) {
                var next = try prepare(
                    index, statement: statement, account: account,
                    checksTarget: previous == nil
                        || (previousBooked && !afterGap.contains(account.id) && !settings.dryRun && !settings.allOrNothing),
                    expectsBalance: lastOfAccount[account.id] == index, chain: finding)
                defer { keep(next) }
                note(next, laterFilesOfAccount: lastOfAccount[account.id] != index)
                // The account's first statement sets its opening balance; in a run that books
                // nothing before the end, the others of the account must not say so again.
                if next.annotation.openingBalance != nil, !openingSet.insert(account.id).inserted {
                    next.annotation.openingBalance = nil
                }
                // The first statement booked into an account to open opens it; with
                // all-or-nothing the later ones are booked after it in the same transaction.
                if let planned = accountsToOpen[account.id], openingCarried.insert(account.id).inserted {
                    next.annotation.accountToOpen = planned
                }
                if settings.allOrNothing {
                    prepared.append(next)
                } else if settings.dryRun {
                    outcomes[index].status = .dryRun
                    if let opening = next.annotation.openingBalance {
                        report(.openingBalanceSet(account: account.name, opening: opening, file: files[index].displayName, dryRun: true))
                    }
                } else {
                    try book(next)
                }
            } catch {
                failedOfAccount[account.id] = failedOfAccount[account.id] ?? index
                try fail(index, error)
            }
        }
        return prepared
    }

    /// Fills in what the checks found, counting rows this run books already as duplicates.
    /// The fingerprints of the rows are kept for the account's later files only: a statement
    /// of a million rows would otherwise fill a set nobody reads.
    private mutating func note(_ prepared: PreparedImport, laterFilesOfAccount: Bool) {
        let index = prepared.index
        // Taken out while it grows, so that the set is not copied for every file.
        var seen = bookedInRun.removeValue(forKey: prepared.account.id) ?? []
        var new = 0
        var duplicateOf: [Int: String] = [:]
        for row in prepared.bookingPreview.rows {
            if row.status != "new" {
                duplicateOf[row.index] = row.existingID.map { "booking \($0)" } ?? "a booking"
                continue
            }
            let fingerprint = prepared.batch.transactions[row.index].fingerprint
            if seen.contains(fingerprint) {
                duplicateOf[row.index] = "a row of an earlier file"
                continue
            }
            if laterFilesOfAccount { seen.insert(fingerprint) }
            new += 1
        }
        bookedInRun[prepared.account.id] = seen
        if settings.dryRun && settings.listsPlannedRows {
            // Lines are known while the rows are the statement's own (a review file may drop some).
            let lines = prepared.batch.transactions.count == prepared.statement.transactions.count
                ? prepared.statement.transactions.map(\.line) : nil
            outcomes[index].plannedRows = prepared.batch.transactions.enumerated().map { position, row in
                ImportOutcome.PlannedRow(
                    line: lines?[position], date: row.bookingDate, amount: row.amount,
                    text: [row.counterparty, row.purpose].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · "),
                    duplicateOf: duplicateOf[position])
            }
        }
        outcomes[index].new = new
        outcomes[index].duplicates = prepared.batch.transactions.count - new
        var reconciliation = prepared.statement.reconciliation.status.rawValue
        if prepared.annotation.acceptedMismatch { reconciliation += " (accepted)" }
        outcomes[index].reconciliation = reconciliation
        outcomes[index].report = prepared.statement.reconciliation
        outcomes[index].warnings = prepared.statement.warnings
    }

    /// Records that file `index` (or the run, for `nil`) failed and reports why; with a single
    /// file the error ends the run as it is.
    mutating func fail(_ index: Int?, _ error: ImportEngineError) throws(ImportEngineError) {
        // A cancelled question ends the whole run, whichever file asked it: the user wants
        // nothing booked.
        if files.count == 1 || error == .cancelled { throw error }
        report(.failed(error))
        failures.append(error)
        if let index { outcomes[index].status = .failed }
    }
}
