import StatementChecks
import StatementImport
import StatementValues

extension ValidationRun {
    /// Checks one file and adds its result: the file read as `reading` says (row by row, or
    /// held where `expectation` is to be compared with it), its rows' balance curve drawn when
    /// `drawsCurve`. Every failure becomes a problem of the file, none stops the run, said by
    /// `problem`; `hint` words what would settle a need the statement leaves open.
    ///
    /// Only the result is kept, not the statement: the next file may use the whole size limit
    /// (which applies only when the statement is held), as `budget` is given back afterwards.
    ///
    /// - Returns: The file's result and the statement as read (`nil` when it could not be).
    package mutating func check(
        path: String?, file: String, reading: () throws -> StatementFileReading, environment: [String: String],
        budget: StatementSizeBudget, expectation: StatementExpectation?, drawsCurve: Bool,
        hint: (StatementNeed) -> String, problem: (any Error) -> ValidationResult.Problem
    ) -> (result: ValidationResult, statement: StatementPreview?) {
        var result = ValidationResult(file: file)
        let mark = budget.mark
        defer { budget.restore(mark) }
        do {
            let reading = try reading()
            let preview: StatementPreview
            var curve: BalanceCurve?
            var differences: [ValidationResult.Problem] = []
            if let expectation {
                // The expected output may list every transaction: they are kept to compare.
                var read = try reading.read(path: path, environment: environment, budget: budget)
                StatementPipeline.check(&read, accountKey: StatementReading.ownAccountKey(of: read.format))
                differences = expectation.compare(read).map { .init(line: $0.line, message: $0.message, finding: $0.problem) }
                preview = read
                if drawsCurve { curve = BalanceCurve(read.transactions) }
            } else if drawsCurve {
                var drawing = BalanceCurveReceiver()
                preview = try reading.stream(
                    path: path, accountKey: { _ in nil }, hashesFile: false, holdingShortStatement: false, into: &drawing)
                curve = drawing.curve
            } else {
                var discarding = DiscardingReceiver()
                preview = try reading.stream(
                    path: path, accountKey: { _ in nil }, hashesFile: false, holdingShortStatement: false, into: &discarding)
            }
            result.add(preview, hint: hint)
            result.problems += differences
            add(result, file: file, statement: preview, curve: curve)
            return (result, preview)
        } catch {
            result.problems.append(problem(error))
        }
        add(result, file: file, statement: nil, curve: nil)
        return (result, nil)
    }
}
