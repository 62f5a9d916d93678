import StatementChecks


/// The statements of a batch grouped by account, each group in period order, with what lies
/// between neighbours (`StatementChain`).
package struct AccountChains {
    /// Indexes into the batch; groups in the order their first statement was given.
    package var groups: [[Int]]
    /// What links a statement to the one before it in its group, by the later one's index.
    package var findings: [Int: StatementChain.Finding]

    /// Groups statements by `accounts` (statements without one are left out) and checks each
    /// group's chain. A statement without transactions has no period: it goes last and is not
    /// chained.
    package init(accounts: [String?], statements: [StatementChain.Statement?]) {
        var order: [String] = []
        var members: [String: [Int]] = [:]
        for (index, account) in accounts.enumerated() {
            guard let account else { continue }
            if members[account] == nil { order.append(account) }
            members[account, default: []].append(index)
        }
        groups = []
        findings = [:]
        for account in order {
            let indexes = members[account] ?? []
            let dated = indexes.filter { statements[$0] != nil }
            let chain = dated.map { statements[$0]! }
            let sorted = StatementChain.periodOrder(chain).map { dated[$0] }
            for finding in StatementChain.check(sorted.map { statements[$0]! }) {
                var finding = finding
                (finding.previous, finding.next) = (sorted[finding.previous], sorted[finding.next])
                findings[finding.next] = finding
            }
            groups.append(sorted + indexes.filter { statements[$0] == nil })
        }
    }

    /// The statement before `index` in its group.
    package func previous(of index: Int) -> Int? {
        for group in groups {
            if let position = group.firstIndex(of: index) { return position > 0 ? group[position - 1] : nil }
        }
        return nil
    }
}
