/// The texts of why a statement's template cannot be used to read it, line by line in both
/// languages, with the advice each gives.
extension Catalogue {
    static let loaderEnglish: [String: String] = [
        ProblemCode.templateDoesNotMatch.rawValue:
            "the file does not match template '{template}': the file looks like '{bank}' (template {template}, {template_file}), "
            + "but it differs: {differences}",
        ProblemCode.templateHeaderNotInFile.rawValue: "the header of template '{template}' is not in the file",
        ProblemCode.templateColumnsNotInHeader.rawValue:
            "template '{template}' cannot read this file: the header has no column {missing}",
        ProblemCode.templateColumnsRepeatedInHeader.rawValue:
            "template '{template}' cannot read this file: the header has {repeated} more than once",
        ProblemCode.templatesAmbiguous.rawValue: "the file matches several templates: {templates}",
        ProblemCode.templateFilterInvalid.rawValue: "{template_file}:{line}:{column}: {reason}",
        "advice.column_holds_no_amounts": "name a column of amounts ('certain-import detect FILE' lists each column's kind)",
        "advice.column_holds_no_dates": "name a column of dates ('certain-import detect FILE' lists each column's kind)",
        "advice.template_does_not_match":
            "if the bank changed its export, update 'match' in {template_file} (or write a user template with the id "
            + "'{template}'); columns are never read by position when the header differs",
        "advice.template_header_not_in_file": "check that the file is an export of {bank}",
        "advice.template_columns_not_in_header": "the file's header differs from template '{template}'",
        "advice.template_columns_repeated_in_header": "the file's header differs from template '{template}'",
    ]

    static let loaderGerman: [String: String] = [
        ProblemCode.templateDoesNotMatch.rawValue:
            "die Datei passt nicht zur Vorlage '{template}': sie sieht aus wie '{bank}' (Vorlage {template}, {template_file}), "
            + "weicht aber ab: {differences}",
        ProblemCode.templateHeaderNotInFile.rawValue: "die Kopfzeile der Vorlage '{template}' steht nicht in der Datei",
        ProblemCode.templateColumnsNotInHeader.rawValue:
            "die Vorlage '{template}' kann diese Datei nicht lesen: der Kopfzeile fehlt die Spalte {missing}",
        ProblemCode.templateColumnsRepeatedInHeader.rawValue:
            "die Vorlage '{template}' kann diese Datei nicht lesen: die Kopfzeile hat {repeated} mehr als einmal",
        ProblemCode.templatesAmbiguous.rawValue: "die Datei passt zu mehreren Vorlagen: {templates}",
        ProblemCode.templateFilterInvalid.rawValue: "{template_file}:{line}:{column}: {reason}",
        "advice.column_holds_no_amounts": "eine Spalte mit Beträgen nennen ('certain-import detect DATEI' zeigt, was jede Spalte enthält)",
        "advice.column_holds_no_dates": "eine Spalte mit Datumsangaben nennen ('certain-import detect DATEI' zeigt, was jede Spalte enthält)",
        "advice.template_does_not_match":
            "hat die Bank ihren Export geändert, 'match' in {template_file} anpassen (oder eine eigene Vorlage mit der ID "
            + "'{template}' schreiben); Spalten werden nie nach ihrer Stelle gelesen, wenn die Kopfzeile abweicht",
        "advice.template_header_not_in_file": "prüfen, ob die Datei ein Export von {bank} ist",
        "advice.template_columns_not_in_header": "die Kopfzeile der Datei weicht von der Vorlage '{template}' ab",
        "advice.template_columns_repeated_in_header": "die Kopfzeile der Datei weicht von der Vorlage '{template}' ab",
    ]
}
