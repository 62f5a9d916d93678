import StatementMapping
import Testing

@Suite("Filters: category rules")
struct FilterCategoryRulesTests {
    static let rules = CategoryRules([
        try! CategoryRule("counterparty contains \"SBB\" and amount < -100", category: "Travel:Pass", name: "annual pass"),
        try! CategoryRule("counterparty contains \"SBB\"", category: "Travel"),
        try! CategoryRule("counterparty in (\"Migros Zurich\", \"migros\", \"Coop Pronto\")", category: "Groceries", name: "groceries"),
        try! CategoryRule("purpose ~ /^Umbuchung/", category: "Transfer"),
        try! CategoryRule("amount < 0", category: "Other spending", name: "fallback"),
    ])

    @Test(arguments: [
        ("migros", "Groceries", 2, "rule 3 (groceries): counterparty in (\"Migros Zurich\", \"migros\", \"Coop Pronto\")"),
        ("MIGROS", "Groceries", 2, "rule 3 (groceries): counterparty in (\"Migros Zurich\", \"migros\", \"Coop Pronto\")"),
        ("coop", "Groceries", 2, "rule 3 (groceries): counterparty in (\"Migros Zurich\", \"migros\", \"Coop Pronto\")"),
        ("sbb", "Travel", 1, "rule 2: counterparty contains \"SBB\""),
        ("umbuchung", "Transfer", 3, "rule 4: purpose ~ /^Umbuchung/"),
    ])
    func theFirstMatchingRuleDecidesAndIsNamed(sample: String, category: String, rule: Int, description: String) throws {
        let transaction = try #require(FilterSamples.transactions.first { $0.name == sample }?.transaction)
        let match = try #require(Self.rules.category(for: transaction))
        #expect(match.category == category)
        #expect(match.rule == rule)
        #expect(match.description == description)
    }

    @Test func anEarlierRuleTakesPrecedenceOverALaterOneThatAlsoMatches() throws {
        var pass = try #require(FilterSamples.transactions.first { $0.name == "sbb" }?.transaction)
        pass.amount = FilterSamples.chf("-185.00")
        let match = try #require(Self.rules.category(for: pass))
        #expect(match.category == "Travel:Pass")
        #expect(match.rule == 0)
        #expect(match.description == "rule 1 (annual pass): counterparty contains \"SBB\" and amount < -100")
    }

    @Test func noRuleMatchingGivesNoCategory() throws {
        let salary = try #require(FilterSamples.transactions.first { $0.name == "credit" }?.transaction)
        #expect(Self.rules.category(for: salary) == nil)
        #expect(CategoryRules([]).category(for: salary) == nil)
    }

    @Test func aBadConditionIsReportedLikeAnyFilter() {
        let error = #expect(throws: FilterError.self) { try CategoryRule("payee contains \"SBB\"", category: "Travel") }
        #expect(error.map { [$0.line, $0.column] } == [1, 1])
        #expect(error?.message == "unknown field 'payee'")
        #expect(error?.hint == "did you mean 'counterparty'? For the file's column 'payee', write column(\"payee\")")
    }
}
