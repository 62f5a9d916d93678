import Foundation
import TableReading
import Testing

@Suite("Handing items from one thread to another")
struct HandOverQueueTests {
    struct Refused: Error, Equatable {}

    /// Items put by one thread come out of the other in order, all of them, through a queue
    /// that holds at most three at a time; after `close`, `take` ends.
    @Test func itemsArriveInOrderAndTheQueueEndsWhenClosed() throws {
        let queue = HandOverQueue<Int>(limit: 3)
        let (taken, done) = Self.takeAll(from: queue)
        for item in 1...1_000 { try queue.put(item) }
        queue.close()
        done.wait()
        #expect(taken.items == Array(1...1_000))
        #expect(queue.failure == nil)
    }

    /// Each side waits for the other in turn — the taker first lags (the putter waits on a
    /// full queue), then the putter lags (the taker waits on an empty one) — and every wait
    /// ends: only a waiting thread is woken, and a wake-up lost would leave a thread waiting
    /// (both threads are the test's own, so it fails after 30 seconds instead of hanging).
    @Test func eachSideWaitsForTheOtherAndIsWoken() throws {
        let queue = HandOverQueue<Int>(limit: 1)
        let (taken, done) = Self.takeAll(from: queue) { item in
            if item <= 100, item % 10 == 0 { Thread.sleep(forTimeInterval: 0.002) }
        }
        Thread.detachNewThread {
            for item in 1...200 {
                if item > 100, item % 10 == 0 { Thread.sleep(forTimeInterval: 0.002) }
                try? queue.put(item)
            }
            queue.close()
        }
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(taken.items == Array(1...200))
    }

    /// When the taking thread fails, the putting thread gets its error at the next `put`, and
    /// nothing more is taken.
    @Test func theTakersErrorReachesThePutter() throws {
        let queue = HandOverQueue<Int>(limit: 2)
        let (taken, done) = Self.takeAll(from: queue) { item in
            if item == 5 { queue.fail(Refused()) }
        }
        #expect(throws: Refused()) {
            for item in 1...1_000 { try queue.put(item) }
        }
        done.wait()
        #expect(taken.items == [1, 2, 3, 4, 5])
        #expect(queue.failure as? Refused == Refused())
        #expect(queue.take() == nil)
    }

    /// A thread that takes every item of `queue`, keeping each and then handing it to `after`;
    /// the semaphore is signalled once `take` has ended.
    static func takeAll(
        from queue: HandOverQueue<Int>, after: @escaping @Sendable (Int) -> Void = { _ in }
    ) -> (Taken, DispatchSemaphore) {
        let taken = Taken()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            while let item = queue.take() {
                taken.append(item)
                after(item)
            }
            done.signal()
        }
        return (taken, done)
    }

    final class Taken: @unchecked Sendable {
        private let lock = NSLock()
        private var taken: [Int] = []
        func append(_ item: Int) { lock.withLock { taken.append(item) } }
        var items: [Int] { lock.withLock { taken } }
    }
}
