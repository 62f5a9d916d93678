import StatementValues
import Testing

/// IBANs in a statement's text: valid ones, and ones of the right length whose check digits
/// are wrong.
@Suite("IBAN check digits")
struct IBANCheckDigitTests {
    @Test("a valid IBAN is found, and is no IBAN with wrong check digits", arguments: [
        "Girokonto;DE39120300005924142608",
        "IBAN: DE39 1203 0000 5924 1426 08",
        "Konto CH93 0076 2011 6238 5295 7",
    ])
    func valid(line: String) {
        #expect(IBAN.first(in: line) != nil)
        #expect(IBAN.firstWithWrongCheckDigits(in: line) == nil)
    }

    @Test("an IBAN of its country's length with wrong check digits is found as such", arguments: [
        ("Girokonto;DE39120300005924142600", "DE39120300005924142600"),
        ("IBAN: de39 1203 0000 5924 1426 09", "DE39120300005924142609"),
        ("Konto CH94 0076 2011 6238 5295 7", "CH9400762011623852957"),
    ])
    func wrongCheckDigits(line: String, iban: String) {
        #expect(IBAN.first(in: line) == nil)
        #expect(IBAN.firstWithWrongCheckDigits(in: line) == iban)
    }

    @Test("text that only starts like an IBAN is none", arguments: [
        "Referenz AB12 3456 7890 1234 5678 90",
        "Kontostand vom 31.03.2025: 3.082,55",
        "DE39 1203 0000",
    ])
    func notAnIBAN(line: String) {
        #expect(IBAN.firstWithWrongCheckDigits(in: line) == nil)
    }
}
