import Foundation
import ImportWords

/// One change the user made in review, as the import's history shows it: who, what, when, and
/// exactly which rows changed from what to what, so that it can be undone and redone.
///
/// Rows are named by fingerprint (their identity across runs) and by line (for people).
public struct ReviewOperation: Hashable, Sendable, CustomStringConvertible {
    /// What the user asked for.
    public enum Action: Hashable, Sendable, Codable {
        /// The row at `line` left out of the booking.
        case exclude(line: Int)
        /// The row at `line` taken back into the booking.
        case include(line: Int)
        /// `value` in the CLI's JSON form; `nil` when the field was emptied.
        case edit(line: Int, field: ReviewField, value: String?)
        /// Every included row matching `predicate` (its description) excluded.
        case excludeMatching(predicate: String)
        /// The category of every row matching `predicate` set (`nil`: removed).
        case setCategoryMatching(predicate: String, category: String?)
        /// An edited review file read back; `source` names it (a file name), when known.
        case applyReviewFile(source: String?)
    }

    /// What the user asked for.
    public let action: Action
    /// The user the session was started for.
    public let user: String
    /// When, to the second.
    public let date: Date
    /// The rows changed, in statement order; never empty.
    public let changes: [ReviewRowChange]

    package init(action: Action, user: String, date: Date, changes: [ReviewRowChange]) {
        self.action = action
        self.user = user
        self.date = date
        self.changes = changes
    }

    /// What happened, in words: `excluded 2 rows matching purpose ~ /Umbuchung/i`. In English,
    /// as the import's history keeps it; `summary(in:)` says it in the user's language.
    public var summary: String { summary(in: .english) }

    /// What happened, in `words`' language.
    package func summary(in words: Words) -> String {
        let rows = changes.count == 1 ? words.text("review.rows.one") : words.text("review.rows.other", ["count": .number(changes.count)])
        switch action {
        case .exclude(let line): return words.text("review.operation.exclude", ["line": .number(line)])
        case .include(let line): return words.text("review.operation.include", ["line": .number(line)])
        case .edit(let line, let field, let value):
            let values: [String: WordValue] = ["field": .text(field.name(in: words)), "line": .number(line), "value": .text(value ?? "")]
            return words.text(value == nil ? "review.operation.clear" : "review.operation.edit", values)
        case .excludeMatching(let predicate):
            return words.text("review.operation.exclude_matching", ["rows": .text(rows), "filter": .text(predicate)])
        case .setCategoryMatching(let predicate, let category):
            let values: [String: WordValue] = ["rows": .text(rows), "filter": .text(predicate), "category": .text(category ?? "")]
            return words.text(category == nil ? "review.operation.clear_category_matching" : "review.operation.category_matching", values)
        case .applyReviewFile(let source):
            return source.map { words.text("review.operation.review_file", ["rows": .text(rows), "file": .text($0)]) }
                ?? words.text("review.operation.review_file_unnamed", ["rows": .text(rows)])
        }
    }

    /// `2024-05-02T09:30:00Z anna: excluded line 7`.
    public var description: String {
        "\(Self.timestamp(date)) \(user): \(summary)"
    }

    /// `date` as ISO 8601 in UTC, to the second: the form the state file stores.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    static func date(fromTimestamp text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
}

/// How one row changed in an operation. Only what changed is recorded.
public struct ReviewRowChange: Hashable, Sendable, Codable {
    /// The row's fingerprint, its identity across runs.
    public let fingerprint: String
    /// The row's line in the file, from 1.
    public let line: Int
    /// Whether the row was included before and after, when that changed.
    public let inclusion: Inclusion?
    /// The fields that changed, each from what to what.
    public let fields: [ReviewFieldChange]

    /// Whether a row was in the booking before and after.
    public struct Inclusion: Hashable, Sendable, Codable {
        /// Whether the row was in the booking before the change.
        public let before: Bool
        /// Whether the row is in the booking after the change.
        public let after: Bool
    }

    package init(fingerprint: String, line: Int, inclusion: Inclusion?, fields: [ReviewFieldChange]) {
        self.fingerprint = fingerprint
        self.line = line
        self.inclusion = inclusion
        self.fields = fields
    }

    /// The change from `before` to `after` of one row, `nil` when nothing differs.
    init?(_ before: ReviewRow, _ after: ReviewRow) {
        let fields = ReviewField.allCases.compactMap { field -> ReviewFieldChange? in
            let old = field.contractText(of: before.current)
            let new = field.contractText(of: after.current)
            return old == new ? nil : ReviewFieldChange(field: field, before: old, after: new)
        }
        let inclusion = before.isIncluded == after.isIncluded ? nil : Inclusion(before: before.isIncluded, after: after.isIncluded)
        guard inclusion != nil || !fields.isEmpty else { return nil }
        self.init(fingerprint: before.fingerprint, line: before.line, inclusion: inclusion, fields: fields)
    }
}

/// One field's value before and after, in the CLI's JSON form (`nil`: empty).
public struct ReviewFieldChange: Hashable, Sendable, Codable {
    /// The field that changed.
    public let field: ReviewField
    /// The value before, as the review writes it; `nil` when it was empty.
    public let before: String?
    /// The value after, as the review writes it; `nil` when it is empty.
    public let after: String?

    package init(field: ReviewField, before: String?, after: String?) {
        self.field = field
        self.before = before
        self.after = after
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(field, forKey: .field)
        try container.encode(before, forKey: .before)
        try container.encode(after, forKey: .after)
    }
}

extension ReviewOperation: Codable {
    enum CodingKeys: String, CodingKey {
        case action, user, date, changes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .date)
        guard let date = Self.date(fromTimestamp: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .date, in: container, debugDescription: "'\(text)' is not an ISO 8601 time such as 2024-05-02T09:30:00Z")
        }
        self.init(
            action: try container.decode(Action.self, forKey: .action),
            user: try container.decode(String.self, forKey: .user),
            date: date,
            changes: try container.decode([ReviewRowChange].self, forKey: .changes))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(action, forKey: .action)
        try container.encode(user, forKey: .user)
        try container.encode(Self.timestamp(date), forKey: .date)
        try container.encode(changes, forKey: .changes)
    }
}

extension ReviewField {
    /// The field as a sentence names it in `words`' language: in English its contract name
    /// (`booking_date`), as the review files write it.
    package func name(in words: Words) -> String { words.text("review.field_name." + rawValue) }

    /// The field as the review list's edit keys name it (`value date`).
    package func label(in words: Words) -> String { words.text("review.field." + rawValue) }
}

extension ReviewRowStatus {
    /// `name` in `words`' language, as the review list shows it.
    package func name(in words: Words) -> String { words.text("review.status." + name) }
}
