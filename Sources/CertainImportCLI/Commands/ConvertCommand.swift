import CSVCore
import CommandLineKit
import Foundation
import ImportEngine
import StatementChecks
import StatementImport
import StatementOutput

/// `certain-import convert FILE --to csv|json`: the statement's transactions, normalised, for
/// other tools.
struct ConvertCommand: ParsableCommand {
    enum Target: String, CaseIterable, Sendable, ExpressibleByArgument {
        case csv
        case json
        case hledger
        case ledger
        case beancount
    }

    static let file = Positional<InputFile>("FILE", help: "The statement to read; '-' reads standard input.")
    static let to = Option<Target>(
        "to", default: .csv,
        help: "csv: RFC 4180 with one row per transaction; json: {\"transactions\": [...]} as preview writes them; "
            + "hledger, ledger, beancount: a journal with balance assertions where the balances reconcile.")
    static let accountName = Option<String?>(
        "account-name", valueName: "ACCOUNT",
        help: "The bank account's name in a journal, such as Assets:Bank:Giro. Default: Assets:Bank: and the statement's IBAN.")
    static let spreadsheetSafe = InvertedFlag(
        "spreadsheet-safe",
        help: """
            With --to csv: start a text cell that a spreadsheet would run as a formula ('=', '+', '-', '@', \
            tab, carriage return) with ', as OWASP advises. On by default, since the CSV is meant \
            for spreadsheets; --no-spreadsheet-safe writes every text exactly, for programs.
            """)
    static let configuration = CommandConfiguration(
        name: "convert",
        abstract: "Write a statement's transactions as plain CSV or JSON, or as a journal for hledger, ledger or beancount.",
        discussion: """
            Every transaction with exact amounts ('.' decimal mark, negative = money leaving), \
            ISO dates, cleaned texts, its line in the file and its fingerprint. Lines that are \
            not transactions are reported on standard error, not dropped silently.

            A journal (hledger, ledger, beancount) has one entry per transaction between the \
            bank account (--account-name) and a counter-account: the category as \
            Expenses:CATEGORY or Income:CATEGORY, else Expenses:Unknown or Income:Unknown by \
            sign; a credit card's bill as Assets:Transfers, a refund back to Expenses. Each \
            entry carries its fingerprint as a tag (beancount: metadata). Where the \
            statement's balances reconcile, it sets the balance before the statement and \
            asserts the one after it. It passes the tools' checks as written, alone or \
            appended to the previous statement's journal or to your books.
            """,
        arguments: [file, to, accountName, spreadsheetSafe] + StatementOptions.arguments,
        examples: [
            Example("Write a statement as hledger journal entries", "certain-import convert Samples/dkb/girokonto-2025-03.csv --to hledger --account-name assets:bank:dkb"),
            Example("Write it as a CSV that opens safely in a spreadsheet", "certain-import convert Samples/ubs/ubs-2025-03-de.csv --to csv"),
            Example("Write its transactions as JSON", "certain-import convert Samples/revolut/revolut-2025-03.csv --to json"),
        ]
    )

    var file: InputFile
    var to: Target
    var accountName: String?
    var spreadsheetSafe: Bool
    var statement: StatementOptions

    init(arguments: ParsedArguments) throws(CLIError) {
        file = try arguments.value(of: Self.file)
        to = try arguments.value(of: Self.to)
        accountName = try arguments.value(of: Self.accountName)
        spreadsheetSafe = arguments.value(of: Self.spreadsheetSafe) ?? true
        statement = try StatementOptions(arguments: arguments)
    }

    func run(_ context: CommandContext) throws {
        let progress = ProgressDisplay(context: context)
        defer { progress?.clear() }
        progress?.begin("reading", files: 1, bytes: StatementFiles.size(of: file))
        let preview: StatementPreview
        switch to {
        case .json, .csv:
            // Row by row, in bounded memory, as the statement is read.
            // The rows are written on a thread of their own while the next ones are read.
            var writer: ConvertWriter
            (preview, writer) = try ReceivingThread.reading(
                into: ConvertWriter(json: to == .json, spreadsheetSafe: spreadsheetSafe) { context.output.write(data: $0) }
            ) {
                try statement.stream(file, context: context, progress: progress, accountKey: StatementReading.ownAccountKey(of:), hashesFile: false, into: &$0)
            }
            writer.finish()
        case .hledger, .ledger, .beancount:
            // A journal asserts the balances before and after the statement: it is written once
            // the whole statement is read.
            var read = try statement.read(file, context: context, progress: progress)
            StatementPipeline.check(&read, accountKey: StatementReading.ownAccountKey(of: read.format))
            let journal = try PlainTextJournal(
                read, format: PlainTextJournal.Format(rawValue: to.rawValue)!, accountName: accountName,
                source: (file.displayName as NSString).lastPathComponent, file: file.displayName)
            context.output.write(journal.rendered)
            preview = read
        }
        let words = context.problemWords(offering: StatementOptions.optionNames)
        for warning in preview.warnings { context.diagnostics.warning(words.message(warning), place: CLIError.Place(file: file.displayName)) }
        for line in preview.skipped {
            context.diagnostics.note("\(file.displayName):\(line.line): skipped: \(line.reason)\n")
        }
    }
}
