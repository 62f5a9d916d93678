import StatementDetection
import StatementMapping
import StatementValues

/// What a statement's sign evidence (`SignEvidence`) settles, and what every read says about
/// it: the one place the held and the streamed read take the sign convention from, so that
/// `preview`, `validate`, `convert` and `import` turn the same signs and give the same warning.
struct SignSettlement: Equatable {
    /// Whether debits are written positive, so that the amounts are negated.
    var inverted = false
    /// Whether the running and stated balances are negated with the amounts (a card's debt).
    var negatesBalances = false
    var warning: Problem?
    var need: StatementNeed?

    /// Weighs `transactions` (all of them, or the first rows of a streamed read), the header
    /// and preamble of `format` and the stated balances, where the read knows them.
    init(transactions: [Transaction], format: StatementFormat, openingBalance: Money?, closingBalance: Money?) {
        let verdict = SignEvidence.verdict(
            transactions: transactions, headerNames: format.columns.compactMap(\.name), preamble: format.preamble,
            openingBalance: openingBalance, closingBalance: closingBalance)
        switch verdict {
        case .asWritten:
            break
        case .inverted(let reason, let balancesToo):
            inverted = true
            negatesBalances = balancesToo
            warning = StatementPipeline.invertedSignWarning(reason)
        case .undecided(let reason):
            need = .sign
            warning = StatementPipeline.undecidedSignWarning(reason)
        }
    }

    /// Records the settlement in the mapping the rows are read by and in the statement's
    /// warnings and needs.
    func apply(to mapping: inout ColumnMapping, warnings: inout [Problem], needs: inout [StatementNeed]) {
        if inverted { mapping.signRule = .inverted }
        if let need { needs.append(need) }
        if let warning { warnings.append(warning) }
    }
}
