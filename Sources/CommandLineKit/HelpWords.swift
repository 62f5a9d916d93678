import ImportWords

/// The words a command line speaks in: the shared catalogue's for its labels, its section
/// titles and its parser's errors, and the command line's own help catalogue for what its
/// commands and arguments declare.
package struct HelpWords: Sendable {
    /// The language, the conventions and the shared catalogue.
    package var words: Words
    /// The command line's help texts by key, in each language.
    package var catalogue: [Language: [String: String]]

    package init(_ words: Words, catalogue: [Language: [String: String]]) {
        self.words = words
        self.catalogue = catalogue
    }

    /// English, with no help catalogue of a command line's own: declarations' help texts are
    /// shown as they are written, which suits a command line that declares plain sentences.
    package static let english = HelpWords(.english, catalogue: [:])

    /// The text of `help`: from the command line's catalogue, else from the shared one. A key
    /// neither holds comes back as it is, which the help catalogue's tests forbid.
    package func text(_ help: HelpText) -> String {
        let values = help.values.mapValues { WordValue.text($0) }
        if catalogue[words.language]?[help.key] != nil {
            return words.text(help.key, from: catalogue, values)
        }
        return words.text(help.key, values)
    }

    /// The shared catalogue's text of `key`.
    package func text(_ key: String, _ values: [String: String] = [:]) -> String {
        words.text(key, values.mapValues { WordValue.text($0) })
    }
}
