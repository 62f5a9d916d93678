import Booking
import CommandLineKit
import CommandLineWords
import ImportEngine
import ImportWords
import StatementValues

/// Shows what the import engine reports: progress while it reads and books, warnings and notes
/// on standard error as they happen, and the outcomes for the summary at the end.
final class ImportEventPrinter {
    let files: [InputFile]
    let context: CommandContext
    let progress: ProgressDisplay?
    let dryRun: Bool
    /// The files' sizes, for progress; `nil` for standard input and pipes.
    private let sizes: [Int?]
    /// Every file's outcome, in the order of the summary.
    private(set) var outcomes: [ImportOutcome] = []

    init(files: [InputFile], context: CommandContext, progress: ProgressDisplay?, dryRun: Bool) {
        self.files = files
        self.context = context
        self.progress = progress
        self.dryRun = dryRun
        sizes = progress == nil ? files.map { _ in nil } : files.map(StatementFiles.size(of:))
    }

    func show(_ event: ImportEvent) {
        let diagnostics = context.diagnostics
        switch event {
        case .readingStarted(let count):
            progress?.begin("reading", files: count, bytes: sizes.contains(nil) ? nil : sizes.reduce(0) { $0 + $1! })
        case .fileRead(let index, let statement):
            progress?.finishFile(rows: statement?.transactionCount ?? 0, bytes: statement?.sourceSize ?? sizes[index])
        case .statementWarnings(let index, let warnings):
            progress?.clear()
            let words = context.problemWords(offering: StatementOptions.optionNames)
            for warning in warnings { diagnostics.warning(words.message(warning), place: CLIError.Place(file: files[index].displayName)) }
        case .failed(let error):
            progress?.clear()
            diagnostics.error(CLIError(error, words: context.problemWords(offering: StatementOptions.optionNames)))
        case .chainFinding(let index, let finding):
            progress?.clear()
            let place = CLIError.Place(file: files[index].displayName, line: finding.line)
            if finding.kind == .gap {
                diagnostics.warning(
                    finding.problem.message(context.words), place: place,
                    hint: Self.text("gap_hint", context.words))
            } else {
                diagnostics.note("\(diagnostics.programName): \(Self.text("note", context.words)) \(place): \(finding.problem.message(context.words))\n")
            }
        case .checkingStarted(let count):
            progress?.begin(dryRun ? "checking" : "booking", files: count, bytes: nil)
        case .fileChecked(_, let rows):
            progress?.finishFile(rows: rows)
        case .accountWouldOpen(let name, let currency):
            diagnostics.note(context.words.text("summary.dry_run_account", ["name": .text(name), "currency": .text(currency)]) + "\n")
        case .accountOpened(let account, let target, let opening):
            diagnostics.note(Self.accountOpenedNote(account, in: target, openingBalance: opening, words: context.words))
        case .openingBalanceSet(let account, let opening, let file, let dryRun):
            progress?.clear()
            diagnostics.note(Self.openingBalanceNote(account: account, opening: opening, file: file, dryRun: dryRun, words: context.words))
        case .nothingBooked(let failed, let count):
            progress?.clear()
            diagnostics.warning(Self.text("nothing_booked", context.words, ["failed": .number(failed), "count": .number(count)]))
        case .importUndone(let id, let file):
            diagnostics.note("\(diagnostics.programName): \(Self.text("note", context.words)) "
                + Self.text("import_undone", context.words, ["import": .number(id), "file": .text(file)]) + "\n")
        case .fileOutcome(let outcome):
            outcomes.append(outcome)
        }
    }

    /// The text of `key` in `words`' language.
    private static func text(_ key: String, _ words: Words, _ values: [String: WordValue] = [:]) -> String {
        words.text(key, from: CommandLineWords.catalogue, values)
    }

    /// What the user is told when an account was opened for a statement.
    ///
    /// The review screen's booking still tells it in English until it is handed its words.
    static func accountOpenedNote(_ account: Account, in target: String, openingBalance opening: Money?, words: Words = .english) -> String {
        text("account_created", words, [
            "name": .text(account.name), "currency": .text("\(account.currency)"), "iban": .text(account.iban.map { ", \($0)" } ?? ""),
            "target": .text(target),
        ]) + (opening.map { text("opening_from_statement", words, ["amount": .text("\($0)")]) } ?? text("opening_zero", words)) + "\n"
    }

    /// What the user is told once a statement set an account's unknown opening balance, or a
    /// dry run would.
    static func openingBalanceNote(account: String, opening: Money, file: String, dryRun: Bool = false, words: Words = .english) -> String {
        text(dryRun ? "opening_would_be_set" : "opening_set", words, ["account": .text(account), "amount": .text("\(opening)"), "file": .text(file)])
            + "\n"
    }
}
