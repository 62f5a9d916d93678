import Foundation
import ImportWords
import StatementChecks
import StatementReview
import StatementValues

/// Reads an edited review file (`review --export`) and applies it to the statement in
/// `preview`, for `import --review-file`: the rows the file leaves out are not booked, its
/// corrected fields are.
///
/// Nothing is applied unless the whole file reads: every problem is reported with the review
/// file's line (CSV) or entry (JSON), and the import books nothing.
///
/// - Parameters:
///   - path: the review file; `.json` (or a file starting with `{`) is read as JSON, anything
///     else as CSV.
///   - preview: the statement, checked with `StatementPipeline.check` for the account it is
///     booked into (the review file names rows by those fingerprints).
///   - user: who applied the file, for the import's history.
///   - alreadyBooked: the fingerprints the target has booked already.
///   - targetBalanceBefore, expectedBalanceAfter: as for `StatementPipeline.check`, so that
///     the result's reconciliation of the rows left in checks them too.
/// - Returns: the review's result: `transactions` to book (with their original fingerprints),
///   `excluded` for the report, `operations` for the import's notes (`historyNote`).
func applyReviewFile(
    _ path: String, to preview: StatementPreview, user: String, alreadyBooked: Set<Fingerprint> = [],
    targetBalanceBefore: Money? = nil, expectedBalanceAfter: Money? = nil
) throws(ImportEngineError) -> ReviewResult {
    var session = ReviewSession(
        preview: preview, statement: ReviewSession.StatementID(sha256: preview.hashedSourceSHA256, template: preview.reviewTemplate),
        user: user, alreadyBooked: alreadyBooked, targetBalanceBefore: targetBalanceBefore, expectedBalanceAfter: expectedBalanceAfter)
    try session.applyReviewFile(path)
    return session.result()
}

extension ReviewSession {
    /// Reads the review file at `path` and applies it as one operation; `nil` when it changes
    /// nothing. Throws with every problem at its place, having applied nothing.
    @discardableResult
    package mutating func applyReviewFile(_ path: String) throws(ImportEngineError) -> ReviewOperation? {
        guard let data = FileManager.default.contents(atPath: path) else {
            let code: ProblemCode = FileManager.default.fileExists(atPath: path) ? .reviewFileUnreadable : .reviewFileMissing
            throw ImportEngineError(.input, Problem(code, file: path, remedy: .writeReviewFile))
        }
        let bytes = [UInt8](data)
        let source = (path as NSString).lastPathComponent
        do {
            if Self.isReviewJSON(path: path, bytes: bytes) {
                return try applyReviewJSON(bytes, source: source)
            }
            return try applyReviewCSV(bytes, source: source)
        } catch {
            throw ImportEngineError(rejection: error, path: path)
        }
    }

    /// Whether a review file is JSON: by its extension, else by its first character.
    static func isReviewJSON(path: String, bytes: [UInt8]) -> Bool {
        switch (path as NSString).pathExtension.lowercased() {
        case "json": return true
        case "csv": return false
        default: return bytes.first { ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains($0) } == UInt8(ascii: "{")
        }
    }
}

extension StatementPreview {
    /// The template part of a review's identity: the template's id, or `detected`.
    package var reviewTemplate: String { format.template ?? "detected" }

    /// What read the statement, as the review list's title says it: `template dkb-giro`, or
    /// `detection` for a file read without a template.
    package var readBy: String { format.template.map { "template \($0)" } ?? "detection" }
}

extension ImportEngineError {
    /// A review file that was not applied: the first problem at its place, the others below it
    /// in the same `file:line: error:` form, and that nothing was applied (exit 3).
    init(rejection: ReviewFileRejection, path: String) {
        let problems = rejection.problems
        // Each problem stays a value (its code and data) inside the rejection, so that the
        // reader's words say all of it: the review file's problems carry no column names,
        // phrase codes or needs for `Problem.message` to add.
        func phrase(_ problem: ReviewFileProblem, withPlace: Bool) -> WordValue {
            let column: WordValue = if let entry = problem.entry {
                problem.column.map { .phrase("review_file.at_entry_key", ["entry": .number(entry), "key": .text($0)]) }
                    ?? .phrase("review_file.at_entry", ["entry": .number(entry)])
            } else {
                problem.column.map { .phrase("review_file.at_column", ["column": .text($0)]) } ?? .text("")
            }
            let said: [String: WordValue] = ["at": column, "problem": .phrase(problem.problem.code.rawValue, problem.problem.data)]
            guard withPlace else { return .phrase("review_file.problem", said) }
            let place = problem.line.map { "\(path):\($0)" } ?? path
            return .phrase("review_file.problem_placed", said.merging(["place": .text(place)]) { first, _ in first })
        }
        guard let first = problems.first else {
            self.init(.input, Problem(.reviewFileUnreadable, file: path, remedy: .writeReviewFile))
            return
        }
        let placed = [phrase(first, withPlace: false)] + problems.dropFirst().map { phrase($0, withPlace: true) }
        self.init(.input, Problem(.reviewFileRejected, ["problems": .phrases(placed, separator: "review_file.problems_separator")], file: path, line: first.line))
    }
}
