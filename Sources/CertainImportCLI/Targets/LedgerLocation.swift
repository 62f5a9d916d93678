import Booking
import CommandLineKit
import Foundation
import LocalLedger

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the local ledger lives: `--ledger PATH`, else `$CERTAIN_IMPORT_LEDGER`, else
/// `$XDG_DATA_HOME/certain-import/ledger.sqlite` (with the XDG default `~/.local/share`).
///
/// Any path a user types is taken or refused with a message: an empty one (a script's unset
/// variable) would silently mean the user's real ledger, `-` is no file, a name SQLite reads
/// specially (`:memory:`, `file:` URIs) is no file either, control characters and blank names
/// are slips of a script's quoting, and only a regular file holds a ledger. A new ledger and
/// the directories made for it are private (0600, 0700); when it cannot be created, neither
/// it nor the directories made for it stay behind.
struct LedgerLocation: Equatable {
    /// `--ledger PATH`, which every command that reads or writes bookings declares.
    static let option = Option<String?>(
        "ledger", valueName: "PATH",
        help: "The local ledger file. Default: $CERTAIN_IMPORT_LEDGER, else "
            + "$XDG_DATA_HOME/certain-import/ledger.sqlite (~/.local/share when XDG_DATA_HOME is not set). "
            + "A new ledger is created readable only by you (0600, directories 0700)."
    )

    var path: String

    /// The ledger named by `option` (the value of `--ledger`), else by the environment.
    init(option: String?, environment: [String: String]) throws(CLIError) {
        if let option {
            path = try Self.checked(option, from: "--ledger")
        } else if let variable = environment["CERTAIN_IMPORT_LEDGER"] {
            path = try Self.checked(variable, from: "CERTAIN_IMPORT_LEDGER")
        } else if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            // The XDG spec ignores a relative XDG_DATA_HOME.
            path = dataHome + "/certain-import/ledger.sqlite"
        } else if let home = environment["HOME"], !home.isEmpty {
            path = home + "/.local/share/certain-import/ledger.sqlite"
        } else {
            throw CLIError.target(
                "there is no place for the ledger: neither --ledger, CERTAIN_IMPORT_LEDGER, XDG_DATA_HOME nor HOME is set",
                hint: "name the ledger file with --ledger PATH"
            )
        }
    }

    /// `text` as a ledger path, or the usage error that says why it cannot be one.
    private static func checked(_ text: String, from source: String) throws(CLIError) -> String {
        guard !text.isEmpty else {
            throw CLIError.usage("\(source) is empty: it must name the ledger file",
                                 hint: "give a file such as --ledger ./ledger.sqlite; leave \(source) out (or unset) for the default ledger")
        }
        guard text != "-" else {
            throw CLIError.usage("\(source) '-' names no file: the ledger cannot be standard input or output",
                                 hint: "give a file such as --ledger ./ledger.sqlite (./- for a file named '-')")
        }
        if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw CLIError.usage(
                "\(source) holds the control character U+\(String(format: "%04X", control.value)): a ledger's path has none",
                hint: "check the quoting of the command or script that set it")
        }
        if text.split(separator: "/").contains(where: { $0.allSatisfy(\.isWhitespace) }) {
            throw CLIError.usage("\(source) '\(text)' has a blank file or directory name",
                                 hint: "give a file such as --ledger ./ledger.sqlite")
        }
        // SQLite would open these as a database in memory or as a URI's file (the ledger
        // opens them as plain files), which is not what anybody typing them means.
        if text == ":memory:" || text.hasPrefix("file:") {
            throw CLIError.usage("\(source) '\(text)' is SQLite's name for \(text == ":memory:" ? "a database in memory" : "a URI"); the ledger is a file",
                                 hint: "give a file such as --ledger ./ledger.sqlite (./\(text) for a file of that name)")
        }
        return text
    }

    var exists: Bool { FileManager.default.fileExists(atPath: path) }

    /// The directory the ledger file is in, as the path spells it (`.` for a bare file name).
    private var directory: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    /// Only a regular file holds a ledger: say so for a directory, a device or a pipe (which
    /// SQLite would wait on) instead of failing in SQLite, or writing beside a device.
    private func refuseOtherThanFile() throws(CLIError) {
        let kind = SpecialFile.kind(at: path)
        if path.hasSuffix("/") || kind == "a directory" {
            throw CLIError.target("the ledger \(path) is a directory, not a file",
                                  hint: "name the ledger file, such as \(path.hasSuffix("/") ? path : path + "/")ledger.sqlite")
        }
        guard let kind else { return }
        throw CLIError.target("the ledger \(path) is \(kind), not a file", hint: "name the ledger file, such as ./ledger.sqlite")
    }

    /// Creates the missing directories of `directory` with mode 0700, one at a time.
    ///
    /// - Returns: the directories it made, outermost first.
    private func createDirectories() throws(CLIError) -> [String] {
        var made: [String] = []
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o700) == 0 {
                made.append(prefix)
            } else if errno != EEXIST {
                let reason = String(cString: strerror(errno))
                Self.remove(made)
                throw CLIError.target(
                    "cannot create the ledger's directory \(prefix): \(reason)",
                    hint: "check that you may write there, or name another file with --ledger"
                )
            }
            prefix += "/"
        }
        return made
    }

    /// Removes the directories `createDirectories` made, innermost first; one that is no
    /// longer empty (something else was put there meanwhile) stays.
    private static func remove(_ directories: [String]) {
        for directory in directories.reversed() { rmdir(directory) }
    }

    /// Opens the ledger, creating it and its directory if need be: for commands that write.
    /// When it cannot be opened, the directories made for it are removed again.
    func open() throws(CLIError) -> LocalLedger {
        try openCreating().ledger
    }

    /// What `openCreating` made: a ledger file, and the directories for it.
    struct Creation {
        var ledger: LocalLedger
        /// The directories made for the ledger, outermost first.
        var directories: [String]
        /// Whether the ledger file did not exist before.
        var createdFile: Bool
    }

    /// Opens the ledger as `open` does, and says what it made, so that a command that ends up
    /// writing nothing can take it away again (`removeIfUnused`).
    func openCreating() throws(CLIError) -> Creation {
        try refuseOtherThanFile()
        let existed = exists
        let made = try createDirectories()
        do {
            return Creation(ledger: try LocalLedger(path: path), directories: made, createdFile: !existed)
        } catch {
            Self.remove(made)
            throw CLIError(error)
        }
    }

    /// Removes a ledger `creation` made, and the directories made for it, when it still holds
    /// no account and no import: a command that failed leaves nothing behind.
    func removeIfUnused(_ creation: Creation) {
        guard creation.createdFile,
              (try? creation.ledger.accounts().isEmpty) == true,
              (try? creation.ledger.history(accountID: nil, limit: 1, offset: 0).isEmpty) == true
        else { return }
        LocalLedger.removeFiles(ofLedgerAt: path)
        Self.remove(creation.directories)
    }

    /// Opens the ledger if it exists: for commands that only read, to which a ledger not
    /// created yet means that nothing is booked yet.
    func openIfExists() throws(CLIError) -> LocalLedger? {
        try refuseOtherThanFile()
        guard exists else { return nil }
        return try open()
    }
}

extension CLIError {
    /// A booking target's refusal or failure, with the exit code the CLI spec gives it.
    init(_ error: BookingError) {
        let code: ExitCode = switch error.kind {
        case .unreachable, .unauthorized, .failed: .targetError
        case .conflict, .notFound: .problemsFound
        case .invalid: .inputError
        }
        self.init(code, error.description, hint: error.hint)
    }
}
