import CSVCore
import StatementImport

/// `convert --to csv|json` written as the statement is read.
public struct ConvertWriter: StatementReceiver {
    /// JSON (`{"transactions": [...]}`) or CSV, one row a transaction.
    let json: Bool
    let spreadsheetSafe: Bool
    /// Takes the output's bytes as they are written.
    let output: ([UInt8]) -> Void
    private var document = JSONObjectStream()
    private var block: [UInt8] = []

    public init(json: Bool, spreadsheetSafe: Bool, output: @escaping ([UInt8]) -> Void) {
        self.json = json
        self.spreadsheetSafe = spreadsheetSafe
        self.output = output
    }

    /// The CSV's columns.
    public static let columns = [
        "line", "booking_date", "value_date", "amount", "currency", "counterparty", "counterparty_iban",
        "purpose", "reference", "category", "balance_after", "fingerprint",
    ]

    /// The transaction's texts in the CSV's column order, lent as bytes (`withTextBytes`).
    private static let textFields: [Transaction.TextField] = [.counterparty, .counterpartyIBAN, .purpose, .reference, .category]

    public mutating func begin(format: StatementFormat, mapping: ColumnMapping) {
        if !json {
            RFC4180Writer.appendRecord(Self.columns.map { Array($0.utf8) }, to: &block)
        } else {
            document.openList("transactions")
        }
    }

    public mutating func receive(_ transactions: [Transaction], fingerprints: [Fingerprint]?) {
        // By index: a copy of each transaction would retain and release each of its texts.
        for index in transactions.indices {
            if json {
                document.item { output, indent in
                    transactions[index].appendJSON(to: &output, fingerprint: fingerprints?[index], indent: indent)
                }
                if document.pendingCount >= JSONObjectStream.blockSize { output(document.take()) }
                continue
            }
            // Cell by cell, without an array of the row's texts.
            var column = 0
            func cell(_ text: String?) {
                if column > 0 { block.append(UInt8(ascii: ",")) }
                column += 1
                ConvertCSVCells.appendCell(text, spreadsheetSafe: spreadsheetSafe, to: &block)
            }
            // Numbers, dates and amounts need neither quotes nor a guard: their bytes are written
            // as they are, without a string for each.
            func bytes(_ write: (inout [UInt8]) -> Void) {
                if column > 0 { block.append(UInt8(ascii: ",")) }
                column += 1
                write(&block)
            }
            cell(String(transactions[index].line))
            bytes { transactions[index].bookingDate.appendDescription(to: &$0) }
            bytes { transactions[index].valueDate?.appendDescription(to: &$0) }
            bytes { transactions[index].amount.appendDescription(to: &$0) }
            cell(transactions[index].amount.currency.code)
            transactions[index].withTextBytes { texts in
                for field in Self.textFields {
                    block.append(UInt8(ascii: ","))
                    column += 1
                    ConvertCSVCells.appendCell(utf8: texts[field], spreadsheetSafe: spreadsheetSafe, to: &block)
                }
            }
            bytes { transactions[index].balanceAfter?.appendDescription(to: &$0) }
            bytes { fingerprints?[index].appendDescription(to: &$0) }
            block.append(contentsOf: [0x0D, 0x0A])
            if block.count >= JSONObjectStream.blockSize {
                output(block)
                block.removeAll(keepingCapacity: true)
            }
        }
        output(json ? document.take() : block)
        block.removeAll(keepingCapacity: true)
    }

    public mutating func finish() {
        if json {
            document.closeList()
            document.close()
            output(document.take())
        } else {
            output(block)
        }
    }
}
