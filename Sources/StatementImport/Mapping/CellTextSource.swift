/// Where the texts of a batch's transactions are (`TransactionTexts`): the reader's batch and
/// the mapping's text columns, one object a batch, so that a transaction holds one reference
/// for all its texts.
final class CellTextSource: Sendable {
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

    init(batch: CellBatch, columns: Columns) {
        self.batch = batch
        self.columns = columns
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
