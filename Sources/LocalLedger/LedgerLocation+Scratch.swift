import Booking
import Foundation

extension LedgerLocation {
    /// How the dry runs' scratch directories in `TMPDIR` begin.
    package static let scratchPrefix = "certain-import-dry-run-"

    /// An empty ledger in a scratch directory, for a dry run against a ledger that does not
    /// exist yet: the run writes nothing where the ledger would be, and checks the statement
    /// against the empty ledger it would find. The directory goes when `directory` is removed
    /// (or by the next dry run, when this one is killed).
    package static func scratch() throws(LedgerLocationError) -> (ledger: LocalLedger, directory: ScratchDirectory) {
        let directory: ScratchDirectory
        do {
            directory = try ScratchDirectory.create(in: FileManager.default.temporaryDirectory, prefix: scratchPrefix)
        } catch {
            throw .unusable(error)
        }
        let location = try LedgerLocation(option: directory.url.appendingPathComponent("ledger.sqlite").path, environment: [:])
        return (try location.open(), directory)
    }
}
