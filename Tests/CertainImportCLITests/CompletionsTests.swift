import Foundation
import Testing
import TestSupport

/// `completions bash|zsh|fish`, run as the built binary: the bash script sources and completes
/// commands, options, fixed values, template ids, account names and files (driven through
/// bash's own `complete -p` and the completion function, as bash calls it); the zsh and fish
/// scripts parse, and fish completes too, where those shells are installed.
@Suite("shell completions")
struct CompletionsTests {
    /// A temporary directory with the script for `shell`, a ledger with one account, and an
    /// environment that finds the binary on `PATH` and keeps away from the user's files.
    struct Workspace {
        let directory: URL
        let script: URL
        var environment: [String: String] {
            let binaries = (try? ExecutableTests.executableURL().deletingLastPathComponent().path) ?? ""
            return [
                "PATH": binaries + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                "XDG_CONFIG_HOME": directory.path, "XDG_DATA_HOME": directory.path,
                "CERTAIN_IMPORT_LEDGER": directory.appendingPathComponent("ledger.sqlite").path,
            ]
        }

        init(shell: String) throws {
            directory = try Corpus.temporaryDirectory()
            script = directory.appendingPathComponent("completion.\(shell)")
            let run = try ExecutableTests.run(["completions", shell])
            #expect(run.status == 0)
            try run.standardOutput.write(to: script, atomically: true, encoding: .utf8)
            try Data().write(to: directory.appendingPathComponent("statement-march.csv"))
        }

        func remove() {
            try? FileManager.default.removeItem(at: directory)
        }

        /// Runs `program` with `arguments` in the workspace; what it printed.
        func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [program] + arguments
            process.environment = environment
            process.currentDirectoryURL = directory
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
    }

    static func installed(_ shell: String) -> Bool {
        JournalTool.onPath(shell) != nil
    }

    @Test("the bash script sources, registers itself, and completes what the parser declares")
    func bash() throws {
        let workspace = try Workspace(shell: "bash")
        defer { workspace.remove() }
        #expect(try ExecutableTests.run(
            ["accounts", "add", "Giro Konto", "--currency", "EUR"], environment: workspace.environment).status == 0)
        // As bash calls a completion function: the words of the line and the index of the one
        // under the cursor; the candidates, one a line.
        let cases: [(line: [String], expected: [String])] = [
            (["certain-import", "imp"], ["import"]),
            (["certain-import", ""], [
                "detect", "rows", "preview", "convert", "validate", "import", "history", "undo", "accounts", "bookings",
                "server", "templates", "review", "completions", "help",
            ]),
            (["certain-import", "accounts", ""], ["list", "add"]),
            (["certain-import", "accounts", "list", "--s"], ["--server"]),
            (["certain-import", "import", "--ac"], ["--account", "--accept-mismatch"]),
            (["certain-import", "convert", "x.csv", "--to", ""], ["csv", "json", "hledger", "ledger", "beancount"]),
            (["certain-import", "import", "--template", "dkb"], ["dkb-giro", "dkb-legacy-giro"]),
            (["certain-import", "import", "--account", "Gi"], ["Giro Konto"]),
            (["certain-import", "import", "statement-m"], ["statement-march.csv"]),
            (["certain-import", "completions", ""], ["bash", "zsh", "fish"]),
        ]
        var commands = ["source '\(workspace.script.path)' || exit 9", "complete -p certain-import; echo --"]
        for (line, _) in cases {
            let words = line.map { "'\($0)'" }.joined(separator: " ")
            commands.append("COMP_WORDS=(\(words)); COMP_CWORD=\(line.count - 1); _certain_import; printf '%s\\n' \"${COMPREPLY[@]}\"; echo --")
        }
        let run = try workspace.run("bash", ["--norc", "--noprofile", "-c", commands.joined(separator: "\n")])
        #expect(run.status == 0, "\(run.output)")
        var blocks = run.output.components(separatedBy: "--\n")
        let registration = blocks.removeFirst().split(separator: "\n").first.map(String.init)
        #expect(registration == "complete -F _certain_import certain-import")
        for (index, expected) in cases.enumerated() {
            let found = index < blocks.count ? blocks[index].split(separator: "\n").map(String.init) : []
            #expect(found == expected.expected, "\(expected.line)")
        }
    }

    @Test("the zsh script parses and registers itself with compinit", .enabled(if: installed("zsh"), "zsh is not installed: skipped"))
    func zsh() throws {
        let workspace = try Workspace(shell: "zsh")
        defer { workspace.remove() }
        #expect(try workspace.run("zsh", ["-n", workspace.script.path]).status == 0)
        let loaded = try workspace.run("zsh", ["-f", "-c", """
            autoload -U compinit && compinit -u -d '\(workspace.directory.path)/zcompdump' && source '\(workspace.script.path)' \
            && print -r -- $_comps[certain-import]
            """])
        #expect(loaded.output == "_certain_import\n")
    }

    @Test("the fish script parses and completes commands, fixed values and template ids", .enabled(if: installed("fish"), "fish is not installed: skipped"))
    func fish() throws {
        let workspace = try Workspace(shell: "fish")
        defer { workspace.remove() }
        #expect(try workspace.run("fish", ["-n", workspace.script.path]).status == 0)
        let run = try workspace.run("fish", ["--no-config", "-c", """
            source '\(workspace.script.path)'; complete -C 'certain-import imp'; echo ==; complete -C 'certain-import convert x.csv --to h'; \
            echo ==; complete -C 'certain-import templates show dkb-g'
            """])
        #expect(run.output == """
            import\tBook statements into the local ledger, checked and without duplicates.
            ==
            hledger\tcsv: RFC 4180 with one row per transaction; json: {"transactions": [...]} as preview writes them; hledger, ledger, beancount: a journal with balance assertions where the balances reconcile
            ==
            dkb-giro

            """)
    }

    @Test("completions --names lists template ids, accounts and servers; a missing shell is a usage error")
    func names() throws {
        let workspace = try Workspace(shell: "bash")
        defer { workspace.remove() }
        #expect(try ExecutableTests.run(["completions", "--names", "accounts"], environment: workspace.environment).standardOutput == "")
        #expect(try ExecutableTests.run(["accounts", "add", "Giro", "--currency", "EUR"], environment: workspace.environment).status == 0)
        #expect(try ExecutableTests.run(["completions", "--names", "accounts"], environment: workspace.environment).standardOutput == "Giro\n")
        let templates = try ExecutableTests.run(["completions", "--names", "templates"], environment: workspace.environment)
        #expect(templates.standardOutput.split(separator: "\n").count == 43)
        #expect(templates.standardOutput.contains("\ndkb-giro\n"))
        #expect(try ExecutableTests.run(["completions", "--names", "servers"], environment: workspace.environment).standardOutput == "")

        let missing = try ExecutableTests.run(["completions"])
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("certain-import: error: name the shell: bash, zsh or fish\n"))
    }
}
