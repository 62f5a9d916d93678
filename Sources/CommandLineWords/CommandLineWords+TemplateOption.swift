/// The words of a `--template` that names no template or a template file that cannot be
/// read, in both languages.
extension CommandLineWords {
    package static let templateOptionEnglish: [String: String] = [
        "template_option.unreadable": "cannot read the template {path}",
        "template_option.unreadable_hint": "check the path given to --template",
        "template_option.invalid": "invalid template {path}",
        "template_option.problems_in_all": "{count} problems in all; see above",
        "template_option.unknown": "no template '{id}'",
        "template_option.list_hint": "see 'certain-import templates list'",
    ]

    package static let templateOptionGerman: [String: String] = [
        "template_option.unreadable": "die Vorlage {path} lässt sich nicht lesen",
        "template_option.unreadable_hint": "den Pfad bei --template prüfen",
        "template_option.invalid": "ungültige Vorlage {path}",
        "template_option.problems_in_all": "insgesamt {count} Probleme; siehe oben",
        "template_option.unknown": "keine Vorlage '{id}'",
        "template_option.list_hint": "siehe 'certain-import templates list'",
    ]
}
