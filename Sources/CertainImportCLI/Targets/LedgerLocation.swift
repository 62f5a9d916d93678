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
/// variable) would silently mean the user's real ledger, `-` is no file, and a directory holds
/// no ledger. A new ledger and the directories made for it are private (0600, 0700).
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
        return text
    }

    var exists: Bool { FileManager.default.fileExists(atPath: path) }

    /// The directory the ledger file is in, as the path spells it (`.` for a bare file name).
    private var directory: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    /// A path that names a directory holds no ledger: say so instead of failing in SQLite.
    private func refuseDirectory() throws(CLIError) {
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            throw CLIError.target("the ledger \(path) is a directory, not a file",
                                  hint: "name the ledger file, such as \(path.hasSuffix("/") ? path : path + "/")ledger.sqlite")
        }
    }

    /// Creates the missing directories of `directory` with mode 0700, one at a time.
    private func createDirectories() throws(CLIError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw CLIError.target(
                    "cannot create the ledger's directory \(prefix): \(String(cString: strerror(errno)))",
                    hint: "check that you may write there, or name another file with --ledger"
                )
            }
            prefix += "/"
        }
    }

    /// Opens the ledger, creating it and its directory if need be: for commands that write.
    func open() throws(CLIError) -> LocalLedger {
        try refuseDirectory()
        try createDirectories()
        do {
            return try LocalLedger(path: path)
        } catch {
            throw CLIError(error)
        }
    }

    /// Opens the ledger if it exists: for commands that only read, to which a ledger not
    /// created yet means that nothing is booked yet.
    func openIfExists() throws(CLIError) -> LocalLedger? {
        try refuseDirectory()
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
