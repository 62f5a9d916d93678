/// The shared tables and each area's own, as one catalogue per language.
extension Catalogue {
    static let allEnglish = joined([english, detectionEnglish, mappingEnglish, skippedEnglish])
    static let allGerman = joined([german, detectionGerman, mappingGerman, skippedGerman])

    /// The tables as one; a key in two of them is a mistake the catalogue tests would miss.
    private static func joined(_ tables: [[String: String]]) -> [String: String] {
        tables.reduce(into: [:]) { all, table in
            all.merge(table) { _, _ in preconditionFailure("a catalogue key is in two tables") }
        }
    }
}
