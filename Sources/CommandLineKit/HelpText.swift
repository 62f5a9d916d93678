/// A text of the help (an abstract, an argument's help, an example's purpose): the key of its
/// words in the help catalogue, with the values of its `{name}` placeholders.
///
/// Declarations name keys rather than sentences, so that the help is written in the reader's
/// language; `HelpWords` renders them.
package struct HelpText: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The key in the command line's help catalogue, or in the shared catalogue.
    package var key: String
    /// The texts the placeholders stand for, by name.
    package var values: [String: String]

    package init(_ key: String, _ values: [String: String] = [:]) {
        self.key = key
        self.values = values
    }

    package init(stringLiteral key: String) {
        self.init(key)
    }
}
