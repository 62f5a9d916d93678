@testable import StatementChecks
@testable import StatementMapping
@testable import StatementValues
import Testing


/// Transaction fingerprints: stable strings, the occurrence counter, and which differences
/// between two exports of one booking must not matter.
@Suite("Fingerprints")
struct FingerprintTests {
    static let account = "CH9300762011623852957"

    static func date(_ text: String) -> CalendarDate {
        let parts = text.split(separator: "-").map { Int($0)! }
        return CalendarDate(year: parts[0], month: parts[1], day: parts[2])!
    }

    static func booking(
        _ day: String, _ minorUnits: Int64, counterparty: String? = nil, iban: String? = nil,
        purpose: String? = nil, reference: String? = nil, line: Int = 2
    ) -> Transaction {
        Transaction(
            line: line, bookingDate: date(day), amount: Money(minorUnits: minorUnits, currency: .chf),
            counterparty: counterparty, counterpartyIBAN: iban, purpose: purpose, reference: reference)
    }

    /// Pinned strings: a change here means old bookings would no longer be recognised, so it
    /// must come with a new version. The hashes are SHA-256 of the documented canonical text
    /// (`v1`, account, date, minor units, currency and identity key joined by U+001F, the
    /// first 32 hex digits), computed outside Swift with Python's hashlib; the identity keys
    /// are `name:cafemuellerz`, `ref:abc123`, `iban:ch5604835012345678009`, `text:habenzinsmae`,
    /// and two that Foundation folds (a Cyrillic name; a `u` with a combining diaeresis):
    /// `name:ivanпетров`, `name:muellerag`.
    @Test("fingerprints are pinned strings", arguments: [
        (booking("2024-03-05", -450, counterparty: "Café Müller Zürich", purpose: "Kartenzahlung"),
         "v1-ed629c448463848e15fa6d8717d74570-1"),
        (booking("2024-03-05", -450, counterparty: "Café Müller Zürich", purpose: "Kartenzahlung", reference: "ABC-123"),
         "v1-82bc00300b0dd1039d7b341313d4378e-1"),
        (booking("2024-03-05", -12000, counterparty: "Vermieter AG", iban: "CH56 0483 5012 3456 7800 9"),
         "v1-545cbbbc175901c9798325bf452b0edb-1"),
        (booking("2024-03-31", 125, purpose: "Habenzins März 2024"),
         "v1-59286f55f2b2a26c6e305bfa53eb6488-1"),
        (booking("2024-03-05", -450, counterparty: "Ivan Петров", purpose: "Kartenzahlung"),
         "v1-1608ba0854699ccccddf8d8ff8d68570-1"),
        (booking("2024-03-05", -450, counterparty: "Mu\u{0308}ller AG", purpose: "Kartenzahlung"),
         "v1-1a7002de534c2d4ea9a10927bb55440f-1"),
    ])
    func pinned(transaction: Transaction, expected: String) {
        #expect(Fingerprint.fingerprints(of: [transaction], accountKey: Self.account).map(\.description) == [expected])
    }

    @Test("two equal coffees on one day are -1 and -2, and an overlapping export gives them the same two")
    func occurrenceCounter() {
        let coffee = Self.booking("2024-03-05", -450, counterparty: "Café Müller", purpose: "Kartenzahlung")
        let march = [Self.booking("2024-03-04", -2000, counterparty: "Migros"), coffee, coffee, Self.booking("2024-03-06", 10000, counterparty: "Lohn")]
        let overlap = [coffee, coffee, Self.booking("2024-03-06", 10000, counterparty: "Lohn"), Self.booking("2024-03-07", -990, counterparty: "Coop")]
        let first = Fingerprint.fingerprints(of: march, accountKey: Self.account).map(\.description)
        let second = Fingerprint.fingerprints(of: overlap, accountKey: Self.account).map(\.description)
        #expect(first[1].hasSuffix("-1"))
        #expect(first[2].hasSuffix("-2"))
        #expect(first[1].dropLast(2) == first[2].dropLast(2))
        #expect(Array(second[0..<3]) == Array(first[1..<4]))
        #expect(second[3].hasSuffix("-1"))
        #expect(Set(first + second).count == 5)
    }

    @Test("the same booking written differently in two exports keeps its fingerprint", arguments: [
        (booking("2024-03-05", -450, purpose: "Kartenzahlung Café Müller Zürich 05.03."),
         booking("2024-03-05", -450, purpose: "KARTENZAHLUNG  Cafe Muller")),
        (booking("2024-03-05", -450, counterparty: "Café  Müller   Zürich AG"),
         booking("2024-03-05", -450, counterparty: "CAFE MÜLLER ZÜRICH", purpose: "other text")),
        (booking("2024-03-05", -12000, iban: "CH56 0483 5012 3456 7800 9", purpose: "Miete März"),
         booking("2024-03-05", -12000, iban: "ch5604835012345678009", purpose: "Miete Maerz Wohnung 3")),
        (booking("2024-03-05", -4500, counterparty: "Müller"), booking("2024-03-05", -4500, counterparty: "Mueller")),
        (booking("2024-03-05", -4500, counterparty: "Bäckerei Schönfeld Straße"), booking("2024-03-05", -4500, counterparty: "BAECKEREI SCHOENFELD STRASSE")),
        (booking("2024-03-05", -4500, counterparty: "Mu\u{0308}ller"), booking("2024-03-05", -4500, counterparty: "Müller")),
        (booking("2024-03-05", -12000, counterparty: "Vermieter", reference: "REF 2024/03-77"),
         booking("2024-03-05", -12000, counterparty: "Other name", reference: "ref2024 0377")),
    ])
    func sameBooking(first: Transaction, second: Transaction) {
        #expect(Fingerprint.fingerprints(of: [first], accountKey: Self.account)
                == Fingerprint.fingerprints(of: [second], accountKey: Self.account))
    }

    @Test("different bookings get different fingerprints", arguments: [
        (booking("2024-03-30", 125, purpose: "Habenzins"), booking("2024-03-31", 125, purpose: "Habenzins")),
        (booking("2024-03-31", 125, purpose: "Habenzins"), booking("2024-03-31", -125, purpose: "Habenzins")),
        (booking("2024-03-31", 125, counterparty: "Anna"), booking("2024-03-31", 125, counterparty: "Bruno")),
        (booking("2024-03-31", 125, counterparty: "Anna", reference: "R1"), booking("2024-03-31", 125, counterparty: "Anna", reference: "R2")),
        (booking("2024-03-31", 125, iban: "CH5604835012345678009"), booking("2024-03-31", 125, iban: "CH9300762011623852957")),
    ])
    func differentBookings(first: Transaction, second: Transaction) {
        #expect(Fingerprint.fingerprints(of: [first], accountKey: Self.account)
                != Fingerprint.fingerprints(of: [second], accountKey: Self.account))
    }

    @Test("daily interest of one amount on many days: no occurrence counter above 1")
    func dailyInterest() {
        let days = (1...28).map { Self.booking(String(format: "2024-02-%02d", $0), 3, purpose: "Zins") }
        let prints = Fingerprint.fingerprints(of: days, accountKey: Self.account).map(\.description)
        #expect(Set(prints).count == 28)
        #expect(prints.allSatisfy { $0.hasSuffix("-1") })
    }

    @Test("the account key separates accounts")
    func accountKey() {
        let coffee = [Self.booking("2024-03-05", -450, counterparty: "Café")]
        #expect(Fingerprint.fingerprints(of: coffee, accountKey: "A") != Fingerprint.fingerprints(of: coffee, accountKey: "B"))
    }

    @Test("the identity key and what a match rests on", arguments: [
        (booking("2024-03-05", -1, counterparty: "Anna", iban: "CH5604835012345678009", purpose: "x", reference: " R-1 "),
         "ref:r1", Fingerprint.MatchBasis.reference),
        (booking("2024-03-05", -1, counterparty: "Anna", iban: "CH56 0483 5012 3456 7800 9", purpose: "x", reference: " - "),
         "iban:ch5604835012345678009", .counterpartyIBAN),
        (booking("2024-03-05", -1, counterparty: "Straßenbahn Genève-Ouest AG", purpose: "x"),
         "name:strassenbahn", .counterpartyName),
        (booking("2024-03-05", -1, counterparty: "  ", purpose: "Überweisung an Anna"),
         "text:ueberweisung", .purposeStart),
        (booking("2024-03-05", -1), "text:", .purposeStart),
    ])
    func identityKey(transaction: Transaction, key: String, basis: Fingerprint.MatchBasis) {
        #expect(Fingerprint.identityKey(of: transaction) == key)
        #expect(Fingerprint.matchBasis(of: transaction) == basis)
    }

    /// SEPA transliterates `ü` as `ue`: one export may write `Müller`, the next `Mueller`.
    @Test("Müller and Mueller give the same fingerprint")
    func umlautTransliteration() {
        let umlaut = Self.booking("2024-03-05", -4500, counterparty: "Müller")
        let spelled = Self.booking("2024-03-05", -4500, counterparty: "Mueller")
        #expect(Fingerprint.identityKey(of: umlaut) == "name:mueller")
        #expect(Fingerprint.identityKey(of: spelled) == "name:mueller")
        #expect(Fingerprint.fingerprints(of: [umlaut], accountKey: Self.account)
                == Fingerprint.fingerprints(of: [spelled], accountKey: Self.account))
    }

    @Test("umlauts are written out before other accents are folded", arguments: [
        ("Müller", "mueller"), ("MÜLLER", "mueller"), ("Mu\u{0308}ller", "mueller"), ("Straße", "strasse"),
        ("Ärzte Öhringen", "aerzteoehringen"), ("Café Genève", "cafegeneve"), ("Crème brûlée", "cremebrulee"),
    ])
    func normalized(text: String, expected: String) {
        #expect(Fingerprint.normalized(text) == expected)
    }

    @Test("the value date does not enter the fingerprint")
    func valueDateLeftOut() {
        var early = Self.booking("2024-03-05", -450, counterparty: "Café")
        var late = early
        early.valueDate = Self.date("2024-03-05")
        late.valueDate = Self.date("2024-03-07")
        #expect(Fingerprint.fingerprints(of: [early], accountKey: Self.account) == Fingerprint.fingerprints(of: [late], accountKey: Self.account))
    }

    @Test("normalised texts: umlauts, ß, white space, NBSP, case, accents", arguments: [
        ("Bäckerei Schönfeld", "baeckereischoenfeld"), ("BÄCKEREI", "baeckerei"), ("Weiß", "weiss"), ("WEISS", "weiss"),
        ("\u{1E9E}", "ss"), ("  Anna \t\r\n  Bruno  ", "annabruno"), ("Café\u{00A0}Müller", "cafemueller"),
        ("ÉCOLE Été", "ecoleete"), ("Mu\u{0308}ller Zu\u{0308}rich", "muellerzuerich"),
        ("DE89 3704 0044", "de8937040044"), ("REF-2024/03-77", "ref20240377"), ("", ""), ("€ 12,50", "1250"),
    ])
    func normalizedTable(text: String, expected: String) {
        #expect(Fingerprint.normalized(text) == expected)
        #expect(Fingerprint.foldedByFoundation(text) == expected)
    }

    static let latinScalars = (0..<Fingerprint.latinLimit).compactMap(Unicode.Scalar.init)

    @Test("every Latin scalar normalises by table as Foundation folds it, alone and among others")
    func everyLatinScalar() {
        for scalar in Self.latinScalars {
            let character = String(scalar)
            for text in [character, "a\(character)Z", "\(character)\(character)", "Ä\(character) ß"] {
                #expect(Fingerprint.latinNormalized(text) == Fingerprint.foldedByFoundation(text), "U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    @Test("random texts normalise alike by table and by Foundation; beyond Latin, by Foundation")
    func randomTexts() {
        let pieces = ["a", "Z", "9", " ", "\t", "ä", "Ö", "ü", "ß", "é", "È", "ç", "ø", "Å", "æ", "ł", "İ", "ı", "µ", "ÿ", "ǅ",
                      "\u{00A0}", "-", "/", "\u{0308}", "\u{0301}", "€", "ẞ", "Ω", "ﬁ"]
        var generator = SeededGenerator(seed: 1)
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let folded = Fingerprint.foldedByFoundation(text)
            #expect(Fingerprint.normalized(text) == folded, "\(Array(text.unicodeScalars))")
            if let latin = Fingerprint.latinNormalized(text) { #expect(latin == folded, "\(Array(text.unicodeScalars))") }
        }
        #expect(Fingerprint.latinNormalized("Mu\u{0308}ller") == nil)
        #expect(Fingerprint.latinNormalized("€") == nil)
    }

    @Test("a word of eight bytes is taken whole exactly when each is an ASCII letter or digit")
    func alphanumericWords() {
        let filler = Array("a0Z9m5Q1".utf8)
        var disagreements: [String] = []
        for position in 0..<8 {
            for byte in UInt8(0)...0xFF {
                var bytes = filler
                bytes[position] = byte
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                let expected = bytes.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) }
                if Fingerprint.isAlphanumericASCII(UInt64(littleEndian: word)) != expected { disagreements.append("byte \(byte) at \(position)") }
            }
        }
        #expect(disagreements == [])
    }

    @Test("long runs of letters and digits normalise as Foundation folds them, cut after any character")
    func longAlphanumericRuns() {
        let pieces = ["DE89370400440532013000", "abcdefgh", "ABCDEFGHIJ", "0123456789", "Straße", "ä", " ", "-", "é", "ß", "@", "[", "`", "{"]
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let folded = Fingerprint.foldedByFoundation(text)
            for limit in [1, 7, 8, 9, 12, 16, 17, .max] {
                var utf8 = Array(text.utf8)
                var output: [UInt8] = []
                let characters = utf8.withUnsafeMutableBufferPointer {
                    Fingerprint.appendNormalized(utf8: UnsafeBufferPointer($0), characterLimit: limit, to: &output)
                }
                let expected = String(folded.prefix(limit))
                #expect(String(decoding: output, as: UTF8.self) == expected, "\(text) cut after \(limit)")
                #expect(characters == expected.count, "\(text) cut after \(limit)")
            }
        }
    }

    /// Fingerprints write the identity key's normalised texts straight into the hashed bytes,
    /// cutting names and purposes after twelve characters as they go; the bytes must be the
    /// key's, wherever the cut falls (inside `ß` → `ss`, before a combining mark, before a
    /// scalar only Foundation folds).
    @Test("the identity key written into the hashed bytes is the key, for random texts")
    func identityKeyBytes() {
        let pieces = ["a", "Z", "9", " ", "ä", "Ü", "ß", "é", "ø", "æ", "ǅ", "ł", "\u{0308}", "\u{0301}", "€", "ẞ", "Ω",
                      "Straße", "Müller", "abcdefghijk", "\u{0903}", "-", "ref"]
        var generator = SeededGenerator(seed: 7)
        func text() -> String? {
            Int.random(in: 0..<5, using: &generator) == 0 ? nil
                : (0..<Int.random(in: 0...9, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
        for _ in 0..<3000 {
            let (reference, iban, counterparty, purpose) = (text(), text(), text(), text())
            let key = Fingerprint.identityKey(reference: reference, counterpartyIBAN: iban, counterparty: counterparty, purpose: purpose)
            var bytes: [UInt8] = [0x1F]
            Fingerprint.appendIdentityKey(reference: reference, counterpartyIBAN: iban, counterparty: counterparty, purpose: purpose, to: &bytes)
            #expect(bytes == [0x1F] + Array(key.utf8), "\([reference, iban, counterparty, purpose])")
        }
        var bytes: [UInt8] = []
        Fingerprint.appendIdentityKey(reference: nil, counterpartyIBAN: nil, counterparty: "Großhändler Straßenbau", purpose: nil, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "name:grosshaendle")
    }
}
