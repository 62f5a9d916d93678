import Foundation
import ImportWords
@testable import StatementReview
@testable import StatementValues
import Testing

/// A review operation's errors as typed problems: which row, which field, what was expected,
/// and golden renderings in German and English.
@Suite("Review problems in words")
struct ReviewProblemWordsTests {
    static let swiss = Words(environment: ["LANG": "de_CH.UTF-8"])
    static let english = Words(environment: ["LANG": "C"])

    @Test("an edited date that does not read: the field, the text, the format and an example as data")
    func editDate() throws {
        var session = try ReviewStatement.session()
        do {
            try session.edit(row: 2, field: .bookingDate, text: "31.13.2024")
            Issue.record("the edit was applied")
        } catch {
            #expect(error.problem == Problem(.reviewDateUnreadable, [
                "field": .text("booking_date"), "text": .text("31.13.2024"), "format": .text("yyyy-MM-dd"), "example": .text("2024-03-05"),
            ]))
            #expect(error.problem.message(Self.swiss) == "'31.13.2024' lässt sich nicht als Datum im Format yyyy-MM-dd lesen, etwa 2024-03-05")
            #expect(error.problem.message(Self.english) == "Cannot parse '31.13.2024' as a date in format yyyy-MM-dd, such as 2024-03-05")
        }
    }

    @Test("an edited amount in the statement's own format: the number format as words of the catalogue")
    func editAmount() throws {
        let preview = try ReviewStatement.preview()
        var session = ReviewSession(
            preview: preview, statement: ReviewStatement.id, user: "anna", entryFormat: .statement(preview.mapping),
            clock: { ReviewStatement.when })
        do {
            try session.edit(row: 1, field: .amount, text: "-1150.50")
            Issue.record("the edit was applied")
        } catch {
            #expect(error.problem.code == .reviewAmountUnreadable)
            #expect(error.problem.message(Self.swiss)
                == "'-1150.50' lässt sich nicht als Betrag mit Dezimalkomma und Tausendertrennung '.' lesen, etwa -1.234,56")
        }
    }

    @Test("a review JSON value of the wrong kind: the entry and the key, the kind expected and found")
    func reviewFileWrongKind() throws {
        var session = try ReviewStatement.session()
        let fingerprint = session.rows[0].fingerprint
        let bad = #"{"transactions": [{"fingerprint": "\#(fingerprint)", "amount": -1150}]}"#
        do {
            try session.applyReviewJSON(Array(bad.utf8), source: "giro.review.json")
            Issue.record("the review file was applied")
        } catch {
            let problem = try #require(error.problems.first)
            #expect((problem.kind, problem.entry, problem.column) == (.invalidValue, 0, "amount"))
            #expect(problem.problem == Problem(.reviewFileWrongKind, [
                "expected": .phrase("review.expected.string_such_as", ["example": .text("-1234.56")]),
                "found": .phrase("review.found.number", [:]),
            ]))
            #expect(problem.problem.message(Self.swiss) == "erwartet war ein Text wie -1234.56, gefunden eine Zahl")
            #expect(problem.problem.message(Self.english) == "expected a string such as -1234.56, found a number")
        }
    }

    @Test("a fingerprint listed twice in a review CSV: the row's line, the fingerprint and where it was first")
    func repeatedFingerprint() throws {
        var session = try ReviewStatement.session()
        let fingerprint = session.rows[1].fingerprint
        let edited = ReviewFileTests.editing(ReviewFileTests.text(session.reviewCSV()), line: 6, column: "fingerprint", to: fingerprint)
        do {
            try session.applyReviewCSV(Array(edited.utf8))
            Issue.record("the review file was applied")
        } catch {
            #expect(error.problems.map(\.problem) == [Problem(.reviewFileRepeatedFingerprint, [
                "fingerprint": .text(fingerprint), "earlier": .phrase("review.place.line", ["line": .number(3)]),
            ], line: 6)])
            #expect(error.problems[0].problem.message(Self.swiss) == "der Fingerabdruck \(fingerprint) steht schon in Zeile 3")
        }
    }
}
