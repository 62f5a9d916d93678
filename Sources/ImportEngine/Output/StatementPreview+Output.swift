import StatementImport

extension StatementPreview {
    /// The `preview --json` document, fields in the documented order.
    public func jsonDocument(file: String) -> JSONValue {
        .object([
            ("file", .string(file)),
            ("template", .string(format.template)),
            ("format", format.jsonDocument(file: file)),
            ("transactions", .array(transactions.indices.map { index in
                transactions[index].jsonValue(
                    fingerprint: index < fingerprints.count ? fingerprints[index] : nil, duplicateReason: duplicates[index])
            })),
        ] + closingMembers)
    }

    /// The members after the transactions: what was skipped, the reconciliation, the warnings.
    public var closingMembers: [(String, JSONValue)] {
        [
            ("skipped", .array(skipped.map { .object([("line", .int($0.line)), ("reason", .string($0.reason))]) })),
            ("reconciliation", reconciliation.jsonValue),
            ("warnings", .array((warnings + problems.map { "line \($0.line): \($0.message)" }).map(JSONValue.string))),
        ]
    }

    public var total: Money? { reconciliation.total }

    /// The preview for people: a table that fits `width` columns, then what was skipped.
    public func table(file: String, width: Int) -> String {
        var lines: [String] = []
        lines.append("\(file): \(transactions.count) transaction(s)" + (duplicates.isEmpty ? "" : ", \(duplicates.count) already booked")
            + ", \(skipped.count) line(s) skipped")
        let dateWidth = 10
        let amountWidth = max(8, transactions.map { $0.amount.description.count }.max() ?? 0)
        let lineWidth = max(4, String(transactions.last?.line ?? 0).count)
        let textWidth = max(10, width - lineWidth - dateWidth - amountWidth - 4 - 4)
        lines.append(pad("line", lineWidth) + "  " + pad("date", dateWidth) + "  " + leftPad("amount", amountWidth) + "  " + "counterparty · purpose")
        for (index, transaction) in transactions.enumerated() {
            let text = (duplicates[index] == nil ? "" : "[duplicate] ")
                + [transaction.counterparty, transaction.purpose].compactMap { $0 }.joined(separator: " · ")
            lines.append(
                leftPad(String(transaction.line), lineWidth) + "  " + transaction.bookingDate.description + "  "
                    + leftPad(transaction.amount.description, amountWidth) + "  " + truncate(text, textWidth))
        }
        if let total {
            lines.append(pad("", lineWidth) + "  " + pad("total", dateWidth) + "  " + leftPad(total.description, amountWidth) + "  "
                + (total.currency.isUnknown ? "(currency unknown)" : total.currency.code))
        }
        if !skipped.isEmpty {
            lines.append("skipped:")
            for line in skipped { lines.append("  line \(line.line): \(line.reason)") }
        }
        lines.append("reconciliation: \(reconciliation.status.rawValue)"
            + (reconciliation.checks.isEmpty ? " (\(uncheckedWhy))" : " (\(reconciliation.checks.joined(separator: "; ")))"))
        for problem in reconciliation.problems { lines.append("  \(problem.message)") }
        for warning in warnings { lines.append("warning: \(warning)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Why nothing was checked: no balance at all, or a running balance some rows leave empty,
    /// which is walked only when every row states it.
    var uncheckedWhy: String {
        let stated = transactions.count { $0.balanceAfter != nil }
        guard stated > 0, stated < transactions.count else { return "the file states no balance" }
        return "the running balance is stated on \(stated) of \(transactions.count) rows only; it is checked when every row states it"
    }
}

extension ReconciliationReport {
    public var jsonValue: JSONValue {
        .object([
            ("status", .string(status.rawValue)),
            ("opening_balance", .string(openingBalance?.description)),
            ("closing_balance", .string(closingBalance?.description)),
            ("total", .string(total?.description)),
            ("problems", .array(problems.map { problem in
                .object([
                    ("kind", .string(problem.kind.rawValue)),
                    ("line", .int(problem.line)),
                    ("expected", .string(problem.expected.description)),
                    ("found", .string(problem.found.description)),
                    ("message", .string(problem.message)),
                ])
            })),
            ("checks", .array(checks.map(JSONValue.string))),
            ("order", .string(order?.rawValue)),
        ])
    }
}

extension Transaction {
    public func jsonValue(fingerprint: Fingerprint?, duplicateReason: String? = nil) -> JSONValue {
        .object([
            ("line", .int(line)),
            ("booking_date", .string(bookingDate.description)),
            ("value_date", .string(valueDate?.description)),
            ("amount", .string(amount.description)),
            ("currency", .string(amount.currency.isUnknown ? nil : amount.currency.code)),
            ("counterparty", .string(counterparty)),
            ("counterparty_iban", .string(counterpartyIBAN)),
            ("purpose", .string(purpose)),
            ("reference", .string(reference)),
            ("category", .string(category)),
            ("balance_after", .string(balanceAfter?.description)),
            ("fingerprint", .string(fingerprint?.description)),
            ("status", .string(duplicateReason == nil ? "new" : "duplicate")),
            ("reason", .string(duplicateReason)),
        ])
    }
}

extension Transaction {
    /// `jsonValue(fingerprint:duplicateReason:)` as `JSONValue.append(to:indent:)` writes it,
    /// written straight into `output`: a long statement's rows are written without building a
    /// document for each. The same fields in the same order; `PreviewJSONWriter` and
    /// `ConvertWriter` write every row this way, so the golden outputs pin it.
    public func appendJSON(to output: inout [UInt8], fingerprint: Fingerprint?, duplicateReason: String? = nil, indent: Int) {
        // Each key with the line break, indentation and `: ` around it, copied in one piece: a
        // row writes fourteen keys, byte by byte they cost more than the values. The streaming
        // writers' rows are list items at indent 2, whose keys are made once.
        let keys = indent == 2 ? Self.jsonKeysAtListIndent : Self.jsonKeys(indent: indent)
        var next = 0
        func key(_ name: StaticString) {
            assert(Self.jsonKeyNames[next] == "\(name)", "appendJSON writes its keys in jsonKeyNames' order")
            output.append(contentsOf: keys[next])
            next += 1
        }
        func text(_ value: String?) {
            guard let value else {
                for byte in "null".utf8 { output.append(byte) }
                return
            }
            JSONText.appendTerminalSafeString(value, to: &output)
        }
        // Dates, amounts and fingerprints are letters, digits, `-` and `.`, which no JSON string escapes: their bytes
        // are written between quotes, without a string for each.
        func quoted(_ write: (inout [UInt8]) -> Void) {
            output.append(UInt8(ascii: "\""))
            write(&output)
            output.append(UInt8(ascii: "\""))
        }
        output.append(UInt8(ascii: "{"))
        key("line"); output.append(contentsOf: String(line).utf8)
        key("booking_date"); quoted { bookingDate.appendDescription(to: &$0) }
        key("value_date")
        if let valueDate { quoted { valueDate.appendDescription(to: &$0) } } else { text(nil) }
        key("amount"); quoted { amount.appendDescription(to: &$0) }
        key("currency"); text(amount.currency.isUnknown ? nil : amount.currency.code)
        key("counterparty"); text(counterparty)
        key("counterparty_iban"); text(counterpartyIBAN)
        key("purpose"); text(purpose)
        key("reference"); text(reference)
        key("category"); text(category)
        key("balance_after")
        if let balanceAfter { quoted { balanceAfter.appendDescription(to: &$0) } } else { text(nil) }
        key("fingerprint")
        if let fingerprint { quoted { fingerprint.appendDescription(to: &$0) } } else { text(nil) }
        key("status"); text(duplicateReason == nil ? "new" : "duplicate")
        key("reason"); text(duplicateReason)
        output.append(UInt8(ascii: "\n"))
        for _ in 0..<indent * 2 { output.append(UInt8(ascii: " ")) }
        output.append(UInt8(ascii: "}"))
    }

    /// The keys `appendJSON` writes, in its order.
    private static let jsonKeyNames = [
        "line", "booking_date", "value_date", "amount", "currency", "counterparty", "counterparty_iban",
        "purpose", "reference", "category", "balance_after", "fingerprint", "status", "reason",
    ]

    private static let jsonKeysAtListIndent = jsonKeys(indent: 2)

    /// Each key's bytes as `appendJSON` writes them at `indent`: `,` (not before the first),
    /// line break, indentation, the quoted key and `: `.
    private static func jsonKeys(indent: Int) -> [[UInt8]] {
        jsonKeyNames.enumerated().map { position, name in
            Array(((position == 0 ? "" : ",") + "\n" + String(repeating: " ", count: (indent + 1) * 2) + "\"\(name)\": ").utf8)
        }
    }
}

private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

private func leftPad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

private func truncate(_ text: String, _ width: Int) -> String {
    text.count <= width ? text : String(text.prefix(width - 1)) + "…"
}
