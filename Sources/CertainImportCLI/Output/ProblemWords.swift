import CommandLineWords
import ImportWords
import StatementImport
import StatementValues

/// Problems in the words of this command line: the catalogue's text, and for each need the
/// option of the running command that settles it, or the command that has one.
struct ProblemWords {
    var words: Words
    /// The long names of the running command's options.
    var options: Set<String>

    init(_ words: Words, offering options: Set<String>) {
        self.words = words
        self.options = options
    }

    private func text(_ key: String, _ values: [String: WordValue] = [:]) -> String {
        words.text(key, from: CommandLineWords.catalogue, values)
    }

    /// A warning's text, in this command line's own words where it names an option the user
    /// gave, followed by what settles it when the warning carries a need: a warning has no
    /// hint line of its own.
    func message(_ problem: Problem) -> String {
        if CommandLineWords.catalogue[words.language]?["problem.\(problem.code.rawValue)"] != nil {
            return text("problem.\(problem.code.rawValue)", problem.data)
        }
        let message = problem.message(words)
        switch (problem.code, problem.need) {
        case (.signInverted, _):
            return message + text("sign_inverted", ["option": .text("--sign debits-negative")])
        case (.currencyUnknown, .currency(let likely)?):
            let option = options.contains("currency") ? "--currency \(likely.first?.code ?? "CODE")" : "'certain-import preview FILE --currency CODE'"
            return message + text("currency_unknown", ["option": .text(option)])
        case (_, let need?) where !Self.needOnHintLine.contains(problem.code):
            return message + "; " + hint(need)
        default:
            return message
        }
    }

    /// An error's text and its hint line: the text alone, and on the hint line what settles
    /// it (its need, else the sentence the core gave, `said`), the catalogue's advice for its
    /// code, and its remedy, with this command line's options.
    func error(_ problem: Problem, hint said: String?) -> (message: String, hint: String?) {
        var told = problem
        told.need = nil
        if CommandLineWords.catalogue[words.language]?["hint.\(problem.code.rawValue)"] != nil {
            return (message(told), text("hint.\(problem.code.rawValue)", problem.data))
        }
        let parts = [problem.need.map(hint) ?? said, problem.advice(words), problem.remedy.map(hint)].compactMap { $0 }
        return (message(told), parts.isEmpty ? nil : parts.joined(separator: "; "))
    }

    /// The refusals whose need is said on their hint line, as every refusal says its way out,
    /// rather than after their message.
    static let needOnHintLine: Set<ProblemCode> = [
        .undecidedBeforeBooking, .journalCurrencyUnknown, .noBookingDateColumn, .bookingDateColumnHoldsNoDates, .dateOrderUndecided,
        .noAmountColumn, .amountColumnsUndecided, .amountColumnsUndecidedWithoutHeader, .decimalMarkUndecided,
    ]

    /// What to do about a refusal, with this command line's options.
    func hint(_ remedy: Remedy) -> String {
        switch remedy {
        case .nameAccount: text("remedy.name_account")
        case .nameOrCreateAccount: text("remedy.name_or_create_account")
        case .createAccount(let name, let currency): text("remedy.create_account", ["name": .text(name), "currency": .text(currency)])
        case .nameServerAccount(let names): text("remedy.name_server_account", ["names": .list(names)])
        case .openAccountElsewhere(let inCertain): text(inCertain ? "remedy.open_account_in_certain" : "remedy.open_account_elsewhere")
        case .currencyOrAccount(let likely): text("remedy.currency_or_account", ["currency": .text(likely.first ?? "CHF")])
        case .acceptMismatch: text("remedy.accept_mismatch")
        case .filterRows: text("remedy.filter_rows")
        case .undoLater(let importID): text("remedy.undo_later", ["import": .number(importID)])
        case .writeReviewFile: text("remedy.write_review_file")
        case .importAccountsApart: text("remedy.import_accounts_apart")
        case .startNewLedger: text("remedy.start_new_ledger")
        case .nameLedgerNotLink: text("remedy.name_ledger_not_link")
        case .nameOtherLedger: text("remedy.name_other_ledger")
        case .forceUndo(let importID, let onServer): text(onServer ? "remedy.force_undo_server" : "remedy.force_undo", ["import": .number(importID)])
        case .checkServerHistory(let server): text("remedy.check_server_history", ["server": .text(server)])
        case .listServerImports(let server): text("remedy.list_server_imports", ["server": .text(server)])
        case .listServerAccounts(let server): text("remedy.list_server_accounts", ["server": .text(server)])
        case .logIn(let server, let revoked): text(revoked ? "remedy.log_in_revoked" : "remedy.log_in", ["server": .text(server)])
        case .allowInsecureHTTP: text("remedy.allow_insecure_http")
        }
    }

    /// What to do about `need`, naming only options the command has; otherwise the command
    /// that has them.
    func hint(_ need: StatementNeed) -> String {
        let settling = Self.settlingOptions(need)
        let option = settling.first { options.contains($0) }
        func with(_ example: String) -> String {
            option.map { text("with", ["option": .text("--\($0) \(example)")]) }
                ?? text("with_command", ["command": .text("certain-import preview FILE --\(settling[0]) \(example)")])
        }
        let candidates: [String: WordValue] = ["candidates": .list(need.candidates)]
        switch need {
        case .currency(let likely):
            return with(likely.first?.code ?? "CHF") + (likely.count > 1 ? text("likely", candidates) : "")
        case .dateFormat(let found):
            return text("date_format") + with(found.first ?? "dd.MM.yyyy") + (found.count > 1 ? text("candidates", candidates) : "")
        case .decimalSeparator(let found):
            return text("decimal_separator") + with("'\(found.first ?? ",")'")
        case .sign:
            return option == nil
                ? text("sign_command", ["command": .text("certain-import preview FILE --sign debits-negative")])
                : text("sign", ["option": .text("--sign debits-negative"), "other": .text("--sign debits-positive")])
        case .encoding(let found):
            return with(found.first ?? "windows-1252") + (found.count > 1 ? text("candidates", candidates) : "")
        case .delimiter(let found):
            return with("'\(found.first ?? ";")'")
        case .template(let found):
            return option == nil
                ? text("template_command", ["command": .text("certain-import preview FILE --template ID")])
                : text("template", ["option": .text("--template \(found.first ?? "ID")"), "candidates": .list(found)])
        case .columns(let missing, let found, let headerless):
            let column = { (role: String) in
                options.contains("column") ? "--column \(role)" : "'certain-import preview FILE --column \(role)'"
            }
            var say = text("columns", ["option": .text(column("\(missing)=\(found.first.map(String.init) ?? "N")"))])
            if missing == "amount", found.count == 2 {
                say += text("columns_balance", ["option": .text(column("balance=\(found[1])"))])
            }
            // Templates recognise a file by its header: none reads a file without one.
            if headerless { return say + text("columns_numbering") }
            return say + text("columns_numbering") + "; "
                + (options.contains("template") ? text("columns_template", ["option": .text("--template ID")]) : "")
                + text("columns_new_template", ["role": .text(missing), "command": .text("certain-import templates new --from FILE")])
        }
    }

    /// The options that settle `need`, by their long names, the first the usual one.
    static func settlingOptions(_ need: StatementNeed) -> [String] {
        switch need {
        case .currency: ["currency"]
        case .dateFormat: ["date-format"]
        case .decimalSeparator: ["decimal-separator"]
        case .sign: ["sign"]
        case .encoding: ["encoding"]
        case .delimiter: ["delimiter"]
        case .template: ["template"]
        case .columns: ["column", "template"]
        }
    }
}
