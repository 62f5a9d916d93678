import CommandLineKit

extension RowsOptions {
    /// The text of `--delimiter`, turned into the bytes between fields.
    ///
    /// Tabs are hard to type in a shell, so `tab` and `\t` stand for one; `comma`,
    /// `semicolon`, `pipe` and `space` are accepted for symmetry. Anything else is taken as
    /// the literal delimiter, which may be several characters (`, `).
    struct Delimiter: Hashable, Sendable, ExpressibleByArgument {
        var bytes: [UInt8]

        init?(argument: String) {
            switch argument {
            case "tab", "\\t": bytes = [UInt8(ascii: "\t")]
            case "comma": bytes = [UInt8(ascii: ",")]
            case "semicolon": bytes = [UInt8(ascii: ";")]
            case "pipe": bytes = [UInt8(ascii: "|")]
            case "space": bytes = [UInt8(ascii: " ")]
            default:
                // A record ends at a line break, so a delimiter containing one could never match.
                guard !argument.isEmpty, !argument.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else {
                    return nil
                }
                bytes = Array(argument.utf8)
            }
        }

        static var valueExpectation: HelpText { "value.delimiter" }
    }

    /// The text of `--quote`, turned into a `Quote`.
    struct QuoteArgument: Hashable, Sendable, ExpressibleByArgument {
        var quote: Quote

        init?(argument: String) {
            switch argument {
            case "\"": quote = .character(UInt8(ascii: "\""))
            case "'": quote = .character(UInt8(ascii: "'"))
            case "none": quote = .unquoted
            default: return nil
            }
        }

        static var valueExpectation: HelpText { "value.quote" }
    }
}
