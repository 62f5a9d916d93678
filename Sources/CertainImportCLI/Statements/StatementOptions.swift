import CommandLineKit
import Foundation
import ImportEngine
import StatementChecks
import StatementDetection
import StatementImport
import StatementMapping
import StatementTemplates
import StatementValues
import TableReading
import TextDecoding

/// The options every command that reads a statement shares: which template, and the facts a
/// file may not state.
struct StatementOptions {
    static let template = Option<String?>(
        "template", valueName: "ID|PATH",
        help: "statement.template")
    static let noTemplate = Flag("no-template", help: "statement.no_template")
    static let currency = Option<Currency?>(
        "currency", valueName: "CODE", help: "statement.currency")
    static let dateFormat = Option<DateFormat?>(
        "date-format", valueName: "PATTERN",
        help: "statement.date_format")
    static let filters = RepeatedOption<String>(
        "filter", valueName: "EXPR",
        help: "statement.filter")

    static let columns = RepeatedOption<String>(
        "column", valueName: "ROLE=N",
        help: HelpText("statement.column", ["roles": ColumnRole.allCases.map(\.rawValue).joined(separator: ", ")]))

    static let sign = Option<SignArgument?>(
        "sign",
        help: "statement.sign")
    static let decimalSeparator = Option<DecimalSeparatorArgument?>(
        "decimal-separator", valueName: "MARK",
        help: "statement.decimal_separator")
    static let encoding = RowsCommand.encoding
    static let delimiter = RowsCommand.delimiter
    static let quote = RowsCommand.quote

    static let arguments: [any ArgumentDeclaration] = [
        template, noTemplate, currency, dateFormat, sign, decimalSeparator, encoding, delimiter, quote, columns, filters,
    ]

    /// The long names of `arguments`, which hints may name.
    static let optionNames = Set(arguments.map(\.definition.name))

    var template: String?
    var noTemplate: Bool
    var currency: Currency?
    var dateFormat: DateFormat?
    var sign: SignArgument?
    var hints: DetectionHints
    var filters: [FilterExpression]

    init(arguments: ParsedArguments) throws(CLIError) {
        template = try arguments.value(of: Self.template)
        noTemplate = arguments.value(of: Self.noTemplate)
        currency = try arguments.value(of: Self.currency)
        dateFormat = try arguments.value(of: Self.dateFormat)
        sign = try arguments.value(of: Self.sign)
        hints = try readingHints(
            encoding: arguments.value(of: Self.encoding), delimiter: arguments.value(of: Self.delimiter)?.bytes,
            quote: arguments.value(of: Self.quote)?.quote, decimalSeparator: arguments.value(of: Self.decimalSeparator)?.mark,
            dateFormat: dateFormat)
        filters = try parseFilters(arguments.values(of: Self.filters))
        if template != nil && noTemplate {
            throw CLIError.usage("--template and --no-template exclude each other")
        }
        hints.columnRoles = try parseColumnRoles(arguments.values(of: Self.columns))
        if template != nil && !hints.columnRoles.isEmpty {
            throw CLIError.usage(
                "--template and --column exclude each other: the template names the columns",
                hint: "leave out --template to read the file by detection with the columns you name")
        }
    }

    /// Reads, maps and filters `file` as these options say, holding the whole statement
    /// (`StatementFileReading.read`), telling `progress` (when there is one) how far the
    /// reading is. A run that reads many files passes the `registry` it loaded once.
    func read(
        _ file: InputFile, context: CommandContext, progress: ProgressDisplay? = nil, registry: TemplateRegistry? = nil
    ) throws -> StatementPreview {
        try reading(context: context, progress: progress, registry: registry)
            .read(path: file.path, environment: context.environment, budget: context.statementBudget)
    }

    /// Reads `file` as `read` does, handing its transactions to `receiver` as they are read
    /// (`StatementFileReading.stream`).
    func stream<Receiver: StatementReceiver>(
        _ file: InputFile, context: CommandContext, progress: ProgressDisplay? = nil, registry: TemplateRegistry? = nil,
        accountKey: (StatementFormat) throws -> String?, hashesFile: Bool, holdingShortStatement: Bool = false, into receiver: inout Receiver
    ) throws -> StatementPreview {
        try reading(context: context, progress: progress, registry: registry).stream(
            path: file.path, accountKey: accountKey, hashesFile: hashesFile, holdingShortStatement: holdingShortStatement, into: &receiver)
    }

    /// The engine's reading of what these options ask for, with the template they name.
    func reading(context: CommandContext, progress: ProgressDisplay?, registry: TemplateRegistry?) throws -> StatementFileReading {
        let registry = registry ?? TemplateLibrary.registry(environment: context.environment, diagnostics: context.diagnostics)
        let choice: StatementLoader.TemplateChoice
        if noTemplate {
            choice = .none
        } else if let template {
            choice = .forced(try TemplateLibrary.resolve(template, registry: registry, words: context.words))
        } else {
            choice = .automatic
        }
        return StatementFileReading(
            request: StatementReading.Request(
                template: choice, currency: currency, dateFormat: dateFormat, sign: sign?.signRule, hints: hints, filters: filters),
            registry: registry,
            checkSample: checkStatementSample,
            progress: progress.map { $0.advance })
    }
}

/// `--column ROLE=N`, each checked: a known role, a column number from 1, no role twice
/// (but `purpose`, which may span columns).
func parseColumnRoles(_ values: [String]) throws(CLIError) -> [ColumnRoleHint] {
    var hints: [ColumnRoleHint] = []
    let roles = ColumnRole.allCases.map(\.rawValue).joined(separator: ", ")
    for value in values {
        let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw CLIError.usage("--column '\(value)' is not ROLE=N", hint: "name the role and the column, numbered from 1, such as --column amount=4")
        }
        guard let role = ColumnRole(rawValue: String(parts[0]).trimmingCharacters(in: .whitespaces).lowercased()) else {
            throw CLIError.usage("--column '\(value)': '\(parts[0])' is not a role", hint: "roles: \(roles)")
        }
        guard let number = Int(parts[1].trimmingCharacters(in: .whitespaces)), number >= 1 else {
            throw CLIError.usage("--column '\(value)': '\(parts[1])' is not a column number", hint: "number the columns from 1, such as --column \(role.rawValue)=4")
        }
        if role.isSingular, let earlier = hints.first(where: { $0.role == role }) {
            throw CLIError.usage("--column \(earlier.argument) and --column \(value) both name the \(role.rawValue) column", hint: "give each role one column")
        }
        if let earlier = hints.first(where: { $0.index == number - 1 }) {
            throw CLIError.usage("--column \(earlier.argument) and --column \(value) both name column \(number)", hint: "give each column one role")
        }
        hints.append(ColumnRoleHint(role: role, index: number - 1))
    }
    return hints
}

/// The detection hints the reading options give, with the encoding's name checked.
func readingHints(
    encoding: String?, delimiter: [UInt8]?, quote: RowsOptions.Quote?, decimalSeparator: NumberFormat.DecimalMark?,
    dateFormat: DateFormat?
) throws(CLIError) -> DetectionHints {
    var hints = DetectionHints(decimalMark: decimalSeparator, dateFormat: dateFormat)
    if let encoding {
        guard let known = TextEncoding(name: encoding) else {
            throw CLIError.usage("unknown encoding '\(encoding)'", hint: "name one such as utf-8, windows-1252, iso-8859-15 or windows-1250")
        }
        hints.encoding = known
    }
    hints.delimiter = delimiter
    switch quote {
    case .character(let byte)?: hints.quote = .some(byte)
    case .unquoted?: hints.quote = .some(nil)
    case nil: break
    }
    return hints
}
