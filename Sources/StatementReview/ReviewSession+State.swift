import Foundation
import ImportWords
import StatementChecks
import StatementValues

extension ReviewSession {
    /// A session as a value to store (as JSON, keyed by `statement.key`) and resume from.
    package struct State: Hashable, Sendable, Codable {
        /// The layout's version, for readers of older stored sessions.
        package var version: Int
        package var statement: StatementID
        /// Every row of the statement, in file order, with what review changed on it.
        package var rows: [Row]
        package var operations: [ReviewOperation]
        package var undoneOperations: [ReviewOperation]

        package static let currentVersion = 1

        /// A row as stored: its identity, and only what review changed.
        package struct Row: Hashable, Sendable, Codable {
            package var fingerprint: String
            package var line: Int
            package var include: Bool
            /// The edited fields' values in the CLI's JSON form, in `ReviewField` order.
            package var edits: [Edit]
        }

        package struct Edit: Hashable, Sendable, Codable {
            package var field: ReviewField
            /// `nil`: emptied.
            package var value: String?

            package func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(field, forKey: .field)
                try container.encode(value, forKey: .value)
            }
        }

        /// The state as JSON text (UTF-8), keys sorted so that equal states store equal bytes.
        package func jsonData() throws -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            return try encoder.encode(self)
        }

        /// Reads what `jsonData()` wrote.
        package init(jsonData: Data) throws {
            self = try JSONDecoder().decode(State.self, from: jsonData)
        }

        init(statement: StatementID, rows: [Row], operations: [ReviewOperation], undoneOperations: [ReviewOperation]) {
            self.version = Self.currentVersion
            self.statement = statement
            self.rows = rows
            self.operations = operations
            self.undoneOperations = undoneOperations
        }
    }

    /// The session as a value to store.
    package var state: State {
        State(
            statement: statement,
            rows: rows.map { row in
                State.Row(
                    fingerprint: row.fingerprint, line: row.line, include: row.isIncluded,
                    edits: row.editedFields.map { State.Edit(field: $0, value: $0.contractText(of: row.current)) })
            },
            operations: operations,
            undoneOperations: undoneOperations)
    }

    /// A session resumed from `state` over the statement read again.
    ///
    /// Rows are matched by fingerprint. A stored row the statement no longer has (the file or
    /// the template changed) loses its changes, and the report names it; a statement row the
    /// stored review did not know starts unchanged. Undo and redo pass over rows that are gone.
    /// Throws when `state` belongs to another template, was written by a newer version, or
    /// holds an edit that does not read.
    package static func resume(
        _ state: State, preview: StatementPreview, statement: StatementID, user: String, alreadyBooked: Set<Fingerprint> = [],
        targetBalanceBefore: Money? = nil, expectedBalanceAfter: Money? = nil,
        entryFormat: ReviewEntryFormat = .contract, clock: @escaping @Sendable () -> Date = { Date() }
    ) throws(ReviewResumeError) -> (session: ReviewSession, report: ReviewResumeReport) {
        guard state.version <= State.currentVersion else {
            throw ReviewResumeError(Problem(.reviewStoredNewer, ["version": .number(state.version), "known": .number(State.currentVersion)]))
        }
        guard state.statement.template == statement.template else {
            throw ReviewResumeError(Problem(
                .reviewStoredForOtherTemplate, ["stored": .text(state.statement.template), "template": .text(statement.template)]))
        }
        var session = ReviewSession(
            preview: preview, statement: statement, user: user, alreadyBooked: alreadyBooked,
            targetBalanceBefore: targetBalanceBefore, expectedBalanceAfter: expectedBalanceAfter,
            entryFormat: entryFormat, clock: clock)
        var missing: [State.Row] = []
        var known = Set<String>()
        for stored in state.rows {
            known.insert(stored.fingerprint)
            guard let index = session.rowIndexByFingerprint[stored.fingerprint] else {
                missing.append(stored)
                continue
            }
            session.rows[index].isIncluded = stored.include
            for edit in stored.edits {
                do {
                    try edit.field.set(edit.value, on: &session.rows[index].current, format: .contract)
                } catch {
                    throw ReviewResumeError(Problem(.reviewStoredEditUnreadable, [
                        "field": .text(edit.field.rawValue), "line": .number(stored.line),
                        "why": .phrase(error.problem.code.rawValue, error.problem.data),
                    ]))
                }
            }
        }
        session.operations = state.operations
        session.undoneOperations = state.undoneOperations
        session.refresh()
        let report = ReviewResumeReport(
            statementChanged: state.statement.sha256 != statement.sha256,
            missingRows: missing,
            newRows: session.rows.filter { !known.contains($0.fingerprint) }.map(\.line))
        return (session, report)
    }
}

/// What resuming a stored review found changed in the statement.
package struct ReviewResumeReport: Hashable, Sendable, CustomStringConvertible {
    /// The file's SHA-256 differs from the stored review's.
    package let statementChanged: Bool
    /// Stored rows whose fingerprint the statement no longer has: their changes are not applied.
    package let missingRows: [ReviewSession.State.Row]
    /// Lines of statement rows the stored review did not know; they start unchanged.
    package let newRows: [Int]

    /// Every stored row was found and no row is new.
    package var isClean: Bool { missingRows.isEmpty && newRows.isEmpty }

    package var description: String {
        var lines: [String] = []
        if statementChanged { lines.append("the statement file changed since the review was stored") }
        for row in missingRows {
            let changes = (row.include ? [] : ["excluded"]) + row.edits.map { "\($0.field.rawValue) set" }
            lines.append("line \(row.line) (\(row.fingerprint)) is no longer in the statement"
                + (changes.isEmpty ? "" : "; its changes are not applied: " + changes.joined(separator: ", ")))
        }
        if !newRows.isEmpty {
            lines.append("new in the statement: line " + newRows.map(String.init).joined(separator: ", "))
        }
        return lines.isEmpty ? "the statement's rows are unchanged" : lines.joined(separator: "\n")
    }
}

/// A stored review that cannot be resumed, and what to do.
package struct ReviewResumeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why, as a value: its code and data (the versions, the templates, the edit and line).
    package let problem: Problem

    package init(_ problem: Problem) {
        self.problem = problem
    }

    /// Why, in English.
    package var message: String { problem.message() }

    package var description: String { message }
}
