import ImportWords
import StatementImport
import StatementMapping

extension StatementReview {
    /// The rows of the file that cannot be read: the review leaves them out, so that they are
    /// neither shown, nor written to a review file, nor booked.
    package var unreadableRows: [MappingProblem] { preview.problems }

    /// `2 unreadable row(s) left out, the first at line 14: …` in `words`, for the list, the
    /// booked line and the import's history alike; `nil` when every row could be read.
    package static func unreadableRowsNote(_ unreadable: [MappingProblem], in words: Words) -> String? {
        guard let first = unreadable.first else { return nil }
        return words.text("review.unreadable.left_out", [
            "count": .number(unreadable.count), "line": .number(first.line), "reason": .text(first.message(words)),
        ])
    }
}
