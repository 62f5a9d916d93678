/// A flag that is off unless given: `--json`.
public struct Flag: ArgumentDeclaration {
    public let definition: ArgumentDefinition

    public init(_ name: String, short: Character? = nil, help: HelpText) {
        definition = ArgumentDefinition(
            kind: .flag, name: name, shortName: short, valueName: "", help: help,
            allowedValues: [], defaultValueDescription: nil, isRequired: false
        )
    }
}
