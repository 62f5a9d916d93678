/// Decides how to read a statement: detection alone, or the template the file matches (or
/// the one the user forces), and the mapping, filters and category rules that follow.
///
/// A template is chosen by its header fingerprint, never by position. When a known bank's
/// export changed (a renamed, added or moved column, a new preamble), the file is refused with
/// the template that almost matched and what differs, instead of being mapped blindly.
public enum StatementLoader {
    public enum TemplateChoice: Sendable {
        /// The matching template if one matches, else detection alone.
        case automatic
        case forced(Template)
        /// Detection alone, whatever templates exist.
        case none
    }

    /// How to read one statement.
    public struct Plan: Sendable {
        public var format: StatementFormat
        public var mapping: ColumnMapping
        public var template: Template?
        public var filters: [FilterExpression]
        public var categories: CategoryRules?
        /// Balances the template's rules read from the preamble.
        public var templateBalances: [TemplateBalanceLine]
        /// What the user should know about the choice (a template the file resembles).
        public var notes: [String] = []
    }

    /// Why a statement cannot be read, with its place and a way out.
    public struct LoadingError: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var line: Int?
        public var hint: String?
        public var description: String { message }
    }

    public static func plan(
        head: [UInt8], tail: [UInt8]?, fileName: String?, registry: TemplateRegistry, choice: TemplateChoice,
        currency: Currency? = nil, dateFormat: DateFormat? = nil
    ) throws(LoadingError) -> Plan {
        // The head is detected with the tail and on its own: ICU is asked about it once.
        let votes = CharsetVotes()
        let detected = FormatDetector.detect(head: head, tail: tail, votes: votes)
        let text = FormatDetector.decodedHead(head, isComplete: tail == nil, votes: votes)
        let detectedHeader = detected.region.headerLine.map { _ in detected.columns.map { $0.name ?? "" } }

        var chosen: (template: Template, location: TemplateHeaderLocation)?
        var notes: [String] = []
        switch choice {
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
            chosen = try automaticTemplate(registry: registry, text: text, detected: detected,
                                           detectedHeader: detectedHeader, fileName: fileName, notes: &notes)
        }

        guard let (matched, location) = chosen else {
            do {
                let mapping = try ColumnMapping.proposed(from: detected, currency: currency, dateFormat: dateFormat)
                return Plan(format: detected, mapping: mapping, template: nil, filters: [], categories: nil,
                            templateBalances: [], notes: notes)
            } catch {
                throw LoadingError(message: "cannot map the columns: \(error.message)", line: detected.region.headerLine, hint: error.hint)
            }
        }
        let template = matched.fittingDateFormat(of: detected)
        var format = template.applied(to: detected, header: location)
        format.preamble = location.preamble
        // A space after each delimiter (ZKB writes ` "Datum"; "Text"`) is the file's habit,
        // which templates do not state: keep what detection saw.
        format.dialect.skipInitialSpace = format.dialect.skipInitialSpace || detected.dialect.skipInitialSpace
        var mapping: ColumnMapping
        do {
            mapping = try template.mapping(forHeader: location.header)
        } catch {
            throw LoadingError(message: error.description, line: location.line, hint: "the file's header differs from template '\(template.id)'")
        }
        if let currency { mapping.currency = .fixed(currency) }
        if let dateFormat { mapping.dateFormat = dateFormat }
        let filters = try template.filters.map { expression throws(LoadingError) in try compile(expression) }
        var rules: [CategoryRule] = []
        for rule in template.categoryRules {
            rules.append(CategoryRule(condition: try compile(rule.condition), category: rule.category, name: nil))
        }
        var balances = template.statedBalances(in: location.preamble.enumerated().map { (line: $0.offset + 1, text: $0.element) })
        // Balance lines after the table (comdirect's "Alter Kontostand", Deutsche Bank's
        // "Kontostand"): the last lines of the file, which the sample's end holds.
        let ending = FormatDetector.decodedHead(tail ?? head, isComplete: true)
        let lastLines = String(decoding: ending, as: UTF8.self).split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            .suffix(30).map { (line: 0, text: String($0)) }
        for found in template.statedBalances(in: lastLines) where !balances.contains(where: { $0.kind == found.kind }) {
            balances.append(found)
        }
        return Plan(format: format, mapping: mapping, template: template, filters: filters,
                    categories: rules.isEmpty ? nil : CategoryRules(rules), templateBalances: balances)
    }

    /// The template whose header the file has; a near miss is an error that says what differs.
    static func automaticTemplate(
        registry: TemplateRegistry, text: [UInt8], detected: StatementFormat, detectedHeader: [String]?, fileName: String?,
        notes: inout [String]
    ) throws(LoadingError) -> (Template, TemplateHeaderLocation)? {
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
                return (match.template, location)
            case .ambiguous(let templates):
                throw LoadingError(
                    message: "the file matches several templates: " + templates.map(\.id).joined(separator: ", "),
                    line: location.line, hint: "choose one with --template ID")
            case .mismatch(let mismatch):
                if nearMiss == nil || mismatch.similarity > nearMiss!.similarity { nearMiss = mismatch }
            case .noMatch:
                continue
            }
        }
        // Only a header that is mostly the template's is a changed export; a file that merely
        // shares the bank's preamble (another language's export) is read by detection.
        if let nearMiss, nearMiss.similarity < blockingSimilarity {
            notes.append("the file resembles template '\(nearMiss.template.id)' only by its preamble; its columns were read by detection")
            return nil
        }
        if let nearMiss {
            throw LoadingError(
                message: nearMiss.explanation,
                line: detected.region.headerLine,
                hint: nearMiss.hint + "; to read this file by detection alone, pass --no-template")
        }
        return nil
    }

    /// How much of a template's header a file must share to be refused as that bank's changed
    /// export: with many templates, a few generic names in common ("Date", "Amount") prove
    /// nothing, so a near miss must share more than half of the header.
    static let blockingSimilarity = 0.6

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
