/// The help of the command line's commands and arguments, in English: what
/// `CommandConfiguration` and the argument declarations name by key.
///
/// Keys: the command's path (`accounts.add`, `root` for the tool itself, `help_command` for
/// `help`), then `abstract`, `discussion`, `example.N` or the argument's name; `statement.`
/// and `target.` for the options several commands share. Unlike the shared catalogue, these
/// texts name options: they are the command line's own.
extension CommandLineWords {
    package static let helpEnglish: [String: String] = [
        "accounts.abstract": "List the accounts of the local ledger or a Certain server, or add one to the ledger.",
        "accounts.example.1": "List the accounts of the local ledger with their balances",
        "accounts.example.2": "Add an account for statements that state no IBAN",

        "accounts.list.json": "Print the accounts as JSON, shaped like the Certain API's GET /api/accounts.",
        "accounts.list.server": "List the accounts of the Certain server NAME (see 'certain-import server list') instead.",
        "accounts.list.abstract": "Show every account with its balance.",
        "accounts.list.discussion": """
            The balance is the opening balance plus every booking of imports that were not undone; an \
            account added without --opening-balance shows 'unknown' until its first statement is booked. A \
            ledger that does not exist yet has no accounts. With --server NAME, the accounts the Certain \
            server lists (GET /api/accounts), with the balances it keeps.
            """,
        "accounts.list.example.1": "List the accounts of the local ledger with their balances",
        "accounts.list.example.2": "List a Certain server's accounts as JSON",

        "accounts.add.name": "The account's name, unique in the ledger, such as Girokonto.",
        "accounts.add.iban": "The account's IBAN, with or without spaces.",
        "accounts.add.currency": """
            The ISO 4217 code of the account's currency, such as CHF or EUR. Taken from the IBAN's country \
            when that country has one currency (CH, LI, the euro area).
            """,
        "accounts.add.opening_balance": """
            The balance before the first booking, with '.' as decimal mark, such as 1523.17. Default: \
            unknown; the first statement booked into the account sets it from the balance it states.
            """,
        "accounts.add.abstract": "Add an account to the local ledger.",
        "accounts.add.discussion": "Creates the ledger if it does not exist yet.",
        "accounts.add.example.1": "Add an account by its IBAN, so that its statements find it",
        "accounts.add.example.2": "Add one with the balance it had before its first statement",

        "bookings.abstract": "List or edit the bookings of the local ledger.",
        "bookings.discussion": "Against a Certain server, bookings are edited in Certain itself.",
        "bookings.example.1": "List the bookings of import 1",
        "bookings.example.2": "Give booking 12 a category",

        "bookings.list.import": "Only the bookings of this import (also of an undone one); see 'certain-import history'.",
        "bookings.list.json": "Print the bookings as one JSON list with every field.",
        "bookings.list.abstract": "Show the bookings of the local ledger.",
        "bookings.list.discussion": """
            Without --import, lists every booking that counts: those of imports not undone. A booking marked \
            * was changed after its import. A ledger that does not exist yet has no bookings.
            """,
        "bookings.list.example.1": "List every booking that counts",
        "bookings.list.example.2": "The bookings of import 1, as JSON",

        "bookings.edit.id": "The booking to change; see 'certain-import bookings list'.",
        "bookings.edit.category": "The new category.",
        "bookings.edit.purpose": "The new purpose text.",
        "bookings.edit.counterparty": "The new counterparty name.",
        "bookings.edit.abstract": "Change a booking's category, purpose or counterparty.",
        "bookings.edit.discussion": """
            The booking is then marked modified: 'certain-import undo' of its import refuses to remove it \
            unless given --force, so that your changes are not lost silently.
            """,
        "bookings.edit.example.1": "Give booking 12 a category",
        "bookings.edit.example.2": "Correct its purpose and counterparty",

        "root.abstract": "Import bank CSV statements, checked before anything is booked.",
        "root.discussion": """
            certain-import reads the CSV statements banks export, works out their layout (encoding, \
            delimiter, header, date and number formats), maps the rows to transactions and reconciles them \
            against the balances the statement states.
            """,
        "root.example.1": "See what a statement holds and whether its balances add up",
        "root.example.2": "Book it into the local ledger, opening the account named after its IBAN",
        "root.example.3": "List the imports, to undo one by its number",

        "completions.shell": "The shell to complete in.",
        "completions.names": """
            Print the names of that kind, one a line, as the scripts ask for them while completing: template \
            ids, the local ledger's accounts, the stored servers.
            """,
        "completions.abstract": "Print a shell completion script for bash, zsh or fish.",
        "completions.discussion": """
            The script completes commands, options, the values of options that take one of a few, files, and \
            template ids, account names and server names (asked from certain-import while completing). \
            Install it for bash with 'source <(certain-import completions bash)' in ~/.bashrc; for zsh write \
            it as _certain-import into a directory of $fpath; for fish write it to \
            ~/.config/fish/completions/certain-import.fish.
            """,
        "completions.example.1": "Complete commands in bash (put this in ~/.bashrc)",
        "completions.example.2": "Write the zsh script into a directory of $fpath",
        "completions.example.3": "List the account names completion offers",

        "convert.file": "The statement to read; '-' reads standard input.",
        "convert.to": """
            csv: RFC 4180 with one row per transaction; json: {\"transactions\": [...]} as preview writes \
            them; hledger, ledger, beancount: a journal with balance assertions where the balances \
            reconcile.
            """,
        "convert.account_name": """
            The bank account's name in a journal, such as Assets:Bank:Giro. Default: Assets:Bank: and the \
            statement's IBAN.
            """,
        "convert.spreadsheet_safe": """
            With --to csv: start a text cell that a spreadsheet would run as a formula ('=', '+', '-', '@', \
            tab, carriage return) with ', as OWASP advises. On by default, since the CSV is meant for \
            spreadsheets; --no-spreadsheet-safe writes every text exactly, for programs.
            """,
        "convert.abstract": """
            Write a statement's transactions as plain CSV or JSON, or as a journal for hledger, ledger or \
            beancount.
            """,
        "convert.discussion": """
            Every transaction with exact amounts ('.' decimal mark, negative = money leaving), ISO dates, \
            cleaned texts, its line in the file and its fingerprint. Lines that are not transactions are \
            reported on standard error, not dropped silently.

            A journal (hledger, ledger, beancount) has one entry per transaction between the bank account \
            (--account-name) and a counter-account: the category as Expenses:CATEGORY or Income:CATEGORY, \
            else Expenses:Unknown or Income:Unknown by sign; a credit card's bill as Assets:Transfers, a \
            refund back to Expenses. Each entry carries its fingerprint as a tag (beancount: metadata). \
            Where the statement's balances reconcile, it sets the balance before the statement and asserts \
            the one after it. It passes the tools' checks as written, alone or appended to the previous \
            statement's journal or to your books.
            """,
        "convert.example.1": "Write a statement as hledger journal entries",
        "convert.example.2": "Write it as a CSV that opens safely in a spreadsheet",
        "convert.example.3": "Write its transactions as JSON",

        "detect.file": "The statement to look at; '-' reads standard input.",
        "detect.json": "Print the detect document as JSON (the fixed format scripts rely on).",
        "detect.abstract": "Show how a statement file is written: encoding, dialect, table, formats, columns.",
        "detect.discussion": """
            Reads at most the first 64 KiB and the last 16 KiB of FILE, so it takes the same time for any \
            file size. Whatever detection could not decide is listed under ambiguities with its candidates; \
            give the choice with options or a template.
            """,
        "detect.example.1": "Show how a statement is written: encoding, delimiter, header, formats",
        "detect.example.2": "The same as the fixed JSON document, for scripts",
        "detect.example.3": "Tell detection the decimal mark where it cannot decide",

        "help_command.command": "The command to explain, followed by its subcommand if it has any.",
        "help_command.abstract": "Show help for a command.",
        "help_command.example.1": "Show the help of import",
        "help_command.example.2": "Show the help of a subcommand",

        "history.account": "Only this account's imports (name, number or IBAN).",
        "history.limit": "How many imports to show.",
        "history.json": "Print the list as JSON, shaped like the Certain API's GET /api/imports.",
        "history.abstract": "List the imports, newest first, with what each booked and whether it was undone.",
        "history.example.1": "List the imports of the local ledger, newest first",
        "history.example.2": "The last five imports of one account",
        "history.example.3": "The imports of a Certain server, as JSON",

        "import.file": "The statements to book; a directory stands for the .csv files in it.",
        "import.account": """
            The account to book into: its name, number, or IBAN (spaces ignored). Default: the account with \
            the IBAN the statement states.
            """,
        "import.dry_run": "Do everything, including the duplicate check against the target, but book nothing.",
        "import.yes": "Create a missing local account (named as given, or after the IBAN) instead of stopping.",
        "import.json": "Print {\"imports\": [...]} as JSON.",
        "import.accept_mismatch": """
            Book although the balances do not reconcile; the import's history records it. With FILE \
            (repeatable), only that file's mismatch is accepted; alone, every file's.
            """,
        "import.expect_balance": """
            The balance the account must have after this import (read from the banking app), such as \
            1523.17.
            """,
        "import.review_file": """
            Book what an edited review file says (from 'certain-import review FILE --export PATH'): rows \
            left out, fields edited.
            """,
        "import.review": """
            Show each statement in the full-screen review list first, as 'review FILE' does, and book what \
            it shows once b is confirmed. Several files are reviewed one after another, in the order of \
            their periods.
            """,
        "import.all_or_nothing": "Book all files as one unit: when one cannot be booked, none is.",
        "import.report_html": """
            Also write the run as a page to look at, as 'validate --report html' does: each account's \
            balance over time, gaps and mismatches marked, the problems and each file's outcome below.
            """,
        "import.abstract": "Book statements into the local ledger, checked and without duplicates.",
        "import.discussion": """
            Each file is read as 'preview' shows it. Rows already booked in the account are skipped as \
            duplicates; a statement whose balances do not add up is refused (exit 1, nothing booked) unless \
            --accept-mismatch is given. Every import is booked completely or not at all, and can be undone \
            with 'certain-import undo ID'.

            Several files (or a directory) are grouped by account and booked in the order of their periods; \
            each statement must open with the balance the one before it closes with. A missing statement \
            between two others is reported as a warning and does not stop the import; overlapping statements \
            are fine (their shared rows are booked once). A file that fails does not stop the others, unless \
            --all-or-nothing is given; the later statements of its account are not booked, as the account's \
            balance no longer leads into them, and the summary says so ('not booked: FILE failed'). A \
            summary table ends the run.

            With --review, each statement is shown in the review list of 'review FILE' (it needs a \
            terminal): b books what the list shows, q leaves the statement unbooked with its review kept and \
            goes on to the next, Ctrl-C stops. Several files are reviewed one after another, in the order of \
            their periods; after a statement left unbooked, the later ones of its account are not shown.
            """,
        "import.example.1": "Book a statement, opening the account named after its IBAN",
        "import.example.2": "Try a folder of one account's statements first, booking nothing",
        "import.example.3": "Book a batch, accepting one statement's mismatch after checking it",

        "preview.file": "The statement to read; '-' reads standard input.",
        "preview.json": "Print the preview document as JSON (the fixed format scripts rely on).",
        "preview.account": "The account whose bookings count as duplicates: name, number or IBAN. Default: the statement's IBAN.",
        "preview.abstract": "Show the transactions a statement holds, and every line that is not one.",
        "preview.discussion": """
            Runs the whole pipeline up to, not including, booking. A report: it exits 0 whatever it finds; \
            'validate' and 'import' are the commands that fail on problems.
            """,
        "preview.example.1": "See the transactions, the reconciliation and what would be new",
        "preview.example.2": "Check against a ledger which rows are booked already",
        "preview.example.3": "Leave out transfers between your own accounts, as JSON",

        "review.file": "The statement to review.",
        "review.export": """
            Write the review to PATH (.csv or .json) for editing in a spreadsheet or a script, instead of \
            showing the list.
            """,
        "review.apply": "Read an edited review file back into the kept review (all of it, or nothing when any row is wrong).",
        "review.discard": "Remove the kept review of FILE, to start again.",
        "review.account": """
            The account to book into: its name, number, or IBAN. Default: the account with the IBAN the \
            statement states.
            """,
        "review.abstract": "Review a statement before booking: leave rows out, correct fields, set categories.",
        "review.discussion": """
            Without options, shows the transactions in a full-screen list: space leaves a row out or takes \
            it back, e edits a field, c sets the category, / searches, f applies an action to every row a \
            filter matches, u and r undo and redo, b books what the list shows, q leaves. The list needs a \
            terminal; use --export for a review file instead.

            The review is kept between runs under $XDG_STATE_HOME/certain-import/reviews (~/.local/state \
            when XDG_STATE_HOME is not set), for the same file and template: running 'review' again resumes \
            it. Booking it, or --discard, removes it.

            A review file (--export) has one row per transaction: include (yes/no), the fingerprint that \
            names the row, and the fields to correct. Read it back with --apply, or book it with \
            'certain-import import FILE --review-file PATH'.
            """,
        "review.example.1": "Go through a statement's rows before booking them",
        "review.example.2": "Write the review as a file to edit in a spreadsheet",
        "review.example.3": "Book what the edited file says",

        "rows.file": "The statement to read; '-' reads standard input.",
        "rows.format": "How to write the table: RFC 4180 CSV (',' delimiter, CRLF line ends) or one JSON document.",
        "rows.delimiter": """
            The text between fields: ';', '|', 'tab', or several characters such as a comma and a space. \
            Detected when left out.
            """,
        "rows.quote": "The character that encloses fields: '\"' or \"'\", or 'none'. Detected when left out.",
        "rows.escape": """
            How a quote inside a quoted field is written: doubled (\"\"), after a backslash (\\\"), or not \
            at all. Detected when left out.
            """,
        "rows.encoding": "The file's character encoding, such as utf-8, windows-1252 or iso-8859-15. Detected when left out.",
        "rows.skip_lines": "The number of lines before the table, such as a bank's account summary. Detected when left out.",
        "rows.header": "Whether the table's first line names the columns. Detected when neither is given.",
        "rows.abstract": "Print a statement's table as plain CSV or JSON.",
        "rows.discussion": """
            Reads FILE, detects how it is written, and prints its table decoded to UTF-8: the header (if \
            any) and the records, every field as text, with the bank's preamble and footer removed. Options \
            given override what detection finds.

            The output is a data pipe for other programs: every field is written exactly as the file holds \
            it, control characters and cells starting with '=' included. On a terminal, control characters \
            are shown visibly (\\x1b), so that a cell cannot act on it. To open a statement in a \
            spreadsheet, use 'convert --to csv', which guards such cells.
            """,
        "rows.example.1": "Print a statement's table without the bank's preamble, as plain CSV",
        "rows.example.2": "The same as JSON, for a script",
        "rows.example.3": "Read the table with a delimiter and encoding of your own",

        "server.login.username": "The user name to sign in with; asked for when left out.",
        "server.login.abstract": "Sign in to a stored server with your password and keep a device token for it.",
        "server.login.discussion": """
            Signs in as the Certain app does (password, then the code of your authenticator app if your \
            account has a second factor) and creates a device token of scope 'app' named 'certain-import on \
            <this machine>'. Only the token is kept, in a file only you can read; the password is never \
            stored. On a terminal the password is read without echo; otherwise the user name (unless \
            --username), the password and the code are read as lines from standard input. Revoke the token \
            in Certain under Settings → Gerätemarken.
            """,
        "server.login.example.1": "Sign in to the server stored as home",
        "server.login.example.2": "Sign in with a user name given on the line",

        "server.abstract": "Store, sign in to, list and remove Certain servers.",
        "server.discussion": """
            A stored server has a name for --server NAME and a base URL. Its device token is kept apart from \
            the list in $XDG_CONFIG_HOME/certain-import/tokens.json (default ~/.config), readable only by \
            you, and is bound to the server's origin (scheme, host and port): it is never sent to another \
            one. CERTAIN_TOKEN is sent only to a server added with --bind-env-token, and then instead of a \
            stored token. Token and server files that are symbolic links are refused. Passwords are never \
            stored. Every server call ends within {call_deadline} s, retries included ({call_variable}), and \
            all calls of one command within {command_deadline} s ({command_variable}); answers larger than a \
            Certain server sends are cut off and reported.
            """,
        "server.example.1": "Store a Certain server and sign in to it",
        "server.example.2": "List the stored servers",
        "server.name": "The server's name, as --server NAME takes it, such as 'home'.",

        "server.add.url": """
            The server's base address, the one you open Certain at in the browser, such as \
            https://certain.example.
            """,
        "server.add.allow_insecure_http": """
            UNSAFE: allow plain http:// to a host that is not this machine. The device token, a full access \
            key to your finances, then travels unencrypted. Only for a network you trust completely.
            """,
        "server.add.bind_env_token": """
            Send CERTAIN_TOKEN to this server (for CI). Without it CERTAIN_TOKEN is never sent to NAME; the \
            binding holds for this URL's origin and ends when NAME is stored under another one.
            """,
        "server.add.abstract": "Store a Certain server under a name, after checking it answers as Certain.",
        "server.add.discussion": """
            Asks URL/api/version whether it is a Certain server and, when a token bound to URL's origin is \
            at hand (stored for NAME, or CERTAIN_TOKEN with --bind-env-token), whose token it is. Only https \
            is accepted, except for this machine (127.0.0.0/8 and localhost, which certain-import itself \
            takes as 127.0.0.1 without asking a name service); a plain http address elsewhere is refused \
            before anything is sent. An IPv6 address is refused: URLSession on Linux cannot connect to one. \
            Adding a NAME again replaces its URL; when the origin (scheme, host, port) changes, the token \
            stored for NAME is removed and not sent to the new address.
            """,
        "server.add.example.1": "Store a Certain server under the name home",
        "server.add.example.2": "Store one that CI reaches with the token in CERTAIN_TOKEN",

        "server.list.abstract": "List the stored servers and whether a token is at hand for each (never the token).",
        "server.list.example.1": "List the stored servers and whether a token is at hand",
        "server.list.example.2": "The same, shorter",

        "server.remove.abstract": "Forget a stored server and its token.",
        "server.remove.discussion": "The token stays valid in Certain until you revoke it there, in Settings → Gerätemarken.",
        "server.remove.example.1": "Forget the server home and its token",
        "server.remove.example.2": "List the servers that are left",

        "templates.abstract": "List, show, write and test bank templates.",
        "templates.discussion": """
            Built-in templates come with the tool; user templates are the JSON files in \
            $XDG_CONFIG_HOME/certain-import/templates (default ~/.config/certain-import/templates). A user \
            template with a built-in's id replaces it.
            """,
        "templates.example.1": "List the templates",
        "templates.example.2": "Start a template for a bank that detection reads wrongly",

        "templates.list.abstract": "Show every template: id, name, country, and whether it is built in or the user's.",
        "templates.list.discussion": """
            User template files that cannot be read are reported on standard error; the others are listed.
            """,
        "templates.list.example.1": "List every template with its country",
        "templates.list.example.2": "The same, shorter",

        "templates.show.id": "A template id from 'templates list', or a template file.",
        "templates.show.abstract": "Print a template's JSON.",
        "templates.show.discussion": """
            Copy a built-in template into the user template folder to change it; keep its id to replace it.
            """,
        "templates.show.example.1": "Print the DKB template's JSON",
        "templates.show.example.2": "Start a template of your own from a built-in one",

        "templates.new.from": "A statement of the bank, as exported; '-' reads standard input.",
        "templates.new.id": "The template's id, kebab-case bank-product such as 'my-bank-giro'. Default: from the file name.",
        "templates.new.output": "Write the template to PATH (which must not exist yet) instead of standard output.",
        "templates.new.abstract": "Write a template from what detection finds in a statement, to edit and complete.",
        "templates.new.discussion": """
            The template holds the file's encoding, dialect, header names as the fingerprint, date and \
            number formats and the columns detection gave a role. Check every value against the file, fill \
            in name and country, add preamble patterns and balance rules where the bank writes them \
            (Templates/README.md describes them), then try it with 'certain-import validate FILE --template \
            PATH'.
            """,
        "templates.new.example.1": "Write a draft template from a statement, to the standard output",
        "templates.new.example.2": "Write it to a file with an id of your own",

        "templates.test.id": "Test only the samples read with this template. Default: every sample.",
        "templates.test.samples": "The samples folder, with DIR/<bank>/<name>.csv and <name>.facts.json. Default: ./Samples.",
        "templates.test.abstract": "Read the golden samples with the templates and compare them with their facts.",
        "templates.test.discussion": """
            Every DIR/*/*.csv that has a .facts.json beside it is read as 'preview' reads it (the template \
            it matches, or detection) and compared as 'validate --expect' compares: each transaction's \
            dates, amount, balance, counterparty and purpose, the skipped lines of the table, and the \
            balances the file states, which must reconcile. Prints ok or FAIL with the differences per \
            sample; exits 1 when any sample fails or none is read with ID.
            """,
        "templates.test.example.1": "Test every template against the golden samples",
        "templates.test.example.2": "Test one template",

        "undo.id": "The import to undo, as 'history' lists it.",
        "undo.force": "Undo even when bookings of the import were changed since (their changes are lost).",
        "undo.abstract": "Undo a whole import: its bookings are removed, and the same file can be imported again.",
        "undo.discussion": """
            Refuses (exit 1, nothing removed) when a booking of the import was changed after the import, and \
            names those bookings; --force removes them anyway.
            """,
        "undo.example.1": "Undo import 3, as 'history' numbers it",
        "undo.example.2": "Undo it although bookings of it were edited since",

        "validate.file": "The statements to check; a directory stands for the .csv files in it.",
        "validate.account": """
            Check all files as statements of one account (for files that state no IBAN): their balances must \
            chain.
            """,
        "validate.report": """
            text for people, json for scripts, junit for CI test tabs (one test case per file), github for \
            annotations, html for a page to look at (each account's balance over time, gaps and mismatches \
            marked, the problems below).
            """,
        "validate.expect": "Compare the result with a golden expected output: counts, totals, or the full transaction list.",
        "validate.abstract": "Check statements without booking: detection, mapping, reconciliation, expectations.",
        "validate.discussion": """
            Exits 0 when every file detects, maps and reconciles cleanly, 1 otherwise; every problem is \
            reported with its file and line. A file that cannot be read at all is a failed check too, not an \
            abort: the other files are still checked.

            The statements of one account (the IBAN they state, or all with --account) must chain: in period \
            order, each opens with the balance the one before closes with. A missing statement (a gap) and \
            balances that do not meet (a break) are problems of the later file; overlapping statements are \
            fine.
            """,
        "validate.example.1": "Check that a statement detects, maps and reconciles",
        "validate.example.2": "Check a folder of statements in CI, as GitHub annotations",
        "validate.example.3": "Check statements that state no IBAN as one account's, whose balances chain",

        "statement.template": """
            Read the file with this template (an id from 'templates list', or a template file) instead of \
            matching one.
            """,
        "statement.no_template": "Ignore the templates: read the file by detection alone.",
        "statement.currency": "The account's currency, when the file does not state it.",
        "statement.date_format": """
            The booking date's format, when detection reports the order as undecided (dd/MM/yyyy or \
            MM/dd/yyyy).
            """,
        "statement.filter": """
            Leave out the transactions EXPR matches, such as 'purpose ~ /Umbuchung/i' or 'amount > 0 and \
            counterparty = \"SBB\"'; repeatable.
            """,
        "statement.column": """
            Column N (numbered from 1) holds ROLE, such as amount=4 or balance=5, for a file whose columns \
            detection cannot tell apart (no header names them); reads the file by detection; repeatable. \
            Roles: {roles}.
            """,
        "statement.sign": """
            How the file writes money leaving the account: debits-negative (bank accounts) or \
            debits-positive (card statements that list purchases positive). Decided from the file's evidence \
            when left out.
            """,
        "statement.decimal_separator": "The amounts' decimal mark, ',' or '.', when no amount shows it. Detected when left out.",

        "target.ledger": """
            The local ledger file. Default: $CERTAIN_IMPORT_LEDGER, else \
            $XDG_DATA_HOME/certain-import/ledger.sqlite (~/.local/share when XDG_DATA_HOME is not set). A \
            new ledger is created readable only by you (0600, directories 0700).
            """,
        "target.server": "Book into the Certain server NAME (see 'certain-import server list') instead of the local ledger.",

        "value.currency": "an ISO 4217 currency code, such as CHF or EUR",
        "value.date_format": "a date pattern, such as dd.MM.yyyy or MM/dd/yy",
        "value.decimal_separator": "',' (or comma) or '.' (or period)",
        "value.delimiter": "one or more characters without line breaks, such as ';', '|', 'tab' or ', '",
        "value.quote": "'\"', \"'\" or 'none'",
    ]
}
