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

        /// The error of a typed problem, told in English by `message`; `hint` is a way out its
        /// code's catalogue advice does not give.
        init(_ problem: Problem, hint: String? = nil) {
            (message, line, self.hint, need, self.problem) = (problem.englishMessage, problem.line, hint, problem.need, problem)
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
                throw LoadingError(Problem(.columnHoldsNoAmounts, found, line: format.region.headerLine))
            }
            if dates.contains(hint.role), column.dateFormat == nil {
                throw LoadingError(Problem(.columnHoldsNoDates, found, line: format.region.headerLine))
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
                let named: [String: WordValue] = ["template": .text(template.id), "bank": .text(template.name)]
                if case .mismatch(let mismatch) = TemplateMatcher.verify(template, against: input) {
                    throw LoadingError(Problem(
                        .templateDoesNotMatch,
                        named.merging([
                            "template_file": .text(template.file), "differences": .list(mismatch.differences.map(\.description)),
                        ]) { $1 },
                        line: detected.region.headerLine))
                }
                throw LoadingError(Problem(.templateHeaderNotInFile, named))
            }
            chosen = (template, location)
        case .automatic:
            switch try automaticTemplate(registry: registry, text: text, detected: detected,
                                         detectedHeader: detectedHeader, fileName: fileName) {
            case .template(let template, let location):
                chosen = (template, location)
            case .changedExport(let mismatch):
                changedExport = mismatch
                notes.append(mismatch.changedExportWarning)
            case .detection:
                break
            }
        }

        let user = ReadingSettings(
            encoding: hints.encoding, decimalMark: hints.decimalMark, dateFormat: hints.dateFormat, currency: currency, sign: sign)
        guard let (matched, location) = chosen else {
            var mapping: ColumnMapping
            do {
                mapping = try ColumnMapping.proposed(from: detected, dateFormat: user.dateFormat)
            } catch {
                var problem = error.problem
                problem.line = detected.region.headerLine
                throw LoadingError(problem)
            }
            // A changed export's template says only what still holds for its bank's changed
            // export: its currency where the file names none, and its sign convention, which is
            // about one signed amount column (debit and credit columns or a direction flag state
            // the direction themselves).
            var lent = ReadingSettings()
            if let template = changedExport?.template {
                if detected.currency == nil, !detected.columns.contains(where: { $0.role == .currency }) {
                    lent.currency = template.fixedCurrency
                }
                if case .single = mapping.amount { lent.sign = template.signRule }
            }
            let settings = ReadingSettings.settled(
                user: user, template: lent, detected: ReadingSettings(of: mapping, encoding: detected.encoding, sign: nil))
            if user.currency == nil, let fixed = lent.currency, let template = changedExport?.template {
                notes.append(Problem(.currencyFromTemplate, ["currency": .text(fixed.code), "template": .text(template.id)]))
            }
            mapping.take(settings)
            var balances: [TemplateBalanceLine] = []
            if let template = changedExport?.template {
                // Pending marks and balance lines also still hold.
                mapping.pendingValues = Array(Set(mapping.pendingValues + template.pendingValues)).sorted()
                balances = template.statedBalances(preamble: detected.preamble, head: head, tail: tail)
            }
            if let legend = PendingLegend.find(in: FormatDetector.lastLines(head: head, tail: tail)) {
                mapping.pendingMarks = [legend.mark]
                notes.append(Problem(.pendingByLegend, ["mark": .text(legend.mark), "legend": .text(legend.text)]))
            }
            var plan = Plan(format: detected, mapping: mapping, template: nil, filters: [], categories: nil,
                            templateBalances: balances, notes: notes)
            // The format says what detection found, and now what the user or the template said instead.
            plan.format.take(.settled(user: user, template: lent, detected: ReadingSettings()))
            // Without anyone's word on the sign, the statement's own evidence decides it once read.
            if case .single = mapping.amount, settings.sign == nil { plan.signSettled = false }
            return plan
        }
        let template = matched.fittingDateFormat(of: detected)
        var format = template.applied(to: detected, header: location)
        format.preamble = location.preamble
        // A space after each delimiter (ZKB writes ` "Datum"; "Text"`) is the file's habit,
        // which templates do not state: keep what detection saw.
        format.dialect.skipInitialSpace = format.dialect.skipInitialSpace || detected.dialect.skipInitialSpace
        format.dialect = hints.applied(to: format.dialect)
        var mapping: ColumnMapping
        do {
            mapping = try template.mapping(forHeader: location.header)
        } catch {
            throw LoadingError(Problem(
                error.missing.isEmpty ? .templateColumnsRepeatedInHeader : .templateColumnsNotInHeader,
                ["template": .text(error.template), "missing": .list(error.missing), "repeated": .list(error.repeated)],
                line: location.line))
        }
        // A byte order mark says how this file is written, the template how the bank's exports
        // usually are: the reader follows the mark, and is warned of a choice nobody made.
        let settings = ReadingSettings.settled(
            user: user,
            template: ReadingSettings(of: mapping, encoding: detected.hasByteOrderMark ? nil : format.encoding, sign: mapping.signRule),
            detected: ReadingSettings(encoding: detected.encoding))
        mapping.take(settings)
        format.take(settings)
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
                let candidates = templates.map(\.id)
                throw LoadingError(Problem(
                    .templatesAmbiguous, ["templates": .list(candidates)], line: location.line, need: .template(candidates: candidates)))
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
            // The line and column are the template file's, not the statement's: they are data, not the place.
            throw LoadingError(
                Problem(.templateFilterInvalid, [
                    "template_file": .text(expression.file), "line": .number(expression.location.line),
                    "column": .number(expression.location.column + error.column - 1), "reason": .text(error.message),
                ]),
                hint: error.hint)
        }
    }
}
