import CommandLineKit
import Foundation
import ImportEngine
import StatementTemplates
import TextPrimitives

/// `certain-import templates`: the bank templates — list, show, start a new one, test them
/// against the golden samples.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "templates",
        abstract: "templates.abstract",
        discussion: "templates.discussion",
        subcommands: [List.self, Show.self, New.self, Test.self],
        defaultSubcommand: List.self,
        examples: [
            Example("templates.example.1", "certain-import templates"),
            Example("templates.example.2", "certain-import templates new --from Samples/zkb/zkb-2025-03.csv --id my-bank-giro"),
        ]
    )

    init(arguments: ParsedArguments) {}

    /// `certain-import templates list`: every usable template.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "list",
            abstract: "templates.list.abstract",
            discussion: "templates.list.discussion",
            examples: [
                Example("templates.list.example.1", "certain-import templates list"),
                Example("templates.list.example.2", "certain-import templates"),
            ]
        )

        init(arguments: ParsedArguments) {}

        func run(_ context: CommandContext) throws {
            let registry = TemplateLibrary.registry(environment: context.environment, diagnostics: context.diagnostics)
            let rows = registry.templates.map { template in
                // Visible forms before measuring, so that a user template's control characters keep the columns aligned.
                [template.id, template.name, template.country, template.isBuiltin ? "built-in" : "user: \(template.file)"]
                    .map(TerminalSafeText.singleLine)
            }
            let idWidth = rows.map { $0[0].count }.max() ?? 0
            let nameWidth = rows.map { $0[1].count }.max() ?? 0
            var text = ""
            for row in rows {
                text += row[0].padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                    + row[1].padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
                    + row[2] + "  " + row[3] + "\n"
            }
            for id in registry.overridden {
                context.diagnostics.note("note: the user template '\(id)' replaces the built-in one\n")
            }
            context.output.write(text)
        }
    }

    /// `certain-import templates show ID`: a template's JSON, as written.
    struct Show: ParsableCommand {
        static let template = Positional<String>("ID", help: "templates.show.id")

        static let configuration = CommandConfiguration(
            name: "show",
            abstract: "templates.show.abstract",
            discussion: "templates.show.discussion",
            arguments: [template],
            examples: [
                Example("templates.show.example.1", "certain-import templates show dkb-giro"),
                Example("templates.show.example.2", "certain-import templates show ubs-account > my-ubs.json"),
            ]
        )

        var template: String

        init(arguments: ParsedArguments) throws(CLIError) {
            template = try arguments.value(of: Self.template)
        }

        func run(_ context: CommandContext) throws {
            let registry = TemplateLibrary.registry(environment: context.environment, diagnostics: context.diagnostics)
            let found = try TemplateLibrary.resolve(template, registry: registry, words: context.words)
            let text: String
            if let builtin = TemplateRegistry.builtinSources.first(where: { $0.path == found.file }), found.isBuiltin {
                text = builtin.text
            } else if let data = FileManager.default.contents(atPath: found.file) {
                text = String(decoding: data, as: UTF8.self)
            } else {
                throw CLIError.input("cannot read the template file \(found.file)", hint: "check that it still exists")
            }
            context.output.write(text.hasSuffix("\n") ? text : text + "\n")
        }
    }

    /// `certain-import templates new --from FILE`: a template written from what detection found.
    struct New: ParsableCommand {
        static let from = Option<InputFile>(
            "from", valueName: "FILE", help: "templates.new.from")
        static let id = Option<String?>(
            "id", valueName: "ID", help: "templates.new.id")
        static let output = Option<String?>(
            "output", short: "o", valueName: "PATH", help: "templates.new.output")

        static let configuration = CommandConfiguration(
            name: "new",
            abstract: "templates.new.abstract",
            discussion: "templates.new.discussion",
            arguments: [from, id, output],
            examples: [
                Example("templates.new.example.1", "certain-import templates new --from Samples/zkb/zkb-2025-03.csv"),
                Example("templates.new.example.2", "certain-import templates new --from Samples/zkb/zkb-2025-03.csv --id my-bank-giro --output my-bank-giro.json"),
            ]
        )

        var from: InputFile
        var id: String?
        var output: String?

        init(arguments: ParsedArguments) throws(CLIError) {
            from = try arguments.value(of: Self.from)
            id = try arguments.value(of: Self.id)
            output = try arguments.value(of: Self.output)
        }

        func validate() throws(CLIError) {
            if let id, !TemplateDraft.isKebabCase(id) {
                throw CLIError.usage("'\(id)' is not a kebab-case id", hint: "use lower-case letters, digits and '-', such as 'my-bank-giro'")
            }
            if let output, FileManager.default.fileExists(atPath: output) {
                throw CLIError.usage("\(output) exists already", hint: "choose another --output, or remove the file first")
            }
        }

        func run(_ context: CommandContext) throws {
            let format = try detectFormat(of: try FileChunkSource(path: from.path))
            guard format.region.headerLine != nil else {
                throw CLIError.input(
                    "the file has no header line, and a template recognises a file by its header",
                    place: CLIError.Place(file: from.displayName),
                    hint: "read such files by detection, settling what it cannot tell with --currency, --date-format and --column ROLE=N (such as --column amount=4)")
            }
            let fileName = from.displayName.split(separator: "/").last.map(String.init) ?? from.displayName
            let draft = TemplateDraft(format: format, id: id ?? TemplateDraft.id(fromFileName: fileName), fileName: fileName)
            let text = TemplateDraft.render(draft.document) + "\n"
            let path = output ?? "Templates/\(draft.id).json"
            do {
                _ = try Template(source: TemplateSource(path: path, text: text))
            } catch {
                for diagnostic in error.diagnostics {
                    context.diagnostics.warning("the new template needs editing: \(diagnostic.message(context.words))", hint: diagnostic.hint(context.words))
                }
            }
            for note in draft.notes { context.diagnostics.note("note: \(note.message(context.words))\n") }
            guard let output else {
                context.output.write(text)
                return
            }
            // Not FileManager.createFile: on Linux it writes through a directory in /tmp that it
            // leaves behind.
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: output))
            } catch {
                throw CLIError.input("cannot write \(output)", hint: "check that its folder exists and is writable")
            }
            context.diagnostics.note("note: wrote \(output)\n")
        }
    }

    /// `certain-import templates test [ID]`: the golden samples compared with their facts.
    struct Test: ParsableCommand {
        static let template = Positional<String?>(
            "ID", help: "templates.test.id")
        static let samples = Option<String?>(
            "samples", valueName: "DIR", help: "templates.test.samples")

        static let configuration = CommandConfiguration(
            name: "test",
            abstract: "templates.test.abstract",
            discussion: "templates.test.discussion",
            arguments: [template, samples],
            examples: [
                Example("templates.test.example.1", "certain-import templates test --samples Samples"),
                Example("templates.test.example.2", "certain-import templates test dkb-giro --samples Samples"),
            ]
        )

        var template: String?
        var samples: String?

        init(arguments: ParsedArguments) throws(CLIError) {
            template = try arguments.value(of: Self.template)
            samples = try arguments.value(of: Self.samples)
        }

        func run(_ context: CommandContext) throws {
            let registry = TemplateLibrary.registry(environment: context.environment, diagnostics: context.diagnostics)
            if let template, registry.template(id: template) == nil {
                throw TemplateLibrary.unknown(template, registry: registry, words: context.words)
            }
            let folder = samples ?? "Samples"
            guard let files = GoldenSample.paths(in: folder) else {
                throw CLIError.input(
                    "no samples folder \(folder)", hint: "run in the repository's root, or give the folder with --samples DIR")
            }
            var tested = 0
            var failed = 0
            for file in files {
                let result = GoldenSample(path: file).check(registry: registry)
                if let template, result.template != template { continue }
                tested += 1
                let name = "\(file) (\(result.template ?? "no template"))"
                if result.differences.isEmpty {
                    context.output.write("ok    \(name)\n")
                } else {
                    failed += 1
                    context.output.write("FAIL  \(name)\n")
                    for difference in result.differences {
                        context.output.write("        " + (difference.line.map { "line \($0): " } ?? "") + difference.message + "\n")
                    }
                }
            }
            if tested == 0 {
                throw CLIError.problemsFound(
                    "no sample in \(folder) is read with template '\(template ?? "")'",
                    hint: "add a sample and its .facts.json under \(folder)/<bank>/")
            }
            context.output.write("\(tested - failed) of \(tested) sample(s) match their facts\n")
            if failed > 0 { throw ExitCode.problemsFound }
        }
    }
}

extension Template {
    /// Whether the template is one compiled into the tool rather than a user's file.
    var isBuiltin: Bool {
        TemplateRegistry.builtinSources.contains { $0.path == file }
    }
}
