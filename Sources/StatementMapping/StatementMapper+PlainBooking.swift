import StatementValues
import TableReading

extension StatementMapper {
    /// Maps record `record` of the reader's `batch`: a plain booking straight from its bytes
    /// (`plainBooking`), any other row as `add(cells:line:lastLine:)` maps it.
    package mutating func add(_ record: Int, of batch: CellBatch) {
        if textSource?.batch !== batch {
            textSource = CellTextSource(batch: batch, columns: CellTextSource.Columns(mapping), columnNames: columns)
        }
        if let transaction = plainBooking(record, of: textSource!) {
            widerRows.note(record, of: batch)
            mappedAny = true
            transactions.append(transaction)
        } else {
            add(cells: batch.texts(record), line: batch.lines[record], lastLine: batch.lastLines[record])
        }
    }

    /// The transaction that `add(cells:line:lastLine:)` makes of the record when it is a plain
    /// booking, read in the batch's bytes; `nil` for any other row, which that method then
    /// maps.
    ///
    /// A plain booking is a row whose every value reads on the first try: a date in the
    /// mapping's format, amounts and balances that the number format reads without a look at
    /// their scalars (`NumberFormat.plainAmountAllowingGrouping`), no pending mark, no balance
    /// label. For such a row the string path makes the same transaction and nothing else (no
    /// skipped line, no problem, no note), which is what lets this one decide: every test of
    /// it either gives the answer the string path gives or leaves the row to it. Dates and
    /// amounts are read without a string, and the transaction's texts are left in the batch
    /// (`TransactionTexts`).
    private func plainBooking(_ record: Int, of source: CellTextSource) -> Transaction? {
        guard mapping.pendingMarks.isEmpty else { return nil }
        let batch = source.batch
        func cell(_ column: Int?) -> UnsafeBufferPointer<UInt8> {
            guard let column else { return UnsafeBufferPointer(start: nil, count: 0) }
            return batch.cell(record, column)
        }
        func text(_ column: Int?) -> String { String(decoding: cell(column), as: UTF8.self) }

        // Rows the string path sets apart: empty, pending, or (with few texts) a balance.
        var filled = false
        var textColumns = 0
        for column in 0..<batch.cellCount(record) {
            let bytes = batch.cell(record, column)
            guard !bytes.isEmpty else { continue }
            filled = true
            if mapping.status == nil, Self.isUnambiguousPendingMark(utf8: bytes) != false { return nil }
            if !(column < moneyColumns.count && moneyColumns[column]) { textColumns += 1 }
        }
        guard filled else { return nil }
        if let status = mapping.status, isPending(utf8: cell(status)) { return nil }
        let dateBytes = cell(mapping.bookingDate)
        guard !dateBytes.isEmpty, !isPending(utf8: dateBytes),
              let bookingDate = mapping.dateFormat.date(utf8: dateBytes)
        else { return nil }
        if textColumns <= 2 {
            // As `datedBalanceRow` asks it: do the row's texts name a balance?
            let texts = (0..<batch.cellCount(record)).filter { column in
                !(column < moneyColumns.count && moneyColumns[column]) && !batch.cell(record, column).isEmpty
            }
            if !texts.isEmpty, BalanceRowLabel.strength(of: texts.map { text($0) }.joined(separator: " ")) != nil { return nil }
        }
        // As `purposeLabel` and `turnoverLabel` ask it: a short description that is an opening,
        // closing or turnover label leaves the row to the string path, which reads the label.
        if counterpartyIsEmpty({ cell($0).isEmpty }), describedColumns.contains(where: { column in
            let bytes = cell(column)
            return bytes.count <= Self.purposeLabelLimit && BalanceRowLabel.mayStartLabel(bytes)
                && BalanceRowLabel.namesEndOrTurnover(String(decoding: bytes, as: UTF8.self))
        }) {
            return nil
        }
        guard let currency = currency({ text($0) }) else { return nil }

        /// The amount in `column`; `.some(nil)` when the cell is empty, `nil` when only the
        /// string path can read it.
        func decimal(_ column: Int) -> DecimalAmount?? {
            let bytes = cell(column)
            if bytes.isEmpty { return .some(nil) }
            return mapping.numberFormat.plainAmountAllowingGrouping(bytes).map { .some($0) }
        }
        func money(_ column: Int) -> Money? {
            guard case .some(.some(let amount)) = decimal(column) else { return nil }
            return try? Money(exactly: amount, currency: currency)
        }
        var value: DecimalAmount
        switch mapping.amount {
        case .single(let column):
            guard case .some(.some(let amount)) = decimal(column) else { return nil }
            value = amount
        case .debitCredit(let debitColumn, let creditColumn):
            guard let debit = decimal(debitColumn), let credit = decimal(creditColumn) else { return nil }
            switch (debit.flatMap { $0.isZero ? nil : $0 }, credit.flatMap { $0.isZero ? nil : $0 }) {
            case (nil, nil):
                guard let zero = debit ?? credit else { return nil }
                value = zero
            case (let debit?, nil): value = debit.withSign(negative: true)
            case (nil, let credit?): value = credit.withSign(negative: false)
            case (_?, _?): return nil
            }
        case .flagged(let column, let flagColumn, let debitValues, let creditValues):
            guard case .some(.some(let amount)) = decimal(column) else { return nil }
            guard let debit = Self.marksDebit(text(flagColumn), debitValues: debitValues, creditValues: creditValues) else { return nil }
            value = amount.withSign(negative: debit)
        }
        if mapping.signRule == .inverted { value = DecimalAmount(significand: -value.significand, scale: value.scale) }
        guard var amount = try? Money(exactly: value, currency: currency) else { return nil }
        if let column = mapping.fee, !cell(column).isEmpty {
            guard let fee = money(column), let net = try? amount.subtracting(fee.isNegative ? fee.negated() : fee) else { return nil }
            amount = net
        }
        var valueDate: CalendarDate?
        if let column = mapping.valueDate, !cell(column).isEmpty {
            // Not `valueDateFormat ?? dateFormat`: that copies a format for every row.
            let bytes = cell(column)
            guard let date = mapping.valueDateFormat == nil
                ? mapping.dateFormat.date(utf8: bytes) : mapping.valueDateFormat?.date(utf8: bytes)
            else { return nil }
            valueDate = date
        }
        var balanceAfter: Money?
        if let column = mapping.balance, !cell(column).isEmpty {
            guard let balance = money(column) else { return nil }
            balanceAfter = balance
        }

        var counterpartyColumn: Int?
        if case .byDirection(let outgoing, let incoming) = mapping.counterparty {
            counterpartyColumn = amount.isNegative ? outgoing : incoming
        }
        return Transaction(
            line: batch.lines[record], bookingDate: bookingDate, valueDate: valueDate, amount: amount,
            texts: TransactionTexts(cellsOf: record, in: source, counterpartyColumn: counterpartyColumn),
            balanceAfter: balanceAfter, rawFields: RawFields(source: source, record: record))
    }
}
