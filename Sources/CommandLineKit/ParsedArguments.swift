/// The arguments given to one command, sorted by the declaration they belong to.
///
/// The parser fills it with the raw text; a command's `init(arguments:)` reads typed values
/// through its declarations, which is where conversion errors surface.
package struct ParsedArguments: Sendable {
    /// The texts given for each option and positional, by definition name, in command-line order.
    private var texts: [String: [String]] = [:]
    /// The last setting of each flag and inverted flag, by definition name.
    private var flags: [String: Bool] = [:]
    /// The language the command line speaks, in which conversion errors are told.
    package let words: HelpWords

    init(words: HelpWords) {
        self.words = words
    }

    mutating func append(_ text: String, for definition: ArgumentDefinition) {
        texts[definition.name, default: []].append(text)
    }

    /// Takes back the last value `text` given for `definition`.
    mutating func removeLast(_ text: String, for definition: ArgumentDefinition) {
        guard let index = texts[definition.name]?.lastIndex(of: text) else { return }
        texts[definition.name]?.remove(at: index)
        if texts[definition.name]?.isEmpty == true { texts[definition.name] = nil }
    }

    mutating func set(_ isOn: Bool, for definition: ArgumentDefinition) {
        flags[definition.name] = isOn
    }

    /// Whether the argument was given at all.
    func contains(_ definition: ArgumentDefinition) -> Bool {
        texts[definition.name] != nil || flags[definition.name] != nil
    }

    /// The option's value: the last one given, else its default.
    package func value<Value>(of option: Option<Value>) throws(CLIError) -> Value {
        guard let text = texts[option.definition.name]?.last else {
            guard let defaultValue = option.defaultValue else {
                preconditionFailure("the parser lets no required option \(option.definition.displayName) go missing")
            }
            return defaultValue
        }
        return try convert(text, Value.self, for: option.definition)
    }

    /// Every value given for the option, in command-line order.
    package func values<Element>(of option: RepeatedOption<Element>) throws(CLIError) -> [Element] {
        try convertAll(option.definition, Element.self)
    }

    /// Whether the option was given alone, and the values given with it.
    package func value<Element>(of option: OptionalValueOption<Element>) throws(CLIError) -> OptionalValueOption<Element>.Given {
        OptionalValueOption.Given(alone: flags[option.definition.name] ?? false, values: try convertAll(option.definition, Element.self))
    }

    /// Whether the flag was given.
    package func value(of flag: Flag) -> Bool {
        flags[flag.definition.name] ?? false
    }

    /// `true` for `--name`, `false` for `--no-name`, whichever came last; `nil` when neither was given.
    package func value(of flag: InvertedFlag) -> Bool? {
        flags[flag.definition.name]
    }

    /// The positional's value, or `nil` for an optional positional left out.
    package func value<Value>(of positional: Positional<Value>) throws(CLIError) -> Value {
        guard let text = texts[positional.definition.name]?.first else {
            guard let valueWhenLeftOut = Value.valueWhenLeftOut else {
                preconditionFailure("the parser lets no required \(positional.definition.displayName) go missing")
            }
            return valueWhenLeftOut
        }
        return try convert(text, Value.self, for: positional.definition)
    }

    /// Every value the positional took, in command-line order.
    package func values<Element>(of positional: RepeatedPositional<Element>) throws(CLIError) -> [Element] {
        try convertAll(positional.definition, Element.self)
    }

    private func convertAll<Element: ExpressibleByArgument>(
        _ definition: ArgumentDefinition, _ type: Element.Type
    ) throws(CLIError) -> [Element] {
        var values: [Element] = []
        for text in texts[definition.name] ?? [] {
            values.append(try convert(text, Element.self, for: definition))
        }
        return values
    }

    private func convert<Value: ExpressibleByArgument>(
        _ text: String, _ type: Value.Type, for definition: ArgumentDefinition
    ) throws(CLIError) -> Value {
        guard let value = Value(argument: text) else {
            throw CLIError.usage(words.text("usage.invalid_value", [
                "value": text, "option": definition.displayName, "expected": words.text(Value.valueExpectation),
            ]))
        }
        return value
    }
}
