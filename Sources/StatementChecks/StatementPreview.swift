import StatementDetection
import StatementMapping
import StatementValues

/// A statement read and mapped: what `preview` shows and `import` books, before filters,
/// reconciliation and the duplicate check have had their say.
public struct StatementPreview: Sendable {
    /// How the statement was read: encoding, dialect, columns with their roles, the template.
    public var format: StatementFormat
    package var mapping: ColumnMapping
    /// The statement's transactions, in its order, each with its line.
    public var transactions: [Transaction]
    /// The lines that are no transaction (totals, blank and pending rows), each with why.
    public var skipped: [SkippedLine]
    /// The rows that cannot be read, each with its line and column; a statement with any is not booked.
    public var problems: [MappingProblem]
    /// The balances the statement states, in its rows, footer or preamble, each with its line.
    public var statedBalances: [StatedBalance]
    /// What the user should know of how the statement was read; none stops it.
    public var warnings: [Problem]
    /// How many bytes could not be decoded and became U+FFFD.
    package var replacementCount: Int
    /// The input's SHA-256 (hex) and size in bytes: its identity in the import history.
    /// `nil` when the read was told not to hash the file (`StatementStream.read`'s
    /// `hashesFile`): a statement only checked, shown or converted.
    package var sourceSHA256: String?
    package var sourceSize: Int

    /// `sourceSHA256` of a statement read to be booked or reviewed, which is always hashed.
    package var hashedSourceSHA256: String {
        guard let sourceSHA256 else { preconditionFailure("a statement to book or review is read with its file hashed") }
        return sourceSHA256
    }
    /// Why a transaction is already booked in the target, by its index; the others are new.
    package var duplicates: [Int: String] = [:]
    /// The category rule that set a transaction's category, by the transaction's line.
    package var categoryRules: [Int: String] = [:]
    /// One per transaction, set by `StatementPipeline.check`.
    public var fingerprints: [Fingerprint] = []
    /// Whether the statement's money adds up with the balances it states, and where it does not.
    public var reconciliation = ReconciliationReport(
        status: .unverifiable, openingBalance: nil, closingBalance: nil, total: nil, problems: [], order: nil, checks: [])

    /// What the core still needs to read the statement rightly, which only the user can say
    /// (`--sign`); `import` refuses until it is settled.
    package var needs: [StatementNeed] = []

    /// What the checks need of the rows, when a streaming read (`StatementStream`) handed them
    /// on instead of keeping them in `transactions`.
    package var streamedRows: RowFacts?

    /// How many transactions the statement holds, kept or handed on.
    package var transactionCount: Int { streamedRows?.count ?? transactions.count }

    /// The first and last booking dates.
    public var period: (from: CalendarDate, to: CalendarDate)? {
        streamedRows.map(\.period) ?? RowFacts.period(of: transactions)
    }

    /// Balances a template's rules read, which take precedence over the generic reading.
    package var templateOpeningBalance: Money?
    package var templateClosingBalance: Money?

    /// The balances the statement states: by the template's rules, in its preamble, or in rows
    /// and footer lines.
    public var statedOpeningBalance: Money? {
        templateOpeningBalance ?? preambleBalances.opening ?? statedBalances.first { $0.kind == .opening }?.amount
    }

    /// The closing balance the statement states: by the template's rules, in its preamble, or in its
    /// rows and footer lines.
    public var statedClosingBalance: Money? {
        templateClosingBalance ?? preambleBalances.closing ?? statedBalances.last { $0.kind == .closing }?.amount
    }

    var preambleBalances: PreambleBalances.Found {
        guard let currency = currency else {
            return PreambleBalances.Found()
        }
        return PreambleBalances.read(
            preamble: format.preamble, delimiter: String(decoding: format.dialect.delimiter, as: UTF8.self),
            numberFormat: mapping.numberFormat, currency: currency, period: period)
    }

    package init(
        format: StatementFormat, mapping: ColumnMapping, transactions: [Transaction], skipped: [SkippedLine],
        problems: [MappingProblem], statedBalances: [StatedBalance], warnings: [Problem], replacementCount: Int,
        sourceSHA256: String? = nil, sourceSize: Int, duplicates: [Int: String] = [:], categoryRules: [Int: String] = [:],
        fingerprints: [Fingerprint] = [], needs: [StatementNeed] = [], streamedRows: RowFacts? = nil,
        templateOpeningBalance: Money? = nil, templateClosingBalance: Money? = nil
    ) {
        self.format = format
        self.mapping = mapping
        self.transactions = transactions
        self.skipped = skipped
        self.problems = problems
        self.statedBalances = statedBalances
        self.warnings = warnings
        self.replacementCount = replacementCount
        self.sourceSHA256 = sourceSHA256
        self.sourceSize = sourceSize
        self.duplicates = duplicates
        self.categoryRules = categoryRules
        self.fingerprints = fingerprints
        self.needs = needs
        self.streamedRows = streamedRows
        self.templateOpeningBalance = templateOpeningBalance
        self.templateClosingBalance = templateClosingBalance
    }
}
