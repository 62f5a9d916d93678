/// A streaming CSV state machine: feed it chunks of bytes, get records out.
///
/// The reader never sees the whole input. `read(_:)` consumes bytes until one record is complete
/// or the chunk is used up, and says how many bytes it consumed; the caller feeds the rest of
/// the chunk, or the next chunk, in the next call. An empty chunk means the end of the input.
/// Splitting the input differently never changes the records or their positions: the state
/// between calls is all in this struct.
///
/// A record's bytes are copied into one reusable buffer in one piece when the record is complete
/// (or the chunk ends), quotes and delimiters included; fields are ranges of that buffer. Only
/// unescaping cuts the copy short: the second quote of `""` and an escape byte are left out. So
/// reading allocates nothing per byte once the buffer has grown to the widest record. The bytes
/// the states stop at are found eight at a time (see `ScanSet`); a quoted field is scanned for
/// its closing quote with a set that leaves out the delimiter.
///
/// How the states fit together, and how to add a setting:
/// - `startRecord` decides between a comment line, an empty line and the first field;
///   `startField` between a quoted and an unquoted field.
/// - `unquoted` and `quoted` are the two states that consume most bytes. A new special byte
///   must go into their `ScanSet`s (or the fast scan skips it) and get a case in those states.
///   `quoted` also handles the usual `";"` between two quoted fields itself, without going
///   through `afterQuote` and `startField`.
/// - Field bounds are offsets into the record's buffer (`stored(_:)`), not into the chunk: the
///   bytes from `pending` on are not copied yet. A state that drops a byte calls `dropByte`.
/// - `afterQuote` handles the byte after a quote inside a quoted field: a doubled quote, the
///   end of the field, or (leniently) text after the closing quote.
/// - `partialDelimiter` carries a multi-byte delimiter that is split across chunks.
/// - Physical lines are counted in `consumeLineBreak`, wherever CR or LF occur, so a record's
///   `Position.line` is right even after fields with embedded line breaks.
package struct RecordReader: Sendable {
    /// What a call to `read(_:)` ended with.
    package enum Step: Sendable, Equatable {
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

    package let dialect: Dialect
    /// The record completed by the last call that returned `.record`.
    package private(set) var record = ByteRecord()

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
    /// The index in the current chunk of the first byte of the open record not yet copied.
    private var pending = 0
    /// Where the current field starts in the record's buffer.
    private var fieldStart = 0
    /// Where the last quote seen in a quoted field is in the record's buffer: the field's end
    /// if a delimiter or line end follows.
    private var closingQuote = 0
    /// In `partialDelimiter`: where the field ends if the delimiter completes, and whether it
    /// was quoted (then the closing quote is dropped if the delimiter does not complete).
    private var partialFieldEnd = 0
    private var partialAfterQuote = false

    private let unquotedScan: ScanSet
    private let quotedScan: ScanSet
    private let singleByteDelimiter: Bool
    private let delimiter: [UInt8]
    private let delimiterHead: UInt8
    private let quote: UInt8?
    private let escapeByte: UInt8?
    private let doubledQuote: Bool
    private let terminatorByte: UInt8?

    package init(dialect: Dialect) {
        self.dialect = dialect
        delimiter = dialect.delimiter
        delimiterHead = dialect.delimiter[0]
        singleByteDelimiter = dialect.delimiter.count == 1
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
        unquotedScan = ScanSet(special)
        // Inside quotes only the quote, an escape and line breaks (which are counted) matter.
        var quotedSpecial: [UInt8] = [0x0D, 0x0A]
        if let quote { quotedSpecial.append(quote) }
        if let escapeByte { quotedSpecial.append(escapeByte) }
        quotedScan = ScanSet(quotedSpecial)
    }

    /// A reader that starts in the middle of an input, after lines its caller skipped (a
    /// preamble that is not CSV): positions go on from `position`, with `position.line` the line
    /// of the first byte fed.
    package init(dialect: Dialect, startingAt position: Position) {
        self.init(dialect: dialect)
        offset = position.byte
        line = position.line
        lineStart = position.byte
        recordIndex = position.record
    }

    /// The position the next byte would have: useful to report where the input ended.
    package var currentPosition: Position { Position(byte: offset, line: line, record: recordIndex) }

    /// Consumes bytes from `input` until a record is complete or `input` is used up.
    ///
    /// An empty `input` means the end of the input: a record still open is completed (an
    /// unterminated quote is reported on it), and the call after that returns `.end`.
    package mutating func read(_ input: UnsafeBufferPointer<UInt8>) -> (step: Step, consumed: Int) {
        if !isKnownUniquelyReferenced(&record.storage) {
            // The caller kept the last record (or this is the first call): leave it alone.
            record.storage = resetPending ? record.storage.emptyCopy() : record.storage.copy()
        }
        if resetPending {
            record.reset()
            resetPending = false
        }
        // A record left open by the last chunk goes on at this chunk's first byte.
        pending = 0
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
                pending = index
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
                    openQuotedField(at: index)
                    index += 1
                    continue
                }
                fieldStart = stored(index)
                state = .unquoted
            case .unquoted:
                index = unquotedScan.firstSpecial(in: input, from: index)
                guard index < count else { break }
                let special = input[index]
                if special == delimiterHead {
                    if singleByteDelimiter {
                        endField(at: stored(index))
                        state = .startField
                    } else {
                        partialFieldEnd = stored(index)
                        partialAfterQuote = false
                        state = .partialDelimiter(matched: 1)
                    }
                    index += 1
                    continue
                }
                if isTerminator(special) {
                    let brokeLine = consumeLineBreak(special, at: index)
                    endField(at: stored(index))
                    flush(input, upTo: index)
                    return completeRecord(consumed: index + 1, endedWithCR: special == 0x0D, brokeLine: brokeLine)
                }
                if let escapeByte, special == escapeByte {
                    state = .unquotedEscape
                    index += 1
                    continue
                }
                if let quote, special == quote, dialect.strict {
                    addProblem(.quoteInUnquotedField, at: index)
                }
                _ = consumeLineBreak(special, at: index)
                index += 1
            case .unquotedEscape:
                _ = consumeLineBreak(byte, at: index)
                if escapesLiterally(byte) { dropByte(at: stored(index) - 1, in: input) }
                state = .unquoted
                index += 1
            case .quoted:
                index = quotedScan.firstSpecial(in: input, from: index)
                guard index < count else { break }
                let special = input[index]
                if let quote, special == quote {
                    // `";"`: the field ends and the next quoted field opens, all in this state.
                    if index + 2 < count, singleByteDelimiter, input[index + 1] == delimiterHead,
                       input[index + 2] == quote {
                        endField(at: stored(index))
                        openQuotedField(at: index + 2)
                        index += 3
                        continue
                    }
                    closingQuote = stored(index)
                    state = .afterQuote
                } else if let escapeByte, special == escapeByte {
                    state = .quotedEscape
                } else {
                    _ = consumeLineBreak(special, at: index)
                }
                index += 1
            case .quotedEscape:
                _ = consumeLineBreak(byte, at: index)
                if escapesLiterally(byte) { dropByte(at: stored(index) - 1, in: input) }
                state = .quoted
                index += 1
            case .afterQuote:
                if doubledQuote, let quote, byte == quote {
                    // `""`: the first quote stays as content, this one goes.
                    dropByte(at: stored(index), in: input)
                    state = .quoted
                    index += 1
                    continue
                }
                if byte == delimiterHead {
                    if singleByteDelimiter {
                        endField(at: closingQuote)
                        state = .startField
                    } else {
                        partialFieldEnd = closingQuote
                        partialAfterQuote = true
                        state = .partialDelimiter(matched: 1)
                    }
                    index += 1
                    continue
                }
                if isTerminator(byte) {
                    let brokeLine = consumeLineBreak(byte, at: index)
                    endField(at: closingQuote)
                    flush(input, upTo: index)
                    return completeRecord(consumed: index + 1, endedWithCR: byte == 0x0D, brokeLine: brokeLine)
                }
                if dialect.strict { addProblem(.textAfterClosingQuote, at: index) }
                if !doubledQuote && escapeByte == nil && quote != nil {
                    // Without any escape, a quote that does not end the field is text
                    // (`"say "hi" now"`): the field stays quoted.
                    state = .quoted
                    continue
                }
                // Text after the closing quote (lenient): the quote goes, the field goes on
                // unquoted from this byte.
                dropByte(at: closingQuote, in: input)
                state = .unquoted
            case .partialDelimiter(let matched):
                if byte == delimiter[matched] {
                    index += 1
                    if matched + 1 == delimiter.count {
                        endField(at: partialFieldEnd)
                        state = .startField
                    } else {
                        state = .partialDelimiter(matched: matched + 1)
                    }
                    continue
                }
                // Not a delimiter after all: the bytes matched so far are field content, and
                // a quote before them was not a closing one.
                if partialAfterQuote { dropByte(at: partialFieldEnd, in: input) }
                state = .unquoted
            case .finished:
                preconditionFailure("read(_:) called after the end of the input")
            }
        }
        if isRecordOpen { flush(input, upTo: count) }
        offset += count
        return (.needInput, count)
    }

    /// Convenience for callers holding an array.
    package mutating func read(_ input: [UInt8]) -> (step: Step, consumed: Int) {
        input.withUnsafeBufferPointer { read($0) }
    }

    private mutating func finish() -> (step: Step, consumed: Int) {
        let end = record.storage.byteCount
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
        case .quoted:
            addUnterminatedQuote()
            endField(at: end)
        case .quotedEscape:
            // The escape byte escapes nothing and is not kept inside the open quote.
            addUnterminatedQuote()
            record.storage.remove(at: end - 1)
            endField(at: end - 1)
        case .unquotedEscape:
            // The dangling escape byte is kept as content.
            addProblem(.danglingEscape, at: -1)
            endField(at: end)
        case .partialDelimiter:
            if partialAfterQuote {
                record.storage.remove(at: partialFieldEnd)
                endField(at: end - 1)
            } else {
                endField(at: end)
            }
        case .startField:
            fieldStart = end
            endField(at: end)
        case .unquoted:
            endField(at: end)
        case .afterQuote:
            endField(at: closingQuote)
        }
        return completeRecord(consumed: 0, endedWithCR: false, brokeLine: false)
    }

    private mutating func addUnterminatedQuote() {
        record.problems.append(RecordProblem(
            kind: .unterminatedQuote, field: record.count,
            byte: quoteOpened.byte, line: quoteOpened.line, column: quoteOpened.column))
    }

    /// After an escape byte: the quote, the escape itself, a delimiter or a line break are
    /// taken literally and the escape byte goes; before any other byte the escape was not
    /// meant as one and is kept (`C:\temp` stays as written).
    @inline(__always)
    private func escapesLiterally(_ byte: UInt8) -> Bool {
        byte == quote || byte == escapeByte || byte == delimiterHead || byte == 0x0A || byte == 0x0D
    }

    /// Whether a record has begun and is not complete: its bytes are copied when a chunk ends.
    private var isRecordOpen: Bool {
        switch state {
        case .startRecord, .secondCR, .comment, .finished: false
        case .startField, .unquoted, .unquotedEscape, .quoted, .quotedEscape, .afterQuote, .partialDelimiter: true
        }
    }

    /// The offset in the record's buffer that the byte at `index` of the current chunk has or
    /// will have once copied.
    @inline(__always)
    private func stored(_ index: Int) -> Int {
        record.storage.byteCount + index - pending
    }

    /// Copies the bytes of the open record from `pending` up to `index` into its buffer.
    @inline(__always)
    private mutating func flush(_ input: UnsafeBufferPointer<UInt8>, upTo index: Int) {
        if index > pending {
            record.storage.append(input.baseAddress! + pending, count: index - pending)
        }
        pending = index
    }

    /// Leaves out the byte at `storedOffset`: a quote or escape byte that unescaping removes.
    /// It is either still in the chunk (then the copy skips it) or already copied, as the last
    /// bytes of a chunk are.
    private mutating func dropByte(at storedOffset: Int, in input: UnsafeBufferPointer<UInt8>) {
        let copied = record.storage.byteCount
        if storedOffset >= copied {
            let index = pending + storedOffset - copied
            flush(input, upTo: index)
            pending = index + 1
        } else {
            record.storage.remove(at: storedOffset)
        }
    }

    @inline(__always)
    private mutating func openQuotedField(at index: Int) {
        quoteOpened = (offset + index, line, offset + index - lineStart + 1)
        fieldStart = stored(index + 1)
        state = .quoted
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

    @inline(__always)
    private mutating func endField(at end: Int) {
        record.storage.appendField(start: fieldStart, end: end)
    }

    private mutating func addProblem(_ kind: RecordProblem.Kind, at index: Int) {
        let byte = offset + index
        record.problems.append(RecordProblem(
            kind: kind, field: record.count, byte: byte, line: line, column: byte - lineStart + 1))
    }

    /// Finishes the record in `record`; `brokeLine` tells whether its terminator was CR or LF.
    private mutating func completeRecord(consumed: Int, endedWithCR: Bool, brokeLine: Bool) -> (step: Step, consumed: Int) {
        if dialect.trimTrailingEmptyFields {
            // A field a problem is about stays, even when empty (`a,"` opens a quote in it).
            let keep = max(1, (record.problems.map(\.field).max() ?? -1) + 1)
            while record.count > keep, record.range(of: record.count - 1).isEmpty {
                record.storage.removeLastField()
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
