import Testing
import TextDecoding

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

    @Test func germanLocaleOpens() throws {
        let german = try TextCollator(locale: "de")
        #expect(german.locale == "de")
        #expect(german.equalsIgnoringCaseAndAccents("Müller", "muller"))
    }
}
