import CSVCore
import ImportWords
import StatementValues
import TextDecoding

/// Reads a statement's table record by record: bytes → encoding → CSV records → text.
///
/// Files in UTF-8 and the single-byte code pages are parsed as raw bytes (the dialect's bytes
/// are ASCII in all of them), and a field becomes text only when asked for, so positions are
/// byte offsets of the file itself. UTF-16 and UTF-32 files are converted to UTF-8 first; their
/// positions' byte offsets count bytes of that converted text, while lines stay exact.
///
/// Memory stays constant: one chunk of input and one record are held at a time.
///
/// The reader is not generic over its source but holds any source behind one concrete box
/// (`AnyChunkSource`): a generic reader used from another module runs unspecialised and looks
/// up type metadata for every field it reads, which cost more than the whole parse.
package struct TableReader {
    package let options: TableReadingOptions
    /// The encoding in use: the given one, or the byte order mark's, or UTF-8.
    package private(set) var encoding: TextEncoding
    /// Whether the file starts with a byte order mark (it is never part of the first field).
    package private(set) var hasByteOrderMark = false
    /// The header record, when the options say the table has one and the table is not empty.
    package private(set) var header: [String]?
    /// Where the header record starts.
    package private(set) var headerPosition: Position?
    /// Things worth telling the user that did not stop the reading.
    package private(set) var warnings: [Problem] = []

    private var source: AnyChunkSource
    /// Every byte read from the source, hashed as it passes: the file's identity for the
    /// import history, without reading it twice.
    private var digest = SHA256()
    /// Hashes the chunks after the first on a thread of its own (started at the second chunk:
    /// a file of one chunk is hashed here). A copy of the reader shares it: only one copy may
    /// read on, and the digest is taken once it has read everything.
    private var digestThread: ChunkDigest?
    /// How many bytes were read from the source so far.
    package private(set) var bytesRead = 0
    private var reader: RecordReader
    /// The bytes the record reader is fed, up to `bufferEnd`: the file's bytes, read straight
    /// into it, or their UTF-8 conversion.
    private var buffer: [UInt8] = []
    private var bufferEnd = 0
    private var cursor = 0
    private var sourceEnded = false
    /// Converts whole input chunks when the encoding is not ASCII-compatible.
    private var chunkTranscoder: UTF8Transcoder?
    /// The input chunk before conversion; kept only while there is a `chunkTranscoder`.
    private var rawChunk: [UInt8] = []
    /// Turns the fields of an ASCII-compatible file into UTF-8 (UTF-16/32 files are UTF-8
    /// by the time they are parsed, so their fields are only checked).
    package let fieldDecoder: FieldDecoder
    /// U+FFFD written by `fieldDecoder` for this reader.
    private var fieldReplacementCount = 0
    /// Room to decode one field into (`appendCleanedRecord`), as large as the longest field so far.
    private var scratch: [UInt8] = []

    /// Opens the table: reads the first chunk, settles the encoding, skips the preamble lines
    /// and reads the header.
    package init(source: some ByteChunkSource, options: TableReadingOptions) throws {
        self.source = AnyChunkSource(source)
        self.options = options
        let chunkSize = max(options.chunkSize, 16)
        rawChunk = [UInt8](repeating: 0, count: chunkSize)
        let firstCount = try Self.fill(&rawChunk, from: self.source)
        sourceEnded = firstCount == 0
        if options.hashesInput {
            var firstDigest = SHA256()
            rawChunk.withUnsafeBytes { firstDigest.update(buffer: UnsafeRawBufferPointer(rebasing: $0[0..<firstCount])) }
            digest = firstDigest
        }
        bytesRead = firstCount

        let mark = rawChunk.withUnsafeBytes { ByteOrderMark.detect(UnsafeRawBufferPointer(rebasing: $0[0..<firstCount])) }
        var encoding = options.encoding ?? mark?.encoding ?? .utf8
        var markLength = 0
        if let mark {
            if let given = options.encoding, given != mark.encoding {
                warnings.append(Problem(
                    .byteOrderMark, ["encoding": .text(mark.encoding.rawValue), "detected": .text(given.rawValue)]))
            }
            encoding = mark.encoding
            markLength = mark.length
            hasByteOrderMark = true
        }
        self.encoding = encoding
        if firstCount == markLength { throw TableReadingError.emptyInput }
        if encoding.isASCIICompatible, let nul = Self.binaryEvidence(rawChunk[0..<firstCount]) {
            throw TableReadingError.binaryContent(byte: nul)
        }
        fieldDecoder = try FieldDecoder(encoding: encoding.isASCIICompatible ? encoding : .utf8)

        reader = RecordReader(dialect: options.dialect)
        if encoding.isASCIICompatible {
            buffer = rawChunk
            cursor = markLength
            bufferEnd = firstCount
            rawChunk = []
        } else {
            var transcoder = try UTF8Transcoder(from: encoding, inputOffset: markLength)
            var converted: [UInt8] = []
            rawChunk.withUnsafeBytes { transcoder.convert(UnsafeRawBufferPointer(rebasing: $0[markLength..<firstCount]), into: &converted) }
            buffer = converted
            bufferEnd = converted.count
            chunkTranscoder = transcoder
        }
        let start = try skipPreamble(lines: options.skipLines, startByte: encoding.isASCIICompatible ? markLength : 0)
        reader = RecordReader(dialect: options.dialect, startingAt: start)

        if options.hasHeader, try nextFromFile() {
            var names = fields(of: reader.record)
            headerPosition = reader.record.position
            for _ in 1..<options.headerRecords {
                guard try nextFromFile() else { break }
                let more = fields(of: reader.record)
                for index in more.indices where !more[index].isEmpty {
                    if index < names.count {
                        names[index] = names[index].isEmpty ? more[index] : HeaderNameParts.joined([names[index], more[index]])
                    } else {
                        names.append(more[index])
                    }
                }
            }
            header = names
        }
    }

    /// The record read by the last `next()` that returned `true`, in the file's encoding for
    /// ASCII-compatible files, otherwise in UTF-8.
    package var record: ByteRecord { options.footerLines > 0 ? heldRecord : reader.record }
    private var heldRecord = ByteRecord()
    /// The records of the footer lines, once `next()` has returned `false`: summary lines the
    /// table does not include, handed out so that they can be reported.
    package private(set) var footerRecords: [ByteRecord] = []
    /// Records read but not yet known to lie before the footer.
    private var heldBack: [ByteRecord] = []
    private var heldBackCursor = 0
    private var fileEnded = false

    /// How many invalid or unmappable byte sequences became U+FFFD so far (in fields that were
    /// turned into text, and in converted UTF-16/32 input).
    package var replacementCount: Int {
        fieldReplacementCount + (chunkTranscoder?.replacementCount ?? 0)
    }

    /// Reads the next data record into `record`; `false` at the end of the table.
    ///
    /// With `footerLines`, records are held back until a later record shows they lie before the
    /// last `footerLines` lines (memory: the records of that many lines); at the end of the
    /// file the held-back records within those lines are dropped.
    package mutating func next() throws -> Bool {
        guard options.footerLines > 0 else {
            return try nextFromFile()
        }
        while true {
            if heldBackCursor < heldBack.count {
                let candidate = heldBack[heldBackCursor]
                let newestLine = heldBack[heldBack.count - 1].position.line
                let lastLine = heldBack[heldBack.count - 1].lastLine
                if (!fileEnded && candidate.lastLine <= newestLine - options.footerLines)
                    || (fileEnded && candidate.lastLine <= lastLine - options.footerLines) {
                    heldRecord = candidate
                    heldBackCursor += 1
                    if heldBackCursor > 64 {
                        heldBack.removeFirst(heldBackCursor)
                        heldBackCursor = 0
                    }
                    return true
                }
                if fileEnded {
                    footerRecords = Array(heldBack[heldBackCursor...])
                    heldBackCursor = heldBack.count
                    return false
                }
            } else if fileEnded {
                return false
            }
            if try nextFromFile() {
                heldBack.append(reader.record)
            } else {
                fileEnded = true
            }
        }
    }

    /// Reads the next data record and appends its fields to `batch` as `appendCleanedRecord`
    /// does: `next()`, `record` and `appendCleanedRecord` in one call. Returns where the
    /// record starts, or `nil` at the end of the table.
    ///
    /// A caller in another module reads a table through this: `record` read there is an
    /// opaque call, for which the caller copied the whole reader, buffers and all, on every
    /// record.
    package mutating func appendNextRecord(to batch: inout CellBatch.Builder) throws -> Position? {
        guard try next() else { return nil }
        let record = options.footerLines > 0 ? heldRecord : reader.record
        appendCleanedRecord(record, to: &batch)
        return record.position
    }

    /// Calls `body` with each data record in turn until the end of the table: `next()` and
    /// `record` in one. The record is lent to `body`, not copied, which on a large table saves
    /// reference counting on every record.
    package mutating func forEachRecord(_ body: (ByteRecord) throws -> Void) throws {
        while try next() {
            if options.footerLines > 0 {
                try body(heldRecord)
            } else {
                try body(reader.record)
            }
        }
    }

    private mutating func nextFromFile() throws -> Bool {
        while true {
            if cursor == bufferEnd && !sourceEnded {
                try refill()
                continue
            }
            let step = readRecord(&reader, from: buffer, upTo: bufferEnd, at: &cursor)
            if reader.record.count > options.maxRecordFields {
                throw TableReadingError.tooManyFields(line: reader.record.position.line, limit: options.maxRecordFields)
            }
            switch step {
            case .record: return true
            case .end: return false
            case .needInput:
                if reader.record.byteCount > options.maxRecordBytes {
                    throw TableReadingError.recordTooLong(
                        line: reader.record.position.line, limit: options.maxRecordBytes)
                }
            }
        }
    }

    /// The record's fields as text.
    package mutating func fields(of record: ByteRecord) -> [String] {
        (0..<record.count).map { text(ofField: $0, in: record) }
    }

    /// Appends the fields of `record` to `batch` as every stage reads them (`CellText.clean`),
    /// each decoded and cleaned on the way (`CellText.writeCleaned`), without a string. A field
    /// of a single-byte code page is decoded and cleaned in one pass where its characters are
    /// Latin, as nearly all are.
    package mutating func appendCleanedRecord(_ record: ByteRecord, to batch: inout CellBatch.Builder) {
        // One scratch buffer and one copy of the decoder a record, not a field: reaching them
        // from inside each field's closure retained and released them for every field.
        let room = FieldDecoder.maximumUTF8Count(forByteCount: record.byteCount)
        if scratch.count < room { scratch = [UInt8](repeating: 0, count: room) }
        let decoder = fieldDecoder
        var replacements = 0
        decoder.withSingleByteTable { entries in
            scratch.withUnsafeMutableBufferPointer { buffer in
                let decoded = buffer.baseAddress!
                for index in 0..<record.count {
                    record.withField(index) { field in
                        if let entries, let count = CellText.writeCleaned(
                            singleByte: field, entries: entries, to: batch.room(for: 2 * field.count + 8)) {
                            batch.endCell(count: count)
                            return
                        }
                        let count = decoder.writeUTF8(field, to: decoded, replacementCount: &replacements)
                        batch.endCell(count: CellText.writeCleaned(
                            utf8: UnsafeBufferPointer(start: decoded, count: count), to: batch.room(for: count)))
                    }
                }
            }
        }
        fieldReplacementCount += replacements
        batch.endRecord(line: record.position.line, lastLine: record.lastLine)
    }

    /// One field as text.
    package mutating func text(ofField index: Int, in record: ByteRecord) -> String {
        record.withField(index) { fieldDecoder.string($0, replacementCount: &fieldReplacementCount) }
    }

    /// Appends one field's text as UTF-8 bytes, without making a `String`.
    package mutating func appendUTF8(ofField index: Int, in record: ByteRecord, to output: inout [UInt8]) {
        record.withField(index) { field in
            // Most fields are plain ASCII, the same in every supported encoding: copy them.
            if Self.isASCII(field) {
                output.append(contentsOf: field)
                return
            }
            let start = output.count
            output.append(contentsOf: repeatElement(0, count: FieldDecoder.maximumUTF8Count(forByteCount: field.count)))
            let written = output.withUnsafeMutableBufferPointer { all in
                fieldDecoder.writeUTF8(field, to: all.baseAddress! + start, replacementCount: &fieldReplacementCount)
            }
            output.removeLast(output.count - start - written)
        }
    }

    /// The SHA-256 of the whole input, once `next()` has returned `false` (hex). Only for a
    /// reader whose options hash the input.
    package mutating func sha256OfInput() -> String {
        precondition(options.hashesInput, "sha256OfInput() of a table read with hashesInput off")
        if let digestThread {
            digest = digestThread.finish()
            self.digestThread = nil
        }
        var copy = digest
        return copy.finalizeHex()
    }

    /// Whether every byte is below 0x80, checked eight at a time.
    package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        var combined: UInt64 = 0
        while index + 8 <= bytes.count {
            combined |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            combined |= UInt64(bytes[index])
            index += 1
        }
        return combined & 0x8080_8080_8080_8080 == 0
    }

    /// Skips `lines` physical lines as raw bytes and returns where the table starts.
    private mutating func skipPreamble(lines: Int, startByte: Int) throws -> Position {
        var line = 1
        var byte = startByte
        var afterCR = false
        while lines > 0 {
            if cursor == bufferEnd {
                if sourceEnded { break }
                try refill()
                continue
            }
            let current = buffer[cursor]
            if line > lines {
                // The last skipped line may end in CRLF, whose LF belongs to the preamble too.
                if current == 0x0A && afterCR {
                    cursor += 1
                    byte += 1
                }
                break
            }
            if current == 0x0D || (current == 0x0A && !afterCR) { line += 1 }
            afterCR = current == 0x0D
            cursor += 1
            byte += 1
        }
        return Position(byte: byte, line: line, record: 0)
    }

    /// Reads the next chunk into `buffer`: straight from the source when the file's bytes are
    /// parsed as they are (a copy of every chunk cost more than the table's quoting), through
    /// `rawChunk` and the transcoder otherwise.
    private mutating func refill() throws {
        cursor = 0
        if chunkTranscoder == nil {
            let count = try fillHashing(\.buffer)
            bufferEnd = count
            sourceEnded = count == 0
            return
        }
        let count = try fillHashing(\.rawChunk)
        buffer.removeAll(keepingCapacity: true)
        if count == 0 {
            sourceEnded = true
            chunkTranscoder!.finish(into: &buffer)
        } else {
            rawChunk.withUnsafeBytes { chunkTranscoder!.convert(UnsafeRawBufferPointer(rebasing: $0[0..<count]), into: &buffer) }
        }
        bufferEnd = buffer.count
    }

    /// Fills the buffer at `property` with the next bytes of the source, counts them as read
    /// and, if asked to, hands them to the hashing thread. Once there is a thread, the buffer
    /// is first replaced by one the thread is done with (or a new one), since the thread reads
    /// the last one while the reader parses it.
    private mutating func fillHashing(_ property: WritableKeyPath<TableReader, [UInt8]>) throws -> Int {
        var chunk: [UInt8] = []
        swap(&chunk, &self[keyPath: property])
        defer { swap(&chunk, &self[keyPath: property]) }
        if let digestThread {
            // The thread may still read the last chunk: fill one it is done with, or a new one.
            let size = chunk.count
            chunk = []
            chunk = digestThread.spareBuffer() ?? [UInt8](repeating: 0, count: size)
        }
        let count = try Self.fill(&chunk, from: source)
        bytesRead += count
        guard options.hashesInput, count > 0 else { return count }
        // A thread starts only when the file has a second chunk.
        let thread = digestThread ?? ChunkDigest(continuing: digest)
        digestThread = thread
        thread.hash(chunk, count: count)
        return count
    }

    /// The offset of the first NUL byte when the start of the input has several: images,
    /// archives and spreadsheets do, text does not. A single NUL is damage in a text export
    /// (seen at the end of a PostFinance trailer) and is read as a character.
    package static func binaryEvidence(_ start: ArraySlice<UInt8>) -> Int? {
        let window = start.prefix(4096)
        guard let first = window.firstIndex(of: 0) else { return nil }
        return window[(first + 1)...].contains(0) ? first : nil
    }

    /// Reads up to a whole chunk, so that a source answering in small pieces (a pipe) still
    /// gives the reader big chunks. Returns 0 only at the end of the input.
    private static func fill(_ chunk: inout [UInt8], from source: AnyChunkSource) throws -> Int {
        var filled = 0
        while filled < chunk.count {
            let count = try chunk.withUnsafeMutableBytes { all in
                try source.read(into: UnsafeMutableRawBufferPointer(rebasing: all[filled...]))
            }
            if count == 0 { break }
            filled += count
        }
        return filled
    }
}

/// Feeds `buffer` from `cursor` to `end` to `reader` until a record is complete or the bytes
/// are used up.
///
/// Outside `TableReader`, which is generic over its source: called from another module, its
/// methods run unspecialized, and a closure over its stored properties there cost a metadata
/// look-up and reference counting on every record.
private func readRecord(_ reader: inout RecordReader, from buffer: [UInt8], upTo end: Int, at cursor: inout Int) -> RecordReader.Step {
    let (step, consumed) = buffer.withUnsafeBufferPointer { all in
        reader.read(UnsafeBufferPointer(rebasing: all[cursor..<end]))
    }
    cursor += consumed
    return step
}
