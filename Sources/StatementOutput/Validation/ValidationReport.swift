import ImportEngine
import ImportWords
import StatementImport
import StatementValues
import TextPrimitives

/// The four forms of a validation report.
package enum ValidationReport {
    /// The report for people, its warnings in `words`, or as `warningText` words them (a
    /// command line naming its options).
    package static func text(
        _ results: [ValidationResult], words: Words = .english, warningText: ((StatementValues.Problem) -> String)? = nil
    ) -> String {
        var lines: [String] = []
        for result in results {
            let summary = words.text("validate.summary", [
                "transactions": .number(result.transactions), "skipped": .number(result.skipped),
                "reconciliation": .text(BalanceReport.reconciliationWord(result.reconciliation, words)),
            ])
            if result.problems.isEmpty {
                lines.append("ok    \(result.file): \(summary)")
            } else {
                lines.append("FAIL  \(result.file): \(summary)")
                for problem in result.problems {
                    lines.append("      \(result.file)\(problem.line.map { ":\($0)" } ?? ""): \(problem.text(words))")
                }
            }
            for warning in result.warnings { lines.append("      \(result.file): \(words.text("preview.warning", ["message": .text(warningText?(warning) ?? warning.message(words))]))") }
        }
        lines.append(passedLine(results, words: words))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The text report's last line: `3 of 4 file(s) passed`.
    package static func passedLine(_ results: [ValidationResult], words: Words = .english) -> String {
        let failed = results.filter { !$0.problems.isEmpty }.count
        return words.text("validate.passed", ["passed": .number(results.count - failed), "count": .number(results.count)])
    }

    /// The report for scripts: only the diagnostics' messages are in `words`.
    package static func json(_ results: [ValidationResult], words: Words = .english) -> String {
        let files: [JSONValue] = results.map { result in
            .object([
                ("file", .string(result.file)),
                ("ok", .bool(result.problems.isEmpty)),
                ("transactions", .int(result.transactions)),
                ("skipped", .int(result.skipped)),
                ("reconciliation", .string(result.reconciliation)),
                ("total", .string(result.total)),
                ("opening_balance", .string(result.openingBalance)),
                ("closing_balance", .string(result.closingBalance)),
            ] + result.warnings.jsonWarningsAndDiagnostics(words) + [
                ("problems", .array(result.problems.map {
                    .object([("line", .int($0.line)), ("message", .string($0.message))] + ($0.finding?.jsonCodeAndData ?? []))
                })),
            ])
        }
        return JSONValue.object([
            ("ok", .bool(results.allSatisfy { $0.problems.isEmpty })),
            ("files", .array(files)),
        ]).rendered() + "\n"
    }

    /// JUnit XML as CI systems render it: one test case per file, a failure per problem.
    package static func junit(_ results: [ValidationResult]) -> String {
        let failures = results.filter { !$0.problems.isEmpty }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"certain-import validate\" tests=\"\(results.count)\" failures=\"\(failures)\">\n"
        xml += "  <testsuite name=\"certain-import validate\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for result in results {
            xml += "    <testcase classname=\"certain-import.validate\" name=\"\(escapeXML(result.file))\""
            guard !result.problems.isEmpty else {
                xml += "/>\n"
                continue
            }
            xml += ">\n"
            let first = result.problems[0]
            let details = result.problems.map { "\(result.file)\($0.line.map { ":\($0)" } ?? ""): \($0.message)" }.joined(separator: "\n")
            xml += "      <failure message=\"\(escapeXML(first.message))\" type=\"validation\">\(escapeXML(details))</failure>\n"
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// GitHub Actions workflow commands: one `::error` annotation per problem.
    package static func github(_ results: [ValidationResult]) -> String {
        var lines: [String] = []
        for result in results {
            for problem in result.problems {
                let place = "file=\(escapeProperty(result.file))" + (problem.line.map { ",line=\($0)" } ?? "")
                lines.append("::error \(place)::\(escapeData(problem.message))")
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// `text` as XML character data or an attribute value. XML 1.0 cannot carry most C0
    /// controls (not even as `&#27;`), nor U+FFFE and U+FFFF, so those, like everything a
    /// terminal would act on, are written in their visible form (`\x1b`): the report stays
    /// well-formed whatever a cell holds.
    static func escapeXML(_ text: String) -> String {
        var result = ""
        for scalar in TerminalSafeText.visible(text, keepingLineBreaks: true).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\u{FFFE}", "\u{FFFF}": result += TerminalSafeText.visibleForm(of: scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The escaping GitHub's workflow commands define for messages; other controls are made
    /// visible, so that an annotation cannot carry an escape sequence into the log.
    static func escapeData(_ text: String) -> String {
        TerminalSafeText.visible(
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A"),
            keepingLineBreaks: false)
    }

    /// The escaping for properties (`file=`), which also covers `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
