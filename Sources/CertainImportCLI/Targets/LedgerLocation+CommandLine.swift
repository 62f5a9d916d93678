import CommandLineKit
import Foundation
import LocalLedger

extension LedgerLocation {
    /// `--ledger PATH`, which every command that reads or writes bookings declares.
    static let option = Option<String?>(
        "ledger", valueName: "PATH",
        help: "target.ledger"
    )

    /// Runs `body`, a refused ledger path becoming the command line's error in `words`.
    static func placing<Value>(words: ProblemWords, _ body: () throws(LedgerLocationError) -> Value) throws(CLIError) -> Value {
        do {
            return try body()
        } catch {
            throw CLIError(error, words: words)
        }
    }
}

extension CLIError {
    /// Why the ledger cannot be where the user or the environment put it, naming `--ledger`;
    /// a ledger that refuses to open says so in `words`.
    init(_ error: LedgerLocationError, words: ProblemWords) {
        func name(_ source: LedgerLocationError.Source) -> String {
            source == .option ? "--ledger" : LedgerLocation.variable
        }
        switch error {
        case .noPlace:
            self = .target(
                "there is no place for the ledger: neither --ledger, \(LedgerLocation.variable), XDG_DATA_HOME nor HOME is set",
                hint: "name the ledger file with --ledger PATH")
        case .empty(let source):
            self = .usage("\(name(source)) is empty: it must name the ledger file",
                          hint: "give a file such as --ledger ./ledger.sqlite; leave \(name(source)) out (or unset) for the default ledger")
        case .standardStream(let source):
            self = .usage("\(name(source)) '-' names no file: the ledger cannot be standard input or output",
                          hint: "give a file such as --ledger ./ledger.sqlite (./- for a file named '-')")
        case .controlCharacter(let control, let source):
            self = .usage(
                "\(name(source)) holds the control character U+\(String(format: "%04X", control.value)): a ledger's path has none",
                hint: "check the quoting of the command or script that set it")
        case .blankName(let text, let source):
            self = .usage("\(name(source)) '\(text)' has a blank file or directory name", hint: "give a file such as --ledger ./ledger.sqlite")
        case .sqliteName(let text, let source):
            self = .usage(
                "\(name(source)) '\(text)' is SQLite's name for \(text == ":memory:" ? "a database in memory" : "a URI"); the ledger is a file",
                hint: "give a file such as --ledger ./ledger.sqlite (./\(text) for a file of that name)")
        case .directory(let path):
            self = .target("the ledger \(path) is a directory, not a file",
                           hint: "name the ledger file, such as \(path.hasSuffix("/") ? path : path + "/")ledger.sqlite")
        case .notAFile(let path, let kind):
            self = .target("the ledger \(path) is \(kind), not a file", hint: "name the ledger file, such as ./ledger.sqlite")
        case .cannotCreateDirectory(let path, let reason):
            self = .target("cannot create the ledger's directory \(path): \(reason)",
                           hint: "check that you may write there, or name another file with --ledger")
        case .unusable(let error):
            self.init(error, words: words)
        }
    }
}
