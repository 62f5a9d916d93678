import Booking
import Foundation
import LocalLedger

/// Where the local ledger lives: `--ledger PATH`, else `$CERTAIN_IMPORT_LEDGER`, else
/// `$XDG_DATA_HOME/certain-import/ledger.sqlite` (with the XDG default `~/.local/share`).
struct LedgerLocation: Equatable {
    /// `--ledger PATH`, which every command that reads or writes bookings declares.
    static let option = Option<String?>(
        "ledger", valueName: "PATH",
        help: "The local ledger file. Default: $CERTAIN_IMPORT_LEDGER, else "
            + "$XDG_DATA_HOME/certain-import/ledger.sqlite (~/.local/share when XDG_DATA_HOME is not set)."
    )

    var path: String

    /// The ledger named by `option` (the value of `--ledger`), else by the environment.
    init(option: String?, environment: [String: String]) throws(CLIError) {
        if let option, !option.isEmpty {
            path = option
        } else if let variable = environment["CERTAIN_IMPORT_LEDGER"], !variable.isEmpty {
            path = variable
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

    var exists: Bool { FileManager.default.fileExists(atPath: path) }

    /// Opens the ledger, creating it and its directory if need be: for commands that write.
    func open() throws(CLIError) -> LocalLedger {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw CLIError.target(
                    "cannot create the ledger's directory \(directory): \(error.localizedDescription)",
                    hint: "check that you may write there, or name another file with --ledger"
                )
            }
        }
        do {
            return try LocalLedger(path: path)
        } catch {
            throw CLIError(error)
        }
    }

    /// Opens the ledger if it exists: for commands that only read, to which a ledger not
    /// created yet means that nothing is booked yet.
    func openIfExists() throws(CLIError) -> LocalLedger? {
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
