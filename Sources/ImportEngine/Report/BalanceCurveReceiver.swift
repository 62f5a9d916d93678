import StatementChecks
import StatementDetection
import StatementImport
import StatementMapping


/// A receiver that keeps only the balance curve of the rows streaming past: for a report that
/// draws a statement without holding it (`validate --report html`).
package struct BalanceCurveReceiver: StatementReceiver {
    package private(set) var curve = BalanceCurve()

    package init() {}

    package mutating func begin(format: StatementFormat, mapping: ColumnMapping) {}

    package mutating func receive(_ transactions: [Transaction], fingerprints: [Fingerprint]?) {
        for index in transactions.indices { curve.add(transactions[index]) }
    }
}
