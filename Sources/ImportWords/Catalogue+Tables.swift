/// The catalogue's tables joined: each area keeps its words in a file of its own
/// (`Catalogue+Engine.swift`, ...), and a key belongs to one table only (the catalogue tests
/// check it).
extension Catalogue {
    static let englishTables = [
        english, engineEnglish, bookingEnglish, commandLineEnglish, detectionEnglish,
        mappingEnglish, skippedEnglish, detection32English, ledgerEnglish, booking2English,
        checksEnglish, checksVerdictEnglish, reviewScreenEnglish, reportEnglish, duplicatesEnglish,
        targetsEnglish, loaderEnglish, templatesEnglish, reviewEnglish, valuesEnglish,
        filtersEnglish, reviewUnreadEnglish, ambiguityEnglish, detectSummaryEnglish,
        reviewFileEnglish,
    ]
    static let germanTables = [
        german, engineGerman, bookingGerman, commandLineGerman, detectionGerman, mappingGerman,
        skippedGerman, detection32German, ledgerGerman, booking2German, checksGerman,
        checksVerdictGerman, reviewScreenGerman, reportGerman, duplicatesGerman, targetsGerman,
        loaderGerman, templatesGerman, reviewGerman, valuesGerman, filtersGerman,
        reviewUnreadGerman, ambiguityGerman, detectSummaryGerman, reviewFileGerman,
    ]

    static let allEnglish = joined(englishTables)
    static let allGerman = joined(germanTables)

    private static func joined(_ tables: [[String: String]]) -> [String: String] {
        tables.reduce(into: [:]) { all, table in all.merge(table) { first, _ in first } }
    }
}
