import CSVCore
import ImportWords
import StatementValues
import Foundation
import TableReading
import TextPrimitives

/// Review files: the session written out for editing in a spreadsheet or a script, and read
/// back. Values use the CLI's JSON forms (`2024-03-05`, `-1234.50`); `include` is `yes`/`no`
/// in CSV and a boolean in JSON. `line`, `status`, `reason` and `currency` are there to be
/// read and are ignored when the file comes back.
extension ReviewSession {
    /// The columns of the review CSV, in order.
    package static let reviewFileColumns = [
        "include", "line", "fingerprint", "status", "reason", "booking_date", "value_date", "amount", "currency",
        "counterparty", "purpose", "category",
    ]

    static let readOnlyColumns: Set<String> = ["line", "status", "reason", "currency"]

    /// The review as RFC 4180 CSV (`,`, `"`, CRLF), UTF-8 without a byte order mark: a header,
    /// then one record per row in statement order. It is meant for a spreadsheet, so a cell
    /// that would run as a formula starts with `'` (`SpreadsheetCell`); `applyReviewCSV` takes
    /// it away again.
    package func reviewCSV() -> [UInt8] {
        var output: [UInt8] = []
        RFC4180Writer.appendRecord(Self.reviewFileColumns.map { Array($0.utf8) }, to: &output)
        for row in rows {
            let fields: [String] = [
                row.isIncluded ? "yes" : "no", String(row.line), row.fingerprint, row.status.name, row.status.reason ?? "",
            ] + [ReviewField.bookingDate, .valueDate, .amount].map { $0.contractText(of: row.current) ?? "" }
                + [row.current.currency.code]
                + [ReviewField.counterparty, .purpose, .category].map { $0.contractText(of: row.current) ?? "" }
            RFC4180Writer.appendRecord(fields.map { Array(SpreadsheetCell.neutralised($0).utf8) }, to: &output)
        }
        return output
    }

    /// The review as a JSON document: the statement it belongs to and one object per row, with
    /// the review CSV's columns as keys (`null` for no value).
    package func reviewJSON() -> JSONValue {
        .object([
            ("statement", .object([("sha256", .string(statement.sha256)), ("template", .string(statement.template))])),
            ("transactions", .array(rows.map { row in
                .object([
                    ("include", .bool(row.isIncluded)),
                    ("line", .int(row.line)),
                    ("fingerprint", .string(row.fingerprint)),
                    ("status", .string(row.status.name)),
                    ("reason", .string(row.status.reason)),
                    ("booking_date", .string(ReviewField.bookingDate.contractText(of: row.current))),
                    ("value_date", .string(ReviewField.valueDate.contractText(of: row.current))),
                    ("amount", .string(ReviewField.amount.contractText(of: row.current))),
                    ("currency", .string(row.current.currency.code)),
                    ("counterparty", .string(row.current.counterparty)),
                    ("purpose", .string(row.current.purpose)),
                    ("category", .string(row.current.category)),
                ])
            })),
        ])
    }

    /// Reads an edited review CSV and applies every change in it as one operation; `nil` when
    /// it changes nothing. Rows the file leaves out and columns it leaves out stay as they are.
    ///
    /// Every record is checked before anything is applied: a value that does not read, a
    /// fingerprint the statement does not have, a column that is not a review column — each
    /// is reported with its line, and then nothing is applied.
    @discardableResult
    package mutating func applyReviewCSV(_ bytes: [UInt8], source: String? = nil) throws(ReviewFileRejection) -> ReviewOperation? {
        try applyReviewEntries(Self.reviewEntries(csv: bytes), source: source)
    }

    /// Reads an edited review JSON document (as `reviewJSON()` writes it) and applies it as
    /// `applyReviewCSV` does. A key left out of an entry leaves its field as it is; `null`
    /// empties it.
    @discardableResult
    package mutating func applyReviewJSON(_ bytes: [UInt8], source: String? = nil) throws(ReviewFileRejection) -> ReviewOperation? {
        try applyReviewEntries(Self.reviewEntries(json: bytes), source: source)
    }

    // MARK: Reading

    /// One row of a review file, read but not yet checked against the statement.
    struct ReviewFileEntry {
        var line: Int?
        var entry: Int?
        var fingerprint: String?
        /// `yes`/`no` as written; `nil` when the file has no include.
        var include: String?
        /// The editable fields the file has, in order; `nil` for an empty value.
        var values: [(field: ReviewField, text: String?)] = []
    }

    typealias ReviewFileEntries = (entries: [ReviewFileEntry], problems: [ReviewFileProblem])

    static func reviewEntries(csv bytes: [UInt8]) -> ReviewFileEntries {
        var entries: [ReviewFileEntry] = []
        var problems: [ReviewFileProblem] = []
        do {
            // The review file's own identity is not asked for: no hashing.
            var reader = try TableReader(source: InMemoryChunkSource(bytes), options: TableReadingOptions(dialect: .rfc4180, hashesInput: false))
            let header = (reader.header ?? []).map { $0.trimmingCharacters(in: .whitespaces) }
            problems += layoutProblems(of: header, line: reader.headerPosition?.line ?? 1)
            guard problems.isEmpty else { return (entries, problems) }
            while try reader.next() {
                let record = reader.record
                let fields = reader.fields(of: record)
                var entry = ReviewFileEntry(line: record.position.line)
                if fields.count != header.count {
                    problems.append(ReviewFileProblem(
                        kind: .layout, line: record.position.line,
                        problem: Problem(.reviewFileFieldCount, ["found": .number(fields.count), "expected": .number(header.count)])))
                    continue
                }
                // The export guarded cells against formulas (`SpreadsheetCell`); the values come back unguarded.
                for (name, value) in zip(header, fields.map(SpreadsheetCell.restored)) {
                    switch name {
                    case "fingerprint": entry.fingerprint = value.trimmingCharacters(in: .whitespaces)
                    case "include": entry.include = value
                    default:
                        if let field = ReviewField(rawValue: name) { entry.values.append((field, value.isEmpty ? nil : value)) }
                    }
                }
                entries.append(entry)
            }
        } catch {
            problems.append(ReviewFileProblem(
                kind: .layout, line: (error as? TableReadingError)?.line, problem: Problem(.reviewFileNotCSV, ["reason": .text("\(error)")])))
        }
        return (entries, problems)
    }

    static func reviewEntries(json bytes: [UInt8]) -> ReviewFileEntries {
        let document: ReviewJSONDocument
        do {
            document = try JSONDecoder().decode(ReviewJSONDocument.self, from: Data(bytes))
        } catch {
            return ([], [ReviewFileProblem(
                kind: .layout, problem: Problem(.reviewFileNotJSON, ["reason": .text(Self.decodingMessage(error))]))])
        }
        var entries: [ReviewFileEntry] = []
        var problems: [ReviewFileProblem] = []
        for (index, object) in document.transactions.enumerated() {
            var entry = ReviewFileEntry(entry: index)
            for key in object.keys.sorted(by: { Self.columnOrder($0) < Self.columnOrder($1) }) {
                let value = object[key]!
                func invalid(_ expected: String, _ data: [String: WordValue] = [:]) {
                    problems.append(ReviewFileProblem(kind: .invalidValue, entry: index, column: key, problem: Problem(
                        .reviewFileWrongKind, ["expected": .phrase("review.expected.\(expected)", data), "found": value.kind])))
                }
                switch key {
                case "fingerprint":
                    if case .string(let text) = value { entry.fingerprint = text } else { invalid("string") }
                case "include":
                    switch value {
                    case .bool(let flag): entry.include = flag ? "yes" : "no"
                    case .string(let text): entry.include = text
                    default: invalid("boolean")
                    }
                case _ where readOnlyColumns.contains(key):
                    continue
                default:
                    guard let field = ReviewField(rawValue: key) else {
                        problems.append(ReviewFileProblem(
                            kind: .layout, entry: index, column: key,
                            problem: Problem(.reviewFileUnknownField, ["fields": .list(reviewFileColumns)])))
                        continue
                    }
                    switch value {
                    case .null: entry.values.append((field, nil))
                    case .string(let text): entry.values.append((field, text))
                    default:
                        if field.isOptional { invalid("string_or_null") } else { invalid("string_such_as", ["example": .text(field.example(in: .contract))]) }
                    }
                }
            }
            entries.append(entry)
        }
        return (entries, problems)
    }

    /// Problems with a review CSV's header: unknown columns, no fingerprint.
    static func layoutProblems(of header: [String], line: Int) -> [ReviewFileProblem] {
        var problems: [ReviewFileProblem] = []
        for name in header where !reviewFileColumns.contains(name) {
            problems.append(ReviewFileProblem(
                kind: .layout, line: line, column: name, problem: Problem(.reviewFileUnknownColumn, ["columns": .list(reviewFileColumns)])))
        }
        if problems.isEmpty, !header.contains("fingerprint") {
            problems.append(ReviewFileProblem(
                kind: .layout, line: line, column: "fingerprint", problem: Problem(.reviewFileNoFingerprintColumn)))
        }
        return problems
    }

    static func columnOrder(_ name: String) -> Int {
        reviewFileColumns.firstIndex(of: name) ?? reviewFileColumns.count
    }

    static func decodingMessage(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .dataCorrupted(let context)?: context.underlyingError.map { "\($0)" } ?? context.debugDescription
        case .keyNotFound(let key, _)?: "no \"\(key.stringValue)\""
        case .typeMismatch(_, let context)?:
            context.codingPath.map(\.stringValue).joined(separator: ".") + ": " + context.debugDescription
        default: "\(error)"
        }
    }

    // MARK: Applying

    /// Checks every entry against the statement and applies them all as one operation, or
    /// none when any problem is found.
    mutating func applyReviewEntries(_ read: ReviewFileEntries, source: String?) throws(ReviewFileRejection) -> ReviewOperation? {
        var problems = read.problems
        var edited: [Int: ReviewRow] = [:]
        var seen: [String: WordValue] = [:]
        for entry in read.entries {
            func problem(_ kind: ReviewFileProblem.Kind, _ column: String?, _ problem: Problem) {
                problems.append(ReviewFileProblem(kind: kind, line: entry.line, entry: entry.entry, column: column, problem: problem))
            }
            let place: WordValue = entry.line.map { .phrase("review.place.line", ["line": .number($0)]) }
                ?? .text(entry.entry.map { "transactions[\($0)]" } ?? "?")
            guard let fingerprint = entry.fingerprint, !fingerprint.isEmpty else {
                problem(.layout, "fingerprint", Problem(.reviewFileRowWithoutFingerprint))
                continue
            }
            guard let index = rowIndexByFingerprint[fingerprint] else {
                problem(.unknownFingerprint, "fingerprint", Problem(.reviewFileUnknownFingerprint, ["fingerprint": .text(fingerprint)]))
                continue
            }
            if let earlier = seen[fingerprint] {
                problem(.repeatedFingerprint, "fingerprint", Problem(
                    .reviewFileRepeatedFingerprint, ["fingerprint": .text(fingerprint), "earlier": earlier]))
                continue
            }
            seen[fingerprint] = place
            var row = rows[index]
            if let include = entry.include {
                switch include.trimmingCharacters(in: .whitespaces).lowercased() {
                case "yes": row.isIncluded = true
                case "no": row.isIncluded = false
                default: problem(.invalidValue, "include", Problem(.reviewFileIncludeInvalid, ["value": .text(include)]))
                }
            }
            for (field, text) in entry.values {
                do {
                    try field.set(text, on: &row.current, format: .contract)
                } catch {
                    problem(.invalidValue, field.rawValue, error.problem)
                }
            }
            edited[index] = row
        }
        guard problems.isEmpty else { throw ReviewFileRejection(source: source, problems: problems) }
        return record(.applyReviewFile(source: source)) { rows in
            for (index, row) in edited { rows[index] = row }
            return Array(edited.keys)
        }
    }
}

/// A review JSON document as read back: only `transactions` matters.
struct ReviewJSONDocument: Decodable {
    var transactions: [[String: ReviewJSONScalar]]
}

/// A JSON value in a review entry, with its kind for messages.
enum ReviewJSONScalar: Decodable {
    case null
    case bool(Bool)
    case string(String)
    case number
    case container

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if (try? container.decode(Double.self)) != nil {
            self = .number
        } else {
            self = .container
        }
    }

    /// The value as a message names it: as written, or its kind in the catalogue's words.
    var kind: WordValue {
        switch self {
        case .null: .text("null")
        case .bool(let flag): .text(String(flag))
        case .string(let text): .text("\"\(text)\"")
        case .number: .phrase("review.found.number", [:])
        case .container: .phrase("review.found.container", [:])
        }
    }
}
