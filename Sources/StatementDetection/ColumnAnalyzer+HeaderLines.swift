import CSVCore
import StatementValues

extension ColumnAnalyzer {
    /// One column's name from its parts on the lines of a header written on several lines.
    /// A part that ends in a hyphen after a letter is a word broken at the line's end
    /// ("Buchungs-" over "datum", "Belas-" over "tung"): it joins the next part without a space,
    /// the hyphen dropped before a lower-case continuation and kept before a capital
    /// ("Empfänger-" over "IBAN"); other parts are separate words.
    static func joinedHeaderParts(_ parts: [String]) -> String {
        var name = ""
        for part in parts {
            guard let last = name.last else {
                name = part
                continue
            }
            let brokenWord = last == "-" && name.dropLast().last?.isLetter == true
            if brokenWord, let first = part.first, first.isLetter {
                if first.isLowercase { name.removeLast() }
                name += part
            } else {
                name += " " + part
            }
        }
        return name
    }

    /// What the output says of a header written on several lines: the lines it takes and the
    /// names their parts make, or nil for a header on one line.
    static func headerOnSeveralLines(_ header: [ByteRecord], columns: [StatementFormat.Column]) -> Problem? {
        guard header.count > 1, let first = header.first, let last = header.last else { return nil }
        let names = columns.compactMap { column in column.name.flatMap { $0.isEmpty ? nil : "'\($0)'" } }
        return Problem(.headerOnSeveralLines, [
            "first_line": .number(first.position.line), "last_line": .number(last.lastLine),
            "names": .text(names.joined(separator: ", ")),
        ])
    }
}
