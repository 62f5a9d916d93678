import ImportWords

/// A condition on a transaction, written in the filter language: what `--filter`, a
/// template's `"filters"`, a category rule and a review bulk action say about rows.
///
/// ```
/// amount < -100 and booking_date >= 2024-01-01
/// counterparty in ("SBB", "Coop") or purpose ~ /Umbuchung/i
/// not column("Buchungstext") contains "Storno" and value_date is not empty
/// ```
///
/// ## Grammar
///
/// ```
/// filter     = or-expr
/// or-expr    = and-expr { "or" and-expr }
/// and-expr   = unary { "and" unary }
/// unary      = "not" unary | primary
/// primary    = "(" or-expr ")" | test
/// test       = field ( comparison value
///                    | "~" regex
///                    | "contains" string
///                    | "in" "(" value { "," value } ")"
///                    | "is" [ "not" ] "empty" )
/// field      = role | "column" "(" string ")"
/// role       = "booking_date" | "value_date" | "amount" | "currency" | "counterparty"
///            | "counterparty_iban" | "purpose" | "reference" | "category" | "balance"
/// comparison = "=" | "!=" | "<" | "<=" | ">" | ">="
/// value      = string | number | date
/// string     = '"' { character | '\"' | '\\' } '"'
/// number     = [ "-" | "+" ] digit { digit } [ "." digit { digit } ]   (at most 18 digits)
/// date       = digit{4} "-" digit{2} "-" digit{2}                         (YYYY-MM-DD)
/// regex      = "/" { character | "\/" } "/" [ "i" ]
/// ```
///
/// `not` binds tighter than `and`, and `and` tighter than `or`. Keywords and roles may be
/// written in any letter case; spaces and line breaks between tokens do not matter.
///
/// ## Meaning
///
/// - Each field has a kind, and takes only literals and operators of that kind; anything else
///   is an error at parse time, pointing at the literal or operator:
///   - dates (`booking_date`, `value_date`): the six comparisons and `in`, with dates;
///   - amounts (`amount`, `balance`, the running balance after the booking): the six
///     comparisons and `in`, with numbers. The comparison is exact, by value, and ignores the
///     currency (`amount >= 12.5` holds for 12.50 CHF); add `currency = "EUR"` to restrict it;
///   - text (`currency`, `counterparty`, `counterparty_iban`, `purpose`, `reference`,
///     `category`, and every `column(…)`): `=`, `!=`, `in` and `contains` ignore case and
///     accents ("Crédit Agricole" = "credit agricole", "Zurich" is in "Migros Zürich") by ICU
///     collation at primary strength; `~` is an ICU regular expression, found anywhere in the
///     text (anchor it with `^` and `$`), case-sensitive unless flagged `i` (which does not
///     ignore accents).
/// - `column("Buchungstext")` reads the file's cell under that header, exactly as the header
///   is written, trimmed of spaces. Whether the file has that column is not known when the
///   filter is parsed: `checkColumns(_:)` checks it against a header.
/// - A missing value (no value date, no counterparty, an empty cell or one of only spaces, a
///   column the row lacks) equals nothing and has no order: every test on it is false, except
///   `!=` (which is `not =`) and `is empty`.
///
/// Parsing does all the checking and compiles the regexes, so evaluating never fails and does
/// no allocation beyond what the regex and collator need. Each regex search is bounded; one
/// that is stopped counts as no match and is reported by `exhaustedRegex`. A `FilterExpression` is immutable and
/// may be shared between threads.
public struct FilterExpression: Sendable, Hashable, CustomStringConvertible {
    /// The text the filter was parsed from, as given.
    public let source: String
    package let root: FilterNode
    /// Every `column("…")`, with the character offset of its name, for `checkColumns(_:)`.
    private let columnReferences: [ColumnReference]

    /// Parses `text`, reporting the first problem with its column and a hint.
    public init(parsing text: String) throws(FilterError) {
        var parser = try FilterParser(text)
        root = try parser.parseFilter()
        source = text
        columnReferences = parser.columnReferences.map { ColumnReference(name: $0.name, offset: $0.offset) }
    }

    /// Whether `transaction` satisfies the filter.
    public func matches(_ transaction: Transaction) -> Bool {
        root.matches(transaction)
    }

    /// The first of the filter's regexes whose search was stopped for doing too much work
    /// (`TextRegex.defaultStepLimit`), as written, with the line of the transaction it was
    /// searching; such a search counted as no match, so the run's result cannot be trusted.
    package var exhaustedRegex: (regex: String, line: Int)? {
        root.exhaustedRegex
    }

    /// The filter in normalized form, such as `purpose ~ /Umbuchung/i`: lower-case keywords, one
    /// space between tokens, literals as the grammar writes them (`+5` as `5`), and parentheses
    /// only where precedence needs them. Parsing it again gives the same filter.
    public var description: String {
        root.description
    }

    /// Checks that every `column("…")` names one of `headers`; the error points at the first
    /// that does not, and suggests the header it probably means.
    package func checkColumns(_ headers: [String]) throws(FilterError) {
        let known = Set(headers)
        let source = Array(source)
        for reference in columnReferences where !known.contains(reference.name) {
            var data: [String: WordValue] = ["column": .text(FilterLiteral.quoted(reference.name))]
            let closest = FilterField.closestHeader(to: reference.name, among: headers)
            data[closest == nil ? "headers" : "header"] = closest.map { .text(FilterLiteral.quoted($0)) } ?? .list(headers.map(FilterLiteral.quoted))
            throw FilterError(
                at: reference.offset, in: source, "filter.no_such_column", data,
                hint: closest == nil ? "filter.hint.columns_are" : "filter.hint.did_you_mean_column")
        }
    }

    /// Two filters are equal when their normalized forms are: they then match the same rows.
    public static func == (lhs: FilterExpression, rhs: FilterExpression) -> Bool {
        lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }

    private struct ColumnReference: Sendable {
        let name: String
        let offset: Int
    }
}
