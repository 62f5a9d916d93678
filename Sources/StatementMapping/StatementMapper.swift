import ImportWords
import StatementDetection
import StatementValues
import TableReading

/// Turns a statement's records into transactions, one record at a time.
///
/// Every record becomes a transaction or a `SkippedLine` with its reason; none disappears.
/// Rows without a booking date that carry only text continue the transaction above (detail
/// rows of Raiffeisen CH, ZKB, Cornèr) and are merged into its purpose; those that carry a
/// single amount of a collective booking are skipped, the booking being their total. Pending
/// rows are skipped. Rows naming a balance instead of a date are read as stated balances.
/// Rows that cannot be read are skipped with the reason and reported as problems, so that
/// `import` can refuse them.
package struct StatementMapper: Sendable {
    package let mapping: ColumnMapping
    /// The header's names, used for messages and for filters that name columns.
    package var columnNames: [String] { columns.names }
    let columns: RawFields.Columns
    package internal(set) var transactions: [Transaction] = []
    /// Where the texts of the transactions mapped from the current batch are (`add(_:of:)`).
    var textSource: CellTextSource?
    /// Whether a transaction was mapped, including those handed on by `takeFinishedTransactions`.
    var mappedAny = false
    package private(set) var skipped: [SkippedLine] = []
    package private(set) var problems: [MappingProblem] = []
    package private(set) var statedBalances: [StatedBalance] = []
    /// The booking line of the transaction whose purpose refused a continuation row, and that
    /// row's line (`mergeContinuation`).
    private var purposeRefusal: (bookingLine: Int, line: Int)?
    /// Amount cells that list a total and its parts (`MultiAmountCell`), for a warning.
    private var multiAmountCells = MultiAmountCell()
    /// What the reading of the rows decided that the output must say.
    package var notes: [String] { [multiAmountCells.note].compactMap { $0 } }
    /// Rows with filled fields beyond the header's, for a warning.
    var widerRows: WiderRows
    /// What the output must say of the rows as typed problems: rows wider than the header.
    package var rowProblems: [Problem] { [widerRows.problem].compactMap { $0 } }
    /// The columns of dates, amounts, balances and currency, by index: the others hold texts,
    /// which a dated balance row's label is among (looked at for every row).
    let moneyColumns: [Bool]
    /// The columns whose text may be a balance or turnover label on a row with no
    /// counterparty: the description, or every text column where none is mapped (Swedbank's
    /// Baltic export names neither).
    let describedColumns: [Int]
    /// `mapping.pendingValues` lower-cased, looked up for every row.
    let pendingKeys: Set<String>
    /// Whether a pending value holds an ASCII digit; when none does, a cell with one (every
    /// date) is not pending: lower-casing keeps ASCII digits, and no canonical decomposition
    /// (which `==` compares by) makes one.
    let pendingKeysHoldDigits: Bool

    package init(mapping: ColumnMapping, header: [String]?) {
        self.mapping = mapping
        var money = mapping.amountColumns + [mapping.balance, mapping.fee, mapping.valueDate].compactMap { $0 }
        money.append(mapping.bookingDate)
        if case .column(let column) = mapping.currency { money.append(column) }
        if case .flagged(_, let flag, _, _) = mapping.amount { money.append(flag) }
        var mask = [Bool](repeating: false, count: (money.max() ?? 0) + 1)
        for column in money { mask[column] = true }
        moneyColumns = mask
        pendingKeys = Set(mapping.pendingValues.map { $0.lowercased() })
        pendingKeysHoldDigits = mapping.pendingValues.contains { $0.utf8.contains(where: Self.isASCIIDigit) }
        let width = header?.count ?? 0
        // The header's own width: the table's is as wide as its widest row, a wider row's too.
        widerRows = WiderRows(headerWidth: header.map { ($0.lastIndex { !$0.isEmpty } ?? -1) + 1 })
        columns = RawFields.Columns(names: (0..<max(width, Self.widestColumn(of: mapping) + 1)).map { index in
            if let header, index < header.count, !header[index].isEmpty { return header[index] }
            return Self.unnamedColumnName(index)
        })
        let textColumns = (0..<max(width, mask.count)).filter { !(($0 < mask.count) && mask[$0]) }
        describedColumns = mapping.purpose.isEmpty ? textColumns : mapping.purpose
    }

    /// What messages, filters and templates call a column the header does not name: `column 6`
    /// for the sixth field.
    package static func unnamedColumnName(_ index: Int) -> String { "column \(index + 1)" }

    /// The 0-based index a name of `unnamedColumnName`'s form gives, or `nil` for other names.
    package static func unnamedColumnIndex(_ name: String) -> Int? {
        guard name.hasPrefix("column "), let position = Int(name.dropFirst("column ".count)), position >= 1 else { return nil }
        return position - 1
    }

    /// Maps one record; `line` and `lastLine` are its physical lines.
    package mutating func add(_ fields: [String], line: Int, lastLine: Int) {
        add(cells: Self.cleaned(fields), line: line, lastLine: lastLine)
    }

    /// The cells of a record as every stage reads them (`CellText.clean`), cleaned in place:
    /// the record's array is the row's own, and becomes its raw fields.
    static func cleaned(_ fields: [String]) -> [String] {
        var cells = fields
        for index in cells.indices { cells[index] = CellText.clean(cells[index]) }
        return cells
    }

    /// Maps one record whose fields are `cleaned` already.
    mutating func add(cells: [String], line: Int, lastLine: Int) {
        func cell(_ index: Int?) -> String {
            guard let index, index < cells.count else { return "" }
            return cells[index]
        }
        if cells.allSatisfy(\.isEmpty) {
            skipped.append(SkippedLine(line: line, Problem(.skippedEmptyRow)))
            return
        }
        widerRows.note(cells, line: line)
        let dateText = cell(mapping.bookingDate)
        // A status column says it; without one, a cell that holds nothing but a pending mark
        // ("Umsatz vorgemerkt" in Sparkasse's Info column) does.
        let pendingMark = mapping.status.map { cell($0) }.flatMap { isPending($0) ? $0 : nil }
            ?? (mapping.status == nil ? cells.first(where: Self.isUnambiguousPendingMark) : nil)
            ?? (mapping.pendingMarks.isEmpty ? nil : cells.first { mapping.pendingMarks.contains($0) })
        let pendingDate = isPending(dateText) ? dateText : nil
        if let pendingMark = pendingMark ?? pendingDate {
            skipped.append(SkippedLine(line: line, Problem(.skippedPending, ["mark": .text(pendingMark)])))
            return
        }
        // Asked only of rows that are not plain bookings: an array of the amounts a row cost
        // an allocation on every booking.
        func amountsAreEmpty() -> Bool { mapping.amountColumns.allSatisfy { cell($0).isEmpty } }
        if dateText.isEmpty {
            if let balance = statedBalance(cells, line: line) {
                statedBalances.append(balance)
                skipped.append(SkippedLine(statedBalance: balance))
                return
            }
            // A totals row carries numbers; a text-only row below a booking continues it, even
            // when its text starts with "Total".
            if !amountsAreEmpty(), let summary = summaryLabel(cells) {
                skipped.append(SkippedLine(line: line, Problem(.skippedSummaryLine, ["label": .text(summary)])))
                return
            }
            if amountsAreEmpty(), let last = transactions.last, let part = subAmount(cells) {
                skipped.append(SkippedLine(line: line, Problem(.skippedSubRow, ["booking_line": .number(last.line), "amount": .text(part)])))
                return
            }
            if amountsAreEmpty(), mergeContinuation(cells, line: line) { return }
            fail(line: line, column: mapping.bookingDate, Problem(.rowWithoutBookingDate))
            return
        }
        let bookingDate: CalendarDate
        do {
            bookingDate = try mapping.dateFormat.parse(dateText)
        } catch {
            if let balance = statedBalance(cells, line: line) {
                statedBalances.append(balance)
                skipped.append(SkippedLine(statedBalance: balance))
                return
            }
            if let summary = summaryLabel(cells) {
                skipped.append(SkippedLine(line: line, Problem(.skippedSummaryLine, ["label": .text(summary)])))
                return
            }
            // A row with text where the date goes and no amount or balance is a further line of
            // the booking above (Raiffeisen writes the purpose's second line in the date's column).
            if amountsAreEmpty(), cell(mapping.balance).isEmpty, mergeContinuation(cells, line: line) { return }
            fail(line: line, column: mapping.bookingDate, error.problem)
            return
        }
        if let balance = datedBalanceRow(cells, line: line) {
            statedBalances.append(balance)
            // A bare "Saldo" row's end is settled once every booking is read, and its reason with it.
            skipped.append(SkippedLine(statedBalance: balance))
            return
        }
        if let label = turnoverLabel(cells) {
            skipped.append(SkippedLine(line: line, Problem(.skippedSummaryLine, ["label": .text(label)])))
            return
        }
        guard let currency = currency(cell) else {
            let column: Int? = if case .column(let column) = mapping.currency { column } else { nil }
            return fail(line: line, column: column, Problem(.cellNotACurrency, ["cell": .text(cell(column))])) { name in
                Problem(.skippedNotACurrency, ["column_name": .text(name), "cell": .text(cell(column))])
            }
        }
        var amount: Money
        switch readAmount(cell, currency: currency, line: line) {
        case .some(.some(let money)): amount = money
        case .some(.none):
            let previous = transactions.last.flatMap { $0.bookingDate == bookingDate ? $0.line : nil }
            let reason = previous.map { Problem(.skippedDetailWithoutAmount, ["booking_line": .number($0)]) }
                ?? Problem(.skippedWithoutAmount, ["column_name": .text(columnNames[mapping.amountColumns[0]])])
            skipped.append(SkippedLine(line: line, reason))
            return
        case .none:
            return
        }
        if let column = mapping.fee, !cell(column).isEmpty {
            do {
                let fee = try mapping.numberFormat.parseMoneyAllowingGrouping(cell(column), currency: currency)
                amount = try amount.subtracting(fee.isNegative ? try fee.negated() : fee)
            } catch {
                return fail(line: line, column: column, (error as? AmountParsingError)?.problem ?? (error as? MoneyError)?.problem
                    ?? Problem.note("\(error)"))
            }
        }
        var valueDate: CalendarDate?
        if let column = mapping.valueDate, !cell(column).isEmpty {
            do {
                valueDate = try (mapping.valueDateFormat ?? mapping.dateFormat).parse(cell(column))
            } catch {
                return fail(line: line, column: column, error.problem)
            }
        }
        var balanceAfter: Money?
        if let column = mapping.balance, !cell(column).isEmpty {
            do {
                balanceAfter = try mapping.numberFormat.parseMoneyAllowingGrouping(cell(column), currency: currency)
            } catch {
                return fail(line: line, column: column, error.problem)
            }
        }
        let counterparty: String
        switch mapping.counterparty {
        case .columns(let columns): counterparty = columns.count == 1 ? cell(columns[0]) : joined(columns.map { cell($0) })
        case .byDirection(let outgoing, let incoming): counterparty = cell(amount.isNegative ? outgoing : incoming)
        }
        let iban = Self.compactUppercased(cell(mapping.counterpartyIBAN))
        mappedAny = true
        transactions.append(Transaction(
            line: line,
            bookingDate: bookingDate,
            valueDate: valueDate,
            amount: amount,
            counterparty: counterparty.isEmpty ? nil : counterparty,
            counterpartyIBAN: iban.isEmpty ? nil : iban,
            purpose: nonEmpty(mapping.purpose.count == 1 ? cell(mapping.purpose[0]) : joined(mapping.purpose.map { cell($0) })),
            reference: nonEmpty(cell(mapping.reference)),
            category: nonEmpty(cell(mapping.category)),
            balanceAfter: balanceAfter,
            rawFields: RawFields(columns: columns, values: cells)))
    }

    /// Makes room for `rows` transactions at once, so that a long statement's rows are not
    /// copied each time the array outgrows its room.
    package mutating func reserveCapacity(_ rows: Int) {
        transactions.reserveCapacity(rows)
    }

    /// Hands on the transactions mapped so far but the last, which a continuation row may
    /// still extend: a streaming read keeps no more than that in the mapper.
    /// The array left behind has room for `rows` more, the next batch's: grown row by row, it
    /// was copied nine times a batch.
    package mutating func takeFinishedTransactions(reservingFor rows: Int) -> [Transaction] {
        guard transactions.count > 1 else { return [] }
        let last = transactions.removeLast()
        defer {
            transactions = [last]
            transactions.reserveCapacity(rows + 1)
        }
        return transactions
    }

    /// Marks the transactions as changed by a later stage (filters, categories).
    package mutating func replaceTransactions(_ transactions: [Transaction]) {
        self.transactions = transactions
    }

    // MARK: - Rows that are not transactions

    private func isPending(_ text: String) -> Bool {
        var contiguous = text
        return contiguous.withUTF8(isPending(utf8:))
    }

    /// `isPending` of a cell's UTF-8 bytes; a cell with a digit (every date) is ruled out
    /// without a string when no pending value holds one.
    func isPending(utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !utf8.isEmpty, !pendingKeys.isEmpty, pendingKeysHoldDigits || !utf8.contains(where: Self.isASCIIDigit) else { return false }
        return pendingKeys.contains(String(decoding: utf8, as: UTF8.self).lowercased())
    }

    static func isASCIIDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Marks that say "not booked yet" in any cell, without a status column: only phrases no
    /// booking text is made of ("Offen" could be a purpose).
    static let unambiguousPendingMarks: Set<String> = ["vorgemerkt", "umsatz vorgemerkt", "pending", "noch nicht gebucht"]

    /// Whether `cell` lower-cased is one of `unambiguousPendingMarks`; an ASCII cell is
    /// compared byte by byte, other cells are lower-cased unless ruled out.
    static func isUnambiguousPendingMark(_ cell: String) -> Bool {
        var contiguous = cell
        if let answer = contiguous.withUTF8(isUnambiguousPendingMark(utf8:)) { return answer }
        return unambiguousPendingMarks.contains(cell.lowercased())
    }

    /// `isUnambiguousPendingMark` of a cell's UTF-8 bytes, or `nil` when only the cell
    /// lower-cased as a string can tell (a non-ASCII cell that may be a mark).
    static func isUnambiguousPendingMark(utf8: UnsafeBufferPointer<UInt8>) -> Bool? {
        // Asked of every cell of every row: most (dates, amounts, long texts) are ruled out by
        // their first byte and length. A cell lower-cased starts as a mark does only with the
        // same ASCII letter in either case: no mark starts with `k`, the one letter a non-ASCII
        // scalar (the Kelvin sign) lower-cases or decomposes to.
        guard let first = utf8.first, first | 0x20 >= 0x40, first | 0x20 < 0x80,
              pendingMarkFirstLetters >> (first | 0x20 - 0x40) & 1 == 1,
              pendingMarkByteCounts.contains(utf8.count)
        else { return false }
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return mayBeUnambiguousPendingMark(utf8) ? nil : false }
        return asciiPendingMarks.contains { mark in
            mark.count == utf8.count && zip(mark, utf8).allSatisfy { letter, byte in
                letter == (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
            }
        }
    }

    /// How many UTF-8 bytes a cell that lower-cases to a mark may have: as many as the mark, and
    /// two more for each `k` written as the Kelvin sign (three bytes).
    private static let pendingMarkByteCounts: ClosedRange<Int> = {
        let counts = unambiguousPendingMarks.map { ($0.utf8.count, $0.utf8.count + 2 * $0.utf8.filter { $0 == UInt8(ascii: "k") }.count) }
        return counts.map(\.0).min()!...counts.map(\.1).max()!
    }()

    /// The first letters of the marks (n, p, u, v) as bits of a mask over 0x40...0x7F: a
    /// constant, which a static made of the marks would not be (its first use is checked on
    /// every read). `pendingMarkFirstLettersOfTheMarks` is what it must equal.
    static let pendingMarkFirstLetters: UInt64 = 1 << (0x6E - 0x40) | 1 << (0x70 - 0x40) | 1 << (0x75 - 0x40) | 1 << (0x76 - 0x40)

    /// `pendingMarkFirstLetters` worked out from the marks, for a test.
    static var pendingMarkFirstLettersOfTheMarks: UInt64 {
        unambiguousPendingMarks.reduce(0) { $0 | 1 << ($1.utf8.first! - 0x40) }
    }

    /// The marks' bytes: they are lower-case ASCII.
    private static let asciiPendingMarks = unambiguousPendingMarks.map { Array($0.utf8) }

    /// The most scalars a mark has.
    private static let longestPendingMark = unambiguousPendingMarks.map(\.unicodeScalars.count).max()!

    /// `false` for a cell that cannot lower-case to a mark, found without lower-casing it. A
    /// mark holds only ASCII letters and spaces, and `==` compares canonical decompositions.
    /// Lower-casing never removes scalars and keeps an ASCII digit or punctuation mark, and no
    /// decomposition makes one, so a cell with more scalars than the longest mark or with such
    /// a character is none. A non-ASCII scalar lower-cases and decomposes to something with a
    /// non-ASCII scalar in it, except the Kelvin sign (U+212A, to `k`), so a cell with any
    /// other is none either.
    static func mayBeUnambiguousPendingMark(_ cell: String) -> Bool {
        var contiguous = cell
        return contiguous.withUTF8(mayBeUnambiguousPendingMark)
    }

    /// `mayBeUnambiguousPendingMark` of a cell's UTF-8 bytes, read in place: asked of every
    /// non-ASCII cell, where the string's own byte iterator cost more than the answer.
    private static func mayBeUnambiguousPendingMark(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var scalars = 0
        var bytes = utf8.makeIterator()
        while let byte = bytes.next() {
            if byte >= 0x80 {
                guard byte == 0xE2, bytes.next() == 0x84, bytes.next() == 0xAA else { return false }
            } else if byte != 0x20 && !(byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) {
                return false
            }
            scalars += 1
            if scalars > longestPendingMark { return false }
        }
        return true
    }

    /// The text without white space, upper case: how IBANs are compared. ASCII text, which
    /// IBANs are, is done byte by byte and comes back as it is when it needs no change.
    static func compactUppercased(_ text: String) -> String {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        var contiguous = text
        var isASCII = true
        let compacted = contiguous.withUTF8 { utf8 -> String? in
            guard utf8.allSatisfy({ $0 < 0x80 }) else {
                isASCII = false
                return nil
            }
            guard utf8.contains(where: { isSpace($0) || isLower($0) }) else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(utf8.count)
            for byte in utf8 where !isSpace(byte) {
                result.append(isLower(byte) ? byte - 0x20 : byte)
            }
            return String(decoding: result, as: UTF8.self)
        }
        if let compacted { return compacted }
        return isASCII ? text : text.filter { !$0.isWhitespace }.uppercased()
    }

    /// The label of a totals row (`Umsatztotal`, `Summe`, `Total`), which is neither a booking
    /// nor a balance.
    private func summaryLabel(_ cells: [String]) -> String? {
        let words = ["umsatztotal", "total", "totale", "summe", "gesamt", "umsatzsumme", "totaux", "totali"]
        // Only the start is lowered: the whole cell cost a copy of every long text.
        return cells.first { cell in
            let key = cell.prefix(Self.longestSummaryWord).lowercased()
            return words.contains { key.hasPrefix($0) }
        } ?? turnoverLabel(cells)
    }

    /// More characters than the longest of `summaryLabel`'s words has: a cell's start of that
    /// many lower-cased starts with a word when the whole cell lower-cased does.
    private static let longestSummaryWord = 16

    /// The amount a dateless row holds outside the mapped money columns: a single payment of
    /// the collective booking above (UBS's "Einzelbetrag", ZKB's "Betrag Detail"), which the
    /// bank books as one total. Only a cell that is a number with a decimal mark counts, so
    /// that references and years in continuation text do not.
    private func subAmount(_ cells: [String]) -> String? {
        let money = Set(mapping.amountColumns + [mapping.balance, mapping.fee].compactMap { $0 })
        // The mark is looked for in the bytes: a search by characters took a tenth of a
        // second per megabyte of a long continuation's text.
        let mark = mapping.numberFormat.decimalMark.rawValue.asciiValue!
        return cells.indices.lazy
            .filter { !money.contains($0) && cells[$0].utf8.contains(mark) }
            .first { (try? mapping.numberFormat.parse(cells[$0])) != nil }
            .map { cells[$0] }
    }

    /// The most UTF-8 bytes a purpose holds with the continuation rows merged into it. Banks
    /// write a few hundred at most; the limit bounds what a file of long lines that are not
    /// rows costs in memory and time.
    static let purposeByteLimit = 64 << 10

    /// Appends a text-only row to the purpose of the transaction above; `false` when there is
    /// none. A row that would make the purpose longer than `purposeByteLimit` is not merged
    /// but reported as a problem of its line, so that no text is dropped silently; the
    /// transaction's later continuation rows are not merged either (`purposeRefusal`), so
    /// that its purpose never skips a line.
    private mutating func mergeContinuation(_ cells: [String], line: Int) -> Bool {
        guard let last = transactions.indices.last else { return false }
        let purposeTexts = mapping.purpose.compactMap { $0 < cells.count ? cells[$0] : nil }.filter { !$0.isEmpty }
        let texts = purposeTexts.isEmpty ? cells.filter { !$0.isEmpty } : purposeTexts
        guard !texts.isEmpty else { return false }
        let bookingLine = transactions[last].line
        if let refusal = purposeRefusal, refusal.bookingLine == bookingLine {
            // One problem says it; the lines after it are listed, each with where it was said.
            skipped.append(SkippedLine(
                line: line, Problem(.skippedContinuationNotMerged, ["booking_line": .number(bookingLine), "refused_line": .number(refusal.line)])))
            return true
        }
        var purpose = transactions[last].purpose ?? ""
        let length = texts.reduce(purpose.utf8.count) { $0 + ($0 == 0 ? 0 : 1) + $1.utf8.count }
        guard length <= Self.purposeByteLimit else {
            purposeRefusal = (bookingLine, line)
            fail(line: line, column: nil, Problem(.continuationTooLong, [
                "booking_line": .number(bookingLine), "bytes": .number(length), "limit": .number(Self.purposeByteLimit),
            ]))
            return true
        }
        // The transaction lets go of its purpose first, so that the purpose is extended in
        // place: a new string each time copied the whole purpose for every merged line.
        transactions[last].purpose = nil
        for text in texts {
            if !purpose.isEmpty { purpose.append(" ") }
            purpose.append(text)
        }
        transactions[last].purpose = purpose
        transactions[last].mergedLines.append(line)
        skipped.append(SkippedLine(line: line, Problem(.skippedContinuation, ["booking_line": .number(bookingLine)])))
        return true
    }

    /// A dated row whose text is only a balance label (`01.03.2025;Anfangssaldo;;1'234.50`):
    /// a balance the bank states, not a booking. A bare `Saldo` counts only on a row that holds
    /// one amount (a booking with a running balance holds two), and opens the statement when no
    /// booking came before it.
    private func datedBalanceRow(_ cells: [String], line: Int) -> StatedBalance? {
        // Counted before they are collected: a booking has more than two texts, and is
        // ruled out without an array.
        func isText(_ index: Int) -> Bool { !(index < moneyColumns.count && moneyColumns[index]) && !cells[index].isEmpty }
        var textCount = 0
        for index in cells.indices where isText(index) {
            textCount += 1
            if textCount > 2 { break }
        }
        let strength: BalanceRowLabel.Strength
        if textCount <= 2, case let texts = cells.indices.filter(isText).map({ cells[$0] }), !texts.isEmpty,
           let label = BalanceRowLabel.strength(of: texts.joined(separator: " ")) {
            strength = label
        } else if let label = purposeLabel(cells) {
            // Swedbank's Baltic export writes its record type, the currency and a D/K mark
            // beside "Likutis pradžiai": the description alone names the end.
            strength = label
        } else {
            return nil
        }
        let filled = (mapping.amountColumns + [mapping.balance].compactMap { $0 }).filter { $0 < cells.count && !cells[$0].isEmpty }
        let kind: StatedBalance.Kind
        switch strength {
        case .opening: kind = .opening
        case .closing: kind = .closing
        case .either:
            guard filled.count == 1 else { return nil }
            kind = mappedAny ? .closing : .opening
        }
        guard let currency = currency({ index in index.flatMap { $0 < cells.count ? cells[$0] : nil } ?? "" }) else { return nil }
        for column in [mapping.balance].compactMap({ $0 }) + mapping.amountColumns where column < cells.count && !cells[column].isEmpty {
            if let amount = try? mapping.numberFormat.parseMoneyAllowingGrouping(cells[column], currency: currency) {
                let date = strength == .either ? try? mapping.dateFormat.parse(cell(cells, mapping.bookingDate)) : nil
                return StatedBalance(line: line, kind: kind, amount: amount, undecidedEndDate: date)
            }
        }
        return nil
    }

    private func cell(_ cells: [String], _ index: Int) -> String { index < cells.count ? cells[index] : "" }

    /// The most UTF-8 bytes of a description that `purposeLabel` and `turnoverLabel` read:
    /// labels are short, and a booking's text is not folded for nothing.
    static let purposeLabelLimit = 32

    /// Whether the row's counterparty columns are all empty, `isEmpty` telling it of a column
    /// (the row's strings, or its cells' bytes on the plain path); `false` without such columns.
    func counterpartyIsEmpty(_ isEmpty: (Int) -> Bool) -> Bool {
        guard case let .columns(parties) = mapping.counterparty else { return false }
        return parties.allSatisfy(isEmpty)
    }

    /// What the row's description says when it is nothing but an opening or closing balance
    /// label (`Likutis pradžiai`), with the counterparty empty.
    private func purposeLabel(_ cells: [String]) -> BalanceRowLabel.Strength? {
        (counterpartyIsEmpty({ cell(cells, $0).isEmpty }) ? describedColumns : []).lazy
            .map { self.cell(cells, $0) }
            .filter { !$0.isEmpty && $0.utf8.count <= Self.purposeLabelLimit }
            .compactMap { BalanceRowLabel.strength(of: $0) }
            .first { $0 != .either }
    }

    /// The turnover label of a row that adds up the period's debits or credits (`Apyvarta`,
    /// `Rulaj zi`), with the counterparty empty.
    private func turnoverLabel(_ cells: [String]) -> String? {
        (counterpartyIsEmpty({ cell(cells, $0).isEmpty }) ? describedColumns : []).lazy.map { self.cell(cells, $0) }
            .first { $0.utf8.count <= Self.purposeLabelLimit && BalanceRowLabel.isTurnover($0) }
    }

    /// A row that names a balance (`Saldo`, `Kontostand per 31.03.`, `Anfangssaldo`) and
    /// holds an amount.
    private func statedBalance(_ cells: [String], line: Int) -> StatedBalance? {
        // The amount first: most rows asked (continuation rows) hold none, and their text,
        // which a hostile file makes megabytes long, is then not searched at all.
        guard let currency = currency({ index in index.flatMap { $0 < cells.count ? cells[$0] : nil } ?? "" }) else { return nil }
        let candidates = ([mapping.balance] + mapping.amountColumns.map { Optional($0) }).compactMap { $0 }
        let amount = candidates.lazy
            .filter { $0 < cells.count && !cells[$0].isEmpty }
            .compactMap { try? mapping.numberFormat.parseMoneyAllowingGrouping(cells[$0], currency: currency) }
            .first
        guard let amount else { return nil }
        // A label starts its cell: only the cells' starts are lowered, since lowering a row's
        // whole text cost a tenth of a second for eight rows with a long unreadable cell.
        var words = cells.map { $0.prefix(BalanceRowLabel.labelByteLimit) }.joined(separator: " ").lowercased()
        let kind: StatedBalance.Kind? = words.withUTF8 { text in
            if Self.openingLabels.contains(where: text.containsBytes) { return .opening }
            if Self.closingLabels.contains(where: text.containsBytes) { return .closing }
            return nil
        }
        return kind.map { StatedBalance(line: line, kind: $0, amount: amount) }
    }

    /// The UTF-8 bytes of the labels that name an opening balance (`statedBalance`), each
    /// composed and decomposed (`ingående` and `inga\u{30A}ende`), as a row may write either.
    /// Searched as bytes: Foundation's `contains` took about a second per megabyte of text.
    private static let openingLabels = labelBytes(PreambleBalances.openingWords)
    private static let closingLabels = labelBytes(PreambleBalances.closingWords)

    private static func labelBytes(_ labels: [String]) -> [[UInt8]] {
        var forms: [[UInt8]] = []
        for label in labels {
            for form in [label, label.decomposedStringWithCanonicalMapping] where !forms.contains(Array(form.utf8)) {
                forms.append(Array(form.utf8))
            }
        }
        return forms
    }

    // MARK: - Values

    func currency(_ cell: (Int?) -> String) -> Currency? {
        switch mapping.currency {
        case .fixed(let currency): return currency
        case .column(let column):
            let code = cell(column)
            if let fallback = mapping.currencyWhenEmpty, code.allSatisfy(\.isWhitespace) { return fallback }
            return Currency(code: code)
        }
    }

    /// The signed amount; `.some(nil)` when the row has no amount at all, `nil` after a
    /// problem was reported.
    private mutating func readAmount(_ cell: (Int?) -> String, currency: Currency, line: Int) -> Money?? {
        func parse(_ column: Int) -> DecimalAmount?? {
            let text = cell(column)
            if text.isEmpty { return .some(nil) }
            do {
                return try mapping.numberFormat.parseAllowingGrouping(text)
            } catch {
                if let total = MultiAmountCell.total(of: text, format: mapping.numberFormat) {
                    multiAmountCells.record(line: line, text: text)
                    return total
                }
                fail(line: line, column: column, error.problem)
                return nil
            }
        }
        var value: DecimalAmount
        switch mapping.amount {
        case .single(let column):
            guard let parsed = parse(column) else { return nil }
            guard let parsed else { return .some(nil) }
            value = parsed
        case .debitCredit(let debitColumn, let creditColumn):
            guard let debit = parse(debitColumn), let credit = parse(creditColumn) else { return nil }
            let debitValue = debit.flatMap { $0.isZero ? nil : $0 }
            let creditValue = credit.flatMap { $0.isZero ? nil : $0 }
            switch (debitValue, creditValue) {
            case (nil, nil):
                if let zero = debit ?? credit { value = zero } else { return .some(nil) }
            case (let debit?, nil): value = debit.withSign(negative: true)
            case (nil, let credit?): value = credit.withSign(negative: false)
            case (let debit?, let credit?):
                var data = Problem.column("debit_column", number: debitColumn + 1, name: columnNames[debitColumn])
                data.merge(Problem.column("credit_column", number: creditColumn + 1, name: columnNames[creditColumn])) { $1 }
                data.merge(["debit": .text(debit.description), "credit": .text(credit.description)]) { $1 }
                fail(line: line, column: debitColumn, Problem(.debitAndCredit, data))
                return nil
            }
        case .flagged(let column, let flagColumn, let debitValues, let creditValues):
            guard let parsed = parse(column) else { return nil }
            guard let parsed else { return .some(nil) }
            guard let debit = Self.marksDebit(cell(flagColumn), debitValues: debitValues, creditValues: creditValues) else {
                fail(line: line, column: flagColumn, Problem(.notADebitCreditMark, [
                    "cell": .text(cell(flagColumn)), "marks": .list(debitValues + creditValues),
                ]))
                return nil
            }
            value = parsed.withSign(negative: debit)
        }
        if mapping.signRule == .inverted { value = DecimalAmount(significand: -value.significand, scale: value.scale) }
        do {
            return try Money(exactly: value, currency: currency)
        } catch {
            fail(line: line, column: mapping.amountColumns[0], error.problem)
            return nil
        }
    }

    /// Whether a debit/credit flag marks a debit (`true`) or a credit (`false`), in any letter
    /// case; `nil` when it is neither.
    static func marksDebit(_ flag: String, debitValues: [String], creditValues: [String]) -> Bool? {
        let flag = flag.lowercased()
        if debitValues.contains(where: { $0.lowercased() == flag }) { return true }
        if creditValues.contains(where: { $0.lowercased() == flag }) { return false }
        return nil
    }

    /// Reports the row as unreadable: `reason` is the row's problem, or its cell's when `column` is given.
    /// - Parameter skippedAs: The skipped line's problem, given the column's name, where it has a code of its own.
    private mutating func fail(line: Int, column: Int?, _ reason: Problem, skippedAs typed: ((String) -> Problem)? = nil) {
        let name = column.map { $0 < columnNames.count ? columnNames[$0] : Self.unnamedColumnName($0) }
        guard let column, let name else {
            problems.append(MappingProblem(line: line, problem: reason))
            var skippedReason = reason
            skippedReason.code = .skippedUnreadableRow
            skippedReason.data["reason_key"] = .text(reason.code.rawValue)
            skipped.append(SkippedLine(line: line, skippedReason))
            return
        }
        var cellReason = reason
        cellReason.code = .unreadableCell
        cellReason.data.merge(["column": .number(column + 1), "column_name": .text(name), "reason_key": .text(reason.code.rawValue)]) { $1 }
        problems.append(MappingProblem(line: line, column: column, columnName: name, problem: cellReason))
        var skippedReason = cellReason
        skippedReason.code = .skippedUnreadableCell
        skipped.append(SkippedLine(line: line, typed?(name) ?? skippedReason))
    }

    /// The texts that are not empty, one space between them. Made in one allocation of the
    /// right size: appending them grew the string once or twice on every row.
    private func joined(_ texts: [String]) -> String {
        if texts.count == 1 { return texts[0] }
        var length = -1
        var filled = 0
        var only = ""
        for text in texts where !text.isEmpty {
            length += text.utf8.count + 1
            filled += 1
            only = text
        }
        if filled <= 1 { return only }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = 0
            for text in texts where !text.isEmpty {
                if end > 0 {
                    buffer[end] = 0x20
                    end += 1
                }
                end = buffer[end...].initialize(fromContentsOf: text.utf8)
            }
            return end
        }
    }

    func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    private static func widestColumn(of mapping: ColumnMapping) -> Int {
        var columns = [mapping.bookingDate] + mapping.amountColumns + mapping.purpose
        columns += [mapping.valueDate, mapping.counterpartyIBAN, mapping.reference, mapping.category, mapping.balance, mapping.status, mapping.fee].compactMap { $0 }
        if case .column(let column) = mapping.currency { columns.append(column) }
        switch mapping.counterparty {
        case .columns(let list): columns += list
        case .byDirection(let outgoing, let incoming): columns += [outgoing, incoming]
        }
        if case .flagged(_, let flag, _, _) = mapping.amount { columns.append(flag) }
        return columns.max() ?? 0
    }
}
