/// What a column's values are, as detection reads them: the `detect` document's column `type`.
package enum ColumnKind: String, Sendable, CaseIterable, CustomStringConvertible {
    case date
    case amount
    case number
    case iban
    case text
    case empty

    /// The contract's name, as the JSON documents write it.
    package var description: String { rawValue }
}
