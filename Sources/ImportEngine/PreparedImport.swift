import Booking
import StatementChecks

/// One statement checked and previewed against its account, ready to book.
struct PreparedImport {
    /// The file's place in the run.
    var index: Int
    var account: Account
    var statement: StatementPreview
    var batch: Batch
    var bookingPreview: BatchPreview
    var idempotencyKeyInWork: BackgroundValue<String>
    var annotation: ImportAnnotation

    var idempotencyKey: String { idempotencyKeyInWork.value }
}
