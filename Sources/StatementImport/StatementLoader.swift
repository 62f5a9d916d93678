import ImportWords
import StatementDetection
import StatementMapping
import StatementTemplates
import StatementValues

/// Decides how to read a statement: detection alone, or the template the file matches (or
/// the one the user forces), and the mapping, filters and category rules that follow.
///
/// A template is chosen by its header fingerprint, never by position. When a known bank's
/// export changed (a renamed, added or moved column, a new preamble) — the bank identified by
/// what only it writes — the file is read by its column names through detection, the template
/// contributes what still holds (currency, sign convention, pending marks, balance lines), and
/// a warning says what changed and how to update the template.
public enum StatementLoader {
    package enum TemplateChoice: Sendable {
        /// The matching template if one matches, else detection alone.
        case automatic
        case forced(Template)
        /// Detection alone, whatever templates exist.
        case none
    }

    /// How to read one statement.
    public struct Plan: Sendable {
        /// How the statement is written: encoding, dialect, columns with their roles, ambiguities.
        public var format: StatementFormat
        package var mapping: ColumnMapping
        /// The bank template the statement is read with, when one matched or was chosen.
        public var template: Template?
        package var filters: [FilterExpression]
        package var categories: CategoryRules?
        /// Balances the template's rules read from the preamble.
        package var templateBalances: [TemplateBalanceLine]
        /// What the user should know about the choice (a template the file resembles).
        public var notes: [Problem] = []
        /// Whether the sign convention is settled (by a template or `--sign`); otherwise the
        /// statement's own evidence decides it once it is read (`SignEvidence`).
        package var signSettled = true
    }

    /// Why a statement cannot be read, with its place and a way out.
    package struct LoadingError: Error, Sendable, CustomStringConvertible {
        package var message: String
        package var line: Int?
        package var hint: String?
        /// What would settle it, for each command to name its own option.
        package var need: StatementNeed?
        /// The error as a typed problem, when it has a code of its own.
        package var problem: Problem?
        package var description: String { message }

        /// The error of a typed problem, told in English by `message`.
        init(_ problem: Problem, hint: String? = nil) {
            self.init(message: problem.englishMessage, line: problem.line, hint: hint, need: problem.need)
            self.problem = problem
        }

        package init(message: String, line: Int?, hint: String?, need: StatementNeed? = nil) {
            self.message = message
            self.line = line
            self.hint = hint
            self.need = need
        }
    }

    /// Refuses a `--column` naming a column the file does not have, or one whose values cannot
    /// hold the role (amounts, dates): the mapping would read nothing there.
    static func checkColumnRoles(_ hints: [ColumnRoleHint], in format: StatementFormat) throws(LoadingError) {
        let money: Set<ColumnRole> = [.amount, .debit, .credit, .balance, .fee]
        let dates: Set<ColumnRole> = [.bookingDate, .valueDate]
        for hint in hints {
            let given: [String: WordValue] = ["role": .text(hint.role.rawValue), "column": .number(hint.index + 1)]
            guard format.columns.indices.contains(hint.index) else {
                throw LoadingError(Problem(
                    .columnNotInFile, given.merging(["count": .number(format.columns.count)]) { $1 }, line: format.region.headerLine))
            }
            let column = format.columns[hint.index]
            let found = given.merging(["name": .text(column.name.map { "'\($0)'" } ?? "\(hint.index + 1)"), "kind": .text(column.type.rawValue)]) { $1 }
            if money.contains(hint.role), column.numberFormat == nil {
                throw LoadingError(
                    Problem(.columnHoldsNoAmounts, found, line: format.region.headerLine),
                    hint: "name a column of amounts ('certain-import detect FILE' lists each column's kind)")
            }
            if dates.contains(hint.role), column.dateFormat == nil {
                throw LoadingError(
                    Problem(.columnHoldsNoDates, found, line: format.region.headerLine),
                    hint: "name a column of dates ('certain-import detect FILE' lists each column's kind)")
            }
        }
    }

    package static func plan(
        head: [UInt8], tail: [UInt8]?, fileName: String?, registry: TemplateRegistry, choice: TemplateChoice,
        currency: Currency? = nil, dateFormat: DateFormat? = nil, sign: ColumnMapping.SignRule? = nil,
        hints: DetectionHints = .none
    ) throws(LoadingError) -> Plan {
        var hints = hints
        if let dateFormat { hints.dateFormat = dateFormat }
        // The head is detected with the tail and on its own: ICU is asked about it once.
        let votes = CharsetVotes()
        let detected = FormatDetector.detect(head: head, tail: tail, votes: votes, hints: hints)
        let text = hints.encoding.map {
            FormatDetector.decode(head, encoding: EncodingDetector.given($0, head: head), cutAtLastLine: tail != nil)
        } ?? FormatDetector.decodedHead(head, isComplete: tail == nil, votes: votes)
        let detectedHeader = detected.region.headerLine.map { _ in detected.columns.map { $0.name ?? "" } }

        var chosen: (template: Template, location: TemplateHeaderLocation)?
        var changedExport: TemplateMismatch?
        var notes: [Problem] = []
        try checkColumnRoles(hints.columnRoles, in: detected)
        // Columns named by the user are read by detection: a template would name them again.
        switch hints.columnRoles.isEmpty ? choice : .none {
        case .none:
            break
        case .forced(let template):
            guard let location = template.locateHeader(inSample: text) else {
                let input = TemplateMatchInput(header: detectedHeader ?? [], preamble: detected.preamble, fileName: fileName)
                if case .mismatch(let mismatch) = TemplateMatcher.verify(template, against: input) {
                    throw LoadingError(message: "the file does not match template '\(template.id)': \(mismatch.explanation)",
                                       line: detected.region.headerLine, hint: mismatch.hint)
                }
                throw LoadingError(message: "the header of template '\(template.id)' is not in the file",
                                   line: nil, hint: "check that the file is an export of \(template.name)")
            }
            chosen = (template, location)
        case .automatic:
            switch try automaticTemplate(registry: registry, text: text, detected: detected,
                                         detectedHeader: detectedHeader, fileName: fileName) {
            case .template(let template, let location):
                chosen = (template, location)
            case .changedExport(let mismatch):
                changedExport = mismatch
                notes.append(.note(mismatch.changedExportWarning))
            case .detection:
                break
            }
        }

        guard let (matched, location) = chosen else {
            var mapping: ColumnMapping
            // A changed export keeps its template's currency only where the file names none.
            var lent: Currency?
            if currency == nil, detected.currency == nil, !detected.columns.contains(where: { $0.role == .currency }),
               let template = changedExport?.template, let fixed = template.fixedCurrency {
                lent = fixed
                notes.append(Problem(.currencyFromTemplate, ["currency": .text(fixed.code), "template": .text(template.id)]))
            }
            do {
                mapping = try ColumnMapping.proposed(from: detected, currency: currency ?? lent, dateFormat: dateFormat)
            } catch {
                var problem = error.problem
                problem.line = detected.region.headerLine
                throw LoadingError(problem)
            }
            var balances: [TemplateBalanceLine] = []
            if let template = changedExport?.template {
                // What the template knows beyond its columns still holds for its bank's
                // changed export: the sign convention, pending marks, balance lines.
                // The template's sign convention is about one signed amount column; debit and
                // credit columns or a direction flag state the direction themselves.
                if case .single = mapping.amount { mapping.signRule = template.signRule }
                mapping.pendingValues = Array(Set(mapping.pendingValues + template.pendingValues)).sorted()
                balances = template.statedBalances(preamble: detected.preamble, head: head, tail: tail)
            }
            if let sign { mapping.signRule = sign }
            if let legend = PendingLegend.find(in: FormatDetector.lastLines(head: head, tail: tail)) {
                mapping.pendingMarks = [legend.mark]
                notes.append(Problem(.pendingByLegend, ["mark": .text(legend.mark), "legend": .text(legend.text)]))
            }
            var plan = Plan(format: detected, mapping: mapping, template: nil, filters: [], categories: nil,
                            templateBalances: balances, notes: notes)
            if case .single = mapping.amount, sign == nil, changedExport == nil { plan.signSettled = false }
            return plan
        }
        let template = matched.fittingDateFormat(of: detected)
        var format = template.applied(to: detected, header: location)
        // A byte order mark says how this file is written, the template how the bank's exports
        // usually are: the reader follows the mark, and warned of a choice nobody made.
        if detected.hasByteOrderMark { format.encoding = detected.encoding }
        format.preamble = location.preamble
        // A space after each delimiter (ZKB writes ` "Datum"; "Text"`) is the file's habit,
        // which templates do not state: keep what detection saw.
        format.dialect.skipInitialSpace = format.dialect.skipInitialSpace || detected.dialect.skipInitialSpace
        // What the user says wins over what the template says.
        if let encoding = hints.encoding { format.encoding = encoding }
        format.dialect = hints.applied(to: format.dialect)
        var mapping: ColumnMapping
        do {
            mapping = try template.mapping(forHeader: location.header)
        } catch {
            throw LoadingError(message: error.description, line: location.line, hint: "the file's header differs from template '\(template.id)'")
        }
        if let currency { mapping.currency = .fixed(currency) }
        if let dateFormat { mapping.dateFormat = dateFormat }
        if let sign { mapping.signRule = sign }
        if let mark = hints.decimalMark, mapping.numberFormat.decimalMark != mark {
            let grouping = mapping.numberFormat.grouping
            mapping.numberFormat = NumberFormat(decimalMark: mark, grouping: grouping?.rawValue == mark.rawValue ? nil : grouping)
        }
        let filters = try template.filters.map { expression throws(LoadingError) in try compile(expression) }
        var rules: [CategoryRule] = []
        for rule in template.categoryRules {
            rules.append(CategoryRule(condition: try compile(rule.condition), category: rule.category, name: nil))
        }
        let balances = template.statedBalances(preamble: location.preamble, head: head, tail: tail)
        return Plan(format: format, mapping: mapping, template: template, filters: filters,
                    categories: rules.isEmpty ? nil : CategoryRules(rules), templateBalances: balances)
    }

    /// What the automatic choice found for a file.
    enum AutomaticChoice {
        case template(Template, TemplateHeaderLocation)
        /// The export of a template's bank, identified by what only that bank writes, but changed:
        /// read by detection, with what of the template still holds.
        case changedExport(TemplateMismatch)
        /// No template knows the file: detection alone.
        case detection
    }

    /// The template whose header the file has, or the bank whose export changed. A file that
    /// merely shares the words every statement uses with a template is read by detection: a
    /// resemblance is never a reason to refuse it.
    static func automaticTemplate(
        registry: TemplateRegistry, text: [UInt8], detected: StatementFormat, detectedHeader: [String]?, fileName: String?
    ) throws(LoadingError) -> AutomaticChoice {
        var nearMiss: TemplateMismatch?
        // Each template looks for its own header, so a preamble detection misjudged does not
        // hide a template; detection's header goes first.
        var locations: [TemplateHeaderLocation] = []
        if let detectedHeader, let line = detected.region.headerLine {
            locations.append(TemplateHeaderLocation(line: line, header: detectedHeader, preamble: detected.preamble))
        }
        let sample = TemplateHeaderSearch(text)
        for template in registry.templates {
            if let location = template.locateHeader(in: sample), !locations.contains(location) { locations.append(location) }
        }
        for location in locations {
            let input = TemplateMatchInput(header: location.header, preamble: location.preamble, fileName: fileName)
            switch registry.match(input) {
            case .matched(let match):
                return .template(match.template, location)
            case .ambiguous(let templates):
                throw LoadingError(
                    message: "the file matches several templates: " + templates.map(\.id).joined(separator: ", "),
                    line: location.line, hint: nil,
                    need: .template(candidates: templates.map(\.id)))
            case .mismatch(let mismatch):
                if nearMiss == nil || mismatch.similarity > nearMiss!.similarity { nearMiss = mismatch }
            case .noMatch:
                continue
            }
        }
        return nearMiss.map { .changedExport($0) } ?? .detection
    }

    static func compile(_ expression: TemplateExpression) throws(LoadingError) -> FilterExpression {
        do {
            return try FilterExpression(parsing: expression.text)
        } catch {
            throw LoadingError(
                message: "\(expression.file):\(expression.location.line):\(expression.location.column + error.column - 1): \(error.message)",
                line: nil, hint: error.hint)
        }
    }
}
