import Foundation
import StatementChecks
import StatementImport
import StatementTemplates

/// A bank statement the app opened: its bytes and the name it is shown by.
///
/// Every call runs on the caller's thread and returns when it is done. Reading a statement
/// (`detect`, `preview`) maps its rows on one thread of the core's own while the caller's
/// thread reads the next ones; that thread ends before the call returns, and no code of the
/// app runs on it.
public struct Statement: Sendable {
    /// The statement's bytes, as the bank exported them.
    public let bytes: [UInt8]
    /// The name the statement is shown by, such as `konto-2025-03.csv`; templates that
    /// recognise a bank by its file names read it too.
    public let displayName: String

    /// A statement held in memory, such as one the app received from a share sheet.
    public init(bytes: [UInt8], displayName: String) {
        self.bytes = bytes
        self.displayName = displayName
    }

    /// The statement in the file at `url`, shown by the file's name.
    ///
    /// - Throws: the error of reading the file.
    public init(contentsOf url: URL) throws {
        self.init(bytes: [UInt8](try Data(contentsOf: url)), displayName: url.lastPathComponent)
    }

    /// How the core would read the statement: its encoding, separator, table region and
    /// columns with their roles (`format`), the template that matched, the column mapping, and
    /// the evidence (`format.ambiguities` with the candidates and why; `notes` on a template
    /// the file resembles).
    ///
    /// - Throws: `ImportRefusal.undecided` when the columns cannot be told without the app,
    ///   `.unreadable` for bytes that are no statement.
    public func detect(_ choices: StatementChoices = StatementChoices(), templates: TemplateRegistry = TemplateRegistry()) throws(ImportRefusal) -> ReadingPlan {
        let request = try choices.request(templates: templates)
        do {
            return try StatementReading.plan(StatementSample(bytes), fileName: displayName, registry: templates, request: request)
        } catch {
            throw ImportRefusal(error)
        }
    }

    /// The statement read with `choices`: its transactions, skipped lines, stated balances,
    /// reconciliation, warnings and fingerprints, as `certain-import preview` shows them.
    /// What the app still has to settle is in `undecided`.
    ///
    /// - Throws: `ImportRefusal.undecided` with the need and its candidates when the core
    ///   cannot read the statement without an answer; `.unreadable` otherwise.
    public func preview(_ choices: StatementChoices = StatementChoices(), templates: TemplateRegistry = TemplateRegistry()) throws(ImportRefusal) -> StatementPreview {
        let request = try choices.request(templates: templates)
        do {
            return try StatementReading.preview(bytes, fileName: displayName, registry: templates, request: request)
        } catch {
            throw ImportRefusal(error)
        }
    }
}

extension StatementPreview {
    /// What the app must settle before the statement can be booked, each with its
    /// candidates: the needs of reading it, and its currency where it states none (which the
    /// currency of an existing account booked into settles too).
    public var undecided: [StatementNeed] {
        needs + [currencyNeed].compactMap { $0 }
    }

    /// The statement's verdict: reconciliation, stated balances, warnings and problems.
    public var validation: StatementValidation { StatementValidation(self) }
}
