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
        abstract: "List, show, write and test bank templates.",
        discussion: """
            Built-in templates come with the tool; user templates are the JSON files in \
            $XDG_CONFIG_HOME/certain-import/templates (default ~/.config/certain-import/templates). \
            A user template with a built-in's id replaces it.
            """,
        subcommands: [List.self, Show.self, New.self, Test.self],
        defaultSubcommand: List.self,
        examples: [
            Example("List the templates", "certain-import templates"),
            Example("Start a template for a bank that detection reads wrongly", "certain-import templates new --from Samples/zkb/zkb-2025-03.csv --id my-bank-giro"),
        ]
    )

    init(arguments: ParsedArguments) {}

    /// `certain-import templates list`: every usable template.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "list",
            abstract: "Show every template: id, name, country, and whether it is built in or the user's.",
            discussion: "User template files that cannot be read are reported on standard error; the others are listed.",
            examples: [
                Example("List every template with its country", "certain-import templates list"),
                Example("The same, shorter", "certain-import templates"),
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
        static let template = Positional<String>("ID", help: "A template id from 'templates list', or a template file.")

        static let configuration = CommandConfiguration(
            name: "show",
            abstract: "Print a template's JSON.",
            discussion: "Copy a built-in template into the user template folder to change it; keep its id to replace it.",
            arguments: [template],
            examples: [
                Example("Print the DKB template's JSON", "certain-import templates show dkb-giro"),
                Example("Start a template of your own from a built-in one", "certain-import templates show ubs-account > my-ubs.json"),
            ]
        )

        var template: String

        init(arguments: ParsedArguments) throws(CLIError) {
            template = try arguments.value(of: Self.template)
        }

        func run(_ context: CommandContext) throws {
            let registry = TemplateLibrary.registry(environment: context.environment, diagnostics: context.diagnostics)
            let found = try TemplateLibrary.resolve(template, registry: registry)
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
            "from", valueName: "FILE", help: "A statement of the bank, as exported; '-' reads standard input.")
        static let id = Option<String?>(
            "id", valueName: "ID", help: "The template's id, kebab-case bank-product such as 'my-bank-giro'. Default: from the file name.")
        static let output = Option<String?>(
            "output", short: "o", valueName: "PATH", help: "Write the template to PATH (which must not exist yet) instead of standard output.")

        static let configuration = CommandConfiguration(
            name: "new",
            abstract: "Write a template from what detection finds in a statement, to edit and complete.",
            discussion: """
                The template holds the file's encoding, dialect, header names as the fingerprint, \
                date and number formats and the columns detection gave a role. Check every value \
                against the file, fill in name and country, add preamble patterns and balance \
                rules where the bank writes them (Templates/README.md describes them), then try it \
                with 'certain-import validate FILE --template PATH'.
                """,
            arguments: [from, id, output],
            examples: [
                Example("Write a draft template from a statement, to the standard output", "certain-import templates new --from Samples/zkb/zkb-2025-03.csv"),
                Example("Write it to a file with an id of your own", "certain-import templates new --from Samples/zkb/zkb-2025-03.csv --id my-bank-giro --output my-bank-giro.json"),
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
                    context.diagnostics.warning("the new template needs editing: \(diagnostic.message)", hint: diagnostic.hint)
                }
            }
            for note in draft.notes { context.diagnostics.note("note: \(note)\n") }
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
            "ID", help: "Test only the samples read with this template. Default: every sample.")
        static let samples = Option<String?>(
            "samples", valueName: "DIR", help: "The samples folder, with DIR/<bank>/<name>.csv and <name>.facts.json. Default: ./Samples.")

        static let configuration = CommandConfiguration(
            name: "test",
            abstract: "Read the golden samples with the templates and compare them with their facts.",
            discussion: """
                Every DIR/*/*.csv that has a .facts.json beside it is read as 'preview' reads it \
                (the template it matches, or detection) and compared as 'validate --expect' \
                compares: each transaction's dates, amount, balance, counterparty and purpose, the \
                skipped lines of the table, and the balances the file states, which must \
                reconcile. Prints ok or FAIL with the differences per sample; exits 1 when any \
                sample fails or none is read with ID.
                """,
            arguments: [template, samples],
            examples: [
                Example("Test every template against the golden samples", "certain-import templates test --samples Samples"),
                Example("Test one template", "certain-import templates test dkb-giro --samples Samples"),
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
                throw CLIError.usage(
                    "no template '\(template)'", hint: registry.suggestion(forID: template) ?? "see 'certain-import templates list'")
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
