import StatementDetection
import StatementImport
import StatementTemplates
import StatementValues
import TextDecoding

/// What the app settled for one statement, each an answer to a `StatementNeed`; what is left
/// `nil` the core detects.
public struct StatementChoices: Sendable {
    /// Answers `StatementNeed.currency`: the currency of a statement that states none.
    public var currency: Currency?
    /// Answers `StatementNeed.dateFormat`: the booking dates' pattern, one of the need's candidates.
    public var dateFormat: DateFormat?
    /// Answers `StatementNeed.sign`: `.asWritten` where debits are written negative (a bank
    /// account), `.inverted` where they are written positive (a card statement).
    public var sign: ColumnMapping.SignRule?
    /// Answers `StatementNeed.decimalSeparator`.
    public var decimalMark: NumberFormat.DecimalMark?
    /// Answers `StatementNeed.encoding`.
    public var encoding: TextEncoding?
    /// Answers `StatementNeed.delimiter`: the byte between fields, such as `;`.
    public var delimiter: UInt8?
    /// Answers `StatementNeed.columns`: the column, numbered from 1 as the need's candidates
    /// are, that holds each role; the statement is then read by detection.
    public var columns: [ColumnRole: Int] = [:]
    /// Answers `StatementNeed.template`: the id of the template to read the statement with.
    public var templateID: String?
    /// Reads the statement by detection alone, whatever templates match it.
    public var readsByDetectionAlone = false

    /// Nothing settled: everything is detected.
    public init() {}

    /// The engine's request for these choices; a template id `templates` lacks is refused
    /// with the ids it has, as a need.
    func request(templates: TemplateRegistry) throws(ImportRefusal) -> StatementReading.Request {
        var hints = DetectionHints(encoding: encoding, delimiter: delimiter.map { [$0] }, decimalMark: decimalMark, dateFormat: dateFormat)
        // In column order, so that a column that cannot hold its role is named the same every run.
        hints.columnRoles = columns.sorted { $0.value < $1.value }.map { ColumnRoleHint(role: $0.key, index: $0.value - 1) }
        let choice: StatementLoader.TemplateChoice
        if readsByDetectionAlone {
            choice = .none
        } else if let templateID {
            guard let template = templates.template(id: templateID) else {
                throw .undecided(.template(candidates: templates.templates.map(\.id).sorted()))
            }
            choice = .forced(template)
        } else {
            choice = .automatic
        }
        return StatementReading.Request(template: choice, currency: currency, dateFormat: dateFormat, sign: sign, hints: hints)
    }
}
