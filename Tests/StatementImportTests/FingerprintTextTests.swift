@testable import StatementChecks
@testable import StatementMapping
@testable import StatementValues
import Testing


/// A fingerprint's text: written as the pinned strings are, byte for byte, and read back only
/// when it is exactly such a text.
@Suite("Fingerprint text")
struct FingerprintTextTests {
    @Test("a fingerprint's text reads back as the same fingerprint, and its bytes are its description", arguments: [
        "v1-ed629c448463848e15fa6d8717d74570-1",
        "v1-00000000000000000000000000000000-2",
        "v1-ffffffffffffffff0000000000000001-10",
        "v1-59286f55f2b2a26c6e305bfa53eb6488-9223372036854775807",
    ])
    func roundTrip(text: String) throws {
        let fingerprint = try #require(Fingerprint(text))
        #expect(fingerprint.description == text)
        var bytes: [UInt8] = [0x7B]
        fingerprint.appendDescription(to: &bytes)
        #expect(bytes == [0x7B] + Array(text.utf8))
        #expect(fingerprint.descriptionLength == text.utf8.count)
        #expect(fingerprint.withDescriptionBytes { Array($0) } == Array(text.utf8))
        #expect(fingerprint.occurrence == Int(text.split(separator: "-").last!)!)
    }

    @Test("the text of a statement's fingerprint is the pinned one, and reads back as it")
    func statementFingerprint() throws {
        let coffee = Transaction(
            line: 2, bookingDate: CalendarDate(year: 2024, month: 3, day: 5)!, amount: Money(minorUnits: -450, currency: .chf),
            counterparty: "Café Müller Zürich", purpose: "Kartenzahlung")
        let prints = Fingerprint.fingerprints(of: [coffee, coffee], accountKey: FingerprintTests.account)
        #expect(prints.map(\.description) == ["v1-ed629c448463848e15fa6d8717d74570-1", "v1-ed629c448463848e15fa6d8717d74570-2"])
        #expect(prints.map(\.occurrence) == [1, 2])
        #expect(prints.map { Fingerprint($0.description) } == prints)
        #expect(prints[0] != prints[1])
    }

    /// Texts another client may have written: none is read as one of ours, so none is taken
    /// for a fingerprint whose text differs from it.
    @Test("a text that is not exactly one of ours is no fingerprint", arguments: [
        "",
        "fp-coffee",
        "v1-ED629C448463848E15FA6D8717D74570-1",
        "V1-ed629c448463848e15fa6d8717d74570-1",
        "v2-ed629c448463848e15fa6d8717d74570-1",
        "v1-ed629c448463848e15fa6d8717d7457-1",
        "v1-ed629c448463848e15fa6d8717d745700-1",
        "v1-ed629c448463848e15fa6d8717d74570-0",
        "v1-ed629c448463848e15fa6d8717d74570-01",
        "v1-ed629c448463848e15fa6d8717d74570-",
        "v1-ed629c448463848e15fa6d8717d74570",
        "v1-ed629c448463848e15fa6d8717d74570-+1",
        "v1-ed629c448463848e15fa6d8717d74570--1",
        "v1-ed629c448463848e15fa6d8717d74570-1 ",
        " v1-ed629c448463848e15fa6d8717d74570-1",
        "v1-ed629c448463848e15fa6d8717d74570_1",
        "v1-ed629c448463848e15fa6d8717d7457g-1",
        "v1-ed629c448463848e15fa6d8717d74570-9223372036854775808",
        "v1-ed629c448463848e15fa6d8717d74570-99999999999999999999",
        "v1-ed629c448463848e15fa6d8717d74570-１",
        "v1-ed629c448463848e15fa6d8717d7457é-1",
    ])
    func notOurs(text: String) {
        #expect(Fingerprint(text) == nil)
    }
}
