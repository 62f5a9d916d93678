import Booking
import Foundation
@testable import StatementImport
@testable import StatementTemplates
@testable import TableReading
import Testing
import TestSupport


/// The typed batch as the contract writes it: the same keys and texts as the JSON the
/// importer always sent (`shared/spec/certain-api.md`), and a clear refusal of texts that are
/// not the contract's when a batch is read.
@Suite("batch JSON")
struct BatchJSONTests {
    /// Every field of a row set, and a row with only the required ones.
    static let batch = Batch(
        accountID: 3,
        source: BatchSource(filename: "a.csv", sha256: String(repeating: "0", count: 64), size: 1, template: "dkb-giro"),
        statement: StatementFacts(from: day("2024-03-01"), to: day("2024-03-31"), openingBalance: decimal("1000.00"), closingBalance: nil),
        transactions: [
            BatchTransaction(
                fingerprint: BookingFingerprint("fp-coffee"), bookingDate: day("2024-03-01"), valueDate: day("2024-03-02"), amount: money("-3.50"),
                counterparty: "Café Fröhlich", counterpartyIBAN: "DE02120300000000202051", purpose: "coffee", reference: "REF-1",
                category: "Haushalt", balanceAfter: money("996.50")),
            BatchTransaction(
                fingerprint: BookingFingerprint("fp-rent"), bookingDate: day("2024-03-02"), valueDate: nil, amount: money("-850"),
                counterparty: nil, counterpartyIBAN: nil, purpose: "rent", reference: nil, category: nil, balanceAfter: nil),
        ])

    static let json = #"""
        {"account_id":3,"source":{"filename":"a.csv","sha256":"0000000000000000000000000000000000000000000000000000000000000000","size":1,"template":"dkb-giro"},\#
        "statement":{"from":"2024-03-01","opening_balance":"1000.00","to":"2024-03-31"},\#
        "transactions":[{"amount":"-3.50","balance_after":"996.50","booking_date":"2024-03-01","category":"Haushalt",\#
        "counterparty":"Café Fröhlich","counterparty_iban":"DE02120300000000202051","currency":"EUR","fingerprint":"fp-coffee",\#
        "purpose":"coffee","reference":"REF-1","value_date":"2024-03-02"},\#
        {"amount":"-850.00","booking_date":"2024-03-02","currency":"EUR","fingerprint":"fp-rent","purpose":"rent"}]}
        """#

    @Test func aBatchIsWrittenAsTheContractsJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]

        #expect(String(decoding: try encoder.encode(Self.batch), as: UTF8.self) == Self.json)
    }

    @Test func theContractsJSONIsReadAsTheTypedBatch() throws {
        #expect(try JSONDecoder().decode(Batch.self, from: Data(Self.json.utf8)) == Self.batch)
    }

    /// The digest the idempotency key is made of takes the dates and amounts as the contract's
    /// text, as it did when the row held that text: the key of a batch never changes, so that
    /// a retry of a run is recognised. Computed from the documented form, apart from this code.
    @Test func theIdempotencyKeyOfATypedBatchIsTheKeyOfItsText() {
        #expect(Batch.idempotencyKey(for: Self.batch, run: "RUN-1") == "certain-import-2e23457e623922b0b3b50c4ec60e69c5-run-1")
    }

    /// A text longer than a hashing block enters the key as it is, length and all.
    @Test func aTextLongerThanAHashingBlockEntersTheKey() {
        var long = Self.batch
        long.transactions[1].purpose = String(repeating: "ab", count: 40_000)

        #expect(Batch.idempotencyKey(for: long, run: "run-1") == "certain-import-661db5df7ec32d370a34f4e6ae453487-run-1")
    }

    @Test(arguments: [
        BadText(field: "amount", text: "12,30",
                message: "'12,30' is not an amount written with '.' as decimal mark and no grouping, such as -12.30"),
        BadText(field: "amount", text: "1.234,50",
                message: "'1.234,50' is not an amount written with '.' as decimal mark and no grouping, such as -12.30"),
        BadText(field: "amount", text: "12.345", message: "'12.345' is not an amount in EUR, which has at most 2 decimals"),
        BadText(field: "balance_after", text: "",
                message: "'' is not an amount written with '.' as decimal mark and no grouping, such as -12.30"),
        BadText(field: "booking_date", text: "05.03.2024", message: "'05.03.2024' is not a date written as YYYY-MM-DD, such as 2024-03-05"),
        BadText(field: "booking_date", text: "2024-02-30", message: "'2024-02-30' is not a date written as YYYY-MM-DD, such as 2024-03-05"),
        BadText(field: "value_date", text: "2024-3-5", message: "'2024-3-5' is not a date written as YYYY-MM-DD, such as 2024-03-05"),
        BadText(field: "currency", text: "EURO", message: "'EURO' is not an ISO 4217 currency code, such as EUR"),
    ])
    func aRowWithATextThatIsNotTheContractsIsRefusedNamingTheField(bad: BadText) throws {
        var row: [String: String] = [
            "fingerprint": "fp-x", "booking_date": "2024-03-05", "amount": "-12.30", "currency": "EUR",
        ]
        row[bad.field] = bad.text
        let json = try JSONSerialization.data(withJSONObject: ["transactions": [row]])

        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(Rows.self, from: json) }

        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected a refused text, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["transactions", "Index 0", bad.field])
        #expect(context.debugDescription == bad.message)
    }

    @Test func aStatementBalanceThatIsNotTheContractsIsRefused() throws {
        let json = Data(#"{"from": "2024-03-01", "opening_balance": "1.000,00"}"#.utf8)

        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(StatementFacts.self, from: json) }

        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected a refused text, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["opening_balance"])
        #expect(context.debugDescription
            == "'1.000,00' is not an amount written with '.' as decimal mark and no grouping, such as -12.30")
    }

    /// Optional fields may be null or left out, as the contract allows.
    @Test func nullAndMissingOptionalFieldsAreAbsent() throws {
        let json = Data(#"""
            {"fingerprint": "f", "booking_date": "2024-03-05", "value_date": null, "amount": "7", "currency": "jpy",
             "balance_after": null}
            """#.utf8)

        let row = try JSONDecoder().decode(BatchTransaction.self, from: json)

        #expect(row == BatchTransaction(
            fingerprint: BookingFingerprint("f"), bookingDate: day("2024-03-05"), valueDate: nil, amount: money("7", .jpy), counterparty: nil,
            counterpartyIBAN: nil, purpose: nil, reference: nil, category: nil, balanceAfter: nil))
    }

    struct Rows: Decodable {
        var transactions: [BatchTransaction]
    }
}

struct BadText: Sendable, CustomTestStringConvertible {
    var field: String
    var text: String
    var message: String

    var testDescription: String { "\(field) '\(text)'" }
}

extension BatchJSONTests {
    /// A statement's rows as the reader maps them: texts kept in the reader's batches.
    static func sampleRows() throws -> [BatchTransaction] {
        let bytes = [UInt8](try Data(contentsOf: Corpus.repositoryRoot.appendingPathComponent("Samples/dkb/girokonto-2025-03.csv")))
        let plan = try StatementLoader.plan(head: bytes, tail: nil, fileName: nil, registry: TemplateRegistry(), choice: .automatic)
        let statement = try StatementPipeline.read(InMemoryChunkSource(bytes), plan: plan)
        return statement.transactions.enumerated().map { index, transaction in
            BatchTransaction(transaction, fingerprint: BookingFingerprint("row-\(index)"))
        }
    }

    @Test func rowsThatKeepTheirTextsInTheReadersBatchDigestAndWriteAsRowsOfStrings() throws {
        let kept = try Self.sampleRows()
        #expect(kept.count == 18)
        #expect(kept.allSatisfy { $0.texts.keepsCells })
        let strings = kept.map { row in
            BatchTransaction(
                fingerprint: row.fingerprint, bookingDate: row.bookingDate, valueDate: row.valueDate, amount: row.amount,
                counterparty: row.counterparty, counterpartyIBAN: row.counterpartyIBAN, purpose: row.purpose,
                reference: row.reference, category: row.category, balanceAfter: row.balanceAfter)
        }
        #expect(!strings.contains { $0.texts.keepsCells })
        #expect(kept == strings)
        #expect(kept[0].counterparty == "Marie Krüger")
        let source = BatchSource(filename: "girokonto-2025-03.csv", sha256: String(repeating: "0", count: 64), size: 1, template: nil)
        let keptBatch = Batch(accountID: 1, source: source, statement: nil, transactions: kept)
        let stringBatch = Batch(accountID: 1, source: source, statement: nil, transactions: strings)
        #expect(Batch.idempotencyKey(for: keptBatch, run: "run") == Batch.idempotencyKey(for: stringBatch, run: "run"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(keptBatch) == (try encoder.encode(stringBatch)))
        var streamed = StreamedBatchKey()
        streamed.add(kept)
        #expect(streamed.key(accountID: 1, source: source, statement: StatementFacts(from: nil, to: nil, openingBalance: nil, closingBalance: nil), run: "run")
            == Batch.idempotencyKey(
                for: Batch(accountID: 1, source: source, statement: StatementFacts(from: nil, to: nil, openingBalance: nil, closingBalance: nil), transactions: strings),
                run: "run"))
    }
}
