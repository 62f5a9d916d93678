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
    package typealias Strings = Transaction.TextValues<String>

    /// Where the texts are: the reader's batch (`CellTextSource`) or strings (`StringTexts`).
    /// The writers and the fingerprint read it in place (`withSource(at:)`), without
    /// retaining it: as an enum of the two, every switch over a transaction's texts copied
    /// the source, and a long statement's rows were retained and released five times each on
    /// the mapping thread and twice on the writer's.
    private var source: TextSource
    /// The record in `source`'s batch (0 for strings).
    private var record: Int32
    /// The column the counterparty was chosen from by the amount's direction, or -1 for the
    /// mapping's counterparty columns.
    private var counterpartyColumn: Int32

    package init(_ strings: Strings) {
        source = StringTexts(strings)
        record = 0
        counterpartyColumn = -1
    }

    /// Record `record` of `source`'s batch; `counterpartyColumn` is the column the
    /// counterparty was chosen from by the amount's direction, or `nil` for the mapping's
    /// counterparty columns.
    init(cellsOf record: Int, in source: CellTextSource, counterpartyColumn: Int?) {
        precondition(record < Int(Int32.max) && (counterpartyColumn ?? 0) < Int(Int32.max), "a batch holds fewer records and columns")
        self.source = source
        self.record = Int32(truncatingIfNeeded: record)
        self.counterpartyColumn = Int32(truncatingIfNeeded: counterpartyColumn ?? -1)
    }

    private var chosenColumn: Int? { counterpartyColumn < 0 ? nil : Int(counterpartyColumn) }

    /// Whether the texts are still read from the reader's cells.
    package var keepsCells: Bool { source is CellTextSource }

    /// All five as strings.
    var strings: Strings {
        if let strings = source as? StringTexts { return strings.strings }
        return Strings(
            counterparty: self[.counterparty], counterpartyIBAN: self[.counterpartyIBAN], purpose: self[.purpose],
            reference: self[.reference], category: self[.category])
    }

    /// One text; setting it makes all five strings.
    package subscript(field: Transaction.TextField) -> String? {
        get { source.text(field, record: Int(record), counterpartyColumn: chosenColumn) }
        set {
            var strings = self.strings
            strings[field] = newValue
            self = TransactionTexts(strings)
        }
    }

    /// Lends `body` the bytes of all five texts at once (`TextSource.withTextBytes`).
    package func withTextBytes(_ body: (Transaction.TextBytes) -> Void) {
        source.withTextBytes(Int(record), counterpartyColumn: chosenColumn, body)
    }

    /// Lends `body` the bytes of one text (`TextSource.withTextBytes(_:of:counterpartyColumn:_:)`),
    /// as the fingerprint's identity key asks for them.
    func withTextBytes(of field: Transaction.TextField, _ body: (UnsafeBufferPointer<UInt8>?) -> Void) {
        source.withTextBytes(Int(record), of: field, counterpartyColumn: chosenColumn, body)
    }

    /// `withTextBytes` of the texts at `texts`, read where they are (`withSource(at:)`).
    package static func withTextBytes(at texts: UnsafePointer<TransactionTexts>, _ body: (Transaction.TextBytes) -> Void) {
        withSource(at: texts) { source, record, counterpartyColumn in
            source.withTextBytes(record, counterpartyColumn: counterpartyColumn, body)
        }
    }

    /// Lends `body` the bytes of one text of the texts at `texts`
    /// (`TextSource.withTextBytes(_:of:counterpartyColumn:_:)`).
    package static func withTextBytes(
        at texts: UnsafePointer<TransactionTexts>, of field: Transaction.TextField, _ body: (UnsafeBufferPointer<UInt8>?) -> Void
    ) {
        withSource(at: texts) { source, record, counterpartyColumn in
            source.withTextBytes(record, of: field, counterpartyColumn: counterpartyColumn, body)
        }
    }

    /// At least as many bytes as the longest of the texts at `texts` takes
    /// (`TextSource.byteBound`).
    package static func byteBound(at texts: UnsafePointer<TransactionTexts>) -> Int {
        withSource(at: texts) { source, record, _ in source.byteBound(record) }
    }

    /// Lends `body` the source of the texts at `texts`, their record and chosen counterparty
    /// column, without retaining the source: the reference is loaded as an unmanaged one
    /// and lent as guaranteed (`_withUnsafeGuaranteedRef`), which is sound because the
    /// texts at `texts` hold it while `body` runs (an `UnsafePointer` cannot change them).
    private static func withSource<Result>(
        at texts: UnsafePointer<TransactionTexts>, _ body: (TextSource, Int, Int?) -> Result
    ) -> Result {
        let offset = MemoryLayout<TransactionTexts>.offset(of: \TransactionTexts.source)!
        let source = UnsafeRawPointer(texts).load(fromByteOffset: offset, as: Unmanaged<TextSource>.self)
        let (record, counterpartyColumn) = (Int(texts.pointee.record), texts.pointee.chosenColumn)
        return source._withUnsafeGuaranteedRef { body($0, record, counterpartyColumn) }
    }

    public static func == (left: TransactionTexts, right: TransactionTexts) -> Bool {
        left.strings == right.strings
    }
}

/// What a transaction's texts are read from, each asked for by its record: the reader's batch
/// (`CellTextSource`) or one row's strings (`StringTexts`). Unchecked because the base class
/// cannot be final; both subclasses hold constants only.
class TextSource: @unchecked Sendable {
    /// One text as a string.
    func text(_ field: Transaction.TextField, record: Int, counterpartyColumn: Int?) -> String? {
        preconditionFailure("a subclass reads the texts")
    }

    /// Lends `body` the bytes of all five texts at once.
    func withTextBytes(_ record: Int, counterpartyColumn: Int?, _ body: (Transaction.TextBytes) -> Void) {
        preconditionFailure("a subclass reads the texts")
    }

    /// Lends `body` the bytes of one text, as `withTextBytes` lends it among all five.
    func withTextBytes(
        _ record: Int, of field: Transaction.TextField, counterpartyColumn: Int?, _ body: (UnsafeBufferPointer<UInt8>?) -> Void
    ) {
        preconditionFailure("a subclass reads the texts")
    }

    /// At least as many bytes as the longest of the record's texts takes.
    func byteBound(_ record: Int) -> Int {
        preconditionFailure("a subclass reads the texts")
    }
}

/// One row's texts as strings: set by a later stage (a merged continuation, a category rule,
/// a review edit), or a row made of strings.
final class StringTexts: TextSource, @unchecked Sendable {
    let strings: TransactionTexts.Strings

    init(_ strings: TransactionTexts.Strings) {
        self.strings = strings
        super.init()
    }

    override func text(_ field: Transaction.TextField, record: Int, counterpartyColumn: Int?) -> String? {
        strings[field]
    }

    /// Each string's own bytes.
    override func withTextBytes(_ record: Int, counterpartyColumn: Int?, _ body: (Transaction.TextBytes) -> Void) {
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

    override func withTextBytes(
        _ record: Int, of field: Transaction.TextField, counterpartyColumn: Int?, _ body: (UnsafeBufferPointer<UInt8>?) -> Void
    ) {
        guard var text = strings[field] else { return body(nil) }
        text.withUTF8 { body($0) }
    }

    /// The bytes of all five strings.
    override func byteBound(_ record: Int) -> Int {
        [strings.counterparty, strings.counterpartyIBAN, strings.purpose, strings.reference, strings.category]
            .reduce(0) { $0 + ($1?.utf8.count ?? 0) }
    }
}

/// A value that holds a transaction's five texts (`Transaction`, a booking row): each text as
/// a string, read and set through `texts`, or lent as bytes.
public protocol TransactionTextHolder {
    /// The transaction's texts: counterparty, IBAN, purpose, reference, category.
    var texts: TransactionTexts { get set }
}

extension TransactionTextHolder {
    /// Lends `body` the bytes of all five texts at once, for a writer of every text of every
    /// row: in one call instead of five, and without a string for each.
    package func withTextBytes(_ body: (Transaction.TextBytes) -> Void) {
        texts.withTextBytes(body)
    }

    /// Lends `body` the UTF-8 bytes of one text, or `nil` where the text is `nil`: only that
    /// text's, as the fingerprint reads them (`TransactionTexts.withTextBytes(of:_:)`).
    package func withUTF8(of field: Transaction.TextField, _ body: (UnsafeBufferPointer<UInt8>?) -> Void) {
        texts.withTextBytes(of: field, body)
    }

    /// Who paid or was paid, as the statement names them.
    public var counterparty: String? {
        get { texts[.counterparty] }
        set { texts[.counterparty] = newValue }
    }
    /// The IBAN of who paid or was paid, when the statement states it.
    public var counterpartyIBAN: String? {
        get { texts[.counterpartyIBAN] }
        set { texts[.counterpartyIBAN] = newValue }
    }
    /// What the payment was for, as the statement states it.
    public var purpose: String? {
        get { texts[.purpose] }
        set { texts[.purpose] = newValue }
    }
    /// The bank's own reference for the booking, when it gives one.
    public var reference: String? {
        get { texts[.reference] }
        set { texts[.reference] = newValue }
    }
    /// The transaction's category, set by the statement, a template's rule or the review.
    public var category: String? {
        get { texts[.category] }
        set { texts[.category] = newValue }
    }
}
