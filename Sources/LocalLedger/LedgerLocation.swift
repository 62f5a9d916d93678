import Booking
import Foundation

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
package struct LedgerLocation: Equatable {
    /// The environment variable that names the ledger when the user's option does not.
    package static let variable = "CERTAIN_IMPORT_LEDGER"

    package var path: String

    /// The ledger named by `option` (the path the user gave), else by the environment.
    package init(option: String?, environment: [String: String]) throws(LedgerLocationError) {
        if let option {
            path = try Self.checked(option, from: .option)
        } else if let variable = environment[Self.variable] {
            path = try Self.checked(variable, from: .environment)
        } else if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            // The XDG spec ignores a relative XDG_DATA_HOME.
            path = dataHome + "/certain-import/ledger.sqlite"
        } else if let home = environment["HOME"], !home.isEmpty {
            path = home + "/.local/share/certain-import/ledger.sqlite"
        } else {
            throw .noPlace
        }
    }

    /// `text` as a ledger path, or the usage error that says why it cannot be one.
    private static func checked(_ text: String, from source: LedgerLocationError.Source) throws(LedgerLocationError) -> String {
        guard !text.isEmpty else { throw .empty(source) }
        guard text != "-" else { throw .standardStream(source) }
        if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw .controlCharacter(control, source)
        }
        if text.split(separator: "/").contains(where: { $0.allSatisfy(\.isWhitespace) }) {
            throw .blankName(text, source)
        }
        // SQLite would open these as a database in memory or as a URI's file (the ledger
        // opens them as plain files), which is not what anybody typing them means.
        if text == ":memory:" || text.hasPrefix("file:") {
            throw .sqliteName(text, source)
        }
        return text
    }

    package var exists: Bool { FileManager.default.fileExists(atPath: path) }

    /// The directory the ledger file is in, as the path spells it (`.` for a bare file name).
    private var directory: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    /// Only a regular file holds a ledger: say so for a directory, a device or a pipe (which
    /// SQLite would wait on) instead of failing in SQLite, or writing beside a device.
    private func refuseOtherThanFile() throws(LedgerLocationError) {
        let kind = SpecialFile.kind(at: path)
        if path.hasSuffix("/") || kind == "a directory" {
            throw .directory(path)
        }
        guard let kind else { return }
        throw .notAFile(path, kind: kind)
    }

    /// Creates the missing directories of `directory` with mode 0700, one at a time.
    ///
    /// - Returns: the directories it made, outermost first.
    private func createDirectories() throws(LedgerLocationError) -> [String] {
        var made: [String] = []
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o700) == 0 {
                made.append(prefix)
            } else if errno != EEXIST {
                let reason = String(cString: strerror(errno))
                Self.remove(made)
                throw .cannotCreateDirectory(prefix, reason: reason)
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
    package func open() throws(LedgerLocationError) -> LocalLedger {
        try openCreating().ledger
    }

    /// What `openCreating` made: a ledger file, and the directories for it.
    package struct Creation {
        package var ledger: LocalLedger
        /// The directories made for the ledger, outermost first.
        package var directories: [String]
        /// Whether the ledger file did not exist before.
        package var createdFile: Bool
    }

    /// Opens the ledger as `open` does, and says what it made, so that a command that ends up
    /// writing nothing can take it away again (`removeIfUnused`).
    package func openCreating() throws(LedgerLocationError) -> Creation {
        try refuseOtherThanFile()
        let existed = exists
        let made = try createDirectories()
        do {
            return Creation(ledger: try LocalLedger(path: path), directories: made, createdFile: !existed)
        } catch {
            Self.remove(made)
            throw .unusable(error)
        }
    }

    /// Removes a ledger `creation` made, and the directories made for it, when it still holds
    /// no account and no import: a command that failed leaves nothing behind.
    package func removeIfUnused(_ creation: Creation) {
        guard creation.createdFile,
              (try? creation.ledger.accounts().isEmpty) == true,
              (try? creation.ledger.history(accountID: nil, limit: 1, offset: 0).isEmpty) == true
        else { return }
        LocalLedger.removeFiles(ofLedgerAt: path)
        Self.remove(creation.directories)
    }

    /// Opens the ledger if it exists: for commands that only read, to which a ledger not
    /// created yet means that nothing is booked yet.
    package func openIfExists() throws(LedgerLocationError) -> LocalLedger? {
        try refuseOtherThanFile()
        guard exists else { return nil }
        return try open()
    }
}
