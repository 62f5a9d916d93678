/// An option that takes one value: `--delimiter ';'` or `--delimiter=';'`.
///
/// Given more than once, the last value wins, so that a wrapper script's defaults can be
/// overridden. An option whose `Value` is optional may be left out and reads as `nil`; any
/// other option must be given unless it has a default.
package struct Option<Value: ExpressibleByArgument>: ArgumentDeclaration {
    package let definition: ArgumentDefinition
    /// The value when the option is not given; `nil` makes the option required.
    let defaultValue: Value?

    /// Declares an option.
    ///
    /// - Parameters:
    ///   - valueName: The placeholder in usage and help, such as `D`; see
    ///     `ArgumentDefinition.defaultValueName` for when it is left out.
    ///   - defaultValue: The value when the option is left out.
    package init(
        _ name: String, short: Character? = nil, valueName: String? = nil, default defaultValue: Value? = nil,
        help: HelpText
    ) {
        self.defaultValue = defaultValue ?? Value.valueWhenLeftOut
        let allowedValues = Value.allValueStrings
        definition = ArgumentDefinition(
            kind: .option(isRepeating: false),
            name: name,
            shortName: short,
            valueName: valueName ?? ArgumentDefinition.defaultValueName(name: name, allowedValues: allowedValues),
            help: help,
            allowedValues: allowedValues,
            defaultValueDescription: defaultValue?.defaultValueDescription,
            isRequired: self.defaultValue == nil
        )
    }
}
