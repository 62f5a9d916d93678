import Booking
import Foundation
import LocalLedger
import StatementImport

/// One statement checked and previewed, ready to book.
struct PreparedImport {
    var file: InputFile
    var account: Account
    var preview: StatementPreview
    var batch: Batch
    var bookingPreview: BatchPreview
    var idempotencyKeyInWork: BackgroundValue<String>
    var annotation: ImportAnnotation

    var idempotencyKey: String { idempotencyKeyInWork.value }
}

/// `import` over several files: read them all, group them by account, order each account's
/// statements by period and check their chain, then book them in that order — each file on
/// its own (one failure does not stop the others), or with `--all-or-nothing` all as one.
///
/// One file is the same run with a batch of one.
struct BatchImport {
    let command: ImportCommand
    let files: [InputFile]
    let destination: BookingDestination
    let context: CommandContext
    let progress: ProgressDisplay?
    /// Asks for what the flags leave open, when somebody is at the terminal.
    let prompt: AccountPrompt?
    /// Part of every idempotency key of this run.
    let runID = UUID().uuidString

    private var previews: [StatementPreview?]
    private var outcomes: [ImportOutcome]
    /// The files that were read but hold rows that cannot be read: failed, yet placed in their
    /// account's chain.
    private var unreadable: Set<Int> = []
    /// The errors of the files that failed, for the exit code.
    private var errors: [CLIError] = []
    /// Fingerprints of the rows this run books (or would book), by account: a later
    /// overlapping statement's rows are duplicates of them even before they are written.
    private var bookedInRun: [Int: Set<String>] = [:]
    /// The built-in and user templates, loaded once for every file of the run.
    private let registry: TemplateRegistry

    init(command: ImportCommand, files: [InputFile], destination: BookingDestination, context: CommandContext) {
        self.command = command
        self.files = files
        self.destination = destination
        self.context = context
        progress = ProgressDisplay(context: context)
        prompt = AccountPrompt(context: context, files: files)
        registry = TemplateLibrary.registry(environment: context.environment, diagnostics: context.diagnostics)
        previews = Array(repeating: nil, count: files.count)
        outcomes = files.map { ImportOutcome.failed($0.displayName) }
    }

    mutating func run() throws {
        defer { progress?.clear() }
        try readAll()
        var designators: [String?] = []
        for index in files.indices { designators.append(try accountDesignator(index)) }
        let chains = AccountChains(
            accounts: designators,
            statements: files.indices.map { index in previews[index].flatMap { StatementChain.Statement($0, name: files[index].displayName) } })
        if command.expectBalance != nil && chains.groups.count > 1 {
            throw CLIError.usage("--expect-balance names one account's balance, but the files belong to \(chains.groups.count) accounts",
                                 hint: "import each account's statements on their own")
        }
        var accounts: [Int: Account] = [:]
        for (number, group) in chains.groups.enumerated() {
            do {
                let account = try command.resolveAccount(
                    designators[group[0]], for: previews[group[0]]!, in: destination, file: files[group[0]],
                    prompt: prompt, dryRunID: -number, context: context)
                for index in group { accounts[index] = account }
            } catch let error as CLIError {
                try fail(group[0], error)
                for index in group.dropFirst() {
                    errors.append(error)
                    outcomes[index] = .failed(files[index].displayName)
                }
            }
        }
        report(chains)

        let order = chains.groups.flatMap { $0 }
        let prepared = try prepareAndBook(order, chains: chains, accounts: accounts)
        if command.allOrNothing { try bookAsOne(prepared) }

        progress?.clear()
        let summary = order + files.indices.filter { !order.contains($0) }
        let shown = summary.map { outcomes[$0] }
        if command.json {
            context.output.write(JSONValue.object([("imports", .array(shown.map(\.jsonValue)))]).rendered() + "\n")
        } else {
            context.output.write(ImportOutcome.table(shown) + ImportOutcome.plannedRowsText(shown))
        }
        if let worst = errors.map(\.exitCode.rawValue).max() { throw ExitCode(worst) }
    }

    /// Reads every file; a file that cannot be read is reported and left out.
    private mutating func readAll() throws {
        let sizes = files.map(StatementFiles.size(of:))
        progress?.begin("reading", files: files.count, bytes: sizes.contains(nil) ? nil : sizes.reduce(0) { $0 + $1! })
        for (index, file) in files.enumerated() {
            do {
                let preview = try command.statement.read(file, context: context, progress: progress, registry: registry)
                // A statement with rows that cannot be read still has its place in its
                // account's chain: the statements after it are not booked either.
                previews[index] = preview
                outcomes[index].period = preview.period.map { "\($0.from)..\($0.to)" }
                outcomes[index].rows = preview.transactions.count
                progress?.finishFile(rows: preview.transactions.count, bytes: preview.sourceSize)
                if !preview.problems.isEmpty { unreadable.insert(index) }
                try command.refuseUnreadableRows(preview, of: file)
            } catch let error as CLIError {
                try fail(index, error)
                if previews[index] == nil { progress?.finishFile(rows: 0, bytes: sizes[index]) }
            }
        }
    }

    /// The account a read statement names: `--account`, else the IBAN it states, else with
    /// `--yes` the bank its template is for, else the one the user names at the terminal.
    private mutating func accountDesignator(_ index: Int) throws -> String? {
        guard let preview = previews[index] else { return nil }
        if let account = command.account { return account }
        if let iban = preview.format.accountIBAN { return iban }
        if command.yes, let id = preview.format.template, let template = registry.template(id: id) {
            return template.name
        }
        if let prompt, let ledger = destination.ledger, !command.yes {
            progress?.clear()
            let accounts: [Account]
            do {
                accounts = try ledger.accounts()
            } catch {
                throw CLIError(error)
            }
            if let answer = prompt.chooseAccount(for: files[index].displayName, among: accounts) { return answer }
        }
        try fail(index, CLIError.usage(
            "the statement states no IBAN, so the account must be named",
            hint: "pass --account NAME (see 'certain-import accounts list')"))
        return nil
    }

    /// Says what lies between an account's statements: a missing one as a warning, an
    /// overlap as a note. A break is the later statement's reconciliation problem.
    private func report(_ chains: AccountChains) {
        progress?.clear()
        for group in chains.groups {
            for index in group {
                guard let finding = chains.findings[index] else { continue }
                let place = CLIError.Place(file: files[index].displayName, line: finding.line)
                switch finding.kind {
                case .gap:
                    context.diagnostics.warning(
                        finding.message, place: place,
                        hint: "import the missing statement too; its rows are booked and checked like any other")
                case .overlap:
                    context.diagnostics.note("\(context.diagnostics.programName): note: \(place): \(finding.message)\n")
                case .balanceBreak:
                    break
                }
            }
        }
    }

    /// Checks every file in booking order and, unless all are booked as one, books it. Once a
    /// statement of an account fails, the account's later statements are not booked: the
    /// account's balance no longer leads into them, so they could not be checked, and booking
    /// them would leave a hole that looks reconciled.
    private mutating func prepareAndBook(
        _ order: [Int], chains: AccountChains, accounts: [Int: Account]
    ) throws -> [PreparedImport] {
        progress?.begin(command.dryRun ? "checking" : "booking", files: order.count, bytes: nil)
        var prepared: [PreparedImport] = []
        var lastOfAccount: [Int: Int] = [:]
        // After a gap the account's balance misses the missing statement's rows, so it no
        // longer leads into the statements that follow.
        var afterGap: Set<Int> = []
        // The first statement of each account that failed, by account id.
        var failedOfAccount: [Int: Int] = [:]
        // The accounts whose opening balance a statement of this run sets (or would set).
        var openingSet: Set<Int> = []
        for index in order { if let account = accounts[index] { lastOfAccount[account.id] = index } }
        for index in order {
            defer { progress?.finishFile(rows: previews[index]?.transactions.count ?? 0) }
            guard let preview = previews[index], let account = accounts[index] else { continue }
            outcomes[index].account = account.name
            if unreadable.contains(index) {
                failedOfAccount[account.id] = failedOfAccount[account.id] ?? index
                continue
            }
            // With --all-or-nothing a failure books nothing at all; the later files are still
            // checked, so that one run reports every problem.
            if let failed = failedOfAccount[account.id], !command.allOrNothing {
                outcomes[index].status = .notBooked
                outcomes[index].reason = "not booked: \(files[failed].displayName) failed"
                continue
            }
            let finding = chains.findings[index]
            let previous = chains.previous(of: index)
            let previousBooked = previous.map { outcomes[$0].status == .booked } ?? true
            let adjoins = finding.map { $0.kind == .overlap } ?? true
            if !adjoins { afterGap.insert(account.id) }
            do {
                var next = try command.prepare(
                    files[index], preview: preview, account: account, in: destination,
                    checksTarget: previous == nil
                        || (previousBooked && !afterGap.contains(account.id) && !command.dryRun && !command.allOrNothing),
                    expectsBalance: lastOfAccount[account.id] == index, chain: finding, run: runID)
                defer { context.keepUntilExit(next) }
                note(next, at: index, laterFilesOfAccount: lastOfAccount[account.id] != index)
                // The account's first statement sets its opening balance; in a run that books
                // nothing before the end, the others of the account must not say so again.
                if next.annotation.openingBalance != nil, !openingSet.insert(account.id).inserted {
                    next.annotation.openingBalance = nil
                }
                if command.allOrNothing {
                    prepared.append(next)
                } else if command.dryRun {
                    outcomes[index].status = .dryRun
                    if let opening = next.annotation.openingBalance {
                        progress?.clear()
                        context.diagnostics.note(OpeningBalanceFromStatement.note(
                            account: account.name, opening: opening, file: files[index].displayName, dryRun: true))
                    }
                } else {
                    try book(next, at: index)
                }
            } catch let error as CLIError {
                failedOfAccount[account.id] = failedOfAccount[account.id] ?? index
                try fail(index, error)
            }
        }
        return prepared
    }

    /// Fills in what the checks found, counting rows this run books already as duplicates.
    /// The fingerprints of the rows are kept for the account's later files only: a statement
    /// of a million rows would otherwise fill a set nobody reads.
    private mutating func note(_ prepared: PreparedImport, at index: Int, laterFilesOfAccount: Bool) {
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
        if command.dryRun && !command.json {
            // Lines are known while the rows are the statement's own (a review file may drop some).
            let lines = prepared.batch.transactions.count == prepared.preview.transactions.count
                ? prepared.preview.transactions.map(\.line) : nil
            outcomes[index].plannedRows = prepared.batch.transactions.enumerated().map { position, row in
                ImportOutcome.PlannedRow(
                    line: lines?[position], date: row.bookingDate, amount: row.amount,
                    text: [row.counterparty, row.purpose].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · "),
                    duplicateOf: duplicateOf[position])
            }
        }
        outcomes[index].new = new
        outcomes[index].duplicates = prepared.batch.transactions.count - new
        var reconciliation = prepared.preview.reconciliation.status.rawValue
        if prepared.annotation.acceptedMismatch { reconciliation += " (accepted)" }
        outcomes[index].reconciliation = reconciliation
    }

    private mutating func book(_ prepared: PreparedImport, at index: Int) throws {
        let record: ImportRecord
        do {
            if let ledger = destination.ledger {
                record = try ledger.book(prepared.batch, idempotencyKey: prepared.idempotencyKey, annotation: prepared.annotation)
            } else {
                record = try destination.target.book(prepared.batch, idempotencyKey: prepared.idempotencyKey)
            }
        } catch {
            throw CLIError(error)
        }
        booked(record, of: prepared, at: index)
    }

    private mutating func booked(_ record: ImportRecord, of prepared: PreparedImport, at index: Int) {
        if let opening = prepared.annotation.openingBalance {
            progress?.clear()
            context.diagnostics.note(OpeningBalanceFromStatement.note(
                account: prepared.account.name, opening: opening, file: files[index].displayName))
        }
        outcomes[index].status = .booked
        outcomes[index].record = record
        outcomes[index].new = record.booked
        outcomes[index].duplicates = record.skippedDuplicates
    }

    /// `--all-or-nothing`: books every prepared file, or none when any file failed.
    private mutating func bookAsOne(_ prepared: [PreparedImport]) throws {
        let indexes = prepared.map { files.firstIndex(of: $0.file)! }
        guard errors.isEmpty else {
            progress?.clear()
            context.diagnostics.warning("nothing was booked: \(errors.count) of \(files.count) file(s) failed and --all-or-nothing was given")
            for index in indexes { outcomes[index].status = .notBooked }
            return
        }
        if command.dryRun {
            for index in indexes { outcomes[index].status = .dryRun }
            return
        }
        if let ledger = destination.ledger {
            do {
                let records = try ledger.book(imports: prepared.map {
                    LocalLedger.PendingImport(batch: $0.batch, idempotencyKey: $0.idempotencyKey, annotation: $0.annotation)
                })
                for (position, record) in records.enumerated() { booked(record, of: prepared[position], at: indexes[position]) }
            } catch {
                try fail(nil, CLIError(error))
                for index in indexes { outcomes[index].status = .notBooked }
            }
            return
        }
        try bookOnServer(prepared, indexes: indexes)
    }

    /// A server books one import per call: book in order and, when one fails, undo the ones
    /// booked before it, saying what became of each.
    private mutating func bookOnServer(_ prepared: [PreparedImport], indexes: [Int]) throws {
        let target = destination.target
        var done: [(index: Int, record: ImportRecord)] = []
        for (position, next) in prepared.enumerated() {
            let index = indexes[position]
            do {
                let record = try target.book(next.batch, idempotencyKey: next.idempotencyKey)
                booked(record, of: next, at: index)
                done.append((index, record))
            } catch {
                try fail(index, CLIError(error))
                for later in indexes[(position + 1)...] { outcomes[later].status = .notBooked }
                undo(done.reversed())
                return
            }
        }
    }

    private mutating func undo(_ imports: [(index: Int, record: ImportRecord)]) {
        let target = destination.target
        for (index, record) in imports {
            let file = files[index].displayName
            do {
                _ = try target.undo(importID: record.id, force: false)
                outcomes[index].status = .undone
                context.diagnostics.note("\(context.diagnostics.programName): note: undid import \(record.id) of \(file), booked earlier in this run\n")
            } catch {
                errors.append(CLIError(error))
                context.diagnostics.error(CLIError(
                    CLIError(error).exitCode, "import \(record.id) of \(file) stays booked: it cannot be undone: \(error.description)",
                    hint: "undo it with 'certain-import undo \(record.id) --server NAME' once the server answers"))
            }
        }
    }

    /// Records that file `index` (or the batch, for `nil`) failed and says why; with a single
    /// file the error ends the run as it is.
    private mutating func fail(_ index: Int?, _ error: CLIError) throws {
        if files.count == 1 { throw error }
        progress?.clear()
        context.diagnostics.error(error)
        errors.append(error)
        if let index { outcomes[index].status = .failed }
    }
}
