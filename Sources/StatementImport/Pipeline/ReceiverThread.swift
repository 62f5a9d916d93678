import Foundation

/// Runs a `StatementReceiver` on a thread of its own, fed in order: while the reading thread
/// reads, decodes and checks the next rows and the mapping thread maps and hashes them, the
/// receiver writes the ones before (a JSON document or CSV of a million rows is a third of the
/// work). At most two batches wait; the receiver's first error stops the reading at the next
/// hand-over, and `finish` gives the receiver back with what it kept.
final class ReceiverThread<Receiver: StatementReceiver>: @unchecked Sendable {
    private enum Item {
        case begin(StatementFormat, ColumnMapping)
        case rows([Transaction], [String]?)
    }

    private static var waitingLimit: Int { 2 }

    private let condition = NSCondition()
    // Guarded by `condition`.
    private var waiting: [Item] = []
    private var closed = false
    private var failure: (any Error)?
    // The thread's own until `finish` has waited for it.
    private var receiver: Receiver
    private let done = DispatchSemaphore(value: 0)

    init(_ receiver: Receiver) {
        self.receiver = receiver
        Thread.detachNewThread { [self] in run() }
    }

    private func run() {
        while let item = next() {
            do {
                switch item {
                case .begin(let format, let mapping): try receiver.begin(format: format, mapping: mapping)
                case .rows(let transactions, let fingerprints): try receiver.receive(transactions, fingerprints: fingerprints)
                }
            } catch {
                condition.lock()
                failure = error
                waiting.removeAll()
                condition.broadcast()
                condition.unlock()
            }
        }
        done.signal()
    }

    /// Waits for every item sent, and gives the receiver back; the receiver's error, if it had one.
    func finish() throws -> Receiver {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
        done.wait()
        if let failure { throw failure }
        return receiver
    }

    private func send(_ item: Item) throws {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count >= Self.waitingLimit && failure == nil { condition.wait() }
        if let failure { throw failure }
        waiting.append(item)
        condition.broadcast()
    }

    /// The next item, or `nil` once the reading is done and nothing waits; nothing more after
    /// an error.
    private func next() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty && !closed { condition.wait() }
        guard failure == nil, !waiting.isEmpty else { return nil }
        let item = waiting.removeFirst()
        condition.broadcast()
        return item
    }

    /// What the reading hands its rows to: it queues them for the thread.
    struct Forwarding: StatementReceiver {
        let thread: ReceiverThread

        mutating func begin(format: StatementFormat, mapping: ColumnMapping) throws {
            try thread.send(.begin(format, mapping))
        }

        mutating func receive(_ transactions: [Transaction], fingerprints: [String]?) throws {
            try thread.send(.rows(transactions, fingerprints))
        }
    }
}
