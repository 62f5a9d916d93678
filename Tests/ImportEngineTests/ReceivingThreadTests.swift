import Foundation
import StatementChecks
import StatementDetection
import StatementImport
import StatementMapping
import StatementTemplates
import StatementValues
import TableReading
import Testing

@testable import ImportEngine
@testable import StatementOutput

/// A streaming read's receiver on a thread of its own (`ReceivingThread`): it hears what it
/// would hear on the reading thread, in order, and its failure stops the read.
@Suite("receiving thread")
struct ReceivingThreadTests {
    static let plan = { () -> StatementLoader.Plan in
        let bytes = ImportStreamingTests.statement(rows: 10)
        return try! StatementLoader.plan(
            head: bytes, tail: nil, fileName: "long.csv", registry: TemplateRegistry(), choice: .automatic,
            currency: Currency(code: "CHF"))
    }()

    /// `preview --json` of `bytes`, its rows written on the reading thread or on their own.
    static func previewJSON(_ bytes: [UInt8], threaded: Bool) throws -> [UInt8] {
        let written = Written()
        let writer = PreviewJSONWriter(file: "long.csv") { written.bytes += $0 }
        func read(into receiver: inout some StatementReceiver) throws -> StatementPreview {
            try StatementStream.read(
                InMemoryChunkSource(bytes), plan: plan, accountKey: StatementReading.ownAccountKey(of: plan.format), into: &receiver)
        }
        if threaded {
            var (preview, finished) = try ReceivingThread.reading(into: writer, runner: ThreadRunner()) { try read(into: &$0) }
            finished.finish(preview)
        } else {
            var unthreaded = writer
            let preview = try read(into: &unthreaded)
            unthreaded.finish(preview)
        }
        return written.bytes
    }

    final class Written: @unchecked Sendable {
        var bytes: [UInt8] = []
    }

    @Test("a statement of 9,000 rows written on the receiving thread is the document written on the reading thread")
    func sameDocument() throws {
        let bytes = ImportStreamingTests.statement(rows: 9_000)
        let threaded = try Self.previewJSON(bytes, threaded: true)
        let unthreaded = try Self.previewJSON(bytes, threaded: false)
        #expect(threaded == unthreaded)
        #expect(threaded.count > 9_000 * 300)
        let rows = String(decoding: threaded, as: UTF8.self).components(separatedBy: "\"booking_date\": ").count - 1
        #expect(rows == 9_000)
    }

    /// A receiver that refuses its third batch, as a ledger that fails to write would.
    struct RefusingReceiver: StatementReceiver {
        struct Refusal: Error, Equatable {}
        var batches = 0
        var rows = 0

        mutating func begin(format: StatementFormat, mapping: ColumnMapping) {}

        mutating func receive(_ transactions: [Transaction], fingerprints: [Fingerprint]?) throws {
            batches += 1
            if batches == 3 { throw Refusal() }
            rows += transactions.count
        }
    }

    /// The runners a program may choose: the receiver hears the same on its thread and on the
    /// reading thread.
    static let runners: [any WorkRunner] = [ThreadRunner(), CallingThreadRunner()]

    @Test("the receiver's error ends the read: thrown to the reader, and nothing is handed on after it", arguments: runners)
    func refusalStopsTheRead(runner: any WorkRunner) throws {
        let bytes = ImportStreamingTests.statement(rows: 20_000)
        let thread = ReceivingThread(RefusingReceiver(), runner: runner)
        var receiver = thread
        #expect(throws: RefusingReceiver.Refusal()) {
            _ = try StatementStream.read(InMemoryChunkSource(bytes), plan: Self.plan, accountKey: nil, into: &receiver)
        }
        #expect(throws: RefusingReceiver.Refusal()) { _ = try thread.finish() }
    }

    @Test("a row that cannot be read is reported, and the receiver on its thread hears every other row", arguments: runners)
    func unreadableRow(runner: any WorkRunner) throws {
        let bytes = ImportStreamingTests.statement(rows: 6_000, unreadableAt: 5_000)
        var unthreaded = RefusingReceiver(batches: -100)
        let held = try StatementStream.read(InMemoryChunkSource(bytes), plan: Self.plan, accountKey: nil, into: &unthreaded)
        #expect(held.problems.count == 1)
        let (preview, receiver) = try ReceivingThread.reading(into: RefusingReceiver(batches: -100), runner: runner) {
            try StatementStream.read(InMemoryChunkSource(bytes), plan: Self.plan, accountKey: nil, into: &$0)
        }
        #expect(preview.problems.map(\.line) == [5_002])
        #expect(receiver.rows == unthreaded.rows)
        #expect(receiver.rows == 5_999)
    }

    @Test("a read that throws ends the receiving thread and throws its own error", arguments: runners)
    func readThatThrows(runner: any WorkRunner) {
        let bytes = ImportStreamingTests.statement(rows: 6_000)
        #expect(throws: RefusingReceiver.Refusal()) {
            _ = try ReceivingThread.reading(into: RefusingReceiver(batches: -100), runner: runner) { receiver -> StatementPreview in
                _ = try StatementStream.read(InMemoryChunkSource(bytes), plan: Self.plan, accountKey: nil, into: &receiver)
                throw RefusingReceiver.Refusal()
            }
        }
    }

    struct LaterReadError: Error, Equatable {}

    @Test("when the receiver fails and then the read, the receiver's error is the one thrown", arguments: runners)
    func receiverErrorComesFirst(runner: any WorkRunner) {
        #expect(throws: RefusingReceiver.Refusal()) {
            _ = try ReceivingThread.reading(into: RefusingReceiver(batches: 2), runner: runner) { receiver -> Int in
                // The receiver refuses this batch on its thread; the read fails after handing it on.
                try receiver.receive([], fingerprints: nil)
                throw LaterReadError()
            }
        }
    }
}
