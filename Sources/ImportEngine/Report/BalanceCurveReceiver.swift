import StatementChecks
import StatementDetection
import StatementImport
import StatementMapping


/// A receiver that keeps only the balance curve of the rows streaming past: for a report that
/// draws a statement without holding it (`validate --report html`).
public struct BalanceCurveReceiver: StatementReceiver {
    public private(set) var curve = BalanceCurve()

    public init() {}

    public mutating func begin(format: StatementFormat, mapping: ColumnMapping) {}

    public mutating func receive(_ transactions: [Transaction], fingerprints: [Fingerprint]?) {
        for index in transactions.indices { curve.add(transactions[index]) }
    }
}
