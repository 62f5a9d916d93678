import Booking
import Foundation
import ImportWords
import StatementImport
import StatementTemplates

/// The templates a run can use: built-in ones, plus the user's from
/// `$XDG_CONFIG_HOME/certain-import/templates/*.json` (default `~/.config/...`).
package enum TemplateLibrary {
    /// The user's template directory.
    package static func userDirectory(environment: [String: String]) -> String {
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        return config + "/certain-import/templates"
    }

    /// The registry of built-in and user templates; broken user files become warnings, told
    /// to `warn` with a hint where there is one.
    package static func registry(
        environment: [String: String], warn: ((_ message: String, _ hint: String?) -> Void)?
    ) -> TemplateRegistry {
        let directory = userDirectory(environment: environment)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var sources: [TemplateSource] = []
        for name in names.filter({ $0.hasSuffix(".json") }).sorted() {
            let path = directory + "/" + name
            // Every command reads this folder: a named pipe there would block them all at its
            // opening, a device feed them without end. Only regular files are templates.
            if let kind = SpecialFile.kind(at: path) {
                warn?("user template not loaded: \(path): not a regular file but \(kind)", "keep only template files (*.json) in \(directory)")
                continue
            }
            if let source = readSource(atPath: path) { sources.append(source) }
        }
        let registry = TemplateRegistry(user: sources)
        for error in registry.errors {
            for diagnostic in error.diagnostics {
                let words = Words(environment: environment)
                warn?(words.text("template.not_loaded", ["diagnostic": .text(diagnostic.rendered(words))]), nil)
            }
        }
        return registry
    }

    /// The template file at `path`, read up to one byte past `Template.maximumFileSize`:
    /// enough for the template to refuse it, without holding a stray file of gigabytes.
    package static func readSource(atPath path: String) -> TemplateSource? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        // `read` gives nil at the end of the file: an empty file is an empty template, which
        // its reader refuses with a message, not a file that cannot be read.
        guard let data = try? file.read(upToCount: Template.maximumFileSize + 1) ?? Data() else { return nil }
        return TemplateSource(path: path, text: String(decoding: data, as: UTF8.self))
    }
}
