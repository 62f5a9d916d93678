import CSVCore
import Foundation
import StatementDetection
import StatementValues

/// Reads the balances a statement states around its table: in preamble lines
/// (`"Kontostand vom 31.03.2024:";"3.027,27 €"`, `Anfangssaldo:;107982.61`) and in rows the
/// mapper recognised as stated balances (Postbank's `Kontostand` trailer).
package enum PreambleBalances {
    package struct Found: Sendable, Equatable {
        package var opening: Money?
        package var closing: Money?
        /// The preamble line (1-based) each was read from.
        package var openingLine: Int?
        package var closingLine: Int?

        package init(opening: Money? = nil, closing: Money? = nil, openingLine: Int? = nil, closingLine: Int? = nil) {
            self.opening = opening
            self.closing = closing
            self.openingLine = openingLine
            self.closingLine = closingLine
        }
    }

    /// The labels of an opening balance, with those a balance row in the table may have
    /// (`BalanceRowLabel`: Polish `Saldo początkowe`, Swedish `Ingående saldo`…).
    static let openingWords = Array(Set([
        "anfangssaldo", "alter kontostand", "alter saldo", "saldo alt", "opening balance", "starting balance",
        "solde initial", "solde de depart", "saldo iniziale", "eroffnungssaldo", "vortrag", "saldo vortrag",
        "saldo zu beginn", "kontostand am anfang", "saldo vorher", "anfangsbestand",
    ]).union(BalanceRowLabel.opening)).sorted()
    static let closingWords = Array(Set([
        "schlusssaldo", "endsaldo", "neuer kontostand", "neuer saldo", "saldo neu", "closing balance",
        "ending balance", "solde final", "saldo finale", "kontostand", "saldo", "balance", "solde",
    ]).union(BalanceRowLabel.closing)).sorted()

    /// A preamble line's cells, read with the file's delimiter and double quotes, so that
    /// `Opening balance,"1,000.00"` keeps its amount whole.
    package static func split(_ line: String, delimiter: String) -> [String] {
        let dialect = Dialect(delimiter: Array(delimiter.utf8))
        let records = SampleRecords.read(Array(line.utf8), dialect: dialect, limit: 1)
        return (records.first?.utf8Fields ?? []).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// An amount written with the other decimal mark than the table's, where nothing else can be
    /// meant: one mark, followed by the currency's minor digits, no grouping (DKB's credit-card
    /// export writes `Saldo:;1111.11 EUR` above a table of `-10,80`).
    static func otherMark(_ text: String, _ numberFormat: NumberFormat, _ currency: Currency) -> Money? {
        let other: NumberFormat.DecimalMark = numberFormat.decimalMark == .comma ? .period : .comma
        let mark = Character(String(other.rawValue))
        let number = text.filter { $0.isNumber || $0 == mark || $0 == "-" }
        guard number.filter({ $0 == mark }).count == 1, let fraction = number.split(separator: mark).last,
              fraction.count == currency.minorUnitDigits, !text.contains(Character(String(numberFormat.decimalMark.rawValue)))
        else { return nil }
        return try? NumberFormat(decimalMark: other, grouping: nil).parseMoneyAllowingGrouping(text, currency: currency)
    }

    /// The balances stated in `preamble` lines (split by `delimiter`), read with `numberFormat`.
    /// A single balance dated at the start of `period` (on or before its first booking day) is
    /// where the statement opens, whatever its label's word.
    package static func read(
        preamble: [String], delimiter: String, numberFormat: NumberFormat, currency: Currency,
        period: (from: CalendarDate, to: CalendarDate)? = nil
    ) -> Found {
        var found = Found()
        var closingDate: CalendarDate?
        for (index, line) in preamble.enumerated() {
            let cells = split(line, delimiter: delimiter)
            guard let label = cells.first else { continue }
            let key = normalizedWords(label)
            let isOpening = openingWords.contains { key.hasPrefix($0) }
            let isClosing = !isOpening && closingWords.contains { key.hasPrefix($0) }
            guard isOpening || isClosing else { continue }
            // The value: the first cell after the label that reads as an amount; a label may
            // also hold it (`Kontostand: 1.234,56 EUR`).
            let candidates = cells.dropFirst() + [label.components(separatedBy: ":").dropFirst().joined(separator: ":")]
            guard let amount = candidates.lazy.compactMap({ text in
                (try? numberFormat.parseMoneyAllowingGrouping(text, currency: currency)) ?? otherMark(text, numberFormat, currency)
            }).first else {
                continue
            }
            if isOpening, found.opening == nil {
                found.opening = amount
                found.openingLine = index + 1
            } else if isClosing, found.closing == nil {
                found.closing = amount
                found.closingLine = index + 1
                closingDate = labelDate(label)
            } else if isClosing, found.opening == nil, let earlier = closingDate, let date = labelDate(label) {
                // Two dated balances ("Kontostand vom 01.01.2019", "Kontostand vom 23.12.2023"):
                // the earlier one is where the statement starts.
                if date < earlier {
                    found.opening = amount
                    found.openingLine = index + 1
                } else if date > earlier {
                    found.opening = found.closing
                    found.openingLine = found.closingLine
                    found.closing = amount
                    found.closingLine = index + 1
                }
            }
        }
        if found.opening == nil, let closing = found.closing, let date = closingDate, let period, date <= period.from,
           period.from < period.to {
            found.opening = closing
            found.openingLine = found.closingLine
            found.closing = nil
            found.closingLine = nil
        }
        return found
    }

    /// Accents folded, lower case, words of letters and digits separated by single spaces:
    /// the form labels are compared in (`Kontostand vom 31.03.2024:` → `kontostand vom 31 03 2024`).
    static func normalizedWords(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "ß", with: "ss")
        return folded.components(separatedBy: CharacterSet.alphanumerics.inverted).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The date a balance's label names (`Kontostand vom 31.03.2024:`), as dd.MM.yyyy.
    static func labelDate(_ label: String) -> CalendarDate? {
        let words = label.split { $0 == " " || $0 == ":" }
        return words.lazy.compactMap { try? labelDateFormat.parse($0) }.first
    }

    static let labelDateFormat = try! DateFormat(pattern: "dd.MM.yyyy")
}
