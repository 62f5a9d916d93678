import Foundation
import StatementChecks
import StatementDetection
import StatementImport
import StatementMapping
import TableReading

/// Runs a receiver of a streaming read (`StatementStream`) on a thread of its own: the read
/// hands it each batch and goes on reading while the receiver writes the batch before.
///
/// A read keeps two threads busy already (reading, mapping, which hands the rows on); a
/// receiver that writes every row as JSON or CSV doubled the work of the thread that calls
/// it, which the other then waited for. Batches go over in file order, at most `waitingLimit`
/// at a time, so memory stays bounded; the receiver hears exactly what it would hear called
/// directly. A receiver's error is thrown by the next call after it, at the latest by
/// `finish`, and nothing is handed to the receiver after it.
package final class ReceivingThread<Base: StatementReceiver>: StatementReceiver, @unchecked Sendable {
    private enum Work {
        case begin(StatementFormat, ColumnMapping)
        case receive([Transaction], [Fingerprint]?)
        case pending([Transaction], PendingFingerprints)
    }

    /// Batches that may wait before the read waits for the receiver.
    private static var waitingLimit: Int { 4 }

    private let queue = HandOverQueue<Work>(limit: ReceivingThread.waitingLimit)
    /// The receiving thread's own until `finish` has waited for it.
    private var base: Base
    private let done = DispatchSemaphore(value: 0)
    private var finished = false

    package init(_ base: Base) {
        self.base = base
        // Asked here: `base` is the receiving thread's once it runs.
        fingerprintsWhereReceived = base.fingerprintsWhereReceived
        Thread.detachNewThread { [self] in
            while let work = queue.take() {
                do {
                    switch work {
                    case .begin(let format, let mapping): try self.base.begin(format: format, mapping: mapping)
                    case .receive(let transactions, let fingerprints): try self.base.receive(transactions, fingerprints: fingerprints)
                    case .pending(let transactions, let fingerprints): try self.base.receive(transactions, pending: fingerprints)
                    }
                } catch {
                    queue.fail(error)
                }
            }
            done.signal()
        }
    }

    /// Runs `read` with `base` on a thread of its own, and returns what `read` returns and the
    /// receiver once it has heard everything; the thread ends also when `read` throws. When
    /// both fail, the receiver's error is thrown: it came first (nothing was handed on after
    /// it), and the read's may only follow from the read going on without it.
    package static func reading<Read>(
        into base: Base, _ read: (inout ReceivingThread) throws -> Read
    ) throws -> (read: Read, receiver: Base) {
        var thread = ReceivingThread(base)
        let result: Read
        do {
            result = try read(&thread)
        } catch {
            _ = try thread.finish()
            throw error
        }
        return (result, try thread.finish())
    }

    package func begin(format: StatementFormat, mapping: ColumnMapping) throws {
        try send(.begin(format, mapping))
    }

    package func receive(_ transactions: [Transaction], fingerprints: [Fingerprint]?) throws {
        try send(.receive(transactions, fingerprints))
    }

    /// As the receiver wants it: a writer computes the fingerprints on this thread, which has
    /// time to spare, instead of the read's mapping thread.
    package let fingerprintsWhereReceived: Bool

    package func receive(_ transactions: [Transaction], pending: PendingFingerprints) throws {
        try send(.pending(transactions, pending))
    }

    /// Waits until the receiver has everything sent, and returns it; throws the receiver's
    /// error. Call it once the read is over, also when the read failed.
    package func finish() throws -> Base {
        if !finished {
            finished = true
            queue.close()
            done.wait()
        }
        if let failure = queue.failure { throw failure }
        return base
    }

    private func send(_ work: Work) throws {
        try queue.put(work)
    }
}
