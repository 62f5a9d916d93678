/// An ordered list of category rules, in which the first rule that matches decides.
///
/// Order is the user's tool for exceptions: `counterparty contains "SBB" and amount < -500`
/// (annual pass) before `counterparty contains "SBB"` (travel).
package struct CategoryRules: Sendable, Hashable {
    package let rules: [CategoryRule]

    package init(_ rules: [CategoryRule]) {
        self.rules = rules
    }

    /// The category of the first rule that matches `transaction`, with that rule's index in
    /// `rules` (from 0) and a description naming it for the user, counted from 1 as a rules
    /// file lists them: `rule 2 (groceries): counterparty in ("Migros", "Coop")`, or without a
    /// name `rule 2: counterparty in ("Migros", "Coop")`. `nil` when no rule matches.
    package func category(for transaction: Transaction) -> (category: String, rule: Int, description: String)? {
        guard let index = rules.firstIndex(where: { $0.condition.matches(transaction) }) else { return nil }
        let rule = rules[index]
        let label = rule.name.map { "rule \(index + 1) (\($0))" } ?? "rule \(index + 1)"
        return (rule.category, index, "\(label): \(rule.condition)")
    }
}
