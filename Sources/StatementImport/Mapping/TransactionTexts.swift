/// A transaction's texts (counterparty, its IBAN, purpose, reference, category): strings, or
/// the cells of the reader's batch they are made of, made into strings only when asked.
///
/// A long statement's mapper made three to five strings for every row, and the thread that
/// handed the row on freed them, though `validate` never reads one and `preview --json`
/// copies their bytes: allocating, reference counting and freeing them across two threads
/// cost more than reading the row. A transaction the mapper makes of a plain booking
/// (`StatementMapper.plainBooking`) keeps where its texts are; one whose text is set (a
/// merged continuation, a category rule, a review edit) holds strings from then on.
///
/// A booking row (`BatchTransaction`) takes a transaction's texts as they are, so that the
/// ledger copies a row's bytes from the reader's batch into its hash block and SQLite
/// without a string in between. Two texts are equal when their strings are.
public struct TransactionTexts: Sendable, Equatable {
    public typealias Strings = Transaction.TextValues<String>

    private enum Storage: Sendable {
        case strings(Strings)
        /// Record `record` of `source`'s batch; `counterpartyColumn` is the column the
        /// counterparty was chosen from by the amount's direction, or `nil` for the mapping's
        /// counterparty columns.
        case cells(CellTextSource, record: Int, counterpartyColumn: Int?)
    }

    private var storage: Storage

    public init(_ strings: Strings) {
        storage = .strings(strings)
    }

    init(cellsOf record: Int, in source: CellTextSource, counterpartyColumn: Int?) {
        storage = .cells(source, record: record, counterpartyColumn: counterpartyColumn)
    }

    /// Whether the texts are still read from the reader's cells.
    var keepsCells: Bool {
        if case .cells = storage { return true }
        return false
    }

    /// All five as strings.
    var strings: Strings {
        switch storage {
        case .strings(let strings): strings
        case .cells:
            Strings(
                counterparty: self[.counterparty], counterpartyIBAN: self[.counterpartyIBAN], purpose: self[.purpose],
                reference: self[.reference], category: self[.category])
        }
    }

    /// One text; setting it makes all five strings.
    public subscript(field: Transaction.TextField) -> String? {
        get {
            switch storage {
            case .strings(let strings): strings[field]
            case .cells(let source, let record, let counterpartyColumn):
                switch field {
                case .counterparty: source.counterparty(record, chosenColumn: counterpartyColumn)
                case .counterpartyIBAN: source.counterpartyIBAN(record)
                case .purpose: source.purpose(record)
                case .reference: source.reference(record)
                case .category: source.category(record)
                }
            }
        }
        set {
            var strings = self.strings
            strings[field] = newValue
            storage = .strings(strings)
        }
    }

    /// Lends `body` the bytes of all five texts at once (`CellTextSource.withTextBytes`).
    public func withTextBytes(_ body: (Transaction.TextBytes) -> Void) {
        switch storage {
        case .cells(let source, let record, let counterpartyColumn):
            source.withTextBytes(record, counterpartyColumn: counterpartyColumn, body)
        case .strings(let strings):
            // Texts set by a later stage, or a row made of strings: each string's own bytes.
            func lend(_ text: String?, _ next: (UnsafeBufferPointer<UInt8>?) -> Void) {
                guard var text else { return next(nil) }
                text.withUTF8 { next($0) }
            }
            lend(strings.counterparty) { counterparty in
                lend(strings.counterpartyIBAN) { counterpartyIBAN in
                    lend(strings.purpose) { purpose in
                        lend(strings.reference) { reference in
                            lend(strings.category) { category in
                                body(Transaction.TextBytes(
                                    counterparty: counterparty, counterpartyIBAN: counterpartyIBAN, purpose: purpose,
                                    reference: reference, category: category))
                            }
                        }
                    }
                }
            }
        }
    }

    /// Lends `body` the bytes of one text (`CellTextSource.withTextBytes(_:of:counterpartyColumn:_:)`).
    func withTextBytes(of field: Transaction.TextField, _ body: (UnsafeBufferPointer<UInt8>?) -> Void) {
        switch storage {
        case .cells(let source, let record, let counterpartyColumn):
            source.withTextBytes(record, of: field, counterpartyColumn: counterpartyColumn, body)
        case .strings(let strings):
            guard var text = strings[field] else { return body(nil) }
            text.withUTF8 { body($0) }
        }
    }

    /// At least as many bytes as the longest of the texts takes: the bytes of all the record's
    /// cells and a space between each two, or of all five strings.
    var byteBound: Int {
        switch storage {
        case .cells(let source, let record, _): source.batch.byteCount(record) + source.batch.cellCount(record)
        case .strings(let strings):
            [strings.counterparty, strings.counterpartyIBAN, strings.purpose, strings.reference, strings.category]
                .reduce(0) { $0 + ($1?.utf8.count ?? 0) }
        }
    }

    public static func == (left: TransactionTexts, right: TransactionTexts) -> Bool {
        left.strings == right.strings
    }
}

/// A value that holds a transaction's five texts (`Transaction`, a booking row): each text as
/// a string, read and set through `texts`, or lent as bytes.
public protocol TransactionTextHolder {
    var texts: TransactionTexts { get set }
}

extension TransactionTextHolder {
    /// Lends `body` the bytes of all five texts at once, for a writer of every text of every
    /// row: in one call instead of five, and without a string for each.
    public func withTextBytes(_ body: (Transaction.TextBytes) -> Void) {
        texts.withTextBytes(body)
    }

    /// Lends `body` the UTF-8 bytes of one text, or `nil` where the text is `nil`.
    public func withUTF8(of field: Transaction.TextField, _ body: (UnsafeBufferPointer<UInt8>?) -> Void) {
        texts.withTextBytes { body($0[field]) }
    }

    public var counterparty: String? {
        get { texts[.counterparty] }
        set { texts[.counterparty] = newValue }
    }
    public var counterpartyIBAN: String? {
        get { texts[.counterpartyIBAN] }
        set { texts[.counterpartyIBAN] = newValue }
    }
    public var purpose: String? {
        get { texts[.purpose] }
        set { texts[.purpose] = newValue }
    }
    /// The bank's own reference for the booking, when it gives one.
    public var reference: String? {
        get { texts[.reference] }
        set { texts[.reference] = newValue }
    }
    public var category: String? {
        get { texts[.category] }
        set { texts[.category] = newValue }
    }
}
