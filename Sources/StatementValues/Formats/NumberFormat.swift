/// How a statement writes amounts: its decimal mark, its digit grouping, the signs it uses and
/// the currency markers that may stand beside the number.
///
/// Signs and currency markers never change what the digits mean, so a format accepts all of
/// them unless a template narrows it down. The decimal mark and the grouping do, and they are
/// what detection has to settle: `1.234` is 1234 with `.` grouping and 1.234 with a decimal
/// point.
public struct NumberFormat: Hashable, Sendable, CustomStringConvertible {
    /// The character between the whole and the fraction digits.
    public enum DecimalMark: Character, CaseIterable, Hashable, Sendable {
        /// `1234.50`.
        case period = "."
        /// `1234,50`.
        case comma = ","

        var name: String { self == .period ? "decimal point" : "decimal comma" }
    }

    /// The character between groups of three digits. The space kinds read one another, as do
    /// the two apostrophes, because exporters mix them within one file; the case says which one
    /// the file showed.
    package enum GroupingSeparator: Character, CaseIterable, Hashable, Sendable {
        case period = "."
        case comma = ","
        case apostrophe = "'"
        /// `’` (U+2019), which Swiss exports write for the apostrophe.
        case rightSingleQuotationMark = "\u{2019}"
        case space = " "
        case noBreakSpace = "\u{00A0}"
        case narrowNoBreakSpace = "\u{202F}"
        /// `�` (U+FFFD) where a grouping mark stood: a file re-encoded lossily upstream lost
        /// its `'` or `’`, and only the replacement character still marks the thousands.
        case lost = "\u{FFFD}"

        /// The characters read as this separator.
        var accepted: Set<Unicode.Scalar> {
            switch self {
            case .period: ["."]
            case .comma: [","]
            case .apostrophe, .rightSingleQuotationMark: ["'", "\u{2019}"]
            case .space, .noBreakSpace, .narrowNoBreakSpace: [" ", "\u{00A0}", "\u{202F}"]
            case .lost: ["\u{FFFD}"]
            }
        }

        var name: String {
            switch self {
            case .period, .comma, .rightSingleQuotationMark: "'\(rawValue)' grouping"
            case .apostrophe: "apostrophe grouping"
            case .space: "space grouping"
            case .noBreakSpace: "no-break space grouping"
            case .narrowNoBreakSpace: "narrow no-break space grouping"
            case .lost: "grouping by a lost mark ('\u{FFFD}')"
            }
        }
    }

    /// The ways a sign may be written.
    package struct SignStyles: OptionSet, Hashable, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        /// `-12.30` (also with U+2212 MINUS SIGN).
        package static let leadingMinus = SignStyles(rawValue: 1 << 0)
        /// `12,30-`, as German and Swiss exports write debits.
        package static let trailingMinus = SignStyles(rawValue: 1 << 1)
        /// `(12.30)`, the accountants' negative.
        package static let parentheses = SignStyles(rawValue: 1 << 2)
        /// `+12.30`.
        package static let leadingPlus = SignStyles(rawValue: 1 << 3)
        /// `12.30+`.
        package static let trailingPlus = SignStyles(rawValue: 1 << 4)
        /// `12.30 DR` and `12.30 CR`, as British and Australian exports mark debits and credits.
        package static let debitCreditSuffix = SignStyles(rawValue: 1 << 5)

        package static let all: SignStyles = [.leadingMinus, .trailingMinus, .parentheses, .leadingPlus, .trailingPlus, .debitCreditSuffix]
    }

    package var decimalMark: DecimalMark
    /// The grouping separator, or `nil` when digits are not grouped.
    package var grouping: GroupingSeparator?
    package var signStyles: SignStyles
    /// Currency symbols and codes accepted before or after the number (`€`, `CHF`, `Fr.`),
    /// besides every ISO 4217 code; letter case does not matter. An empty list accepts no
    /// marker at all, ISO codes included.
    package var currencyMarkers: [String] {
        didSet { markerScalars = Self.matchingForm(of: currencyMarkers) }
    }
    /// The markers lower-cased as scalars, longest first, so that `US$` is not taken for `$`
    /// with `US` left over; kept beside the list because every cell is matched against it.
    private(set) var markerScalars: [[Unicode.Scalar]]

    /// The symbols and local abbreviations statements put beside amounts.
    package static let commonCurrencyMarkers = ["€", "$", "US$", "£", "¥", "SFr.", "sFr.", "Fr.", "Fr", "kr", "Kč", "zł", "Ft"]

    package init(
        decimalMark: DecimalMark,
        grouping: GroupingSeparator? = nil,
        signStyles: SignStyles = .all,
        currencyMarkers: [String] = commonCurrencyMarkers
    ) {
        precondition(grouping?.rawValue != decimalMark.rawValue, "the grouping separator must differ from the decimal mark")
        self.decimalMark = decimalMark
        self.grouping = grouping
        self.signStyles = signStyles
        self.currencyMarkers = currencyMarkers
        self.markerScalars = Self.matchingForm(of: currencyMarkers)
    }

    private static func matchingForm(of markers: [String]) -> [[Unicode.Scalar]] {
        markers.map { Array($0.lowercased().unicodeScalars) }.sorted { $0.count > $1.count }
    }

    /// The contract's decimal string: `-1234.50`, nothing else.
    package static let contract = NumberFormat(decimalMark: .period, signStyles: .leadingMinus, currencyMarkers: [])

    /// The decimal mark and grouping in words: "decimal comma and '.' grouping".
    public var description: String {
        "\(decimalMark.name) and \(grouping?.name ?? "no grouping")"
    }

    /// -1234.56 written in this format (`-1.234,56`), for messages.
    package var example: String {
        "-1" + (grouping.map { String($0.rawValue) } ?? "") + "234" + String(decimalMark.rawValue) + "56"
    }
}
