import StatementImport

extension Currency: ExpressibleByArgument {
    init?(argument: String) {
        self.init(code: argument)
    }

    static var valueExpectation: String { "an ISO 4217 currency code, such as CHF or EUR" }
}

extension DateFormat: ExpressibleByArgument {
    init?(argument: String) {
        try? self.init(pattern: argument)
    }

    static var valueExpectation: String { "a date pattern, such as dd.MM.yyyy or MM/dd/yy" }
}
