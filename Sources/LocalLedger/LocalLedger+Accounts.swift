import Booking
import ImportWords
import StatementValues

extension LocalLedger {
    /// Every account with its balance: the opening balance plus the bookings of imports that
    /// are not undone.
    package func accounts() throws(BookingError) -> [Account] {
        try perform(.readAccounts) {
            try connection.prepare(Self.accountQuery + " ORDER BY a.id").rows(Self.account)
        }
    }

    /// The account `text` names: its name, else its numeric id, else its IBAN (spaces and
    /// letter case ignored), tried in that order; `nil` when none matches.
    package func account(matching text: String) throws(BookingError) -> Account? {
        try perform(.lookUpAccount(text)) {
            let byName = try connection.prepare(Self.accountQuery + " WHERE a.name = ?1")
            byName.bind(.text(text))
            if try byName.step() { return try Self.account(byName) }
            if let named = try account(namedLike: text) { return try account(id: named.id) }
            if let id = Int(text) {
                if let account = try account(id: id) { return account }
            }
            let compact = String(text.unicodeScalars.filter { $0 != " " && $0 != "\u{00A0}" }).uppercased()
            let byIBAN = try connection.prepare(Self.accountQuery + " WHERE a.iban = ?1")
            byIBAN.bind(.text(compact))
            return try byIBAN.step() ? try Self.account(byIBAN) : nil
        }
    }

    /// Opens an account.
    ///
    /// - Parameters:
    ///   - iban: Printed or compact; stored compact and upper case, and checked.
    ///   - currency: An ISO 4217 code; the account books only this currency.
    ///   - openingBalance: The balance before the first booking, as a decimal string (`"1000.00"`);
    ///     `nil` when it is not known yet: the first statement booked sets it
    ///     (`ImportAnnotation.openingBalance`), and until then the account's balance counts
    ///     its bookings only.
    @discardableResult
    package func addAccount(
        name: String, iban: String? = nil, currency: String, openingBalance: String? = "0"
    ) throws(BookingError) -> Account {
        let account = try NewAccount(name: name, iban: iban, currency: currency, openingBalance: openingBalance, target: target)
        return try performWrite(.addAccount(account.name)) { try insert(account) }
    }

    /// Checks an account an import would open, as `addAccount` does, and gives it the id it
    /// will get; opens nothing. `book` opens it with the import that carries it.
    package func planAccount(name: String, iban: String?, currency: Currency, openingBalance: Money?) throws(BookingError) -> AccountToOpen {
        let account = try NewAccount(
            name: name, iban: iban, currency: currency.code, openingBalance: openingBalance?.description ?? "0", target: target)
        return try perform(.planAccount(account.name)) {
            try refuseTakenNameOrIBAN(name: account.name, iban: account.iban)
            let id = max(try connection.integer("SELECT coalesce(max(id), 0) + 1 FROM accounts"), lastPlannedAccountID + 1)
            lastPlannedAccountID = id
            return AccountToOpen(
                account: Account(
                    id: id, name: account.name, iban: account.iban, currency: account.currency.code,
                    balance: (account.opening ?? .zero(account.currency)).amount),
                openingBalance: openingBalance)
        }
    }

    /// Opens the account an import carries, inside the import's write transaction, with the
    /// id it was planned with: the import's rows name that id, and an account without IBAN
    /// computed their fingerprints with it.
    func openPlanned(_ planned: AccountToOpen) throws {
        let account = try NewAccount(
            name: planned.account.name, iban: planned.account.iban, currency: planned.account.currency,
            openingBalance: planned.openingBalance?.description ?? "0", target: target)
        if try self.account(id: planned.account.id) != nil {
            throw BookingError(.conflict(modifiedBookings: []), target: target, Problem(
                .ledgerAccountOpenedMeanwhile, ["account": .number(planned.account.id)]))
        }
        _ = try insert(account, id: planned.account.id)
    }

    /// An account to add, checked.
    struct NewAccount {
        var name: String
        var iban: String?
        var currency: Currency
        var opening: Money?

        init(name: String, iban: String?, currency: String, openingBalance: String?, target: String) throws(BookingError) {
            self.name = name.trimmingSpaces
            guard !self.name.isEmpty else {
                throw BookingError(.invalid, target: target, Problem(.ledgerAccountWithoutName))
            }
            guard let currencyValue = Currency(code: currency) else {
                throw BookingError(.invalid, target: target, Problem(.ledgerAccountCurrencyNotISO, ["currency": .text(currency)]))
            }
            self.currency = currencyValue
            opening = openingBalance.flatMap { Money(contractString: $0, currency: currencyValue) }
            if let openingBalance, opening == nil {
                throw BookingError(.invalid, target: target, Problem(.ledgerAccountOpeningBalanceNotAnAmount, [
                    "amount": .text(openingBalance), "currency": .text(currencyValue.code),
                    "digits": .number(currencyValue.minorUnitDigits),
                ]))
            }
            if let iban {
                guard let normalized = IBAN.normalized(iban) else {
                    throw BookingError(.invalid, target: target, Problem(.ledgerAccountIBANInvalid, ["iban": .text(iban)]))
                }
                self.iban = normalized
            } else {
                self.iban = nil
            }
        }
    }

    /// Inserts `account`, inside the caller's write transaction; with `id`, under that id.
    func insert(_ account: NewAccount, id: Int? = nil) throws -> Account {
        try refuseTakenNameOrIBAN(name: account.name, iban: account.iban)
        let insert = try connection.prepare(
            "INSERT INTO accounts (id, name, iban, currency, opening_balance_minor) VALUES (?1, ?2, ?3, ?4, ?5)"
        )
        insert.bind(.int(id), .text(account.name), .text(account.iban), .text(account.currency.code), .integer(account.opening?.minorUnits))
        try insert.step()
        return Account(
            id: connection.lastInsertedRowID, name: account.name, iban: account.iban, currency: account.currency.code,
            balance: (account.opening ?? Money(minorUnits: 0, currency: account.currency)).amount
        )
    }

    /// The accounts whose opening balance is not known yet: their `balance` counts only their
    /// bookings, so it is not the bank's.
    package func accountsWithUnknownOpeningBalance() throws(BookingError) -> Set<Int> {
        try perform(.readAccounts) {
            let query = try connection.prepare("SELECT id FROM accounts WHERE opening_balance_minor IS NULL")
            var ids: Set<Int> = []
            while try query.step() { ids.insert(query.int(at: 0)) }
            return ids
        }
    }

    /// Sets the opening balance of an account whose opening balance is unknown, inside the
    /// caller's write transaction; an account that has one keeps it.
    func setUnknownOpeningBalance(accountID: Int, to opening: Money) throws {
        let update = try connection.prepare(
            "UPDATE accounts SET opening_balance_minor = ?1 WHERE id = ?2 AND opening_balance_minor IS NULL")
        update.bind(.integer(opening.minorUnits), .int(accountID))
        try update.step()
    }

    func refuseTakenNameOrIBAN(name: String, iban: String?) throws {
        let query = try connection.prepare("SELECT id, name FROM accounts WHERE name = ?1 OR iban = ?2")
        query.bind(.text(name), .text(iban))
        let id: Int
        let existingName: String
        if try query.step() {
            (id, existingName) = (query.int(at: 0), query.text(at: 1) ?? "")
        } else if let named = try account(namedLike: name) {
            (id, existingName) = named
        } else {
            return
        }
        let problem = existingName == name
            ? Problem(.accountNameTaken, ["account": .number(id), "name": .text(name)])
            : Problem(.accountIBANTaken, ["account": .number(id), "name": .text(existingName), "iban": .text(iban ?? "")])
        throw BookingError(.conflict(modifiedBookings: []), target: target, problem)
    }

    /// The account whose name is `name` as Swift compares text (canonical equivalence): `Café`
    /// with an accented letter and with a combining accent are one name, as `AccountLookup`
    /// finds it among a server's accounts. SQLite compares bytes, so the exact query comes first.
    func account(namedLike name: String) throws -> (id: Int, name: String)? {
        let query = try connection.prepare("SELECT id, name FROM accounts")
        while try query.step() {
            if let stored = query.text(at: 1), stored == name { return (query.int(at: 0), stored) }
        }
        return nil
    }

    func account(id: Int) throws -> Account? {
        let query = try connection.prepare(Self.accountQuery + " WHERE a.id = ?1")
        query.bind(.int(id))
        return try query.step() ? try Self.account(query) : nil
    }

    /// The account `id`, or the error the contract gives for an unknown one.
    func existingAccount(id: Int) throws -> Account {
        guard let account = try account(id: id) else {
            throw BookingError(.notFound, target: target, Problem(.accountIDNotFound, ["account": .number(id)]))
        }
        return account
    }

    /// The balance in minor units: opening balance plus the totals of imports not undone.
    private static let accountQuery = """
        SELECT a.id, a.name, a.iban, a.currency, a.archived,
               coalesce(a.opening_balance_minor, 0) + coalesce(
                   (SELECT sum(i.total_minor) FROM imports AS i WHERE i.account_id = a.id AND i.status = 'booked'), 0)
        FROM accounts AS a
        """

    private static func account(_ row: SQLiteStatement) throws -> Account {
        let currency = LedgerMoney.currency(row.text(at: 3) ?? "")
        return Account(
            id: row.int(at: 0), name: row.text(at: 1) ?? "", iban: row.text(at: 2), currency: currency.code,
            balance: Money(minorUnits: Int64(row.int(at: 5)), currency: currency).amount,
            archived: row.int(at: 4) != 0
        )
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
