import StatementDetection
import TableReading
import TextPrimitives

/// Where the texts and raw fields of a batch's transactions are (`TransactionTexts`,
/// `RawFields`): the reader's batch, the mapping's text columns and the table's column names,
/// one object a batch, so that a transaction refers to that one object.
final class CellTextSource: TextSource, @unchecked Sendable {
    /// The columns a mapping reads texts from.
    struct Columns: Sendable {
        var counterparty: [Int]
        var counterpartyIBAN: Int?
        var purpose: [Int]
        var reference: Int?
        var category: Int?

        init(_ mapping: ColumnMapping) {
            if case .columns(let columns) = mapping.counterparty { counterparty = columns } else { counterparty = [] }
            counterpartyIBAN = mapping.counterpartyIBAN
            purpose = mapping.purpose
            reference = mapping.reference
            category = mapping.category
        }
    }

    let batch: CellBatch
    let columns: Columns
    /// The table's column names, for the rows' raw fields.
    let columnNames: RawFields.Columns

    init(batch: CellBatch, columns: Columns, columnNames: RawFields.Columns) {
        self.batch = batch
        self.columns = columns
        self.columnNames = columnNames
        super.init()
    }

    override func text(_ field: Transaction.TextField, record: Int, counterpartyColumn: Int?) -> String? {
        switch field {
        case .counterparty: counterparty(record, chosenColumn: counterpartyColumn)
        case .counterpartyIBAN: counterpartyIBAN(record)
        case .purpose: purpose(record)
        case .reference: reference(record)
        case .category: category(record)
        }
    }

    /// The bytes of all the record's cells and a space between each two.
    override func byteBound(_ record: Int) -> Int {
        batch.byteCount(record) + batch.cellCount(record)
    }

    /// The counterparty: the cell of `chosenColumn` when the amount's direction chose one,
    /// else the counterparty columns' texts joined.
    func counterparty(_ record: Int, chosenColumn: Int?) -> String? {
        nonEmpty(chosenColumn.map { batch.text(record, $0) } ?? joined(record, columns.counterparty))
    }

    /// The IBAN without white space, upper case (`StatementMapper.compactUppercased`).
    func counterpartyIBAN(_ record: Int) -> String? {
        nonEmpty(StatementMapper.compactUppercased(text(record, columns.counterpartyIBAN)))
    }

    func purpose(_ record: Int) -> String? { nonEmpty(joined(record, columns.purpose)) }
    func reference(_ record: Int) -> String? { nonEmpty(text(record, columns.reference)) }
    func category(_ record: Int) -> String? { nonEmpty(text(record, columns.category)) }

    /// Lends `body` the bytes of all five texts at once: texts that are one cell as they
    /// stand are the cells' bytes, joined texts and IBANs that need
    /// compacting are written into room on the stack. For the writers of long outputs, which
    /// ask for every text of every row.
    override func withTextBytes(_ record: Int, counterpartyColumn: Int?, _ body: (Transaction.TextBytes) -> Void) {
        let counterparty = counterpartyColumn.map { (single: filledCell(record, $0), joinedLength: 0) } ?? plan(record, columns.counterparty)
        let purpose = plan(record, columns.purpose)
        var ibanCell = filledCell(record, columns.counterpartyIBAN)
        // An IBAN that compacting changes goes through the string, as `counterpartyIBAN` gives it.
        var compactedIBAN: String?
        if let cell = ibanCell, !Self.isCompactUppercase(cell) {
            compactedIBAN = counterpartyIBAN(record)
            ibanCell = nil
        }
        var texts = Transaction.TextBytes(
            counterparty: counterparty.single, counterpartyIBAN: ibanCell, purpose: purpose.single,
            reference: filledCell(record, columns.reference), category: filledCell(record, columns.category))
        let room = counterparty.joinedLength + purpose.joinedLength + (compactedIBAN?.utf8.count ?? 0)
        guard room > 0 else { return body(texts) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { scratch in
            var used = 0
            if counterparty.joinedLength > 0 {
                let start = used
                used = join(record, columns.counterparty, into: scratch, at: start)
                texts.counterparty = UnsafeBufferPointer(rebasing: scratch[start..<used])
            }
            if purpose.joinedLength > 0 {
                let start = used
                used = join(record, columns.purpose, into: scratch, at: start)
                texts.purpose = UnsafeBufferPointer(rebasing: scratch[start..<used])
            }
            if let compactedIBAN {
                let start = used
                used = scratch[used...].initialize(fromContentsOf: compactedIBAN.utf8)
                texts.counterpartyIBAN = UnsafeBufferPointer(rebasing: scratch[start..<used])
            }
            body(texts)
        }
    }

    /// Lends `body` the bytes of one text, as `withTextBytes` lends it among all five: for a
    /// reader of a few texts, such as the fingerprint's identity key, which most rows settle
    /// with their reference or IBAN.
    override func withTextBytes(
        _ record: Int, of field: Transaction.TextField, counterpartyColumn: Int?, _ body: (UnsafeBufferPointer<UInt8>?) -> Void
    ) {
        /// The text of `columns`: the one filled cell as it is, the filled cells joined by a space.
        func joining(_ columns: [Int]) {
            let text = plan(record, columns)
            guard text.joinedLength > 0 else { return body(text.single) }
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.joinedLength) { scratch in
                let end = join(record, columns, into: scratch, at: 0)
                body(UnsafeBufferPointer(rebasing: scratch[..<end]))
            }
        }
        switch field {
        case .reference: body(filledCell(record, columns.reference))
        case .category: body(filledCell(record, columns.category))
        case .counterparty:
            if let counterpartyColumn { body(filledCell(record, counterpartyColumn)) } else { joining(columns.counterparty) }
        case .purpose: joining(columns.purpose)
        case .counterpartyIBAN:
            guard let cell = filledCell(record, columns.counterpartyIBAN) else { return body(nil) }
            if Self.isCompactUppercase(cell) { return body(cell) }
            // An IBAN that compacting changes goes through the string, as `counterpartyIBAN` gives it.
            guard var compacted = counterpartyIBAN(record) else { return body(nil) }
            compacted.withUTF8 { body($0) }
        }
    }

    /// The cell of `column`, `nil` when it is empty or there is no column.
    private func filledCell(_ record: Int, _ column: Int?) -> UnsafeBufferPointer<UInt8>? {
        guard let column else { return nil }
        let cell = batch.cell(record, column)
        return cell.isEmpty ? nil : cell
    }

    /// The one filled cell of `columns`, or (`single` then `nil`) the length of their texts
    /// joined when several are filled.
    private func plan(_ record: Int, _ columns: [Int]) -> (single: UnsafeBufferPointer<UInt8>?, joinedLength: Int) {
        var filled = 0
        var length = -1
        var only: UnsafeBufferPointer<UInt8>?
        for column in columns {
            let cell = batch.cell(record, column)
            guard !cell.isEmpty else { continue }
            filled += 1
            length += cell.count + 1
            only = cell
        }
        return filled > 1 ? (nil, length) : (only, 0)
    }

    /// Writes the filled cells of `columns`, a space between each two, into `scratch` from
    /// `start` on, and returns where they end.
    private func join(_ record: Int, _ columns: [Int], into scratch: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var used = start
        for column in columns {
            let cell = batch.cell(record, column)
            guard !cell.isEmpty else { continue }
            if used > start {
                scratch[used] = 0x20
                used += 1
            }
            used = scratch[used...].initialize(fromContentsOf: cell)
        }
        return used
    }

    /// Whether `StatementMapper.compactUppercased` keeps every byte of `cell` as it is in
    /// ASCII text: printable, not a space, not a lower-case letter. Eight bytes at a time, as
    /// every row's IBAN is asked on two threads.
    static func isCompactUppercase(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
        /// Whether the eight bytes hold a byte above 0x7F, a space or control, or a letter `a`...`z`.
        func holdsOther(_ word: UInt64, at _: Int) -> Bool {
            (word & ByteWord.highs) != 0 || ByteWord.bytes(of: word, below: 0x21) != 0
                || ByteWord.bytes(of: word, in: UInt8(ascii: "a")...UInt8(ascii: "z")) != 0
        }
        return !ByteWord.anyWord(in: cell, holdsOther, orByte: { !isCompactUppercase($0) })
    }

    /// A byte that `StatementMapper.compactUppercased` keeps as it is in ASCII text: printable,
    /// not a space, not a lower-case letter.
    static func isCompactUppercase(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x80 && !(byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
    }

    private func text(_ record: Int, _ column: Int?) -> String {
        column.map { batch.text(record, $0) } ?? ""
    }

    private func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    /// The cells' texts that are not empty, one space between them, made in one allocation:
    /// the mapper's `joined` of the cells.
    func joined(_ record: Int, _ columns: [Int]) -> String {
        if columns.count == 1 { return batch.text(record, columns[0]) }
        var length = -1
        var filled = 0
        var only: Int?
        for column in columns where !batch.cell(record, column).isEmpty {
            length += batch.cell(record, column).count + 1
            filled += 1
            only = column
        }
        if filled <= 1 { return text(record, only) }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = 0
            for column in columns where !batch.cell(record, column).isEmpty {
                if end > 0 {
                    buffer[end] = 0x20
                    end += 1
                }
                end = buffer[end...].initialize(fromContentsOf: batch.cell(record, column))
            }
            return end
        }
    }
}
