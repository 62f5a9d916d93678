@testable import StatementDetection
@testable import StatementTemplates
@testable import StatementValues
import Testing

@Suite("Template matching and resolution")
struct TemplateMatchingTests {
    /// The matcher's rules are tested against three templates, so that adding a bank does
    /// not change what these tests mean; `StatementLoaderTemplateTests` covers all of them.
    static let registry = TemplateRegistry(builtins: TemplateRegistry.builtinSources.filter {
        ["Templates/dkb-giro.json", "Templates/postfinance-de.json", "Templates/ubs-account.json"].contains($0.path)
    })
    static let dkb = registry.template(id: "dkb-giro")!
    static let dkbHeader = [
        "Buchungsdatum", "Wertstellung", "Status", "Zahlungspflichtige*r", "Zahlungsempfänger*in", "Verwendungszweck",
        "Umsatztyp", "IBAN", "Betrag (€)", "Gläubiger-ID", "Mandatsreferenz", "Kundenreferenz",
    ]
    static let dkbPreamble = ["\"Girokonto\";\"DE111111111111111111\"", "\"Kontostand vom 31.03.2025:\";\"1.361,16 €\"", "\"\""]

    static func header(_ change: (inout [String]) -> Void) -> [String] {
        var header = dkbHeader
        change(&header)
        return header
    }

    @Test("an exact header and preamble match")
    func exact() {
        let result = Self.registry.match(TemplateMatchInput(header: Self.dkbHeader, preamble: Self.dkbPreamble))
        #expect(result == .matched(TemplateMatch(template: Self.dkb, tolerated: [])))
    }

    @Test("spaces around names and an empty last name do not count")
    func normalizedHeader() {
        let header = [" Buchungsdatum "] + Self.dkbHeader.dropFirst() + [""]
        #expect(TemplateMatcher.verify(Self.dkb, against: TemplateMatchInput(header: header, preamble: Self.dkbPreamble))
            == .matched(TemplateMatch(template: Self.dkb, tolerated: [])))
    }

    @Test("a changed export is a mismatch that says what changed", arguments: [
        (header { $0[8] = "Betrag (EUR)" }, [TemplateDifference.renamed(from: "Betrag (€)", to: "Betrag (EUR)", column: 9)]),
        (header { $0.append("Notiz") }, [.added("Notiz", column: 13)]),
        (header { $0.remove(at: 2) }, [.missing("Status", column: 3)]),
        (header { $0.insert($0.remove(at: 7), at: 2) }, [.moved("IBAN", from: 8, to: 3)]),
        (header { $0[5] = "Buchungstext" }, [.missing("Verwendungszweck", column: 6), .added("Buchungstext", column: 6)]),
        (header { $0[2] = "Buchungsstatus"; $0.append("Notiz") },
         [.renamed(from: "Status", to: "Buchungsstatus", column: 3), .added("Notiz", column: 13)]),
    ])
    func nearMiss(header: [String], differences: [TemplateDifference]) throws {
        let result = Self.registry.match(TemplateMatchInput(header: header, preamble: Self.dkbPreamble))
        guard case .mismatch(let mismatch) = result else {
            Issue.record("expected a mismatch, got \(result)")
            return
        }
        #expect(mismatch.template.id == "dkb-giro")
        #expect(mismatch.differences == differences)
    }

    @Test("the explanation names the template and every difference")
    func explanation() {
        let header = Self.header { $0[8] = "Betrag (EUR)"; $0.remove(at: 2) }
        guard case .mismatch(let mismatch) = Self.registry.match(TemplateMatchInput(header: header, preamble: ["other"])) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(mismatch.explanation == """
            the file looks like 'DKB Girokonto' (template dkb-giro, Templates/dkb-giro.json), but it differs:
              - column 3 'Status' is missing
              - column 8 'Betrag (€)' is now called 'Betrag (EUR)'
              - no line before the header matches the preamble pattern '^"Girokonto";"[A-Z]{2}[0-9]{2}'
            """)
        #expect(mismatch.hint.hasPrefix("if the bank changed its export, update 'match' in Templates/dkb-giro.json"))
    }

    @Test("the same header under another preamble is a mismatch")
    func preambleChanged() {
        let result = Self.registry.match(TemplateMatchInput(header: Self.dkbHeader, preamble: ["\"Kreditkarte\";\"4711\""]))
        guard case .mismatch(let mismatch) = result else {
            Issue.record("expected a mismatch, got \(result)")
            return
        }
        #expect(mismatch.differences == [.preambleChanged(pattern: #"^"Girokonto";"[A-Z]{2}[0-9]{2}"#)])
        #expect(mismatch.similarity == 1)
    }

    @Test("an unrelated header matches nothing")
    func none() {
        #expect(Self.registry.match(TemplateMatchInput(header: ["Date", "Amount", "Description"])) == .noMatch)
        #expect(Self.registry.match(TemplateMatchInput(header: ["Buchungsdatum", "Betrag", "Text", "Saldo", "Valuta"])) == .noMatch)
    }

    static func userTemplate(id: String, header: [String], extra: String = "") -> TemplateSource {
        let names = header.map { "\"\($0)\"" }.joined(separator: ", ")
        return TemplateSource(path: "user/\(id).json", text: """
            {
              "id": "\(id)", "name": "User \(id)", "country": "DE", "version": 1,
              "match": { "header": [\(names)]\(extra) },
              "format": { "encoding": "utf-8", "delimiter": ";", "date_format": "dd.MM.yyyy", "decimal_separator": "," },
              "currency": "EUR",
              "columns": { "booking_date": "Datum", "amount": "Betrag" }
            }
            """)
    }

    @Test("two templates with the same fingerprint are ambiguous; a file name pattern decides")
    func ambiguous() throws {
        let registry = TemplateRegistry(builtins: [], user: [
            Self.userTemplate(id: "bank-a", header: ["Datum", "Betrag", "Text"]),
            Self.userTemplate(id: "bank-b", header: ["Datum", "Betrag", "Text"], extra: #", "filename": "^umsaetze-b""#),
        ])
        let input = TemplateMatchInput(header: ["Datum", "Betrag", "Text"], fileName: "export.csv")
        #expect(registry.match(input) == .ambiguous(registry.templates))
        var named = input
        named.fileName = "umsaetze-b-2024.csv"
        #expect(registry.match(named) == .matched(TemplateMatch(template: try #require(registry.template(id: "bank-b")), tolerated: [])))
    }

    @Test("required_columns tolerates other columns, and resolution follows the names")
    func requiredColumns() throws {
        let registry = TemplateRegistry(builtins: [], user: [
            Self.userTemplate(id: "bank-a", header: ["Datum", "Betrag", "Text"], extra: #", "required_columns": ["Datum", "Betrag"]"#),
        ])
        let template = try #require(registry.template(id: "bank-a"))
        let header = ["Text", "Valuta", "Betrag", "Datum"]
        guard case .matched(let match) = registry.match(TemplateMatchInput(header: header)) else {
            Issue.record("expected a match")
            return
        }
        #expect(match.template == template)
        #expect(match.tolerated.contains(.added("Valuta", column: 2)))
        let mapping = try template.mapping(forHeader: header)
        #expect(mapping.bookingDate == 3)
        #expect(mapping.amount == .single(2))
    }

    @Test("resolution turns names into the file's indexes")
    func resolution() throws {
        let mapping = try Self.dkb.mapping(forHeader: Self.dkbHeader)
        #expect(mapping == ColumnMapping(
            bookingDate: 0, valueDate: 1, amount: .single(8), currency: .fixed(.eur),
            counterparty: .byDirection(outgoing: 4, incoming: 3), counterpartyIBAN: 7, purpose: [5], reference: 11,
            category: nil, balance: nil, status: 2, pendingValues: ["Vorgemerkt"],
            dateFormat: try DateFormat(pattern: "dd.MM.yy"), numberFormat: NumberFormat(decimalMark: .comma, grouping: .period),
            signRule: .asWritten))
        #expect(Self.dkb.roles(forHeader: Self.dkbHeader) == [
            .bookingDate, .valueDate, nil, .counterparty, .counterparty, .purpose, nil, .counterpartyIBAN, .amount, nil, nil, .reference,
        ])
    }

    @Test("resolution refuses a header that lacks a column")
    func resolutionFails() {
        let header = Self.header { $0[8] = "Betrag (EUR)"; $0.append("IBAN") }
        #expect(throws: TemplateResolutionError(template: "dkb-giro", missing: ["Betrag (€)"], repeated: ["IBAN"])) {
            try Self.dkb.mapping(forHeader: header)
        }
        #expect(TemplateResolutionError(template: "dkb-giro", missing: ["Betrag (€)"], repeated: ["IBAN"]).description
            == "template 'dkb-giro' cannot read this file: the header has no column 'Betrag (€)'; the header has 'IBAN' more than once")
    }

    @Test("user templates override built-ins by id; a repeated user id is an error")
    func registry() throws {
        let override = Self.userTemplate(id: "dkb-giro", header: ["Datum", "Betrag"])
        let copy = TemplateSource(path: "user/z-copy.json", text: override.text)
        let registry = TemplateRegistry(user: [copy, override])
        #expect(registry.templates.map(\.id) == TemplateRegistry().templates.map(\.id))
        #expect(registry.template(id: "dkb-giro")?.file == "user/dkb-giro.json")
        #expect(registry.overridden == ["dkb-giro"])
        #expect(registry.errors.map(\.description) == ["""
            user/z-copy.json:2:9: error: template id 'dkb-giro' is already used by user/dkb-giro.json
              |
            2 |   "id": "dkb-giro", "name": "User dkb-giro", "country": "DE", "version": 1,
              |         ^
            hint: give each user template its own id

            """])
        #expect(registry.suggestion(forID: "dkb-gyro") == "dkb-giro")
    }
}
