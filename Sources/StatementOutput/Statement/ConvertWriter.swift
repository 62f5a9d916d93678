import CSVCore
import StatementChecks
import StatementDetection
import StatementImport
import StatementMapping
import TextPrimitives

/// `convert --to csv|json` written as the statement is read.
package struct ConvertWriter: StatementReceiver {
    /// JSON (`{"transactions": [...]}`) or CSV, one row a transaction.
    let json: Bool
    let spreadsheetSafe: Bool
    /// Takes the output's bytes as they are written.
    let output: ([UInt8]) -> Void
    private var document = JSONObjectStream()
    private var block: [UInt8] = []

    package init(json: Bool, spreadsheetSafe: Bool, output: @escaping ([UInt8]) -> Void) {
        self.json = json
        self.spreadsheetSafe = spreadsheetSafe
        self.output = output
    }

    /// The CSV's columns.
    package static let columns = [
        "line", "booking_date", "value_date", "amount", "currency", "counterparty", "counterparty_iban",
        "purpose", "reference", "category", "balance_after", "fingerprint",
    ]

    /// The transaction's texts in the CSV's column order, lent as bytes (`withTextBytes`).
    static let textFields: [Transaction.TextField] = [.counterparty, .counterpartyIBAN, .purpose, .reference, .category]

    package mutating func begin(format: StatementFormat, mapping: ColumnMapping) {
        if !json {
            RFC4180Writer.appendRecord(Self.columns.map { Array($0.utf8) }, to: &block)
        } else {
            document.openList("transactions")
        }
    }

    package mutating func receive(_ transactions: [Transaction], fingerprints: [Fingerprint]?) {
        // Through the array's buffer: a transaction taken out of the array (even by index, in
        // a closure) was copied, retaining and releasing each of its texts.
        transactions.withUnsafeBufferPointer { rows in
            for index in rows.indices {
                let fingerprint = fingerprints?[index]
                if json {
                    document.item { output, indent in
                    Transaction.appendJSON(of: rows.baseAddress! + index, to: &output, fingerprint: fingerprint, indent: indent)
                }
                    if document.pendingCount >= JSONObjectStream.blockSize { output(document.take()) }
                    continue
                }
                ConvertCSVCells.appendRecord(of: rows.baseAddress! + index, fingerprint: fingerprint, spreadsheetSafe: spreadsheetSafe, to: &block)
                if block.count >= JSONObjectStream.blockSize {
                    output(block)
                    block.removeAll(keepingCapacity: true)
                }
            }
        }
        output(json ? document.take() : block)
        block.removeAll(keepingCapacity: true)
    }

    /// Ends the output; the JSON document lists after the transactions the lines `skipped`, as
    /// `preview --json` does.
    package mutating func finish(skipped: [SkippedLine] = []) {
        if json {
            document.closeList()
            document.member("skipped", .array(skipped.map(\.jsonValue)))
            document.close()
            output(document.take())
        } else {
            output(block)
        }
    }
}
