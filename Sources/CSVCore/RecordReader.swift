/// A streaming CSV state machine: feed it chunks of bytes, get records out.
///
/// The reader never sees the whole input. `read(_:)` consumes bytes until one record is complete
/// or the chunk is used up, and says how many bytes it consumed; the caller feeds the rest of
/// the chunk, or the next chunk, in the next call. An empty chunk means the end of the input.
/// Splitting the input differently never changes the records or their positions: the state
/// between calls is all in this struct.
///
/// Fields are copied into one reusable buffer per record, so reading allocates nothing per byte
/// once the buffers have grown to the widest record. Runs of ordinary bytes are found eight at
/// a time (see `ScanSet`) and copied in one go.
///
/// How the states fit together, and how to add a setting:
/// - `startRecord` decides between a comment line, an empty line and the first field;
///   `startField` between a quoted and an unquoted field.
/// - `unquoted` and `quoted` are the two states that consume most bytes. A new special byte
///   must go into `ScanSet` (or the fast scan skips it) and get a case in those two states.
/// - `afterQuote` handles the byte after a quote inside a quoted field: a doubled quote, the
///   end of the field, or (leniently) text after the closing quote.
/// - `partialDelimiter` carries a multi-byte delimiter that is split across chunks.
/// - Physical lines are counted in `consumeLineBreak`, wherever CR or LF occur, so a record's
///   `Position.line` is right even after fields with embedded line breaks.
public struct RecordReader: Sendable {
    /// What a call to `read(_:)` ended with.
    public enum Step: Sendable, Equatable {
        /// The chunk is used up and no record is complete: feed more input.
        case needInput
        /// `record` holds a complete record until the next call.
        case record
        /// The input has ended and every record has been returned.
        case end
    }

    enum State: Sendable {
        case startRecord
        /// A CR right after the CR that ended the previous record: CRCRLF or an empty line.
        case secondCR
        case comment
        case startField
        case unquoted
        case unquotedEscape
        case quoted
        case quotedEscape
        case afterQuote
        case partialDelimiter(matched: Int)
        case finished
    }

    public let dialect: Dialect
    /// The record completed by the last call that returned `.record`.
    public private(set) var record = ByteRecord()

    private var state = State.startRecord
    private var resetPending = false
    /// Absolute offset of the next byte to consume.
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    /// Absolute offset of the last CR seen, so that an LF right after it completes a CRLF.
    private var lastCR = -2
    /// The last record ended with a CR (needed to recognise CRCRLF).
    private var recordEndedWithCR = false
    private var recordIndex = 0
    private var quoteOpened = (byte: 0, line: 1, column: 1)

    private let scan: ScanSet
    private let delimiter: [UInt8]
    private let delimiterHead: UInt8
    private let quote: UInt8?
    private let escapeByte: UInt8?
    private let doubledQuote: Bool
    private let terminatorByte: UInt8?

    public init(dialect: Dialect) {
        self.dialect = dialect
        delimiter = dialect.delimiter
        delimiterHead = dialect.delimiter[0]
        quote = dialect.quote
        switch dialect.escape {
        case .doubledQuote:
            doubledQuote = dialect.quote != nil
            escapeByte = nil
        case .character(let byte):
            doubledQuote = false
            escapeByte = byte == dialect.quote ? nil : byte
        case .none:
            doubledQuote = false
            escapeByte = nil
        }
        if case .byte(let byte) = dialect.terminator { terminatorByte = byte } else { terminatorByte = nil }
        var special: [UInt8] = [delimiterHead, 0x0D, 0x0A]
        if let quote { special.append(quote) }
        if let escapeByte { special.append(escapeByte) }
        if let terminatorByte { special.append(terminatorByte) }
        scan = ScanSet(special)
    }

    /// A reader that starts in the middle of an input, after lines its caller skipped (a
    /// preamble that is not CSV): positions go on from `position`, with `position.line` the line
    /// of the first byte fed.
    public init(dialect: Dialect, startingAt position: Position) {
        self.init(dialect: dialect)
        offset = position.byte
        line = position.line
        lineStart = position.byte
        recordIndex = position.record
    }

    /// The position the next byte would have: useful to report where the input ended.
    public var currentPosition: Position { Position(byte: offset, line: line, record: recordIndex) }

    /// Consumes bytes from `input` until a record is complete or `input` is used up.
    ///
    /// An empty `input` means the end of the input: a record still open is completed (an
    /// unterminated quote is reported on it), and the call after that returns `.end`.
    public mutating func read(_ input: UnsafeBufferPointer<UInt8>) -> (step: Step, consumed: Int) {
        if resetPending {
            record.reset()
            resetPending = false
        }
        if input.isEmpty { return finish() }
        var index = 0
        let count = input.count
        while index < count {
            let byte = input[index]
            switch state {
            case .startRecord:
                if byte == 0x0A && lastCR == offset + index - 1 {
                    // The LF of a CRLF whose CR ended the previous line.
                    lineStart = offset + index + 1
                    index += 1
                    continue
                }
                if byte == 0x0D && recordEndedWithCR && lastCR == offset + index - 1 {
                    state = .secondCR
                    index += 1
                    continue
                }
                if isTerminator(byte) {
                    let brokeLine = consumeLineBreak(byte, at: index)
                    index += 1
                    recordEndedWithCR = byte == 0x0D
                    if !dialect.skipEmptyLines {
                        openRecord(at: index - 1, line: brokeLine ? line - 1 : line)
                        return completeRecord(consumed: index, endedWithCR: byte == 0x0D, brokeLine: brokeLine)
                    }
                    continue
                }
                if let comment = dialect.comment, byte == comment {
                    state = .comment
                    index += 1
                    continue
                }
                openRecord(at: index, line: line)
                state = .startField
            case .secondCR:
                state = .startRecord
                if byte == 0x0A {
                    // CRCRLF: one line break, written by converting CRLF to CRLF once more.
                    lineStart = offset + index + 1
                    index += 1
                    continue
                }
                // The second CR was an empty line of its own; this byte is read afresh.
                if !dialect.skipEmptyLines {
                    openRecord(at: index - 1, line: line)
                    line += 1
                    lineStart = offset + index
                    return completeRecord(consumed: index, endedWithCR: true, brokeLine: true)
                }
                line += 1
                lineStart = offset + index
                recordEndedWithCR = true
            case .comment:
                if byte == 0x0D || byte == 0x0A {
                    _ = consumeLineBreak(byte, at: index)
                    recordEndedWithCR = byte == 0x0D
                    state = .startRecord
                }
                index += 1
            case .startField:
                if byte == 0x20 && dialect.skipInitialSpace {
                    index += 1
                    continue
                }
                if let quote, byte == quote {
                    quoteOpened = (offset + index, line, offset + index - lineStart + 1)
                    state = .quoted
                    index += 1
                    continue
                }
                state = .unquoted
            case .unquoted:
                let runEnd = scan.firstSpecial(in: input, from: index)
                if runEnd > index {
                    record.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[index..<runEnd]))
                    index = runEnd
                    continue
                }
                if byte == delimiterHead {
                    index += 1
                    if delimiter.count == 1 {
                        endField()
                        state = .startField
                    } else {
                        state = .partialDelimiter(matched: 1)
                    }
                    continue
                }
                if isTerminator(byte) {
                    let brokeLine = consumeLineBreak(byte, at: index)
                    endField()
                    return completeRecord(consumed: index + 1, endedWithCR: byte == 0x0D, brokeLine: brokeLine)
                }
                if let escapeByte, byte == escapeByte {
                    state = .unquotedEscape
                    index += 1
                    continue
                }
                if let quote, byte == quote, dialect.strict {
                    addProblem(.quoteInUnquotedField, at: index)
                }
                _ = consumeLineBreak(byte, at: index)
                record.bytes.append(byte)
                index += 1
            case .unquotedEscape:
                _ = consumeLineBreak(byte, at: index)
                keepEscapedByte(byte)
                state = .unquoted
                index += 1
            case .quoted:
                let runEnd = scan.firstSpecial(in: input, from: index)
                if runEnd > index {
                    record.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[index..<runEnd]))
                    index = runEnd
                    continue
                }
                if let quote, byte == quote {
                    state = .afterQuote
                } else if let escapeByte, byte == escapeByte {
                    state = .quotedEscape
                } else {
                    _ = consumeLineBreak(byte, at: index)
                    record.bytes.append(byte)
                }
                index += 1
            case .quotedEscape:
                _ = consumeLineBreak(byte, at: index)
                keepEscapedByte(byte)
                state = .quoted
                index += 1
            case .afterQuote:
                if doubledQuote, let quote, byte == quote {
                    record.bytes.append(quote)
                    state = .quoted
                    index += 1
                    continue
                }
                if byte != delimiterHead && !isTerminator(byte) {
                    if dialect.strict { addProblem(.textAfterClosingQuote, at: index) }
                    if !doubledQuote && escapeByte == nil, let quote {
                        // Without any escape, a quote that does not end the field is text
                        // (`"say "hi" now"`): the field stays quoted.
                        record.bytes.append(quote)
                        state = .quoted
                        continue
                    }
                }
                // The field goes on as unquoted text (lenient), or ends at this delimiter.
                state = .unquoted
            case .partialDelimiter(let matched):
                if byte == delimiter[matched] {
                    index += 1
                    if matched + 1 == delimiter.count {
                        endField()
                        state = .startField
                    } else {
                        state = .partialDelimiter(matched: matched + 1)
                    }
                    continue
                }
                // Not a delimiter after all: the bytes matched so far are field content.
                record.bytes.append(contentsOf: delimiter[0..<matched])
                state = .unquoted
            case .finished:
                preconditionFailure("read(_:) called after the end of the input")
            }
        }
        offset += count
        return (.needInput, count)
    }

    /// Convenience for callers holding an array.
    public mutating func read(_ input: [UInt8]) -> (step: Step, consumed: Int) {
        input.withUnsafeBufferPointer { read($0) }
    }

    private mutating func finish() -> (step: Step, consumed: Int) {
        switch state {
        case .startRecord, .comment, .finished:
            state = .finished
            return (.end, 0)
        case .secondCR:
            state = .startRecord
            if !dialect.skipEmptyLines {
                openRecord(at: -1, line: line)
                line += 1
                lineStart = offset
                return completeRecord(consumed: 0, endedWithCR: true, brokeLine: true)
            }
            line += 1
            lineStart = offset
            state = .finished
            return (.end, 0)
        case .quoted, .quotedEscape:
            record.problems.append(RecordProblem(
                kind: .unterminatedQuote, field: record.ends.count,
                byte: quoteOpened.byte, line: quoteOpened.line, column: quoteOpened.column))
        case .unquotedEscape:
            if let escapeByte { record.bytes.append(escapeByte) }
            addProblem(.danglingEscape, at: -1)
        case .partialDelimiter(let matched):
            record.bytes.append(contentsOf: delimiter[0..<matched])
        case .startField, .unquoted, .afterQuote:
            break
        }
        endField()
        return completeRecord(consumed: 0, endedWithCR: false, brokeLine: false)
    }

    /// After an escape byte: the quote, the escape itself, a delimiter or a line break are
    /// taken literally; before any other byte the escape was not meant as one and is kept
    /// (`C:\temp` stays as written).
    private mutating func keepEscapedByte(_ byte: UInt8) {
        if byte != quote && byte != escapeByte && byte != delimiterHead && byte != 0x0A && byte != 0x0D,
           let escapeByte {
            record.bytes.append(escapeByte)
        }
        record.bytes.append(byte)
    }

    @inline(__always)
    private func isTerminator(_ byte: UInt8) -> Bool {
        if let terminatorByte { return byte == terminatorByte }
        return byte == 0x0A || byte == 0x0D
    }

    /// Counts a physical line break if `byte` is one; `index` is its index in the current chunk.
    /// Returns whether `byte` was CR or LF.
    @inline(__always)
    private mutating func consumeLineBreak(_ byte: UInt8, at index: Int) -> Bool {
        guard byte == 0x0A || byte == 0x0D else { return false }
        let absolute = offset + index
        if byte == 0x0D {
            lastCR = absolute
            line += 1
        } else if lastCR != absolute - 1 {
            line += 1
        }
        lineStart = absolute + 1
        return true
    }

    private mutating func openRecord(at index: Int, line: Int) {
        record.position = Position(byte: offset + index, line: line, record: recordIndex)
    }

    private mutating func endField() {
        record.ends.append(record.bytes.count)
    }

    private mutating func addProblem(_ kind: RecordProblem.Kind, at index: Int) {
        let byte = offset + index
        record.problems.append(RecordProblem(
            kind: kind, field: record.ends.count, byte: byte, line: line, column: byte - lineStart + 1))
    }

    /// Finishes the record in `record`; `brokeLine` tells whether its terminator was CR or LF.
    private mutating func completeRecord(consumed: Int, endedWithCR: Bool, brokeLine: Bool) -> (step: Step, consumed: Int) {
        if dialect.trimTrailingEmptyFields {
            // A field a problem is about stays, even when empty (`a,"` opens a quote in it).
            let keep = max(1, (record.problems.map(\.field).max() ?? -1) + 1)
            while record.ends.count > keep, record.ends[record.ends.count - 1] == record.ends[record.ends.count - 2] {
                record.ends.removeLast()
            }
        }
        record.lastLine = brokeLine ? line - 1 : line
        recordEndedWithCR = endedWithCR
        recordIndex += 1
        offset += consumed
        resetPending = true
        state = .startRecord
        return (.record, consumed)
    }
}

extension RecordReader.State: Equatable {}
