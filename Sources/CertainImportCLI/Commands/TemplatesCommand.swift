import Foundation
import StatementImport

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
        subcommands: [List.self, Show.self, New.self, Test.self]
    )

    init(arguments: ParsedArguments) {}

    /// `certain-import templates list`: every usable template.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "list",
            abstract: "Show every template: id, name, country, and whether it is built in or the user's.",
            discussion: "User template files that cannot be read are reported on standard error; the others are listed."
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
            arguments: [template]
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
            arguments: [from, id, output]
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
            let format = try detectFormat(of: try FileChunkSource(from))
            guard format.region.headerLine != nil else {
                throw CLIError.input(
                    "the file has no header line, and a template recognises a file by its header",
                    place: CLIError.Place(file: from.displayName),
                    hint: "read such files with 'preview --no-template' and the options --currency and --date-format")
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
            arguments: [template, samples]
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
            let files = try Self.sampleFiles(in: folder)
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

        /// `DIR/*/*.csv` that have facts beside them, sorted.
        static func sampleFiles(in folder: String) throws(CLIError) -> [String] {
            let manager = FileManager.default
            guard let banks = try? manager.contentsOfDirectory(atPath: folder) else {
                throw CLIError.input(
                    "no samples folder \(folder)", hint: "run in the repository's root, or give the folder with --samples DIR")
            }
            var files: [String] = []
            for bank in banks.sorted() {
                let names = (try? manager.contentsOfDirectory(atPath: "\(folder)/\(bank)")) ?? []
                for name in names.sorted() where name.hasSuffix(".csv") {
                    let path = "\(folder)/\(bank)/\(name)"
                    if manager.fileExists(atPath: String(path.dropLast(4)) + ".facts.json") { files.append(path) }
                }
            }
            return files
        }
    }
}

extension Template {
    /// Whether the template is one compiled into the tool rather than a user's file.
    var isBuiltin: Bool {
        TemplateRegistry.builtinSources.contains { $0.path == file }
    }
}

/// A sample statement and its `.facts.json`, compared as `validate --expect` compares.
///
/// The facts describe more than `StatementExpectation` reads, so they are narrowed first:
/// opening and closing balances count only where `balances_stated` says the file states
/// them (the others the generator derived), and only skipped lines inside the table are
/// compared, blank ones left out (lines after the table are no data lines; a blank line
/// carries nothing).
struct GoldenSample {
    struct Result {
        var template: String?
        var differences: [StatementExpectation.Difference]
    }

    let path: String

    var factsPath: String { String(path.dropLast(4)) + ".facts.json" }

    func check(registry: TemplateRegistry) -> Result {
        var result = Result(template: nil, differences: [])
        func differ(_ line: Int?, _ message: String) {
            result.differences.append(StatementExpectation.Difference(line: line, message: message))
        }
        guard let data = FileManager.default.contents(atPath: path), let factsData = FileManager.default.contents(atPath: factsPath),
              let facts = (try? JSONSerialization.jsonObject(with: factsData)) as? [String: Any] else {
            differ(nil, "cannot read \(path) or its facts \(factsPath)")
            return result
        }
        let bytes = [UInt8](data)
        let plan: StatementLoader.Plan
        do {
            plan = try StatementLoader.plan(
                head: bytes, tail: nil, fileName: path.split(separator: "/").last.map(String.init), registry: registry,
                choice: .automatic)
        } catch {
            differ(error.line, error.message)
            return result
        }
        result.template = plan.template?.id
        var preview: StatementPreview
        do {
            preview = try StatementPipeline.read(InMemoryChunkSource(bytes), plan: plan)
        } catch {
            differ(nil, String(describing: error))
            return result
        }
        StatementPipeline.check(&preview, accountKey: preview.format.accountIBAN ?? "unassigned")

        let stated = facts["balances_stated"] as? [String] ?? []
        var document = facts
        for kind in ["opening", "closing"] where !stated.contains(kind) {
            document["\(kind)_balance"] = NSNull()
        }
        let lines = Self.lines(of: bytes, facts: facts)
        let tableEnd = lines.count - (facts["footer_lines"] as? Int ?? 0)
        func isBlank(_ line: Int) -> Bool {
            line - 1 < lines.count && lines[line - 1].trimmingCharacters(in: CharacterSet(charactersIn: " \t\r;,\u{FEFF}")).isEmpty
        }
        document["skipped"] = (facts["skipped"] as? [[String: Any]] ?? []).filter { !isBlank($0["line"] as? Int ?? 0) }
        var compared = preview
        compared.skipped = preview.skipped.filter { $0.line <= tableEnd && !isBlank($0.line) }
        result.differences += StatementExpectation(path: factsPath, document: document).compare(compared)

        for problem in preview.problems {
            differ(problem.line, problem.message)
        }
        for problem in preview.reconciliation.problems {
            differ(problem.line, problem.message)
        }
        let transactions = facts["transactions"] as? [[String: Any]] ?? []
        let verifiable = (stated.contains("opening") && stated.contains("closing"))
            || (!transactions.isEmpty && transactions.allSatisfy { $0["balance_after"] is String })
        if verifiable && preview.reconciliation.status != .ok {
            differ(nil, "the facts state balances, but the reconciliation is \(preview.reconciliation.status.rawValue)")
        }
        return result
    }

    /// The file's physical lines, decoded with the encoding the facts name.
    static func lines(of bytes: [UInt8], facts: [String: Any]) -> [String] {
        let encodings: [String: String.Encoding] = [
            "utf-8": .utf8, "utf-16le": .utf16LittleEndian, "utf-16be": .utf16BigEndian, "windows-1252": .windowsCP1252,
            "iso-8859-1": .isoLatin1,
        ]
        let name = facts["encoding"] as? String ?? "utf-8"
        var body = bytes[...]
        if facts["bom"] as? Bool == true { body = body.dropFirst(name == "utf-8" ? 3 : 2) }
        guard let text = String(bytes: body, encoding: encodings[name] ?? .utf8) else { return [] }
        var lines = text.components(separatedBy: "\n")
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }
}

extension JSONValue {
    /// A value with nothing nested in it.
    fileprivate var isPlain: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}

extension StatementExpectation {
    /// An expectation from a document already read (and narrowed), reported under `path`.
    init(path: String, document: [String: Any]) {
        self.path = path
        self.document = document
    }
}

/// A template written from a detected format: what `templates new` prints.
struct TemplateDraft {
    let id: String
    let document: JSONValue
    /// What the user must check or complete, for standard error.
    let notes: [String]

    init(format: StatementFormat, id: String, fileName: String) {
        self.id = id
        var notes: [String] = []
        let header = format.columns.map { $0.name ?? "" }
        let delimiter = String(decoding: format.dialect.delimiter, as: UTF8.self)

        var match: [(String, JSONValue)] = [("header", .array(header.map(JSONValue.string)))]
        if let label = Self.preambleLabel(format.preamble, delimiter: delimiter) {
            match.append(("preamble", .array([.string(label)])))
        }

        let dateFormat = format.dateFormat ?? format.ambiguities.first { $0.what == "date_format" }?.candidates.first ?? "dd.MM.yyyy"
        if format.dateFormat == nil { notes.append("the date format is undecided; check date_format '\(dateFormat)'") }
        let decimal = format.decimalSeparator ?? "."
        if format.decimalSeparator == nil { notes.append("the decimal mark is undecided; check decimal_separator '\(decimal)'") }
        let formatMembers: [(String, JSONValue)] = [
            ("encoding", .string(format.encoding.rawValue)),
            ("delimiter", .string(delimiter)),
            ("quote", format.dialect.quote.map { .string(String(UnicodeScalar($0))) } ?? .null),
            ("escape", .string(format.escapeText)),
            ("preamble_lines", .string("auto")),
            ("footer_lines", .string("auto")),
            ("date_format", .string(dateFormat)),
            ("decimal_separator", .string(decimal)),
            ("thousands_separator", .string(format.thousandsSeparator)),
        ]

        var byRole: [ColumnRole: [String]] = [:]
        for column in format.columns {
            guard let role = column.role, let name = column.name, !name.isEmpty else { continue }
            // A template names columns; one whose name the header repeats cannot be named.
            if header.filter({ $0 == name }).count > 1 {
                notes.append("column '\(name)' looks like \(role.rawValue), but the header has that name more than once")
                continue
            }
            byRole[role, default: []].append(name)
        }
        var columns: [(String, JSONValue)] = []
        for role in ColumnRole.allCases {
            guard let names = byRole[role] else { continue }
            switch role {
            case .purpose, .counterparty:
                columns.append((role.rawValue, names.count == 1 ? .string(names[0]) : .array(names.map(JSONValue.string))))
            case .debitCreditFlag:
                notes.append("column '\(names[0])' says debit or credit: write it as \"debit_credit_flag\": "
                    + "{\"column\": \"\(names[0])\", \"debit\": [...], \"credit\": [...]}")
            default:
                columns.append((role.rawValue, .string(names[0])))
                if names.count > 1 { notes.append("several columns look like \(role.rawValue); '\(names[0])' was taken") }
            }
        }
        if byRole[.bookingDate] == nil { notes.append("no column looks like the booking date; add \"booking_date\"") }
        if byRole[.amount] == nil && (byRole[.debit] == nil || byRole[.credit] == nil) {
            notes.append("no amount column was found; add \"amount\", or \"debit\" and \"credit\"")
        }

        var members: [(String, JSONValue)] = [
            ("$schema", .string("./template.schema.json")),
            ("id", .string(id)),
            ("name", .string("Bank and product of \(fileName)")),
            ("country", .string(format.accountIBAN.map { String($0.prefix(2)) } ?? "XX")),
            ("version", .int(1)),
            ("description", .string("Written by 'certain-import templates new' from \(fileName); every value is what detection found.")),
            ("match", .object(match)),
            ("format", .object(formatMembers)),
        ]
        if byRole[.currency] == nil {
            members.append(("currency", .string(format.currency?.code ?? "EUR")))
            if format.currency == nil { notes.append("the file does not state its currency; check \"currency\": \"EUR\"") }
        }
        members.append(("columns", .object(columns)))
        members.append(("sign", .string("as_written")))
        if format.accountIBAN == nil { notes.append("fill in the bank's country (ISO 3166, such as CH or DE) instead of XX") }
        notes.append("fill in \"name\"; add preamble patterns and balance rules where the bank writes them")
        document = .object(members)
        self.notes = notes
    }

    /// The draft as JSON laid out like the built-in templates: objects one member a line,
    /// arrays of names on as few lines as fit, short objects of scalars on one line.
    static func render(_ value: JSONValue, indent: Int = 0) -> String {
        let pad = String(repeating: " ", count: indent * 2)
        switch value {
        case .object(let members):
            let inline = "{ " + members.map { JSONValue.string($0.0).rendered() + ": " + render($0.1) }.joined(separator: ", ") + " }"
            if members.allSatisfy({ $0.1.isPlain }) && inline.count + pad.count < 100 { return inline }
            let lines = members.map { pad + "  " + JSONValue.string($0.0).rendered() + ": " + render($0.1, indent: indent + 1) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + pad + "}"
        case .array(let items) where items.allSatisfy(\.isPlain):
            let parts = items.map { $0.rendered() }
            let inline = "[" + parts.joined(separator: ", ") + "]"
            if inline.count + pad.count < 100 { return inline }
            var lines: [String] = []
            var current = ""
            for part in parts {
                if !current.isEmpty && current.count + part.count + pad.count > 100 {
                    lines.append(current + ",")
                    current = part
                } else {
                    current = current.isEmpty ? part : current + ", " + part
                }
            }
            lines.append(current)
            return "[\n" + lines.map { pad + "  " + $0 }.joined(separator: "\n") + "\n" + pad + "]"
        default:
            return value.rendered()
        }
    }

    /// `^<label><delimiter>` for the first preamble line that starts with a label (letters, no
    /// digits), so that the template also checks the lines before the header.
    static func preambleLabel(_ preamble: [String], delimiter: String) -> String? {
        for line in preamble {
            let text = line.hasPrefix("\u{FEFF}") ? String(line.dropFirst()) : line
            guard let first = text.components(separatedBy: delimiter).first, first.count >= 3,
                  first.contains(where: \.isLetter), !first.contains(where: \.isNumber), first != text else { continue }
            return "^" + NSRegularExpression.escapedPattern(for: first) + NSRegularExpression.escapedPattern(for: delimiter)
        }
        return nil
    }

    /// A kebab-case id from a file name: `Umsaetze_Girokonto 2025.csv` → `umsaetze-girokonto-2025`.
    static func id(fromFileName name: String) -> String {
        let stem = name.hasSuffix(".csv") || name.hasSuffix(".CSV") ? String(name.dropLast(4)) : name
        var id = ""
        for character in stem.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                id.append(character)
            } else if !id.isEmpty && id.last != "-" {
                id.append("-")
            }
        }
        while id.last == "-" { id.removeLast() }
        return id.isEmpty ? "my-bank-account" : id
    }

    static func isKebabCase(_ id: String) -> Bool {
        !id.isEmpty && !id.hasPrefix("-") && !id.hasSuffix("-") && !id.contains("--")
            && id.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
    }
}
