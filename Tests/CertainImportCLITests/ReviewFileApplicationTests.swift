import Foundation
@testable import StatementChecks
@testable import StatementDetection
@testable import StatementImport
@testable import StatementReview
@testable import TableReading
import Testing

@testable import CertainImportCLI
@testable import CommandLineKit
@testable import ImportEngine

/// `applyReviewFile`, which `import --review-file` calls: what it returns to book, and how it
/// refuses a wrong file.
@Suite("review file application")
struct ReviewFileApplicationTests {
    static func preview() throws -> StatementPreview {
        let bytes = Array(ReviewWorkspace.statement.utf8)
        let format = FormatDetector.detect(head: bytes, tail: nil)
        var preview = try StatementPipeline.read(InMemoryChunkSource(bytes), format: format, mapping: try ColumnMapping.proposed(from: format))
        StatementPipeline.check(&preview, accountKey: "account-1")
        return preview
    }

    /// Writes the statement's review CSV with `edit` applied to its records, and returns its path.
    static func reviewFile(_ preview: StatementPreview, in workspace: ReviewWorkspace, edit: (inout [String]) -> Void) throws -> String {
        let session = ReviewSession(preview: preview, statement: .init(sha256: preview.hashedSourceSHA256, template: "detected"), user: "anna")
        var records = String(decoding: session.reviewCSV(), as: UTF8.self).components(separatedBy: "\r\n")
        edit(&records)
        try workspace.write(records.joined(separator: "\r\n"), to: "review.csv")
        return workspace.directory.appendingPathComponent("review.csv").path
    }

    @Test("the included rows with their edits and original fingerprints, the excluded ones, and the note for the history")
    func applied() throws {
        let workspace = try ReviewWorkspace()
        let preview = try Self.preview()
        let path = try Self.reviewFile(preview, in: workspace) { records in
            records[4] = "no" + records[4].dropFirst(3)
            records[2] = records[2].replacingOccurrences(of: ",-1150.00,", with: ",-1160.00,")
        }
        let result = try applyReviewFile(path, to: preview, user: "anna")
        #expect(result.transactions.map(\.transaction.line) == [2, 3, 4, 6])
        #expect(result.transactions.map(\.transaction.amount.description) == ["2500.00", "-1160.00", "-42.10", "-18.55"])
        #expect(result.transactions.map(\.fingerprint) == [0, 1, 2, 4].map { preview.fingerprints[$0].description })
        #expect(result.transactions.map(\.editedFields) == [[], [.amount], [], []])
        #expect(result.excluded.map(\.transaction.line) == [5])
        #expect(result.operations.map(\.summary) == ["changed 2 rows from review file review.csv"])
        #expect(result.historyNote?.hasPrefix("reviewed: ") == true)
        #expect(result.historyNote?.hasSuffix(" anna: changed 2 rows from review file review.csv") == true)
    }

    @Test("a wrong file is an input error at its line, and nothing is applied")
    func refused() throws {
        let workspace = try ReviewWorkspace()
        let preview = try Self.preview()
        let path = try Self.reviewFile(preview, in: workspace) { records in
            records[3] = records[3].replacingOccurrences(of: "2024-03-05,2024-03-05", with: "2024-03-35,2024-03-05")
        }
        let error = CLIError(
            try #require(throws: ImportEngineError.self) { try applyReviewFile(path, to: preview, user: "anna") },
            words: ProblemWords(.english, offering: []))
        #expect(error.exitCode == .inputError)
        #expect(error.place == CLIError.Place(file: path, line: 4))
        #expect(error.message.hasPrefix("column booking_date: "))
        #expect(error.hint == "nothing in the review file was applied; fix it and read it again, or export a new one")
    }

    @Test("a review file that does not exist says how to write one")
    func missing() throws {
        let preview = try Self.preview()
        let error = CLIError(
            try #require(throws: ImportEngineError.self) { try applyReviewFile("/nonexistent/review.csv", to: preview, user: "anna") },
            words: ProblemWords(.english, offering: []))
        #expect(error.exitCode == .inputError)
        #expect(error.message == "the review file does not exist")
        #expect(error.hint == "write one with 'certain-import review FILE --export review.csv'")
    }
}
