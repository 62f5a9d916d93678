import Foundation
import TableReading

/// A value computed on another thread while the caller goes on, or on first use when it was
/// not started: the idempotency key of a large statement digests every field, which can run
/// beside the target's duplicate check, and a dry run never needs it. Started only where the
/// program's runner starts threads (`WorkRunners`); else computed on first use.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let compute: @Sendable () -> Value
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    // Written once: by the thread before `done` is signalled, or under `lock` on first use.
    private var result: Value?
    private let started: Bool

    init(startNow: Bool, runner: any WorkRunner = WorkRunners.current, _ compute: @escaping @Sendable () -> Value) {
        self.compute = compute
        started = startNow && runner.startsThreads
        guard started else { return }
        runner.start { [self] in
            result = compute()
            done.signal()
        }
    }

    /// The value, waiting for the thread when it is still at work.
    var value: Value {
        if started {
            done.wait()
            done.signal()
            return result!
        }
        lock.lock()
        defer { lock.unlock() }
        if let result { return result }
        let value = compute()
        result = value
        return value
    }
}
