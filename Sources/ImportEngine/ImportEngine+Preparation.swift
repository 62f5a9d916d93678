import Booking
import StatementChecks
import StatementImport
import StatementValues

extension ImportEngine {
    /// Checks file `index`'s statement for `account` and previews it against the target;
    /// throws before anything is booked on a problem.
    ///
    /// - Parameters:
    ///   - checksTarget: Whether the account's booked balance must lead into the statement:
    ///     not after a gap (the missing statement explains the difference) or a statement of
    ///     this run that is not booked (yet), where the chain of statements stands in for it.
    ///   - expectsBalance: Whether the expected balance is about this statement's end.
    ///   - chain: What lies between this statement and the one before it in the run.
    func prepare(
        _ index: Int, statement: StatementPreview, account: Account, checksTarget: Bool, expectsBalance: Bool,
        chain: StatementChain.Finding?
    ) throws(ImportEngineError) -> PreparedImport {
        let file = files[index]
        var statement = statement
        guard let currency = Currency(code: account.currency) else {
            throw ImportEngineError(.target, Problem(.accountCurrencyInvalid, ["account": .text(account.name), "currency": .text(account.currency)]))
        }
        statement.settleCurrency(currency, ofAccount: account.name)
        StatementPipeline.check(&statement, accountKey: account.fingerprintKey)
        if !statement.warnings.isEmpty { report(.statementWarnings(index: index, warnings: statement.warnings)) }

        var batch = Batch(statement: statement, accountID: account.id, filename: file.filename)
        var idempotencyKey = keyInWork(batch, startNow: settings.reviewFile == nil)
        var bookingPreview = try Self.preview(batch, account: account, in: target, opened: accountsToOpen[account.id] == nil)

        // An account opened without an opening balance takes it from its first statement
        // that states one; until then its balance says nothing about the bank's.
        let opening = try OpeningBalanceFromStatement(account: account, preview: statement, in: target)
        let (before, expectedAtStatementEnd) = try reconcileWithTarget(
            &statement, account: account, currency: currency, opensAccount: accountsToOpen[account.id] != nil,
            checksTarget: checksTarget, expectsBalance: expectsBalance, chain: chain)

        // A review file decides which rows are booked and with which values; its
        // reconciliation of the rows left is the one that gates the booking.
        var reviewNote: String?
        if let reviewFile = settings.reviewFile {
            let alreadyBooked = Set(bookingPreview.rows.filter { $0.status == "duplicate" }.map { statement.fingerprints[$0.index] })
            let result = try applyReviewFile(
                reviewFile, to: statement, user: settings.reviewer, alreadyBooked: alreadyBooked,
                targetBalanceBefore: before, expectedBalanceAfter: expectedAtStatementEnd)
            batch = Batch(statement: statement, reviewed: result, accountID: account.id, filename: file.filename)
            statement.reconciliation = result.reconciliation
            reviewNote = result.historyNote
            bookingPreview = try Self.preview(batch, account: account, in: target, opened: accountsToOpen[account.id] == nil)
            idempotencyKey = keyInWork(batch, startNow: true)
        }

        let annotation = try annotation(of: statement, file: file, opening: opening, reviewNote: reviewNote)
        return PreparedImport(
            index: index, account: account, statement: statement, batch: batch, bookingPreview: bookingPreview,
            idempotencyKeyInWork: idempotencyKey, annotation: annotation)
    }

    /// Reconciles `statement` with what the target knows: the account's balance before the
    /// statement's first day (when `checksTarget`), the balance the user expects after it (when
    /// `expectsBalance`), and what lies between it and the statement before it in the run.
    ///
    /// - Parameter opensAccount: Whether the import opens the account: it holds nothing yet,
    ///   and the statement sets its opening balance.
    /// - Returns: the target's balance before the statement and the expected balance at the
    ///   statement's end, where they were known.
    func reconcileWithTarget(
        _ statement: inout StatementPreview, account: Account, currency: Currency, opensAccount: Bool,
        checksTarget: Bool, expectsBalance: Bool, chain: StatementChain.Finding?
    ) throws(ImportEngineError) -> (before: Money?, expectedAtStatementEnd: Money?) {
        let expected = try settings.expectedBalance.flatMap { text throws(ImportEngineError) -> Money? in
            guard expectsBalance else { return nil }
            guard let money = Money(contractString: text, currency: currency) else {
                throw ImportEngineError(.usage, Problem(.expectedBalanceNotAnAmount, ["amount": .text(text)]))
            }
            return money
        }
        // Against the target: the account's balance before the statement's first day, plus the
        // statement, must end where the statement ends. The balance is the target's now:
        // earlier files of the run may have been booked since the account was looked up.
        var before: Money?
        var expectedAtStatementEnd = expected
        if !opensAccount, checksTarget || expected != nil, let balance = try TargetBalance.of(account, around: statement, in: target) {
            if checksTarget { before = balance.beforeStatement }
            // The balance the user expects is the account's after this import; bookings dated
            // after the statement are not part of what the statement can explain.
            if let expected {
                expectedAtStatementEnd = try? expected.subtracting(balance.bookedAfterStatement)
            }
        }
        if before != nil || expectedAtStatementEnd != nil {
            // The fingerprints stay; only the reconciliation learns about the account.
            statement.reconcile(targetBalanceBefore: before, expectedBalanceAfter: expectedAtStatementEnd)
        }
        if let chain { statement.reconciliation.addChainBreak(chain) }
        return (before, expectedAtStatementEnd)
    }

    /// What the import of `statement` notes for the history; throws when its balances do not
    /// reconcile and the settings do not accept that.
    func annotation(
        of statement: StatementPreview, file: ImportFile, opening: OpeningBalanceFromStatement, reviewNote: String?
    ) throws(ImportEngineError) -> ImportAnnotation {
        let acceptsMismatch = settings.acceptsMismatch || settings.filesAcceptingMismatch.contains(file.displayName)
        if statement.reconciliation.status == .mismatch && !acceptsMismatch {
            let messages = statement.reconciliation.problems.map(\.message).joined(separator: "\n  ")
            throw ImportEngineError(.problemsFound, Problem(
                .balancesDoNotReconcile, ["problems": .text(messages)], file: file.displayName,
                line: statement.reconciliation.problems.first?.line, remedy: .acceptMismatch))
        }
        let mismatchNote = statement.reconciliation.status == .mismatch
            ? "booked although the balances do not reconcile: " + statement.reconciliation.problems.map(\.message).joined(separator: "; ") : nil
        return ImportAnnotation(
            acceptedMismatch: statement.reconciliation.status == .mismatch,
            notes: ImportAnnotation.historyNotes(warnings: statement.warnings, [mismatchNote, reviewNote]),
            openingBalance: opening.fromStatement)
    }

    /// The idempotency key of `batch`, digested beside the target's checks, or not at all in a
    /// dry run (unless somebody asks for it).
    private func keyInWork(_ batch: Batch, startNow: Bool) -> BackgroundValue<String> {
        let run = runID
        return BackgroundValue(startNow: startNow && !settings.dryRun) { Batch.idempotencyKey(for: batch, run: run) }
    }

    /// The target's preview of `batch`; for an account not `opened` yet (one a dry run would
    /// open, or one the import opens), every row is new.
    static func preview(_ batch: Batch, account: Account, in target: any BookingTarget, opened: Bool) throws(ImportEngineError) -> BatchPreview {
        guard account.id <= 0 || !opened else {
            return try ImportEngineError.catching { () throws(BookingError) in try target.preview(batch) }
        }
        let currency = Currency(code: account.currency)
        let opening = currency.flatMap { try? Money(exactly: account.balance, currency: $0) }
        // By index: a copy of a row would retain and release its six texts.
        let after = opening.flatMap { opening in
            try? batch.transactions.indices.reduce(opening) { total, index throws(MoneyError) in
                try total.adding(batch.transactions[index].amount)
            }
        }
        return BatchPreview(
            accountID: account.id,
            rows: batch.transactions.indices.map { BatchPreview.Row(index: $0, status: "new", existingID: nil) },
            summary: BatchPreview.Summary(new: batch.transactions.count, duplicate: 0),
            balance: BatchPreview.Balance(current: account.balance, after: after?.amount ?? account.balance))
    }
}

extension ImportAnnotation {
    /// What an import's history keeps beside its bookings, one note a line: the statement's
    /// warnings, since the decisions it was read under are part of what was booked, then the
    /// `others` given; `nil` when there is nothing to keep.
    static func historyNotes(warnings: [Problem], _ others: [String?]) -> String? {
        // The history is kept, not shown: in English, as every reader of the ledger reads it.
        let notes = warnings.map { "warning: \($0.englishMessage)" } + others.compactMap { $0 }
        return notes.isEmpty ? nil : notes.joined(separator: "\n")
    }
}
