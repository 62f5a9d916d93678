import StatementMapping
import Testing

@Suite("Filters: parsing to the normalized form")
struct FilterParsingTests {
    @Test(arguments: [
        ("amount < -100", "amount < -100"),
        ("amount>=12.50", "amount >= 12.50"),
        ("amount < +5", "amount < 5"),
        ("balance != 0.00", "balance != 0.00"),
        ("booking_date >= 2024-01-01", "booking_date >= 2024-01-01"),
        ("value_date   =   2024-02-29", "value_date = 2024-02-29"),
        ("counterparty = \"Migros Zürich\"", "counterparty = \"Migros Zürich\""),
        ("purpose = \"say \\\"hi\\\" \\\\ bye\"", "purpose = \"say \\\"hi\\\" \\\\ bye\""),
        ("purpose ~ /Umbuchung/i", "purpose ~ /Umbuchung/i"),
        ("purpose ~ /a\\/b/", "purpose ~ /a\\/b/"),
        ("counterparty contains \"migros\"", "counterparty contains \"migros\""),
        ("counterparty in (\"SBB\",\"Coop\")", "counterparty in (\"SBB\", \"Coop\")"),
        ("amount in (10, -20.5)", "amount in (10, -20.5)"),
        ("booking_date in (2024-01-01)", "booking_date in (2024-01-01)"),
        ("value_date is empty", "value_date is empty"),
        ("counterparty_iban is not empty", "counterparty_iban is not empty"),
        ("column(\"Buchungstext\") contains \"Lastschrift\"", "column(\"Buchungstext\") contains \"Lastschrift\""),
        ("AMOUNT < 0 AND Currency = \"chf\"", "amount < 0 and currency = \"chf\""),
        ("not amount < 0", "not amount < 0"),
        ("not not amount < 0", "not not amount < 0"),
        ("amount < 0 or amount > 10 and purpose is empty", "amount < 0 or amount > 10 and purpose is empty"),
        ("(amount < 0 or amount > 10) and purpose is empty", "(amount < 0 or amount > 10) and purpose is empty"),
        ("((amount < 0))", "amount < 0"),
        ("amount < 0 and (purpose is empty and reference is empty)", "amount < 0 and purpose is empty and reference is empty"),
        ("not (amount < 0 and purpose is empty)", "not (amount < 0 and purpose is empty)"),
        ("not (amount < 0) or category = \"Food\"", "not amount < 0 or category = \"Food\""),
        ("amount < 0\n  and purpose ~ /x/", "amount < 0 and purpose ~ /x/"),
    ])
    func validFiltersPrintInNormalizedForm(text: String, normalized: String) throws {
        let filter = try FilterExpression(parsing: text)
        #expect(filter.description == normalized)
        #expect(filter.source == text)
        #expect(try FilterExpression(parsing: normalized).description == normalized)
        #expect(try FilterExpression(parsing: normalized) == filter)
    }

    @Test(arguments: [
        // Structure.
        ("", 1, "expected a filter, such as amount < 0 or counterparty contains \"Migros\"", nil),
        ("amount <", 9, "expected a number after '<', such as 0 or -12.50", nil),
        ("amount < 0 and", 15, "expected a field, such as amount or counterparty, 'not' or '('", nil),
        ("amount < 0 amount > 1", 12, "expected 'and', 'or' or the end of the filter", nil),
        ("(amount < 0", 12, "expected 'and', 'or' or ')' to close the '(' at column 1", nil),
        ("amount < 0)", 11, "')' without a matching '('", nil),
        ("amount", 7, "expected an operator after 'amount', such as <, >= or =", nil),
        ("counterparty not in (\"SBB\")", 14, "expected an operator after 'counterparty', such as =, contains or ~",
         "put 'not' before the field: not counterparty …"),
        ("purpose is full", 12, "expected 'empty' after 'is'", nil),
        ("amount in 10", 11, "expected '(' after 'in', such as in (10, 20.50)", nil),
        ("amount in (10 20)", 15, "expected ',' or ')' in the list after 'in'", nil),
        ("amount in ()", 12, "expected a number after '(', such as 0 or -12.50", nil),
        ("column(Buchungstext) = \"x\"", 8, "expected the column's name in double quotes, such as column(\"Buchungstext\")", nil),
        ("column(\"\") = \"x\"", 8, "expected the column's name in double quotes, such as column(\"Buchungstext\")", nil),
        // Fields.
        ("purpse ~ /x/", 1, "unknown field 'purpse'", "did you mean 'purpose'?"),
        ("counterparty_i is empty", 1, "unknown field 'counterparty_i'", "did you mean 'counterparty_iban'?"),
        ("date > 2024-01-01", 1, "unknown field 'date'",
         "did you mean 'booking_date'? For the file's column 'date', write column(\"date\")"),
        ("Buchungstext contains \"Lastschrift\"", 1, "unknown field 'Buchungstext'",
         "for the file's column 'Buchungstext', write column(\"Buchungstext\"); the fields are booking_date, value_date, amount, currency, counterparty, counterparty_iban, purpose, reference, category, balance"),
        // Types.
        ("booking_date >= \"2024-01-01\"", 17, "booking_date is a date: compare it with a date, such as 2024-01-01, not a string",
         "write the date without quotes: 2024-01-01"),
        ("booking_date > 2024", 16, "booking_date is a date: compare it with a date, such as 2024-01-01, not a number", nil),
        ("amount < \"-12.50\"", 10, "amount is an amount: compare it with a number, such as 0 or -12.50, not a string",
         "write the number without quotes: -12.50"),
        ("amount = \"Migros\"", 10, "amount is an amount: compare it with a number, such as 0 or -12.50, not a string", nil),
        ("counterparty = 12.50", 16, "counterparty is text: compare it with a string, such as \"Migros\", not a number",
         "write it in double quotes: \"12.50\""),
        ("purpose = /Umbuchung/i", 11, "purpose is text: compare it with a string, such as \"Migros\", not a regex",
         "write '~' to match a regex: purpose ~ /Umbuchung/i"),
        ("counterparty < \"M\"", 14, "'<' orders amounts and dates, but counterparty is text",
         "compare text with =, !=, contains, ~, in or is empty"),
        ("amount contains \"5\"", 8, "'contains' searches text, but amount is an amount",
         "compare amounts with =, !=, <, <=, >, >=, in or is empty"),
        ("booking_date ~ /2024/", 14, "'~' searches text, but booking_date is a date",
         "compare dates with =, !=, <, <=, >, >=, in or is empty"),
        ("counterparty in (\"SBB\", 5)", 25, "counterparty is text: compare it with a string, such as \"Migros\", not a number",
         "write it in double quotes: \"5\""),
        ("counterparty = \"\"", 16, "an empty string matches no value", "to test for a missing value, write 'counterparty is empty'"),
        ("purpose contains /x/", 18, "expected a string after 'contains', such as \"Migros\"", "write '~' to match a regex"),
        ("purpose ~ \"Umbuchung\"", 11, "expected a regex after '~', such as /Umbuchung/i", "write the pattern between slashes: /Umbuchung/"),
        ("purpose ~ /(unclosed/", 11, "the regex /(unclosed/ is not valid",
         "escape characters that mean something in a regex with a backslash, such as \\( or \\."),
        // Literals.
        ("booking_date >= 2024-02-30", 17, "there is no date 2024-02-30: February 2024 has 29 days", nil),
        ("booking_date >= 2023-13-01", 17, "there is no date 2023-13-01: months run from 01 to 12", nil),
        ("booking_date >= 2024-1-5", 17, "expected a date as YYYY-MM-DD, such as 2024-03-05", nil),
        ("booking_date >= 31.12.2024", 17, "dates are written YYYY-MM-DD", "write 5 March 2024 as 2024-03-05"),
        ("amount > 1,5", 11, "expected 'and', 'or' or the end of the filter", "write the decimal mark as '.', such as 12.50"),
        ("amount > 12.", 13, "expected a digit after the decimal mark in '12.'", nil),
        ("amount > .5", 10, "unexpected character '.'", "write a digit before the decimal mark: 0.5"),
        ("amount > 1234567890123456789", 10, "the number 1234567890123456789 has more than 18 digits", nil),
        ("counterparty = \"Migros", 16, "unterminated string", "end the string with a double quote"),
        ("purpose = \"a\\nb\"", 13, "unknown escape in a string", "only \\\" and \\\\ are escapes; write a backslash as \\\\"),
        ("purpose ~ /Umbuchung", 11, "unterminated regex", "end the regex with a slash; write a slash inside it as \\/"),
        ("purpose ~ //", 11, "empty regex", "a regex needs a pattern between the slashes, such as /Umbuchung/i"),
        ("purpose ~ /x/g", 14, "unknown regex flag 'g'", "the only flag is i, which ignores case"),
        ("amount == 0", 8, "'==' is not an operator", "write a single '=' to compare"),
        ("amount <> 0", 8, "'<>' is not an operator", "write '!=' for 'not equal'"),
        ("amount < 0 && amount > -5", 12, "unexpected character '&'", "write 'and'"),
        ("counterparty = 'SBB'", 16, "unexpected character '''", "write strings in double quotes: \"Migros\""),
        ("counterparty = \u{201C}SBB\u{201D}", 16, "unexpected character '\u{201C}'", "write strings in straight double quotes: \"Migros\""),
        ("[\"Buchungstext\"] = \"x\"", 1, "unexpected character '['", "write a column of the file as column(\"Buchungstext\")"),
    ] as [(String, Int, String, String?)])
    func invalidFiltersReportTheirColumnAndAWayOut(text: String, column: Int, message: String, hint: String?) {
        let error = #expect(throws: FilterError.self) { try FilterExpression(parsing: text) }
        #expect(error?.line == 1)
        #expect(error?.column == column)
        #expect(error?.message == message)
        #expect(error?.hint == hint)
    }

    @Test func errorsRenderWithACaretUnderThePlace() throws {
        let source = "purpose ~ /x/ and amount <"
        let error = try #require(throws: FilterError.self) { try FilterExpression(parsing: source) }
        #expect(error.rendered(source: source) == """
            filter:1:27: error: expected a number after '<', such as 0 or -12.50
            purpose ~ /x/ and amount <
                                      ^
            """)
        let typo = "Purpse ~ /x/"
        let typoError = try #require(throws: FilterError.self) { try FilterExpression(parsing: typo) }
        #expect(typoError.rendered(source: typo, label: "giro.json: filters[1]") == """
            giro.json: filters[1]:1:1: error: unknown field 'Purpse'
            Purpse ~ /x/
            ^
            hint: did you mean 'purpose'?
            """)
    }

    @Test func errorsInLaterLinesNameTheLineAndKeepTabsUnderTheCaret() throws {
        let source = "amount < 0 and\n\tbooking_date > \"x\""
        let error = try #require(throws: FilterError.self) { try FilterExpression(parsing: source) }
        #expect(error.line == 2)
        #expect(error.column == 17)
        #expect(error.rendered(source: source) == """
            filter:2:17: error: booking_date is a date: compare it with a date, such as 2024-01-01, not a string
            \tbooking_date > "x"
            \t               ^
            """)
    }

    @Test func columnsAreCheckedAgainstTheHeader() throws {
        let headers = ["Buchungstag", "Buchungstext", "Betrag"]
        try FilterExpression(parsing: "column(\"Buchungstext\") contains \"Lastschrift\"").checkColumns(headers)
        let caseError = #expect(throws: FilterError.self) {
            try FilterExpression(parsing: "column(\"buchungstext\") is empty").checkColumns(headers)
        }
        #expect(caseError.map { [$0.line, $0.column] } == [1, 8])
        #expect(caseError?.message == "the file has no column \"buchungstext\"")
        #expect(caseError?.hint == "did you mean \"Buchungstext\"?")
        let missing = #expect(throws: FilterError.self) {
            try FilterExpression(parsing: "amount < 0 and not column(\"Verwendungszweck\") is empty").checkColumns(headers)
        }
        #expect(missing.map { [$0.line, $0.column] } == [1, 27])
        #expect(missing?.message == "the file has no column \"Verwendungszweck\"")
        #expect(missing?.hint == "the columns are \"Buchungstag\", \"Buchungstext\", \"Betrag\"")
    }
}
