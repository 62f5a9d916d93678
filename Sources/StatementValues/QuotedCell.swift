/// A cell's text as a message quotes it: whole when short, else its start and how long it is.
///
/// Every cell that does not read is quoted in its problem, and the problem is kept (and, in
/// `validate`, `preview` and their reports, written) for each such line: a file of lines of a
/// megabyte quoted them whole, and a few dozen such lines took hundreds of megabytes.
package enum QuotedCell {
    /// The most characters quoted; a date or an amount is far shorter.
    static let limit = 64

    /// `text`, or its first `limit` characters, `…` and its length in characters.
    package static func quoted(_ text: String) -> String {
        var end = text.startIndex
        var count = 0
        while end < text.endIndex && count < limit {
            text.formIndex(after: &end)
            count += 1
        }
        guard end < text.endIndex else { return text }
        return "\(text[..<end])… (\(text.count) characters)"
    }
}
