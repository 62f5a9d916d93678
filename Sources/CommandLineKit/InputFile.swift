/// A file to read, named on the command line; `-` means standard input.
package enum InputFile: Hashable, Sendable, ExpressibleByArgument {
    case standardInput
    case path(String)

    package init?(argument: String) {
        switch argument {
        case "": return nil
        case "-": self = .standardInput
        default: self = .path(argument)
        }
    }

    package static var valueExpectation: HelpText { "value.input_file" }

    /// The name to use in messages and error places: the path as given, or `<stdin>`.
    package var displayName: String {
        switch self {
        case .standardInput: "<stdin>"
        case .path(let path): path
        }
    }
}
