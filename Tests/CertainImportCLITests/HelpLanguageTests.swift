import CommandLineWords
import Foundation
import ImportWords
import StatementValues
import Testing

@testable import CertainImportCLI
@testable import CommandLineKit

/// The help speaks the locale's language, word for word from the catalogues: every text a
/// command or an argument declares is a key with both languages, and the binary prints German
/// help under `LANG=de_CH.UTF-8`, English under `LANG=C`.
@Suite("Help in both languages")
struct HelpLanguageTests {
    /// Every command of the tree with its path from the root.
    static func commands() -> [[any ParsableCommand.Type]] {
        var found: [[any ParsableCommand.Type]] = []
        func visit(_ path: [any ParsableCommand.Type]) {
            found.append(path)
            for subcommand in path[path.count - 1].configuration.subcommands { visit(path + [subcommand]) }
        }
        visit([CertainImportCommand.self])
        return found
    }

    /// Every help text the command tree declares, with where it is declared.
    static func declaredTexts() -> [(place: String, text: HelpText)] {
        var texts: [(String, HelpText)] = []
        for path in commands() {
            let configuration = path[path.count - 1].configuration
            let name = path.map { $0.configuration.name }.joined(separator: " ")
            texts.append(("\(name): abstract", configuration.abstract))
            if let discussion = configuration.discussion { texts.append(("\(name): discussion", discussion)) }
            for (index, example) in configuration.examples.enumerated() { texts.append(("\(name): example \(index + 1)", example.purpose)) }
            for definition in configuration.definitions { texts.append(("\(name): \(definition.displayName)", definition.help)) }
        }
        return texts
    }

    @Test("every declared help text is a key with a text in each language, its placeholders all given", arguments: Language.allCases)
    func everyTextResolves(language: Language) {
        let words = HelpWords(Words(language: language, conventions: .english), catalogue: CommandLineWords.catalogue)
        var unresolved: [String] = []
        for (place, text) in Self.declaredTexts() {
            let template = CommandLineWords.catalogue[language]?[text.key] ?? Words.catalogue(language)[text.key]
            guard let template else {
                unresolved.append("\(place): \(text.key)")
                continue
            }
            #expect(Set(Words.placeholders(of: template)) == Set(text.values.keys), "\(place): placeholders of \(text.key)")
            #expect(!words.text(text).isEmpty, "\(place)")
        }
        #expect(unresolved == [], "help texts that are no key of the catalogues")
    }

    @Test("the help has no key nothing uses")
    func everyHelpKeyUsed() {
        let expectations: [HelpText] = [
            Currency.valueExpectation, DateFormat.valueExpectation, DecimalSeparatorArgument.valueExpectation,
            RowsOptions.Delimiter.valueExpectation, RowsOptions.QuoteArgument.valueExpectation,
        ]
        let used = Set(Self.declaredTexts().map(\.text.key) + expectations.map(\.key))
        #expect(Set(CommandLineWords.helpEnglish.keys).subtracting(used).sorted() == [], "keys no declaration names")
    }

    /// The locale variables of a run: `LANG` alone decides.
    static func locale(_ lang: String) -> [String: String] {
        ["LANG": lang, "LC_ALL": "", "LC_MESSAGES": "", "LC_NUMERIC": ""]
    }

    @Test("preview --help under de_CH, word for word")
    func germanPreviewHelp() throws {
        let run = try ExecutableTests.run(["preview", "--help"], environment: Self.locale("de_CH.UTF-8"))
        #expect(run.status == 0)
        #expect(run.standardError == "")
        #expect(run.standardOutput == """
            ÜBERSICHT: Die Buchungen eines Auszugs zeigen, und jede Zeile, die keine ist.

            Durchläuft alle Schritte bis vor das Buchen. Ein Bericht: Der Exit-Status ist 0,
            was immer er findet; 'validate' und 'import' sind die Befehle, die bei Problemen
            scheitern.

            AUFRUF: certain-import preview FILE [--json] [--account A] [--ledger PATH]
                                           [--server NAME] [--template ID|PATH]
                                           [--no-template] [--currency CODE]
                                           [--date-format PATTERN]
                                           [--sign debits-negative|debits-positive]
                                           [--decimal-separator MARK] [--encoding NAME]
                                           [--delimiter D] [--quote Q|none]
                                           [--column ROLE=N]... [--filter EXPR]...

            ARGUMENTE:
              FILE                    Der Auszug, der gelesen wird; '-' liest die
                                      Standardeingabe.

            OPTIONEN:
              --json                  Das Vorschaudokument als JSON ausgeben (das feste
                                      Format, auf das sich Skripte verlassen).
              --account A             Das Konto, dessen Buchungen als Duplikate zählen:
                                      Name, Nummer oder IBAN. Standard: die IBAN des
                                      Auszugs.
              --ledger PATH           Die Datei des lokalen Journals. Standard:
                                      $CERTAIN_IMPORT_LEDGER, sonst
                                      $XDG_DATA_HOME/certain-import/ledger.sqlite
                                      (~/.local/share, wenn XDG_DATA_HOME nicht gesetzt
                                      ist). Ein neues Journal wird nur für den eigenen
                                      Benutzer lesbar angelegt (0600, Verzeichnisse 0700).
              --server NAME           In den Certain-Server NAME buchen (siehe
                                      'certain-import server list') statt ins lokale
                                      Journal.
              --template ID|PATH      Die Datei mit dieser Vorlage lesen (einer ID aus
                                      'templates list' oder einer Vorlagendatei), statt eine
                                      passende zu suchen.
              --no-template           Die Vorlagen übergehen: die Datei allein durch
                                      Erkennung lesen.
              --currency CODE         Die Währung des Kontos, wenn die Datei sie nicht
                                      nennt.
              --date-format PATTERN   Das Format des Buchungsdatums, wenn die Erkennung die
                                      Reihenfolge von Tag und Monat als unentschieden meldet
                                      (dd/MM/yyyy oder MM/dd/yyyy).
              --sign debits-negative|debits-positive
                                      Wie die Datei Geld schreibt, das das Konto verlässt:
                                      debits-negative (Bankkonten) oder debits-positive
                                      (Kartenabrechnungen, die Einkäufe positiv aufführen).
                                      Ohne Angabe aus den Hinweisen in der Datei
                                      entschieden.
              --decimal-separator MARK
                                      Das Dezimalzeichen der Beträge, ',' oder '.', wenn
                                      kein Betrag es zeigt. Ohne Angabe erkannt. (Werte: ,,
                                      .)
              --encoding NAME         Die Zeichenkodierung der Datei, etwa utf-8,
                                      windows-1252 oder iso-8859-15. Ohne Angabe erkannt.
              --delimiter D           Der Text zwischen den Feldern: ';', '|', 'tab' oder
                                      mehrere Zeichen wie Komma und Leerzeichen. Ohne Angabe
                                      erkannt.
              --quote Q|none          Das Zeichen, in das Felder eingefasst sind: '"' oder
                                      "'", oder 'none'. Ohne Angabe erkannt.
              --column ROLE=N         Spalte N (ab 1 gezählt) enthält ROLE, etwa amount=4
                                      oder balance=5, für eine Datei, deren Spalten die
                                      Erkennung nicht auseinanderhalten kann (keine
                                      Kopfzeile benennt sie); liest die Datei durch
                                      Erkennung; wiederholbar. Rollen: booking_date,
                                      value_date, amount, debit, credit, debit_credit_flag,
                                      currency, counterparty, counterparty_iban, purpose,
                                      reference, balance, category, fee.
              --filter EXPR           Die Buchungen auslassen, auf die EXPR zutrifft, etwa
                                      'purpose ~ /Umbuchung/i' oder 'amount > 0 and
                                      counterparty = "SBB"'; wiederholbar.
              -h, --help              Hilfe anzeigen.

            BEISPIELE:
              Die Buchungen, die Abstimmung und das, was neu wäre, ansehen:
                certain-import preview Samples/ubs/ubs-2025-03-de.csv

              Mit einem Journal vergleichen, welche Zeilen schon gebucht sind:
                certain-import preview Samples/dkb/girokonto-2025-03-15_2025-04-15.csv \\
                  --ledger ledger.sqlite

              Umbuchungen zwischen eigenen Konten auslassen, als JSON:
                certain-import preview Samples/dkb/girokonto-2025-03.csv --filter \\
                  'purpose ~ /Umbuchung/i' --json

            """)
    }

    @Test("preview --help under LANG=C, word for word")
    func englishPreviewHelp() throws {
        let run = try ExecutableTests.run(["preview", "--help"], environment: Self.locale("C"))
        #expect(run.status == 0)
        #expect(run.standardOutput == """
            OVERVIEW: Show the transactions a statement holds, and every line that is not
            one.

            Runs the whole pipeline up to, not including, booking. A report: it exits 0
            whatever it finds; 'validate' and 'import' are the commands that fail on
            problems.

            USAGE: certain-import preview FILE [--json] [--account A] [--ledger PATH]
                                          [--server NAME] [--template ID|PATH]
                                          [--no-template] [--currency CODE]
                                          [--date-format PATTERN]
                                          [--sign debits-negative|debits-positive]
                                          [--decimal-separator MARK] [--encoding NAME]
                                          [--delimiter D] [--quote Q|none]
                                          [--column ROLE=N]... [--filter EXPR]...

            ARGUMENTS:
              FILE                    The statement to read; '-' reads standard input.

            OPTIONS:
              --json                  Print the preview document as JSON (the fixed format
                                      scripts rely on).
              --account A             The account whose bookings count as duplicates: name,
                                      number or IBAN. Default: the statement's IBAN.
              --ledger PATH           The local ledger file. Default:
                                      $CERTAIN_IMPORT_LEDGER, else
                                      $XDG_DATA_HOME/certain-import/ledger.sqlite
                                      (~/.local/share when XDG_DATA_HOME is not set). A new
                                      ledger is created readable only by you (0600,
                                      directories 0700).
              --server NAME           Book into the Certain server NAME (see 'certain-import
                                      server list') instead of the local ledger.
              --template ID|PATH      Read the file with this template (an id from
                                      'templates list', or a template file) instead of
                                      matching one.
              --no-template           Ignore the templates: read the file by detection
                                      alone.
              --currency CODE         The account's currency, when the file does not state
                                      it.
              --date-format PATTERN   The booking date's format, when detection reports the
                                      order as undecided (dd/MM/yyyy or MM/dd/yyyy).
              --sign debits-negative|debits-positive
                                      How the file writes money leaving the account:
                                      debits-negative (bank accounts) or debits-positive
                                      (card statements that list purchases positive).
                                      Decided from the file's evidence when left out.
              --decimal-separator MARK
                                      The amounts' decimal mark, ',' or '.', when no amount
                                      shows it. Detected when left out. (values: ,, .)
              --encoding NAME         The file's character encoding, such as utf-8,
                                      windows-1252 or iso-8859-15. Detected when left out.
              --delimiter D           The text between fields: ';', '|', 'tab', or several
                                      characters such as a comma and a space. Detected when
                                      left out.
              --quote Q|none          The character that encloses fields: '"' or "'", or
                                      'none'. Detected when left out.
              --column ROLE=N         Column N (numbered from 1) holds ROLE, such as
                                      amount=4 or balance=5, for a file whose columns
                                      detection cannot tell apart (no header names them);
                                      reads the file by detection; repeatable. Roles:
                                      booking_date, value_date, amount, debit, credit,
                                      debit_credit_flag, currency, counterparty,
                                      counterparty_iban, purpose, reference, balance,
                                      category, fee.
              --filter EXPR           Leave out the transactions EXPR matches, such as
                                      'purpose ~ /Umbuchung/i' or 'amount > 0 and
                                      counterparty = "SBB"'; repeatable.
              -h, --help              Show help information.

            EXAMPLES:
              See the transactions, the reconciliation and what would be new:
                certain-import preview Samples/ubs/ubs-2025-03-de.csv

              Check against a ledger which rows are booked already:
                certain-import preview Samples/dkb/girokonto-2025-03-15_2025-04-15.csv \\
                  --ledger ledger.sqlite

              Leave out transfers between your own accounts, as JSON:
                certain-import preview Samples/dkb/girokonto-2025-03.csv --filter \\
                  'purpose ~ /Umbuchung/i' --json

            """)
    }

    static let englishTitles = ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:", "SUBCOMMANDS:", "EXAMPLES:", "Show help information."]
    static let germanTitles = ["ÜBERSICHT:", "AUFRUF:", "ARGUMENTE:", "OPTIONEN:", "BEISPIELE:", "Hilfe anzeigen."]

    @Test("German help has German section titles and no English ones, for every command", arguments: commands().map { $0.dropFirst().map { $0.configuration.name } })
    func germanTitles(command: [String]) throws {
        let german = try ExecutableTests.run(command + ["--help"], environment: Self.locale("de_CH.UTF-8")).standardOutput
        let english = try ExecutableTests.run(command + ["--help"], environment: Self.locale("C")).standardOutput
        for title in Self.englishTitles { #expect(!german.contains(title), "\(title) in German help of \(command)") }
        for title in ["ÜBERSICHT:", "AUFRUF:", "OPTIONEN:", "Hilfe anzeigen."] {
            #expect(german.contains(title), "\(title) in German help of \(command)")
            #expect(!english.contains(title), "\(title) in English help of \(command)")
        }
        for title in ["OVERVIEW:", "USAGE:", "OPTIONS:", "Show help information."] { #expect(english.contains(title), "\(title) in \(command)") }
        for line in (german + english).split(separator: "\n") { #expect(line.count <= 80, "\(command): \(line)") }
    }

    @Test("usage errors under de_CH: the parser's words, the usage line and the pointer to the help", arguments: [
        (["preview", "--curency", "CHF", "a.csv"], "unbekannte Option '--curency'\nHinweis: vielleicht '--currency' gemeint?"),
        (["rows", "--skip-lines"], "der Wert für --skip-lines fehlt"),
        (["rows", "a.csv", "--format", "xml"], "ungültiger Wert 'xml' für --format: erwartet wird einer der Werte csv, json"),
        (["rows", "a.csv", "--skip-lines", "x"], "ungültiger Wert 'x' für --skip-lines: erwartet wird eine ganze Zahl wie 3"),
        (["rows"], "das Argument FILE fehlt"),
        (["rows", "a.csv", "b.csv"], "unerwartetes Argument 'b.csv'"),
        (["rows", "a.csv", "--header=yes"], "--header nimmt keinen Wert an"),
    ] as [([String], String)])
    func germanUsageErrors(arguments: [String], message: String) throws {
        let run = try ExecutableTests.run(arguments, environment: Self.locale("de_CH.UTF-8"))
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("certain-import: Fehler: \(message)\nAufruf: certain-import \(arguments[0]) FILE "), "\(run.standardError)")
        #expect(run.standardError.hasSuffix("\nSiehe 'certain-import \(arguments[0]) --help'.\n"), "\(run.standardError)")
    }

    @Test("an unknown command under de_CH, with its suggestion")
    func germanUnknownCommand() throws {
        let run = try ExecutableTests.run(["hlep"], environment: Self.locale("de_CH.UTF-8"))
        #expect(run.standardError == """
            certain-import: Fehler: unbekannter Befehl 'hlep'
            Hinweis: vielleicht 'help' gemeint?
            Aufruf: certain-import COMMAND
            Siehe 'certain-import --help'.

            """)
        let help = try ExecutableTests.run(["help", "rows", "extra"], environment: Self.locale("de_CH.UTF-8"))
        #expect(help.standardError.hasPrefix("certain-import: Fehler: 'certain-import rows' kennt keinen Befehl 'extra'\n"))
    }

    @Test("the same usage error under LANG=C is English")
    func englishUsageError() throws {
        let run = try ExecutableTests.run(["rows", "a.csv", "--format", "xml"], environment: Self.locale("C"))
        #expect(run.standardError.hasPrefix("certain-import: error: invalid value 'xml' for --format: expected one of csv, json\nUsage: "))
        #expect(run.standardError.hasSuffix("\nSee 'certain-import rows --help'.\n"))
    }
}
