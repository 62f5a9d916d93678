import StatementValues


/// One statement booked while it is read, for a statement too long to hold: its rows come in
/// batches, are checked against the account and the new ones written as they come, and the
/// import is recorded at the end, when the statement's period and balances are known.
///
/// Everything happens in one transaction of the target: `finish` commits it, `cancel` (or a
/// process that dies) leaves nothing of it behind. A dry run's session books nothing and
/// only counts. The results are those `book` gives for the same rows as one `Batch`: the same
/// bookings, duplicates, import record and request hash.
///
/// The local ledger (`LedgerImportSession`) writes the rows inside its transaction as they
/// come; a server (`ServerImportSession`) keeps them in a spool file and sends the batch in
/// the contract's one preview and one booking request, each read from the file as it is sent.
public protocol ImportSession: AnyObject {
    /// The account the rows are booked into; for one the session opens, its id once opened.
    var accountID: Int { get }
    /// Opens the account the session was begun for (`ImportSessionAccount.opening`), in
    /// `currency`, once the first rows tell it; its opening balance is set by
    /// `setOpeningBalance` before the end.
    func openAccount(currency: String) throws(BookingError) -> Account
    /// Sets the opening balance of the account the session opened (`nil`: the statement states
    /// none, so 0).
    func setOpeningBalance(_ opening: Money?) throws(BookingError)
    /// Checks the next rows (the statement's rows from `firstIndex` on) and books the new ones.
    func add(_ rows: [BatchTransaction], firstIndex: Int) throws(BookingError)
    /// Compares the rows with the account's bookings, now that the batch's own fields are
    /// known, so that `newCount` and `duplicateCount` count every row: the ledger compared each
    /// batch of rows as it came; a server previews the whole batch (one request, which may
    /// refuse it). Called once the rows are all in, before the counts are read.
    func compare(source: BatchSource, statement: StatementFacts) throws(BookingError)
    /// How many rows so far were new, and how many duplicates (a server's: after `compare`).
    var newCount: Int { get }
    /// How many rows so far the account held already.
    var duplicateCount: Int { get }
    /// Records the import with what only the end knows, and commits it. A key used before for
    /// the same rows answers as the first time (nothing of this session stays); with other
    /// rows it is a conflict.
    func finish(
        source: BatchSource, statement: StatementFacts, idempotencyKey: String, annotation: ImportAnnotation
    ) throws(BookingError) -> ImportRecord
    /// Leaves nothing of the session behind. Safe to call more than once, and after `finish`.
    func cancel()
}

/// The account an import session books into.
public enum ImportSessionAccount: Sendable {
    /// An account the target holds.
    case existing(Account)
    /// An account the session opens inside its transaction: its name and IBAN; the currency
    /// comes with the first rows. Its id is known from the start, for the fingerprints.
    case opening(name: String, iban: String?)
    /// An account a dry run would open: every row is new.
    case wouldOpen(Account)
}

extension ImportSession {
    /// A session that compares the rows as they come has counted them already.
    public func compare(source: BatchSource, statement: StatementFacts) throws(BookingError) {}
}

extension BookingTarget {
    /// A target that books only whole batches: no session.
    public func beginImport(into account: ImportSessionAccount, dryRun: Bool) throws(BookingError) -> (any ImportSession)? {
        nil
    }
}
