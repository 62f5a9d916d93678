import Booking
import CommandLineKit
import CommandLineWords
import ImportWords
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
            throw CLIError.problemsFound(context.words.text("ledger.no_import_yet", ["import": .number(id)]), hint: context.words.command("see_history"))
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
            let when = record.undoneAt.map { String($0.prefix(19)) } ?? context.words.text("ledger.undone_at_unknown_time")
            throw CLIError.problemsFound(
                context.words.text("ledger.undone_already", ["import": .number(id), "file": .text(record.filename), "time": .text(when)]),
                hint: context.words.command("undone_already"))
        }
        do {
            let result = try destination.undo(importID: id, force: force)
            context.output.write(context.words.text(
                "ledger.undone", ["import": .number(result.id), "removed": .number(result.removed), "time": .text(String(result.undoneAt.prefix(19)))]) + "\n")
        } catch let error where error.kind != .failed && error.kind != .unreachable {
            if case .conflict(let modified) = error.kind {
                throw CLIError.problemsFound(
                    context.words.text("ledger.not_undone_changed", ["import": .number(id), "bookings": .list(modified.map(String.init))]),
                    hint: context.words.command("not_undone_changed", ["import": .number(id)]))
            }
            throw CLIError(error, words: context.problemWords(offering: []))
        } catch {
            throw CLIError(error, words: context.problemWords(offering: []))
        }
    }
}
