/// "If a transaction matches this filter, it belongs to this category": one rule of a
/// template's or the user's categorisation, like an if-block of hledger's CSV rules.
package struct CategoryRule: Sendable, Hashable {
    package var condition: FilterExpression
    package var category: String
    /// What the user calls the rule ("groceries"), shown when it matches; `nil` to show the
    /// condition alone.
    package var name: String?

    package init(condition: FilterExpression, category: String, name: String? = nil) {
        self.condition = condition
        self.category = category
        self.name = name
    }

    /// The rule whose condition is the filter `condition`.
    package init(_ condition: String, category: String, name: String? = nil) throws(FilterError) {
        self.init(condition: try FilterExpression(parsing: condition), category: category, name: name)
    }
}
