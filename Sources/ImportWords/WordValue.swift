/// One datum of a problem, kept in its contract form and turned into a person's conventions
/// only when rendered.
public indirect enum WordValue: Sendable, Hashable {
    /// Text shown as it is: a name, a pattern, a sentence.
    case text(String)
    /// A count, a line or column number.
    case number(Int)
    /// An amount in the contract's form (`-1234.50`), shown as `Conventions` say.
    case amount(String)
    /// A date in the contract's form (`2025-03-31`), shown as `Conventions` say.
    case date(String)
    /// Several values (candidates, columns), shown joined by commas.
    case list([String])
    /// Words of the catalogue by key, with their own data: a part of a sentence that depends
    /// on the language too, such as a kind of value or one change among several.
    case phrase(String, [String: WordValue])
    /// Several values, each rendered, joined by the catalogue's text of `separator` (a key).
    case phrases([WordValue], separator: String)

    /// The value as a person reads it under `conventions`; a phrase, which needs the
    /// catalogue, by its key (`Words` renders it in its language).
    package func rendered(_ conventions: Conventions) -> String {
        switch self {
        case .text(let text): text
        case .number(let number): String(number)
        case .amount(let amount): conventions.amount(amount)
        case .date(let date): conventions.date(date)
        case .list(let values): values.joined(separator: ", ")
        case .phrase(let key, _): key
        case .phrases(let values, let separator): values.map { $0.rendered(conventions) }.joined(separator: separator)
        }
    }
}
