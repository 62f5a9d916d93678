import Foundation
import ImportWords

/// The templates a run can use: the built-in ones, extended or overridden by the user's.
///
/// The registry never reads the disk: the CLI reads
/// `$XDG_CONFIG_HOME/certain-import/templates/*.json` (default `~/.config/...`) and hands the
/// files over as `TemplateSource`s. A user template with a built-in's id replaces it, so that a
/// user can fix a template for a bank that changed its export before a release ships the fix.
public struct TemplateRegistry: Sendable {
    /// Every usable template, sorted by id.
    public private(set) var templates: [Template]
    /// Ids of built-in templates that a user template replaced, for the CLI to mention.
    package private(set) var overridden: [String]
    /// User template files that could not be read; the others are still usable.
    package private(set) var errors: [TemplateError]
    /// The header names that identify each template's bank, worked out at the first match and
    /// kept for every later file (`templates` never changes after `init`); a run that matches
    /// nothing, such as listing templates or completing their ids, does not pay for them.
    private let distinctiveNames = DistinctiveNamesCache()

    /// The registry of the built-in templates and the user's.
    ///
    /// - Parameters:
    ///   - builtins: the built-in templates' files; defaults to those compiled into the binary.
    ///   - user: the user's template files, in any order (they are sorted by path, so that the
    ///     same directory gives the same registry).
    public init(builtins: [TemplateSource] = TemplateRegistry.builtinSources, user: [TemplateSource] = []) {
        var byID: [String: Template] = [:]
        var errors: [TemplateError] = []
        for source in builtins {
            do {
                let template = try Template(source: source)
                byID[template.id] = template
            } catch {
                errors.append(error)
            }
        }
        let builtinIDs = Set(byID.keys)
        var userIDs: [String: Template] = [:]
        var overridden: [String] = []
        for source in user.sorted(by: { $0.path < $1.path }) {
            do {
                let template = try Template(source: source)
                if let first = userIDs[template.id] {
                    errors.append(Self.duplicateError(template, source: source, first: first))
                    continue
                }
                userIDs[template.id] = template
                if builtinIDs.contains(template.id) { overridden.append(template.id) }
                byID[template.id] = template
            } catch {
                errors.append(error)
            }
        }
        self.templates = byID.values.sorted { $0.id < $1.id }
        self.overridden = overridden.sorted()
        self.errors = errors
    }

    private static func duplicateError(_ template: Template, source: TemplateSource, first: Template) -> TemplateError {
        // The file read once already, so reading it again to find the id's place cannot fail.
        let document = try? JSONDocument(text: source.text)
        var location = SourceLocation(line: 1, column: 1)
        if case .object(let members)? = document?.root.value, let member = members.first(where: { $0.key.name == "id" }) {
            location = member.value.location
        }
        let diagnostics = TemplateDiagnostics(file: source.path, lines: document?.lines ?? [])
        diagnostics.report(.templateIDTaken, ["id": .text(template.id), "file": .text(first.file)], at: location)
        return diagnostics.error
    }

    /// The template with this id.
    public func template(id: String) -> Template? {
        templates.first { $0.id == id }
    }

    /// The template id closest to an unknown `id` (`dkb-giro` for `dkb-gyro`), if one is close.
    package func suggestion(forID id: String) -> String? {
        TemplateSuggestion.closest(to: id, among: templates.map(\.id))
    }

    /// The template for the file `input`, by header fingerprint.
    package func match(_ input: TemplateMatchInput) -> TemplateMatchResult {
        TemplateMatcher.match(input, among: templates, distinctive: distinctiveNames.names(of: templates))
    }
}

/// `TemplateDistinctiveNames` of a registry's templates, made once and shared by its copies.
private final class DistinctiveNamesCache: @unchecked Sendable {
    private let lock = NSLock()
    private var names: TemplateDistinctiveNames?

    func names(of templates: [Template]) -> TemplateDistinctiveNames {
        lock.withLock {
            if let names { return names }
            let made = TemplateDistinctiveNames(templates)
            names = made
            return made
        }
    }
}
