import TableReading

/// Where the core does the work beside the reading of a statement: hashing the file, mapping
/// the rows read while the next ones are read, handing them on.
///
/// The core starts no thread unless the app asks it to: until then every call does all its
/// work on the thread that calls it.
public enum ReadingThreads: Sendable {
    /// All on the calling thread, in turn: the default, for an app that reads on a queue of
    /// its own.
    case callingThread
    /// On threads of the core's own beside the calling thread, each ended before the call
    /// returns: faster for a long statement on a device with several cores.
    case own

    /// Chooses where the work runs for every statement read after the call; an app chooses
    /// once, as it starts.
    public static func use(_ choice: ReadingThreads) {
        switch choice {
        case .callingThread: WorkRunners.use(CallingThreadRunner())
        case .own: WorkRunners.use(ThreadRunner())
        }
    }
}
