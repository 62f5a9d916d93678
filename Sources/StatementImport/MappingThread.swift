import Foundation
import StatementChecks
import StatementMapping
import TableReading

/// Maps a statement's records on a thread of its own while the reading thread reads and
/// decodes the next ones: on a long statement, reading and mapping each take about half of
/// the time before the checks, and two processors do them side by side. Records are handed
/// over in batches (`CellBatch`, decoded and cleaned), in file order, so the mapper sees exactly what it would see on one thread.
/// When the program's runner starts no threads (`WorkRunners`), each batch is mapped as it is
/// sent, on the reading thread.
final class MappingThread: @unchecked Sendable {
    /// Records per hand-over: large enough that the lock is rare, small enough that both
    /// threads start early and the waiting batches stay small.
    static let batchSize = 2_048
    /// Records per hand-over when the rows are handed on: smaller, since several batches are
    /// in memory at once and the rows are not.
    static let handingOnBatchSize = 512
    /// Bytes of cells after which a batch is handed over however few records it has: the
    /// waiting batches are counted, not weighed, and a batch lives as long as a transaction
    /// read from it, so a batch of long lines that are not rows (up to `maxRecordBytes` each)
    /// held hundreds of megabytes.
    static let batchByteLimit = 1 << 20
    /// Batches that may wait before the reading thread waits for the mapping thread; fewer
    /// when the rows are handed on, whose memory should not grow with the file.
    private static let waitingLimit = 8
    private static let handingOnWaitingLimit = 2

    /// Takes the transactions mapped and final, in file order, with the core hashes of their
    /// fingerprints when the thread hashes (else empty).
    typealias HandingOn = ([Transaction], _ cores: [Fingerprint.CoreHash]) throws -> Void

    /// Batches waiting to be mapped, with the room to make before each.
    private let queue: HandOverQueue<(batch: CellBatch, reservation: Int?)>
    // The mapping thread's own until `finish` has waited for it.
    private var mapper: StatementMapper
    /// Called on the mapping thread; dropped by `finish`, so that it does not outlive the
    /// read that lent it (`withoutActuallyEscaping`).
    private var handingOn: HandingOn?
    private let done = DispatchSemaphore(value: 0)
    private var finished = false
    /// Whether a thread maps; else `send` does.
    private let onThread: Bool
    private let accountKey: String?

    /// With `handingOn`, the mapper keeps only the last transaction (a continuation row may
    /// still change it), and hands the others on after each batch, on this thread: with the
    /// core hashes of their fingerprints for `accountKey` when one is given. The reading
    /// thread had done the handing on (the statement's running sums, the receiver) and was
    /// the one every read waited for.
    init(
        mapper: StatementMapper, hashingFor accountKey: String? = nil, handingOn: HandingOn? = nil,
        runner: any WorkRunner = WorkRunners.current
    ) {
        self.mapper = mapper
        self.handingOn = handingOn
        self.accountKey = accountKey
        onThread = runner.startsThreads
        queue = HandOverQueue(limit: handingOn == nil ? Self.waitingLimit : Self.handingOnWaitingLimit)
        guard onThread else { return }
        runner.start { [self] in
            while let (batch, reservation) = queue.take() {
                do {
                    try map(batch, reservingRows: reservation)
                } catch {
                    queue.fail(error)
                }
            }
            done.signal()
        }
    }

    private func map(_ batch: CellBatch, reservingRows reservation: Int?) throws {
        if let reservation { mapper.reserveCapacity(reservation) }
        for record in 0..<batch.recordCount { mapper.add(record, of: batch) }
        guard let handingOn else { return }
        let mapped = mapper.takeFinishedTransactions(reservingFor: Self.handingOnBatchSize)
        guard !mapped.isEmpty else { return }
        let cores = accountKey.map { Fingerprint.coreHashes(of: mapped, accountKey: $0) } ?? []
        try handingOn(mapped, cores)
    }

    /// Hands `batch` to the mapping thread, waiting while too many batches wait already; with
    /// `reservingRows`, the mapper makes room for that many transactions first. Throws what
    /// handing on threw, once it has.
    func send(_ batch: CellBatch, reservingRows rows: Int? = nil) throws {
        guard onThread else { return try map(batch, reservingRows: rows) }
        try queue.put((batch, rows))
    }

    /// Waits until every batch sent is mapped (and handed on), and returns the mapper, or
    /// the error handing on threw.
    func finish() -> Result<StatementMapper, any Error> {
        if !finished {
            finished = true
            queue.close()
            if onThread { done.wait() }
            handingOn = nil
        }
        if let failure = queue.failure { return .failure(failure) }
        return .success(mapper)
    }
}
