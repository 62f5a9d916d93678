/// The catalogue of each language as one table: the shared texts and each area's own, kept in
/// files of their own so that areas add words without touching each other's.
extension Catalogue {
    /// The tables merged; a key in two tables is a mistake the catalogue tests report first.
    static func whole(_ tables: [[String: String]]) -> [String: String] {
        tables.reduce(into: [:]) { whole, table in
            whole.merge(table) { _, _ in preconditionFailure("a catalogue key is in two tables") }
        }
    }

    static let wholeEnglish = whole([english, commandLineEnglish, detection32English])
    static let wholeGerman = whole([german, commandLineGerman, detection32German])
}
