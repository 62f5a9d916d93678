import Booking
import Foundation
import StatementImport
import Testing

/// Balances as the contract writes them: an account's and a preview's are decimal values in
/// the importer, written back as exactly the text that was read, and a text that is not the
/// contract's is refused naming the field.
@Suite("account and preview balances JSON")
struct AccountJSONTests {
    @Test("an account's balance is read as a decimal and written back as the same text", arguments: [
        "1523.17", "-0.50", "0", "1000.00", "250.5", "1500",
    ])
    func accountRoundTrip(balance: String) throws {
        let json = #"{"id":3,"name":"Girokonto","iban":"DE89370400440532013000","currency":"EUR","balance":"\#(balance)","archived":false}"#
        let account = try JSONDecoder().decode(Account.self, from: Data(json.utf8))
        #expect(account.balance == decimal(balance))
        #expect(account.balance.description == balance)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(account), as: UTF8.self)
            == #"{"archived":false,"balance":"\#(balance)","currency":"EUR","iban":"DE89370400440532013000","id":3,"name":"Girokonto"}"#)
    }

    @Test("a preview's balances are read as decimals and written back as the same texts")
    func previewBalancesRoundTrip() throws {
        let json = #"{"after":"1704.3","current":"-753.50"}"#
        let balance = try JSONDecoder().decode(BatchPreview.Balance.self, from: Data(json.utf8))
        #expect(balance.current.description == "-753.50")
        #expect(balance.after.description == "1704.3")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(balance), as: UTF8.self) == json)
    }

    @Test("a balance that is not the contract's decimal text is refused, naming the field", arguments: [
        (#"{"id":1,"name":"A","currency":"EUR","balance":"1.000,00","archived":false}"#, "balance", "'1.000,00'"),
        (#"{"id":1,"name":"A","currency":"EUR","balance":" 12.30","archived":false}"#, "balance", "' 12.30'"),
    ])
    func accountBalanceRefused(json: String, field: String, quoted: String) throws {
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(Account.self, from: Data(json.utf8)) }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected a refused text, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == [field])
        #expect(context.debugDescription == "\(quoted) is not an amount written with '.' as decimal mark and no grouping, such as -12.30")
    }

    @Test("a preview balance that is not the contract's decimal text is refused, naming the field")
    func previewBalanceRefused() throws {
        let json = #"{"current":"12.30","after":"12,30"}"#
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(BatchPreview.Balance.self, from: Data(json.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected a refused text, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["after"])
    }
}
