/// The idempotency key of a batch whose rows come a few at a time (`ImportSession`): the same
/// key `Batch.idempotencyKey(for:run:)` gives the whole batch, the rows digested as they come
/// and only the digests of full slices of rows kept.
package struct StreamedBatchKey {
    private var sliceDigests: [String] = []
    /// The digest of the slice being filled, and how many rows it has.
    private var slice = CanonicalDigest()
    private var rowsInSlice = 0
    private var rowCount = 0

    package init() {}

    package mutating func add(_ rows: [BatchTransaction]) {
        for index in rows.indices {
            Batch.add(row: index, of: rows, to: &slice)
            rowsInSlice += 1
            if rowsInSlice == Batch.digestSliceRows {
                sliceDigests.append(slice.finish())
                slice = CanonicalDigest()
                rowsInSlice = 0
            }
        }
        rowCount += rows.count
    }

    /// The key, once the batch's own fields are known.
    package func key(accountID: Int, source: BatchSource, statement: StatementFacts, run: String) -> String {
        var last = slice
        let slices = rowsInSlice == 0 ? sliceDigests : sliceDigests + [last.finish()]
        let digest = Batch.digest(
            accountID: accountID, source: source, statement: statement, rowCount: rowCount, sliceDigests: slices)
        return Batch.idempotencyKey(digest: digest, run: run)
    }
}
