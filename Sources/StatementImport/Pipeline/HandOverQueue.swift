import Foundation

/// Items handed from one thread to another in order, at most `limit` waiting: the thread that
/// puts waits while the queue is full, the thread that takes waits while it is empty, so
/// memory stays bounded whatever the input's length. The taking thread may fail: the items
/// waiting are dropped, it takes no more, and the putting thread gets the error from its next
/// `put` (and from `failure`).
///
/// The hashing thread (`ChunkDigest`), the mapping thread (`MappingThread`) and a receiver's
/// thread (`ReceivingThread`) are fed through one.
public final class HandOverQueue<Item>: @unchecked Sendable {
    private let condition = NSCondition()
    private let limit: Int
    // Guarded by `condition`.
    private var items: [Item] = []
    private var closed = false
    private var failed: (any Error)?

    public init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Adds `item`, waiting while `limit` items wait; throws the taker's error once it failed.
    public func put(_ item: Item) throws {
        condition.lock()
        defer { condition.unlock() }
        precondition(!closed, "an item handed over after the queue was closed")
        while failed == nil && items.count >= limit { condition.wait() }
        if let failed { throw failed }
        items.append(item)
        condition.broadcast()
    }

    /// The next item, waiting while none waits; `nil` once the queue is closed and empty, or
    /// once the taker failed.
    public func take() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && !closed && failed == nil { condition.wait() }
        guard failed == nil, !items.isEmpty else { return nil }
        condition.broadcast()
        return items.removeFirst()
    }

    /// No more items come: `take` hands out those waiting, then `nil`.
    public func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// The taker failed with `error` (the first error stays): the items waiting are dropped.
    public func fail(_ error: any Error) {
        condition.lock()
        if failed == nil { failed = error }
        items = []
        condition.broadcast()
        condition.unlock()
    }

    /// The taker's error, once it failed.
    public var failure: (any Error)? {
        condition.lock()
        defer { condition.unlock() }
        return failed
    }
}
