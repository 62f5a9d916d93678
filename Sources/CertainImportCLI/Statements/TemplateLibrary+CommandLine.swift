import CommandLineKit
import CommandLineWords
import ImportEngine
import ImportWords
import StatementImport
import StatementTemplates

extension TemplateLibrary {
    /// The registry of built-in and user templates; broken user files become warnings on
    /// `diagnostics`.
    static func registry(environment: [String: String], diagnostics: DiagnosticPrinter?) -> TemplateRegistry {
        registry(environment: environment, warn: diagnostics.map { diagnostics in { diagnostics.warning($0, hint: $1) } })
    }

    /// The template `--template` names: a built-in or user id, or a file path; when there is
    /// none, an error in `words`.
    static func resolve(_ argument: String, registry: TemplateRegistry, words: Words) throws(CLIError) -> Template {
        func text(_ key: String, _ values: [String: WordValue] = [:]) -> String {
            words.text("template_option." + key, from: CommandLineWords.catalogue, values)
        }
        if let template = registry.template(id: argument) { return template }
        if argument.hasSuffix(".json") || argument.contains("/") {
            guard let source = readSource(atPath: argument) else {
                throw CLIError.input(text("unreadable", ["path": .text(argument)]), hint: text("unreadable_hint"))
            }
            do {
                return try Template(source: source)
            } catch {
                let first = error.diagnostics.first
                throw CLIError.input(
                    first?.rendered(words) ?? text("invalid", ["path": .text(argument)]),
                    hint: error.diagnostics.count > 1 ? text("problems_in_all", ["count": .number(error.diagnostics.count)]) : nil)
            }
        }
        throw unknown(argument, registry: registry, words: words)
    }

    /// A template id that names none of the registry's, with the closest one it might mean.
    static func unknown(_ id: String, registry: TemplateRegistry, words: Words) -> CLIError {
        let hint = registry.suggestion(forID: id).map { words.text("template.did_you_mean", ["suggestion": .text($0)]) }
            ?? words.text("template_option.list_hint", from: CommandLineWords.catalogue)
        return CLIError.usage(words.text("template_option.unknown", from: CommandLineWords.catalogue, ["id": .text(id)]), hint: hint)
    }
}
