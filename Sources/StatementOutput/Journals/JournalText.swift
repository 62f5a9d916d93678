/// Texts of a statement made safe for the plain-text accounting formats, which have no
/// escapes in a payee line: what would end or split it is replaced, not dropped.
enum JournalText {
    /// One line: line breaks and tabs become spaces, runs of spaces one space, and the ends
    /// trimmed (two spaces would end an account name or a payee in ledger).
    static func singleLine(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace || character.isNewline {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(character)
        }
        return result
    }

    /// A payee or note of hledger and ledger: one line, and ';' (which starts a comment there)
    /// written as ','.
    static func description(_ text: String) -> String {
        singleLine(text).replacingOccurrences(of: ";", with: ",")
    }

    /// A note of ledger that ledger reads as text, not as metadata: a first word ending in
    /// ':' would be a metadata key (`Verwendungszweck: Miete`), and a word between colons
    /// a tag (`:dringend:`), which `--pedantic` refuses as undeclared. A space goes before the
    /// colon that makes either: `Verwendungszweck : Miete`, `: dringend:`.
    static func ledgerNote(_ text: String) -> String {
        var words = description(text).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for index in words.indices where words[index].count >= 2 && words[index].hasPrefix(":") && words[index].hasSuffix(":") {
            words[index] = ": " + words[index].dropFirst()
        }
        if let first = words.first, first.count >= 2, first.hasSuffix(":") {
            words[0] = first.dropLast() + " :"
        }
        return words.joined(separator: " ")
    }

    /// A description that does not start with '(', which hledger and ledger read as the start
    /// of a transaction code: `(Stadtwerke) AG` becomes `[Stadtwerke] AG`.
    static func notCode(_ description: String) -> String {
        guard description.first == "(" else { return description }
        var text = "[" + description.dropFirst()
        if let close = text.firstIndex(of: ")") { text.replaceSubrange(close...close, with: "]") }
        return text
    }

    /// A beancount string: in double quotes, with '\' and '"' escaped, on one line.
    static func beancountString(_ text: String) -> String {
        var result = "\""
        for character in singleLine(text) {
            if character == "\\" || character == "\"" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }
}
