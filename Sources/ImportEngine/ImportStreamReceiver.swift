import Booking
import StatementChecks
import StatementDetection
import StatementImport
import StatementMapping
import StatementTemplates
import StatementValues

/// What the import engine hands to a streaming read of the one statement it imports
/// (`StatementStream`): it finds the account as soon as the file's format is known, so that
/// the fingerprints can be computed, and books each batch of rows into an `ImportSession` as
/// it arrives.
///
/// A statement that the session cannot take as it streams — one whose account must be asked
/// for or confirmed, or opened where the target opens none (a server), or whose currency only
/// the account can settle — stops the read with
/// `Fallback` before anything is written, and the engine reads it again, held.
package final class ImportStreamReceiver: StatementReceiver {
    /// Stops the streaming read: the statement is read again and held.
    package struct Fallback: Error {}

    let target: any BookingTarget
    let settings: ImportSettings
    let templates: TemplateRegistry
    let questions: (any ImportQuestions)?
    /// The file's name, for a question.
    let file: String
    /// The account the statement names, once its format is known.
    private(set) var designator: String?
    private(set) var session: (any ImportSession)?
    /// The account the rows go to; for one the session opens, its name and IBAN until it is.
    private(set) var account: ImportSessionAccount?
    /// Whether the session opens the account.
    private(set) var opensAccount = false
    /// The account the session opened, once it has.
    private(set) var openedAccount: Account?
    /// The currency of the first row.
    private(set) var currency: Currency?
    private var fallingBack = false
    private var rowCount = 0
    private var key = StreamedBatchKey()

    init(target: any BookingTarget, settings: ImportSettings, templates: TemplateRegistry, questions: (any ImportQuestions)?, file: String) {
        self.target = target
        self.settings = settings
        self.templates = templates
        self.questions = questions
        self.file = file
    }

    /// The key the fingerprints of the statement in `format` are computed with: its account's
    /// (`Account.fingerprintKey`); `nil` when the statement is not booked as it streams.
    ///
    /// - Throws: `ImportEngineError` when the statement names no account: before its rows are read.
    package func accountKey(for format: StatementFormat) throws -> String? {
        let designator = try ImportEngine.accountDesignator(
            for: format, file: file, settings: settings, templates: templates, target: target, questions: questions)
        self.designator = designator
        let found: Account?
        do {
            found = try target.account(matching: designator)
        } catch {
            return try fallBack(after: error)
        }
        let choice: ImportSessionAccount
        if let lookup = found {
            choice = .existing(lookup)
        } else if settings.dryRun {
            // As `ImportEngine.resolveAccount` has it: an account that exists nowhere, id 0.
            choice = .wouldOpen(Account(id: 0, name: designator, iban: format.accountIBAN, currency: "", balance: DecimalAmount(significand: 0, scale: 0)))
        } else if settings.opensMissingAccounts {
            choice = .opening(name: designator, iban: format.accountIBAN)
            opensAccount = true
        } else if questions == nil, let currency = format.currency, !currency.isUnknown {
            // Nobody can say to open it: refused before the rows are read, as the held import
            // refuses it once they are.
            throw ImportEngine.noAccount(designator, for: format, settings: settings, currency: currency.code, in: target, file: file)
        } else {
            // Whether to open it is asked once the statement is read.
            return fallBack()
        }
        let begun: (any ImportSession)?
        do {
            begun = try target.beginImport(into: choice, dryRun: settings.dryRun)
        } catch {
            return try fallBack(after: error)
        }
        guard let begun else { return fallBack() }
        session = begun
        account = choice
        switch choice {
        case .existing(let existing), .wouldOpen(let existing): return existing.fingerprintKey
        case .opening(_, let iban): return iban ?? "account-\(begun.accountID)"
        }
    }

    private func fallBack() -> String? {
        fallingBack = true
        return nil
    }

    /// Falls back after the target refused a call. Other errors are said when the statement is
    /// read again; a target that cannot be reached or refuses the login ends the import with
    /// its error before a row is read, so that the held read does not wait for it a second
    /// time (the retries of an unreachable server take seconds).
    private func fallBack(after error: BookingError) throws -> String? {
        switch error.kind {
        case .unreachable, .unauthorized: throw error
        default: return fallBack()
        }
    }

    package func begin(format: StatementFormat, mapping: ColumnMapping) throws {
        // Amounts without a currency take the account's, which only a held statement can be given.
        if case .fixed(let currency) = mapping.currency, currency.isUnknown {
            // A new account needs one the statement does not state: refused now when nobody
            // can be asked, rather than after the held read.
            let opensNew = switch account { case .opening, .wouldOpen: true; default: false }
            if opensNew, settings.opensMissingAccounts || questions == nil {
                _ = try AccountOpening.newAccountCurrency(ofUnstatedIn: format, questions: nil)
            }
            fallingBack = true
        }
        if fallingBack || session == nil { throw Fallback() }
    }

    package func receive(_ transactions: [Transaction], fingerprints: [Fingerprint]?) throws {
        guard let session, let fingerprints, !transactions.isEmpty else { return }
        if currency == nil {
            let first = transactions[0].currency
            if first.isUnknown { throw Fallback() }
            currency = first
            if opensAccount { openedAccount = try session.openAccount(currency: first.code) }
        }
        let rows = transactions.indices.map { BatchTransaction(transactions[$0], fingerprint: BookingFingerprint(fingerprints[$0])) }
        if !settings.dryRun { key.add(rows) }
        try session.add(rows, firstIndex: rowCount)
        rowCount += rows.count
    }

    /// Opens the account the session opens in `currency`, when no row did: a statement
    /// without rows.
    func openAccount(currency: Currency) throws(BookingError) -> Account? {
        guard opensAccount else { return nil }
        if openedAccount == nil { openedAccount = try session?.openAccount(currency: currency.code) }
        return openedAccount
    }

    /// The idempotency key of the rows booked, with the batch's own fields.
    func idempotencyKey(accountID: Int, source: BatchSource, statement: StatementFacts, run: String) -> String {
        key.key(accountID: accountID, source: source, statement: statement, run: run)
    }

    /// Leaves nothing of the session behind.
    func cancel() {
        session?.cancel()
        session = nil
    }
}
