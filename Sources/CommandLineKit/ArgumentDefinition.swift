/// One argument a command accepts, as the parser and the help text see it.
///
/// Commands declare typed arguments (`Option`, `Flag`, `InvertedFlag`, `Positional`, ...);
/// each carries one of these, which holds everything that does not depend on the value's
/// type: the names, which tokens it takes, and its help.
package struct ArgumentDefinition: Hashable, Sendable {
    /// Which tokens an argument takes.
    package enum Kind: Hashable, Sendable {
        /// `--name VALUE` or `--name=VALUE`; a repeating option keeps every value given.
        case option(isRepeating: Bool)
        /// `--name` alone.
        case flag
        /// `--name` alone or `--name VALUE`, repeating: a separate word that does not start
        /// with `-` is its value.
        case optionalValue
        /// `--name` for true and `--no-name` for false.
        case invertedFlag
        /// A value without a name, taken by position.
        case positional(Arity)
    }

    /// How many values a positional argument takes.
    package enum Arity: Hashable, Sendable {
        case one
        case optional
        case oneOrMore
        case zeroOrMore

        /// Whether the positional takes all remaining values, so that only the last one may.
        var isVariadic: Bool { self == .oneOrMore || self == .zeroOrMore }
    }

    package var kind: Kind
    /// The long name without dashes (`delimiter`); positionals are stored under it too.
    package var name: String
    var shortName: Character?
    /// The placeholder for the value in usage and help: `FILE`, `D`, `csv|json`.
    package var valueName: String
    package var help: HelpText
    /// The valid values when they are few, listed in help.
    package var allowedValues: [String]
    /// The default as help shows it, or `nil` when there is none to show.
    var defaultValueDescription: String?
    /// Whether leaving the argument out is a usage error.
    var isRequired: Bool

    /// The placeholder for a value when the declaration names none: the allowed values joined
    /// by `|` (`csv|json`), or else the upper-cased name (`NAME`).
    static func defaultValueName(name: String, allowedValues: [String]) -> String {
        allowedValues.isEmpty ? name.uppercased() : allowedValues.joined(separator: "|")
    }

    package var isPositional: Bool {
        if case .positional = kind { true } else { false }
    }

    /// How the argument is named in messages: `--delimiter`, `FILE`.
    var displayName: String {
        switch kind {
        case .positional: valueName
        case .option, .flag, .invertedFlag, .optionalValue: "--" + name
        }
    }

    /// Every spelling that selects this argument on the command line, dashes included.
    package var spellings: [String] {
        var spellings: [String]
        switch kind {
        case .positional: return []
        case .option, .flag, .optionalValue: spellings = ["--" + name]
        case .invertedFlag: spellings = ["--" + name, "--no-" + name]
        }
        if let shortName {
            spellings.append("-" + String(shortName))
        }
        return spellings
    }
}

/// A typed argument declaration that can be listed in a `CommandConfiguration`.
package protocol ArgumentDeclaration: Sendable {
    var definition: ArgumentDefinition { get }
}
