/// A value taken by its position rather than a name: `rows FILE`.
///
/// A positional whose `Value` is optional may be left out and reads as `nil`; any other must
/// be given.
package struct Positional<Value: ExpressibleByArgument>: ArgumentDeclaration {
    package let definition: ArgumentDefinition

    /// Declares a positional.
    ///
    /// - Parameter valueName: The placeholder in usage and help, such as `FILE`; values are
    ///   stored under its lower-cased form.
    package init(_ valueName: String, help: HelpText) {
        let arity: ArgumentDefinition.Arity = Value.valueWhenLeftOut == nil ? .one : .optional
        definition = ArgumentDefinition(
            kind: .positional(arity), name: valueName.lowercased(), shortName: nil, valueName: valueName,
            help: help, allowedValues: Value.allValueStrings, defaultValueDescription: nil,
            isRequired: arity == .one
        )
    }
}
