import Booking
import Foundation
import LocalLedger
import StatementImport

/// `certain-import import FILE...`: books statements into the local ledger (or a Certain
/// server), after reconciliation and the duplicate check.
struct ImportCommand: ParsableCommand {
    static let files = RepeatedPositional<InputFile>(
        "FILE", help: "The statements to book; a directory stands for the .csv files in it.")
    static let account = Option<String?>(
        "account", valueName: "A",
        help: "The account to book into: its name, number, or IBAN (spaces ignored). Default: the account with the IBAN the statement states.")
    static let dryRun = Flag("dry-run", help: "Do everything, including the duplicate check against the target, but book nothing.")
    static let yes = Flag("yes", short: "y", help: "Create a missing local account (named as given, or after the IBAN) instead of stopping.")
    static let json = Flag("json", help: "Print {\"imports\": [...]} as JSON.")
    static let acceptMismatch = Flag(
        "accept-mismatch", help: "Book although the balances do not reconcile; the import's history records it.")
    static let expectBalance = Option<String?>(
        "expect-balance", valueName: "AMOUNT",
        help: "The balance the account must have after this import (read from the banking app), such as 1523.17.")
    static let reviewFile = Option<String?>(
        "review-file", valueName: "PATH",
        help: "Book what an edited review file says (from 'certain-import review FILE --export PATH'): rows left out, fields edited.")
    static let review = Flag(
        "review",
        help: "Show each statement in the full-screen review list first, as 'review FILE' does, and book what it shows once b is confirmed. "
            + "Several files are reviewed one after another, in the order of their periods.")
    static let allOrNothing = Flag(
        "all-or-nothing", help: "Book all files as one unit: when one cannot be booked, none is.")

    static let configuration = CommandConfiguration(
        name: "import",
        abstract: "Book statements into the local ledger, checked and without duplicates.",
        discussion: """
            Each file is read as 'preview' shows it. Rows already booked in the account are \
            skipped as duplicates; a statement whose balances do not add up is refused (exit 1, \
            nothing booked) unless --accept-mismatch is given. Every import is booked completely \
            or not at all, and can be undone with 'certain-import undo ID'.

            Several files (or a directory) are grouped by account and booked in the order of \
            their periods; each statement must open with the balance the one before it closes \
            with. A missing statement between two others is reported as a warning and does not \
            stop the import; overlapping statements are fine (their shared rows are booked \
            once). A file that fails does not stop the others, unless --all-or-nothing is \
            given; the later statements of its account are not booked, as the account's \
            balance no longer leads into them, and the summary says so ('not booked: FILE \
            failed'). A summary table ends the run.

            With --review, each statement is shown in the review list of 'review FILE' (it \
            needs a terminal): b books what the list shows, q leaves the statement unbooked \
            with its review kept and goes on to the next, Ctrl-C stops. Several files are \
            reviewed one after another, in the order of their periods; after a statement left \
            unbooked, the later ones of its account are not shown.
            """,
        arguments: [files, account] + TargetOptions.arguments
            + [dryRun, yes, json, acceptMismatch, expectBalance, allOrNothing, review, reviewFile]
            + StatementOptions.arguments
    )

    var files: [InputFile]
    var account: String?
    var target: TargetOptions
    var dryRun: Bool
    var yes: Bool
    var json: Bool
    var acceptMismatch: Bool
    var expectBalance: String?
    var allOrNothing: Bool
    var reviewFile: String?
    var review: Bool
    /// Who applies a review file, for the import's history.
    var reviewer: String
    var statement: StatementOptions

    init(arguments: ParsedArguments) throws(CLIError) {
        files = try arguments.values(of: Self.files)
        account = try arguments.value(of: Self.account)
        target = try TargetOptions(arguments: arguments)
        dryRun = arguments.value(of: Self.dryRun)
        yes = arguments.value(of: Self.yes)
        json = arguments.value(of: Self.json)
        acceptMismatch = arguments.value(of: Self.acceptMismatch)
        expectBalance = try arguments.value(of: Self.expectBalance)
        allOrNothing = arguments.value(of: Self.allOrNothing)
        reviewFile = try arguments.value(of: Self.reviewFile)
        review = arguments.value(of: Self.review)
        reviewer = reviewingUser(environment: ProcessInfo.processInfo.environment)
        statement = try StatementOptions(arguments: arguments)
    }

    func validate() throws(CLIError) {
        guard review else { return }
        let excluded = [
            reviewFile.map { _ in "--review-file" }, dryRun ? "--dry-run" : nil, json ? "--json" : nil,
            allOrNothing ? "--all-or-nothing" : nil, expectBalance.map { _ in "--expect-balance" },
            acceptMismatch ? "--accept-mismatch" : nil,
        ].compactMap { $0 }
        if let first = excluded.first {
            throw CLIError.usage(
                "--review and \(first) exclude each other: the review list shows the balances and books what it shows",
                hint: "leave out \(first), or review first with 'certain-import review FILE' and import then")
        }
        if files.contains(.standardInput) {
            throw CLIError.usage(
                "the review list reads its keys from standard input, so a statement cannot come from there",
                hint: "name the statement's file")
        }
    }

    func run(_ context: CommandContext) throws {
        let statementFiles = try StatementFiles.expand(files)
        if review {
            guard RawTerminal.isInteractive else {
                throw CLIError.usage(
                    "the review list needs a terminal, and standard input or output is not one",
                    hint: "leave out --review, or use a review file: 'certain-import review FILE --export review.csv'")
            }
            return try ImportReview(command: self).run(statementFiles, context: context)
        }
        var scratch: URL?
        defer { if let scratch { try? FileManager.default.removeItem(at: scratch) } }
        var destination = try target.open(context: context, creating: !dryRun)
        if destination == nil {
            // A dry run writes nothing, not even the ledger file: a ledger that does not exist
            // yet is checked as the empty one it would be, in a scratch file removed afterwards.
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("certain-import-dry-run-\(UUID().uuidString)")
            scratch = directory
            destination = .ledger(try LedgerLocation(option: directory.appendingPathComponent("ledger.sqlite").path, environment: [:]).open())
        }
        guard let destination else { return }
        var batch = BatchImport(command: self, files: statementFiles, destination: destination, context: context)
        defer { context.keepUntilExit(batch) }
        try batch.run()
    }

    /// Refuses a statement with rows that cannot be read, before anything is booked.
    func refuseUnreadableRows(_ preview: StatementPreview, of file: InputFile) throws(CLIError) {
        if !preview.problems.isEmpty {
            let first = preview.problems[0]
            throw CLIError.input(
                "\(preview.problems.count) row(s) cannot be read; nothing was booked: \(first.message)",
                place: CLIError.Place(file: file.displayName, line: first.line),
                hint: first.hint ?? "fix the rows, or leave them out with --filter")
        }
        if let need = preview.needs.first {
            throw CLIError.input(
                "the statement cannot be booked while \(need.subject) is undecided; nothing was booked",
                place: CLIError.Place(file: file.displayName), hint: need.hint(offering: StatementOptions.optionNames))
        }
    }

    /// Checks one statement for `account` and previews it against the target; throws before
    /// anything is booked on a problem.
    ///
    /// - Parameters:
    ///   - checksTarget: Whether the account's booked balance must lead into the statement:
    ///     not after a gap (the missing statement explains the difference) or a statement of
    ///     this batch that is not booked (yet), where the chain of statements stands in for it.
    ///   - expectsBalance: Whether `--expect-balance` is about this statement's end.
    ///   - chain: What lies between this statement and the one before it in the batch.
    ///   - run: This run's id, part of the idempotency key.
    func prepare(
        _ file: InputFile, preview: StatementPreview, account: Account, in destination: BookingDestination,
        checksTarget: Bool, expectsBalance: Bool, chain: StatementChain.Finding?, run: String
    ) throws -> PreparedImport {
        var preview = preview
        let target = destination.target
        // The balance as it is now: earlier files of the batch may have been booked since the
        // account was looked up.
        var account = account
        if let ledger = destination.ledger, let current = try? ledger.accounts().first(where: { $0.id == account.id }) {
            account = current
        }
        guard let currency = Currency(code: account.currency) else {
            throw CLIError.target("the account '\(account.name)' has an unknown currency \(account.currency)")
        }
        preview.settleCurrency(currency)
        let accountKey = account.iban ?? "account-\(account.id)"
        StatementPipeline.check(&preview, accountKey: accountKey)

        let fileName: String = if case .path(let path) = file { String(path.split(separator: "/").last ?? Substring(path)) } else { "stdin" }
        var batch = Batch(
            accountID: account.id,
            source: BatchSource(filename: fileName, sha256: preview.sourceSHA256, size: preview.sourceSize, template: preview.format.template),
            transactions: preview.transactions, fingerprints: preview.fingerprints,
            openingBalance: preview.statedOpeningBalance, closingBalance: preview.statedClosingBalance)
        var idempotencyKey = keyInWork(batch, run: run, startNow: reviewFile == nil)
        var bookingPreview = try Self.preview(batch, account: account, in: target)

        // An account opened without an opening balance takes it from its first statement
        // that states one; until then its balance says nothing about the bank's.
        let opening = try OpeningBalanceFromStatement(account: account, preview: preview, in: destination)
        // Against the target: the account's balance before the statement's first day, plus the
        // statement, must end where the statement ends. Only an account that holds bookings
        // says anything about that.
        let current = opening.isUnknown ? nil : Money(contractString: account.balance, currency: currency)
        let expected = try expectBalance.flatMap { text throws(CLIError) -> Money? in
            guard expectsBalance else { return nil }
            guard let money = Money(contractString: text, currency: currency) else {
                throw CLIError.usage("--expect-balance \(text) is not an amount such as 1523.17")
            }
            return money
        }
        var before: Money?
        var expectedAtStatementEnd = expected
        // Only the local ledger lists its bookings by date; against a server the statement is
        // checked on its own and against --expect-balance.
        if let current, let period = preview.period, let ledger = destination.ledger, checksTarget || expected != nil,
           let totals = try? ledger.bookedTotals(accountID: account.id, from: period.from.description, after: period.to.description) {
            if checksTarget && totals.count > 0 {
                before = try? current.subtracting(totals.fromOn)
            }
            // The balance the user expects is the account's after this import; bookings dated
            // after the statement are not part of what the statement can explain.
            if let expected {
                expectedAtStatementEnd = try? expected.subtracting(totals.after)
            }
        }
        if before != nil || expectedAtStatementEnd != nil {
            // The fingerprints stay; only the reconciliation learns about the account.
            preview.reconciliation = Reconciler.reconcile(Reconciler.Input(
                transactions: preview.transactions, openingBalance: preview.statedOpeningBalance,
                closingBalance: preview.statedClosingBalance, targetBalanceBefore: before,
                expectedBalanceAfter: expectedAtStatementEnd))
        }
        if let chain { preview.reconciliation.addChainBreak(chain) }

        // A review file decides which rows are booked and with which values; its
        // reconciliation of the rows left is the one that gates the booking.
        var reviewNote: String?
        if let reviewFile {
            let alreadyBooked = Set(bookingPreview.rows.filter { $0.status == "duplicate" }.map { preview.fingerprints[$0.index] })
            let result = try applyReviewFile(
                reviewFile, to: preview, user: reviewer, alreadyBooked: alreadyBooked,
                targetBalanceBefore: before, expectedBalanceAfter: expectedAtStatementEnd)
            batch = Batch(
                accountID: batch.accountID, source: batch.source,
                transactions: result.transactions.map(\.transaction), fingerprints: result.transactions.map(\.fingerprint),
                openingBalance: preview.statedOpeningBalance, closingBalance: preview.statedClosingBalance)
            preview.reconciliation = result.reconciliation
            reviewNote = result.historyNote
            bookingPreview = try Self.preview(batch, account: account, in: target)
            idempotencyKey = keyInWork(batch, run: run, startNow: true)
        }

        if preview.reconciliation.status == .mismatch && !acceptMismatch {
            let messages = preview.reconciliation.problems.map { "  " + $0.message }.joined(separator: "\n")
            throw CLIError.problemsFound(
                "the balances do not reconcile; nothing was booked:\n\(messages)",
                place: CLIError.Place(file: file.displayName, line: preview.reconciliation.problems.first?.line),
                hint: "check the statement for missing or doubled rows; book anyway with --accept-mismatch")
        }
        let mismatchNote = preview.reconciliation.status == .mismatch
            ? "booked with --accept-mismatch: " + preview.reconciliation.problems.map(\.message).joined(separator: "; ") : nil
        let notes = [mismatchNote, reviewNote].compactMap { $0 }
        let annotation = ImportAnnotation(
            acceptedMismatch: preview.reconciliation.status == .mismatch, notes: notes.isEmpty ? nil : notes.joined(separator: "\n"),
            openingBalance: opening.fromStatement)
        return PreparedImport(
            file: file, account: account, preview: preview, batch: batch, bookingPreview: bookingPreview,
            idempotencyKeyInWork: idempotencyKey, annotation: annotation)
    }

    /// The idempotency key of `batch`, digested beside the target's checks, or not at all in a
    /// dry run (unless somebody asks for it).
    private func keyInWork(_ batch: Batch, run: String, startNow: Bool) -> BackgroundValue<String> {
        BackgroundValue(startNow: startNow && !dryRun) { Batch.idempotencyKey(for: batch, run: run) }
    }

    /// The target's preview of `batch`; for an account a dry run would open, every row is new.
    static func preview(_ batch: Batch, account: Account, in target: any BookingTarget) throws(CLIError) -> BatchPreview {
        guard account.id <= 0 else {
            do {
                return try target.preview(batch)
            } catch {
                throw CLIError(error)
            }
        }
        let currency = Currency(code: account.currency)
        let opening = currency.flatMap { Money(contractString: account.balance, currency: $0) }
        // By index: a copy of a row would retain and release its eleven texts.
        let after = opening.flatMap { opening in
            try? batch.transactions.indices.reduce(opening) { total, index throws(MoneyError) in
                guard let amount = Money(contractString: batch.transactions[index].amount, currency: opening.currency) else { return total }
                return try total.adding(amount)
            }
        }
        return BatchPreview(
            accountID: account.id,
            rows: batch.transactions.indices.map { BatchPreview.Row(index: $0, status: "new", existingID: nil) },
            summary: BatchPreview.Summary(new: batch.transactions.count, duplicate: 0),
            balance: BatchPreview.Balance(current: account.balance, after: after?.description ?? account.balance))
    }

    /// The account to book into, named by `designator` (`--account`, the statement's IBAN, or
    /// the user's answer at the terminal). A missing one is opened with `--yes` or when the user
    /// agrees at the terminal; a dry run only says it would open it and goes on with an account
    /// that exists nowhere (`dryRunID`, 0 or less, one per account of the run), so that nothing
    /// is written.
    func resolveAccount(
        _ designator: String?, for preview: StatementPreview, in destination: BookingDestination, file: InputFile,
        prompt: AccountPrompt?, dryRunID: Int, context: CommandContext
    ) throws -> Account {
        guard let ledger = destination.ledger else {
            return try serverAccount(for: preview, in: destination.target, file: file)
        }
        do {
            guard let designator else {
                throw CLIError.usage(
                    "the statement states no IBAN, so the account must be named",
                    hint: "pass --account NAME (see 'certain-import accounts list')")
            }
            if let found = try ledger.account(matching: designator) { return found }
            let accountCurrency = try newAccountCurrency(for: preview, prompt: yes ? nil : prompt)
            let currency = accountCurrency.code
            if dryRun {
                let opening = StatementChain.Statement(preview, name: designator)?.openingBalance
                context.diagnostics.note("dry run: would create account '\(designator)' (\(currency)); nothing was written\n")
                return Account(id: dryRunID, name: designator, iban: preview.format.accountIBAN, currency: currency,
                               balance: opening?.description ?? "0")
            }
            let byIBAN = designator == preview.format.accountIBAN && account == nil
            let question = "There is no account '\(designator)' in \(ledger.path). Open it (\(currency))?"
            guard yes || prompt?.confirm(question) == true else {
                if byIBAN {
                    throw CLIError.problemsFound(
                        "no account in \(ledger.path) has the statement's IBAN \(designator)",
                        place: CLIError.Place(file: file.displayName),
                        hint: "name one with --account, or pass --yes to create an account named after the IBAN")
                }
                throw CLIError.problemsFound(
                    "there is no account '\(designator)' in \(ledger.path)",
                    hint: "create it with 'certain-import accounts add \(designator) --currency \(currency)', or pass --yes to create it now")
            }
            return try openLocalAccount(named: designator, for: preview, in: ledger, currency: accountCurrency, context: context)
        } catch let error as BookingError {
            throw CLIError(error)
        }
    }

    /// A server's account, by `--account` (name, number, IBAN) or the statement's IBAN;
    /// accounts of a server are opened in Certain itself.
    func serverAccount(for preview: StatementPreview, in target: any BookingTarget, file: InputFile) throws -> Account {
        let accounts: [Account]
        do {
            accounts = try target.accounts()
        } catch {
            throw CLIError(error)
        }
        let wanted = account ?? preview.format.accountIBAN
        if let wanted, let found = AccountLookup.find(wanted, in: accounts) { return found }
        throw CLIError.problemsFound(
            wanted.map { "\(target.displayName) has no account '\($0)'" } ?? "the statement states no IBAN, so the account must be named",
            place: CLIError.Place(file: file.displayName),
            hint: "accounts of a server are opened in Certain; name one of \(accounts.map(\.name).joined(separator: ", ")) with --account")
    }
}
