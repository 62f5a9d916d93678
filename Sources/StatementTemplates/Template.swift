import CSVCore
import StatementDetection
import StatementValues
import TextDecoding

/// What one bank's export looks like, written down once: how to recognise the file, how it is
/// written, which column holds what, and the rules that go with it.
///
/// A template fixes what detection would otherwise guess. It names columns by their header
/// names, never by position, and is resolved against each file's actual header
/// (`mapping(forHeader:)`), so that a bank that renames or moves a column is noticed instead
/// of read wrongly (`TemplateMatcher`).
///
/// Templates are JSON files (`Templates/README.md` describes the format); `Template(source:)`
/// reads one into a `RawTemplate` and validates that into this ready form.
public struct Template: Sendable, Equatable {
    /// The template's name in `--template`, `detect` and `preview` output: kebab-case, unique.
    public var id: String
    /// The bank and product in words ("DKB Girokonto").
    public var name: String
    /// ISO 3166 alpha-2 code of the bank's country.
    public var country: String
    /// The template's own revision, raised when it changes.
    package var version: Int
    public var description: String?
    /// Where the template was read from (a path, or `Templates/<id>.json` for a built-in).
    package var file: String

    package var match: TemplateMatchRule
    package var format: TemplateFormat
    package var columns: TemplateColumns
    /// Values of the status column (or of the booking date cell) that mark a row not booked yet.
    package var pendingValues: [String]
    package var signRule: ColumnMapping.SignRule
    /// Expressions selecting rows to skip, as written; the filter stage compiles them.
    package var filters: [TemplateExpression]
    package var categoryRules: [TemplateCategoryRule]
    /// How the file states its opening and closing balances, when it does.
    package var balances: TemplateBalances
}

/// How a template recognises its bank's files.
package struct TemplateMatchRule: Sendable, Equatable {
    /// The header names in order, compared exactly (after trimming surrounding white space; an
    /// empty name at the end, written by exports that end every line with a delimiter, is
    /// ignored): the file's fingerprint.
    package var header: [String]
    /// When given, a header that differs from `header` still matches as long as it has all of
    /// these names; the differences are reported as tolerated.
    package var requiredColumns: [String]?
    /// Patterns that must each match one of the lines before the header.
    package var preamble: [TemplatePattern]
    /// A pattern for the file's name; it only decides between templates with the same header.
    package var fileName: TemplatePattern?
}

/// How a template's files are written.
package struct TemplateFormat: Sendable, Equatable {
    /// How many lines precede the header, or follow the table.
    package enum LineCount: Sendable, Equatable {
        case fixed(Int)
        /// Before the table: the header is found by its names, wherever it is (preambles that
        /// grow and shrink). After it: detection's count of summary lines stands.
        case auto
    }

    package var encoding: TextEncoding
    package var dialect: Dialect
    package var preambleLines: LineCount
    package var footerLines: LineCount
    package var dateFormat: DateFormat
    /// Further booking-date formats the bank writes the same layout with (Nidwaldner KB's
    /// four-digit years in the two-digit layout of its peers); `fittingDateFormat(of:)` picks
    /// the file's one.
    package var otherDateFormats: [DateFormat] = []
    /// The value date's format, when it differs from the booking date's.
    package var valueDateFormat: DateFormat?
    package var numberFormat: NumberFormat
}

/// Which header name holds which part of a transaction.
package struct TemplateColumns: Sendable, Equatable {
    package enum Amount: Sendable, Equatable {
        case single(String)
        case debitCredit(debit: String, credit: String)
        case flagged(amount: String, flag: String, debitValues: [String], creditValues: [String])
    }

    package enum Counterparty: Sendable, Equatable {
        case columns([String])
        case byDirection(outgoing: String, incoming: String)
    }

    package enum Currency: Sendable, Equatable {
        case column(String)
        case fixed(StatementValues.Currency)
    }

    package var bookingDate: String
    package var valueDate: String?
    package var amount: Amount
    package var currency: Currency
    package var counterparty: Counterparty
    package var counterpartyIBAN: String?
    package var purpose: [String]
    package var reference: String?
    package var category: String?
    package var balance: String?
    package var status: String?
    /// A fee charged on top of the amount, in a column of its own (Wise's "Source fee amount").
    package var fee: String? = nil

    /// Every header name the template reads, with the role it reads it for, in role order.
    package var namedColumns: [(role: String, name: String)] {
        var named: [(String, String)] = [("booking_date", bookingDate)]
        if let valueDate { named.append(("value_date", valueDate)) }
        switch amount {
        case .single(let name): named.append(("amount", name))
        case let .debitCredit(debit, credit): named += [("debit", debit), ("credit", credit)]
        case let .flagged(amount, flag, _, _): named += [("amount", amount), ("debit_credit_flag", flag)]
        }
        if case .column(let name) = currency { named.append(("currency", name)) }
        switch counterparty {
        case .columns(let names): named += names.map { ("counterparty", $0) }
        case let .byDirection(outgoing, incoming): named += [("counterparty", outgoing), ("counterparty", incoming)]
        }
        if let counterpartyIBAN { named.append(("counterparty_iban", counterpartyIBAN)) }
        named += purpose.map { ("purpose", $0) }
        if let reference { named.append(("reference", reference)) }
        if let category { named.append(("category", category)) }
        if let balance { named.append(("balance", balance)) }
        if let status { named.append(("status", status)) }
        if let fee { named.append(("fee", fee)) }
        return named
    }
}

/// An expression of the filter language as the template wrote it, with its place, for the
/// filter stage to compile and to report errors at.
package struct TemplateExpression: Sendable, Equatable {
    package var text: String
    package var file: String
    package var location: SourceLocation
}

/// "Rows for which `condition` holds get `category`."
package struct TemplateCategoryRule: Sendable, Equatable {
    package var condition: TemplateExpression
    package var category: String
}

/// A regular expression from a template, checked and compiled when the template is read.
///
/// Its lines to search come from the statement, which a stranger may have written, so every
/// search is bounded (`TextRegex`): a pattern such as `(a+)+` is stopped instead of running
/// for minutes. A stopped search counts as no match.
package struct TemplatePattern: Sendable, Equatable {
    /// The pattern as written (ICU's regex syntax, as `NSRegularExpression` reads it).
    package let source: String
    package let location: SourceLocation
    let compiled: TextRegex

    init(source: String, location: SourceLocation, compiled: TextRegex) {
        self.source = source
        self.location = location
        self.compiled = compiled
    }

    package static func == (lhs: TemplatePattern, rhs: TemplatePattern) -> Bool {
        lhs.source == rhs.source && lhs.location == rhs.location
    }

    /// Whether the pattern matches somewhere in `text`.
    package func matches(_ text: String) -> Bool {
        compiled.matches(text) == true
    }

    /// Whether the pattern matches somewhere in one of `lines`.
    func matchesAny(_ lines: [String]) -> Bool {
        lines.contains { compiled.matches($0) == true }
    }
}

/// How a template's files state their opening and closing balances in the lines before and
/// after the table.
package struct TemplateBalances: Sendable, Equatable {
    /// One balance line: a pattern with a named group `amount` (and optionally `date`).
    package struct Rule: Sendable, Equatable {
        package var pattern: TemplatePattern
        package var numberFormat: NumberFormat
        /// How the `date` group is written, when the pattern has one.
        package var dateFormat: DateFormat?
    }

    package var opening: Rule?
    package var closing: Rule?

    package init(opening: Rule? = nil, closing: Rule? = nil) {
        self.opening = opening
        self.closing = closing
    }
}
