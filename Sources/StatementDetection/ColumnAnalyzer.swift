import CSVCore
import Foundation
import ImportWords
import StatementValues

/// Decides what each column of a table holds (its type) and means (its role), from the header
/// names where there are some, and from the values where names are missing or unknown.
///
/// Names are trusted only when the values agree: a column named `Valuta` is a value date
/// when it holds dates and a currency when it holds `CHF`. Without a usable name, the first
/// date column is the booking date and the second the value date, an IBAN-shaped column is the
/// counterparty's IBAN, a column of ISO 4217 codes is the currency, an amount column whose
/// values chain with another amount column's (balance before + amount = balance after) is the
/// running balance, a column of debit and credit marks gives the amount its direction, and in
/// a file without any header the longest text is the purpose.
package enum ColumnAnalyzer {
    struct Analysis {
        var columns: [StatementFormat.Column]
        var decimalSeparator: String?
        var thousandsSeparator: String?
        var dateFormat: String?
        var ambiguities: [Ambiguity]
        /// The account's IBAN, when a column repeats it on every row.
        var accountIBAN: String?
        /// What decided something the values alone did not (the date order by the rows' order).
        var notes: [Problem] = []
        /// The one currency the currency column holds on every row that names one.
        var currencyInColumn: Currency?
        /// The one currency every cell of the money columns names beside its number.
        var currencyInAmounts: Currency?
        /// What the rules of issue 32 decided, as typed problems.
        var decided: [Problem] = []

        var hasDateAndAmount: Bool {
            let roles = Set(columns.compactMap(\.role))
            return roles.contains(.bookingDate)
                && (roles.contains(.amount) || (roles.contains(.debit) && roles.contains(.credit)))
        }
    }

    /// The most values per column that detection looks at.
    static let valueLimit = 400

    /// - Parameter isComplete: whether `data` holds every record of the file (a short file).
    static func analyze(header: [ByteRecord], data: [ByteRecord], width: Int, isComplete: Bool = false) -> Analysis {
        let names = headerNames(header, width: width)
        var ambiguities: [Ambiguity] = []
        var columns: [StatementFormat.Column] = []
        var numberDetections: [Int: NumberFormatDetection] = [:]
        var dateDetections: [Int: DateFormatDetection] = [:]
        var values: [[String]] = []

        let sparse = sparseRows(data.prefix(valueLimit))
        for index in 0..<width {
            let cells = data.prefix(valueLimit).map { index < $0.count ? String(decoding: $0[index], as: UTF8.self) : "" }
            values.append(cells)
            let nonEmpty = cells.filter(holdsMoreThanWhitespace)
            var column = StatementFormat.Column(index: index, name: names[index], role: nil, type: .text)
            if nonEmpty.isEmpty {
                column.type = .empty
            } else if NumberFormatDetector.isIdentifierColumn(nonEmpty) {
                column.type = nonEmpty.contains(where: NumberFormatDetector.isIBANLike) ? .iban : .number
            } else {
                var dates = DateFormatDetector.detect(nonEmpty, column: index)
                if dates.coverage < 0.8, !sparse.isEmpty {
                    // The purpose's further lines of a record split over several rows may sit
                    // in the date's column (Raiffeisen): the dates are those of the full rows.
                    let full = cells.indices.filter { !sparse.contains($0) }.map { cells[$0] }.filter(holdsMoreThanWhitespace)
                    let fullDates = DateFormatDetector.detect(full, column: index)
                    if fullDates.readCount > 0 && fullDates.coverage >= 0.8 { dates = fullDates }
                }
                let numbers = NumberFormatDetector.detect(nonEmpty, column: index)
                if dates.readCount > 0 && dates.coverage >= 0.8 {
                    column.type = .date
                    column.dateFormat = dates.candidates.first
                    dateDetections[index] = dates
                } else if numbers.readCount > 0 && numbers.amountLikeness >= 0.8 {
                    let hasFraction = nonEmpty.contains { $0.contains(",") || $0.contains(".") }
                    column.type = hasFraction || numbers.candidates.count > 0 && nonEmpty.contains(where: { $0.hasPrefix("-") }) ? .amount : .number
                    column.numberFormat = numbers.candidates.first
                    numberDetections[index] = numbers
                }
            }
            columns.append(column)
        }

        assignRolesByName(&columns)
        // A column named like the currency that holds no ISO 4217 codes (`Whrg.` with `ANT` on
        // every row of an anonymised export) says nothing about the currency.
        for index in columns.indices where columns[index].role == .currency && !holdsCurrencyCodes(values[index]) {
            columns[index].role = nil
        }
        // A column named IBAN that repeats one value on every row is the account's own.
        for index in columns.indices where columns[index].role == .counterpartyIBAN && isConstant(values[index])
            && values[index].count >= 3 && isGenericAccountName(columns[index].name) {
            columns[index].role = nil
        }
        var notes = bookingDateThatVaries(&columns, values: values)
        notes += completeBookingDate(&columns, values: values)
        notes += assignRolesByContent(&columns, values: values, numberFormats: numberDetections)
        if isComplete, let twins = twinAmounts(columns, values: values, numberFormats: numberDetections) {
            columns[twins.first].role = .amount
            notes.append(twinAmountsNote(columns, twins))
        }
        // A balance named as such that stands before each transaction is no balance after it.
        if let balance = columns.firstIndex(where: { $0.role == .balance }), let amount = columns.firstIndex(where: { $0.role == .amount }),
           let dates = bookingDates(columns, values),
           let balanceFormat = numberDetections[balance]?.candidates.first, let amountFormat = numberDetections[amount]?.candidates.first,
           standsBefore(values[balance].map { try? balanceFormat.parse($0) }, values[amount].map { try? amountFormat.parse($0) }, dates: dates) {
            columns[balance].role = nil
            notes.append(balanceBeforeNote(amount: amount, balance: balance))
        }
        // Beside debit and credit columns, an amount column that never shows a minus says
        // nothing about direction (UBS card exports: "Montant" positive, "Débit" / "Crédit"
        // telling which; PostFinance's "Importo" filled on one row of 57): debit and credit win.
        if let amount = columns.firstIndex(where: { $0.role == .amount }),
           columns.contains(where: { $0.role == .debit }), columns.contains(where: { $0.role == .credit }),
           !showsMinus(values[amount]) {
            columns[amount].role = nil
        }
        var decided: [Problem] = []
        if let fee = columns.firstIndex(where: { $0.role == .fee }),
           !balanceShowsFee(columns, values: values, numberFormats: numberDetections, fee: fee) {
            if let onTop = feeOnTopByName(columns, values: values, numberFormats: numberDetections, fee: fee) {
                decided.append(onTop)
            } else {
                columns[fee].role = nil
                if let note = unprovenFeeNote(columns, values: values, numberFormats: numberDetections, fee: fee) { notes.append(note) }
            }
        }
        // A statement that dates its bookings by value date only (UBS's French export has just
        // "Date de valeur") books them on that date.
        if !columns.contains(where: { $0.role == .bookingDate }), let valueDate = columns.firstIndex(where: { $0.role == .valueDate }) {
            columns[valueDate].role = .bookingDate
        }

        // The file's number format: that of its money columns, which must agree.
        let moneyRoles: Set<ColumnRole> = [.amount, .debit, .credit, .balance]
        let moneyColumns = columns.filter { $0.role.map(moneyRoles.contains) ?? false }
        var decimalSeparator: String?
        var thousandsSeparator: String?
        var moneyDetections = moneyColumns.compactMap { numberDetections[$0.index] }
        if settledNumberFormat(moneyDetections) == nil {
            // No column read as money settles it (no names, roles undecided): the file's other
            // columns of amounts do, when they agree, for a file writes one decimal mark.
            let amounts = columns.filter { $0.type == .amount }.compactMap { numberDetections[$0.index] }
            let marks = Set(amounts.compactMap { $0.format?.decimalMark })
            if marks.count == 1 { moneyDetections = amounts }
        }
        if let format = settledNumberFormat(moneyDetections) {
            // A money column whose own cells leave the mark open (pesos: '12.500') reads with
            // the mark the others settle, for a file writes one decimal mark ('1.250.000').
            for column in moneyColumns {
                guard let detection = numberDetections[column.index], detection.ambiguity != nil,
                      let fitting = detection.candidates.first(where: { $0.decimalMark == format.decimalMark }) else { continue }
                columns[column.index].numberFormat = fitting
            }
            if let reason = moneyDetections.lazy.compactMap(\.decidedBy).first { notes.append(reason) }
            if let note = moneyDetections.lazy.compactMap(\.groupingNote).first { notes.append(note) }
            decimalSeparator = String(format.decimalMark.rawValue)
            thousandsSeparator = format.grouping.map { String($0.rawValue) }
        } else if let ambiguity = combinedNumberAmbiguity(moneyDetections) {
            // Whole numbers only, in a file read whole: both marks read every amount alike, so
            // the mark does not matter for this file (a longer file's unread middle might show one).
            let money = moneyColumns.map(\.index)
            let alike = money.map { formatReadingAlike(values[$0], numberDetections[$0]) }
            if isComplete, !money.isEmpty, alike.allSatisfy({ $0 != nil }) {
                for (index, format) in zip(money, alike) { columns[index].numberFormat = format }
                decimalSeparator = "."
                thousandsSeparator = alike.lazy.compactMap { $0?.grouping }.first.map { String($0.rawValue) }
                notes.append(Problem(.wholeAmountsEitherMark))
            } else {
                ambiguities.append(ambiguity)
            }
        }

        // The file's date format: the booking date's, or the first date column's.
        var dateFormat: String?
        let dateColumn = columns.first { $0.role == .bookingDate } ?? columns.first { $0.type == .date }
        if let dateColumn, let detection = dateDetections[dateColumn.index] {
            let valueColumn = columns.first { $0.role == .valueDate && $0.index != dateColumn.index }
            if let format = detection.format {
                dateFormat = format.pattern
            } else if let decision = DateOrderEvidence.decide(
                candidates: detection.candidates, booking: values[dateColumn.index], value: valueColumn.map { values[$0.index] }) {
                dateFormat = decision.format.pattern
                notes.append(decision.note)
                settleDateOrder(&columns, to: decision.format, among: detection.candidates, detections: dateDetections)
            } else if let ambiguity = detection.ambiguity {
                ambiguities.append(ambiguity)
            }
        }
        return Analysis(
            columns: columns, decimalSeparator: decimalSeparator, thousandsSeparator: thousandsSeparator,
            dateFormat: dateFormat, ambiguities: ambiguities, accountIBAN: accountIBAN(columns: columns, values: values),
            notes: notes, currencyInColumn: columns.first { $0.role == .currency }.flatMap { column in
                let codes = Set(values[column.index].map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
                return codes.count == 1 ? Currency(code: codes.first!) : nil
            },
            currencyInAmounts: CurrencyHint.currency(
                amountCells: columns.filter { $0.role.map(moneyRoles.contains) ?? false }.flatMap { values[$0.index] }),
            decided: decided)
    }

    /// The rows that fill at most a third of the cells the fullest rows fill (and one at
    /// most when those fill three or four): the further lines of a record split over rows.
    static func sparseRows(_ rows: some Collection<ByteRecord>) -> Set<Int> {
        let filled = rows.map { record in (0..<record.count).count { !record[$0].allSatisfy { $0 == 0x20 || $0 == 0x09 } } }
        guard let fullest = filled.max(), fullest >= 3 else { return [] }
        let limit = max(1, fullest / 3)
        return Set(filled.indices.filter { filled[$0] <= limit })
    }

    /// Gives every date column that was undecided between the same candidates the order the
    /// evidence settled.
    static func settleDateOrder(
        _ columns: inout [StatementFormat.Column], to format: DateFormat, among candidates: [DateFormat],
        detections: [Int: DateFormatDetection]
    ) {
        for index in columns.indices where columns[index].type == .date {
            guard let detection = detections[index], detection.format == nil, detection.candidates.count == candidates.count else { continue }
            let picked = detection.candidates.first { $0.pattern.first == format.pattern.first } ?? format
            columns[index].dateFormat = picked
        }
    }

    /// Whether `cell` trimmed of `.whitespaces` (tab and the space separators) is not empty:
    /// at once when it has an ASCII byte other than space and tab, as almost every cell has.
    static func holdsMoreThanWhitespace(_ cell: String) -> Bool {
        cell.utf8.contains { $0 < 0x80 && $0 != 0x20 && $0 != 0x09 } || !cell.trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// One name per column; a multi-line header's lines are joined with a space.
    static func headerNames(_ header: [ByteRecord], width: Int) -> [String?] {
        (0..<width).map { index in
            let parts = header.compactMap { record -> String? in
                guard index < record.count else { return nil }
                let text = String(decoding: record[index], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                return text.isEmpty ? nil : text
            }
            return parts.isEmpty ? (header.isEmpty ? nil : "") : joinedHeaderParts(parts)
        }
    }

    /// Which types a role accepts.
    static func accepts(_ role: ColumnRole, type: ColumnKind) -> Bool {
        switch role {
        case .bookingDate, .valueDate: type == .date
        // A debit or credit column can be empty in a sample with money going one way only;
        // an amount column that holds nothing is not the amount.
        case .amount: type == .amount || type == .number
        case .debit, .credit, .balance, .fee: type == .amount || type == .number || type == .empty
        case .currency: type == .text
        case .counterpartyIBAN: type == .iban || type == .text || type == .number || type == .empty
        case .debitCreditFlag: type == .text
        case .counterparty, .purpose, .reference, .category: type != .date
        }
    }

    /// A column that holds one and the same value on every row (the account's own IBAN,
    /// repeated by Raiffeisen on each line).
    static func isConstant(_ cells: [String]) -> Bool {
        guard cells.count >= 2 else { return false }
        // The one value trimmed so far; a cell equal to the one before it trims alike.
        var value: String?
        var previous: String?
        for cell in cells where cell != previous {
            previous = cell
            let trimmed = cell.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            if let value, value != trimmed { return false }
            value = trimmed
        }
        return value != nil
    }

    /// A name that could be the account's own number as well as the counterparty's.
    static func isGenericAccountName(_ name: String?) -> Bool {
        guard let name else { return true }
        return ["iban", "konto", "account", "kontonummer", "iban kontonummer", "kontonummer iban", "account iban", "auftragskonto"]
            .contains(ColumnRoleVocabulary.normalizedHeader(name))
    }

    /// The account's IBAN when one column repeats it on every row.
    static func accountIBAN(columns: [StatementFormat.Column], values: [[String]]) -> String? {
        for column in columns where column.type == .iban && column.role == nil && isConstant(values[column.index])
            && values[column.index].count >= 3 {
            if let iban = values[column.index].lazy.compactMap(IBAN.normalized).first { return iban }
        }
        return nil
    }

    /// A column that holds one date on every row is the statement's date (when it was made,
    /// the period's first or last day: UBS's `Data di valutazione`, `Data dal`, `Data al`), not
    /// the bookings': another column named as a date the bookings have dates them, the one
    /// named most surely as the booking date first.
    ///
    /// - Returns: the note that says which column dates the rows and why, when it changed.
    static func bookingDateThatVaries(_ columns: inout [StatementFormat.Column], values: [[String]]) -> [Problem] {
        func holdsOneDate(_ index: Int) -> Bool {
            values[index].count(where: holdsMoreThanWhitespace) >= 3 && isConstant(values[index])
        }
        guard let constant = columns.firstIndex(where: { $0.role == .bookingDate }), holdsOneDate(constant) else { return [] }
        func strength(_ index: Int) -> Double {
            guard let match = columns[index].name.flatMap(ColumnRoleVocabulary.role(forHeader:)), match.role == .bookingDate else { return 0 }
            return match.strength
        }
        let candidates = columns.indices.filter { index in
            index != constant && columns[index].type == .date && columns[index].role == nil && strength(index) > 0
                && !holdsOneDate(index)
        }
        // The strongest name; of equally strong ones, the first column.
        guard let varying = candidates.max(by: { strength($0) < strength($1) || (strength($0) == strength($1) && $0 > $1) }) else {
            return []
        }
        columns[varying].role = .bookingDate
        columns[constant].role = nil
        return [Problem(
            .bookingDateVaries,
            Problem.column("booking_column", number: varying + 1, name: columns[varying].name).merging(
                Problem.column("constant_column", number: constant + 1, name: columns[constant].name)) { $1 })]
    }

    /// Of two columns both named as the booking date, the one that dates every row: UBS
    /// leaves `Buchungsdatum` empty on card payments not yet booked, which its running balance
    /// already counts, while `Abschlussdatum` (the trade date) dates them all. The name that
    /// usually wins would leave those rows undated. Without a running balance nothing says
    /// that the undated rows count (a card statement's `Ecriture` is empty on purchases still
    /// pending): they stay undated.
    ///
    /// - Returns: the note that says which column dates the rows and why, when it changed.
    static func completeBookingDate(_ columns: inout [StatementFormat.Column], values: [[String]]) -> [Problem] {
        guard let named = columns.firstIndex(where: { $0.role == .bookingDate }),
              columns.contains(where: { $0.role == .balance }) else { return [] }
        func gaps(_ index: Int) -> Int { values[index].count { !holdsMoreThanWhitespace($0) } }
        let namedGaps = gaps(named)
        guard namedGaps > 0 else { return [] }
        let better = columns.indices.filter { index in
            index != named && columns[index].type == .date && columns[index].role == nil
                && columns[index].name.flatMap(ColumnRoleVocabulary.role(forHeader:)).map { $0.role == .bookingDate } == true
                && gaps(index) < namedGaps
        }.min { gaps($0) < gaps($1) }
        guard let better else { return [] }
        columns[better].role = .bookingDate
        columns[named].role = nil
        let emptyRows = namedGaps - gaps(better)
        return [Problem(
            .bookingDateCompleted,
            Problem.column("booking_column", number: better + 1, name: columns[better].name)
                .merging(Problem.column("named_column", number: named + 1, name: columns[named].name)) { $1 }
                .merging(["count": .number(emptyRows)]) { $1 })]
    }

    static func assignRolesByName(_ columns: inout [StatementFormat.Column]) {
        var strengths: [ColumnRole: (index: Int, strength: Double)] = [:]
        for column in columns {
            guard let name = column.name, var match = ColumnRoleVocabulary.role(forHeader: name) else { continue }
            // "Valuta" is a value date in German and a currency in Italian: the values decide.
            if match.role == .valueDate && column.type == .text { match.role = .currency }
            guard accepts(match.role, type: column.type) else { continue }
            // Purpose and counterparty may span columns: several purpose lines, or a payer and
            // a payee column (read by direction later).
            if match.role == .purpose || match.role == .counterparty {
                columns[column.index].role = match.role
                continue
            }
            // A singular role goes to the strongest name; on equal strength, the first column.
            // An empty column loses a role to a filled one of the same name strength or less.
            if let taken = strengths[match.role], taken.strength >= match.strength,
               !(columns[taken.index].type == .empty && column.type != .empty) { continue }
            if let taken = strengths[match.role] { columns[taken.index].role = nil }
            strengths[match.role] = (column.index, match.strength)
            columns[column.index].role = match.role
        }
        // Debit and credit named exactly win over an amount found by one word of a longer
        // name ("Sous-montant", "Betrag Detail"): those are sub-amounts of collective bookings.
        if let amount = strengths[.amount], amount.strength < 0.9,
           let debit = strengths[.debit], debit.strength > 0.9, let credit = strengths[.credit], credit.strength > 0.9 {
            columns[amount.index].role = nil
        }
    }

    /// Returns what decided a role that names alone did not, for the output.
    @discardableResult
    static func assignRolesByContent(
        _ columns: inout [StatementFormat.Column], values: [[String]], numberFormats: [Int: NumberFormatDetection]
    ) -> [Problem] {
        var notes: [Problem] = []
        var taken = Set(columns.compactMap(\.role))
        for index in columns.indices where isAllZero(values[index], numberFormats[index]) {
            columns[index].holdsOnlyZeros = true
        }
        for index in columns.indices where columns[index].role == nil {
            let column = columns[index]
            if column.type == .date {
                for role in [ColumnRole.bookingDate, .valueDate] where !taken.contains(role) {
                    columns[index].role = role
                    taken.insert(role)
                    break
                }
            } else if column.type == .iban, !taken.contains(.counterpartyIBAN),
                      !(isConstant(values[index]) && values[index].count >= 3) {
                columns[index].role = .counterpartyIBAN
                taken.insert(.counterpartyIBAN)
            }
        }
        // A text column of ISO 4217 codes only is the currency, named or not ("EUR" on each
        // line of Austrian exports that have no header).
        if !taken.contains(.currency),
           let index = columns.indices.first(where: { columns[$0].role == nil && isCurrencyColumn(columns[$0], values[$0]) }) {
            columns[index].role = .currency
            taken.insert(.currency)
        }
        // A file without a header: its longest text with letters is what the booking is about.
        if columns.allSatisfy({ $0.name == nil }), !taken.contains(.purpose), !taken.contains(.counterparty),
           let index = longestProse(columns, values: values) {
            columns[index].role = .purpose
            taken.insert(.purpose)
        }
        // Without names: of two amount columns, the one whose values chain with the other's
        // (balance before + amount = balance after) is the running balance.
        if !taken.contains(.amount) && !taken.contains(.debit) && !taken.contains(.balance) {
            let candidates = columns.indices.filter { columns[$0].role == nil && columns[$0].type == .amount }
            search: for amount in candidates {
                for balance in candidates where balance != amount {
                    if chainsUnderOneMark(balances: values[balance], numberFormats[balance], amounts: values[amount], numberFormats[amount]) {
                        columns[amount].role = .amount
                        columns[balance].role = .balance
                        taken.formUnion([.amount, .balance])
                        break search
                    }
                }
            }
        }
        // Nor as a balance after: ASN writes the balance BEFORE each transaction (balance +
        // amount = the next row's balance). That proves the amount column too; the balance is
        // left unmapped, as it is no balance after the row to check.
        if !taken.contains(.amount) && !taken.contains(.debit) && !taken.contains(.balance), let dates = bookingDates(columns, values) {
            let candidates = columns.indices.filter { columns[$0].role == nil && columns[$0].type == .amount }
            search: for amount in candidates {
                for balance in candidates where balance != amount {
                    guard let amountFormat = numberFormats[amount]?.candidates.first,
                          let balanceFormat = numberFormats[balance]?.candidates.first else { continue }
                    if standsBefore(values[balance].map { try? balanceFormat.parse($0) }, values[amount].map { try? amountFormat.parse($0) }, dates: dates) {
                        columns[amount].role = .amount
                        taken.insert(.amount)
                        notes.append(balanceBeforeNote(amount: amount, balance: balance))
                        break search
                    }
                }
            }
        }
        // A running balance: an amount column that chains with the amount column.
        let amountColumn = columns.first { $0.role == .amount }
        if !taken.contains(.balance), let amountColumn, let amountFormat = numberFormats[amountColumn.index]?.candidates.first {
            for index in columns.indices where columns[index].role == nil && columns[index].type == .amount {
                guard let format = numberFormats[index]?.candidates.first else { continue }
                if chains(balances: values[index], format: format, amounts: values[amountColumn.index], amountFormat: amountFormat) {
                    columns[index].role = .balance
                    taken.insert(.balance)
                    break
                }
            }
        }
        // A column of zeros only is never the amount (a fee column that is 0.00 on every row
        // beside the real amount): the one other column of amounts is.
        if let amount = columns.firstIndex(where: { $0.role == .amount }), columns[amount].holdsOnlyZeros {
            let others = columns.indices.filter {
                columns[$0].role == nil && columns[$0].type == .amount && !columns[$0].holdsOnlyZeros
            }
            // With several others, none is proven the amount: reading every row as 0.00 would
            // be wrong with nothing said, so the amount stays unmapped and the file is refused
            // with its columns listed.
            columns[amount].role = nil
            if others.count == 1 { columns[others[0]].role = .amount }
        }
        // Nor is such a column the running balance: a balance of 0.00 on every row "chains"
        // with amounts of 0.00 and would prove a wrong reading.
        if let balance = columns.firstIndex(where: { $0.role == .balance }), columns[balance].holdsOnlyZeros {
            columns[balance].role = nil
        }
        func column(_ key: String, _ index: Int) -> [String: WordValue] {
            Problem.column(key, number: index + 1, name: columns[index].name)
        }
        // Two columns of unsigned amounts, one filled where the other is empty, beside a running
        // balance: the balance proves which is money leaving and which money coming in
        // (headerless files, and names whose accents were lost upstream: `D\u{FFFD}bit`).
        if !taken.contains(.amount) && !taken.contains(.debit) && !taken.contains(.credit),
           let proven = debitCreditByBalance(columns, values: values, numberFormats: numberFormats) {
            columns[proven.debit].role = .debit
            columns[proven.credit].role = .credit
            columns[proven.balance].role = .balance
            taken.formUnion([.debit, .credit, .balance])
            notes.append(Problem(.debitCreditProvenByBalance, column("debit_column", proven.debit)
                .merging(column("credit_column", proven.credit)) { $1 }.merging(column("balance_column", proven.balance)) { $1 }))
        }
        // Two columns of unsigned amounts beside a direction column (Triodos without a header:
        // the amount, `Debet`/`Credit`, the balance after): the one that, signed by the
        // direction, makes the other chain is the amount, the other the running balance.
        if !taken.contains(.amount) && !taken.contains(.debit) && !taken.contains(.credit) && !taken.contains(.balance),
           let proven = amountByDirectionAndBalance(columns, values: values, numberFormats: numberFormats) {
            columns[proven.amount].role = .amount
            columns[proven.balance].role = .balance
            columns[proven.direction].role = .debitCreditFlag
            taken.formUnion([.amount, .balance, .debitCreditFlag])
            notes.append(Problem(.amountsProvenByDirectionAndBalance, column("amount_column", proven.amount)
                .merging(column("direction_column", proven.direction)) { $1 }.merging(column("balance_column", proven.balance)) { $1 }))
        }
        if !taken.contains(.amount) && !taken.contains(.debit) && !taken.contains(.credit),
           let signed = onlySignedAmount(columns, values: values) {
            columns[signed.amount].role = .amount
            taken.insert(.amount)
            notes.append(signedAmountNote(columns, amount: signed.amount, others: signed.others))
        }
        // One unnamed amount column and no amount role: it is the amount. A column of zeros
        // only (a fee that is 0.00 on every row) is not counted.
        let unassignedAmounts = columns.indices.filter {
            columns[$0].role == nil && columns[$0].type == .amount && !columns[$0].holdsOnlyZeros
        }
        if !taken.contains(.amount) && !taken.contains(.debit) && !taken.contains(.credit), unassignedAmounts.count == 1 {
            columns[unassignedAmounts[0]].role = .amount
            taken.insert(.amount)
        }
        // A text column of nothing but debit and credit marks, both kinds present (ING's
        // "Af"/"Bij", "S"/"H"), gives unsigned amounts their direction. Signed amounts have one.
        if let amount = columns.firstIndex(where: { $0.role == .amount }), !taken.contains(.debitCreditFlag),
           !showsMinus(values[amount]) {
            if let index = columns.indices.first(where: { columns[$0].role == nil && isDirectionColumn(columns[$0], values[$0]) }) {
                columns[index].role = .debitCreditFlag
            } else if let learned = directionByBalance(columns, values: values, numberFormats: numberFormats, amount: amount) {
                columns[learned.column].role = .debitCreditFlag
                columns[learned.column].directionMarks = learned.marks
                notes.append(Problem(
                    .directionMarksProvenByBalance,
                    column("direction_column", learned.column).merging(column("balance_column", learned.balance)) { $1 }
                        .merging(["debit": .text(learned.marks.debit), "credit": .text(learned.marks.credit)]) { $1 }))
            }
        }
        return notes
    }

    /// The debit, credit and balance columns among the unassigned columns of amounts whose
    /// reading alone makes the balance chain (balance after = balance before + credit − debit),
    /// when exactly one assignment does.
    static func debitCreditByBalance(
        _ columns: [StatementFormat.Column], values: [[String]], numberFormats: [Int: NumberFormatDetection]
    ) -> (debit: Int, credit: Int, balance: Int)? {
        let candidates = columns.indices.filter {
            columns[$0].role == nil && (columns[$0].type == .amount || columns[$0].type == .number)
                && numberFormats[$0]?.candidates.first != nil
        }
        guard candidates.count >= 3, candidates.count <= 6 else { return nil }
        // Each column parsed once for all the assignments tried; an empty cell is no amount
        // (zero) and no balance (unknown: the next stated balance carries its row's amount).
        var amounts: [Int: [DecimalAmount?]] = [:]
        var balances: [Int: [DecimalAmount?]] = [:]
        for index in candidates {
            let format = numberFormats[index]!.candidates.first!
            balances[index] = values[index].map {
                $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : try? format.parse($0)
            }
            amounts[index] = zip(values[index], balances[index]!).map { text, parsed in
                text.trimmingCharacters(in: .whitespaces).isEmpty ? DecimalAmount(significand: 0, scale: 0) : parsed
            }
        }
        var found: [(Int, Int, Int)] = []
        for debit in candidates {
            for credit in candidates where credit != debit {
                // Either column holds an amount on a row, rarely both: that is what debit and
                // credit look like (SunTrust writes 0 in the other one).
                let both = zip(amounts[debit]!, amounts[credit]!).filter { $0.0?.significand != 0 && $0.1?.significand != 0 }.count
                guard both * 5 <= values[debit].count else { continue }
                let net: [DecimalAmount?] = zip(amounts[debit]!, amounts[credit]!).map { pair in
                    guard let d = pair.0, let c = pair.1 else { return nil }
                    return sum(c.withSign(negative: false), d.withSign(negative: true))
                }
                for balance in candidates where balance != debit && balance != credit {
                    if chains(balances[balance]!, net) { found.append((debit, credit, balance)) }
                }
            }
        }
        guard found.count == 1 else { return nil }
        return (found[0].0, found[0].1, found[0].2)
    }

    /// Whether every filled cell reads as zero (and there are some).
    static func isAllZero(_ cells: [String], _ detection: NumberFormatDetection?) -> Bool {
        guard let format = detection?.candidates.first else { return false }
        let filled = cells.filter(holdsMoreThanWhitespace)
        return filled.count >= 2 && filled.allSatisfy { (try? format.parse($0))?.significand == 0 }
    }

    /// Whether any cell is a negative number: signed amounts tell their direction themselves.
    static func showsMinus(_ cells: [String]) -> Bool {
        cells.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("-") }
    }

    /// The amount, balance and direction columns of a file with exactly two unassigned columns
    /// of unsigned amounts and one direction column, when exactly one of the two, signed by the
    /// direction, makes the other chain as a running balance.
    static func amountByDirectionAndBalance(
        _ columns: [StatementFormat.Column], values: [[String]], numberFormats: [Int: NumberFormatDetection]
    ) -> (amount: Int, balance: Int, direction: Int)? {
        let money = columns.indices.filter {
            columns[$0].role == nil && columns[$0].type == .amount && numberFormats[$0]?.format != nil
        }
        let directions = columns.indices.filter { columns[$0].role == nil && isDirectionColumn(columns[$0], values[$0]) }
        guard money.count == 2, directions.count == 1 else { return nil }
        let direction = directions[0]
        let debits = values[direction].map { ColumnMapping.debitMarks.contains($0.trimmingCharacters(in: .whitespaces).lowercased()) }
        // The amounts are unsigned; a balance may go below zero.
        let proven = [(money[0], money[1]), (money[1], money[0])].filter { amount, balance in
            guard !showsMinus(values[amount]) else { return false }
            let format = numberFormats[amount]!.format!
            let signed = zip(values[amount], debits).map { text, debit in (try? format.parse(text))?.withSign(negative: debit) }
            let balanceFormat = numberFormats[balance]!.format!
            return chains(values[balance].map { try? balanceFormat.parse($0) }, signed)
        }
        guard proven.count == 1 else { return nil }
        return (proven[0].0, proven[0].1, direction)
    }

    /// A text column of exactly two words that no vocabulary knows, beside unsigned amounts and
    /// a running balance: the words are the direction when reading one of them as a debit makes
    /// the balance chain on every row, and neither the other reading nor the amounts as written do.
    static func directionByBalance(
        _ columns: [StatementFormat.Column], values: [[String]], numberFormats: [Int: NumberFormatDetection], amount: Int
    ) -> (column: Int, marks: StatementFormat.DirectionMarks, balance: Int)? {
        guard let balance = columns.firstIndex(where: { $0.role == .balance }),
              let amountFormat = numberFormats[amount]?.format, let balanceFormat = numberFormats[balance]?.format else { return nil }
        let amounts = values[amount].map { try? amountFormat.parse($0) }
        let balances = values[balance].map { try? balanceFormat.parse($0) }
        guard amounts.allSatisfy({ $0 != nil }), !chains(balances, amounts) else { return nil }
        func chainsFully(_ signed: [DecimalAmount?]) -> Bool {
            [false, true].contains { newestFirst in
                let rows = chainedRows(balances, signed, newestFirst: newestFirst)
                return rows.checked >= 2 && rows.matched.count == rows.checked
            }
        }
        var found: [(column: Int, marks: StatementFormat.DirectionMarks)] = []
        for index in columns.indices where columns[index].role == nil && columns[index].type == .text {
            let words = values[index].map { $0.trimmingCharacters(in: .whitespaces) }
            let distinct = Array(Set(words))
            guard distinct.count == 2, !distinct.contains(where: \.isEmpty) else { continue }
            let readings = distinct.filter { debit in
                chainsFully(zip(amounts, words).map { amount, word in amount?.withSign(negative: word == debit) })
            }
            guard readings.count == 1, let debit = readings.first else { continue }
            found.append((index, StatementFormat.DirectionMarks(debit: debit, credit: distinct.first { $0 != debit }!)))
        }
        guard found.count == 1 else { return nil }
        return (found[0].column, found[0].marks, balance)
    }

    static func isDirectionColumn(_ column: StatementFormat.Column, _ cells: [String]) -> Bool {
        guard column.type == .text else { return false }
        let marks = cells.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
        let debits = marks.filter(ColumnMapping.debitMarks.contains)
        let credits = marks.filter(ColumnMapping.creditMarks.contains)
        return marks.count >= 3 && !debits.isEmpty && !credits.isEmpty && debits.count + credits.count == marks.count
    }

    /// Whether the filled cells are ISO 4217 codes, in any letter case (an empty column says nothing
    /// against its name).
    static func holdsCurrencyCodes(_ cells: [String]) -> Bool {
        cells.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .allSatisfy { $0.utf8.count == 3 && Currency(code: $0) != nil }
    }

    static func isCurrencyColumn(_ column: StatementFormat.Column, _ cells: [String]) -> Bool {
        guard column.type == .text else { return false }
        let codes = cells.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return codes.count >= 2 && codes.allSatisfy { code in
            code.utf8.count == 3 && code.utf8.allSatisfy { (0x41...0x5A).contains($0) } && Currency(code: code) != nil
        }
    }

    /// The unassigned text column with the longest values on average, when those values hold
    /// words (at least eight characters and a letter on average), not codes or timestamps.
    static func longestProse(_ columns: [StatementFormat.Column], values: [[String]]) -> Int? {
        var best: (index: Int, length: Double)?
        var worded = 0
        for column in columns where column.role == nil && column.type == .text {
            let cells = values[column.index].filter { !$0.isEmpty }
            guard !cells.isEmpty else { continue }
            let withWords = cells.filter { $0.unicodeScalars.filter(CharacterSet.letters.contains).count >= 3 }
            guard withWords.count * 2 > cells.count else { continue }
            worded += 1
            let length = Double(cells.reduce(0) { $0 + $1.count }) / Double(cells.count)
            if length > best?.length ?? 0 { best = (column.index, length) }
        }
        // Short words ("Check", "Deposit") are the purpose too when no other column has words.
        guard let best, best.length >= 8 || worded == 1 else { return nil }
        return best.index
    }

    /// Whether balance[i] = balance[i-1] + amount[i] (oldest first) or balance[i] =
    /// balance[i+1] + amount[i] (newest first) holds for most consecutive rows.
    static func chains(balances: [String], format: NumberFormat, amounts: [String], amountFormat: NumberFormat) -> Bool {
        chains(balances.map { try? format.parse($0) }, amounts.map { try? amountFormat.parse($0) })
    }

    /// Says that a column holds the balance before each transaction and proves the amounts.
    static func balanceBeforeNote(amount: Int, balance: Int) -> Problem {
        Problem(
            .amountsProvenByBalanceBefore,
            Problem.column("amount_column", number: amount + 1, name: nil).merging(
                Problem.column("balance_column", number: balance + 1, name: nil)) { $1 })
    }

    /// The booking dates of every row, when the booking date column reads on each.
    static func bookingDates(_ columns: [StatementFormat.Column], _ values: [[String]]) -> [CalendarDate?]? {
        guard let column = columns.first(where: { $0.role == .bookingDate }), let format = column.dateFormat else { return nil }
        return values[column.index].map { format.read($0) }
    }

    /// Whether `balances` stand before each row's amount: balance + amount = the next row's
    /// balance, the next row being the later one by the dates. A balance after each row, the
    /// rows newest first, the amounts negated, moves alike; only the dates tell them apart.
    static func standsBefore(_ balances: [DecimalAmount?], _ amounts: [DecimalAmount?], dates: [CalendarDate?]) -> Bool {
        let known = dates.compactMap { $0 }
        guard known.count == dates.count, known.count >= 3, known.first != known.last else { return false }
        let pairs = zip(known, known.dropFirst())
        let oldestFirst: Bool
        if pairs.allSatisfy({ $0 <= $1 }) {
            oldestFirst = true
        } else if pairs.allSatisfy({ $0 >= $1 }) {
            oldestFirst = false
        } else {
            return false
        }
        var checked = 0
        var matched = 0
        for index in balances.indices.dropLast() {
            let (row, next) = oldestFirst ? (index, index + 1) : (index + 1, index)
            guard let balance = balances[row], let amount = amounts[row], let following = balances[next] else { continue }
            checked += 1
            if sum(balance, amount) == following { matched += 1 }
        }
        return checked >= 2 && Double(matched) >= Double(checked) * 0.8
    }

    /// Whether `balances` is a running balance of `amounts`, oldest or newest row first. A row
    /// without a balance (PostFinance leaves some empty) still moves it: its amount is carried
    /// to the next row that states one.
    package static func chains(_ balances: [DecimalAmount?], _ amounts: [DecimalAmount?]) -> Bool {
        guard balances.count(where: { $0 != nil }) >= 3 else { return false }
        let forward = chainedRows(balances, amounts, newestFirst: false)
        let backward = chainedRows(balances, amounts, newestFirst: true)
        let best = forward.matched.count >= backward.matched.count ? forward : backward
        return best.checked >= 2 && Double(best.matched.count) >= Double(best.checked) * 0.8
    }

    /// The rows (by index) whose stated balance follows from the one before and the amounts
    /// between, and how many stated balances had one before them to follow from. Newest first,
    /// the balance above a row is the one below it plus the row's amount.
    package static func chainedRows(
        _ balances: [DecimalAmount?], _ amounts: [DecimalAmount?], newestFirst: Bool
    ) -> (matched: Set<Int>, checked: Int) {
        let zero = DecimalAmount(significand: 0, scale: 0)
        var last: DecimalAmount?
        var moved: DecimalAmount? = zero
        var matched: Set<Int> = []
        var checked = 0
        let order = newestFirst ? Array(balances.indices.reversed()) : Array(balances.indices)
        for index in order {
            moved = amounts[index].flatMap { amount in moved.flatMap { sum($0, amount) } }
            guard let balance = balances[index] else { continue }
            // A row whose amount cannot be read breaks the chain: a column that leaves
            // rows empty is not the amount of a running balance stated on them.
            if let last {
                checked += 1
                if let moved, sum(last, moved) == balance { matched.insert(index) }
            }
            last = balance
            moved = zero
        }
        return (matched, checked)
    }

    /// `left + right` exactly, or `nil` when it does not fit.
    package static func sum(_ left: DecimalAmount, _ right: DecimalAmount) -> DecimalAmount? {
        let scale = max(left.scale, right.scale)
        guard let a = left.rescaled(to: scale), let b = right.rescaled(to: scale) else { return nil }
        let (total, overflow) = a.significand.addingReportingOverflow(b.significand)
        return overflow ? nil : DecimalAmount(significand: total, scale: scale)
    }

    static func settledNumberFormat(_ detections: [NumberFormatDetection]) -> NumberFormat? {
        detections.first { $0.format != nil && $0.format?.grouping != nil }?.format ?? detections.first { $0.format != nil }?.format
    }

    /// An ambiguity about the decimal mark only when no money column settles it.
    static func combinedNumberAmbiguity(_ detections: [NumberFormatDetection]) -> Ambiguity? {
        guard !detections.contains(where: { $0.format != nil }) else { return nil }
        return detections.first { $0.ambiguity != nil }?.ambiguity
    }
}
