/// How a person reads amounts and dates: `1'234.50` in Switzerland, `1.234,50` in Germany and
/// Austria, `1,234.50` in English. Only for text shown to a person: JSON, CSV and journals keep
/// the contract's `1234.50` and `2025-03-31`.
public struct Conventions: Sendable, Equatable {
    /// The mark between the units and the fraction.
    public var decimalMark: Character
    /// The mark between groups of three digits.
    public var groupingMark: Character
    /// Whether dates read day first with dots (`31.03.2025`) rather than as `2025-03-31`.
    public var dottedDayFirstDates: Bool

    /// Conventions of one's own: the marks between units and cents and between thousands, and
    /// whether dates are written day first with dots (`16.03.2025`).
    public init(decimalMark: Character, groupingMark: Character, dottedDayFirstDates: Bool) {
        self.decimalMark = decimalMark
        self.groupingMark = groupingMark
        self.dottedDayFirstDates = dottedDayFirstDates
    }

    /// Switzerland and Liechtenstein: `1'234.50`, `31.03.2025`.
    public static let swiss = Conventions(decimalMark: ".", groupingMark: "'", dottedDayFirstDates: true)
    /// Germany, Austria and German without a region: `1.234,50`, `31.03.2025`.
    public static let german = Conventions(decimalMark: ",", groupingMark: ".", dottedDayFirstDates: true)
    /// English and every other locale: `1,234.50`, `2025-03-31`.
    public static let english = Conventions(decimalMark: ".", groupingMark: ",", dottedDayFirstDates: false)

    /// The conventions of a locale name such as `de_CH.UTF-8`.
    public init(localeName: String) {
        let locale = LocaleName(localeName)
        switch (locale.language, locale.region) {
        case ("de", "CH"?), ("de", "LI"?): self = .swiss
        case ("de", _): self = .german
        default: self = .english
        }
    }

    /// The conventions a POSIX environment asks for: amounts by `LC_NUMERIC`, as `LC_ALL`,
    /// `LC_NUMERIC` and `LANG` order it; English when none is set.
    package init(environment: [String: String]) {
        self = Language.localeName(in: environment, category: "LC_NUMERIC").map(Self.init(localeName:)) ?? .english
    }

    /// A contract amount (`-1234.50`: optional minus, digits, optional `.` and fraction) in
    /// these conventions (`-1'234.50`); any other text is returned as it is.
    package func amount(_ contractText: String) -> String {
        let negative = contractText.hasPrefix("-")
        let unsigned = negative ? contractText.dropFirst() : Substring(contractText)
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let units = parts.first, !units.isEmpty, parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return contractText }
        var grouped = ""
        for (offset, digit) in units.enumerated() {
            if offset > 0, (units.count - offset) % 3 == 0 { grouped.append(groupingMark) }
            grouped.append(digit)
        }
        let fraction = parts.count > 1 ? String(decimalMark) + parts[1] : ""
        return (negative ? "-" : "") + grouped + fraction
    }

    /// A contract date (`2025-03-31`) in these conventions (`31.03.2025`); any other text is
    /// returned as it is.
    package func date(_ contractText: String) -> String {
        let parts = contractText.split(separator: "-")
        guard dottedDayFirstDates, parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2 else {
            return contractText
        }
        return "\(parts[2]).\(parts[1]).\(parts[0])"
    }
}
