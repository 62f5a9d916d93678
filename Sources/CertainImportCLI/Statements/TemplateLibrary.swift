import CommandLineKit
import Foundation
import StatementImport

/// The templates a run can use: built-in ones, plus the user's from
/// `$XDG_CONFIG_HOME/certain-import/templates/*.json` (default `~/.config/...`).
enum TemplateLibrary {
    /// The user's template directory.
    static func userDirectory(environment: [String: String]) -> String {
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        return config + "/certain-import/templates"
    }

    /// The registry of built-in and user templates; broken user files become warnings.
    static func registry(environment: [String: String], diagnostics: DiagnosticPrinter?) -> TemplateRegistry {
        let directory = userDirectory(environment: environment)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let sources = names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name -> TemplateSource? in
            let path = directory + "/" + name
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return TemplateSource(path: path, text: String(decoding: data, as: UTF8.self))
        }
        let registry = TemplateRegistry(user: sources)
        for error in registry.errors {
            for diagnostic in error.diagnostics {
                diagnostics?.warning("user template not loaded: \(diagnostic.rendered)")
            }
        }
        return registry
    }

    /// The template `--template` names: a built-in or user id, or a file path.
    static func resolve(_ argument: String, registry: TemplateRegistry) throws(CLIError) -> Template {
        if let template = registry.template(id: argument) { return template }
        if argument.hasSuffix(".json") || argument.contains("/") {
            guard let data = FileManager.default.contents(atPath: argument) else {
                throw CLIError.input("cannot read the template \(argument)", hint: "check the path given to --template")
            }
            do {
                return try Template(source: TemplateSource(path: argument, text: String(decoding: data, as: UTF8.self)))
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
