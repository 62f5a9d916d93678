/// A transaction's texts (counterparty, its IBAN, purpose, reference, category): strings, or
/// the cells of the reader's batch they are made of, made into strings only when asked.
///
/// A long statement's mapper made three to five strings for every row, and the thread that
/// handed the row on freed them, though `validate` never reads one and `preview --json`
/// copies their bytes: allocating, reference counting and freeing them across two threads
/// cost more than reading the row. A transaction the mapper makes of a plain booking
/// (`StatementMapper.plainBooking`) keeps where its texts are; one whose text is set (a
/// merged continuation, a category rule, a review edit) holds strings from then on.
struct TransactionTexts: Sendable {
    struct Strings: Sendable, Equatable {
        var counterparty: String?
        var counterpartyIBAN: String?
        var purpose: String?
        var reference: String?
        var category: String?
    }

    private enum Storage: Sendable {
        case strings(Strings)
        /// Record `record` of `source`'s batch; `counterpartyColumn` is the column the
        /// counterparty was chosen from by the amount's direction, or `nil` for the mapping's
        /// counterparty columns.
        case cells(CellTextSource, record: Int, counterpartyColumn: Int?)
    }

    private var storage: Storage

    init(_ strings: Strings) {
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
        case .cells(let source, let record, let counterpartyColumn):
            Strings(
                counterparty: source.counterparty(record, chosenColumn: counterpartyColumn),
                counterpartyIBAN: source.counterpartyIBAN(record), purpose: source.purpose(record),
                reference: source.reference(record), category: source.category(record))
        }
    }

    var counterparty: String? {
        get {
            switch storage {
            case .strings(let strings): strings.counterparty
            case .cells(let source, let record, let column): source.counterparty(record, chosenColumn: column)
            }
        }
        set { update { $0.counterparty = newValue } }
    }

    var counterpartyIBAN: String? {
        get {
            switch storage {
            case .strings(let strings): strings.counterpartyIBAN
            case .cells(let source, let record, _): source.counterpartyIBAN(record)
            }
        }
        set { update { $0.counterpartyIBAN = newValue } }
    }

    var purpose: String? {
        get {
            switch storage {
            case .strings(let strings): strings.purpose
            case .cells(let source, let record, _): source.purpose(record)
            }
        }
        set { update { $0.purpose = newValue } }
    }

    var reference: String? {
        get {
            switch storage {
            case .strings(let strings): strings.reference
            case .cells(let source, let record, _): source.reference(record)
            }
        }
        set { update { $0.reference = newValue } }
    }

    var category: String? {
        get {
            switch storage {
            case .strings(let strings): strings.category
            case .cells(let source, let record, _): source.category(record)
            }
        }
        set { update { $0.category = newValue } }
    }

    /// Lends `body` the UTF-8 bytes of `field`, or `nil` where the text is `nil`: the cell's own
    /// bytes where the text is one cleaned cell as it stands, as most are, without a string.
    /// Not generic: called from the writers' module, a generic one ran unspecialised and
    /// copied the texts (a retain and a release) for every call.
    func withUTF8(_ field: Transaction.TextField, _ body: (UnsafeBufferPointer<UInt8>?) -> Void) {
        switch storage {
        case .strings(let strings):
            let text: String? = switch field {
            case .counterparty: strings.counterparty
            case .counterpartyIBAN: strings.counterpartyIBAN
            case .purpose: strings.purpose
            case .reference: strings.reference
            case .category: strings.category
            }
            guard var text else { return body(nil) }
            text.withUTF8 { body($0) }
        case .cells(let source, let record, let counterpartyColumn):
            switch field {
            case .counterparty:
                if let counterpartyColumn { return source.withUTF8(record, column: counterpartyColumn, body) }
                source.withUTF8(record, joining: source.columns.counterparty, body)
            case .counterpartyIBAN: source.withIBAN(record, body)
            case .purpose: source.withUTF8(record, joining: source.columns.purpose, body)
            case .reference: source.withUTF8(record, column: source.columns.reference, body)
            case .category: source.withUTF8(record, column: source.columns.category, body)
            }
        }
    }

    /// Lends `body` the bytes of all five texts at once (`CellTextSource.withTextBytes`).
    func withTextBytes(_ body: (Transaction.TextBytes) -> Void) {
        switch storage {
        case .cells(let source, let record, let counterpartyColumn):
            source.withTextBytes(record, counterpartyColumn: counterpartyColumn, body)
        case .strings(let strings):
            // Texts set by a later stage: their bytes one after the other, sliced.
            let texts = [strings.counterparty, strings.counterpartyIBAN, strings.purpose, strings.reference, strings.category]
            var bytes: [UInt8] = []
            var ends: [Int] = []
            for text in texts {
                bytes += text?.utf8 ?? "".utf8
                ends.append(bytes.count)
            }
            bytes.withUnsafeBufferPointer { all in
                func slice(_ index: Int) -> UnsafeBufferPointer<UInt8>? {
                    texts[index] == nil ? nil : UnsafeBufferPointer(rebasing: all[(index == 0 ? 0 : ends[index - 1])..<ends[index]])
                }
                body(Transaction.TextBytes(
                    counterparty: slice(0), counterpartyIBAN: slice(1), purpose: slice(2), reference: slice(3), category: slice(4)))
            }
        }
    }

    private mutating func update(_ change: (inout Strings) -> Void) {
        var strings = self.strings
        change(&strings)
        storage = .strings(strings)
    }
}
