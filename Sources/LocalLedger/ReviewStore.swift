import Booking
import Foundation
import StatementReview

/// Where reviews in progress wait between runs: one JSON file per statement and template,
/// `$XDG_STATE_HOME/certain-import/reviews/<sha256>-<template>.json` (XDG default
/// `~/.local/state`).
///
/// The state is not data the user would back up: booking the review or `review --discard`
/// removes it.
package struct ReviewStore: ReviewKeeping {
    /// The directory holding the stored reviews; created on the first save.
    package var directory: String

    package init(directory: String) {
        self.directory = directory
    }

    /// The store the environment names.
    package init(environment: [String: String]) throws(ReviewStoreError) {
        if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
            // The XDG spec ignores a relative XDG_STATE_HOME.
            directory = stateHome + "/certain-import/reviews"
        } else if let home = environment["HOME"], !home.isEmpty {
            directory = home + "/.local/state/certain-import/reviews"
        } else {
            throw .noPlace
        }
    }

    /// The file that holds the review of `statement`.
    package func path(for statement: ReviewSession.StatementID) -> String {
        directory + "/" + statement.key + ".json"
    }

    package func contains(_ statement: ReviewSession.StatementID) -> Bool {
        FileManager.default.fileExists(atPath: path(for: statement))
    }

    /// The stored review of `statement`, `nil` when there is none.
    package func load(_ statement: ReviewSession.StatementID) throws(ReviewStoreError) -> ReviewSession.State? {
        let path = path(for: statement)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do {
            return try ReviewSession.State(jsonData: data)
        } catch {
            throw .unreadable(path: path, reason: "\(error)")
        }
    }

    /// Stores `state`, replacing the file at once so that an interrupted save leaves the last
    /// complete one.
    package func save(_ state: ReviewSession.State) throws(ReviewStoreError) {
        let path = path(for: state.statement)
        do {
            // Not Data.write(options: .atomic): on Linux that leaves an empty directory in /tmp
            // behind on every save.
            try PrivateFile.write(try state.jsonData(), to: URL(fileURLWithPath: path))
        } catch {
            throw .cannotKeep(path: path, reason: (error as? BookingError)?.message ?? error.localizedDescription)
        }
    }

    /// Removes the stored review of `statement`; `false` when there was none.
    @discardableResult
    package func discard(_ statement: ReviewSession.StatementID) throws(ReviewStoreError) -> Bool {
        let path = path(for: statement)
        guard FileManager.default.fileExists(atPath: path) else { return false }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw .cannotRemove(path: path, reason: error.localizedDescription)
        }
        return true
    }
}

/// Why a review cannot be kept, read or removed where the environment puts it.
package enum ReviewStoreError: Error, Equatable {
    /// Neither `XDG_STATE_HOME` nor `HOME` is set.
    case noPlace
    /// The stored review at `path` is no review this version reads.
    case unreadable(path: String, reason: String)
    case cannotKeep(path: String, reason: String)
    case cannotRemove(path: String, reason: String)
}
