import ImportWords

/// The command line's own words, in German and English: the help of its commands and
/// arguments, how its options settle a need, the remedies and ledger sentences that name its
/// commands, and an import run's notes.
///
/// Each area keeps its table in a file of its own (`CommandLineWords+Help.swift`, ...); a key
/// belongs to one table only, and every key is in both languages with the same placeholders
/// (the tests check both). Unlike the shared catalogue (`ImportWords`), these texts name the
/// command line's options and commands.
package enum CommandLineWords {
    package static let englishTables = [helpEnglish, optionsEnglish, targetsEnglish, ledgerEnglish, importNotesEnglish, templateOptionEnglish]
    package static let germanTables = [helpGerman, optionsGerman, targetsGerman, ledgerGerman, importNotesGerman, templateOptionGerman]

    package static let english = joined(englishTables)
    package static let german = joined(germanTables)

    /// Every text by key, in each language.
    package static let catalogue: [Language: [String: String]] = [.english: english, .german: german]

    private static func joined(_ tables: [[String: String]]) -> [String: String] {
        tables.reduce(into: [:]) { all, table in all.merge(table) { first, _ in first } }
    }
}
