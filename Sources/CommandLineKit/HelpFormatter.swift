/// Writes a command's help and usage line, wrapped to 80 columns.
///
/// The layout follows swift-argument-parser: OVERVIEW, the discussion, USAGE, ARGUMENTS,
/// OPTIONS and SUBCOMMANDS, with each argument's help starting in one column; EXAMPLES end
/// it, where a reader who skims looks last. `-h`,
/// `--help` and `help COMMAND` all print this same text.
package struct HelpFormatter {
    static let width = 80
    /// The column where argument help starts; longer labels put their help on the next line.
    static let helpColumn = 26

    /// The commands from the root to the one whose help this is.
    let path: [any ParsableCommand.Type]
    /// The language the help is written in, and the texts its keys stand for.
    let words: HelpWords

    package init(path: [any ParsableCommand.Type], words: HelpWords) {
        precondition(!path.isEmpty, "help is always for some command")
        self.path = path
        self.words = words
    }

    private var configuration: CommandConfiguration { path[path.count - 1].configuration }

    /// How the command is invoked: `certain-import rows`.
    package var commandName: String {
        path.map { $0.configuration.name }.joined(separator: " ")
    }

    /// The usage line after the catalogue's "Usage:" label, as usage errors show it.
    package var usageAfterError: String {
        usage(prefix: words.text("help.usage_after_error") + " ")
    }

    /// The line after a usage error that points to the command's help.
    package var helpPointer: String {
        words.text("usage.see_help", ["command": commandName + " --help"])
    }

    /// The usage line, wrapped under `prefix` so that no bracketed item is split.
    func usage(prefix: String) -> String {
        var items = [commandName]
        if !configuration.subcommands.isEmpty {
            items.append(configuration.defaultSubcommand == nil ? "COMMAND" : "[COMMAND]")
        }
        items += configuration.arguments.map { Self.usageItem(for: $0.definition) }
        var lines: [String] = []
        var line = prefix
        for item in items {
            if line.count > prefix.count, line.count + 1 + item.count > Self.width {
                lines.append(line)
                line = String(repeating: " ", count: prefix.count + commandName.count + 1)
                line += item
            } else {
                line += (line.count > prefix.count ? " " : "") + item
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// The full help text, ending with a line break.
    package func render() -> String {
        var sections = [(title("help.overview") + " " + words.text(configuration.abstract)).wrapped(toWidth: Self.width)]
        if let discussion = configuration.discussion {
            sections.append(words.text(discussion).wrapped(toWidth: Self.width))
        }
        sections.append(usage(prefix: title("help.usage") + " "))
        let definitions = configuration.definitions
        let positionals = definitions.filter(\.isPositional)
        if !positionals.isEmpty {
            sections.append(title("help.arguments") + "\n" + positionals.map { entry(label: $0.valueName, help: helpText(for: $0)) }
                .joined(separator: "\n"))
        }
        let options = definitions.filter { !$0.isPositional }
        sections.append(title("help.options") + "\n" + options.map { entry(label: label(for: $0), help: helpText(for: $0)) }
            .joined(separator: "\n"))
        if !configuration.subcommands.isEmpty {
            let list = configuration.subcommands.map { subcommand in
                let isDefault = configuration.defaultSubcommand.map { ObjectIdentifier($0) == ObjectIdentifier(subcommand) } ?? false
                let abstract = words.text(subcommand.configuration.abstract)
                return entry(label: subcommand.configuration.name, help: abstract + (isDefault ? " " + words.text("help.default_subcommand") : ""))
            }
            sections.append(title("help.subcommands") + "\n" + list.joined(separator: "\n"))
            let helpCommand = "\(path[0].configuration.name) help \(pathAfterRoot)COMMAND"
            sections.append(words.text("help.detailed_help", ["command": helpCommand]).wrapped(toWidth: Self.width, indent: 2))
        }
        if !configuration.examples.isEmpty {
            let examples = configuration.examples.map { example in
                (words.text(example.purpose) + ":").wrapped(toWidth: Self.width, indent: 2) + "\n" + Self.wrapped(example.commandLine)
            }
            sections.append(title("help.examples") + "\n" + examples.joined(separator: "\n\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// A command line indented by four, continued with ` \` on lines indented by six where
    /// it is too long, and never broken inside quotes, so that it can be pasted into a shell.
    static func wrapped(_ commandLine: String) -> String {
        var words: [String] = []
        var word = ""
        var quote: Character?
        for character in commandLine {
            if character == " ", quote == nil {
                if !word.isEmpty { words.append(word) }
                word = ""
                continue
            }
            if character == "'" || character == "\"" {
                quote = quote == nil ? character : (quote == character ? nil : quote)
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        var lines: [String] = []
        var line = "    "
        for word in words {
            if line.count > 6, line.count + 1 + word.count + 2 > width {
                lines.append(line + " \\")
                line = "      "
            }
            line += (line.hasSuffix(" ") ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// A section's title with its colon, such as `OPTIONS:`.
    private func title(_ key: String) -> String {
        words.text(key) + ":"
    }

    /// The subcommand names after the root, each followed by a space.
    private var pathAfterRoot: String {
        path.dropFirst().map { $0.configuration.name + " " }.joined()
    }

    private static func usageItem(for definition: ArgumentDefinition) -> String {
        switch definition.kind {
        case .option(let isRepeating):
            let item = "--\(definition.name) \(definition.valueName)"
            if isRepeating { return "[\(item)]..." }
            return definition.isRequired ? item : "[\(item)]"
        case .flag:
            return "[--\(definition.name)]"
        case .optionalValue:
            return "[--\(definition.name) [\(definition.valueName)]]..."
        case .invertedFlag:
            return "[--\(definition.name)|--no-\(definition.name)]"
        case .positional(.one):
            return definition.valueName
        case .positional(.optional):
            return "[\(definition.valueName)]"
        case .positional(.oneOrMore):
            return definition.valueName + "..."
        case .positional(.zeroOrMore):
            return "[\(definition.valueName)...]"
        }
    }

    private func label(for definition: ArgumentDefinition) -> String {
        let short = definition.shortName.map { "-\($0), " } ?? ""
        switch definition.kind {
        case .option:
            return "\(short)--\(definition.name) \(definition.valueName)"
        case .flag:
            return "\(short)--\(definition.name)"
        case .optionalValue:
            return "--\(definition.name) [\(definition.valueName)]"
        case .invertedFlag:
            return "--\(definition.name)/--no-\(definition.name)"
        case .positional:
            return definition.valueName
        }
    }

    private func helpText(for definition: ArgumentDefinition) -> String {
        var notes: [String] = []
        let valuesInLabel = definition.valueName == definition.allowedValues.joined(separator: "|")
        if !definition.allowedValues.isEmpty, !valuesInLabel {
            notes.append(words.text("help.values", ["values": definition.allowedValues.joined(separator: ", ")]))
        }
        if let defaultValue = definition.defaultValueDescription {
            notes.append(words.text("help.default", ["value": defaultValue]))
        }
        let help = words.text(definition.help)
        guard !notes.isEmpty else { return help }
        return help + " (" + notes.joined(separator: "; ") + ")"
    }

    /// One line of an argument list: the label indented by two, the help from `helpColumn`.
    private func entry(label: String, help: String) -> String {
        let indentedLabel = "  " + label
        if indentedLabel.count + 2 > Self.helpColumn {
            return indentedLabel + "\n" + help.wrapped(toWidth: Self.width, indent: Self.helpColumn)
        }
        // The first line of the wrapped help starts with spaces up to the help column;
        // the label takes their place.
        return indentedLabel + help.wrapped(toWidth: Self.width, indent: Self.helpColumn).dropFirst(indentedLabel.count)
    }
}
