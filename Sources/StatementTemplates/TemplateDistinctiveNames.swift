import StatementDetection

/// The header names that identify a template's bank: names no template of another bank uses
/// and no role of the shared vocabulary is (`Zusatzinfos Buchung`, `Zahlungspflichtige*r`,
/// not `Datum`, `Betrag` or `Saldo`). The words every statement shares weigh nothing for
/// resemblance: a cantonal bank's export is not another cantonal bank's.
///
/// Names compare in `ColumnRoleVocabulary.normalizedHeader` form. Templates of one bank (the
/// first word of their name: "PostFinance", "UBS", "DKB") share their names among themselves.
struct TemplateDistinctiveNames {
    private var byTemplate: [String: Set<String>] = [:]

    init(_ templates: [Template]) {
        var banksUsing: [String: Set<String>] = [:]
        var namesOf: [String: Set<String>] = [:]
        for template in templates {
            let names = Set(template.match.header.map(ColumnRoleVocabulary.normalizedHeader).filter { $0.count >= 3 })
            namesOf[template.id] = names
            for name in names { banksUsing[name, default: []].insert(Self.bank(of: template)) }
        }
        for template in templates {
            byTemplate[template.id] = (namesOf[template.id] ?? []).filter { name in
                ColumnRoleVocabulary.exact[name] == nil && !Self.commonWords.contains(name) && (banksUsing[name]?.count ?? 0) <= 1
            }
        }
    }

    /// Names that many banks' exports have although only one template here uses them: they
    /// say what a column holds, not whose export it is (Barclays' `Account` is not bunq's).
    static let commonWords: Set<String> = [
        "account", "account number", "number", "nr", "no", "id", "type", "transaction type", "status", "name", "memo",
        "notes", "note", "details", "detail", "info", "information", "subcategory", "code", "transaction", "transaction id",
        "konto", "kontonummer", "typ", "art", "nummer", "kommentar", "notiz", "compte", "numero", "conto", "tipo",
        // Everyday words of any export: where, about what, whom to call.
        "land", "country", "pays", "paese", "pais", "betreff", "subject", "objet", "oggetto", "asunto", "ort", "city",
        "stadt", "ville", "citta", "plz", "zip", "zip code", "postcode", "adresse", "address", "indirizzo", "telefon",
        "phone", "telephone", "email", "e mail", "hinweis", "remark", "bundesland", "state", "region",
        // A person's names: a cardholder's on a card statement as much as a customer's on a merchant's report.
        "vorname", "nachname", "first name", "last name", "surname", "prenom", "nom", "nome", "cognome", "nombre", "apellido",
    ]

    /// The distinctive names of `template`, normalised.
    func names(of template: Template) -> Set<String> {
        byTemplate[template.id] ?? []
    }

    /// The bank a template belongs to: the first word of its name, lower-cased.
    static func bank(of template: Template) -> String {
        String(template.name.split(separator: " ").first ?? Substring(template.id)).lowercased()
    }
}
