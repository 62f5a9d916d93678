/// A pair of flags that set one setting on or off: `--header` and `--no-header`.
///
/// It reads as `nil` when neither is given, so that a command can tell "leave it to
/// detection" from an explicit choice. Given several times, the last one wins.
package struct InvertedFlag: ArgumentDeclaration {
    package let definition: ArgumentDefinition

    /// - Parameter name: The positive spelling without dashes; `no-` is put before it for
    ///   the negative one.
    package init(_ name: String, help: HelpText) {
        definition = ArgumentDefinition(
            kind: .invertedFlag, name: name, shortName: nil, valueName: "", help: help,
            allowedValues: [], defaultValueDescription: nil, isRequired: false
        )
    }
}
