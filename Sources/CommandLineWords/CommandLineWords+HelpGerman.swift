/// The help of the command line's commands and arguments, in German.
extension CommandLineWords {
    package static let helpGerman: [String: String] = [
        "accounts.abstract": """
            Die Konten des lokalen Journals oder eines Certain-Servers auflisten oder dem Journal ein Konto \
            hinzufügen.
            """,
        "accounts.example.1": "Die Konten des lokalen Journals mit ihren Salden auflisten",
        "accounts.example.2": "Ein Konto für Auszüge anlegen, die keine IBAN nennen",

        "accounts.list.json": "Die Konten als JSON ausgeben, in der Form von GET /api/accounts der Certain-API.",
        "accounts.list.server": "Stattdessen die Konten des Certain-Servers NAME auflisten (siehe 'certain-import server list').",
        "accounts.list.abstract": "Jedes Konto mit seinem Saldo zeigen.",
        "accounts.list.discussion": """
            Der Saldo ist der Anfangssaldo plus jede Buchung der Importe, die nicht rückgängig gemacht \
            wurden; ein Konto, das ohne --opening-balance angelegt wurde, zeigt 'unknown', bis sein erster \
            Auszug gebucht ist. Ein Journal, das es noch nicht gibt, hat keine Konten. Mit --server NAME die \
            Konten, die der Certain-Server auflistet (GET /api/accounts), mit den Salden, die er führt.
            """,
        "accounts.list.example.1": "Die Konten des lokalen Journals mit ihren Salden auflisten",
        "accounts.list.example.2": "Die Konten eines Certain-Servers als JSON auflisten",

        "accounts.add.name": "Der Name des Kontos, eindeutig im Journal, etwa Girokonto.",
        "accounts.add.iban": "Die IBAN des Kontos, mit oder ohne Leerzeichen.",
        "accounts.add.currency": """
            Der ISO-4217-Code der Kontowährung, etwa CHF oder EUR. Wird aus dem Land der IBAN genommen, wenn \
            dieses Land eine einzige Währung hat (CH, LI, der Euroraum).
            """,
        "accounts.add.opening_balance": """
            Der Saldo vor der ersten Buchung, mit '.' als Dezimalzeichen, etwa 1523.17. Standard: unbekannt; \
            der erste Auszug, der in das Konto gebucht wird, setzt ihn aus dem Saldo, den er nennt.
            """,
        "accounts.add.abstract": "Dem lokalen Journal ein Konto hinzufügen.",
        "accounts.add.discussion": "Legt das Journal an, wenn es noch nicht besteht.",
        "accounts.add.example.1": "Ein Konto mit seiner IBAN anlegen, damit seine Auszüge es finden",
        "accounts.add.example.2": "Eines mit dem Saldo anlegen, den es vor seinem ersten Auszug hatte",

        "bookings.abstract": "Die Buchungen des lokalen Journals auflisten oder bearbeiten.",
        "bookings.discussion": "Auf einem Certain-Server werden Buchungen in Certain selbst bearbeitet.",
        "bookings.example.1": "Die Buchungen von Import 1 auflisten",
        "bookings.example.2": "Buchung 12 eine Kategorie geben",

        "bookings.list.import": """
            Nur die Buchungen dieses Imports (auch eines rückgängig gemachten); siehe 'certain-import \
            history'.
            """,
        "bookings.list.json": "Die Buchungen als eine JSON-Liste mit allen Feldern ausgeben.",
        "bookings.list.abstract": "Die Buchungen des lokalen Journals zeigen.",
        "bookings.list.discussion": """
            Ohne --import jede Buchung, die zählt: die der Importe, die nicht rückgängig gemacht wurden. \
            Eine mit * markierte Buchung wurde nach ihrem Import geändert. Ein Journal, das es noch nicht \
            gibt, hat keine Buchungen.
            """,
        "bookings.list.example.1": "Jede Buchung auflisten, die zählt",
        "bookings.list.example.2": "Die Buchungen von Import 1 als JSON",

        "bookings.edit.id": "Die Buchung, die geändert wird; siehe 'certain-import bookings list'.",
        "bookings.edit.category": "Die neue Kategorie.",
        "bookings.edit.purpose": "Der neue Zweck.",
        "bookings.edit.counterparty": "Der neue Name der Gegenpartei.",
        "bookings.edit.abstract": "Kategorie, Zweck oder Gegenpartei einer Buchung ändern.",
        "bookings.edit.discussion": """
            Die Buchung gilt danach als geändert: 'certain-import undo' ihres Imports entfernt sie nur mit \
            --force, damit eigene Änderungen nicht unbemerkt verloren gehen.
            """,
        "bookings.edit.example.1": "Buchung 12 eine Kategorie geben",
        "bookings.edit.example.2": "Ihren Zweck und ihre Gegenpartei berichtigen",

        "root.abstract": "Kontoauszüge von Banken als CSV importieren, geprüft, bevor etwas gebucht wird.",
        "root.discussion": """
            certain-import liest die CSV-Auszüge, die Banken exportieren, erkennt ihren Aufbau (Kodierung, \
            Trennzeichen, Kopfzeile, Datums- und Zahlenformate), macht aus den Zeilen Buchungen und stimmt \
            sie mit den Salden ab, die der Auszug nennt.
            """,
        "root.example.1": "Ansehen, was ein Auszug enthält und ob seine Salden aufgehen",
        "root.example.2": "Ihn ins lokale Journal buchen und dabei das Konto nach seiner IBAN anlegen",
        "root.example.3": "Die Importe auflisten, um einen über seine Nummer rückgängig zu machen",

        "completions.shell": "Die Shell, in der ergänzt wird.",
        "completions.names": """
            Die Namen dieser Art ausgeben, einen pro Zeile, wie die Skripte sie beim Ergänzen abfragen: \
            Vorlagen-IDs, die Konten des lokalen Journals, die gespeicherten Server.
            """,
        "completions.abstract": "Ein Skript zur Befehlsergänzung für bash, zsh oder fish ausgeben.",
        "completions.discussion": """
            Das Skript ergänzt Befehle, Optionen, die Werte von Optionen mit wenigen möglichen Werten, \
            Dateien sowie Vorlagen-IDs, Kontonamen und Servernamen (beim Ergänzen bei certain-import \
            abgefragt). Für bash mit 'source <(certain-import completions bash)' in ~/.bashrc einbinden; für \
            zsh als _certain-import in ein Verzeichnis von $fpath schreiben; für fish nach \
            ~/.config/fish/completions/certain-import.fish schreiben.
            """,
        "completions.example.1": "Befehle in bash ergänzen (diese Zeile gehört in ~/.bashrc)",
        "completions.example.2": "Das zsh-Skript in ein Verzeichnis von $fpath schreiben",
        "completions.example.3": "Die Kontonamen auflisten, die die Ergänzung anbietet",

        "convert.file": "Der Auszug, der gelesen wird; '-' liest die Standardeingabe.",
        "convert.to": """
            csv: RFC 4180 mit einer Zeile pro Buchung; json: {\"transactions\": [...]}, wie preview sie \
            schreibt; hledger, ledger, beancount: ein Journal mit Saldenprüfungen, wo die Salden aufgehen.
            """,
        "convert.account_name": """
            Der Name des Bankkontos im Journal, etwa Assets:Bank:Giro. Standard: Assets:Bank: und die IBAN \
            des Auszugs.
            """,
        "convert.spreadsheet_safe": """
            Mit --to csv: eine Textzelle, die eine Tabellenkalkulation als Formel ausführen würde ('=', '+', \
            '-', '@', Tabulator, Wagenrücklauf), mit ' beginnen, wie OWASP es empfiehlt. Ohne Angabe \
            eingeschaltet, da die CSV-Datei für Tabellenkalkulationen gedacht ist; --no-spreadsheet-safe \
            schreibt jeden Text unverändert, für Programme.
            """,
        "convert.abstract": """
            Die Buchungen eines Auszugs als einfaches CSV oder JSON schreiben, oder als Journal für hledger, \
            ledger oder beancount.
            """,
        "convert.discussion": """
            Jede Buchung mit genauen Beträgen ('.' als Dezimalzeichen, negativ = Geld, das das Konto \
            verlässt), ISO-Daten, bereinigten Texten, ihrer Zeile in der Datei und ihrem Fingerabdruck. \
            Zeilen, die keine Buchungen sind, werden auf der Standardfehlerausgabe gemeldet, nicht \
            stillschweigend weggelassen.

            Ein Journal (hledger, ledger, beancount) hat einen Eintrag pro Buchung zwischen dem Bankkonto \
            (--account-name) und einem Gegenkonto: die Kategorie als Expenses:KATEGORIE oder \
            Income:KATEGORIE, sonst je nach Vorzeichen Expenses:Unknown oder Income:Unknown; die Abrechnung \
            einer Kreditkarte als Assets:Transfers, eine Rückerstattung zurück auf Expenses. Jeder Eintrag \
            trägt seinen Fingerabdruck als Tag (beancount: als Metadaten). Wo die Salden des Auszugs \
            aufgehen, setzt es den Saldo vor dem Auszug und prüft den danach. Es besteht die Prüfungen der \
            Werkzeuge so, wie es geschrieben ist, für sich allein oder angehängt an das Journal des vorigen \
            Auszugs oder an die eigene Buchhaltung.
            """,
        "convert.example.1": "Einen Auszug als Journaleinträge für hledger schreiben",
        "convert.example.2": "Ihn als CSV schreiben, das sich gefahrlos in einer Tabellenkalkulation öffnen lässt",
        "convert.example.3": "Seine Buchungen als JSON schreiben",

        "detect.file": "Der Auszug, der untersucht wird; '-' liest die Standardeingabe.",
        "detect.json": "Das Erkennungsdokument als JSON ausgeben (das feste Format, auf das sich Skripte verlassen).",
        "detect.abstract": "Zeigen, wie eine Auszugsdatei geschrieben ist: Kodierung, Dialekt, Tabelle, Formate, Spalten.",
        "detect.discussion": """
            Liest höchstens die ersten 64 KiB und die letzten 16 KiB von FILE und braucht darum gleich lang, \
            wie umfangreich die Datei auch ist. Was die Erkennung nicht entscheiden konnte, steht mit seinen \
            Kandidaten unter den Mehrdeutigkeiten; die Wahl wird mit Optionen oder einer Vorlage angegeben.
            """,
        "detect.example.1": "Zeigen, wie ein Auszug geschrieben ist: Kodierung, Trennzeichen, Kopfzeile, Formate",
        "detect.example.2": "Dasselbe als festes JSON-Dokument, für Skripte",
        "detect.example.3": "Der Erkennung das Dezimalzeichen nennen, wo sie es nicht entscheiden kann",

        "help_command.command": "Der Befehl, der erklärt wird, gefolgt von seinem Unterbefehl, falls er welche hat.",
        "help_command.abstract": "Die Hilfe zu einem Befehl zeigen.",
        "help_command.example.1": "Die Hilfe zu import zeigen",
        "help_command.example.2": "Die Hilfe zu einem Unterbefehl zeigen",

        "history.account": "Nur die Importe dieses Kontos (Name, Nummer oder IBAN).",
        "history.limit": "Wie viele Importe gezeigt werden.",
        "history.json": "Die Liste als JSON ausgeben, in der Form von GET /api/imports der Certain-API.",
        "history.abstract": """
            Die Importe auflisten, die neusten zuerst, mit dem, was jeder gebucht hat, und ob er rückgängig \
            gemacht wurde.
            """,
        "history.example.1": "Die Importe des lokalen Journals auflisten, die neusten zuerst",
        "history.example.2": "Die letzten fünf Importe eines Kontos",
        "history.example.3": "Die Importe eines Certain-Servers als JSON",

        "import.file": "Die Auszüge, die gebucht werden; ein Verzeichnis steht für die .csv-Dateien darin.",
        "import.account": """
            Das Konto, in das gebucht wird: sein Name, seine Nummer oder IBAN (Leerzeichen zählen nicht). \
            Standard: das Konto mit der IBAN, die der Auszug nennt.
            """,
        "import.dry_run": "Alles tun, auch die Prüfung auf Duplikate im Ziel, aber nichts buchen.",
        "import.yes": """
            Ein fehlendes lokales Konto anlegen (mit dem angegebenen Namen oder nach der IBAN benannt), \
            statt anzuhalten.
            """,
        "import.json": "{\"imports\": [...]} als JSON ausgeben.",
        "import.accept_mismatch": """
            Buchen, obwohl die Salden nicht aufgehen; der Verlauf des Imports hält es fest. Mit FILE \
            (wiederholbar) gilt das nur für diese Datei; allein für jede Datei.
            """,
        "import.expect_balance": """
            Der Saldo, den das Konto nach diesem Import haben muss (aus der Banking-App abgelesen), etwa \
            1523.17.
            """,
        "import.review_file": """
            Buchen, was eine bearbeitete Durchsichtsdatei sagt (aus 'certain-import review FILE --export \
            PATH'): ausgelassene Zeilen, bearbeitete Felder.
            """,
        "import.review": """
            Jeden Auszug zuerst in der bildschirmfüllenden Durchsichtsliste zeigen, wie 'review FILE' es \
            tut, und buchen, was sie zeigt, sobald b bestätigt ist. Mehrere Dateien werden nacheinander \
            durchgesehen, in der Reihenfolge ihrer Zeiträume.
            """,
        "import.all_or_nothing": "Alle Dateien als eine Einheit buchen: Kann eine nicht gebucht werden, wird keine gebucht.",
        "import.report_html": """
            Den Lauf zusätzlich als Seite zum Ansehen schreiben, wie 'validate --report html' es tut: der \
            Saldo jedes Kontos über die Zeit, Lücken und Abweichungen markiert, darunter die Probleme und \
            das Ergebnis jeder Datei.
            """,
        "import.abstract": "Auszüge ins lokale Journal buchen, geprüft und ohne Duplikate.",
        "import.discussion": """
            Jede Datei wird so gelesen, wie 'preview' sie zeigt. Zeilen, die im Konto schon gebucht sind, \
            werden als Duplikate übersprungen; ein Auszug, dessen Salden nicht aufgehen, wird abgelehnt \
            (Exit-Status 1, nichts gebucht), es sei denn, --accept-mismatch ist angegeben. Jeder Import wird \
            ganz oder gar nicht gebucht und lässt sich mit 'certain-import undo ID' rückgängig machen.

            Mehrere Dateien (oder ein Verzeichnis) werden nach Konto gruppiert und in der Reihenfolge ihrer \
            Zeiträume gebucht; jeder Auszug muss mit dem Saldo beginnen, mit dem der vorige endet. Ein \
            fehlender Auszug zwischen zwei anderen wird als Warnung gemeldet und hält den Import nicht auf; \
            überlappende Auszüge sind in Ordnung (ihre gemeinsamen Zeilen werden einmal gebucht). Eine \
            Datei, die scheitert, hält die anderen nicht auf, es sei denn, --all-or-nothing ist angegeben; \
            die späteren Auszüge ihres Kontos werden nicht gebucht, da der Saldo des Kontos nicht mehr in \
            sie hineinführt, und die Zusammenfassung sagt das ('not booked: FILE failed'). Eine \
            Übersichtstabelle beendet den Lauf.

            Mit --review wird jeder Auszug in der Durchsichtsliste von 'review FILE' gezeigt (sie braucht \
            ein Terminal): b bucht, was die Liste zeigt, q lässt den Auszug ungebucht, behält seine \
            Durchsicht und geht zum nächsten, Ctrl-C hält an. Mehrere Dateien werden nacheinander \
            durchgesehen, in der Reihenfolge ihrer Zeiträume; nach einem ungebucht gelassenen Auszug werden \
            die späteren seines Kontos nicht gezeigt.
            """,
        "import.example.1": "Einen Auszug buchen und dabei das Konto nach seiner IBAN anlegen",
        "import.example.2": "Einen Ordner mit Auszügen eines Kontos erst probeweise lesen, ohne zu buchen",
        "import.example.3": "Einen Stapel buchen und die Abweichung eines Auszugs nach Prüfung annehmen",

        "preview.file": "Der Auszug, der gelesen wird; '-' liest die Standardeingabe.",
        "preview.json": "Das Vorschaudokument als JSON ausgeben (das feste Format, auf das sich Skripte verlassen).",
        "preview.account": """
            Das Konto, dessen Buchungen als Duplikate zählen: Name, Nummer oder IBAN. Standard: die IBAN des \
            Auszugs.
            """,
        "preview.abstract": "Die Buchungen eines Auszugs zeigen, und jede Zeile, die keine ist.",
        "preview.discussion": """
            Durchläuft alle Schritte bis vor das Buchen. Ein Bericht: Der Exit-Status ist 0, was immer er \
            findet; 'validate' und 'import' sind die Befehle, die bei Problemen scheitern.
            """,
        "preview.example.1": "Die Buchungen, die Abstimmung und das, was neu wäre, ansehen",
        "preview.example.2": "Mit einem Journal vergleichen, welche Zeilen schon gebucht sind",
        "preview.example.3": "Umbuchungen zwischen eigenen Konten auslassen, als JSON",

        "review.file": "Der Auszug, der durchgesehen wird.",
        "review.export": """
            Die Durchsicht nach PATH schreiben (.csv oder .json), zum Bearbeiten in einer \
            Tabellenkalkulation oder einem Skript, statt die Liste zu zeigen.
            """,
        "review.apply": """
            Eine bearbeitete Durchsichtsdatei in die behaltene Durchsicht zurücklesen (ganz, oder gar nicht, \
            wenn eine Zeile falsch ist).
            """,
        "review.discard": "Die behaltene Durchsicht von FILE entfernen, um neu zu beginnen.",
        "review.account": """
            Das Konto, in das gebucht wird: sein Name, seine Nummer oder IBAN. Standard: das Konto mit der \
            IBAN, die der Auszug nennt.
            """,
        "review.abstract": "Einen Auszug vor dem Buchen durchsehen: Zeilen auslassen, Felder berichtigen, Kategorien setzen.",
        "review.discussion": """
            Ohne Optionen zeigt review die Buchungen in einer bildschirmfüllenden Liste: Leertaste lässt \
            eine Zeile aus oder nimmt sie zurück, e bearbeitet ein Feld, c setzt die Kategorie, / sucht, f \
            wendet eine Aktion auf jede Zeile an, die ein Filter trifft, u und r machen rückgängig und \
            wiederholen, b bucht, was die Liste zeigt, q beendet. Die Liste braucht ein Terminal; sonst mit \
            --export eine Durchsichtsdatei schreiben.

            Die Durchsicht wird zwischen den Läufen unter $XDG_STATE_HOME/certain-import/reviews behalten \
            (~/.local/state, wenn XDG_STATE_HOME nicht gesetzt ist), für dieselbe Datei und Vorlage: Ein \
            erneutes 'review' setzt sie fort. Buchen oder --discard entfernt sie.

            Eine Durchsichtsdatei (--export) hat eine Zeile pro Buchung: include (yes/no), den \
            Fingerabdruck, der die Zeile benennt, und die Felder zum Berichtigen. Mit --apply zurücklesen \
            oder mit 'certain-import import FILE --review-file PATH' buchen.
            """,
        "review.example.1": "Die Zeilen eines Auszugs vor dem Buchen durchgehen",
        "review.example.2": "Die Durchsicht als Datei schreiben, um sie in einer Tabellenkalkulation zu bearbeiten",
        "review.example.3": "Buchen, was die bearbeitete Datei sagt",

        "rows.file": "Der Auszug, der gelesen wird; '-' liest die Standardeingabe.",
        "rows.format": """
            Wie die Tabelle geschrieben wird: CSV nach RFC 4180 (',' als Trennzeichen, CRLF als Zeilenende) \
            oder ein JSON-Dokument.
            """,
        "rows.delimiter": """
            Der Text zwischen den Feldern: ';', '|', 'tab' oder mehrere Zeichen wie Komma und Leerzeichen. \
            Ohne Angabe erkannt.
            """,
        "rows.quote": "Das Zeichen, in das Felder eingefasst sind: '\"' oder \"'\", oder 'none'. Ohne Angabe erkannt.",
        "rows.escape": """
            Wie ein Anführungszeichen in einem eingefassten Feld geschrieben ist: verdoppelt (\"\"), nach \
            einem Backslash (\\\") oder gar nicht. Ohne Angabe erkannt.
            """,
        "rows.encoding": "Die Zeichenkodierung der Datei, etwa utf-8, windows-1252 oder iso-8859-15. Ohne Angabe erkannt.",
        "rows.skip_lines": "Die Zahl der Zeilen vor der Tabelle, etwa die Kontoübersicht einer Bank. Ohne Angabe erkannt.",
        "rows.header": "Ob die erste Zeile der Tabelle die Spalten benennt. Erkannt, wenn keines von beiden angegeben ist.",
        "rows.abstract": "Die Tabelle eines Auszugs als einfaches CSV oder JSON ausgeben.",
        "rows.discussion": """
            Liest FILE, erkennt, wie es geschrieben ist, und gibt seine Tabelle nach UTF-8 dekodiert aus: \
            die Kopfzeile (falls vorhanden) und die Datensätze, jedes Feld als Text, ohne Vorspann und \
            Schlusszeilen der Bank. Angegebene Optionen gehen dem vor, was die Erkennung findet.

            Die Ausgabe ist eine Datenleitung für andere Programme: Jedes Feld wird genau so geschrieben, \
            wie die Datei es enthält, Steuerzeichen und Zellen, die mit '=' beginnen, eingeschlossen. Auf \
            einem Terminal werden Steuerzeichen sichtbar gezeigt (\\x1b), damit keine Zelle auf das Terminal \
            einwirken kann. Um einen Auszug in einer Tabellenkalkulation zu öffnen, 'convert --to csv' \
            verwenden, das solche Zellen entschärft.
            """,
        "rows.example.1": "Die Tabelle eines Auszugs ohne den Vorspann der Bank als einfaches CSV ausgeben",
        "rows.example.2": "Dasselbe als JSON, für ein Skript",
        "rows.example.3": "Die Tabelle mit eigenem Trennzeichen und eigener Kodierung lesen",

        "server.login.username": "Der Benutzername für die Anmeldung; wird erfragt, wenn er fehlt.",
        "server.login.abstract": "Bei einem gespeicherten Server mit dem Passwort anmelden und ein Gerätetoken dafür behalten.",
        "server.login.discussion": """
            Meldet sich an wie die Certain-App (Passwort, dann der Code der Authenticator-App, wenn das \
            Konto einen zweiten Faktor hat) und erstellt ein Gerätetoken mit dem Geltungsbereich 'app' \
            namens 'certain-import on <dieser Rechner>'. Nur das Token wird behalten, in einer Datei, die \
            nur der eigene Benutzer lesen kann; das Passwort wird nie gespeichert. Auf einem Terminal wird \
            das Passwort ohne Echo gelesen; sonst werden der Benutzername (sofern nicht mit --username \
            angegeben), das Passwort und der Code zeilenweise von der Standardeingabe gelesen. Das Token \
            lässt sich in Certain unter Einstellungen → Gerätemarken widerrufen.
            """,
        "server.login.example.1": "Beim Server anmelden, der als home gespeichert ist",
        "server.login.example.2": "Mit einem Benutzernamen auf der Befehlszeile anmelden",

        "server.abstract": "Certain-Server speichern, bei ihnen anmelden, sie auflisten und entfernen.",
        "server.discussion": """
            Ein gespeicherter Server hat einen Namen für --server NAME und eine Basisadresse. Sein \
            Gerätetoken wird getrennt von der Liste in $XDG_CONFIG_HOME/certain-import/tokens.json \
            aufbewahrt (Standard ~/.config), nur für den eigenen Benutzer lesbar, und ist an den Ursprung \
            des Servers gebunden (Schema, Host und Port): Es wird nie an einen anderen gesendet. \
            CERTAIN_TOKEN wird nur an einen Server gesendet, der mit --bind-env-token hinzugefügt wurde, und \
            dann anstelle eines gespeicherten Tokens. Token- und Serverdateien, die symbolische Links sind, \
            werden abgelehnt. Passwörter werden nie gespeichert. Jeder Serveraufruf endet innerhalb von \
            {call_deadline} s, Wiederholungen eingeschlossen ({call_variable}), und alle Aufrufe eines \
            Befehls innerhalb von {command_deadline} s ({command_variable}); Antworten, die länger sind als \
            jede eines Certain-Servers, werden abgeschnitten und gemeldet.
            """,
        "server.example.1": "Einen Certain-Server speichern und sich bei ihm anmelden",
        "server.example.2": "Die gespeicherten Server auflisten",
        "server.name": "Der Name des Servers, wie --server NAME ihn nimmt, etwa 'home'.",

        "server.add.url": """
            Die Basisadresse des Servers, unter der Certain im Browser geöffnet wird, etwa \
            https://certain.example.
            """,
        "server.add.allow_insecure_http": """
            UNSICHER: einfaches http:// zu einem Host erlauben, der nicht dieser Rechner ist. Das \
            Gerätetoken, ein voller Zugang zu den eigenen Finanzen, geht dann unverschlüsselt über das Netz. \
            Nur für ein völlig vertrauenswürdiges Netz.
            """,
        "server.add.bind_env_token": """
            CERTAIN_TOKEN an diesen Server senden (für CI). Ohne diese Option wird CERTAIN_TOKEN nie an NAME \
            gesendet; die Bindung gilt für den Ursprung dieser URL und endet, wenn NAME unter einem anderen \
            gespeichert wird.
            """,
        "server.add.abstract": """
            Einen Certain-Server unter einem Namen speichern, nachdem geprüft ist, dass er als Certain \
            antwortet.
            """,
        "server.add.discussion": """
            Fragt URL/api/version, ob es ein Certain-Server ist, und, wenn ein an den Ursprung der URL \
            gebundenes Token zur Hand ist (für NAME gespeichert oder CERTAIN_TOKEN mit --bind-env-token), \
            wessen Token es ist. Nur https wird angenommen, ausgenommen für diesen Rechner (127.0.0.0/8 und \
            localhost, das certain-import selbst als 127.0.0.1 nimmt, ohne einen Namensdienst zu fragen); \
            eine einfache http-Adresse anderswo wird abgelehnt, bevor etwas gesendet wird. Eine IPv6-Adresse \
            wird abgelehnt: URLSession kann sich unter Linux nicht mit einer verbinden. Wird NAME erneut \
            hinzugefügt, ersetzt das seine URL; ändert sich der Ursprung (Schema, Host, Port), wird das für \
            NAME gespeicherte Token entfernt und nicht an die neue Adresse gesendet.
            """,
        "server.add.example.1": "Einen Certain-Server unter dem Namen home speichern",
        "server.add.example.2": "Einen speichern, den CI mit dem Token in CERTAIN_TOKEN erreicht",

        "server.list.abstract": """
            Die gespeicherten Server auflisten und für jeden, ob ein Token zur Hand ist (nie das Token \
            selbst).
            """,
        "server.list.example.1": "Die gespeicherten Server auflisten und ob ein Token zur Hand ist",
        "server.list.example.2": "Dasselbe, kürzer",

        "server.remove.abstract": "Einen gespeicherten Server und sein Token vergessen.",
        "server.remove.discussion": """
            Das Token bleibt in Certain gültig, bis es dort unter Einstellungen → Gerätemarken widerrufen \
            wird.
            """,
        "server.remove.example.1": "Den Server home und sein Token vergessen",
        "server.remove.example.2": "Die verbliebenen Server auflisten",

        "templates.abstract": "Bankvorlagen auflisten, zeigen, schreiben und testen.",
        "templates.discussion": """
            Eingebaute Vorlagen gehören zum Werkzeug; eigene Vorlagen sind die JSON-Dateien in \
            $XDG_CONFIG_HOME/certain-import/templates (Standard ~/.config/certain-import/templates). Eine \
            eigene Vorlage mit der ID einer eingebauten ersetzt diese.
            """,
        "templates.example.1": "Die Vorlagen auflisten",
        "templates.example.2": "Eine Vorlage für eine Bank beginnen, deren Auszüge die Erkennung falsch liest",

        "templates.list.abstract": "Jede Vorlage zeigen: ID, Name, Land und ob sie eingebaut oder eine eigene ist.",
        "templates.list.discussion": """
            Eigene Vorlagendateien, die sich nicht lesen lassen, werden auf der Standardfehlerausgabe \
            gemeldet; die anderen werden aufgelistet.
            """,
        "templates.list.example.1": "Jede Vorlage mit ihrem Land auflisten",
        "templates.list.example.2": "Dasselbe, kürzer",

        "templates.show.id": "Eine Vorlagen-ID aus 'templates list' oder eine Vorlagendatei.",
        "templates.show.abstract": "Das JSON einer Vorlage ausgeben.",
        "templates.show.discussion": """
            Um eine eingebaute Vorlage zu ändern, sie in den Ordner der eigenen Vorlagen kopieren; mit ihrer \
            ID ersetzt die Kopie sie.
            """,
        "templates.show.example.1": "Das JSON der DKB-Vorlage ausgeben",
        "templates.show.example.2": "Eine eigene Vorlage aus einer eingebauten beginnen",

        "templates.new.from": "Ein Auszug der Bank, wie exportiert; '-' liest die Standardeingabe.",
        "templates.new.id": """
            Die ID der Vorlage, in Kebab-Schreibweise Bank-Produkt wie 'my-bank-giro'. Standard: aus dem \
            Dateinamen.
            """,
        "templates.new.output": "Die Vorlage nach PATH schreiben (das noch nicht bestehen darf) statt auf die Standardausgabe.",
        "templates.new.abstract": """
            Aus dem, was die Erkennung in einem Auszug findet, eine Vorlage zum Bearbeiten und \
            Vervollständigen schreiben.
            """,
        "templates.new.discussion": """
            Die Vorlage enthält die Kodierung der Datei, ihren Dialekt, die Spaltennamen der Kopfzeile als \
            Fingerabdruck, Datums- und Zahlenformate und die Spalten, denen die Erkennung eine Rolle gab. \
            Jeden Wert an der Datei prüfen, Name und Land ergänzen, Vorspannmuster und Saldoregeln \
            hinzufügen, wo die Bank sie schreibt (Templates/README.md beschreibt sie), und sie dann mit \
            'certain-import validate FILE --template PATH' ausprobieren.
            """,
        "templates.new.example.1": "Einen Vorlagenentwurf aus einem Auszug auf die Standardausgabe schreiben",
        "templates.new.example.2": "Ihn mit einer eigenen ID in eine Datei schreiben",

        "templates.test.id": "Nur die Beispiele testen, die mit dieser Vorlage gelesen werden. Standard: jedes Beispiel.",
        "templates.test.samples": "Der Beispielordner, mit DIR/<bank>/<name>.csv und <name>.facts.json. Standard: ./Samples.",
        "templates.test.abstract": "Die Referenzbeispiele mit den Vorlagen lesen und mit ihren Fakten vergleichen.",
        "templates.test.discussion": """
            Jede DIR/*/*.csv mit einer .facts.json daneben wird gelesen, wie 'preview' sie liest (mit der \
            Vorlage, zu der sie passt, oder durch Erkennung), und verglichen, wie 'validate --expect' \
            vergleicht: Daten, Betrag, Saldo, Gegenpartei und Zweck jeder Buchung, die übersprungenen Zeilen \
            der Tabelle und die Salden, die die Datei nennt und die aufgehen müssen. Gibt pro Beispiel ok \
            oder FAIL mit den Unterschieden aus; der Exit-Status ist 1, wenn ein Beispiel scheitert oder \
            keines mit ID gelesen wird.
            """,
        "templates.test.example.1": "Jede Vorlage an den Referenzbeispielen testen",
        "templates.test.example.2": "Eine Vorlage testen",

        "undo.id": "Der Import, der rückgängig gemacht wird, wie 'history' ihn auflistet.",
        "undo.force": """
            Auch dann rückgängig machen, wenn Buchungen des Imports seither geändert wurden (ihre Änderungen \
            gehen verloren).
            """,
        "undo.abstract": """
            Einen ganzen Import rückgängig machen: Seine Buchungen werden entfernt, und dieselbe Datei lässt \
            sich erneut importieren.
            """,
        "undo.discussion": """
            Lehnt ab (Exit-Status 1, nichts entfernt), wenn eine Buchung des Imports nach dem Import \
            geändert wurde, und nennt diese Buchungen; --force entfernt sie trotzdem.
            """,
        "undo.example.1": "Import 3 rückgängig machen, wie 'history' ihn nummeriert",
        "undo.example.2": "Ihn rückgängig machen, obwohl seine Buchungen seither bearbeitet wurden",

        "validate.file": "Die Auszüge, die geprüft werden; ein Verzeichnis steht für die .csv-Dateien darin.",
        "validate.account": """
            Alle Dateien als Auszüge eines einzigen Kontos prüfen (für Dateien, die keine IBAN nennen): Ihre \
            Salden müssen eine Kette bilden.
            """,
        "validate.report": """
            text für Menschen, json für Skripte, junit für die Testansicht von CI (ein Testfall pro Datei), \
            github für Annotationen, html für eine Seite zum Ansehen (der Saldo jedes Kontos über die Zeit, \
            Lücken und Abweichungen markiert, darunter die Probleme).
            """,
        "validate.expect": """
            Das Ergebnis mit einer erwarteten Referenzausgabe vergleichen: Anzahlen, Summen oder die \
            vollständige Liste der Buchungen.
            """,
        "validate.abstract": "Auszüge prüfen, ohne zu buchen: Erkennung, Zuordnung, Abstimmung, Erwartungen.",
        "validate.discussion": """
            Der Exit-Status ist 0, wenn jede Datei sauber erkannt, zugeordnet und abgestimmt wird, sonst 1; \
            jedes Problem wird mit seiner Datei und Zeile gemeldet. Eine Datei, die sich gar nicht lesen \
            lässt, ist ebenfalls eine gescheiterte Prüfung, kein Abbruch: Die anderen Dateien werden \
            trotzdem geprüft.

            Die Auszüge eines Kontos (der IBAN, die sie nennen, oder alle mit --account) müssen eine Kette \
            bilden: In der Reihenfolge ihrer Zeiträume beginnt jeder mit dem Saldo, mit dem der vorige \
            endet. Ein fehlender Auszug (eine Lücke) und Salden, die nicht zusammenpassen (ein Bruch), sind \
            Probleme der späteren Datei; überlappende Auszüge sind in Ordnung.
            """,
        "validate.example.1": "Prüfen, ob ein Auszug erkannt, zugeordnet und abgestimmt wird",
        "validate.example.2": "Einen Ordner mit Auszügen in CI prüfen, als GitHub-Annotationen",
        "validate.example.3": "Auszüge ohne IBAN als die eines Kontos prüfen, deren Salden eine Kette bilden",

        "statement.template": """
            Die Datei mit dieser Vorlage lesen (einer ID aus 'templates list' oder einer Vorlagendatei), \
            statt eine passende zu suchen.
            """,
        "statement.no_template": "Die Vorlagen übergehen: die Datei allein durch Erkennung lesen.",
        "statement.currency": "Die Währung des Kontos, wenn die Datei sie nicht nennt.",
        "statement.date_format": """
            Das Format des Buchungsdatums, wenn die Erkennung die Reihenfolge von Tag und Monat als \
            unentschieden meldet (dd/MM/yyyy oder MM/dd/yyyy).
            """,
        "statement.filter": """
            Die Buchungen auslassen, auf die EXPR zutrifft, etwa 'purpose ~ /Umbuchung/i' oder 'amount > 0 \
            and counterparty = \"SBB\"'; wiederholbar.
            """,
        "statement.column": """
            Spalte N (ab 1 gezählt) enthält ROLE, etwa amount=4 oder balance=5, für eine Datei, deren \
            Spalten die Erkennung nicht auseinanderhalten kann (keine Kopfzeile benennt sie); liest die \
            Datei durch Erkennung; wiederholbar. Rollen: {roles}.
            """,
        "statement.sign": """
            Wie die Datei Geld schreibt, das das Konto verlässt: debits-negative (Bankkonten) oder \
            debits-positive (Kartenabrechnungen, die Einkäufe positiv aufführen). Ohne Angabe aus den \
            Hinweisen in der Datei entschieden.
            """,
        "statement.decimal_separator": """
            Das Dezimalzeichen der Beträge, ',' oder '.', wenn kein Betrag es zeigt. Ohne Angabe erkannt.
            """,

        "target.ledger": """
            Die Datei des lokalen Journals. Standard: $CERTAIN_IMPORT_LEDGER, sonst \
            $XDG_DATA_HOME/certain-import/ledger.sqlite (~/.local/share, wenn XDG_DATA_HOME nicht gesetzt \
            ist). Ein neues Journal wird nur für den eigenen Benutzer lesbar angelegt (0600, Verzeichnisse \
            0700).
            """,
        "target.server": "In den Certain-Server NAME buchen (siehe 'certain-import server list') statt ins lokale Journal.",

        "value.currency": "ein Währungscode nach ISO 4217 wie CHF oder EUR",
        "value.date_format": "ein Datumsmuster wie dd.MM.yyyy oder MM/dd/yy",
        "value.decimal_separator": "',' (oder comma) oder '.' (oder period)",
        "value.delimiter": "ein oder mehrere Zeichen ohne Zeilenumbruch, etwa ';', '|', 'tab' oder ', '",
        "value.quote": "'\"', \"'\" oder 'none'",
    ]
}
