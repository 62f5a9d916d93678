import CSVCore
import StatementValues
import TableReading
import TextDecoding

/// Everything detection (or a template) settles about how a statement file is written: the
/// `detect` document.
public struct StatementFormat: Sendable {
    /// The line break the file uses.
    package enum LineEnding: String, Sendable {
        case lf = "\n"
        case crlf = "\r\n"
        case cr = "\r"
        case crcrlf = "\r\r\n"
    }

    /// One column of the table, as detection sees it.
    public struct Column: Sendable, Equatable {
        /// The column's position in the table, from 0.
        public var index: Int
        /// The header's name for it, or `nil` without a header.
        public var name: String?
        /// What the column holds, such as the booking date or the amount; `nil` when nothing the core reads.
        public var role: ColumnRole?
        /// `date`, `amount`, `number`, `iban`, `text` or `empty`.
        package var type: ColumnKind
        /// The column's own date format, when it holds dates.
        public var dateFormat: DateFormat?
        /// The column's own number format, when it holds amounts.
        package var numberFormat: NumberFormat?
        /// For a direction column whose two words no vocabulary knows, the words the running
        /// balance proved to mean a debit and a credit.
        package var directionMarks: DirectionMarks? = nil
        /// A column of numbers whose every filled cell (two at least) is zero: never the
        /// amount, nor the running balance (a fee or a quantity that is 0.00 on every row).
        package var holdsOnlyZeros = false

        package init(
            index: Int, name: String?, role: ColumnRole?, type: ColumnKind, dateFormat: DateFormat? = nil, numberFormat: NumberFormat? = nil,
            directionMarks: DirectionMarks? = nil, holdsOnlyZeros: Bool = false
        ) {
            self.index = index
            self.name = name
            self.role = role
            self.type = type
            self.dateFormat = dateFormat
            self.numberFormat = numberFormat
            self.directionMarks = directionMarks
            self.holdsOnlyZeros = holdsOnlyZeros
        }
    }

    /// The words a direction column writes for money leaving and money coming in.
    package struct DirectionMarks: Sendable, Equatable {
        package var debit: String
        package var credit: String
    }

    /// The text encoding the statement is written in.
    public var encoding: TextEncoding
    package var hasByteOrderMark: Bool
    /// How fields and records are separated and quoted: `dialect.delimiter` is the separator.
    public var dialect: Dialect
    package var lineEnding: LineEnding
    package var region: TableRegion
    /// The table's columns, in order, with their names and roles.
    public var columns: [Column]
    package var decimalSeparator: String?
    package var thousandsSeparator: String?
    /// The booking dates' pattern, such as `dd.MM.yyyy`, when detection could tell it.
    public var dateFormat: String?
    /// The template that matched, when one did.
    public var template: String?
    /// The account's currency, from the header's names (`Betrag (EUR)`) or the preamble.
    public var currency: Currency?
    /// The one currency the currency column names on every sampled row that names one: what
    /// a row that leaves it empty is in (Yuh fills `DEBIT CURRENCY` on debits only).
    package var currencyInColumn: Currency? = nil
    /// The account's IBAN, when the preamble states one.
    public var accountIBAN: String?
    /// The preamble's lines as text (at most the first 40), for stages that read balances
    /// and account facts from them.
    package var preamble: [String]
    /// 0...1, see `FormatDetector` for how it is computed.
    package var confidence: Double
    /// What detection could not tell apart, each with its candidates and why.
    public var ambiguities: [Ambiguity]

    /// An IBAN the preamble states whose check digits are wrong, when it states no valid one:
    /// the account cannot be picked by it, and the user should hear why.
    package var accountIBANWithWrongCheckDigits: String? {
        guard accountIBAN == nil else { return nil }
        return preamble.lazy.compactMap(IBAN.firstWithWrongCheckDigits(in:)).first
    }

    /// The options that read this file's table.
    package var tableReadingOptions: TableReadingOptions {
        var dialect = dialect
        dialect.strict = false
        return TableReadingOptions(
            dialect: dialect, encoding: encoding, skipLines: region.preambleLines,
            hasHeader: region.headerLine != nil)
    }
}
