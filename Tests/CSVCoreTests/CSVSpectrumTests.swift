import CSVCore
import Foundation
import TestSupport
import Testing

/// csv-spectrum: each CSV must read to the table in its JSON (objects keyed by the header).
@Suite("csv-spectrum", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.unavailableReason)))
struct CSVSpectrumTests {
    /// `location_coordinates` is broken upstream: its JSON does not match its CSV.
    static let names = [
        "comma_in_quotes", "empty", "empty_crlf", "escaped_quotes", "json", "newlines",
        "newlines_crlf", "quotes_and_newlines", "simple", "simple_crlf", "utf8",
    ]

    @Test(arguments: names)
    func matchesExpectedJSON(_ name: String) throws {
        let csv = try Corpus.bytes(Corpus.url("csv-spectrum/csvs/\(name).csv"))
        let json = try Data(contentsOf: Corpus.url("csv-spectrum/json/\(name).json"))
        let expected = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: String]])

        let records = readRecords(csv, dialect: .rfc4180).map(\.fields)
        let header = try #require(records.first)
        let objects = records.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
        #expect(objects == expected)
    }
}
