/// A type whose values can be written as one command-line argument.
///
/// Conversions fail by returning `nil`; the parser then reports the argument together with
/// `valueExpectation`, so that every error shows what a good value looks like.
package protocol ExpressibleByArgument: Sendable {
    /// Creates a value from the argument as the user typed it, or `nil` if it is not valid.
    init?(argument: String)

    /// What a valid value looks like, completing "expected ...": "a whole number, such as 3".
    static var valueExpectation: HelpText { get }

    /// Every valid value, when there are few enough to list in help; empty otherwise.
    static var allValueStrings: [String] { get }

    /// How this value is shown as a default in help, or `nil` to show no default.
    var defaultValueDescription: String? { get }

    /// The value an argument of this type has when it is left out, or `nil` when leaving it
    /// out is an error. Only `Optional` has one (`.some(nil)`).
    static var valueWhenLeftOut: Self? { get }
}

extension ExpressibleByArgument {
    package static var allValueStrings: [String] { [] }

    package var defaultValueDescription: String? { String(describing: self) }

    package static var valueWhenLeftOut: Self? { nil }
}

extension ExpressibleByArgument where Self: CaseIterable & RawRepresentable, RawValue == String {
    package init?(argument: String) {
        self.init(rawValue: argument)
    }

    package static var valueExpectation: HelpText {
        HelpText("value.one_of", ["values": allValueStrings.joined(separator: ", ")])
    }

    package static var allValueStrings: [String] { allCases.map(\.rawValue) }

    package var defaultValueDescription: String? { rawValue }
}

extension String: ExpressibleByArgument {
    package init?(argument: String) {
        self = argument
    }

    package static var valueExpectation: HelpText { "value.text" }
}

extension Int: ExpressibleByArgument {
    package init?(argument: String) {
        self.init(argument, radix: 10)
    }

    package static var valueExpectation: HelpText { "value.whole_number" }
}

/// An optional value is an argument that may be left out; leaving it out is not a default
/// worth showing in help.
extension Optional: ExpressibleByArgument where Wrapped: ExpressibleByArgument {
    package init?(argument: String) {
        guard let value = Wrapped(argument: argument) else { return nil }
        self = .some(value)
    }

    package static var valueExpectation: HelpText { Wrapped.valueExpectation }

    package static var allValueStrings: [String] { Wrapped.allValueStrings }

    package var defaultValueDescription: String? { self?.defaultValueDescription }

    package static var valueWhenLeftOut: Self? { .some(nil) }
}
