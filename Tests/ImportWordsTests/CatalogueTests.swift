import ImportWords
import StatementImport
import StatementValues
import Testing

@Suite("The catalogue")
struct CatalogueTests {
    @Test("every key is in both languages, with the same placeholders")
    func sameKeysInBothLanguages() {
        let german = Words.catalogue(.german)
        let english = Words.catalogue(.english)
        #expect(Set(german.keys).subtracting(english.keys).sorted() == [], "German keys without English")
        #expect(Set(english.keys).subtracting(german.keys).sorted() == [], "English keys without German")
        for (key, text) in english {
            #expect(Set(Words.placeholders(of: text)) == Set(Words.placeholders(of: german[key] ?? "")), "placeholders of \(key)")
        }
    }

    @Test("every problem code has a text in each language", arguments: Language.allCases)
    func everyCodeHasText(language: Language) {
        let missing = ProblemCode.allCases.filter { Words.catalogue(language)[$0.rawValue] == nil }
        #expect(missing == [])
    }

    @Test("no text names an option of a command line", arguments: Language.allCases)
    func noOptionNames(language: Language) {
        let naming = Words.catalogue(language).filter { $0.value.contains("--") }.keys.sorted()
        #expect(naming == [])
    }

    @Test("the locale variables choose the language as POSIX orders them", arguments: [
        ([:], Language.english),
        (["LANG": "C"], .english),
        (["LANG": "POSIX"], .english),
        (["LANG": "C.UTF-8"], .english),
        (["LANG": "en_US.UTF-8"], .english),
        (["LANG": "fr_CH.UTF-8"], .english),
        (["LANG": "de_CH.UTF-8"], .german),
        (["LANG": "de_DE.UTF-8"], .german),
        (["LANG": "de_AT"], .german),
        (["LANG": "de_LI.UTF-8"], .german),
        (["LANG": "de"], .german),
        (["LANG": "de_CH.UTF-8", "LC_MESSAGES": "C"], .english),
        (["LANG": "C", "LC_MESSAGES": "de_DE.UTF-8"], .german),
        (["LC_MESSAGES": "de_DE.UTF-8", "LC_ALL": "en_GB.UTF-8"], .english),
        (["LANG": "C", "LC_ALL": "de_CH.UTF-8"], .german),
        (["LANG": "de_CH.UTF-8", "LC_ALL": ""], .german),
    ] as [([String: String], Language)])
    func languageFromEnvironment(environment: [String: String], expected: Language) {
        #expect(Language(environment: environment) == expected)
    }

    @Test("amounts and dates in a person's conventions", arguments: [
        ("de_CH.UTF-8", "-1234.50", "-1'234.50", "31.03.2025"),
        ("de_LI", "1234567.05", "1'234'567.05", "31.03.2025"),
        ("de_DE.UTF-8", "-1234.50", "-1.234,50", "31.03.2025"),
        ("de_AT.UTF-8", "999.99", "999,99", "31.03.2025"),
        ("C", "-1234.50", "-1,234.50", "2025-03-31"),
        ("en_US.UTF-8", "1234", "1,234", "2025-03-31"),
    ])
    func conventions(locale: String, amount: String, shown: String, date: String) {
        let words = Words(environment: ["LANG": locale])
        #expect(words.amount(amount) == shown)
        #expect(words.date("2025-03-31") == date)
    }

    @Test("golden renderings in each language")
    func goldenRenderings() {
        let swiss = Words(environment: ["LANG": "de_CH.UTF-8"])
        let english = Words(environment: ["LANG": "C"])
        #expect(swiss.text(.currencyUnknown) == "die Datei nennt ihre Währung nicht: die Beträge werden ohne Währung gezeigt")
        #expect(english.text(.currencyUnknown) == "the file does not state its currency: amounts are shown with the currency unknown")
        #expect(swiss.text(.amountTooPrecise, ["amount": .amount("1234.505"), "currency": .text("CHF")])
            == "der Betrag 1'234.505 hat mehr Nachkommastellen, als CHF erlaubt")
        #expect(english.text(.amountTooPrecise, ["amount": .amount("1234.505"), "currency": .text("CHF")])
            == "the amount 1,234.505 has more fraction digits than CHF allows")
        #expect(Words(environment: ["LANG": "de_DE.UTF-8"]).text("preview.transactions", ["file": .text("a.csv"), "count": .number(3)])
            == "a.csv: 3 Buchung(en)")
    }
}

/// What an app without options shows for a need: the need in words, with its candidates.
@Suite("Needs in words, without options")
struct NeedWordsTests {
    @Test("a need's subject and settlement in each language", arguments: [
        (Language.german, "die Währung", "die Währung nennen oder in ein bestehendes Konto buchen, dessen Währung dann gilt (wahrscheinlich: CHF, EUR)"),
        (Language.english, "the currency", "name the currency, or book into an existing account, whose currency is used (likely: CHF, EUR)"),
    ])
    func currency(language: Language, subject: String, settlement: String) {
        let words = Words(language: language, conventions: .swiss)
        let need = StatementNeed.currency(likely: [.chf, .eur])
        #expect(need.subject(words) == subject)
        #expect(need.settlement(words) == settlement)
    }

    @Test("a refusal's message names the need's subject")
    func refusal() {
        let problem = Problem(.undecidedBeforeBooking, file: "a.csv", need: .sign)
        #expect(problem.message(Words(language: .german, conventions: .german))
            == "der Auszug kann nicht gebucht werden, solange das Vorzeichen der Belastungen nicht feststeht; es wurde nichts gebucht")
        #expect(problem.message() == "the statement cannot be booked while the sign of debits is undecided; nothing was booked")
    }
}
