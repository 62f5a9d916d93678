/// The idempotency key of a batch whose rows come a few at a time (`ImportSession`): the same
/// key `Batch.idempotencyKey(for:run:)` gives the whole batch, with only the digests of full
/// slices of rows kept.
public struct StreamedBatchKey {
    private var sliceDigests: [String] = []
    /// The rows of the slice being filled.
    private var pending: [BatchTransaction] = []
    private var rowCount = 0

    public init() {}

    public mutating func add(_ rows: [BatchTransaction]) {
        rowCount += rows.count
        var start = rows.startIndex
        while start < rows.endIndex {
            let end = min(rows.endIndex, start + Batch.digestSliceRows - pending.count)
            pending += rows[start..<end]
            start = end
            if pending.count == Batch.digestSliceRows {
                sliceDigests.append(Batch.digest(of: pending[...]))
                pending.removeAll(keepingCapacity: true)
            }
        }
    }

    /// The key, once the batch's own fields are known.
    public func key(accountID: Int, source: BatchSource, statement: StatementFacts, run: String) -> String {
        let slices = pending.isEmpty ? sliceDigests : sliceDigests + [Batch.digest(of: pending[...])]
        let digest = Batch.digest(
            accountID: accountID, source: source, statement: statement, rowCount: rowCount, sliceDigests: slices)
        return Batch.idempotencyKey(digest: digest, run: run)
    }
}
