/// An option that works alone or with values, and may be repeated: `--accept-mismatch` for
/// everything, `--accept-mismatch FILE` for one thing.
///
/// A separate word is its value unless it starts with `-`, as for any option, or unless the
/// command's required positionals would go short without it: `import --accept-mismatch a.csv`
/// is the option alone and the file `a.csv`.
package struct OptionalValueOption<Element: ExpressibleByArgument>: ArgumentDeclaration {
    package let definition: ArgumentDefinition

    /// What the command line said: the option alone, values, both, or nothing.
    package struct Given {
        /// Whether the option was given without a value at least once.
        package var alone: Bool
        /// The values given, in command-line order.
        package var values: [Element]
    }

    package init(_ name: String, valueName: String? = nil, help: HelpText) {
        definition = ArgumentDefinition(
            kind: .optionalValue, name: name, shortName: nil,
            valueName: valueName ?? ArgumentDefinition.defaultValueName(name: name, allowedValues: []),
            help: help, allowedValues: [], defaultValueDescription: nil, isRequired: false)
    }
}
