import Foundation
import StatementDetection
@testable import StatementImport
@testable import StatementTemplates
import StatementValues
import TestSupport
import Testing

/// The one rule of every reading setting: what the user says wins over what the template
/// says, which wins over what detection found; and the plan says what it reads with.
@Suite("Reading settings: the user over the template over detection")
struct ReadingSettingsPrecedenceTests {
    /// DKB's export: dates `31.03.25`, amounts `-73,97`.
    static let bytes: [UInt8] = {
        let url = Corpus.repositoryRoot.appendingPathComponent("Samples/dkb/girokonto-2025-03.csv")
        return Array((try? Data(contentsOf: url)) ?? Data())
    }()

    /// DKB's template, saying what the file does not: years first and a decimal point.
    static func template(dateFormat: String, decimalMark: NumberFormat.DecimalMark) throws -> Template {
        var template = try #require(TemplateRegistry().templates.first { $0.id == "dkb-giro" })
        template.format.dateFormat = try DateFormat(pattern: dateFormat)
        template.format.otherDateFormats = []
        template.format.numberFormat = NumberFormat(decimalMark: decimalMark, grouping: nil)
        return template
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var templateDateFormat: String?
        var templateDecimalMark: NumberFormat.DecimalMark = .comma
        var userDateFormat: String?
        var userDecimalMark: NumberFormat.DecimalMark?
        var dateFormat: String
        var decimalMark: NumberFormat.DecimalMark
        /// The first booked row's date and amount, or `nil` where no amount reads.
        var firstBooked: (date: String, amount: String)?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "detection alone", dateFormat: "dd.MM.yy", decimalMark: .comma, firstBooked: ("2025-03-29", "-73.97")),
        Case(name: "the template's date order over detection's", templateDateFormat: "yy.MM.dd",
             dateFormat: "yy.MM.dd", decimalMark: .comma, firstBooked: ("2029-03-25", "-73.97")),
        Case(name: "the template's decimal mark over detection's", templateDateFormat: "dd.MM.yy", templateDecimalMark: .period,
             dateFormat: "dd.MM.yy", decimalMark: .period, firstBooked: nil),
        Case(name: "the user's date order and decimal mark over the template's", templateDateFormat: "yy.MM.dd",
             templateDecimalMark: .period, userDateFormat: "dd.MM.yy", userDecimalMark: .comma,
             dateFormat: "dd.MM.yy", decimalMark: .comma, firstBooked: ("2025-03-29", "-73.97")),
    ]

    @Test(arguments: cases)
    func theUserWinsOverTheTemplateWhichWinsOverDetection(_ given: Case) throws {
        guard !Self.bytes.isEmpty else {
            print("skipped: Samples/dkb/girokonto-2025-03.csv is absent")
            return
        }
        let choice: StatementLoader.TemplateChoice = try given.templateDateFormat.map {
            .forced(try Self.template(dateFormat: $0, decimalMark: given.templateDecimalMark))
        } ?? .none
        let request = StatementReading.Request(
            template: choice, dateFormat: try given.userDateFormat.map { try DateFormat(pattern: $0) },
            hints: DetectionHints(decimalMark: given.userDecimalMark))
        let plan = try StatementReading.plan(
            StatementSample(Self.bytes), fileName: "girokonto-2025-03.csv", registry: TemplateRegistry(), request: request)
        #expect(plan.mapping.dateFormat.pattern == given.dateFormat)
        #expect(plan.mapping.numberFormat.decimalMark == given.decimalMark)
        // What the plan says it reads with (`preview --json`'s format) is what it reads with.
        #expect(plan.format.dateFormat == given.dateFormat)
        #expect(plan.format.decimalSeparator == String(given.decimalMark.rawValue))
        #expect(plan.format.columns.first { $0.name == "Buchungsdatum" }?.dateFormat?.pattern == given.dateFormat)
        #expect(plan.format.columns.first { $0.name == "Betrag (€)" }?.numberFormat?.decimalMark == given.decimalMark)

        let preview = try StatementReading.preview(Self.bytes, fileName: "girokonto-2025-03.csv", registry: TemplateRegistry(), request: request)
        if let firstBooked = given.firstBooked {
            #expect(preview.transactions.first.map { ($0.bookingDate.description, $0.amount.amount.description) } ?? ("", "") == firstBooked)
            #expect(preview.problems.isEmpty)
        } else {
            #expect(preview.transactions.isEmpty)
            #expect(preview.problems.count == 18)
        }
    }
}
