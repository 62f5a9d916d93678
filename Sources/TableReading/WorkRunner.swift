import Dispatch
import Foundation

/// Where the core's work beside the reading runs: on threads of its own, or in turn on the
/// calling thread.
///
/// The core never starts a thread by itself: a library embedded in an app must not, unasked,
/// and a command-line tool wants every processor. The program chooses once, as it starts
/// (`WorkRunners.use(_:)`); until then the core works on the calling thread alone
/// (`CallingThreadRunner`). The hashing (`ChunkDigest`), mapping (`MappingThread`) and
/// receiving (`ReceivingThread`) threads, a value computed in the background and work split
/// into slices (`ParallelSlices`) all ask the chosen runner.
package protocol WorkRunner: Sendable {
    /// Whether `start` runs work beside the calling thread; when not, the parts that hand
    /// work over do it themselves, in turn, where they would hand it over.
    var startsThreads: Bool { get }

    /// Starts `work` beside the calling thread; only called when `startsThreads`.
    func start(_ work: @escaping @Sendable () -> Void)

    /// Runs `body` for each of `0..<iterations` and returns when all are done, side by side
    /// where the runner has the processors.
    func forEach(_ iterations: Int, _ body: (Int) -> Void)

    /// How many slices work on many rows is split into at most.
    var processors: Int { get }
}

/// Every work on the calling thread, in turn: the default of a library, whose caller did not
/// ask it for threads.
package struct CallingThreadRunner: WorkRunner {
    package init() {}

    package var startsThreads: Bool { false }
    package var processors: Int { 1 }

    package func start(_ work: @escaping @Sendable () -> Void) {
        preconditionFailure("CallingThreadRunner starts no thread; ask startsThreads first")
    }

    package func forEach(_ iterations: Int, _ body: (Int) -> Void) {
        for iteration in 0..<iterations { body(iteration) }
    }
}

/// A thread of its own for each work started, and every processor for work in slices: what
/// the command-line tool chooses.
package struct ThreadRunner: WorkRunner {
    package init() {}

    package var startsThreads: Bool { true }
    package var processors: Int { ProcessInfo.processInfo.activeProcessorCount }

    package func start(_ work: @escaping @Sendable () -> Void) {
        Thread.detachNewThread(work)
    }

    package func forEach(_ iterations: Int, _ body: (Int) -> Void) {
        // `concurrentPerform` returns once every iteration is done, so `body` is done with
        // when this returns; the caller's body touches only its own iteration's part.
        withoutActuallyEscaping(body) { body in
            let iteration = Iteration(body: body)
            DispatchQueue.concurrentPerform(iterations: iterations) { iteration.body($0) }
        }
    }

    private struct Iteration: @unchecked Sendable {
        let body: (Int) -> Void
    }
}

/// The runner the program chose, for every part of the core.
package enum WorkRunners {
    private static let lock = NSLock()
    // Guarded by `lock`.
    nonisolated(unsafe) private static var chosen: any WorkRunner = CallingThreadRunner()

    /// The runner chosen, the calling thread's until the program chooses.
    package static var current: any WorkRunner {
        lock.lock()
        defer { lock.unlock() }
        return chosen
    }

    /// Chooses `runner` for every read that starts after this: once, as the program starts.
    package static func use(_ runner: any WorkRunner) {
        lock.lock()
        defer { lock.unlock() }
        chosen = runner
    }
}
