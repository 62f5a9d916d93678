/// How the parts of a column's name on the lines of a header written on several lines make one
/// name, the same for the table reader and for detection.
package enum HeaderNameParts {
    /// The parts as one name. A part that ends in a hyphen after a letter is a word broken at
    /// the line's end ("Buchungs-" over "datum", "Belas-" over "tung"): it joins the next part
    /// without a space, the hyphen dropped before a lower-case continuation and kept before a
    /// capital ("Empfänger-" over "IBAN"); other parts are separate words.
    package static func joined(_ parts: [String]) -> String {
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
}
