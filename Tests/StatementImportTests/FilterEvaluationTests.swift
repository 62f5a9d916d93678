import StatementMapping
import StatementValues
import Testing
import TextDecoding

/// A handful of bookings shaped like Swiss and German statements, by a short name.
enum FilterSamples {
    static func day(_ text: String) -> CalendarDate {
        let parts = text.split(separator: "-").map { Int($0)! }
        return CalendarDate(year: parts[0], month: parts[1], day: parts[2])!
    }

    static func chf(_ text: String) -> Money {
        Money(contractString: text, currency: .chf)!
    }

    static let transactions: [(name: String, transaction: Transaction)] = [
        ("migros", Transaction(
            line: 2, bookingDate: day("2024-01-31"), valueDate: day("2024-02-01"), amount: chf("-45.80"),
            counterparty: "Migros Zürich", purpose: "Einkauf Filiale 0123", balanceAfter: chf("1954.20"),
            rawFields: ["Buchungstext": "Lastschrift", "Betrag": "-45,80"])),
        ("MIGROS", Transaction(
            line: 3, bookingDate: day("2024-01-01"), amount: chf("-100.00"), counterparty: "MIGROS",
            rawFields: ["Buchungstext": "Kartenzahlung", "Betrag": "-100,00"])),
        ("coop", Transaction(
            line: 4, bookingDate: day("2023-12-31"), valueDate: day("2024-01-02"), amount: chf("-100.01"),
            counterparty: "Coop Pronto", purpose: "  ", rawFields: ["Buchungstext": "Kartenzahlung", "Betrag": "-100,01"])),
        ("sbb", Transaction(
            line: 5, bookingDate: day("2024-02-29"), amount: chf("-12.50"), counterparty: "SBB CFF FFS",
            purpose: "Halbtax-Abo", reference: "SBB-2024-0042", category: "Travel",
            rawFields: ["Buchungstext": "Lastschrift"])),
        ("umbuchung", Transaction(
            line: 6, bookingDate: day("2024-03-01"), amount: chf("-500.00"), counterpartyIBAN: "CH93 0076 2011 6238 5295 7",
            purpose: "Umbuchung auf Sparkonto", rawFields: ["Buchungstext": "  Dauerauftrag ", "Betrag": "-500,00"])),
        ("credit", Transaction(
            line: 7, bookingDate: day("2024-03-25"), amount: Money(contractString: "1200.00", currency: .eur)!,
            counterparty: "Crédit Agricole", purpose: "Salaire mars", category: "Salary", balanceAfter: chf("3456.78"))),
    ]

    /// The names of the samples `filter` keeps, in order, joined by spaces.
    static func matches(_ filter: String) throws -> String {
        let expression = try FilterExpression(parsing: filter)
        return transactions.filter { expression.matches($0.transaction) }.map(\.name).joined(separator: " ")
    }
}

@Suite("Filters: evaluation")
struct FilterEvaluationTests {
    @Test(arguments: [
        // Text equality ignores case and accents, not spaces or other words.
        ("counterparty = \"migros\"", "MIGROS"),
        ("counterparty = \"Migros Zurich\"", "migros"),
        ("counterparty = \"credit agricole\"", "credit"),
        ("counterparty = \"CRÉDIT AGRICOLE\"", "credit"),
        ("counterparty != \"migros\"", "migros coop sbb umbuchung credit"),
        ("currency = \"eur\"", "credit"),
        ("counterparty in (\"SBB CFF FFS\", \"coop pronto\")", "coop sbb"),
        ("counterparty in (\"SBB\", \"Coop\")", ""),
        // contains: substring, ignoring case and accents.
        ("counterparty contains \"migros\"", "migros MIGROS"),
        ("counterparty contains \"zurich\"", "migros"),
        ("counterparty contains \"SBB\" or counterparty contains \"coop\"", "coop sbb"),
        ("purpose contains \"sparkonto\"", "umbuchung"),
        // Regex: anywhere in the text; case-sensitive unless i.
        ("purpose ~ /Umbuchung/", "umbuchung"),
        ("purpose ~ /umbuchung/", ""),
        ("purpose ~ /umbuchung/i", "umbuchung"),
        ("counterparty ~ /^MIGROS$/", "MIGROS"),
        ("counterparty ~ /^migros/i", "migros MIGROS"),
        ("reference ~ /SBB-\\d{4}-/", "sbb"),
        ("counterparty ~ /Cr.dit/", "credit"),
        ("counterparty ~ /credit/i", ""),
        // Amounts: exact, at the boundaries.
        ("amount < -100", "coop umbuchung"),
        ("amount <= -100", "MIGROS coop umbuchung"),
        ("amount <= -100.00", "MIGROS coop umbuchung"),
        ("amount < -100.001", "coop umbuchung"),
        ("amount < -100.009", "coop umbuchung"),
        ("amount < -100.01", "umbuchung"),
        ("amount = -12.5", "sbb"),
        ("amount = -12.500", "sbb"),
        ("amount = -12.501", ""),
        ("amount >= 12.50", "credit"),
        ("amount < 0", "migros MIGROS coop sbb umbuchung"),
        ("amount > 0", "credit"),
        ("amount != -45.80", "MIGROS coop sbb umbuchung credit"),
        ("amount in (-45.8, -500, 1200)", "migros umbuchung credit"),
        ("amount >= 1200 and currency = \"CHF\"", ""),
        ("balance > 2000", "credit"),
        ("balance <= 1954.20", "migros"),
        ("balance != 1954.20", "MIGROS coop sbb umbuchung credit"),
        // Dates: by value, at the boundaries, leap day included.
        ("booking_date >= 2024-01-01", "migros MIGROS sbb umbuchung credit"),
        ("booking_date < 2024-01-01", "coop"),
        ("booking_date = 2024-02-29", "sbb"),
        ("booking_date > 2024-02-29 and booking_date <= 2024-03-25", "umbuchung credit"),
        ("booking_date in (2024-01-31, 2024-03-01)", "migros umbuchung"),
        ("value_date > 2024-01-01", "migros coop"),
        ("value_date != 2024-02-01", "MIGROS coop sbb umbuchung credit"),
        // Missing values.
        ("value_date is empty", "MIGROS sbb umbuchung credit"),
        ("purpose is empty", "MIGROS coop"),
        ("purpose is not empty", "migros sbb umbuchung credit"),
        ("counterparty is empty", "umbuchung"),
        ("counterparty_iban is not empty", "umbuchung"),
        ("category = \"travel\"", "sbb"),
        ("balance is empty", "MIGROS coop sbb umbuchung"),
        ("amount is empty", ""),
        // Columns of the file, trimmed; a row without the column has it empty.
        ("column(\"Buchungstext\") = \"lastschrift\"", "migros sbb"),
        ("column(\"Buchungstext\") = \"Dauerauftrag\"", "umbuchung"),
        ("column(\"Buchungstext\") is empty", "credit"),
        ("column(\"Betrag\") contains \",0\"", "MIGROS coop umbuchung"),
        ("column(\"Nirgends\") is empty", "migros MIGROS coop sbb umbuchung credit"),
        // not, and, or, precedence.
        ("not amount < 0", "credit"),
        ("not counterparty contains \"migros\"", "coop sbb umbuchung credit"),
        ("not purpose is empty", "migros sbb umbuchung credit"),
        ("amount < -100 or amount > 0 and category = \"Salary\"", "coop umbuchung credit"),
        ("(amount < -100 or amount > 0) and category = \"Salary\"", "credit"),
        ("not amount < 0 or counterparty = \"MIGROS\"", "MIGROS credit"),
        ("not (amount < 0 or counterparty = \"MIGROS\")", "credit"),
        ("not amount < 0 and counterparty = \"MIGROS\"", ""),
        ("counterparty contains \"migros\" and not amount = -100 or purpose ~ /Umbuchung/", "migros umbuchung"),
    ])
    func filtersKeepExactlyTheseTransactions(filter: String, kept: String) throws {
        #expect(try FilterSamples.matches(filter) == kept)
    }

    @Test(arguments: [
        ("counterparty = \"Migros\"", "counterparty != \"Migros\""),
        ("value_date = 2024-02-01", "value_date != 2024-02-01"),
        ("balance = 1954.20", "balance != 1954.20"),
        ("purpose is empty", "purpose is not empty"),
    ])
    func notEqualIsTheNegationOfEqualEvenForMissingValues(equal: String, notEqual: String) throws {
        let equalFilter = try FilterExpression(parsing: equal)
        let notEqualFilter = try FilterExpression(parsing: notEqual)
        let negated = try FilterExpression(parsing: "not (\(equal))")
        for (name, transaction) in FilterSamples.transactions {
            #expect(equalFilter.matches(transaction) != notEqualFilter.matches(transaction), "\(name)")
            #expect(negated.matches(transaction) == notEqualFilter.matches(transaction), "\(name)")
        }
    }

    @Test func amountsCompareExactlyAtEveryScale() throws {
        let jpy = Transaction(line: 1, bookingDate: FilterSamples.day("2024-01-01"), amount: Money(minorUnits: -1500, currency: .jpy))
        let kwd = Transaction(line: 1, bookingDate: FilterSamples.day("2024-01-01"), amount: Money(minorUnits: -1, currency: Currency(code: "KWD")!))
        let large = Transaction(line: 1, bookingDate: FilterSamples.day("2024-01-01"), amount: Money(minorUnits: 999_999_999_999_999_999, currency: .chf))
        #expect(try FilterExpression(parsing: "amount = -1500.00").matches(jpy))
        #expect(try FilterExpression(parsing: "amount > -1500.00000000000001").matches(jpy))
        #expect(try FilterExpression(parsing: "amount < -1499.99999999999999").matches(jpy))
        #expect(try FilterExpression(parsing: "amount = -1500.00000000000001").matches(jpy) == false)
        #expect(try FilterExpression(parsing: "amount = -0.001").matches(kwd))
        #expect(try FilterExpression(parsing: "amount < -0.0009").matches(kwd))
        #expect(try FilterExpression(parsing: "amount > -0.0011").matches(kwd))
        #expect(try FilterExpression(parsing: "amount > 9999999999999999.98").matches(large))
        #expect(try FilterExpression(parsing: "amount < 10000000000000000").matches(large))
        #expect(try FilterExpression(parsing: "amount > 0.000000000000000001").matches(large))
    }

    /// Plain ASCII texts skip ICU; the answers must be the collator's all the same.
    @Test func asciiTextsGetTheCollatorsAnswers() throws {
        let collator = try TextCollator(locale: "")
        let printable = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        for left in printable {
            for right in printable {
                let filter = try FilterExpression(parsing: "purpose = \"x\(left == "\"" || left == "\\" ? "\\" + left : left)\"")
                let transaction = Transaction(line: 1, bookingDate: FilterSamples.day("2024-01-01"), amount: .zero(.chf), purpose: "x" + right)
                #expect(filter.matches(transaction) == collator.equalsIgnoringCaseAndAccents("x" + left, "x" + right), "\(left) \(right)")
            }
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aAbB -.:/0")
        for _ in 0..<2000 {
            let needle = String((0..<Int.random(in: 1...3, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let haystack = String((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let filter = try FilterExpression(parsing: "purpose contains \"\(needle)\"")
            let transaction = Transaction(line: 1, bookingDate: FilterSamples.day("2024-01-01"), amount: .zero(.chf), purpose: "x" + haystack)
            #expect(filter.matches(transaction) == collator.contains(needle, in: "x" + haystack), "\(needle) in \(haystack)")
        }
    }
}
