/// Cleans a cell's text the way every stage wants it: trimmed, runs of white space as one
/// space, and Excel formula wrappers (`="01.07.2023"`, written to stop Excel from reading
/// dates and long numbers) unwrapped.
enum CellText {
    static func clean(_ text: String) -> String {
        var text = Substring(text)
        if text.hasPrefix("=\""), text.hasSuffix("\""), text.count >= 3 {
            text = text.dropFirst(2).dropLast()
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(character)
        }
        return result
    }
}
