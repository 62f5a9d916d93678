// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "certain-import",
    products: [
        .executable(name: "certain-import", targets: ["certain-import"]),
        .library(name: "StatementImport", targets: ["StatementImport"]),
    ],
    targets: [
        // Byte-level CSV state machine. Imports nothing, not even Foundation.
        .target(name: "CSVCore"),
        // ICU behind a plain C header: ICU's own headers clash with Foundation's bundled ICU.
        .target(
            name: "CICUShim",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n")]
        ),
        // BOM, UTF-8 validation, streaming conversion to UTF-8.
        .target(name: "TextDecoding", dependencies: ["CICUShim"]),
        // SHA-256 block compression in C: Swift cannot reach the x86-64 SHA instructions, which
        // hash several times faster than plain code. Portable C elsewhere; no system library.
        .target(name: "CSHA256"),
        // The import core: pure Swift + Foundation, one folder per pipeline stage.
        .target(name: "StatementImport", dependencies: ["CSVCore", "TextDecoding", "CSHA256"]),
        // The booking model of the Certain import API, shared by both targets.
        .target(name: "Booking", dependencies: ["StatementImport"]),
        // The system SQLite through a module map: no package manager dependency.
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
        // The embedded default target: a local SQLite ledger.
        .target(name: "LocalLedger", dependencies: ["Booking", "CSQLite", "StatementImport"]),
        // The HTTP client of the Certain import API (URLSession over libcurl).
        .target(name: "CertainServer", dependencies: ["Booking", "StatementImport"]),
        // The command-line layer with no knowledge of statements: arguments, parsing, help,
        // errors and exit codes, buffered output, diagnostics, completion scripts, the raw
        // terminal. The core lends it terminal-safe text and name suggestions.
        .target(name: "CommandLineKit", dependencies: ["StatementImport"]),
        // Where the chain runs: statements and a booking target in, events out; accounts,
        // chains, duplicates within a run, all-or-nothing; the statement's output formats
        // (JSON documents, CSV, journals) and validation results. No terminal, no storage of its own.
        .target(name: "ImportEngine", dependencies: ["StatementImport", "Booking", "CSVCore"]),
        // Argument layer, one file per command, diagnostics.
        .target(
            name: "CertainImportCLI",
            dependencies: [
                "StatementImport", "CSVCore", "TextDecoding", "Booking", "CommandLineKit", "ImportEngine", "LocalLedger", "CertainServer",
            ]
        ),
        .executableTarget(name: "certain-import", dependencies: ["CertainImportCLI"]),
        // Benchmark driver: the "parse + exact amount + date + sum" path through the library.
        .executableTarget(
            name: "certain-import-bench",
            dependencies: ["CSVCore", "TextDecoding", "StatementImport"],
            path: "Benchmarks/ParseSum"
        ),
        // Locating the shared corpora and fixtures; used by every test target.
        .target(name: "TestSupport", path: "Tests/Support"),
        .testTarget(name: "CSVCoreTests", dependencies: ["CSVCore", "TestSupport"]),
        .testTarget(name: "TextDecodingTests", dependencies: ["TextDecoding", "TestSupport"]),
        .testTarget(name: "StatementImportTests", dependencies: ["StatementImport", "CSVCore", "TextDecoding", "TestSupport"]),
        .testTarget(
            name: "CertainImportCLITests",
            dependencies: ["CertainImportCLI", "CommandLineKit", "ImportEngine", "StatementImport", "TestSupport"]
        ),
        .testTarget(
            name: "ImportEngineTests",
            dependencies: ["ImportEngine", "Booking", "LocalLedger", "StatementImport", "TestSupport"]
        ),
        .testTarget(
            name: "BookingTests",
            dependencies: ["Booking", "ImportEngine", "LocalLedger", "CertainServer", "StatementImport", "TestSupport"]
        ),
    ]
)
