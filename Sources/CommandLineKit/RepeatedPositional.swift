/// A positional that takes every remaining value: `import FILE...`.
///
/// It must be the last positional of its command.
public struct RepeatedPositional<Element: ExpressibleByArgument>: ArgumentDeclaration {
    public let definition: ArgumentDefinition

    /// - Parameter isRequired: Whether at least one value must be given.
    public init(_ valueName: String, isRequired: Bool = true, help: HelpText) {
        definition = ArgumentDefinition(
            kind: .positional(isRequired ? .oneOrMore : .zeroOrMore), name: valueName.lowercased(),
            shortName: nil, valueName: valueName, help: help, allowedValues: Element.allValueStrings,
            defaultValueDescription: nil, isRequired: isRequired
        )
    }
}
