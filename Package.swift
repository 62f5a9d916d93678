// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "certain-import",
    products: [
        .executable(name: "certain-import", targets: ["certain-import"]),
        // The core as the Certain app embeds it: one module whose public API is the app's.
        .library(name: "CertainImportKit", targets: ["CertainImportKit"]),
    ],
    traits: [
        // Off (`--disable-default-traits`), the core builds with Foundation alone, as an iOS app
        // that cannot link the system's ICU needs: own code page tables and charset detection,
        // Foundation's regular expressions and collation.
        .trait(name: "ICU", description: "Charset detection, regular expressions and collation by the system's ICU"),
        .default(enabledTraits: ["ICU"]),
    ],
    targets: [
        // Byte-level CSV state machine. Imports nothing, not even Foundation.
        .target(name: "CSVCore"),
        // ICU behind a plain C header: ICU's own headers clash with Foundation's bundled ICU.
        // Without the ICU trait its source compiles to nothing, so no ICU header is needed.
        .target(
            name: "CICUShim",
            cSettings: [.define("CICU_WITH_ICU", .when(traits: ["ICU"]))],
            linkerSettings: [.linkedLibrary("icuuc", .when(traits: ["ICU"])), .linkedLibrary("icui18n", .when(traits: ["ICU"]))]
        ),
        // BOM, UTF-8 validation, streaming conversion to UTF-8.
        .target(name: "TextDecoding", dependencies: [.target(name: "CICUShim", condition: .when(traits: ["ICU"]))]),
        // SHA-256 block compression in C: Swift cannot reach the x86-64 SHA instructions, which
        // hash several times faster than plain code. Portable C elsewhere; no system library.
        .target(name: "CSHA256"),
        // The import core: pure Swift + Foundation, one module per stage of the chain; each
        // imports only the stages before it, so that the compiler keeps the arrows one way.
        // Text primitives with no statement knowledge: JSON text and documents, spreadsheet
        // cells, terminal-safe text, name suggestions, byte words.
        .target(name: "TextPrimitives"),
        // The words of problems, in German and English, and a person's conventions for amounts
        // and dates: pure Swift, no option of any command, for the app as for the CLI.
        .target(name: "ImportWords"),
        // The values every stage passes on: money, dates, currencies, IBANs, number and date
        // formats, what a statement needs settled.
        .target(name: "StatementValues", dependencies: ["ImportWords"]),
        // Decoded text into records: table reading, cell text, the file's digest.
        .target(name: "TableReading", dependencies: ["CSVCore", "TextDecoding", "CSHA256", "TextPrimitives", "StatementValues", "ImportWords"]),
        // A bounded sample into a StatementFormat: encoding, dialect, table region, number and
        // date formats, column roles and the column mapping they suggest.
        .target(
            name: "StatementDetection",
            dependencies: ["CSVCore", "TextDecoding", "TextPrimitives", "StatementValues", "ImportWords", "TableReading"]
        ),
        // Records into transactions: the mapper, stated balances, filters and category rules.
        .target(
            name: "StatementMapping",
            dependencies: ["CSVCore", "TextDecoding", "TextPrimitives", "StatementValues", "ImportWords", "TableReading", "StatementDetection"]
        ),
        // Bank templates: reading, validation, matching, the built-in ones.
        .target(
            name: "StatementTemplates",
            dependencies: ["CSVCore", "TextDecoding", "TextPrimitives", "StatementValues", "ImportWords", "StatementDetection", "StatementMapping"]
        ),
        // The held statement and its checks: reconciliation, chains, fingerprints, duplicates.
        .target(
            name: "StatementChecks",
            dependencies: ["TextPrimitives", "StatementValues", "ImportWords", "TableReading", "StatementDetection", "StatementMapping"]
        ),
        // Review operations over a held statement.
        .target(
            name: "StatementReview",
            dependencies: [
                "CSVCore", "TextPrimitives", "StatementValues", "ImportWords", "TableReading", "StatementDetection", "StatementMapping",
                "StatementChecks",
            ]
        ),
        // The top of the core: loader, plan, streaming pipeline over the stages.
        .target(
            name: "StatementImport",
            dependencies: [
                "StatementValues", "ImportWords", "TableReading", "StatementDetection", "StatementMapping", "StatementTemplates",
                "StatementChecks",
            ]
        ),
        // The booking model of the Certain import API, shared by both targets.
        .target(
            name: "Booking",
            dependencies: ["StatementValues", "ImportWords", "TableReading", "StatementMapping", "StatementChecks", "StatementReview", "StatementImport"]
        ),
        // The system SQLite through a module map: no package manager dependency.
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
        // The embedded default target: a local SQLite ledger, and where it lives (option,
        // CERTAIN_IMPORT_LEDGER, XDG data home) with a dry run's scratch ledger; reviews in
        // progress in the XDG state home.
        .target(name: "LocalLedger", dependencies: ["Booking", "CSQLite", "StatementValues", "ImportWords", "TableReading", "StatementImport", "StatementReview"]),
        // The HTTP client of the Certain import API (URLSession over libcurl).
        .target(name: "CertainServer", dependencies: ["Booking", "StatementValues", "ImportWords", "StatementImport"]),
        // The command-line layer with no knowledge of statements: arguments, parsing, help,
        // errors and exit codes, buffered output, diagnostics, completion scripts, the raw
        // terminal. It borrows terminal-safe text and name suggestions from TextPrimitives.
        .target(name: "CommandLineKit", dependencies: ["TextPrimitives", "ImportWords"]),
        // The command line's own words in German and English: the help of its commands, how its
        // options settle a need, the remedies and notes that name its commands. Only the CLI uses it.
        .target(name: "CommandLineWords", dependencies: ["ImportWords"]),
        // Where the chain runs: statements and a booking target in, events out; accounts,
        // chains, duplicates within a run, all-or-nothing; reading statement files (size
        // limit, progress count, directories) and the user's templates; validation results.
        // No terminal, no storage of its own.
        .target(
            name: "ImportEngine",
            dependencies: [
                "CSVCore", "TextDecoding", "TextPrimitives", "StatementValues", "ImportWords", "TableReading", "StatementDetection",
                "StatementMapping", "StatementTemplates", "StatementChecks", "StatementReview", "StatementImport", "Booking",
            ]
        ),
        // The statement's output formats in one place: JSON documents, CSV, journals, the
        // report page, validation reports. Bytes and text to a sink it is given; no terminal,
        // no file system.
        .target(
            name: "StatementOutput",
            dependencies: [
                "CSVCore", "TextDecoding", "TextPrimitives", "StatementValues", "ImportWords", "TableReading", "StatementDetection",
                "StatementMapping", "StatementTemplates", "StatementChecks", "StatementReview", "StatementImport", "Booking",
                "ImportEngine", "LocalLedger",
            ]
        ),
        // The core as a library for the Certain app: open, detect, preview, review, validate,
        // book into a target the app implements. Thin over the engine's own use cases.
        .target(
            name: "CertainImportKit",
            dependencies: [
                "TextDecoding", "StatementValues", "ImportWords", "StatementDetection", "StatementMapping", "StatementTemplates",
                "StatementChecks", "StatementReview", "StatementImport", "Booking", "ImportEngine",
            ]
        ),
        // Argument layer, one file per command: flags to the engine's requests, answers to
        // its questions, its events and errors rendered; the review list on the terminal.
        .target(
            name: "CertainImportCLI",
            dependencies: [
                "CSVCore", "TextDecoding", "TextPrimitives", "StatementValues", "ImportWords", "TableReading", "StatementDetection",
                "StatementMapping", "StatementTemplates", "StatementChecks", "StatementReview", "StatementImport", "Booking",
                "CommandLineKit", "CommandLineWords", "ImportEngine", "StatementOutput", "LocalLedger", "CertainServer",
            ]
        ),
        .executableTarget(name: "certain-import", dependencies: ["CertainImportCLI", "TableReading"]),
        // Benchmark driver: the "parse + exact amount + date + sum" path through the library.
        .executableTarget(
            name: "certain-import-bench",
            dependencies: ["CSVCore", "TextDecoding", "StatementValues", "ImportWords", "StatementImport"],
            path: "Benchmarks/ParseSum"
        ),
        // Locating the shared corpora and fixtures; used by every test target.
        .target(name: "TestSupport", path: "Tests/Support"),
        .testTarget(name: "ImportWordsTests", dependencies: ["ImportWords", "StatementValues", "StatementImport", "TestSupport"]),
        .testTarget(name: "CSVCoreTests", dependencies: ["CSVCore", "TestSupport"]),
        .testTarget(
            name: "TextDecodingTests",
            dependencies: ["TextDecoding", "TestSupport", .target(name: "CICUShim", condition: .when(traits: ["ICU"]))]
        ),
        .testTarget(
            name: "StatementImportTests",
            dependencies: [
                "CSVCore", "TextDecoding", "TextPrimitives", "StatementValues", "ImportWords", "TableReading", "StatementDetection",
                "StatementMapping", "StatementTemplates", "StatementChecks", "StatementReview", "StatementImport", "TestSupport",
            ]
        ),
        .testTarget(
            name: "CertainImportCLITests",
            dependencies: [
                "CertainImportCLI", "CommandLineKit", "CommandLineWords", "ImportEngine", "StatementOutput", "TextPrimitives", "StatementValues", "ImportWords", "TableReading",
                "StatementDetection", "StatementChecks", "StatementReview", "StatementImport", "TestSupport",
            ]
        ),
        .testTarget(
            name: "ImportEngineTests",
            dependencies: [
                "ImportEngine", "StatementOutput", "Booking", "LocalLedger", "StatementValues", "ImportWords", "TableReading", "StatementDetection",
                "StatementMapping", "StatementTemplates", "StatementChecks", "StatementReview", "StatementImport", "TestSupport",
            ]
        ),
        // Uses only the app's product, as the app does; without package access it sees only
        // what the app sees, so a member the app needs that is cut to `package` fails here.
        .testTarget(name: "CertainImportKitTests", dependencies: ["CertainImportKit"], packageAccess: false),
        .testTarget(
            name: "BookingTests",
            dependencies: [
                "Booking", "ImportEngine", "LocalLedger", "CertainServer", "StatementValues", "ImportWords", "TableReading",
                "StatementTemplates", "StatementImport", "TestSupport",
            ]
        ),
    ]
)
