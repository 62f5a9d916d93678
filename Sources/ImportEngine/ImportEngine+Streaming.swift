import Booking
import StatementChecks
import StatementValues

extension ImportEngine {
    /// Whether the run may book its statement as it is read: one file, with nothing that
    /// needs every row at hand — a review file (which edits rows by their place),
    /// all-or-nothing (which books at the end), a dry run that lists each row it would book.
    /// Whether the target takes it so is its own to say (`beginImport`): a server does for an
    /// account it holds.
    var mayStream: Bool {
        stream != nil && files.count == 1 && !settings.allOrNothing && settings.reviewFile == nil
            && !(settings.dryRun && settings.listsPlannedRows)
    }

    /// Books the run's one file as it is read, when it is longer than the streaming window
    /// (`StatementStream.window`): the rows go into an `ImportSession` batch by batch, and the
    /// checks that need the whole statement — unreadable rows, the reconciliation against the
    /// account, the expected balance — run at its end, on the facts the rows left, before the
    /// session commits. Any refusal or error leaves nothing booked.
    ///
    /// - Returns: `true` when the file was booked (or failed) this way; `false` when the run
    ///   goes on as for held statements: the statement fits the window (it is then in
    ///   `heldByStream`, read exactly as `read` reads it), or the session could not take it.
    mutating func bookStreaming() throws -> Bool {
        guard mayStream, let stream else { return false }
        report(.readingStarted(files: 1))
        let receiver = ImportStreamReceiver(
            target: target, settings: settings, templates: templates, questions: questions, file: files[0].displayName)
        defer { receiver.cancel() }
        let statement: StatementPreview
        do {
            statement = try stream(0, receiver)
        } catch is ImportStreamReceiver.Fallback {
            designatorOfStream = receiver.designator
            return false
        } catch let error as BookingError {
            throw ImportEngineError(error)
        }
        guard statement.isStreamed else {
            heldByStream = statement
            designatorOfStream = receiver.designator
            return false
        }
        try bookStreamed(statement, receiver: receiver)
        return true
    }

    /// The end of a streamed statement's import: what `readAll`, `resolveAccount`, `prepare`,
    /// `note` and `book` do for a held one, on the session's counts instead of its rows.
    private mutating func bookStreamed(_ statement: StatementPreview, receiver: ImportStreamReceiver) throws {
        let file = files[0]
        guard let session = receiver.session, var account = receiver.account.map(Self.account) else {
            // `begin` lets no read go on without them.
            throw ImportEngineError(.target, Problem(.importSessionLost, ["file": .text(file.displayName), "target": .text(target.displayName)]))
        }
        outcomes[0].period = statement.period.map { "\($0.from)..\($0.to)" }
        outcomes[0].rows = statement.transactionCount
        report(.fileRead(index: 0, statement: statement))
        try refuseUnreadableRows(statement, of: file)

        // Said once the import is booked: until then the account is part of its transaction.
        var opened: ImportEvent?
        if receiver.opensAccount {
            // Opened when the first rows came, in their currency; without rows, in the file's.
            let currency = statement.currency
            if let currency, let opened = try ImportEngineError.catching({ () throws(BookingError) in
                try receiver.openAccount(currency: currency)
            }) {
                account = opened
            }
            let opening = StatementChain.Statement(statement, name: account.name)?.openingBalance
            try ImportEngineError.catching { () throws(BookingError) in try session.setOpeningBalance(opening) }
            account.balance = (opening ?? Money.zero(currency ?? .unknown)).amount
            opened = .accountOpened(account, target: target.displayName, openingBalance: opening)
        } else if case .wouldOpen = receiver.account {
            account.currency = statement.currency?.code ?? ""
            account.balance = StatementChain.Statement(statement, name: account.name)?.openingBalance?.amount ?? DecimalAmount(significand: 0, scale: 0)
            report(.accountWouldOpen(name: account.name, currency: account.currency))
        }
        report(.checkingStarted(files: 1))
        outcomes[0].account = account.name
        do {
            defer { report(.fileChecked(index: 0, rows: statement.transactionCount)) }
            try check(statement, of: file, account: account, session: session, receiver: receiver)
            if let opened { report(opened) }
        } catch {
            // The account the session opened goes with the rest of its transaction.
            receiver.cancel()
            throw error
        }
        report(.fileOutcome(outcomes[0]))
    }

    /// Reconciles the streamed statement with its account and, unless in a dry run, commits
    /// the session; fills in the outcome.
    private mutating func check(
        _ statement: StatementPreview, of file: ImportFile, account: Account, session: any ImportSession,
        receiver: ImportStreamReceiver
    ) throws(ImportEngineError) {
        guard let currency = Currency(code: account.currency) else {
            throw ImportEngineError(.target, Problem(.accountCurrencyInvalid, ["account": .text(account.name), "currency": .text(account.currency)]))
        }
        var statement = statement
        statement.settleCurrency(currency, ofAccount: account.name)
        if !statement.warnings.isEmpty { report(.statementWarnings(index: 0, warnings: statement.warnings)) }
        let source = BatchSource(statement: statement, filename: file.filename)
        let facts = StatementFacts(streamed: statement)
        // Where the held import previews its batch: before the reconciliation's refusals.
        try ImportEngineError.catching { () throws(BookingError) in try session.compare(source: source, statement: facts) }
        let opening = try OpeningBalanceFromStatement(account: account, preview: statement, in: target)
        _ = try reconcileWithTarget(
            &statement, account: account, currency: currency, opensAccount: receiver.opensAccount, checksTarget: true,
            expectsBalance: true, chain: nil)
        let annotation = try annotation(of: statement, file: file, opening: opening, reviewNote: nil)
        outcomes[0].new = session.newCount
        outcomes[0].duplicates = session.duplicateCount
        var reconciliation = statement.reconciliation.status.rawValue
        if annotation.acceptedMismatch { reconciliation += " (accepted)" }
        outcomes[0].reconciliation = reconciliation
        outcomes[0].report = statement.reconciliation
        outcomes[0].warnings = statement.warnings
        guard !settings.dryRun else {
            outcomes[0].status = .dryRun
            if let opening = annotation.openingBalance {
                report(.openingBalanceSet(account: account.name, opening: opening, file: file.displayName, dryRun: true))
            }
            return
        }
        let key = receiver.idempotencyKey(accountID: account.id, source: source, statement: facts, run: runID)
        let record = try ImportEngineError.catching { () throws(BookingError) in
            try session.finish(source: source, statement: facts, idempotencyKey: key, annotation: annotation)
        }
        if let opening = annotation.openingBalance {
            report(.openingBalanceSet(account: account.name, opening: opening, file: file.displayName, dryRun: false))
        }
        outcomes[0].status = .booked
        outcomes[0].record = record
        outcomes[0].new = record.booked
        outcomes[0].duplicates = record.skippedDuplicates
    }

    private static func account(_ choice: ImportSessionAccount) -> Account {
        switch choice {
        case .existing(let account), .wouldOpen(let account): account
        case .opening(let name, let iban): Account(id: 0, name: name, iban: iban, currency: "", balance: DecimalAmount(significand: 0, scale: 0))
        }
    }
}
