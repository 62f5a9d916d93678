/// A positional that takes every remaining value: `import FILE...`.
///
/// It must be the last positional of its command.
package struct RepeatedPositional<Element: ExpressibleByArgument>: ArgumentDeclaration {
    package let definition: ArgumentDefinition

    /// - Parameter isRequired: Whether at least one value must be given.
    package init(_ valueName: String, isRequired: Bool = true, help: HelpText) {
        definition = ArgumentDefinition(
            kind: .positional(isRequired ? .oneOrMore : .zeroOrMore), name: valueName.lowercased(),
            shortName: nil, valueName: valueName, help: help, allowedValues: Element.allValueStrings,
            defaultValueDescription: nil, isRequired: isRequired
        )
    }
}
