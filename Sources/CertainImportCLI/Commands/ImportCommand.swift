import Booking
import Foundation
import LocalLedger
import StatementImport

/// `certain-import import FILE...`: books statements into the local ledger (or a Certain
/// server), after reconciliation and the duplicate check.
struct ImportCommand: ParsableCommand {
    static let files = RepeatedPositional<InputFile>("FILE", help: "The statements to book.")
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

    static let configuration = CommandConfiguration(
        name: "import",
        abstract: "Book statements into the local ledger, checked and without duplicates.",
        discussion: """
            Each file is read as 'preview' shows it. Rows already booked in the account are \
            skipped as duplicates; a statement whose balances do not add up is refused (exit 1, \
            nothing booked) unless --accept-mismatch is given. Every import is booked completely \
            or not at all, and can be undone with 'certain-import undo ID'.
            """,
        arguments: [files, account] + TargetOptions.arguments + [dryRun, yes, json, acceptMismatch, expectBalance]
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
        statement = try StatementOptions(arguments: arguments)
    }

    func run(_ context: CommandContext) throws {
        guard let destination = try target.open(context: context, creating: true) else { return }
        let run = UUID().uuidString
        var outcomes: [ImportOutcome] = []
        var failed = false
        for file in files {
            do {
                outcomes.append(try importFile(file, into: destination, run: run, context: context))
            } catch let error as CLIError where files.count > 1 {
                // One bad file does not stop the others; the summary says which were booked.
                context.diagnostics.error(error)
                outcomes.append(ImportOutcome(file: file.displayName, record: nil, status: "failed", message: error.message))
                failed = true
            }
        }
        if json {
            context.output.write(JSONValue.object([("imports", .array(outcomes.map(\.jsonValue)))]).rendered() + "\n")
        } else {
            for outcome in outcomes { context.output.write(outcome.summary + "\n") }
        }
        if failed { throw ExitCode.problemsFound }
    }

    /// Reads, checks and books one statement; throws before booking anything on a problem.
    func importFile(_ file: InputFile, into destination: BookingDestination, run: String, context: CommandContext) throws -> ImportOutcome {
        let target = destination.target
        var preview = try statement.read(file, context: context)
        if !preview.problems.isEmpty {
            let first = preview.problems[0]
            throw CLIError.input(
                "\(preview.problems.count) row(s) cannot be read; nothing was booked: \(first.message)",
                place: CLIError.Place(file: file.displayName, line: first.line),
                hint: first.hint ?? "fix the rows, or leave them out with --filter")
        }
        let account = try resolveAccount(for: preview, in: destination, file: file, context: context)
        guard let currency = Currency(code: account.currency) else {
            throw CLIError.target("the account '\(account.name)' has an unknown currency \(account.currency)")
        }
        let accountKey = account.iban ?? "account-\(account.id)"
        StatementPipeline.check(&preview, accountKey: accountKey)

        let fileName: String = if case .path(let path) = file { String(path.split(separator: "/").last ?? Substring(path)) } else { "stdin" }
        let batch = Batch(
            accountID: account.id,
            source: BatchSource(filename: fileName, sha256: preview.sourceSHA256, size: preview.sourceSize, template: preview.format.template),
            transactions: preview.transactions, fingerprints: preview.fingerprints,
            openingBalance: preview.statedOpeningBalance, closingBalance: preview.statedClosingBalance)
        let bookingPreview: BatchPreview
        do {
            bookingPreview = try target.preview(batch)
        } catch {
            throw CLIError(error)
        }

        // Against the target: the account's balance before the statement's first day, plus the
        // statement, must end where the statement ends. Only an account that holds bookings
        // says anything about that.
        let current = Money(contractString: account.balance, currency: currency)
        let expected = try expectBalance.map { text throws(CLIError) -> Money in
            guard let money = Money(contractString: text, currency: currency) else {
                throw CLIError.usage("--expect-balance \(text) is not an amount such as 1523.17")
            }
            return money
        }
        var before: Money?
        var expectedAtStatementEnd = expected
        // Only the local ledger lists its bookings by date; against a server the statement is
        // checked on its own and against --expect-balance.
        if let current, let period = preview.period, let ledger = destination.ledger {
            let accountBookings = ((try? ledger.bookings()) ?? []).filter { $0.accountID == account.id }
            func sum(_ bookings: [LedgerBooking]) -> Money? {
                try? Money.sum(bookings.compactMap { Money(contractString: $0.amount, currency: currency) }, currency: currency)
            }
            if !accountBookings.isEmpty {
                let fromStart = sum(accountBookings.filter { $0.bookingDate >= period.from.description })
                before = fromStart.flatMap { try? current.subtracting($0) }
            }
            // The balance the user expects is the account's after this import; bookings dated
            // after the statement are not part of what the statement can explain.
            if let expected, let later = sum(accountBookings.filter { $0.bookingDate > period.to.description }) {
                expectedAtStatementEnd = try? expected.subtracting(later)
            }
        }
        StatementPipeline.check(&preview, accountKey: accountKey, targetBalanceBefore: before,
                                expectedBalanceAfter: expectedAtStatementEnd)

        if preview.reconciliation.status == .mismatch && !acceptMismatch {
            let messages = preview.reconciliation.problems.map { "  " + $0.message }.joined(separator: "\n")
            throw CLIError.problemsFound(
                "the balances do not reconcile; nothing was booked:\n\(messages)",
                place: CLIError.Place(file: file.displayName, line: preview.reconciliation.problems.first?.line),
                hint: "check the statement for missing or doubled rows; book anyway with --accept-mismatch")
        }
        let newCount = bookingPreview.summary.new
        let duplicateCount = bookingPreview.summary.duplicate
        if dryRun {
            return ImportOutcome(
                file: file.displayName, record: nil, status: "dry-run",
                message: "would book \(newCount) transaction(s) into '\(account.name)', \(duplicateCount) duplicate(s) skipped; reconciliation \(preview.reconciliation.status.rawValue)")
        }
        let annotation = ImportAnnotation(
            acceptedMismatch: preview.reconciliation.status == .mismatch,
            notes: preview.reconciliation.status == .mismatch ? "booked with --accept-mismatch: " + preview.reconciliation.problems.map(\.message).joined(separator: "; ") : nil)
        let record: ImportRecord
        do {
            let key = Batch.idempotencyKey(for: batch, run: run)
            if let ledger = destination.ledger {
                record = try ledger.book(batch, idempotencyKey: key, annotation: annotation)
            } else {
                record = try target.book(batch, idempotencyKey: key)
            }
        } catch {
            throw CLIError(error)
        }
        return ImportOutcome(
            file: file.displayName, record: record, status: record.status,
            message: "booked \(record.booked) transaction(s) into '\(account.name)' as import \(record.id), \(record.skippedDuplicates) duplicate(s) skipped; reconciliation \(preview.reconciliation.status.rawValue)")
    }

    /// The account to book into: `--account`, else the statement's IBAN; a missing one is
    /// created with `--yes`.
    func resolveAccount(for preview: StatementPreview, in destination: BookingDestination, file: InputFile, context: CommandContext) throws -> Account {
        guard let ledger = destination.ledger else {
            return try serverAccount(for: preview, in: destination.target, file: file)
        }
        do {
            if let account {
                if let found = try ledger.account(matching: account) { return found }
                guard yes else {
                    throw CLIError.problemsFound(
                        "there is no account '\(account)' in \(ledger.path)",
                        hint: "create it with 'certain-import accounts add \(account) --currency CHF', or pass --yes to create it now")
                }
                return try createAccount(named: account, preview: preview, ledger: ledger, context: context)
            }
            if let iban = preview.format.accountIBAN {
                if let found = try ledger.account(matching: iban) { return found }
                guard yes else {
                    throw CLIError.problemsFound(
                        "no account in \(ledger.path) has the statement's IBAN \(iban)",
                        place: CLIError.Place(file: file.displayName),
                        hint: "name one with --account, or pass --yes to create an account named after the IBAN")
                }
                return try createAccount(named: iban, preview: preview, ledger: ledger, context: context)
            }
        } catch let error as BookingError {
            throw CLIError(error)
        }
        throw CLIError.usage(
            "the statement states no IBAN, so the account must be named",
            hint: "pass --account NAME (see 'certain-import accounts list')")
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

    func createAccount(named name: String, preview: StatementPreview, ledger: LocalLedger, context: CommandContext) throws -> Account {
        guard let currency = preview.transactions.first?.currency ?? preview.format.currency else {
            throw CLIError.usage("the account's currency is unknown", hint: "pass --currency CODE")
        }
        // The account starts where the statement says the bank account stood before it, so
        // that its balance is the bank's and later statements can be checked against it.
        let opening = openingBalance(of: preview, currency: currency)
        let account = try ledger.addAccount(
            name: name, iban: preview.format.accountIBAN, currency: currency.code, openingBalance: opening?.description ?? "0")
        context.diagnostics.note(
            "created account '\(account.name)' (\(account.currency)\(account.iban.map { ", \($0)" } ?? "")) in \(ledger.path)"
                + (opening.map { ", opening balance \($0) from the statement\n" } ?? ", opening balance 0 (the statement states none)\n"))
        return account
    }

    /// The balance before the statement's first booking: stated, or derived from the closing
    /// balance or the running balance.
    func openingBalance(of preview: StatementPreview, currency: Currency) -> Money? {
        if let opening = preview.statedOpeningBalance { return opening }
        guard let total = try? Money.sum(preview.transactions.map(\.amount), currency: currency) else { return nil }
        if let closing = preview.statedClosingBalance { return try? closing.subtracting(total) }
        let oldestFirst = preview.reconciliation.order != .newestFirst
        if let first = oldestFirst ? preview.transactions.first : preview.transactions.last, let balance = first.balanceAfter {
            return try? balance.subtracting(first.amount)
        }
        return nil
    }
}

/// What importing one file did, for the summary and `--json`.
struct ImportOutcome {
    var file: String
    var record: ImportRecord?
    var status: String
    var message: String

    var summary: String { "\(file): \(message)" }

    var jsonValue: JSONValue {
        .object([
            ("id", .int(record?.id)),
            ("file", .string(file)),
            ("booked", .int(record?.booked)),
            ("skipped_duplicates", .int(record?.skippedDuplicates)),
            ("status", .string(status)),
        ])
    }
}
