/// The words of a review file that was not applied, in both languages: where in the file each
/// problem is (its line, its CSV column or JSON entry), around the problem's own text.
extension Catalogue {
    static let reviewFileEnglish: [String: String] = [
        "review_file.problem": "{at}{problem}",
        "review_file.problem_placed": "{place}: error: {at}{problem}",
        "review_file.at_column": "column {column}: ",
        "review_file.at_entry": "transactions[{entry}]: ",
        "review_file.at_entry_key": "transactions[{entry}].{key}: ",
        "review_file.problems_separator": "\n",
    ]

    static let reviewFileGerman: [String: String] = [
        "review_file.problem": "{at}{problem}",
        "review_file.problem_placed": "{place}: Fehler: {at}{problem}",
        "review_file.at_column": "Spalte {column}: ",
        "review_file.at_entry": "transactions[{entry}]: ",
        "review_file.at_entry_key": "transactions[{entry}].{key}: ",
        "review_file.problems_separator": "\n",
    ]
}
