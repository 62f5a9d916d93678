/// The words for rows the review leaves out because they cannot be read.
///
/// Keys: `review.unreadable.`.
extension Catalogue {
    static let reviewUnreadEnglish: [String: String] = [
        "review.unreadable.left_out": "{count} unreadable row(s) left out, the first at line {line}: {reason}",
    ]

    static let reviewUnreadGerman: [String: String] = [
        "review.unreadable.left_out": "{count} unlesbare Zeile(n) ausgelassen, die erste in Zeile {line}: {reason}",
    ]
}
