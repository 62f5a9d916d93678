import CommandLineKit
import ImportEngine
import StatementImport
import StatementTemplates

extension TemplateLibrary {
    /// The registry of built-in and user templates; broken user files become warnings on
    /// `diagnostics`.
    static func registry(environment: [String: String], diagnostics: DiagnosticPrinter?) -> TemplateRegistry {
        registry(environment: environment, warn: diagnostics.map { diagnostics in { diagnostics.warning($0, hint: $1) } })
    }

    /// The template `--template` names: a built-in or user id, or a file path.
    static func resolve(_ argument: String, registry: TemplateRegistry) throws(CLIError) -> Template {
        if let template = registry.template(id: argument) { return template }
        if argument.hasSuffix(".json") || argument.contains("/") {
            guard let source = readSource(atPath: argument) else {
                throw CLIError.input("cannot read the template \(argument)", hint: "check the path given to --template")
            }
            do {
                return try Template(source: source)
            } catch {
                let first = error.diagnostics.first
                throw CLIError.input(
                    (first?.rendered ?? "invalid template \(argument)"),
                    hint: error.diagnostics.count > 1 ? "\(error.diagnostics.count) problems in all; see above" : nil)
            }
        }
        throw CLIError.usage(
            "no template '\(argument)'",
            hint: registry.suggestion(forID: argument) ?? "see 'certain-import templates list'")
    }
}
