/// An option that works alone or with values, and may be repeated: `--accept-mismatch` for
/// everything, `--accept-mismatch FILE` for one thing.
///
/// A separate word is its value unless it starts with `-`, as for any option, or unless the
/// command's required positionals would go short without it: `import --accept-mismatch a.csv`
/// is the option alone and the file `a.csv`.
public struct OptionalValueOption<Element: ExpressibleByArgument>: ArgumentDeclaration {
    public let definition: ArgumentDefinition

    /// What the command line said: the option alone, values, both, or nothing.
    public struct Given {
        /// Whether the option was given without a value at least once.
        public var alone: Bool
        /// The values given, in command-line order.
        public var values: [Element]
    }

    public init(_ name: String, valueName: String? = nil, help: HelpText) {
        definition = ArgumentDefinition(
            kind: .optionalValue, name: name, shortName: nil,
            valueName: valueName ?? ArgumentDefinition.defaultValueName(name: name, allowedValues: []),
            help: help, allowedValues: [], defaultValueDescription: nil, isRequired: false)
    }
}
