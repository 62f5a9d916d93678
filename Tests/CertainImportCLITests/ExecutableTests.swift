import Foundation
import Testing

/// Runs the built `certain-import` binary as a process, as scripts and CI will.
@Suite("The executable")
struct ExecutableTests {
    /// The result of one run of the binary.
    struct ProcessRun {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Where SwiftPM put the executable: next to the test bundle, in the products directory
    /// of whatever `--scratch-path` the build used.
    static func executableURL() throws -> URL {
        var directories: [URL] = []
        // On Darwin the tests run inside an .xctest bundle; on Linux the bundle is itself the
        // test executable. Either way its directory is the products directory.
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL {
            directories.append(executable.deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL)
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        let candidates = directories.map { $0.appendingPathComponent("certain-import") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            let tried = candidates.map(\.path).joined(separator: ", ")
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: tried])
        }
        return found
    }

    /// Runs the binary with `arguments`, in this process's environment without the variables
    /// `removed` and with `environment` over it.
    static func run(_ arguments: [String], environment: [String: String] = [:], removing removed: [String] = []) throws -> ProcessRun {
        let process = Process()
        process.executableURL = try executableURL()
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { !removed.contains($0.key) }.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes before waiting, so that a full pipe cannot block the child; the
        // outputs here are small enough that reading one after the other is safe.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessRun(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }

    @Test("--version prints the version on stdout and exits 0")
    func version() throws {
        let run = try Self.run(["--version"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("certain-import "))
        #expect(run.standardOutput.hasSuffix("\n"))
        #expect(run.standardOutput.split(separator: "\n").count == 1)
        #expect(run.standardError == "")
    }

    @Test("--help and help rows print help on stdout and exit 0", arguments: [["--help"], ["-h"], ["help", "rows"]])
    func help(arguments: [String]) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("OVERVIEW: "))
        #expect(run.standardOutput.contains("\nUSAGE: certain-import"))
        #expect(run.standardError == "")
    }

    @Test("an unknown option exits 2 with the message, a suggestion and the usage on stderr")
    func unknownOption() throws {
        let run = try Self.run(["rows", "statement.csv", "--delimter", ";"])
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "certain-import: error: unknown option '--delimter'")
        #expect(lines.dropFirst().first == "hint: did you mean '--delimiter'?")
        #expect(lines.dropFirst(2).first?.hasPrefix("Usage: certain-import rows FILE") == true)
        #expect(run.standardError.hasSuffix("\nSee 'certain-import rows --help'.\n"))
    }

    @Test("an unknown command exits 2 with a suggestion")
    func unknownCommand() throws {
        let run = try Self.run(["rwos"])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("""
            certain-import: error: unknown command 'rwos'
            hint: did you mean 'rows'?

            """))
    }

    @Test("errors are not coloured when stderr is a pipe, even without NO_COLOR")
    func noColourInPipes() throws {
        let run = try Self.run(["--bogus"], environment: ["TERM": "xterm-256color"])
        #expect(run.status == 2)
        #expect(!run.standardError.contains("\u{1B}["))
    }
}
