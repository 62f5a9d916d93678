import Booking
import CommandLineKit
import CommandLineWords
import ImportEngine
import ImportWords
import LocalLedger
import StatementImport
import StatementOutput
import StatementValues
import TextPrimitives

/// `certain-import accounts`: the accounts of the local ledger.
struct AccountsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "accounts",
        abstract: "accounts.abstract",
        subcommands: [List.self, Add.self],
        defaultSubcommand: List.self,
        examples: [
            Example("accounts.example.1", "certain-import accounts"),
            Example("accounts.example.2", "certain-import accounts add Privatkonto --currency CHF --opening-balance 2500.00"),
        ]
    )

    init(arguments: ParsedArguments) {}

    /// `certain-import accounts list`: every account with its balance.
    struct List: ParsableCommand {
        static let json = Flag("json", help: "accounts.list.json")
        static let serverOption = Option<String?>(
            "server", valueName: "NAME", help: "accounts.list.server")

        static let configuration = CommandConfiguration(
            name: "list",
            abstract: "accounts.list.abstract",
            discussion: "accounts.list.discussion",
            arguments: [LedgerLocation.option, serverOption, json],
            examples: [
                Example("accounts.list.example.1", "certain-import accounts list"),
                Example("accounts.list.example.2", "certain-import accounts list --server home --json"),
            ]
        )

        var target: TargetOptions
        var json: Bool

        init(arguments: ParsedArguments) throws(CLIError) {
            target = try TargetOptions(arguments: arguments)
            json = arguments.value(of: Self.json)
        }

        func run(_ context: CommandContext) throws {
            let destination = try target.open(context: context, creating: false)
            var accounts: [Account] = []
            var unknownOpening: Set<Int> = []
            do {
                accounts = try destination?.accounts() ?? []
                unknownOpening = try destination?.accountsWithUnknownOpeningBalance() ?? []
            } catch {
                throw CLIError(error, words: context.problemWords(offering: []))
            }
            if json {
                context.output.write(JSONValue.array(accounts.map { $0.jsonValue(balanceKnown: !unknownOpening.contains($0.id)) }).rendered() + "\n")
            } else if accounts.isEmpty, let server = target.server {
                context.output.write(context.words.text("ledger.server_lists_no_accounts", ["server": .text(server)]) + "\n")
            } else if accounts.isEmpty {
                let location = try LedgerLocation(option: target.ledger, environment: context.environment)
                context.output.write(context.words.command("no_accounts", ["target": .text(location.path)]) + "\n")
            } else {
                context.output.write(accountTable(accounts, unknownOpening: unknownOpening, words: context.words))
            }
        }
    }

    /// `certain-import accounts add NAME`: opens an account in the local ledger.
    struct Add: ParsableCommand {
        static let name = Positional<String>("NAME", help: "accounts.add.name")
        static let iban = Option<String?>("iban", valueName: "IBAN", help: "accounts.add.iban")
        static let currency = Option<String?>(
            "currency", valueName: "CODE",
            help: "accounts.add.currency"
        )
        static let openingBalance = Option<String?>(
            "opening-balance", valueName: "AMOUNT",
            help: "accounts.add.opening_balance"
        )

        static let configuration = CommandConfiguration(
            name: "add",
            abstract: "accounts.add.abstract",
            discussion: "accounts.add.discussion",
            arguments: [name, iban, currency, openingBalance, LedgerLocation.option],
            examples: [
                Example("accounts.add.example.1", "certain-import accounts add Giro --iban 'DE39 1203 0000 5924 1426 08' --currency EUR"),
                Example("accounts.add.example.2", "certain-import accounts add Privatkonto --currency CHF --opening-balance 2500.00"),
            ]
        )

        var name: String
        var iban: String?
        var currency: String?
        var openingBalance: String?
        var ledger: String?
        /// The locale's words, for the refusals of `validate()`, which runs without a context.
        var words: Words

        init(arguments: ParsedArguments) throws(CLIError) {
            name = try arguments.value(of: Self.name)
            iban = try arguments.value(of: Self.iban)
            currency = try arguments.value(of: Self.currency)
            openingBalance = try arguments.value(of: Self.openingBalance)
            ledger = try arguments.value(of: LedgerLocation.option)
            words = arguments.words.words
        }

        func validate() throws(CLIError) {
            if let iban, IBAN.normalized(iban) == nil {
                throw CLIError.usage(words.text("ledger.iban_invalid", ["iban": .text(iban)]), hint: words.text("ledger.iban_invalid_hint"))
            }
            if let currency, Currency(code: currency) == nil {
                throw CLIError.usage(words.text("ledger.currency_invalid", ["currency": .text(currency)]), hint: words.text("ledger.currency_invalid_hint"))
            }
            if currency == nil, impliedCurrency == nil {
                throw CLIError.usage(words.text("ledger.account_needs_currency"), hint: words.command("currency_needed"))
            }
        }

        /// The currency of the IBAN's country, where that country has only one.
        private var impliedCurrency: String? { iban.flatMap(AccountCurrency.implied(byIBAN:)) }

        func run(_ context: CommandContext) throws {
            let location = try LedgerLocation(option: ledger, environment: context.environment)
            let ledger = try location.open()
            let account: Account
            do {
                account = try ledger.addAccount(
                    name: name, iban: iban, currency: currency ?? impliedCurrency ?? "",
                    openingBalance: openingBalance
                )
            } catch {
                throw CLIError(error, words: context.problemWords(offering: []))
            }
            var facts = [account.currency]
            if currency == nil { facts[0] += words.text("ledger.currency_from_iban") }
            if let iban = account.iban { facts.append("IBAN \(iban)") }
            facts.append(openingBalance == nil
                ? words.text("ledger.opening_balance_unknown") : words.text("ledger.opening_balance", ["amount": .text(account.balance.description)]))
            context.output.write(words.text(
                "ledger.account_added", ["id": .number(account.id), "name": .text(account.name), "facts": .text(facts.joined(separator: ", "))]) + "\n")
        }
    }
}

/// The accounts as aligned columns; the balance of an account in `unknownOpening` is unknown.
private func accountTable(_ accounts: [Account], unknownOpening: Set<Int>, words: Words) -> String {
    let rows = [["id", "name", "iban", "currency", "balance"].map { words.text("column.\($0)") }] + accounts.map { account in
        [String(account.id), account.name + (account.archived ? words.text("ledger.archived") : ""), account.iban ?? "-",
         account.currency, unknownOpening.contains(account.id) ? words.text("ledger.balance_unknown") : account.balance.description]
    }
    // The balance right-aligned, so that decimal points line up.
    return TextTable.lines(rows, rightAligned: [4]).joined(separator: "\n") + "\n"
}
