/// A file to read, named on the command line; `-` means standard input.
public enum InputFile: Hashable, Sendable, ExpressibleByArgument {
    case standardInput
    case path(String)

    public init?(argument: String) {
        switch argument {
        case "": return nil
        case "-": self = .standardInput
        default: self = .path(argument)
        }
    }

    public static var valueExpectation: HelpText { "value.input_file" }

    /// The name to use in messages and error places: the path as given, or `<stdin>`.
    public var displayName: String {
        switch self {
        case .standardInput: "<stdin>"
        case .path(let path): path
        }
    }
}
