import ImportEngine
import ImportWords
import StatementImport
import StatementValues
import TextPrimitives

extension ImportOutcome {
    /// One file's entry of `import --json`: the contract's booking fields, and for a dry run
    /// what `preview` answers of the statement, the diagnostics' messages in `words` as there.
    package func jsonValue(_ words: Words) -> JSONValue {
        let booked: Int? = switch status {
        case .booked: record?.booked
        case .dryRun: new
        case .notBooked, .undone: 0
        case .failed: nil
        }
        let skipped: Int? = switch status {
        case .booked: record?.skippedDuplicates
        case .dryRun: duplicates
        case .notBooked, .undone: 0
        case .failed: nil
        }
        var fields: [(String, JSONValue)] = [
            ("id", .int(status == .booked ? record?.id : nil)),
            ("file", .string(file)),
            ("booked", .int(booked)),
            ("skipped_duplicates", .int(skipped)),
            ("status", .string(status.rawValue)),
        ]
        if let reason { fields.append(("reason", .string(reason))) }
        // A dry run answers what preview answers of the statement, so that a script can check
        // before booking; the booking's fields stay those of the contract.
        if status == .dryRun {
            fields.append(("rows", .int(rows)))
            fields.append(("reconciliation", report.map(\.jsonValue) ?? .null))
            fields += warnings.jsonWarningsAndDiagnostics(words)
        }
        return .object(fields)
    }
}
