import CommandLineKit
import StatementImport

/// `preview --json` written as the statement is read (`StatementStream`): the same document
/// as `StatementPreview.jsonDocument`, its transactions written batch by batch.
struct PreviewJSONWriter: StatementReceiver {
    let file: String
    let output: OutputWriter
    private var document = JSONObjectStream()

    init(file: String, output: OutputWriter) {
        self.file = file
        self.output = output
    }

    mutating func begin(format: StatementFormat, mapping: ColumnMapping) {
        document.member("file", .string(file))
        document.member("template", .string(format.template))
        document.member("format", format.jsonDocument(file: file))
        document.openList("transactions")
    }

    mutating func receive(_ transactions: [Transaction], fingerprints: [String]?) {
        for index in transactions.indices {
            document.item { output, indent in transactions[index].appendJSON(to: &output, fingerprint: fingerprints?[index], indent: indent) }
            if document.pendingCount >= OutputWriter.blockSize { output.write(document.take()) }
        }
        output.write(document.take())
    }

    /// Writes what follows the transactions, from the statement as read.
    mutating func finish(_ preview: StatementPreview) {
        document.closeList()
        for (key, value) in preview.closingMembers { document.member(key, value) }
        document.close()
        output.write(document.take())
    }
}
