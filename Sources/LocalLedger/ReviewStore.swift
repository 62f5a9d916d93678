import Booking
import CertainServer
import CommandLineKit
import Foundation
import StatementReview

/// Where reviews in progress wait between runs: one JSON file per statement and template,
/// `$XDG_STATE_HOME/certain-import/reviews/<sha256>-<template>.json` (XDG default
/// `~/.local/state`).
///
/// The state is not data the user would back up: booking the review or `review --discard`
/// removes it.
struct ReviewStore {
    /// The directory holding the stored reviews; created on the first save.
    var directory: String

    init(directory: String) {
        self.directory = directory
    }

    /// The store the environment names.
    init(environment: [String: String]) throws(CLIError) {
        if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
            // The XDG spec ignores a relative XDG_STATE_HOME.
            directory = stateHome + "/certain-import/reviews"
        } else if let home = environment["HOME"], !home.isEmpty {
            directory = home + "/.local/state/certain-import/reviews"
        } else {
            throw CLIError.input(
                "there is no place to keep the review: neither XDG_STATE_HOME nor HOME is set",
                hint: "set XDG_STATE_HOME to a directory, or write a review file with --export")
        }
    }

    /// The file that holds the review of `statement`.
    func path(for statement: ReviewSession.StatementID) -> String {
        directory + "/" + statement.key + ".json"
    }

    func contains(_ statement: ReviewSession.StatementID) -> Bool {
        FileManager.default.fileExists(atPath: path(for: statement))
    }

    /// The stored review of `statement`, `nil` when there is none.
    func load(_ statement: ReviewSession.StatementID) throws(CLIError) -> ReviewSession.State? {
        let path = path(for: statement)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do {
            return try ReviewSession.State(jsonData: data)
        } catch {
            throw CLIError.input(
                "the stored review cannot be read: \(error)", place: CLIError.Place(file: path),
                hint: "start the review again with --discard, which removes it")
        }
    }

    /// Stores `state`, replacing the file at once so that an interrupted save leaves the last
    /// complete one.
    func save(_ state: ReviewSession.State) throws(CLIError) {
        let path = path(for: state.statement)
        do {
            // Not Data.write(options: .atomic): on Linux that leaves an empty directory in /tmp
            // behind on every save.
            try PrivateFile.write(try state.jsonData(), to: URL(fileURLWithPath: path))
        } catch {
            throw CLIError.input(
                "cannot keep the review in \(path): \((error as? BookingError)?.message ?? error.localizedDescription)",
                hint: "check that you may write there, or set XDG_STATE_HOME to another directory")
        }
    }

    /// Removes the stored review of `statement`; `false` when there was none.
    @discardableResult
    func discard(_ statement: ReviewSession.StatementID) throws(CLIError) -> Bool {
        let path = path(for: statement)
        guard FileManager.default.fileExists(atPath: path) else { return false }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw CLIError.input("cannot remove the stored review \(path): \(error.localizedDescription)")
        }
        return true
    }
}
