import Testing
@testable import TextDecoding

@Suite struct TextCollatorTests {
    let collator: TextCollator

    init() throws {
        collator = try TextCollator()
    }

    @Test(arguments: [
        ("Müller", "muller"), ("SBB", "sbb"), ("Straße", "strasse"), ("Café", "CAFE"),
        ("Český", "cesky"), ("Société Générale", "societe generale"), ("ZÜRICH", "zürich"),
    ])
    func equalIgnoringCaseAndAccents(left: String, right: String) {
        #expect(collator.equalsIgnoringCaseAndAccents(left, right))
        #expect(collator.compare(left, right) == 0)
    }

    @Test(arguments: [("Müller", "Mueller"), ("Zürich", "Zurich HB"), ("Bern", "Basel")])
    func differentTexts(left: String, right: String) {
        #expect(!collator.equalsIgnoringCaseAndAccents(left, right))
    }

    @Test(arguments: [("apfel", "Birne", -1), ("Öl", "Olive", -1), ("Öl", "oel", 1), ("zebra", "Äpfel", 1), ("b", "B", 0)])
    func ordersAlphabetically(left: String, right: String, expected: Int) {
        #expect(collator.compare(left, right) == expected)
    }

    @Test(arguments: [
        ("zurich", "Zürich HB", true), ("HB", "Zürich HB", true), ("muller", "Bäckerei MÜLLER", true),
        ("ü", "u", true), ("", "Zürich", true), ("bern", "Zürich HB", false),
        ("zurich hbf", "Zürich HB", false), ("x", "", false),
    ])
    func containsIgnoringCaseAndAccents(needle: String, haystack: String, expected: Bool) {
        #expect(collator.contains(needle, in: haystack) == expected)
    }

    /// Letters with a stroke and ligatures have no decomposition, yet collate as their plain
    /// spelling: Foundation's search must spell them out as ICU's does.
    @Test(arguments: [
        ("orsted", "Ørsted A/S", true), ("lodz", "Łódź Kaliska", true), ("oeuvre", "Œuvre d'art", true),
        ("aeble", "ÆBLE", true), ("dakovic", "Đaković", true), ("strasse", "Bahnhofstraße 1", true),
        ("ørsted", "orsted", true), ("lodz", "Lodzer", true), ("oe", "Ørsted", false),
    ])
    func containsLettersWithoutDecomposition(needle: String, haystack: String, expected: Bool) {
        #expect(collator.contains(needle, in: haystack) == expected)
    }

    static let words = [
        "Müller", "muller", "Mueller", "MÜLLER", "Straße", "strasse", "Strasse 1", "Café", "CAFE", "Český", "cesky",
        "Société Générale", "societe generale", "Zürich HB", "zurich", "Zurich HB", "Ørsted", "orsted", "Łódź",
        "lodz", "Œuvre", "oeuvre", "Æble", "aeble", "Đaković", "dakovic", "ı", "i", "a-b", "ab", "a b", "10", "9",
        "Öl", "oel", "Olive", "Äpfel", "zebra", "Dauerauftrag", "SEPA-Lastschrift", "Lastschrift", "Überweisung",
        "uberweisung", "Gutschrift", "Zahlung an Müller GmbH", "Płatność kartą", "platnosc karta", "Kč", "kc",
        "Crédit Agricole", "credit", "naïve", "naive", "São Paulo", "sao", "Ångström", "angstrom", "",
    ]

    #if ICU
    @Test("Foundation's collation agrees with ICU's on every pair of words")
    func foundationAgreesWithICU() throws {
        let icu = try ICUCollation(locale: "")
        let foundation = try FoundationCollation(locale: "")
        var differing: [String] = []
        for left in Self.words {
            for right in Self.words {
                if foundation.compare(left, right) != icu.compare(left, right) {
                    differing.append("compare(\(left), \(right)): \(foundation.compare(left, right)), ICU \(icu.compare(left, right))")
                }
                if foundation.contains(left, in: right) != icu.contains(left, in: right) {
                    differing.append("contains(\(left), in: \(right)): \(foundation.contains(left, in: right))")
                }
            }
        }
        #expect(differing == [])
    }
    #endif

    @Test func germanLocaleOpens() throws {
        let german = try TextCollator(locale: "de")
        #expect(german.locale == "de")
        #expect(german.equalsIgnoringCaseAndAccents("Müller", "muller"))
    }
}
