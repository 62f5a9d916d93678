import Foundation
import StatementChecks
import StatementDetection
import StatementImport
import StatementMapping
import Testing

@testable import ImportEngine
@testable import TableReading

/// The core starts no thread of its own: the program chooses a runner (`WorkRunners`), and a
/// library whose caller chose none works on the calling thread alone.
@Suite("where the core's work runs")
struct WorkRunnerTests {
    /// The threads a receiver heard its rows on.
    final class Threads: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: Set<ObjectIdentifier> = []

        func note() {
            lock.lock()
            seen.insert(ObjectIdentifier(Thread.current))
            lock.unlock()
        }

        var all: Set<ObjectIdentifier> {
            lock.lock()
            defer { lock.unlock() }
            return seen
        }
    }

    struct ThreadNoting: StatementReceiver {
        let threads: Threads
        var rows = 0

        mutating func begin(format: StatementFormat, mapping: ColumnMapping) {}

        mutating func receive(_ transactions: [Transaction], fingerprints: [Fingerprint]?) throws {
            threads.note()
            rows += transactions.count
        }
    }

    @Test("a library that chose no runner reads, maps, hashes and hands on 9,000 rows on the calling thread")
    func callingThreadByDefault() throws {
        let bytes = ImportStreamingTests.statement(rows: 9_000)
        let threads = Threads()
        var receiver = ThreadNoting(threads: threads)
        let preview = try StatementStream.read(
            InMemoryChunkSource(bytes), plan: ReceivingThreadTests.plan, accountKey: StatementReading.ownAccountKey(of: ReceivingThreadTests.plan.format),
            into: &receiver)
        #expect(receiver.rows == 9_000)
        var digest = SHA256()
        bytes.withUnsafeBytes { digest.update(buffer: $0) }
        #expect(preview.sourceSHA256 == digest.finalizeHex())
        #expect(threads.all == [ObjectIdentifier(Thread.current)])
    }

    @Test("with the threads the tool chooses, the receiver hears the rows beside the calling thread")
    func threadsWhereChosen() throws {
        let bytes = ImportStreamingTests.statement(rows: 9_000)
        let threads = Threads()
        let (_, receiver) = try ReceivingThread.reading(into: ThreadNoting(threads: threads), runner: ThreadRunner()) {
            try StatementStream.read(InMemoryChunkSource(bytes), plan: ReceivingThreadTests.plan, accountKey: nil, into: &$0)
        }
        #expect(receiver.rows == 9_000)
        #expect(!threads.all.isEmpty)
        #expect(!threads.all.contains(ObjectIdentifier(Thread.current)))
    }
}
