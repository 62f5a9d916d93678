/// An option that may be given any number of times, keeping every value in order:
/// `--filter EXPR --filter EXPR`.
package struct RepeatedOption<Element: ExpressibleByArgument>: ArgumentDeclaration {
    package let definition: ArgumentDefinition

    package init(_ name: String, short: Character? = nil, valueName: String? = nil, help: HelpText) {
        let allowedValues = Element.allValueStrings
        definition = ArgumentDefinition(
            kind: .option(isRepeating: true),
            name: name,
            shortName: short,
            valueName: valueName ?? ArgumentDefinition.defaultValueName(name: name, allowedValues: allowedValues),
            help: help,
            allowedValues: allowedValues,
            defaultValueDescription: nil,
            isRequired: false
        )
    }
}
