import Foundation

/// Hashes a file's chunks on a thread of its own, in the order they are handed over, while the
/// reading thread parses them: on a long statement the SHA-256 was a seventh of the reading
/// thread's work, and the reading thread is the one every command waits for.
///
/// The reader hands each chunk over whole (an array shares its storage, nothing is copied) and
/// takes its next buffer from the chunks already hashed, so the same few buffers go round.
/// At most `waitingLimit` chunks wait; the reader waits beyond that, which keeps memory at a
/// few chunks for any file size.
///
/// The thread ends when `finish()` is called or when the handle is dropped (a reading that
/// failed half-way), whichever comes first. When the program's runner starts no threads
/// (`WorkRunners`), each chunk is hashed as it is handed over, on the reading thread.
final class ChunkDigest {
    private let state: State
    /// The digest, once `finish` has waited for it.
    private var finished: SHA256?

    /// Starts the thread; `digest` is what was hashed so far (the first chunk, hashed on the
    /// reading thread, since a small file never needs a thread). `ended` is called on the
    /// thread as it ends (for tests).
    init(continuing digest: SHA256, runner: any WorkRunner = WorkRunners.current, ended: (@Sendable () -> Void)? = nil) {
        state = State(digest: digest, onThread: runner.startsThreads)
        let state = state
        guard runner.startsThreads else { return }
        runner.start {
            state.run()
            ended?()
        }
    }

    deinit {
        state.close()
    }

    /// Queues the first `count` bytes of `chunk` for hashing, waiting while too many wait.
    func hash(_ chunk: [UInt8], count: Int) {
        state.hash(chunk, count: count)
    }

    /// A buffer the thread has hashed and let go of, or `nil` when none is free. The caller
    /// must hold no other reference to it, so that filling it copies nothing.
    func spareBuffer() -> [UInt8]? {
        state.spareBuffer()
    }

    /// Waits until every chunk handed over is hashed and returns the digest; later calls
    /// return it again. Nothing may be hashed after the first.
    func finish() -> SHA256 {
        if let finished { return finished }
        let digest = state.finish()
        finished = digest
        return digest
    }

    /// What the thread and the reader share; the thread holds this, not the handle, so that
    /// dropping the handle can end the thread.
    private final class State: @unchecked Sendable {
        static let waitingLimit = 4

        struct Pending {
            var chunk: [UInt8]
            let count: Int
        }

        private let queue = HandOverQueue<Pending>(limit: waitingLimit)
        private let spareLock = NSLock()
        // Guarded by `spareLock`.
        private var spare: [[UInt8]] = []
        // The thread's own until `done` is signalled.
        private var digest: SHA256
        private let done = DispatchSemaphore(value: 0)
        /// Whether a thread hashes; else `hash` does, on the reading thread.
        private let onThread: Bool

        init(digest: SHA256, onThread: Bool) {
            self.digest = digest
            self.onThread = onThread
        }

        func run() {
            while var item = queue.take() { absorb(&item) }
            done.signal()
        }

        private func absorb(_ item: inout Pending) {
            item.chunk.withUnsafeBytes { digest.update(buffer: UnsafeRawBufferPointer(rebasing: $0[0..<item.count])) }
            // The spare takes the hasher's only reference along, so that the reader fills it
            // in place.
            spareLock.lock()
            spare.append([])
            swap(&spare[spare.count - 1], &item.chunk)
            spareLock.unlock()
        }

        func hash(_ chunk: [UInt8], count: Int) {
            var item = Pending(chunk: chunk, count: count)
            guard onThread else { return absorb(&item) }
            // Nothing makes the hashing thread fail.
            try? queue.put(item)
        }

        func spareBuffer() -> [UInt8]? {
            spareLock.lock()
            defer { spareLock.unlock() }
            return spare.popLast()
        }

        func close() {
            queue.close()
        }

        func finish() -> SHA256 {
            close()
            if onThread { done.wait() }
            // Signalled once; `finish` is called at most once, by the handle.
            return digest
        }
    }
}
