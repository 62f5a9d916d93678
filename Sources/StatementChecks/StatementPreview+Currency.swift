import StatementMapping
import StatementValues

extension StatementPreview {
    /// The statement's currency as its amounts are held (`StatementCurrency`): its first row's
    /// (held, or streamed past), else the one its format states, else its stated balances';
    /// `nil` for a statement without rows whose file names none.
    public var currency: Currency? {
        // The preamble's balances are read in this currency, so they cannot tell it.
        StatementCurrency.of(
            firstRow: transactions.first?.currency ?? streamedRows?.currency, stated: format.currency,
            closingBalance: templateClosingBalance ?? statedBalances.last { $0.kind == .closing }?.amount,
            openingBalance: templateOpeningBalance ?? statedBalances.first { $0.kind == .opening }?.amount)
    }

    /// Whether the file states no currency, so that its amounts are held in `Currency.unknown`.
    package var currencyIsUnknown: Bool {
        if case .fixed(let currency) = mapping.currency { return currency.isUnknown }
        return false
    }

    /// The warning shown while the currency is unknown, with the currencies of the account's
    /// country as the likely ones.
    package var unknownCurrencyWarning: Problem {
        let country = format.accountIBAN.map { String($0.prefix(2)) } ?? ""
        return Problem(.currencyUnknown, need: .currency(likely: Currency.likely(forCountry: country)))
    }

    /// Gives amounts read without a currency the one the target account keeps (or the user
    /// names): transactions, running balances, stated balances, and says so in a warning.
    /// Amounts with more fraction digits than `currency` has stay as they are and are
    /// reported as problems.
    ///
    /// - Parameter account: The name of the account whose currency it is, for the warning.
    package mutating func settleCurrency(_ currency: Currency, ofAccount account: String) {
        guard currencyIsUnknown, !currency.isUnknown else { return }
        mapping.currency = .fixed(currency)
        warnings.removeAll { $0.code == .currencyUnknown }
        warnings.append(Problem(.currencyFromAccount, ["currency": .text(currency.code), "account": .text(account)]))
        for index in transactions.indices {
            if let amount = transactions[index].amount.settled(in: currency) {
                transactions[index].amount = amount
            } else {
                problems.append(MappingProblem(line: transactions[index].line, problem: Problem(.amountTooPrecise, [
                    "amount": .amount(transactions[index].amount.amount.description), "currency": .text(currency.code),
                ])))
            }
            transactions[index].balanceAfter = transactions[index].balanceAfter.flatMap { $0.settled(in: currency) }
        }
        for index in statedBalances.indices {
            if let amount = statedBalances[index].amount.settled(in: currency) { statedBalances[index].amount = amount }
        }
        templateOpeningBalance = templateOpeningBalance.flatMap { $0.settled(in: currency) }
        templateClosingBalance = templateClosingBalance.flatMap { $0.settled(in: currency) }
    }
}

extension Money {
    /// The same amount in `currency`, when it is held in `Currency.unknown` and fits.
    func settled(in currency: Currency) -> Money? {
        guard self.currency.isUnknown else { return self }
        return try? Money(exactly: amount, currency: currency)
    }
}
