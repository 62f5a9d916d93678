/// A way of writing dates, as a Unicode date pattern (`dd.MM.yyyy`, `yyyy-MM-dd'T'HH:mm:ss`),
/// compiled for parsing cells into `CalendarDate`s.
///
/// The pattern letters read are those of Unicode TR35 that statements use:
/// - `d` day (1 or 2 digits), `dd` day (exactly 2 digits);
/// - `M` month (1 or 2 digits), `MM` (exactly 2), `MMM` abbreviated name, `MMMM` full name,
///   in English or German, in any letter case, an abbreviation optionally followed by `.`
///   (`Mar`, `Mär`, `Mrz`, `Okt.`, `Sept`, `März`, `Jänner`);
/// - `yyyy` year (exactly 4 digits), `yy` year (exactly 2 digits: 00–69 are 2000–2069,
///   70–99 are 1970–1999, because statements are about the recent past and the near future),
///   `y` year (1 to 4 digits, taken as written);
/// - `H`/`HH`, `h`/`hh`, `m`/`mm`, `s`/`ss` time fields and `S…` second fractions, `a` (AM/PM)
///   and `X…`/`Z` zone offsets: read and checked for shape, then dropped, because a booking date
///   is the date as the bank wrote it, whatever the time of day;
/// - `'…'` quotes literal letters (`'T'`), `''` is one apostrophe; any other character is
///   literal.
///
/// Two formats are equal when their patterns are.
public struct DateFormat: Hashable, Sendable, CustomStringConvertible {
    /// The Unicode pattern, as the `detect` document's `date_format` prints it.
    public let pattern: String
    package let fields: [Field]
    /// Where the digits stand when the pattern has only fixed-width numbers and literals.
    let fixedLayout: FixedLayout?

    /// One part of a pattern.
    package enum Field: Hashable, Sendable {
        case literal([UInt8])
        /// A day of the month; `fixedWidth` demands exactly two digits, else one or two.
        case day(fixedWidth: Bool)
        case month(fixedWidth: Bool)
        case monthName(full: Bool)
        /// A year of `digits` digits; 2 means a two-digit year with a pivot, `nil` one to four digits.
        case year(digits: Int?)
        /// A time field read for its shape only: one or two digits up to `maximum`.
        case timeNumber(fixedWidth: Bool, maximum: Int)
        case fraction
        case dayPeriod
        case zone
    }

    /// Why a pattern cannot be used.
    public struct PatternError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The pattern as given.
        public let pattern: String
        /// What is wrong with it, in English words.
        public let problem: String

        public var description: String {
            "Cannot use the date pattern '\(pattern)': \(problem); patterns look like dd.MM.yyyy or yyyy-MM-dd"
        }
    }

    /// Compiles a Unicode date pattern; it must hold exactly one day, one month and one year.
    public init(pattern: String) throws(PatternError) {
        self.pattern = pattern
        self.fields = try Self.compile(pattern)
        fixedLayout = FixedLayout(fields)
    }

    public var description: String { pattern }

    public static func == (lhs: DateFormat, rhs: DateFormat) -> Bool { lhs.pattern == rhs.pattern }

    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    /// 5 March 2024, 14:30:00 written in this format: the example error messages show.
    public var example: String {
        write(CalendarDate(year: 2024, month: 3, day: 5)!, time: [14, 30, 0])
    }

    /// `date` written in this format, with any time fields as midnight.
    public func format(_ date: CalendarDate) -> String {
        write(date, time: [0, 0, 0])
    }

    private func write(_ date: CalendarDate, time: [Int]) -> String {
        var text = ""
        var timeIndex = 0
        for field in fields {
            switch field {
            case let .literal(bytes): text += String(decoding: bytes, as: UTF8.self)
            case let .day(fixedWidth): text += fixedWidth ? CalendarDate.padded(date.day, 2) : String(date.day)
            case let .month(fixedWidth): text += fixedWidth ? CalendarDate.padded(date.month, 2) : String(date.month)
            case let .monthName(full): text += Self.englishMonthNames(full: full)[date.month - 1]
            case let .year(digits):
                text += digits == 2 ? CalendarDate.padded(date.year % 100, 2) : CalendarDate.padded(date.year, digits ?? 1)
            case let .timeNumber(fixedWidth, maximum):
                var value = time[min(timeIndex, time.count - 1)]
                if maximum == 12 { value = value % 12 == 0 ? 12 : value % 12 }
                text += fixedWidth ? CalendarDate.padded(value, 2) : String(value)
                timeIndex += 1
            case .fraction: text += "000"
            case .dayPeriod: text += time[0] < 12 ? "AM" : "PM"
            case .zone: text += "Z"
            }
        }
        return text
    }

    private static func compile(_ pattern: String) throws(PatternError) -> [Field] {
        var fields: [Field] = []
        var literal: [UInt8] = []
        let characters = Array(pattern)
        var index = 0
        var counts = (day: 0, month: 0, year: 0)
        func flushLiteral() {
            if !literal.isEmpty { fields.append(.literal(literal)) }
            literal = []
        }
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                if index + 1 < characters.count, characters[index + 1] == "'" {
                    literal.append(UInt8(ascii: "'"))
                    index += 2
                    continue
                }
                guard let close = characters[(index + 1)...].firstIndex(of: "'") else {
                    throw PatternError(pattern: pattern, problem: "a quote (') is not closed")
                }
                literal += Array(String(characters[(index + 1)..<close]).utf8)
                index = close + 1
                continue
            }
            guard character.isASCII, character.isLetter else {
                literal += Array(String(character).utf8)
                index += 1
                continue
            }
            var run = 1
            while index + run < characters.count, characters[index + run] == character { run += 1 }
            let field: Field
            switch (character, run) {
            case ("d", 1...2): field = .day(fixedWidth: run == 2); counts.day += 1
            case ("M", 1...2), ("L", 1...2): field = .month(fixedWidth: run == 2); counts.month += 1
            case ("M", 3...4), ("L", 3...4): field = .monthName(full: run == 4); counts.month += 1
            case ("y", 1), ("u", 1): field = .year(digits: nil); counts.year += 1
            case ("y", 2), ("u", 2): field = .year(digits: 2); counts.year += 1
            case ("y", 4), ("u", 4): field = .year(digits: 4); counts.year += 1
            case ("H", 1...2): field = .timeNumber(fixedWidth: run == 2, maximum: 23)
            case ("h", 1...2): field = .timeNumber(fixedWidth: run == 2, maximum: 12)
            case ("m", 1...2): field = .timeNumber(fixedWidth: run == 2, maximum: 59)
            case ("s", 1...2): field = .timeNumber(fixedWidth: run == 2, maximum: 60)
            case ("S", _): field = .fraction
            case ("a", 1): field = .dayPeriod
            case ("X", 1...3), ("x", 1...3), ("Z", 1...3): field = .zone
            default:
                throw PatternError(
                    pattern: pattern,
                    problem: "'\(String(repeating: character, count: run))' is not a field this importer reads (d, dd, M, MM, MMM, MMMM, yy, yyyy, H, HH, mm, ss, S, a, X)")
            }
            flushLiteral()
            fields.append(field)
            index += run
        }
        flushLiteral()
        guard counts == (1, 1, 1) else {
            throw PatternError(pattern: pattern, problem: "it needs exactly one day (d), one month (M) and one year (y)")
        }
        return fields
    }
}
