/// Turns the words after the program name into the command to run, or into a request for
/// help or the version.
///
/// The conventions are those of swift-argument-parser and most Unix tools:
/// - `--name VALUE`, `--name=VALUE`, and `-n VALUE` for options with a short name; a value
///   that starts with `-` must be attached with `=`, so that a forgotten value is reported
///   instead of swallowing the next option;
/// - `--name` for flags, `--name`/`--no-name` for inverted flags;
/// - the first word that is not an option picks a subcommand while the command has any;
///   further words are positionals, and `-` alone is a positional (standard input);
/// - a command with a default subcommand runs it when no subcommand is named, and hands it
///   the options the command itself does not know (`accounts --json` is `accounts list --json`);
/// - `--` ends the options: every word after it is a positional;
/// - `-h` or `--help` anywhere before `--` asks for the help of the command named so far,
///   whatever else is wrong with the line.
package struct CommandParser {
    /// What the command line asks for.
    package enum Invocation {
        /// Validate and run `command`, reached through `path` from the root.
        case run(any ParsableCommand, path: [any ParsableCommand.Type])
        /// Print the help of the last command of `path`.
        case help(path: [any ParsableCommand.Type])
        /// Print the tool's version.
        case version(String)
    }

    /// A usage error together with the command it concerns, whose usage line goes with it.
    package struct Failure: Error {
        package var error: CLIError
        package var path: [any ParsableCommand.Type]
    }

    let root: any ParsableCommand.Type
    /// The language of the usage errors, which the parsed arguments carry on to the commands.
    let words: HelpWords

    package init(root: any ParsableCommand.Type, words: HelpWords = .english) {
        self.root = root
        self.words = words
    }

    package func parse(_ arguments: [String]) throws(Failure) -> Invocation {
        if let helpPath = helpRequest(in: arguments) {
            return .help(path: helpPath)
        }
        var path = [root]
        root.configuration.checkInvariants()
        do throws(CLIError) {
            var parsed = ParsedArguments(words: words)
            var positionalTexts: [String] = []
            var optionsEnded = false
            // Words an option that may stand alone took as its value, with how many positional
            // words came before each: they go back to the positionals when those are short.
            var lentWords: [(definition: ArgumentDefinition, text: String, position: Int)] = []
            var index = 0
            while index < arguments.count {
                let token = arguments[index]
                index += 1
                var configuration = path[path.count - 1].configuration
                if !optionsEnded, token == "--" {
                    optionsEnded = true
                } else if !optionsEnded, token.hasPrefix("-"), token != "-" {
                    if let defaultSubcommand = configuration.defaultSubcommand, (try? match(token, in: configuration)) == nil {
                        defaultSubcommand.configuration.checkInvariants()
                        path.append(defaultSubcommand)
                        configuration = defaultSubcommand.configuration
                    }
                    let match = try match(token, in: configuration)
                    if match.definition == CommandConfiguration.versionFlag.definition,
                        let version = configuration.version
                    {
                        return .version(version)
                    }
                    if try record(match, token: token, in: &parsed, from: arguments, at: &index) {
                        lentWords.append((match.definition, arguments[index - 1], positionalTexts.count))
                    }
                } else if !configuration.subcommands.isEmpty {
                    guard let subcommand = configuration.subcommand(named: token) else {
                        throw configuration.unknownSubcommandError(token, words: words)
                    }
                    subcommand.configuration.checkInvariants()
                    path.append(subcommand)
                } else {
                    positionalTexts.append(token)
                }
            }
            if let defaultSubcommand = path[path.count - 1].configuration.defaultSubcommand {
                defaultSubcommand.configuration.checkInvariants()
                path.append(defaultSubcommand)
            }
            let command = path[path.count - 1]
            if !command.configuration.subcommands.isEmpty {
                return .help(path: path)
            }
            // `import --accept-mismatch a.csv` means the option alone and the file a.csv: a word
            // after such an option is its value only while the command's required positionals
            // are still given without it.
            let required = command.configuration.positionals.filter {
                if case .positional(let arity) = $0.kind { arity == .one || arity == .oneOrMore } else { false }
            }.count
            while positionalTexts.count < required, let lent = lentWords.popLast() {
                parsed.removeLast(lent.text, for: lent.definition)
                parsed.set(true, for: lent.definition)
                positionalTexts.insert(lent.text, at: lent.position)
            }
            try assign(positionalTexts, to: command.configuration, in: &parsed)
            for definition in command.configuration.definitions where !definition.isPositional {
                guard !definition.isRequired || parsed.contains(definition) else {
                    throw CLIError.usage(words.text("usage.missing_option", ["option": "\(definition.displayName) \(definition.valueName)"]))
                }
            }
            return .run(try command.init(arguments: parsed), path: path)
        } catch {
            throw Failure(error: error, path: path)
        }
    }

    /// The command whose help `-h` or `--help` asks for, or `nil` if neither is given.
    private func helpRequest(in arguments: [String]) -> [any ParsableCommand.Type]? {
        let options = arguments.prefix { $0 != "--" }
        guard options.contains(where: { $0 == "-h" || $0 == "--help" }) else { return nil }
        var path = [root]
        for token in options where !token.hasPrefix("-") {
            guard let subcommand = path[path.count - 1].configuration.subcommand(named: token) else { break }
            path.append(subcommand)
        }
        return path
    }

    /// An option word matched to the definition it selects.
    private struct Match {
        var definition: ArgumentDefinition
        /// Whether the word was the `--no-` spelling of an inverted flag.
        var isNegated: Bool
        /// The value after `=` in `--name=value`.
        var attachedValue: String?
    }

    private func match(_ token: String, in configuration: CommandConfiguration) throws(CLIError) -> Match {
        let definitions = configuration.definitions
        var spelling = token
        var attachedValue: String?
        if token.hasPrefix("--"), let equals = token.firstIndex(of: "=") {
            spelling = String(token[..<equals])
            attachedValue = String(token[token.index(after: equals)...])
        }
        for definition in definitions {
            switch spelling {
            case "--" + definition.name:
                return Match(definition: definition, isNegated: false, attachedValue: attachedValue)
            case "--no-" + definition.name where definition.kind == .invertedFlag:
                return Match(definition: definition, isNegated: true, attachedValue: attachedValue)
            case definition.shortName.map { "-\($0)" }:
                return Match(definition: definition, isNegated: false, attachedValue: nil)
            default:
                continue
            }
        }
        let hint = Suggestion.hint(for: spelling, among: definitions.flatMap(\.spellings), words: words)
        throw CLIError.usage(words.text("usage.unknown_option", ["option": spelling]), hint: hint)
    }

    /// Stores what a matched option word sets, taking the next word as its value if it needs one.
    ///
    /// Returns whether an option that may stand alone took the next word as its value.
    @discardableResult
    private func record(
        _ match: Match, token: String, in parsed: inout ParsedArguments, from arguments: [String], at index: inout Int
    ) throws(CLIError) -> Bool {
        let definition = match.definition
        switch definition.kind {
        case .option:
            if let value = match.attachedValue {
                parsed.append(value, for: definition)
            } else if index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" {
                parsed.append(arguments[index], for: definition)
                index += 1
            } else {
                let startsWithDash = index < arguments.count
                throw CLIError.usage(
                    words.text("usage.missing_value", ["option": token]),
                    hint: startsWithDash
                        ? words.text("usage.value_with_dash", ["option": "--\(definition.name)=\(definition.valueName)"]) : nil
                )
            }
        case .optionalValue:
            if let value = match.attachedValue {
                parsed.append(value, for: definition)
            } else if index < arguments.count, !arguments[index].hasPrefix("-") {
                parsed.append(arguments[index], for: definition)
                index += 1
                return true
            } else {
                parsed.set(true, for: definition)
            }
        case .flag, .invertedFlag:
            guard match.attachedValue == nil else {
                throw CLIError.usage(words.text("usage.takes_no_value", ["option": String(token.prefix { $0 != "=" })]))
            }
            parsed.set(!match.isNegated, for: definition)
        case .positional:
            preconditionFailure("positionals have no option spelling")
        }
        return false
    }

    /// Hands the positional words to the positional definitions in order.
    private func assign(
        _ texts: [String], to configuration: CommandConfiguration, in parsed: inout ParsedArguments
    ) throws(CLIError) {
        var remaining = texts[...]
        for definition in configuration.positionals {
            guard case .positional(let arity) = definition.kind else { continue }
            switch arity {
            case .one, .oneOrMore:
                guard let first = remaining.popFirst() else {
                    throw CLIError.usage(words.text("usage.missing_argument", ["argument": definition.valueName]))
                }
                parsed.append(first, for: definition)
            case .optional, .zeroOrMore:
                if let first = remaining.popFirst() {
                    parsed.append(first, for: definition)
                }
            }
            if arity.isVariadic {
                while let next = remaining.popFirst() {
                    parsed.append(next, for: definition)
                }
            }
        }
        if let unexpected = remaining.first {
            throw CLIError.usage(words.text("usage.unexpected_argument", ["argument": unexpected]))
        }
    }
}
