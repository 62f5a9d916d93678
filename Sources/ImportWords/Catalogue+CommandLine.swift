/// The words of any command line built on this catalogue, line by line in both languages: the
/// help's section titles and notes, and the parser's usage errors.
///
/// Keys: `help.` for the help's frame, `usage.` for usage errors, `value.` for what a valid
/// argument looks like ("expected …"). Option names come in through placeholders.
extension Catalogue {
    static let commandLineEnglish: [String: String] = [
        "help.overview": "OVERVIEW",
        "help.usage": "USAGE",
        "help.arguments": "ARGUMENTS",
        "help.options": "OPTIONS",
        "help.subcommands": "SUBCOMMANDS",
        "help.examples": "EXAMPLES",
        "help.usage_after_error": "Usage:",
        "help.default_subcommand": "(default)",
        "help.detailed_help": "See '{command}' for detailed help.",
        "help.values": "values: {values}",
        "help.default": "default: {value}",
        "help.help_flag": "Show help information.",
        "help.version_flag": "Show the version.",

        "usage.see_help": "See '{command}'.",
        "usage.unknown_command": "unknown command '{command}'",
        "usage.unknown_subcommand": "unknown command '{command}' of '{parent}'",
        "usage.did_you_mean": "did you mean '{name}'?",
        "usage.unknown_option": "unknown option '{option}'",
        "usage.missing_option": "missing option {option}",
        "usage.missing_value": "missing value for {option}",
        "usage.value_with_dash": "write {option} for a value that starts with '-'",
        "usage.takes_no_value": "{option} takes no value",
        "usage.missing_argument": "missing argument {argument}",
        "usage.unexpected_argument": "unexpected argument '{argument}'",
        "usage.invalid_value": "invalid value '{value}' for {option}: expected {expected}",

        "value.one_of": "one of {values}",
        "value.text": "some text",
        "value.whole_number": "a whole number, such as 3",
        "value.input_file": "a file path, or '-' for standard input",
    ]

    static let commandLineGerman: [String: String] = [
        "help.overview": "ÜBERSICHT",
        "help.usage": "AUFRUF",
        "help.arguments": "ARGUMENTE",
        "help.options": "OPTIONEN",
        "help.subcommands": "UNTERBEFEHLE",
        "help.examples": "BEISPIELE",
        "help.usage_after_error": "Aufruf:",
        "help.default_subcommand": "(Standard)",
        "help.detailed_help": "Ausführliche Hilfe zeigt '{command}'.",
        "help.values": "Werte: {values}",
        "help.default": "Standard: {value}",
        "help.help_flag": "Hilfe anzeigen.",
        "help.version_flag": "Version anzeigen.",

        "usage.see_help": "Siehe '{command}'.",
        "usage.unknown_command": "unbekannter Befehl '{command}'",
        "usage.unknown_subcommand": "'{parent}' kennt keinen Befehl '{command}'",
        "usage.did_you_mean": "vielleicht '{name}' gemeint?",
        "usage.unknown_option": "unbekannte Option '{option}'",
        "usage.missing_option": "die Option {option} fehlt",
        "usage.missing_value": "der Wert für {option} fehlt",
        "usage.value_with_dash": "einen Wert, der mit '-' beginnt, als {option} schreiben",
        "usage.takes_no_value": "{option} nimmt keinen Wert an",
        "usage.missing_argument": "das Argument {argument} fehlt",
        "usage.unexpected_argument": "unerwartetes Argument '{argument}'",
        "usage.invalid_value": "ungültiger Wert '{value}' für {option}: erwartet wird {expected}",

        "value.one_of": "einer der Werte {values}",
        "value.text": "ein Text",
        "value.whole_number": "eine ganze Zahl wie 3",
        "value.input_file": "ein Dateipfad oder '-' für die Standardeingabe",
    ]
}
