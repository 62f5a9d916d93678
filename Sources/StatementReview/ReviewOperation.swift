import Foundation

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

    /// What happened, in words: `excluded 2 rows matching purpose ~ /Umbuchung/i`.
    public var summary: String {
        func quoted(_ text: String?) -> String { text.map { "'\($0)'" } ?? "nothing" }
        let rows = changes.count == 1 ? "1 row" : "\(changes.count) rows"
        switch action {
        case .exclude(let line): return "excluded line \(line)"
        case .include(let line): return "included line \(line)"
        case .edit(let line, let field, let value): return "set \(field.rawValue) of line \(line) to \(quoted(value))"
        case .excludeMatching(let predicate): return "excluded \(rows) matching \(predicate)"
        case .setCategoryMatching(let predicate, let category):
            return "set category of \(rows) matching \(predicate) to \(quoted(category))"
        case .applyReviewFile(let source): return "changed \(rows) from review file" + (source.map { " \($0)" } ?? "")
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
