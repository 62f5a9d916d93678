import StatementChecks
import StatementDetection
import StatementImport
import StatementTemplates
import StatementValues
import TableReading
import TextDecoding

/// How every command reads a statement file: it opens the file, decides from its head and
/// tail how to read it, and reads it whole (held, within the size limit) or row by row into a
/// receiver. Every failure becomes an error naming its place in the file.
package struct StatementFileReading {
    /// What the user asked for: template, currency, date format, sign, reading hints, filters.
    package var request: StatementReading.Request
    package var registry: TemplateRegistry
    /// Refuses a file's head that cannot be a statement (empty, another kind of document),
    /// before a plan is made from it.
    package var checkSample: (_ head: [UInt8], _ file: String) throws -> Void
    /// Told the bytes and line ends read; `nil` where nobody shows progress.
    package var progress: ((_ bytes: Int, _ lines: Int) -> Void)?

    package init(
        request: StatementReading.Request, registry: TemplateRegistry,
        checkSample: @escaping (_ head: [UInt8], _ file: String) throws -> Void, progress: ((_ bytes: Int, _ lines: Int) -> Void)?
    ) {
        self.request = request
        self.registry = registry
        self.checkSample = checkSample
        self.progress = progress
    }

    /// Reads, maps and filters the file at `path` (standard input for `nil`), holding the
    /// whole statement: a file too large for the memory the environment's size limit allows
    /// (`StatementSizeLimit`) stops with an error, counted with what `budget` holds already.
    package func read(path: String?, environment: [String: String], budget: StatementSizeBudget) throws -> StatementPreview {
        let (source, plan) = try planReading(path)
        let limited = try SizeLimitedSource(
            base: source, limit: try StatementSizeLimit.current(environment: environment), budget: budget, file: source.displayName)
        let preview = try Self.placingErrors(in: source.displayName) {
            if let progress {
                try StatementPipeline.read(ProgressReadingSource(base: limited, advance: progress), plan: plan, filters: request.filters)
            } else {
                try StatementPipeline.read(limited, plan: plan, filters: request.filters)
            }
        }
        try checkRegexWork(of: plan, file: source.displayName)
        return preview
    }

    /// Reads the file as `read` does, handing its transactions to `receiver` as they are read
    /// instead of keeping them (`StatementStream`): memory stays bounded whatever the file's
    /// length, so no size limit applies. The statement comes back without its transactions
    /// (with them, handed to nobody, when it is short and `holdingShortStatement`). Only a read
    /// that books the statement needs the file's hash (`hashesFile`).
    package func stream<Receiver: StatementReceiver>(
        path: String?, accountKey: (StatementFormat) throws -> String?, hashesFile: Bool, holdingShortStatement: Bool,
        into receiver: inout Receiver
    ) throws -> StatementPreview {
        let (source, plan) = try planReading(path)
        let key = try accountKey(plan.format)
        let preview = try Self.placingErrors(in: source.displayName) {
            if let progress {
                try StatementStream.read(
                    ProgressReadingSource(base: source, advance: progress), plan: plan, filters: request.filters, accountKey: key,
                    hashesFile: hashesFile, holdingShortStatement: holdingShortStatement, into: &receiver)
            } else {
                try StatementStream.read(
                    source, plan: plan, filters: request.filters, accountKey: key, hashesFile: hashesFile,
                    holdingShortStatement: holdingShortStatement, into: &receiver)
            }
        }
        try checkRegexWork(of: plan, file: source.displayName)
        return preview
    }

    /// Opens the file and decides how to read it from its head and tail.
    private func planReading(_ path: String?) throws -> (FileChunkSource, StatementLoader.Plan) {
        let source = try FileChunkSource(path: path)
        let sample = try source.sample(headLimit: FormatDetector.headLimit, tailLimit: FormatDetector.tailLimit)
        try checkSample(sample.head, source.displayName)
        let fileName = path.map { String($0.split(separator: "/").last ?? "") }
        do {
            let plan = try StatementReading.plan(
                StatementSample(head: sample.head, tail: sample.tail), fileName: fileName, registry: registry, request: request)
            return (source, plan)
        } catch {
            var problem = error.problem ?? .note(error.message)
            (problem.file, problem.line) = (source.displayName, error.line ?? problem.line)
            problem.need = problem.need ?? error.need
            throw ImportEngineError(.input, problem, hint: error.hint)
        }
    }

    /// Runs `reading`, a table-reading error becoming an error at its place in `file`.
    private static func placingErrors(in file: String, _ reading: () throws -> StatementPreview) throws -> StatementPreview {
        do {
            return try reading()
        } catch let error as TableReadingError {
            var problem = error.problem
            (problem.file, problem.line) = (file, error.line)
            throw ImportEngineError(.input, problem)
        }
    }

    /// Stops the run when a filter's regex search was stopped for doing too much work: it
    /// counted as no match, so rows may have been kept or left uncategorised that should not.
    private func checkRegexWork(of plan: StatementLoader.Plan, file: String) throws(ImportEngineError) {
        for expression in plan.filters + request.filters + (plan.categories?.rules.map(\.condition) ?? []) {
            guard let (regex, line) = expression.exhaustedRegex else { continue }
            throw ImportEngineError(.input, Problem(
                .filterRegexStopped,
                ["regex": .text(regex), "filter": .text(expression.source), "steps": .number(Int(TextRegex.defaultStepLimit) * 10_000)],
                file: file, line: line))
        }
    }
}
