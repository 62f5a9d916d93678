import ImportWords
import StatementChecks
import StatementDetection
import StatementImport
import StatementMapping
import TextPrimitives


/// `preview --json` written as the statement is read (`StatementStream`): the same document
/// as `StatementPreview.jsonDocument`, its transactions written batch by batch.
package struct PreviewJSONWriter: StatementReceiver {
    let file: String
    /// Takes the document's bytes as they are written.
    let output: ([UInt8]) -> Void
    /// The language of the diagnostics' messages, the one part of the document that has one.
    let words: Words
    private var document = JSONObjectStream()

    package init(file: String, words: Words = .english, output: @escaping ([UInt8]) -> Void) {
        self.file = file
        self.words = words
        self.output = output
    }

    package mutating func begin(format: StatementFormat, mapping: ColumnMapping) {
        document.member("file", .string(file))
        document.member("template", .string(format.template))
        document.member("format", format.jsonDocument(file: file))
        document.openList("transactions")
    }

    /// Its thread (`ReceivingThread`) makes the fingerprints: the mapping thread is the
    /// read's slowest without them (`PendingFingerprints`).
    package var fingerprintsWhereReceived: Bool { true }

    package mutating func receive(_ transactions: [Transaction], fingerprints: [Fingerprint]?) {
        // Through the array's buffer, as `ConvertWriter.receive` does.
        transactions.withUnsafeBufferPointer { rows in
            for index in rows.indices {
                let fingerprint = fingerprints?[index]
                document.item { output, indent in
                    Transaction.appendJSON(of: rows.baseAddress! + index, to: &output, fingerprint: fingerprint, indent: indent)
                }
                if document.pendingCount >= JSONObjectStream.blockSize { output(document.take()) }
            }
        }
        output(document.take())
    }

    /// Writes all of `preview`, read whole and checked against a target: `jsonDocument`'s
    /// bytes with the duplicates marked, each row written without a value or a string for its
    /// fields (a million-row document would otherwise hold a fingerprint string a row).
    package mutating func write(_ preview: StatementPreview) {
        begin(format: preview.format, mapping: preview.mapping)
        for index in preview.transactions.indices {
            document.item { output, indent in
                preview.transactions[index].appendJSON(
                    to: &output, fingerprint: index < preview.fingerprints.count ? preview.fingerprints[index] : nil,
                    duplicateReason: preview.duplicates[index], indent: indent)
            }
            if document.pendingCount >= JSONObjectStream.blockSize { output(document.take()) }
        }
        finish(preview)
    }

    /// Writes what follows the transactions, from the statement as read.
    package mutating func finish(_ preview: StatementPreview) {
        document.closeList()
        for (key, value) in preview.closingMembers(words) { document.member(key, value) }
        document.close()
        output(document.take())
    }
}
