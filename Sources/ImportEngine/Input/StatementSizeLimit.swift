import Foundation
import ImportWords
import StatementValues
import TableReading
import TextPrimitives

/// How large a statement the commands that hold it in memory (`preview`'s table, `validate
/// --expect`, `convert` to a journal, `review`, `import`) read, so that a huge file stops with
/// an error instead of the process being killed by the kernel when memory runs out. The
/// commands that stream the rows (`StatementStream`) need no limit.
///
/// A read statement takes memory by rows (about 550 bytes a row for `preview` and 900 for
/// `import --dry-run`, measured on 10 million rows of 150 bytes) and by the text of its
/// cells (wide rows). Both limits are set from the memory the tool may use, the smaller of
/// the machine's physical memory and the cgroup limit of the container it runs in: a
/// quarter of it for the rows at 1 KiB a row, and a quarter of it for the file's bytes at
/// four bytes of memory for each, so that a file at both limits still leaves half the memory
/// to everything else. With 16 GiB that is 4,194,304 rows and 1 GiB.
///
/// `CERTAIN_IMPORT_MAX_ROWS` and `CERTAIN_IMPORT_MAX_BYTES` replace them (a positive whole
/// number; bytes may end in K, M or G). Rows are counted as line ends, which is at least the
/// number of records.
package struct StatementSizeLimit: Equatable {
    package static let rowsVariable = "CERTAIN_IMPORT_MAX_ROWS"
    package static let bytesVariable = "CERTAIN_IMPORT_MAX_BYTES"
    /// The memory a row is counted with.
    package static let bytesPerRow: UInt64 = 1024
    /// The memory a byte of the file is counted with.
    package static let memoryPerByte: UInt64 = 4

    package var maxRows: Int
    package var maxBytes: Int
    /// The memory the defaults were computed from, for the error message.
    package var memory: UInt64

    /// The limits for `memory` bytes of usable memory.
    package init(memory: UInt64) {
        self.memory = memory
        maxRows = Int(clamping: memory / 4 / Self.bytesPerRow)
        maxBytes = Int(clamping: memory / 4 / Self.memoryPerByte)
    }

    /// The limits for this machine, with the environment's overrides.
    package static func current(environment: [String: String]) throws(ImportEngineError) -> StatementSizeLimit {
        var limit = StatementSizeLimit(memory: usableMemory())
        if let text = environment[rowsVariable] {
            limit.maxRows = try parse(text, variable: rowsVariable, allowsUnit: false)
        }
        if let text = environment[bytesVariable] {
            limit.maxBytes = try parse(text, variable: bytesVariable, allowsUnit: true)
        }
        return limit
    }

    /// The smaller of the physical memory and the cgroup's memory limit (v2, then v1).
    package static func usableMemory() -> UInt64 {
        var memory = ProcessInfo.processInfo.physicalMemory
        for path in ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"] {
            // "max" (v2) or a huge number (v1) mean no limit; both leave the physical memory.
            if let text = try? String(contentsOfFile: path, encoding: .utf8),
               let limit = UInt64(text.trimmingCharacters(in: .whitespacesAndNewlines)), limit > 0 {
                memory = min(memory, limit)
            }
        }
        return memory
    }

    package static func parse(_ text: String, variable: String, allowsUnit: Bool) throws(ImportEngineError) -> Int {
        var digits = text.trimmingCharacters(in: .whitespaces)
        var factor = 1
        if allowsUnit, let unit = digits.last.map({ String($0).uppercased() }), let power = ["K": 1, "M": 2, "G": 3][unit] {
            factor = 1 << (10 * power)
            digits.removeLast()
        }
        guard let value = Int(digits), value > 0, value <= Int.max / factor else {
            throw ImportEngineError(.usage, Problem(allowsUnit ? .byteLimitInvalid : .rowLimitInvalid, ["variable": .text(variable), "value": .text(text)]))
        }
        return value * factor
    }

    /// The error for a statement past the limit of `rows` or of bytes: `limit` of them.
    package func exceeded(rows: Bool, limit: Int, file: String, variable: String, shared: Bool) -> ImportEngineError {
        let code: ProblemCode = switch (rows, shared) {
        case (true, false): .statementOverRowLimit
        case (true, true): .statementsOverRowLimit
        case (false, false): .statementOverByteLimit
        case (false, true): .statementsOverByteLimit
        }
        return ImportEngineError(.input, Problem(
            code, ["limit": .amount(String(limit)), "memory": .amount(Self.gibibytes(memory)), "variable": .text(variable)],
            file: file))
    }

    /// `bytes` in GiB to a tenth, in the contract's form of an amount (`15.6`).
    static func gibibytes(_ bytes: UInt64) -> String {
        let tenths = (bytes * 10 + (1 << 29)) >> 30
        return "\(tenths / 10).\(tenths % 10)"
    }
}

/// The rows and bytes of the statements a command has read and still holds, counted against
/// `StatementSizeLimit` together: `import` of many files keeps every statement until the
/// batch is booked. A command that lets a statement go before reading the next (`validate`)
/// gives its share back with `restore(_:)`.
package final class StatementSizeBudget {
    package init() {}

    package fileprivate(set) var rows = 0
    package fileprivate(set) var bytes = 0

    /// The counts now, to go back to once the statements read after it are let go.
    package var mark: (rows: Int, bytes: Int) { (rows, bytes) }

    package func restore(_ mark: (rows: Int, bytes: Int)) {
        (rows, bytes) = mark
    }
}

/// A chunk source that stops with the limit's error once the bytes or line ends read (with
/// those the budget already holds) pass `StatementSizeLimit`; a regular file that does not fit
/// is refused before any byte is read.
package struct SizeLimitedSource<Base: ByteChunkSource>: ByteChunkSource {
    package var base: Base
    package let limit: StatementSizeLimit
    package let budget: StatementSizeBudget
    /// The file as messages name it.
    package let file: String
    /// Whether statements read before this one count too, for the message.
    private let shared: Bool

    package init(base: Base, limit: StatementSizeLimit, budget: StatementSizeBudget, file: String) throws(ImportEngineError) {
        self.base = base
        self.limit = limit
        self.budget = budget
        self.file = file
        shared = budget.rows > 0 || budget.bytes > 0
        if let size = base.byteCountHint, budget.bytes + size > limit.maxBytes {
            throw limit.exceeded(rows: false, limit: limit.maxBytes, file: file, variable: StatementSizeLimit.bytesVariable, shared: shared)
        }
    }

    package var byteCountHint: Int? { base.byteCountHint }

    package mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = try base.read(into: buffer)
        guard count > 0, let start = buffer.baseAddress else { return count }
        budget.bytes += count
        if budget.bytes > limit.maxBytes {
            throw limit.exceeded(rows: false, limit: limit.maxBytes, file: file, variable: StatementSizeLimit.bytesVariable, shared: shared)
        }
        var cursor = start
        let end = start + count
        while cursor < end, let found = memchr(cursor, 0x0A, end - cursor) {
            budget.rows += 1
            cursor = UnsafeMutableRawPointer(found) + 1
        }
        if budget.rows > limit.maxRows {
            throw limit.exceeded(rows: true, limit: limit.maxRows, file: file, variable: StatementSizeLimit.rowsVariable, shared: shared)
        }
        return count
    }
}
