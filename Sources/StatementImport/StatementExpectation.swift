import Foundation
import ImportWords
import StatementChecks
import StatementMapping
import StatementValues

/// A golden expected output for one statement, as `validate --expect` and `templates test`
/// compare it: only what the file states is compared.
///
/// Keys (all optional): `count` (number of transactions), `total` (decimal string),
/// `opening_balance`, `closing_balance`, `transactions` (a list of objects with any of `line`,
/// `booking_date`, `value_date`, `amount`, `currency`, `counterparty`, `counterparty_iban`,
/// `purpose`, `reference`, `category`, `balance_after`), `skipped` (a list of objects with
/// `line`). The facts files next to the samples in `Samples/` have this shape.
package struct StatementExpectation {
    package struct Difference {
        package var line: Int?
        /// The difference in English, as `templates test` prints it.
        package var message: String
        /// The difference as a value, when it is one the comparison found.
        package var problem: Problem?

        package init(line: Int?, message: String) {
            self.line = line
            self.message = message
        }

        package init(line: Int?, _ problem: Problem) {
            self.init(line: line, message: problem.message())
            self.problem = problem
        }
    }

    package let path: String
    package let document: [String: Any]

    /// An expectation from a document already read (and narrowed), reported under `path`.
    package init(path: String, document: [String: Any]) {
        self.path = path
        self.document = document
    }

    package func compare(_ preview: StatementPreview) -> [Difference] {
        var differences: [Difference] = []
        func differ(_ line: Int?, _ code: ProblemCode, _ data: [String: WordValue]) {
            differences.append(Difference(line: line, Problem(code, data.merging(["path": .text(path)]) { $1 }, line: line)))
        }
        func count(_ expected: Int) {
            differ(nil, .expectedTransactionCount, ["expected": .number(expected), "found": .number(preview.transactions.count)])
        }
        if let expected = document["count"] as? Int, expected != preview.transactions.count { count(expected) }
        let found: [String: String?] = [
            "total": preview.reconciliation.total?.description,
            "opening_balance": preview.statedOpeningBalance?.description,
            "closing_balance": preview.statedClosingBalance?.description,
        ]
        for key in ["total", "opening_balance", "closing_balance"] where document.keys.contains(key) {
            let expected = document[key] as? String
            if expected != found[key] ?? nil {
                differ(nil, .expectedStatementValue, [
                    "key": .text(key), "expected": .text(expected ?? "null"), "found": .text(found[key].flatMap { $0 } ?? "null"),
                ])
            }
        }
        if let expected = document["transactions"] as? [[String: Any]] {
            if expected.count != preview.transactions.count { count(expected.count) }
            for (index, (want, got)) in zip(expected, preview.transactions).enumerated() {
                let values = Self.values(of: got)
                for (key, value) in want.sorted(by: { $0.key < $1.key }) {
                    guard let actual = values[key] else { continue }
                    let wanted = value is NSNull ? nil : "\(value)"
                    if wanted != actual {
                        differ(got.line, .expectedTransactionValue, [
                            "transaction": .number(index + 1), "key": .text(key),
                            "expected": .text(wanted.map { "'\($0)'" } ?? "null"), "found": .text(actual.map { "'\($0)'" } ?? "null"),
                        ])
                    }
                }
            }
        }
        if let expected = document["skipped"] as? [[String: Any]] {
            let wanted = Set(expected.compactMap { $0["line"] as? Int })
            let actual = Set(preview.skipped.map(\.line))
            for line in wanted.subtracting(actual).sorted() { differ(line, .expectedSkippedLine, ["line": .number(line)]) }
            for line in actual.subtracting(wanted).sorted() { differ(line, .unexpectedSkippedLine, ["line": .number(line)]) }
        }
        return differences
    }

    /// A transaction's fields as the expected output writes them.
    static func values(of transaction: Transaction) -> [String: String?] {
        [
            "line": String(transaction.line),
            "booking_date": transaction.bookingDate.description,
            "value_date": transaction.valueDate?.description,
            "amount": transaction.amount.description,
            "currency": transaction.amount.currency.code,
            "counterparty": transaction.counterparty,
            "counterparty_iban": transaction.counterpartyIBAN,
            "purpose": transaction.purpose,
            "reference": transaction.reference,
            "category": transaction.category,
            "balance_after": transaction.balanceAfter?.description,
        ]
    }
}
