import StatementChecks
import StatementDetection
import StatementMapping
import StatementTemplates
import StatementValues
import TableReading

/// A statement read as the commands read it, from the choices a user makes on the command line
/// (`Request`): the one sequence of sample → plan → read → check, so that a test that says it
/// reads "as `preview` does" runs the commands' code, not a copy of it.
///
/// The commands add only what a file on disk needs around it: opening it, a size limit for a
/// held statement, progress, and errors placed at the file.
package enum StatementReading {
    /// What the user settled for one statement; the rest is detected.
    package struct Request: Sendable {
        package var template: StatementLoader.TemplateChoice
        package var currency: Currency?
        package var dateFormat: DateFormat?
        package var sign: ColumnMapping.SignRule?
        package var hints: DetectionHints
        /// Rows to leave out, beside the template's own filters.
        package var filters: [FilterExpression]

        package init(
            template: StatementLoader.TemplateChoice = .automatic, currency: Currency? = nil, dateFormat: DateFormat? = nil,
            sign: ColumnMapping.SignRule? = nil, hints: DetectionHints = .none, filters: [FilterExpression] = []
        ) {
            self.template = template
            self.currency = currency
            self.dateFormat = dateFormat
            self.sign = sign
            self.hints = hints
            self.filters = filters
        }
    }

    /// How to read the statement `sample` was taken from.
    package static func plan(
        _ sample: StatementSample, fileName: String?, registry: TemplateRegistry, request: Request
    ) throws(StatementLoader.LoadingError) -> StatementLoader.Plan {
        try StatementLoader.plan(
            head: sample.head, tail: sample.tail, fileName: fileName, registry: registry, choice: request.template,
            currency: request.currency, dateFormat: request.dateFormat, sign: request.sign, hints: request.hints)
    }

    /// The key a statement's fingerprints take before it is booked into an account (`preview`,
    /// `convert`, `validate`): the account the file names by its IBAN, else one placeholder, so
    /// that the same file always gives the same fingerprints.
    package static func ownAccountKey(of format: StatementFormat) -> String {
        format.accountIBAN ?? "unassigned"
    }

    /// A statement held in memory read as `preview` reads a file of these bytes: planned on
    /// the same head and tail, read whole, filtered, reconciled, and fingerprinted for the
    /// account it names (`ownAccountKey`).
    package static func preview(
        _ bytes: [UInt8], fileName: String?, registry: TemplateRegistry, request: Request = Request()
    ) throws -> StatementPreview {
        let plan = try plan(StatementSample(bytes), fileName: fileName, registry: registry, request: request)
        var preview = try StatementPipeline.read(InMemoryChunkSource(bytes), plan: plan, filters: request.filters)
        StatementPipeline.check(&preview, accountKey: ownAccountKey(of: preview.format))
        return preview
    }
}
