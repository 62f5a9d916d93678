import Booking
import CommandLineKit
import CommandLineWords
import ImportWords
import LocalLedger
import StatementImport
import StatementOutput
import TextPrimitives

/// `certain-import history`: the imports booked, newest first.
struct HistoryCommand: ParsableCommand {
    static let account = Option<String?>("account", valueName: "A", help: "history.account")
    static let limit = Option<Int>("limit", default: 50, help: "history.limit")
    static let json = Flag("json", help: "history.json")

    static let configuration = CommandConfiguration(
        name: "history",
        abstract: "history.abstract",
        arguments: [account, limit, json] + TargetOptions.arguments,
        examples: [
            Example("history.example.1", "certain-import history"),
            Example("history.example.2", "certain-import history --account Privatkonto --limit 5"),
            Example("history.example.3", "certain-import history --server home --json"),
        ]
    )

    var account: String?
    var limit: Int
    var json: Bool
    var target: TargetOptions

    init(arguments: ParsedArguments) throws(CLIError) {
        account = try arguments.value(of: Self.account)
        limit = try arguments.value(of: Self.limit)
        json = arguments.value(of: Self.json)
        target = try TargetOptions(arguments: arguments)
    }

    func validate() throws(CLIError) {
        if limit < 1 { throw CLIError.usage("--limit must be 1 or more, not \(limit)") }
    }

    func run(_ context: CommandContext) throws {
        var records: [ImportRecord] = []
        var notes: [Int: String] = [:]
        var accountNames: [Int: String] = [:]
        if let destination = try target.open(context: context, creating: false) {
            do {
                var accountID: Int?
                var accounts: [Account]?
                if let account {
                    let listed = try destination.accounts()
                    accounts = listed
                    guard let found = AccountLookup.find(account, in: listed) else {
                        throw CLIError.problemsFound(
                            context.words.text("ledger.no_account_in", ["account": .text(account), "target": .text(destination.displayName)]),
                            hint: context.words.command("see_accounts"))
                    }
                    accountID = found.id
                }
                records = try destination.history(accountID: accountID, limit: limit, offset: 0)
                // Only the table names the accounts: the JSON keeps the API's shape, and a
                // script's run asks the target for nothing more.
                if !json && !records.isEmpty {
                    for account in try accounts ?? destination.accounts() { accountNames[account.id] = account.name }
                }
                for record in records { notes[record.id] = try destination.annotation(ofImport: record.id).notes }
            } catch let error as BookingError {
                throw CLIError(error, words: context.problemWords(offering: []))
            }
        }
        if json {
            context.output.write(JSONValue.array(records.map(\.jsonValue)).rendered() + "\n")
            return
        }
        guard !records.isEmpty else {
            context.output.write(context.words.text("ledger.no_imports") + "\n")
            return
        }
        context.output.write(Self.table(records, accountNames: accountNames, notes: notes, words: context.words))
    }

    /// The imports as a table under a header line, each import's notes indented below it.
    static func table(_ records: [ImportRecord], accountNames: [Int: String], notes: [Int: String], words: Words) -> String {
        let header = ["id", "imported", "account", "file", "booked", "duplicates", "status"].map { words.text("column.\($0)") }
        let rows = records.map { record in
            // An account the target no longer lists (a server's, archived) keeps its number.
            [String(record.id), String(record.createdAt.prefix(19)), accountNames[record.accountID] ?? "#\(record.accountID)",
             record.filename, String(record.booked), String(record.skippedDuplicates),
             status(record.status, words) + (record.undoneAt.map { " " + $0.prefix(19) } ?? "")].map(TerminalSafeText.singleLine)
        }
        let rendered = TextTable.lines([header] + rows, rightAligned: [0, 4, 5])
        var lines = [rendered[0]]
        for (record, row) in zip(records, rendered.dropFirst()) {
            lines.append(row)
            if let note = notes[record.id] { lines.append("    " + note) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An import's status in `words`; a status only a newer server knows is shown as it came.
    static func status(_ status: String, _ words: Words) -> String {
        ["booked", "undone"].contains(status) ? words.text("summary.\(status)") : status
    }
}
