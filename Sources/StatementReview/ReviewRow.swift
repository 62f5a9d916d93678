import StatementChecks
import StatementMapping

/// One transaction of the statement under review: as the bank stated it, as the user has
/// edited it, and whether it is to be booked.
public struct ReviewRow: Sendable, Equatable {
    /// The row's identity: its fingerprint as the statement was read, which edits do not
    /// change, so that the statement booked again is still recognised.
    public let fingerprint: String
    /// The transaction as the statement states it.
    public let original: Transaction
    /// The transaction with the user's edits.
    public internal(set) var current: Transaction
    /// Whether the row is booked: the user can leave any row out.
    public internal(set) var isIncluded: Bool
    /// Why the target already has this booking, when it has.
    package let duplicateReason: String?
    /// What the row shares with the booking the target holds, when it holds one: the typed
    /// twin of `duplicateReason`, for words in the reader's language.
    package let duplicateBasis: Fingerprint.MatchBasis?
    /// What the list shows for the row; kept up to date by the session.
    public internal(set) var status: ReviewRowStatus

    /// The physical line the transaction starts on in the statement.
    public var line: Int { original.line }

    /// Whether the account holds the row already, so booking skips it.
    public var isDuplicate: Bool { duplicateReason != nil }

    /// The fields whose value differs from the statement's, in `ReviewField` order.
    public var editedFields: [ReviewField] {
        ReviewField.allCases.filter { $0.contractText(of: original) != $0.contractText(of: current) }
    }
}

/// What the review list shows for a row. When several apply, the first in this order wins:
/// excluded, duplicate, edited, new.
public enum ReviewRowStatus: Hashable, Sendable {
    /// Not booked yet, unchanged.
    case new
    /// Already booked in the target.
    case duplicate(reason: String)
    /// Left out by a review operation.
    case excluded(reason: String)
    /// Changed by the user.
    case edited(fields: [ReviewField])

    /// `new`, `duplicate`, `excluded` or `edited`, as the CLI's JSON writes `status`.
    public var name: String {
        switch self {
        case .new: "new"
        case .duplicate: "duplicate"
        case .excluded: "excluded"
        case .edited: "edited"
        }
    }

    /// The CLI's JSON `reason`: which booking, which operation, which fields; `nil` for new rows.
    public var reason: String? {
        switch self {
        case .new: nil
        case .duplicate(let reason), .excluded(let reason): reason
        case .edited(let fields): "edited: " + fields.map(\.rawValue).joined(separator: ", ")
        }
    }
}
