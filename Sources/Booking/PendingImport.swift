/// One import of several booked as a unit: what `BookingTarget.bookAsOne` takes.
public struct PendingImport: Sendable {
    /// The rows to book.
    public var batch: Batch
    /// The key that makes booking it again harmless, as in `BookingTarget.book(_:idempotencyKey:)`.
    public var idempotencyKey: String
    /// What the target keeps beside the bookings.
    public var annotation: ImportAnnotation

    package init(batch: Batch, idempotencyKey: String, annotation: ImportAnnotation = .none) {
        self.batch = batch
        self.idempotencyKey = idempotencyKey
        self.annotation = annotation
    }
}
