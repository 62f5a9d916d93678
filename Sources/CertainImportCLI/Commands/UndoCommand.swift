import Booking
import CommandLineKit
import LocalLedger
import StatementImport

/// `certain-import undo ID`: removes everything one import booked.
struct UndoCommand: ParsableCommand {
    static let id = Positional<Int>("ID", help: "undo.id")
    static let force = Flag("force", help: "undo.force")

    static let configuration = CommandConfiguration(
        name: "undo",
        abstract: "undo.abstract",
        discussion: "undo.discussion",
        arguments: [id, force] + TargetOptions.arguments,
        examples: [
            Example("undo.example.1", "certain-import undo 3"),
            Example("undo.example.2", "certain-import undo 3 --force"),
        ]
    )

    var id: Int
    var force: Bool
    var target: TargetOptions

    init(arguments: ParsedArguments) throws(CLIError) {
        id = try arguments.value(of: Self.id)
        force = arguments.value(of: Self.force)
        target = try TargetOptions(arguments: arguments)
    }

    func run(_ context: CommandContext) throws {
        guard let destination = try target.open(context: context, creating: false) else {
            throw CLIError.problemsFound("there is no import \(id): nothing is booked yet", hint: "see 'certain-import history'")
        }
        // Undoing an undone import answers as the first undo did (the API's contract); the user
        // who asks again should hear that nothing happened now.
        let record: ImportRecord
        do {
            record = try destination.importDetail(id: id).record
        } catch {
            throw CLIError(error, words: context.problemWords(offering: []))
        }
        if record.status == "undone" {
            let when = record.undoneAt.map { String($0.prefix(19)) } ?? "an unknown time"
            throw CLIError.problemsFound(
                "import \(id) (\(record.filename)) was undone already, at \(when): nothing was changed",
                hint: "import the file again to book it anew; 'certain-import history' lists the imports")
        }
        do {
            let result = try destination.undo(importID: id, force: force)
            context.output.write("import \(result.id): \(result.status), \(result.removed) booking(s) removed at \(result.undoneAt.prefix(19))\n")
        } catch let error where error.kind != .failed && error.kind != .unreachable {
            if case .conflict(let modified) = error.kind {
                throw CLIError.problemsFound(
                    "import \(id) was not undone: booking(s) \(modified.map(String.init).joined(separator: ", ")) were changed after the import",
                    hint: "look at them with 'certain-import bookings list --import \(id)'; 'undo \(id) --force' removes them anyway")
            }
            throw CLIError(error, words: context.problemWords(offering: []))
        } catch {
            throw CLIError(error, words: context.problemWords(offering: []))
        }
    }
}
