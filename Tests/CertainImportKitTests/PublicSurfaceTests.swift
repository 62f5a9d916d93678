import Foundation
import Testing

/// The library's public API is the app's alone: below `CertainImportKit`, only what
/// `Scripts/public-surface.txt` names is public, and every public symbol is documented.
///
/// `Scripts/cut-public-surface --check` reads the source tree and lists each offender with its
/// place; these tests run it and show its list when it is not empty.
@Suite struct PublicSurfaceTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The script's output and exit status for `arguments`.
    static func surface(_ arguments: [String]) throws -> (lines: [String], status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("Scripts/cut-public-surface").path] + arguments
            + ["--root", root.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        return (lines, process.terminationStatus)
    }

    static var offenders: [String] {
        get throws {
            let (lines, status) = try surface(["--check"])
            #expect(status == (lines.isEmpty ? 0 : 1))
            return lines
        }
    }

    @Test func onlyWhatTheAllowlistNamesIsPublicBelowTheLibrary() throws {
        let surfaceOffenders = try Self.offenders.filter { !$0.contains("doc comment") }
        #expect(surfaceOffenders == [], "run Scripts/cut-public-surface, or change Scripts/public-surface.txt")
    }

    @Test func everyPublicSymbolHasADocCommentOpeningWithASentence() throws {
        let undocumented = try Self.offenders.filter { $0.contains("doc comment") }
        #expect(undocumented == [])
    }

    /// What the app reads of a statement is public; what only the CLI and the engine use is not.
    @Test(arguments: [
        ("StatementChecks StatementPreview.transactions", true),
        ("StatementChecks StatementPreview.fingerprints", true),
        ("StatementReview ReviewSession.exclude(row:)", true),
        ("Booking BookingTarget", true),
        ("StatementValues Money", true),
        ("StatementChecks StatementPreview.mapping", false),
        ("StatementChecks StatementPreview.sourceSHA256", false),
        ("StatementImport StatementReading", false),
        ("StatementReview ReviewSession.init(preview:statement:user:alreadyBooked:targetBalanceBefore:expectedBalanceAfter:entryFormat:clock:)", false),
        ("ImportEngine ReviewBooking.book(_:of:statement:file:into:opening:accountKey:target:report:)", false),
    ])
    func theSurfaceIsTheApps(declaration: String, isPublic: Bool) throws {
        let (lines, status) = try Self.surface(["--list"])
        #expect(status == 0)
        #expect(lines.contains(declaration) == isPublic)
    }

    @Test func modulesTheLibraryDoesNotImportHaveNoPublicDeclaration() throws {
        let (lines, _) = try Self.surface(["--list"])
        let modules = Set(lines.compactMap { $0.split(separator: " ").first.map(String.init) })
        #expect(modules.isDisjoint(with: ["CertainImportCLI", "CommandLineKit", "StatementOutput", "LocalLedger", "CertainServer"]))
        #expect(modules.isSuperset(of: ["StatementValues", "StatementChecks", "StatementReview", "Booking", "ImportEngine"]))
    }
}
