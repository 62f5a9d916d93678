import Foundation

/// Maps a statement's records on a thread of its own while the reading thread reads and
/// decodes the next ones: on a long statement, reading and mapping each take about half of
/// the time before the checks, and two processors do them side by side. Records are handed
/// over in batches (`CellBatch`, decoded and cleaned), in file order, so the mapper sees exactly what it would see on one thread.
final class MappingThread: @unchecked Sendable {
    /// Records per hand-over: large enough that the lock is rare, small enough that both
    /// threads start early and the waiting batches stay small.
    static let batchSize = 2_048
    /// Records per hand-over when the rows are handed on: smaller, since several batches are
    /// in memory at once and the rows are not.
    static let handingOnBatchSize = 512
    /// Batches that may wait before the reading thread waits for the mapping thread; fewer
    /// when the rows are handed on, whose memory should not grow with the file.
    private static let waitingLimit = 8
    private static let handingOnWaitingLimit = 2

    private let condition = NSCondition()
    // Guarded by `condition`.
    private var waiting: [CellBatch] = []
    private var closed = false
    private var reservation: Int?
    /// Transactions mapped and final, batch by batch, waiting for the reading thread
    /// (`takeFinished`); used only when the mapper hands its rows on instead of keeping them.
    /// Kept as the batches they were mapped in: joining them copied every transaction, a
    /// retain and a release of each of its texts.
    private var finished: [Batch] = []
    private let handsOn: Bool
    // The mapping thread's own until `finish` has waited for it.
    private var mapper: StatementMapper
    private let done = DispatchSemaphore(value: 0)

    /// `handsOn`: the mapper keeps only the last transaction, the others wait in `takeFinished`,
    /// with the core hashes of their fingerprints for `accountKey` when one is given: hashing
    /// is the heaviest work after mapping, and this thread has room for it.
    init(mapper: StatementMapper, handsOn: Bool = false, hashingFor accountKey: String? = nil) {
        self.mapper = mapper
        self.handsOn = handsOn
        Thread.detachNewThread { [self] in
            while let (batch, reservation) = next() {
                if let reservation { self.mapper.reserveCapacity(reservation) }
                for record in 0..<batch.recordCount { self.mapper.add(record, of: batch) }
                if self.handsOn {
                    let mapped = self.mapper.takeFinishedTransactions(reservingFor: Self.handingOnBatchSize)
                    let cores = accountKey.map { Fingerprint.coreHashes(of: mapped, accountKey: $0) } ?? []
                    if !mapped.isEmpty {
                        condition.lock()
                        finished.append(Batch(transactions: mapped, cores: cores))
                        condition.unlock()
                    }
                }
            }
            done.signal()
        }
    }

    /// Transactions mapped and final, with their fingerprints' core hashes when the thread
    /// hashes (else empty).
    struct Batch {
        var transactions: [Transaction]
        var cores: [Fingerprint.CoreHash]
    }

    /// The batches mapped since the last call, in file order.
    func takeFinished() -> [Batch] {
        condition.lock()
        defer { condition.unlock() }
        let taken = finished
        finished = []
        return taken
    }

    /// Hands `batch` to the mapping thread, waiting while too many batches wait already.
    func send(_ batch: CellBatch) {
        condition.lock()
        while waiting.count >= (handsOn ? Self.handingOnWaitingLimit : Self.waitingLimit) { condition.wait() }
        waiting.append(batch)
        condition.broadcast()
        condition.unlock()
    }

    /// Has the mapper make room for `rows` transactions before its next batch.
    func reserve(rows: Int) {
        condition.lock()
        reservation = rows
        condition.unlock()
    }

    /// Waits until every batch sent is mapped and returns the mapper.
    func finish() -> StatementMapper {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
        done.wait()
        return mapper
    }

    /// The next batch and the room to make first, or `nil` once the reading thread is done
    /// and nothing waits.
    private func next() -> (CellBatch, reservation: Int?)? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty && !closed { condition.wait() }
        guard !waiting.isEmpty else { return nil }
        let batch = waiting.removeFirst()
        defer { reservation = nil }
        condition.broadcast()
        return (batch, reservation)
    }
}
