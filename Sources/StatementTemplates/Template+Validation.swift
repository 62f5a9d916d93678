import CSVCore
import ImportWords
import StatementDetection
import StatementMapping
import StatementValues
import TextDecoding

/// A template file's text and the path to name in its diagnostics. The CLI reads the files;
/// the core never touches the disk.
public struct TemplateSource: Sendable, Equatable {
    /// Where the template comes from, for messages: a file path or a name of the app's.
    public var path: String
    /// The template's text, as its file holds it.
    public var text: String

    /// A template the user gave, such as a file the app imported, to read with `TemplateRegistry(user:)`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

extension Template {
    /// The most bytes a template file may hold. Every command reads every file in the templates
    /// folder, so one stray large file there would slow down or stop them all.
    package static let maximumFileSize = 1024 * 1024

    /// Reads and validates a template file.
    ///
    /// - Throws: `TemplateError` with the syntax error, or with every error of shape and
    ///   meaning, each at its `file:line:column`.
    package init(source: TemplateSource) throws(TemplateError) {
        guard source.text.utf8.count <= Self.maximumFileSize else {
            let diagnostics = TemplateDiagnostics(file: source.path, lines: [])
            diagnostics.report(.templateTooLarge, ["kibibytes": .number(Self.maximumFileSize / 1024)], at: SourceLocation(line: 1, column: 1))
            throw diagnostics.error
        }
        let document: JSONDocument
        do {
            document = try JSONDocument(text: source.text)
        } catch {
            let diagnostics = TemplateDiagnostics(file: source.path, lines: JSONDocument.splitLines(source.text))
            diagnostics.report(error.problem.code, error.problem.data, at: error.location)
            throw diagnostics.error
        }
        let diagnostics = TemplateDiagnostics(file: source.path, lines: document.lines)
        let raw = RawTemplate(document.root, diagnostics: diagnostics)
        var validator = TemplateValidator(file: source.path, diagnostics: diagnostics)
        let template = validator.validate(raw)
        guard let template, diagnostics.isEmpty else { throw diagnostics.error }
        self = template
    }

    /// Header names as compared: each trimmed of white space (and a stray byte order mark),
    /// and empty names at the end dropped, since exports that end every line with a
    /// delimiter write one.
    package static func normalizedHeader(_ names: [String]) -> [String] {
        var trimmed = names.map(\.trimmingWhitespace)
        while trimmed.last?.isEmpty == true { trimmed.removeLast() }
        return trimmed
    }
}

/// Checks the meaning of a `RawTemplate` and builds the ready `Template`: names that must
/// exist, values that must be one of a set, settings that exclude each other.
struct TemplateValidator {
    let file: String
    let diagnostics: TemplateDiagnostics
    /// Header names of `match.header`, trimmed.
    var header: [String] = []
    var requiredColumns: [String]?
    /// Which role already uses a column, so that no column is read for two roles.
    var usedColumns: [String: (role: String, location: SourceLocation)] = [:]

    init(file: String, diagnostics: TemplateDiagnostics) {
        self.file = file
        self.diagnostics = diagnostics
    }

    func report(_ code: ProblemCode, _ data: [String: WordValue] = [:], at location: SourceLocation) {
        diagnostics.report(code, data, at: location)
    }

    /// The ready template, or `nil` when a required part is missing or invalid (the reasons
    /// are in `diagnostics`).
    mutating func validate(_ raw: RawTemplate) -> Template? {
        let id = raw.id.flatMap(validateID)
        if let name = raw.name, name.value.trimmingWhitespace.isEmpty {
            report(.templateNameEmpty, at: name.location)
        }
        if let country = raw.country, !(country.value.count == 2 && country.value.allSatisfy { $0.isASCII && $0.isUppercase }) {
            report(.templateCountryInvalid, ["country": .text(country.value)], at: country.location)
        }
        if let version = raw.version, version.value < 1 {
            report(.templateVersionTooLow, at: version.location)
        }
        let match = raw.match.flatMap { validateMatch($0) }
        let format = raw.format.flatMap { validateFormat($0) }
        let columns = raw.columns.flatMap { validateColumns($0, topLevelCurrency: raw.currency) }
        let pendingValues = raw.pendingValues.map { values in
            values.filter { value in
                if value.value.trimmingWhitespace.isEmpty {
                    report(.templatePendingValueEmpty, at: value.location)
                    return false
                }
                return true
            }.map(\.value)
        } ?? ColumnMapping.defaultPendingValues
        var signRule = ColumnMapping.SignRule.asWritten
        if let sign = raw.sign {
            if let rule = ColumnMapping.SignRule(rawValue: sign.value) {
                signRule = rule
            } else {
                report(.templateSignRuleUnknown, ["sign": .text(sign.value)].merging(
                    TemplateSuggestion.data(for: sign.value, among: ColumnMapping.SignRule.allCases.map(\.rawValue))) { $1 },
                       at: sign.location)
            }
        }
        let filters = raw.filters.compactMap { filter -> TemplateExpression? in
            guard !filter.value.trimmingWhitespace.isEmpty else {
                report(.templateFilterEmpty, at: filter.location)
                return nil
            }
            return TemplateExpression(text: filter.value, file: file, location: filter.location)
        }
        let categoryRules = raw.categories.compactMap { rule -> TemplateCategoryRule? in
            guard let condition = rule.condition, let category = rule.category else { return nil }
            if condition.value.trimmingWhitespace.isEmpty {
                report(.templateConditionEmpty, at: condition.location)
            }
            if category.value.trimmingWhitespace.isEmpty {
                report(.templateCategoryEmpty, at: category.location)
            }
            return TemplateCategoryRule(
                condition: TemplateExpression(text: condition.value, file: file, location: condition.location),
                category: category.value)
        }
        let balances = raw.balances.map { validateBalances($0, format: format) } ?? TemplateBalances()

        guard let id, let name = raw.name, let country = raw.country, let version = raw.version,
              let match, let format, let columns else { return nil }
        return Template(
            id: id, name: name.value, country: country.value, version: version.value,
            description: raw.description?.value, file: file, match: match, format: format, columns: columns,
            pendingValues: pendingValues, signRule: signRule, filters: filters, categoryRules: categoryRules,
            balances: balances)
    }

    func validateID(_ id: Located<String>) -> String? {
        let parts = id.value.split(separator: "-", omittingEmptySubsequences: false)
        let isKebab = !id.value.isEmpty && parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        }
        guard isKebab else {
            let suggestion = id.value.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.joined(separator: "-")
            report(suggestion.isEmpty ? .templateIDNotKebabCase : .templateIDNotKebabCaseLike,
                   ["id": .text(id.value), "kebab_case": .text(suggestion)], at: id.location)
            return nil
        }
        return id.value
    }

    // MARK: match

    mutating func validateMatch(_ raw: RawMatch) -> TemplateMatchRule? {
        guard let rawHeader = raw.header else { return nil }
        header = Template.normalizedHeader(rawHeader.map(\.value))
        if header.isEmpty {
            report(.templateHeaderEmpty, at: raw.location)
            return nil
        }
        if let required = raw.requiredColumns {
            if required.isEmpty {
                report(.templateRequiredColumnsEmpty, at: raw.location)
            }
            for name in required where !header.contains(name.value) {
                report(.templateRequiredColumnNotInHeader,
                       ["column": .text(name.value)].merging(TemplateSuggestion.data(for: name.value, among: header)) { $1 },
                       at: name.location)
            }
            requiredColumns = required.map(\.value)
        }
        let preamble = raw.preamble.compactMap { validatePattern($0, what: "preamble") }
        let fileName = raw.fileName.flatMap { validatePattern($0, what: "file_name") }
        return TemplateMatchRule(header: header, requiredColumns: requiredColumns, preamble: preamble, fileName: fileName)
    }

    /// The pattern compiled; `what` names its use for errors (`preamble`, `file_name`, `balance`).
    func validatePattern(_ pattern: Located<String>, what: String) -> TemplatePattern? {
        do {
            return TemplatePattern(source: pattern.value, location: pattern.location, compiled: try TextRegex(pattern.value))
        } catch {
            report(.templatePatternInvalid, ["pattern": .phrase("template.pattern.\(what)", [:]), "reason": .text("\(error)")],
                   at: pattern.location)
            return nil
        }
    }

    // MARK: format

    func validateFormat(_ raw: RawFormat) -> TemplateFormat? {
        var encoding: TextEncoding?
        if let name = raw.encoding {
            encoding = TextEncoding(name: name.value)
            if encoding == nil {
                report(.templateEncodingUnknown, ["encoding": .text(name.value), "encodings": .list(TextEncoding.allCases.map(\.rawValue))],
                       at: name.location)
            }
        }
        var delimiter: [UInt8]?
        if let text = raw.delimiter {
            if text.value.isEmpty || !text.value.unicodeScalars.allSatisfy(\.isASCII) {
                report(.templateDelimiterInvalid, ["delimiter": .text(text.value)], at: text.location)
            } else {
                delimiter = Array(text.value.utf8)
            }
        }
        var quote: UInt8? = UInt8(ascii: "\"")
        if let text = raw.quote {
            quote = singleASCII(text, key: "format.quote", example: "template.example.quote")
        }
        var escape: Dialect.Escape = quote == nil ? .none : .doubledQuote
        if let text = raw.escape {
            if let byte = singleASCII(text, key: "format.escape", example: "template.example.escape") {
                escape = byte == quote ? .doubledQuote : .character(byte)
            } else {
                escape = .none
            }
        }
        let preambleLines = lineCount(raw.preambleLines, key: "format.preamble_lines")
        let footerLines = lineCount(raw.footerLines, key: "format.footer_lines")
        var dateFormats: [DateFormat]?
        if let patterns = raw.dateFormats {
            if patterns.isEmpty {
                report(.templateDateFormatsEmpty, at: raw.location)
            }
            let valid = patterns.compactMap { validateDatePattern($0) }
            if valid.count == patterns.count, !valid.isEmpty { dateFormats = valid }
        }
        let valueDateFormat = raw.valueDateFormat.flatMap { validateDatePattern($0) }
        let numberFormat = raw.decimalSeparator.flatMap {
            validateNumberFormat(decimal: $0, thousands: raw.thousandsSeparator)
        }
        guard let encoding, let delimiter, let dateFormats, let numberFormat else { return nil }
        let dialect = Dialect(delimiter: delimiter, quote: quote, escape: escape)
        return TemplateFormat(
            encoding: encoding, dialect: dialect, preambleLines: preambleLines, footerLines: footerLines,
            dateFormat: dateFormats[0], otherDateFormats: Array(dateFormats.dropFirst()), valueDateFormat: valueDateFormat,
            numberFormat: numberFormat)
    }

    /// A count of lines, `.auto` when the template says `"auto"` or nothing.
    func lineCount(_ raw: Located<RawFormat.LineCount>?, key: String) -> TemplateFormat.LineCount {
        guard let raw, case .count(let count) = raw.value else { return .auto }
        guard count >= 0 else {
            report(.templateLineCountNegative, ["key": .text(key)], at: raw.location)
            return .auto
        }
        return .fixed(count)
    }

    /// One ASCII character, or `nil` for JSON `null` (and, with a diagnostic, for anything else);
    /// `example` is the catalogue's key for the values to suggest.
    func singleASCII(_ text: Located<String?>, key: String, example: String) -> UInt8? {
        guard let value = text.value else { return nil }
        guard value.utf8.count == 1, let byte = value.utf8.first, byte < 0x80 else {
            report(.templateNotOneASCIICharacter, ["key": .text(key), "value": .text(value), "example": .phrase(example, [:])],
                   at: text.location)
            return nil
        }
        return byte
    }

    func validateDatePattern(_ pattern: Located<String>) -> DateFormat? {
        do {
            return try DateFormat(pattern: pattern.value)
        } catch {
            report(.templateDatePatternInvalid, ["pattern": .text(pattern.value), "reason": .text(error.problem)], at: pattern.location)
            return nil
        }
    }

    func validateNumberFormat(decimal: Located<String>, thousands: Located<String?>?) -> NumberFormat? {
        guard let mark = decimal.value.count == 1 ? NumberFormat.DecimalMark(rawValue: decimal.value.first!) : nil else {
            report(.templateDecimalSeparatorInvalid, ["value": .text(decimal.value)], at: decimal.location)
            return nil
        }
        var grouping: NumberFormat.GroupingSeparator?
        if let thousands, let text = thousands.value, !text.isEmpty {
            grouping = text.count == 1 ? NumberFormat.GroupingSeparator(rawValue: text.first!) : nil
            if grouping == nil {
                report(.templateThousandsSeparatorInvalid, ["value": .text(text)], at: thousands.location)
                return nil
            }
            if grouping?.rawValue == mark.rawValue {
                report(.templateThousandsSeparatorIsDecimal, at: thousands.location)
                return nil
            }
        }
        return NumberFormat(decimalMark: mark, grouping: grouping)
    }

    // MARK: columns

    /// The name of a column a role reads, if `match.header` has it (and `required_columns`, when
    /// given, lists it) and no other role reads it.
    mutating func column(_ name: Located<String>, role: String) -> String? {
        let trimmed = name.value.trimmingWhitespace
        if !header.isEmpty, let index = StatementMapper.unnamedColumnIndex(trimmed) {
            guard index >= header.count else {
                report(.templateColumnNumberInHeader, ["column": .text(trimmed), "name": .text(header[index])], at: name.location)
                return nil
            }
            return trimmed
        }
        guard header.contains(trimmed) else {
            if !header.isEmpty {
                report(.templateColumnNotInHeader, [
                    "column": .text(name.value), "role": .text(role),
                    "header": .phrases(header.map { .phrase("label.quoted", ["name": .text($0)]) }, separator: "label.comma"),
                ].merging(TemplateSuggestion.data(for: name.value, among: header)) { $1 }, at: name.location)
            }
            return nil
        }
        if header.filter({ $0 == trimmed }).count > 1 {
            report(.templateColumnRepeatedInHeader, ["column": .text(trimmed), "role": .text(role)], at: name.location)
            return nil
        }
        if let requiredColumns, !requiredColumns.contains(trimmed) {
            report(.templateColumnNotRequired, ["column": .text(trimmed), "role": .text(role)], at: name.location)
            return nil
        }
        if let used = usedColumns[trimmed] {
            report(.templateColumnAlreadyRead, ["column": .text(trimmed), "role": .text(used.role), "line": .number(used.location.line)],
                   at: name.location)
            return nil
        }
        usedColumns[trimmed] = (role, name.location)
        return trimmed
    }

    mutating func optionalColumn(_ name: Located<String>?, role: String) -> (present: Bool, name: String?) {
        guard let name else { return (false, nil) }
        return (true, column(name, role: role))
    }

    mutating func validateColumns(_ raw: RawColumns, topLevelCurrency: Located<String>?) -> TemplateColumns? {
        var valid = true
        func require(_ result: (present: Bool, name: String?)) -> String? {
            if result.present && result.name == nil { valid = false }
            return result.name
        }
        let bookingDate = raw.bookingDate.flatMap { column($0, role: "booking_date") }
        let valueDate = require(optionalColumn(raw.valueDate, role: "value_date"))
        let amount = validateAmount(raw)
        let currency = validateCurrency(column: raw.currency, fixed: topLevelCurrency, columnsLocation: raw.location)

        var counterparty = TemplateColumns.Counterparty.columns([])
        switch raw.counterparty {
        case .names(let names):
            let resolved = names.compactMap { column($0, role: "counterparty") }
            if resolved.count != names.count { valid = false }
            counterparty = .columns(resolved)
        case let .byDirection(outgoing, incoming, _):
            let outgoingName = outgoing.flatMap { column($0, role: "counterparty.outgoing") }
            let incomingName = incoming.flatMap { column($0, role: "counterparty.incoming") }
            if let outgoingName, let incomingName {
                counterparty = .byDirection(outgoing: outgoingName, incoming: incomingName)
            } else {
                valid = false
            }
        case nil:
            break
        }
        let counterpartyIBAN = require(optionalColumn(raw.counterpartyIBAN, role: "counterparty_iban"))
        let purposeNames = raw.purpose ?? []
        let purpose = purposeNames.compactMap { column($0, role: "purpose") }
        if purpose.count != purposeNames.count { valid = false }
        let reference = require(optionalColumn(raw.reference, role: "reference"))
        let category = require(optionalColumn(raw.category, role: "category"))
        let balance = require(optionalColumn(raw.balance, role: "balance"))
        let status = require(optionalColumn(raw.status, role: "status"))
        let fee = require(optionalColumn(raw.fee, role: "fee"))

        guard valid, let bookingDate, let amount, let currency else { return nil }
        return TemplateColumns(
            bookingDate: bookingDate, valueDate: valueDate, amount: amount, currency: currency,
            counterparty: counterparty, counterpartyIBAN: counterpartyIBAN, purpose: purpose, reference: reference,
            category: category, balance: balance, status: status, fee: fee)
    }

    mutating func validateAmount(_ raw: RawColumns) -> TemplateColumns.Amount? {
        if let amount = raw.amount, let other = raw.debit ?? raw.credit {
            report(.templateAmountConflict, ["key": .text(raw.debit != nil ? "debit" : "credit"), "line": .number(amount.location.line)],
                   at: other.location)
            return nil
        }
        if let flag = raw.debitCreditFlag, raw.amount == nil {
            report(.templateFlagWithoutAmount, at: flag.location)
            return nil
        }
        switch (raw.amount, raw.debit, raw.credit) {
        case (let amount?, nil, nil):
            guard let amountName = column(amount, role: "amount") else { return nil }
            guard let flag = raw.debitCreditFlag else { return .single(amountName) }
            guard let flagColumn = flag.column, let debit = flag.debit, let credit = flag.credit,
                  let flagName = column(flagColumn, role: "debit_credit_flag") else { return nil }
            var valid = true
            for (values, side) in [(debit, "debit"), (credit, "credit")] where values.isEmpty {
                report(side == "debit" ? .templateFlagDebitValuesEmpty : .templateFlagCreditValuesEmpty, at: flag.location)
                valid = false
            }
            for value in credit where debit.contains(where: { $0.value == value.value }) {
                report(.templateFlagValueBothSides, ["value": .text(value.value)], at: value.location)
                valid = false
            }
            guard valid else { return nil }
            return .flagged(amount: amountName, flag: flagName, debitValues: debit.map(\.value), creditValues: credit.map(\.value))
        case (nil, let debit?, let credit?):
            let debitName = column(debit, role: "debit")
            let creditName = column(credit, role: "credit")
            guard let debitName, let creditName else { return nil }
            return .debitCredit(debit: debitName, credit: creditName)
        case (nil, let debit?, nil):
            report(.templateDebitWithoutCredit, at: debit.location)
            return nil
        case (nil, nil, let credit?):
            report(.templateCreditWithoutDebit, at: credit.location)
            return nil
        default:
            report(.templateNoAmountColumn, at: raw.location)
            return nil
        }
    }

    mutating func validateCurrency(column name: Located<String>?, fixed: Located<String>?, columnsLocation: SourceLocation)
        -> TemplateColumns.Currency? {
        switch (name, fixed) {
        case let (name?, fixed?):
            report(.templateCurrencyConflict, ["line": .number(name.location.line)], at: fixed.location)
            return nil
        case (let name?, nil):
            return column(name, role: "currency").map { .column($0) }
        case (nil, let fixed?):
            guard let currency = Currency(code: fixed.value), fixed.value.count == 3 else {
                report(.templateCurrencyUnknown, ["currency": .text(fixed.value)], at: fixed.location)
                return nil
            }
            return .fixed(currency)
        case (nil, nil):
            report(.templateCurrencyMissing, at: columnsLocation)
            return nil
        }
    }

    // MARK: balances

    func validateBalances(_ raw: RawBalances, format: TemplateFormat?) -> TemplateBalances {
        TemplateBalances(
            opening: raw.opening.flatMap { validateBalanceRule($0, format: format) },
            closing: raw.closing.flatMap { validateBalanceRule($0, format: format) })
    }

    func validateBalanceRule(_ raw: RawBalances.Rule, format: TemplateFormat?) -> TemplateBalances.Rule? {
        guard let line = raw.line, let pattern = validatePattern(line, what: "balance") else { return nil }
        guard pattern.compiled.groupNumber(named: "amount") != nil else {
            report(.templateBalanceWithoutAmountGroup, at: line.location)
            return nil
        }
        var numberFormat = format?.numberFormat
        if raw.decimalSeparator != nil || raw.thousandsSeparator != nil {
            let decimal = raw.decimalSeparator
                ?? Located(value: String(format?.numberFormat.decimalMark.rawValue ?? "."), location: raw.location)
            let thousands = raw.thousandsSeparator
                ?? Located(value: format?.numberFormat.grouping.map { String($0.rawValue) }, location: raw.location)
            numberFormat = validateNumberFormat(decimal: decimal, thousands: thousands)
        }
        var dateFormat: DateFormat?
        if pattern.compiled.groupNumber(named: "date") != nil {
            dateFormat = raw.dateFormat.map { validateDatePattern($0) } ?? format?.dateFormat
        } else if let date = raw.dateFormat {
            report(.templateBalanceWithoutDateGroup, at: date.location)
        }
        guard let numberFormat else { return nil }
        return TemplateBalances.Rule(pattern: pattern, numberFormat: numberFormat, dateFormat: dateFormat)
    }
}

extension String {
    /// The text without white space (or a stray byte order mark) at either end.
    var trimmingWhitespace: String {
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == "\u{FEFF}" || $0.properties.isWhitespace }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
