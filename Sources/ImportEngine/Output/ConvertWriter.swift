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

    public mutating func begin(format: StatementFormat, mapping: ColumnMapping) {
        if !json {
            RFC4180Writer.appendRecord(Self.columns.map { Array($0.utf8) }, to: &block)
        } else {
            document.openList("transactions")
        }
    }

    public mutating func receive(_ transactions: [Transaction], fingerprints: [String]?) {
        for (index, transaction) in transactions.enumerated() {
            if json {
                document.item { output, indent in transaction.appendJSON(to: &output, fingerprint: fingerprints?[index], indent: indent) }
                if document.pendingCount >= JSONObjectStream.blockSize { output(document.take()) }
                continue
            }
            let fields: [String?] = [
                String(transaction.line), transaction.bookingDate.description, transaction.valueDate?.description,
                transaction.amount.description, transaction.amount.currency.code, transaction.counterparty,
                transaction.counterpartyIBAN, transaction.purpose, transaction.reference, transaction.category,
                transaction.balanceAfter?.description, fingerprints?[index],
            ]
            ConvertCSVCells.appendRecord(fields, spreadsheetSafe: spreadsheetSafe, to: &block)
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
