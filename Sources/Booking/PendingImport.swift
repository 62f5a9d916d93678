/// One import of several booked as a unit: what `BookingTarget.bookAsOne` takes.
public struct PendingImport: Sendable {
    public var batch: Batch
    public var idempotencyKey: String
    public var annotation: ImportAnnotation

    package init(batch: Batch, idempotencyKey: String, annotation: ImportAnnotation = .none) {
        self.batch = batch
        self.idempotencyKey = idempotencyKey
        self.annotation = annotation
    }
}
