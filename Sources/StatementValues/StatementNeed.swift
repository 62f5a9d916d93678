/// What the core lacks to read a statement, with the candidates it found: a typed problem that
/// each command turns into its own options (`--currency`, `--date-format`, `--sign`, ...), so
/// that no hint names a flag the command does not have.
public enum StatementNeed: Sendable, Hashable {
    /// The file states no currency; `likely` are the currencies of the IBAN's country, if any.
    case currency(likely: [Currency])
    /// The day/month order of the dates is undecided between these patterns.
    case dateFormat(candidates: [String])
    /// Whether ',' or '.' is the decimal mark is undecided.
    case decimalSeparator(candidates: [String])
    /// Whether debits are written negative (a bank account) or positive (a card statement).
    case sign
    /// The text encoding is undecided between these names.
    case encoding(candidates: [String])
    /// The field delimiter is undecided between these characters.
    case delimiter(candidates: [String])
    /// Several templates match the file equally well.
    case template(candidates: [String])
    /// No column could be given a role the mapping needs (`booking_date`, `amount`): the user
    /// says which (`--column`), or a template does — not for a file without a header, which no
    /// template recognises. `candidates` are the columns (numbered from 1) whose values could
    /// hold it, when nothing in the file tells which of them does.
    case columns(missing: String, candidates: [Int] = [], headerless: Bool = false)
}

extension Currency {
    /// The stand-in for a currency the file does not state (ISO 4217 `XXX`, "no currency"):
    /// amounts are shown, with their currency unknown, until `--currency` or the target
    /// account's currency settles it. Never booked.
    package static let unknown = Currency(code: "XXX", minorUnitDigits: 2)

    /// Whether this is the stand-in for a currency the file does not state.
    package var isUnknown: Bool { hasCode(of: .unknown) }

    /// The currencies an account whose IBAN starts with `countryCode` most likely keeps.
    public static func likely(forCountry countryCode: String) -> [Currency] {
        let codes: [String] = switch countryCode.uppercased() {
        case "CH", "LI": ["CHF", "EUR", "USD"]
        case "GB": ["GBP", "EUR"]
        case "CZ": ["CZK", "EUR"]
        case "PL": ["PLN", "EUR"]
        case "HU": ["HUF", "EUR"]
        case "SE": ["SEK", "EUR"]
        case "NO": ["NOK", "EUR"]
        case "DK": ["DKK", "EUR"]
        case "": ["CHF", "EUR"]
        default: ["EUR"]
        }
        return codes.compactMap { Currency(code: $0) }
    }
}

extension Ambiguity {
    /// What would settle this ambiguity, as a typed need.
    public var need: StatementNeed? {
        switch what {
        case .dateFormat: .dateFormat(candidates: candidates)
        case .decimalSeparator: .decimalSeparator(candidates: candidates)
        case .encoding: .encoding(candidates: candidates)
        case .delimiter: .delimiter(candidates: candidates)
        }
    }
}
