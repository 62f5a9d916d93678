import ImportWords
import StatementImport
import StatementValues
import Testing

@testable import CertainImportCLI

@Suite("The command line's words for its options")
struct OptionWordsTests {
    @Test("a need's hint names the command's option, in each language", arguments: [
        (Language.english, "give it with --currency CHF (likely: CHF, EUR, USD)"),
        (Language.german, "mit --currency CHF angeben (wahrscheinlich: CHF, EUR, USD)"),
    ])
    func currencyHint(language: Language, expected: String) {
        let words = ProblemWords(Words(language: language, conventions: .english), offering: ["currency"])
        #expect(words.hint(.currency(likely: Currency.likely(forCountry: "CH"))) == expected)
    }

    @Test("a command without the option names the command that has it")
    func otherCommandsOption() {
        let words = ProblemWords(.english, offering: [])
        #expect(words.hint(.dateFormat(candidates: ["dd.MM.yyyy", "MM.dd.yyyy"]))
            == "no date tells day from month; give it with 'certain-import preview FILE --date-format dd.MM.yyyy' (candidates: dd.MM.yyyy, MM.dd.yyyy)")
    }
}
