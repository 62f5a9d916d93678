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
    static let textFields: [Transaction.TextField] = [.counterparty, .counterpartyIBAN, .purpose, .reference, .category]

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
            transactions[index].withTextBytes { texts in
                ConvertCSVCells.appendRecord(
                    of: transactions[index], texts: texts, fingerprint: fingerprints?[index], spreadsheetSafe: spreadsheetSafe, to: &block)
            }
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
