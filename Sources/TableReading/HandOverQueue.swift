import Foundation

/// Items handed from one thread to another in order, at most `limit` waiting: the thread that
/// puts waits while the queue is full, the thread that takes waits while it is empty, so
/// memory stays bounded whatever the input's length. The taking thread may fail: the items
/// waiting are dropped, it takes no more, and the putting thread gets the error from its next
/// `put` (and from `failure`).
///
/// The hashing thread (`ChunkDigest`), the mapping thread (`MappingThread`) and a receiver's
/// thread (`ReceivingThread`) are fed through one.
package final class HandOverQueue<Item>: @unchecked Sendable {
    private let condition = NSCondition()
    private let limit: Int
    // Guarded by `condition`.
    private var items: [Item] = []
    private var closed = false
    private var failed: (any Error)?
    /// Threads waiting in `put` (the queue full) and in `take` (the queue empty). Only a
    /// thread that waits is woken, and after the lock is released: waking one costs a system
    /// call (on a virtual machine, an interrupt to the other processor), and a thread woken
    /// while the lock is held wakes only to wait for the lock. A long statement hands over
    /// thousands of batches: `preview --json` of a million rows switched threads 3,500–3,700
    /// times instead of 5,900–6,900 when every hand-over woke the other side.
    private var putting = 0
    private var taking = 0

    package init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Adds `item`, waiting while `limit` items wait; throws the taker's error once it failed.
    package func put(_ item: Item) throws {
        condition.lock()
        precondition(!closed, "an item handed over after the queue was closed")
        while failed == nil && items.count >= limit {
            putting += 1
            condition.wait()
            putting -= 1
        }
        if let failed {
            condition.unlock()
            throw failed
        }
        items.append(item)
        let wake = taking > 0
        condition.unlock()
        if wake { condition.broadcast() }
    }

    /// The next item, waiting while none waits; `nil` once the queue is closed and empty, or
    /// once the taker failed.
    package func take() -> Item? {
        condition.lock()
        while items.isEmpty && !closed && failed == nil {
            taking += 1
            condition.wait()
            taking -= 1
        }
        guard failed == nil, !items.isEmpty else {
            condition.unlock()
            return nil
        }
        let item = items.removeFirst()
        let wake = putting > 0
        condition.unlock()
        if wake { condition.broadcast() }
        return item
    }

    /// No more items come: `take` hands out those waiting, then `nil`.
    package func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// The taker failed with `error` (the first error stays): the items waiting are dropped.
    package func fail(_ error: any Error) {
        condition.lock()
        if failed == nil { failed = error }
        items = []
        condition.broadcast()
        condition.unlock()
    }

    /// The taker's error, once it failed.
    package var failure: (any Error)? {
        condition.lock()
        defer { condition.unlock() }
        return failed
    }
}
