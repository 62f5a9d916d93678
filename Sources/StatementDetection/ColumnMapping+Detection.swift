import ImportWords
import StatementValues

/// Why no mapping could be proposed for a file, as a typed problem whose need says what
/// settles it (a column, the date order, the decimal mark).
package struct MappingProposalError: Error, Sendable, Equatable, CustomStringConvertible {
    package var problem: Problem

    /// The refusal in English, as histories and scripts keep it.
    package var message: String { problem.englishMessage }
    /// What would settle it, for each command to name its own option.
    package var need: StatementNeed? { problem.need }

    package var description: String { message }
}

extension ColumnMapping {
    /// Marks that statements write in a debit/credit flag column.
    static let debitMarks = [
        "s", "soll", "d", "db", "dbit", "debit", "dr", "-", "belastung", "lastschrift", "ausgang", "out", "addebito", "debito",
        "débit", "af", "debet", "débito", "uttag", "withdrawal",
    ]
    static let creditMarks = [
        "h", "haben", "k", "c", "cr", "crdt", "credit", "+", "gutschrift", "eingang", "in", "accredito", "credito", "crédit",
        "bij", "crédito", "insättning", "deposit",
    ]
    /// Column names that hold a booking's status (pending or booked).
    static let statusNames: Set<String> = ["status", "buchungsstatus", "state", "zustand", "statut", "stato"]

    /// Two counterparty columns, one naming the payer and one the payee (DKB's
    /// `Zahlungspflichtige*r` and `Zahlungsempfänger*in`), are read by direction: the payee for
    /// money leaving, the payer for money coming in. Otherwise the columns are joined.
    static func counterpartySource(_ columns: [StatementFormat.Column]) -> CounterpartySource {
        let payerWords = ["pflichtig", "auftraggeber", "payer", "ordinante", "from", "absender", "source", "sender", "debtor", "remitter"]
        let payeeWords = ["empfanger", "begunstigt", "payee", "beneficiar", "destinataire", "recipient", "to", "target", "receiver", "creditor"]
        func kind(_ column: StatementFormat.Column) -> (payer: Bool, payee: Bool) {
            let words = ColumnRoleVocabulary.normalizedHeader(column.name ?? "").split(separator: " ").map(String.init)
            // Long stems may sit inside a compound ("Zahlungspflichtige", "Zahlungsempfänger");
            // short words ("to", "from") must be whole.
            func has(_ stems: [String]) -> Bool {
                words.contains { word in stems.contains { $0.count >= 6 ? word.contains($0) : word == $0 } }
            }
            let payer = has(payerWords)
            let payee = has(payeeWords)
            return (payer, payee)
        }
        if columns.count == 2 {
            let first = kind(columns[0])
            let second = kind(columns[1])
            if first.payer && !first.payee && second.payee && !second.payer {
                return .byDirection(outgoing: columns[1].index, incoming: columns[0].index)
            }
            if second.payer && !second.payee && first.payee && !first.payer {
                return .byDirection(outgoing: columns[0].index, incoming: columns[1].index)
            }
        }
        return .columns(columns.map(\.index))
    }

    /// The mapping detection proposes for a file: every role taken from the detected columns.
    ///
    /// Throws when a transaction cannot be built from what was found (no booking date, no
    /// amount, an undecided date or number format) — never guesses. A currency the file does
    /// not state is `Currency.unknown`, shown as unknown and never booked.
    package static func proposed(
        from format: StatementFormat, currency: Currency? = nil, dateFormat: DateFormat? = nil
    ) throws(MappingProposalError) -> ColumnMapping {
        let columns = format.columns
        func column(_ role: ColumnRole) -> StatementFormat.Column? { columns.first { $0.role == role } }
        let described = Problem.columns(
            "file_columns", numbers: columns.map { $0.index + 1 }, names: columns.map(\.name), kinds: columns.map(\.type.rawValue))
        let headerless = !columns.contains { $0.name != nil }

        guard let booking = column(.bookingDate) else {
            // A column named as the date whose values read as none says more than the list.
            let named = columns.first { $0.name.flatMap(ColumnRoleVocabulary.role(forHeader:))?.role == .bookingDate }
            let need = StatementNeed.columns(missing: "booking_date", headerless: headerless)
            guard let named else { throw MappingProposalError(problem: Problem(.noBookingDateColumn, described, need: need)) }
            throw MappingProposalError(problem: Problem(
                .bookingDateColumnHoldsNoDates,
                described.merging(Problem.column("named_column", number: named.index + 1, name: named.name)) { $1 }, need: need))
        }
        guard let bookingFormat = dateFormat ?? booking.dateFormat, dateFormat != nil || !format.ambiguities.contains(where: { $0.what == .dateFormat }) else {
            let candidates = format.ambiguities.first { $0.what == .dateFormat }?.candidates ?? []
            throw MappingProposalError(problem: Problem(
                .dateOrderUndecided, ["date_formats_alternatives": .list(candidates)], need: .dateFormat(candidates: candidates)))
        }

        let amount: AmountSource
        var moneyColumn: StatementFormat.Column
        if let single = column(.amount) {
            moneyColumn = single
            if let flag = column(.debitCreditFlag) {
                amount = .flagged(
                    amount: single.index, flag: flag.index, debitValues: flag.directionMarks.map { [$0.debit] } ?? debitMarks,
                    creditValues: flag.directionMarks.map { [$0.credit] } ?? creditMarks)
            } else {
                amount = .single(single.index)
            }
        } else if let debit = column(.debit), let credit = column(.credit) {
            moneyColumn = debit.numberFormat == nil ? credit : debit
            amount = .debitCredit(debit: debit.index, credit: credit.index)
        } else {
            // Columns of amounts that no name or balance told apart: only the user can.
            let candidates = columns.filter { $0.role == nil && $0.type == .amount && !$0.holdsOnlyZeros }.map { $0.index + 1 }
            let need = StatementNeed.columns(missing: "amount", candidates: candidates.count > 1 ? candidates : [], headerless: headerless)
            guard candidates.count > 1 else { throw MappingProposalError(problem: Problem(.noAmountColumn, described, need: need)) }
            throw MappingProposalError(problem: Problem(
                headerless ? .amountColumnsUndecidedWithoutHeader : .amountColumnsUndecided,
                described.merging(["amount_numbers": .list(candidates.map(String.init))]) { $1 }, need: need))
        }
        let moneyFormats = columns.filter { [.amount, .debit, .credit, .balance].contains($0.role) }.compactMap(\.numberFormat)
        guard let numberFormat = moneyColumn.numberFormat ?? moneyFormats.first,
              !format.ambiguities.contains(where: { $0.what == .decimalSeparator }) else {
            throw MappingProposalError(problem: Problem(.decimalMarkUndecided, need: .decimalSeparator(candidates: [",", "."])))
        }

        let currencySource: CurrencySource
        if let currency {
            currencySource = .fixed(currency)
        } else if let column = column(.currency) {
            currencySource = .column(column.index)
        } else if let stated = format.currency {
            currencySource = .fixed(stated)
        } else {
            // Shown with the currency unknown; the target account's currency or --currency
            // settles it before anything is booked.
            currencySource = .fixed(.unknown)
        }

        let status = columns.first { ($0.name.map { statusNames.contains(ColumnRoleVocabulary.normalizedHeader($0)) }) ?? false }
        let valueColumn = column(.valueDate)
        var mapping = ColumnMapping(
            bookingDate: booking.index,
            valueDate: valueColumn?.index,
            amount: amount,
            currency: currencySource,
            counterparty: counterpartySource(columns.filter { $0.role == .counterparty }),
            counterpartyIBAN: column(.counterpartyIBAN)?.index,
            purpose: columns.filter { $0.role == .purpose }.map(\.index),
            reference: column(.reference)?.index,
            category: column(.category)?.index,
            balance: column(.balance)?.index,
            status: status?.index,
            fee: column(.fee)?.index,
            dateFormat: bookingFormat,
            numberFormat: numberFormat)
        if let valueFormat = valueColumn?.dateFormat, valueFormat != bookingFormat { mapping.valueDateFormat = valueFormat }
        if case .column = currencySource { mapping.currencyWhenEmpty = format.currency ?? format.currencyInColumn }
        return mapping
    }
}
