import ImportWords
import StatementChecks
import StatementImport
import StatementMapping
import StatementValues
import TextPrimitives

extension StatementPreview {
    /// The `preview --json` document, fields in the documented order.
    package func jsonDocument(file: String, words: Words = .english) -> JSONValue {
        .object([
            ("file", .string(file)),
            ("template", .string(format.template)),
            ("format", format.jsonDocument(file: file)),
            ("transactions", .array(transactions.indices.map { index in
                transactions[index].jsonValue(
                    fingerprint: index < fingerprints.count ? fingerprints[index] : nil, duplicateReason: duplicates[index])
            })),
        ] + closingMembers(words))
    }

    /// The members after the transactions: what was skipped, the reconciliation, the warnings
    /// in English (as scripts know them) and as diagnostics, their messages in `words`.
    package func closingMembers(_ words: Words) -> [(String, JSONValue)] {
        let rowProblems = problems.map { row in
            var problem = row.problem
            (problem.line, problem.column) = (row.line, row.column.map { $0 + 1 })
            return problem
        }
        return [
            ("skipped", .array(skipped.map(\.jsonValue))),
            ("reconciliation", reconciliation.jsonValue),
        ] + warnings.jsonWarningsAndDiagnostics(words, rows: rowProblems)
    }

    package var total: Money? { reconciliation.total }

    /// The preview for people, in `words`: a table that fits `width` columns, then what was
    /// skipped.
    ///
    /// - Parameter warningText: A warning in words: the caller's, naming its own options.
    package func table(
        file: String, width: Int, words: Words = .english, warningText: (Problem) -> String = { $0.message() }
    ) -> String {
        var lines: [String] = []
        lines.append(words.text("preview.transactions", ["file": .text(file), "count": .number(transactions.count)])
            + (duplicates.isEmpty ? "" : words.text("preview.already_booked", ["count": .number(duplicates.count)]))
            + words.text("preview.skipped_lines", ["count": .number(skipped.count)]))
        let dateWidth = 10
        let amounts = transactions.map { words.amount($0.amount.description) }
        let amountWidth = max(8, amounts.map(\.count).max() ?? 0)
        let lineWidth = max(words.text("preview.header.line").count, String(transactions.last?.line ?? 0).count)
        let textWidth = max(10, width - lineWidth - dateWidth - amountWidth - 4 - 4)
        lines.append(pad(words.text("preview.header.line"), lineWidth) + "  " + pad(words.text("preview.header.date"), dateWidth) + "  "
            + leftPad(words.text("preview.header.amount"), amountWidth) + "  " + words.text("preview.header.text"))
        for (index, transaction) in transactions.enumerated() {
            let text = (duplicates[index] == nil ? "" : words.text("preview.duplicate"))
                + [transaction.counterparty, transaction.purpose].compactMap { $0 }.joined(separator: " · ")
            lines.append(
                leftPad(String(transaction.line), lineWidth) + "  " + words.date(transaction.bookingDate.description) + "  "
                    + leftPad(amounts[index], amountWidth) + "  " + truncate(text, textWidth))
        }
        if let total {
            lines.append(pad("", lineWidth) + "  " + pad(words.text("preview.total"), dateWidth) + "  "
                + leftPad(words.amount(total.description), amountWidth) + "  "
                + (total.currency.isUnknown ? words.text("preview.currency_unknown") : total.currency.code))
        }
        if !skipped.isEmpty {
            lines.append(words.text("preview.skipped"))
            for line in skipped { lines.append(words.text("preview.skipped_line", ["line": .number(line.line), "reason": .text(line.problem.message(words))])) }
        }
        let checks = reconciliation.checks.map { check in BalanceCheck(rawValue: check).map { words.text($0.key) } ?? check }
        lines.append(words.text("preview.reconciliation", ["status": .text(words.text("reconciliation.\(reconciliation.status.rawValue)"))])
            + (checks.isEmpty ? " (\(uncheckedWhy(words)))" : " (\(checks.joined(separator: "; ")))"))
        for problem in reconciliation.problems { lines.append("  " + problem.finding.message(words)) }
        for warning in warnings { lines.append(words.text("preview.warning", ["message": .text(warningText(warning))])) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Why nothing was checked: one balance stated without the other (the account's balance
    /// would check it), no balance at all, or a running balance some rows leave empty, which is
    /// walked only when every row states it.
    func uncheckedWhy(_ words: Words) -> String {
        if let closing = reconciliation.closingBalance {
            return words.text("reconciliation.only_closing", ["closing": .amount(closing.description)])
        }
        if let opening = reconciliation.openingBalance {
            return words.text("reconciliation.only_opening", ["opening": .amount(opening.description)])
        }
        let stated = transactions.count { $0.balanceAfter != nil }
        guard stated > 0, stated < transactions.count else { return words.text("reconciliation.no_balance") }
        return words.text("reconciliation.some_balances", ["stated": .number(stated), "count": .number(transactions.count)])
    }
}

extension ReconciliationReport {
    package var jsonValue: JSONValue {
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
                ] + problem.finding.jsonCodeAndData)
            })),
            ("checks", .array(checks.map(JSONValue.string))),
            ("order", .string(order?.rawValue)),
        ])
    }
}

extension Transaction {
    package func jsonValue(fingerprint: Fingerprint?, duplicateReason: String? = nil) -> JSONValue {
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
    ///
    /// The row is written with plain stores into room made for it once (`JSONRowWriter`): as
    /// sixty appends to the array, each checking its room and its uniqueness, it cost more
    /// than reading the row. The texts are lent as bytes (`withTextBytes`), most of them the
    /// reader's cells.
    package func appendJSON(to output: inout [UInt8], fingerprint: Fingerprint?, duplicateReason: String? = nil, indent: Int) {
        withUnsafePointer(to: self) { row in
            Self.appendJSON(of: row, to: &output, fingerprint: fingerprint, duplicateReason: duplicateReason, indent: indent)
        }
    }

    /// `appendJSON` of the transaction at `row`, read where it is: the writers of long outputs
    /// pass their batch's rows so, since a transaction that a closure takes (or that is taken
    /// out of an array) is copied, retaining and releasing each of its texts.
    static func appendJSON(
        of row: UnsafePointer<Transaction>, to output: inout [UInt8], fingerprint: Fingerprint?, duplicateReason: String? = nil,
        indent: Int
    ) {
        Transaction.withTextBytes(at: row) { texts in
            row.pointee.amount.currency.withCodeUTF8 { code in
                JSONRowWriter.Keys.with(indent: indent) { keys in
                    appendJSON(
                        of: row, to: &output, texts: texts, currency: row.pointee.amount.currency.isUnknown ? nil : code,
                        fingerprint: fingerprint, duplicateReason: duplicateReason, indent: indent, keys: keys)
                }
            }
        }
    }

    private static func appendJSON(
        of row: UnsafePointer<Transaction>, to output: inout [UInt8], texts: TextBytes, currency: UnsafeBufferPointer<UInt8>?,
        fingerprint: Fingerprint?, duplicateReason: String?, indent: Int, keys: JSONRowWriter.Keys
    ) {
        // Values without references, copied out of the row as they are.
        let (line, bookingDate, valueDate) = (row.pointee.line, row.pointee.bookingDate, row.pointee.valueDate)
        let (amount, balanceAfter) = (row.pointee.amount, row.pointee.balanceAfter)
        var room = keys.bytes.count + 1 + 20 + 2 * (CalendarDate.descriptionLength + 2) + (amount.amount.descriptionLengthBound + 2)
        room += JSONRowWriter.room(forText: currency)
        for field in JSONRowWriter.textFields { room += JSONRowWriter.room(forText: texts.bytes(field)) }
        room += balanceAfter.map { $0.amount.descriptionLengthBound + 2 } ?? 4
        room += fingerprint.map { $0.descriptionLength + 2 } ?? 4
        room += JSONRowWriter.room(forText: "duplicate") + JSONRowWriter.room(forText: duplicateReason) + 2 + indent * 2
        RowBytes.append(to: &output, room: room) { bytes in
            var row = JSONRowWriter(row: bytes, keys: keys)
            row.byte(UInt8(ascii: "{"))
            row.key()
            row.number(line)
            row.key()
            row.quoted(CalendarDate.descriptionLength, bookingDate.writeDescription)
            row.key()
            if let valueDate { row.quoted(CalendarDate.descriptionLength, valueDate.writeDescription) } else { row.null() }
            row.key()
            row.quoted(atMost: amount.amount.descriptionLengthBound, amount.amount.writeDescription)
            row.key()
            row.text(currency)
            for field in JSONRowWriter.textFields {
                row.key()
                row.text(texts.bytes(field))
            }
            row.key()
            if let balanceAfter { row.quoted(atMost: balanceAfter.amount.descriptionLengthBound, balanceAfter.amount.writeDescription) } else { row.null() }
            row.key()
            if let fingerprint { row.quoted(fingerprint.descriptionLength, fingerprint.writeDescription) } else { row.null() }
            row.key()
            row.text(duplicateReason == nil ? "new" : "duplicate")
            row.key()
            row.text(duplicateReason)
            row.byte(UInt8(ascii: "\n"))
            for _ in 0..<indent * 2 { row.byte(UInt8(ascii: " ")) }
            row.byte(UInt8(ascii: "}"))
            assert(row.keysWritten == JSONRowWriter.Keys.names.count, "appendJSON writes every key once")
            bytes = row.written
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
