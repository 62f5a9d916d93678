import Booking
import StatementChecks
import StatementDetection
import StatementTemplates
import StatementValues

extension ImportEngine {
    /// The account the statement of file `index` names (`accountDesignator(for:...)`); `nil` after
    /// reporting that it names none.
    mutating func accountDesignator(_ index: Int) throws(ImportEngineError) -> String? {
        guard let statement = statements[index] else { return nil }
        // A streaming read that fell back has asked already.
        if index == 0, let asked = designatorOfStream.take() { return asked }
        do {
            return try Self.accountDesignator(
                for: statement.format, file: files[index].displayName, settings: settings, templates: templates, target: target,
                questions: questions)
        } catch {
            try fail(index, error)
            return nil
        }
    }

    /// The account a statement in `format` names: the settings' account, else the IBAN it
    /// states, else (opening missing accounts) the bank its template is for, else the one the
    /// user names when asked. Decided on the format alone, so that a statement that names
    /// none is refused before its rows are read.
    static func accountDesignator(
        for format: StatementFormat, file: String, settings: ImportSettings, templates: TemplateRegistry, target: any BookingTarget,
        questions: (any ImportQuestions)?
    ) throws(ImportEngineError) -> String {
        if let named = StatementAccount.designator(named: settings.account, statedIn: format) { return named }
        guard target.opensAccounts else {
            throw noServerAccount(
                format.unnamedAccountProblem, among: try ImportEngineError.catching { () throws(BookingError) in try target.accounts() },
                file: file)
        }
        if settings.opensMissingAccounts, let id = format.template, let template = templates.template(id: id) {
            return template.name
        }
        if let questions, !settings.opensMissingAccounts {
            let accounts = try ImportEngineError.catching { () throws(BookingError) in try target.accounts() }
            if let answer = try questions.chooseAccount(for: file, among: accounts) { return answer }
        }
        throw accountNotNamed(in: format, file: file)
    }

    /// Why a statement in `format` that names no account cannot be booked, when nobody named
    /// one for it.
    static func accountNotNamed(in format: StatementFormat, file: String) -> ImportEngineError {
        var problem = format.unnamedAccountProblem
        (problem.file, problem.remedy) = (file, .nameAccount)
        return ImportEngineError(.usage, problem)
    }

    /// The account to book into, named by `designator`. A missing one is planned when the
    /// settings say so or the user agrees (`accountsToOpen`), and opened with its first
    /// statement's booking; a dry run only says it would open it and goes on with an account
    /// that exists nowhere (`dryRunID`, 0 or less, one per account of the run), so that
    /// nothing is written.
    mutating func resolveAccount(
        _ designator: String?, for statement: StatementPreview, file: ImportFile, dryRunID: Int
    ) throws(ImportEngineError) -> Account {
        guard target.opensAccounts else { return try serverAccount(for: statement, file: file) }
        guard let designator else { throw Self.accountNotNamed(in: statement.format, file: file.displayName) }
        if let found = try StatementAccount.find(designator, in: target) { return found }
        let accountCurrency = try AccountOpening.newAccountCurrency(for: statement, questions: settings.opensMissingAccounts ? nil : questions)
        let currency = accountCurrency.code
        if settings.dryRun {
            let opening = StatementChain.Statement(statement, name: designator)?.openingBalance
            report(.accountWouldOpen(name: designator, currency: currency))
            return Account(id: dryRunID, name: designator, iban: statement.format.accountIBAN, currency: currency,
                           balance: opening?.amount ?? DecimalAmount(significand: 0, scale: 0))
        }
        guard settings.opensMissingAccounts
            || questions?.confirmOpening(account: designator, currency: currency, in: target.displayName) == true
        else {
            throw Self.noAccount(
                designator, for: statement.format, settings: settings, currency: currency, in: target, file: file.displayName)
        }
        let planned = try AccountOpening.plan(named: designator, for: statement, in: target, currency: accountCurrency)
        accountsToOpen[planned.account.id] = planned
        return planned.account
    }

    /// An account of a target that does not open accounts, by the settings' account or the
    /// statement's IBAN; accounts of a server are opened in Certain.
    func serverAccount(for statement: StatementPreview, file: ImportFile) throws(ImportEngineError) -> Account {
        let accounts = try ImportEngineError.catching { () throws(BookingError) in try target.accounts() }
        let wanted = StatementAccount.designator(named: settings.account, statedIn: statement.format)
        if let wanted, let found = AccountLookup.find(wanted, in: accounts) { return found }
        let reason = wanted.map { Problem(.noSuchAccount, ["account": .text($0), "target": .text(target.displayName)]) }
            ?? statement.format.unnamedAccountProblem
        throw Self.noServerAccount(reason, among: accounts, file: file.displayName)
    }

    /// Why a statement in `format` has no account `designator` in a target that opens
    /// accounts, when nobody said to open it: no account has the IBAN it states, or none has
    /// the name the settings give.
    static func noAccount(
        _ designator: String, for format: StatementFormat, settings: ImportSettings, currency: String, in target: any BookingTarget,
        file: String
    ) -> ImportEngineError {
        if designator == format.accountIBAN && settings.account == nil {
            return ImportEngineError(.problemsFound, Problem(
                .noAccountWithIBAN, ["target": .text(target.displayName), "iban": .text(designator)], file: file,
                remedy: .nameOrCreateAccount))
        }
        return ImportEngineError(.problemsFound, Problem(
            .noSuchAccount, ["account": .text(designator), "target": .text(target.displayName)], file: file,
            remedy: .createAccount(name: designator, currency: "\(currency)")))
    }

    /// A server that has `accounts` has none for a statement: `reason` says why (the one
    /// named is not there, or none is named).
    static func noServerAccount(_ reason: Problem, among accounts: [Account], file: String) -> ImportEngineError {
        var problem = reason
        (problem.file, problem.remedy) = (file, .nameServerAccount(among: accounts.map(\.name)))
        return ImportEngineError(.problemsFound, problem)
    }
}

extension StatementFormat {
    /// Why the account of a statement must be named: it states no IBAN, or one whose check
    /// digits are wrong (which must not pass for none).
    package var unnamedAccountProblem: Problem {
        accountIBANWithWrongCheckDigits.map { Problem(.accountIBANInvalid, ["iban": .text($0)]) } ?? Problem(.accountNotNamed)
    }

    /// `unnamedAccountProblem` in English, for what keeps it in a sentence.
    package var unnamedAccountReason: String { unnamedAccountProblem.englishMessage }
}
