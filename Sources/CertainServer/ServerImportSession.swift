import Booking
import Foundation
import ImportWords
import StatementValues

/// One statement imported into a Certain server while it is read (`ImportSession`), in the
/// two requests the contract has for a batch — one preview, one booking — without holding it:
/// the rows' JSON goes to a spool file as they come, and at the end the batch's JSON is
/// written to a private file (mode 0600, in `CertainServerTarget.spoolDirectory`) that both
/// requests send as they read it.
///
/// The file holds the bytes `CertainServerTarget.preview(_:)` and `book(_:idempotencyKey:)`
/// send for the same rows as one `Batch`, written by the same encoder, so that the server
/// answers the same and a key used by one path is honoured by the other. It is removed when
/// the session ends (`finish`, `cancel`, a failure, the session released). Each attempt opens
/// the file by its name (an unnamed file given as its `/proc/self/fd` link was tried, and the
/// server received a body cut short after 57 bytes, as if the upload took the link's size),
/// so a process stopped while the requests go out leaves it behind: the session claims it
/// (`ClaimedFile`), and the next server import removes the files nobody claims. The spool
/// of rows has no name at all.
///
/// A server opens no accounts: a session books into an account the server holds.
final class ServerImportSession: ImportSession {
    let accountID: Int
    private let account: Account
    private let server: CertainServerTarget
    private let directory: URL
    private let rows: SpoolFile
    private var rowCount = 0
    /// The batch's JSON once its own fields are known, and which fields they were.
    private var batchFile: (file: ClaimedFile, source: BatchSource, statement: StatementFacts)?
    private(set) var newCount = 0
    private(set) var duplicateCount = 0

    /// The end of a batch whose rows are left out: what the rows' JSON goes before. With its
    /// keys sorted (`CertainServerTarget.encoded`), a batch's `transactions` come last.
    private static let noRows = Array(#""transactions":[]}"#.utf8)

    init(server: CertainServerTarget, account: Account, directory: URL) throws(BookingError) {
        accountID = account.id
        self.account = account
        self.server = server
        self.directory = directory
        do {
            rows = try SpoolFile(in: directory)
        } catch {
            throw BookingError(.failed, target: directory.path, Problem(.spoolFileNotCreatable, ["reason": .text(error.localizedDescription)]))
        }
    }

    deinit {
        cancel()
    }

    /// Refused as `addAccount` refuses it: the server's accounts are opened in Certain.
    func openAccount(currency: String) throws(BookingError) -> Account {
        try server.addAccount(name: account.name, iban: account.iban, currency: currency, openingBalance: nil)
    }

    /// Refused as `openAccount`: the session opened no account whose opening balance it could set.
    func setOpeningBalance(_ opening: Money?) throws(BookingError) {
        _ = try openAccount(currency: account.currency)
    }

    /// Appends the rows' JSON to the spool; the server sees them at the end.
    func add(_ batch: [BatchTransaction], firstIndex: Int) throws(BookingError) {
        precondition(firstIndex == rowCount, "the rows of a session come in order")
        guard !batch.isEmpty else { return }
        // An array's JSON is `[row,row]`: the rows go in without the brackets, a comma between batches.
        let json = try server.encoded(batch, for: .book)
        json.withUnsafeBytes { bytes in
            if rowCount > 0 { Self.comma.withUnsafeBytes { rows.write($0) } }
            rows.write(UnsafeRawBufferPointer(rebasing: bytes[1..<(bytes.count - 1)]))
        }
        rowCount += batch.count
    }

    private static let comma: [UInt8] = [0x2C]

    /// How the batch files begin (`ClaimedFile`); `TMPDIR` may hold those of other imports.
    static let batchFilePrefix = ".certain-import-batch-"

    /// Previews the whole batch in one request, as `CertainServerTarget.preview(_:)` does.
    func compare(source: BatchSource, statement: StatementFacts) throws(BookingError) {
        do {
            let preview = try server.preview(batchFile: try writeBatch(source: source, statement: statement), accountID: accountID)
            newCount = preview.summary.new
            duplicateCount = preview.summary.duplicate
        } catch {
            cancel()
            throw error
        }
    }

    /// Books the whole batch in one request, as `CertainServerTarget.book(_:idempotencyKey:)`
    /// does (the contract has no place for `annotation`); the batch's file is removed after.
    func finish(
        source: BatchSource, statement: StatementFacts, idempotencyKey: String, annotation: ImportAnnotation
    ) throws(BookingError) -> ImportRecord {
        defer { cancel() }
        let file = try writeBatch(source: source, statement: statement)
        return try server.book(batchFile: file, accountID: accountID, source: source, idempotencyKey: idempotencyKey)
    }

    /// Removes the batch's file. The spool goes with the session.
    func cancel() {
        guard let batchFile else { return }
        batchFile.file.remove()
        self.batchFile = nil
    }

    /// The file holding the batch's JSON with `source` and `statement`: the JSON of a batch
    /// without rows, up to its empty `transactions` array, the rows from the spool, and the end.
    func writeBatch(source: BatchSource, statement: StatementFacts) throws(BookingError) -> URL {
        if let batchFile, batchFile.source == source, batchFile.statement == statement { return batchFile.file.url }
        cancel()
        let empty = try server.encoded(Batch(accountID: accountID, source: source, statement: statement, transactions: []), for: .book)
        guard empty.count > Self.noRows.count, empty.suffix(Self.noRows.count).elementsEqual(Self.noRows) else {
            // The encoder writes the rows last; a change there must not send a broken batch.
            throw BookingError(.failed, target: server.displayName, Problem(.batchJSONUnexpected))
        }
        let file = try ClaimedFile.create(in: directory, prefix: Self.batchFilePrefix)
        let (url, handle) = (file.url, file.handle)
        batchFile = (file, source, statement)
        do {
            // Up to and with the array's `[`; the rows; `]}`.
            try handle.write(contentsOf: empty.dropLast(2))
            try rows.read { chunk in try handle.write(contentsOf: Data(chunk)) }
            try handle.write(contentsOf: empty.suffix(2))
            // The handle stays open: it holds the claim until the file is removed.
        } catch {
            cancel()
            throw BookingError(.failed, target: url.path, Problem(.batchFileNotWritable, [
                "server": .text(server.displayName), "reason": .text(error.localizedDescription),
            ]))
        }
        return url
    }
}

extension CertainServerTarget {
    /// A session for an account the server holds; `nil` for one that is to be opened, which a
    /// server does not do (the held import says so).
    package func beginImport(into account: ImportSessionAccount, dryRun: Bool) throws(BookingError) -> (any ImportSession)? {
        guard case .existing(let existing) = account else { return nil }
        return try ServerImportSession(server: self, account: existing, directory: spoolDirectory)
    }
}
