import ImportEngine
import StatementChecks
import StatementImport
import StatementValues

/// A statement as a journal of plain-text accounting (`convert --to hledger|ledger|beancount`):
/// one entry per transaction between the bank account and a counter-account, each with its
/// fingerprint as a tag, and the balances that the reconciliation proved.
///
/// The journal checks as written (`hledger check --strict`, `ledger --pedantic balance`,
/// `bean-check`), alone and appended to the journal of the account's previous statement or to
/// the user's books, as statements are added to books:
/// - It declares what it uses. hledger and ledger take an `account` or `commodity` declaration
///   more than once; beancount takes an account's `open` only once, so the journal names the
///   `auto_accounts` plugin, which opens each account at its first use unless the books do.
/// - It sets the balance before the statement rather than adding it. hledger and ledger do so
///   with a balance assignment (`= 2500.00 EUR`), which books only the difference from the
///   balance so far to `Equity:Opening Balances`: all of it in the first statement, nothing
///   when the previous statement led there. beancount has no assignment: a `pad` from
///   `Equity:Opening-Balances` fills in the difference to the `balance` after it, but a pad
///   that finds nothing to fill in is an error there, so the journal books one cent before the
///   pad, which the pad takes back when the previous statement led there.
/// - It asserts the balance after the statement.
///
/// A statement that does not start where the previous one ended (one missing in between) so
/// books the gap to the opening-balances account, where it shows.
package struct PlainTextJournal {
    package enum Format: String, CaseIterable, Sendable {
        case hledger
        case ledger
        case beancount
    }

    /// One transaction of the statement.
    struct Entry {
        var date: CalendarDate
        var payee: String?
        var narration: String?
        var amount: Money
        var counterAccount: String
        var fingerprint: Fingerprint
    }

    /// A balance the statement proves, for the bank account.
    struct Assertion {
        /// hledger and ledger: the date of the posting that asserts it, placed before the
        /// statement's entries (opening) or after them (closing).
        var postingDate: CalendarDate
        /// beancount: the day at whose start it holds.
        var startOfDay: CalendarDate
        var balance: Money
        /// Where it comes from, for the comment above it.
        var what: String
    }

    var format: Format
    /// The bank account's name in the journal.
    var account: String
    var entries: [Entry]
    /// Before the statement's first day (set, not asserted), and after its last: only when its
    /// balances reconcile.
    var opening: Assertion?
    var closing: Assertion?
    /// The first lines: where the journal comes from, and why it asserts no balance if it does not.
    var header: [String]

    /// The journal of `preview` (checked: fingerprints and reconciliation).
    ///
    /// - Parameters:
    ///   - accountName: `--account-name`; else `Assets:Bank:` and the statement's IBAN, else
    ///     its template's id, else `Assets:Bank`.
    ///   - source: The statement's name for the journal's first line.
    ///   - file: The statement's file as the user named it, where an error points.
    package init(
        _ preview: StatementPreview, format: Format, accountName: String?, source: String, file: String
    ) throws(ImportEngineError) {
        // Every amount of a journal names its commodity: the stand-in for "no currency" would
        // be booked as a commodity of its own, which no other statement or book has.
        if preview.currencyIsUnknown {
            let country = preview.format.accountIBAN.map { String($0.prefix(2)) } ?? ""
            let need = StatementNeed.currency(likely: Currency.likely(forCountry: country))
            throw ImportEngineError(.input, Problem(.journalCurrencyUnknown, file: file, need: need))
        }
        self.format = format
        let names = JournalAccountNames(format: format)
        if let accountName {
            if let problem = names.problem(with: accountName) {
                throw ImportEngineError(
                    .usage, Problem(.journalAccountNameInvalid, [
                        "name": .text(accountName), "format": .text(format.rawValue), "reason": .text(problem),
                    ]),
                    hint: names.example)
            }
            account = accountName
        } else {
            let detail = preview.format.accountIBAN ?? preview.format.template
            account = "Assets:Bank" + (detail.map { ":" + names.component($0) } ?? "")
        }

        // Oldest first, each day in the order the bank booked it, so that the assertions of
        // hledger and ledger, which follow the journal's order within a day, see the same sums.
        var order = Array(preview.transactions.indices)
        if preview.reconciliation.order == .newestFirst { order.reverse() }
        order = order.enumerated().sorted {
            (preview.transactions[$0.element].bookingDate, $0.offset) < (preview.transactions[$1.element].bookingDate, $1.offset)
        }.map(\.element)
        entries = order.map { index in
            let transaction = preview.transactions[index]
            // A text of nothing but spaces is no text: it would write an empty payee.
            func text(_ value: String?) -> String? { value.flatMap { JournalText.singleLine($0).isEmpty ? nil : $0 } }
            let kind = JournalCounterpart(amount: transaction.amount, counterparty: transaction.counterparty, purpose: transaction.purpose)
            return Entry(
                date: transaction.bookingDate, payee: text(transaction.counterparty), narration: text(transaction.purpose),
                amount: transaction.amount,
                counterAccount: names.counterAccount(category: transaction.category, amount: transaction.amount, kind: kind),
                fingerprint: preview.fingerprints[index])
        }

        header = ["generated by certain-import from \(JournalText.singleLine(source)): \(entries.count) transaction(s)"]
        if preview.reconciliation.status == .ok, let statement = StatementChain.Statement(preview, name: source),
           let opening = statement.openingBalance, let closing = statement.closingBalance,
           let dayAfter = statement.to.adding(days: 1) {
            let checks = preview.reconciliation.checks.joined(separator: ", ")
            self.opening = Assertion(
                postingDate: statement.from, startOfDay: statement.from, balance: opening,
                what: "the balance before the statement, proved by its reconciliation (\(checks))")
            self.closing = Assertion(
                postingDate: statement.to, startOfDay: dayAfter, balance: closing,
                what: "the balance after the statement, proved by its reconciliation (\(checks))")
        } else {
            let why = switch preview.reconciliation.status {
            case .ok: "the statement's balances are not known"
            case .mismatch: "the statement's balances do not reconcile"
            case .unverifiable: "the statement states no balance"
            }
            header.append("no balance assertions: \(why)")
        }
    }

    /// The journal's text.
    package var rendered: String {
        var lines = header.map { "; " + $0 }
        lines.append("")
        lines += declarationLines() + [""]
        if let opening { lines += openingLines(opening) + [""] }
        for entry in entries { lines += entryLines(entry) + [""] }
        if let closing { lines += closingLines(closing) + [""] }
        return lines.joined(separator: "\n")
    }

    /// The accounts, commodity and tag the journal uses, declared for the tools' strict checks.
    private func declarationLines() -> [String] {
        guard format != .beancount else { return ["plugin \"beancount.plugins.auto_accounts\""] }
        var accounts = [account]
        if opening != nil { accounts.append(JournalAccountNames(format: format).openingBalances) }
        for entry in entries where !accounts.contains(entry.counterAccount) {
            accounts.append(entry.counterAccount)
        }
        let currencies = Set(entries.map(\.amount.currency.code) + [opening, closing].compactMap { $0?.balance.currency.code })
        return accounts.map { "account \($0)" } + currencies.sorted().map { "commodity \($0)" }
            + (format == .ledger ? ["tag fingerprint"] : [])
    }

    private func entryLines(_ entry: Entry) -> [String] {
        let amount = Self.amount(entry.amount)
        let counter = Self.amount(-entry.amount)
        switch format {
        case .hledger:
            // hledger reads the payee up to the first '|', and the note after it.
            let payee = entry.payee.map { JournalText.description($0).replacingOccurrences(of: "|", with: "/") }
            let narration = entry.narration.map(JournalText.description)
            let description = [payee, narration].compactMap { $0 }.filter { !$0.isEmpty }
            return [
                "\(entry.date) * " + JournalText.notCode(description.joined(separator: " | ")),
                // A tag's value ends at a comma; fingerprints hold none.
                "    ; fingerprint:\(entry.fingerprint)",
                "    \(account)  \(amount)",
                "    \(entry.counterAccount)  \(counter)",
            ]
        case .ledger:
            var lines = ["\(entry.date) * " + JournalText.notCode(JournalText.description(entry.payee ?? entry.narration ?? ""))]
            if entry.payee != nil, let narration = entry.narration.map(JournalText.ledgerNote), !narration.isEmpty {
                lines.append("    ; \(narration)")
            }
            return lines + [
                "    ; fingerprint: \(entry.fingerprint)",
                "    \(account)  \(amount)",
                "    \(entry.counterAccount)  \(counter)",
            ]
        case .beancount:
            let strings = [entry.payee, entry.narration].compactMap { $0 }.map(JournalText.beancountString)
            return [
                "\(entry.date) * " + (strings.isEmpty ? "\"\"" : strings.joined(separator: " ")),
                "  fingerprint: \(JournalText.beancountString(entry.fingerprint.description))",
                "  \(account)  \(amount)",
                "  \(entry.counterAccount)  \(counter)",
            ]
        }
    }

    private func openingLines(_ opening: Assertion) -> [String] {
        let equity = JournalAccountNames(format: format).openingBalances
        switch format {
        case .hledger, .ledger:
            return [
                "; \(opening.what), assigned: it books what the balance so far lacks, nothing after the previous statement",
                "\(opening.postingDate) * Opening balance",
                "    \(account)  = \(Self.amount(opening.balance))",
                "    \(equity)",
            ]
        case .beancount:
            guard let padDate = opening.startOfDay.adding(days: -1) else { return [] }
            // One unit of the last digit, and two where that is the balance itself, so that
            // the pad always has something to fill in (see the type's description).
            let cent = Money(minorUnits: opening.balance.minorUnits == 1 ? 2 : 1, currency: opening.balance.currency)
            return [
                "; \(opening.what): the pad fills up to it, and after the previous statement takes back just the cent",
                "\(padDate) * \"Opening balance\" \"A cent for the pad below, which beancount needs to have something to fill up\"",
                "  \(account)  \(Self.amount(cent))",
                "  \(equity)  \(Self.amount(-cent))",
                "\(padDate) pad \(account) \(equity)",
                "\(opening.startOfDay) balance \(account)  \(Self.exactBalance(opening.balance))",
            ]
        }
    }

    private func closingLines(_ closing: Assertion) -> [String] {
        switch format {
        case .hledger, .ledger:
            // A posting of nothing with an assertion: the balance at that point of the journal.
            return [
                "; \(closing.what)",
                "\(closing.postingDate) * Balance stated by the bank",
                "    \(account)  \(Self.amount(Money.zero(closing.balance.currency)))  = \(Self.amount(closing.balance))",
            ]
        case .beancount:
            return ["; \(closing.what)", "\(closing.startOfDay) balance \(account)  \(Self.exactBalance(closing.balance))"]
        }
    }

    /// A beancount balance with no tolerance: without one beancount allows one unit of the last
    /// digit, and the bank's balance is exact to the cent.
    private static func exactBalance(_ balance: Money) -> String {
        "\(balance) ~ \(Money.zero(balance.currency)) \(balance.currency.code)"
    }

    /// `-12.50 EUR`: the decimal as the contract writes it, the ISO code as the commodity.
    static func amount(_ money: Money) -> String {
        "\(money) \(money.currency.code)"
    }
}
