import CommandLineWords
import ImportWords
import Testing

@Suite("The command line's own words")
struct CommandLineWordsTests {
    @Test("every key is in both languages, with the same placeholders")
    func sameKeysInBothLanguages() {
        #expect(Set(CommandLineWords.german.keys).subtracting(CommandLineWords.english.keys).sorted() == [], "German keys without English")
        #expect(Set(CommandLineWords.english.keys).subtracting(CommandLineWords.german.keys).sorted() == [], "English keys without German")
        for (key, text) in CommandLineWords.english {
            let german = CommandLineWords.german[key] ?? ""
            #expect(Set(Words.placeholders(of: text)) == Set(Words.placeholders(of: german)), "placeholders of \(key)")
        }
    }

    @Test("a key belongs to one area's table only", arguments: [CommandLineWords.englishTables, CommandLineWords.germanTables])
    func oneTablePerKey(tables: [[String: String]]) {
        let keys = tables.flatMap(\.keys)
        #expect(keys.count == Set(keys).count, "keys in two tables")
    }
}
