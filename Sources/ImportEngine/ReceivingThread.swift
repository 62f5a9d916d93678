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
/// `finish`, and nothing is handed to the receiver after it. When the program's runner starts
/// no threads (`WorkRunners`), the receiver hears each batch as it is sent, on the read's thread.
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
    /// Whether a thread receives; else `send` hands the work to the receiver itself.
    private let onThread: Bool

    package init(_ base: Base, runner: any WorkRunner = WorkRunners.current) {
        self.base = base
        // Asked here: `base` is the receiving thread's once it runs.
        fingerprintsWhereReceived = base.fingerprintsWhereReceived
        onThread = runner.startsThreads
        guard onThread else { return }
        runner.start { [self] in receiveInTurn() }
    }

    /// The receiving thread's loop: each work as it comes, until the read is over.
    private func receiveInTurn() {
        while let work = queue.take() {
            do {
                try hand(work)
            } catch {
                queue.fail(error)
            }
        }
        done.signal()
    }

    private func hand(_ work: Work) throws {
        switch work {
        case .begin(let format, let mapping): try base.begin(format: format, mapping: mapping)
        case .receive(let transactions, let fingerprints): try base.receive(transactions, fingerprints: fingerprints)
        case .pending(let transactions, let fingerprints): try base.receive(transactions, pending: fingerprints)
        }
    }

    /// Runs `read` with `base` on a thread of its own, and returns what `read` returns and the
    /// receiver once it has heard everything; the thread ends also when `read` throws. When
    /// both fail, the receiver's error is thrown: it came first (nothing was handed on after
    /// it), and the read's may only follow from the read going on without it.
    package static func reading<Read>(
        into base: Base, runner: any WorkRunner = WorkRunners.current, _ read: (inout ReceivingThread) throws -> Read
    ) throws -> (read: Read, receiver: Base) {
        var thread = ReceivingThread(base, runner: runner)
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
            if onThread { done.wait() }
        }
        if let failure = queue.failure { throw failure }
        return base
    }

    private func send(_ work: Work) throws {
        guard onThread else { return try handOnCallingThread(work) }
        try queue.put(work)
    }

    /// Hands `work` to the receiver on the calling thread; after the receiver's error, as on
    /// a thread, it hears nothing more and every later call throws that error.
    private func handOnCallingThread(_ work: Work) throws {
        if let failure = queue.failure { throw failure }
        do {
            try hand(work)
        } catch {
            queue.fail(error)
            throw error
        }
    }
}
