/// What a column's values are, as detection reads them: the `detect` document's column `type`.
public enum ColumnKind: String, Sendable, CaseIterable, CustomStringConvertible {
    case date
    case amount
    case number
    case iban
    case text
    case empty

    /// The contract's name, as the JSON documents write it.
    public var description: String { rawValue }
}
