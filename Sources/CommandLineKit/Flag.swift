/// A flag that is off unless given: `--json`.
package struct Flag: ArgumentDeclaration {
    package let definition: ArgumentDefinition

    package init(_ name: String, short: Character? = nil, help: HelpText) {
        definition = ArgumentDefinition(
            kind: .flag, name: name, shortName: short, valueName: "", help: help,
            allowedValues: [], defaultValueDescription: nil, isRequired: false
        )
    }
}
