import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TestSupport

/// The user's templates folder as every command reads it: a file there that is not a template
/// costs a warning, never the run.
@Suite("templates folder")
struct TemplateFolderTests {
    /// A workspace whose templates folder holds `files` (name and text) and `links` (name and
    /// target).
    static func workspace(files: [String: String] = [:], links: [String: String] = [:]) throws -> Workspace {
        let workspace = try Workspace()
        let templates = workspace.url.appendingPathComponent("config/certain-import/templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: templates.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(atPath: templates.appendingPathComponent(name).path, withDestinationPath: target)
        }
        return workspace
    }

    // Each file was read whole before its size was looked at: a link to a device that never
    // ends was skipped without a word, and a named pipe blocked every command at its opening.
    @Test("a device, a named pipe or a directory in the folder is skipped with a warning, and the command goes on")
    func specialFiles() throws {
        let workspace = try Self.workspace(links: ["zero.json": "/dev/zero"])
        let templates = workspace.path("config/certain-import/templates")
        #expect(mkfifo(templates + "/pipe.json", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: templates + "/folder.json", withIntermediateDirectories: false)
        let run = try workspace.run(
            ["templates", "list"], environment: ["XDG_CONFIG_HOME": workspace.path("config")], timeout: .seconds(60))
        #expect(!run.timedOut && !run.crashed)
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("aargauische-kb-konto "))
        #expect(run.standardError == """
            certain-import: warning: user template not loaded: \(templates)/folder.json: not a regular file but a directory
            hint: keep only template files (*.json) in \(templates)
            certain-import: warning: user template not loaded: \(templates)/pipe.json: not a regular file but a pipe
            hint: keep only template files (*.json) in \(templates)
            certain-import: warning: user template not loaded: \(templates)/zero.json: not a regular file but a device
            hint: keep only template files (*.json) in \(templates)

            """)
    }

    @Test("a template file in the folder is refused beyond 1 MiB, and the command goes on")
    func largeFileInFolder() throws {
        let workspace = try Self.workspace(files: ["large.json": String(repeating: " ", count: 1024 * 1024 + 1)])
        let run = try workspace.run(["templates", "list"], environment: ["XDG_CONFIG_HOME": workspace.path("config")])
        #expect(run.status == 0)
        #expect(run.standardError == """
            certain-import: warning: user template not loaded: \(workspace.path("config/certain-import/templates/large.json")):1:1: \
            error: the file is larger than 1024 KiB, the most a template may be
            hint: a template is a few kilobytes of settings; check that this is the right file


            """)
    }

    // Reading an empty file gives nil, which was taken for a file that cannot be read: the
    // folder skipped it without a word, and --template called it unreadable.
    @Test("an empty template file is refused as a template, in the folder and given to --template")
    func emptyFile() throws {
        let workspace = try Self.workspace(files: ["empty.json": ""])
        let path = workspace.path("config/certain-import/templates/empty.json")
        let list = try workspace.run(["templates", "list"], environment: ["XDG_CONFIG_HOME": workspace.path("config")])
        #expect(list.status == 0)
        #expect(list.standardError.hasPrefix("certain-import: warning: user template not loaded: \(path):1:1: error: the file is empty"))

        let elsewhere = try Self.workspace()
        try Data().write(to: elsewhere.url.appendingPathComponent("empty.json"))
        try "Datum;Betrag\n01.03.2025;1,00\n".write(to: elsewhere.url.appendingPathComponent("s.csv"), atomically: false, encoding: .utf8)
        let preview = try elsewhere.run(
            ["preview", "s.csv", "--template", "empty.json"], environment: ["XDG_CONFIG_HOME": elsewhere.path("config")])
        #expect(preview.status == 3)
        #expect(preview.standardError.hasPrefix("certain-import: error: empty.json:1:1: error: the file is empty"))
    }

    @Test("a template file given to --template is refused beyond 1 MiB")
    func largeTemplateArgument() throws {
        let workspace = try Self.workspace()
        try Data(count: 2 * 1024 * 1024).write(to: workspace.url.appendingPathComponent("large.json"))
        try "Datum;Betrag\n01.03.2025;1,00\n".write(to: workspace.url.appendingPathComponent("s.csv"), atomically: false, encoding: .utf8)
        let run = try workspace.run(
            ["preview", "s.csv", "--template", "large.json"], environment: ["XDG_CONFIG_HOME": workspace.path("config")])
        #expect(run.status == 3)
        #expect(run.standardError == """
            certain-import: error: large.json:1:1: error: the file is larger than 1024 KiB, the most a template may be
            hint: a template is a few kilobytes of settings; check that this is the right file


            """)
    }
}
