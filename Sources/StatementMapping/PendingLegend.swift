import Foundation

/// A line below the table that explains a mark as "not booked yet": Sparda writes `*` in a
/// field beyond the header on such rows and `* noch nicht ausgeführte Umsätze` after the
/// table. A file without a template that says so is read with that mark as pending, and the
/// output quotes the legend.
package struct PendingLegend: Equatable {
    /// The mark as the rows write it (`*`).
    package var mark: String
    /// The legend's line, without its quotes.
    package var text: String

    /// What a legend says of the marked rows, accents and case folded.
    static let phrases = [
        "noch nicht ausgefuhrt", "noch nicht gebucht", "nicht gebucht", "vorgemerkt", "not yet booked", "not booked yet",
        "pending", "en attente", "pas encore comptabilise", "non ancora contabilizzat", "in sospeso",
    ]

    /// The characters a legend's mark is made of.
    static let markCharacters: Set<Character> = ["*", "†", "#", "¹", "²", "³"]

    /// The first legend among `lines` (the last lines of the file).
    package static func find(in lines: some Sequence<String>) -> PendingLegend? {
        for line in lines {
            var text = Substring(line).trimmingCharacters(in: .whitespaces)[...]
            // The line may be a quoted first field followed by empty ones (`"* …";;;`).
            while let last = text.last, last == ";" || last == "," || last == "\t" { text.removeLast() }
            if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = text.dropFirst().dropLast() }
            let mark = text.prefix { markCharacters.contains($0) }
            guard (1...3).contains(mark.count) else { continue }
            let legend = text.dropFirst(mark.count).trimmingCharacters(in: .whitespaces)
            let folded = legend.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            guard !legend.isEmpty, phrases.contains(where: folded.contains) else { continue }
            return PendingLegend(mark: String(mark), text: String(text))
        }
        return nil
    }
}
