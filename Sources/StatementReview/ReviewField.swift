import ImportWords
import StatementDetection
import StatementMapping
import StatementValues

/// A field of a transaction that review may change. Everything else (reference, IBAN, the
/// running balance, the currency) is what the bank stated and stays as read.
///
/// Raw values are the names the CLI's JSON and the review files use.
public enum ReviewField: String, CaseIterable, Hashable, Sendable, Codable {
    /// The day the bank booked the transaction.
    case bookingDate = "booking_date"
    /// The day the transaction took value.
    case valueDate = "value_date"
    /// The amount, in the statement's currency.
    case amount
    /// Who paid or was paid.
    case counterparty
    /// What the payment was for.
    case purpose
    /// The category the app files the transaction under.
    case category

    /// Whether the field may be emptied (a transaction always has a booking date and an amount).
    public var isOptional: Bool {
        switch self {
        case .bookingDate, .amount: false
        case .valueDate, .counterparty, .purpose, .category: true
        }
    }

    /// The field's value in `transaction` in the CLI's JSON form (`2024-03-05`, `-12.30`, the
    /// text), `nil` when it has none.
    package func contractText(of transaction: Transaction) -> String? {
        switch self {
        case .bookingDate: transaction.bookingDate.description
        case .valueDate: transaction.valueDate?.description
        case .amount: transaction.amount.description
        case .counterparty: transaction.counterparty
        case .purpose: transaction.purpose
        case .category: transaction.category
        }
    }

    /// Reads `text` as written in `format` and sets it on `transaction`; an empty text clears an
    /// optional field. Throws, leaving `transaction` as it was, when the text does not read.
    package func set(_ text: String?, on transaction: inout Transaction, format: ReviewEntryFormat) throws(ReviewInputError) {
        let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if trimmed.isEmpty {
            guard isOptional else {
                throw ReviewInputError(field: self, text: text ?? "", problem: Problem(.reviewValueEmpty), example: example(in: format))
            }
            switch self {
            case .valueDate: transaction.valueDate = nil
            case .counterparty: transaction.counterparty = nil
            case .purpose: transaction.purpose = nil
            case .category: transaction.category = nil
            case .bookingDate, .amount: break
            }
            return
        }
        switch self {
        case .bookingDate, .valueDate:
            let date: CalendarDate
            do {
                date = try format.dateFormat.parse(trimmed)
            } catch {
                let data: [String: WordValue] = ["text": .text(QuotedCell.quoted(trimmed)), "format": .text(error.pattern)]
                throw ReviewInputError(field: self, text: trimmed, problem: Problem(.reviewDateUnreadable, data), example: error.example)
            }
            if self == .bookingDate { transaction.bookingDate = date } else { transaction.valueDate = date }
        case .amount:
            do {
                transaction.amount = try format.numberFormat.parseMoney(trimmed, currency: transaction.currency)
            } catch {
                throw ReviewInputError(
                    field: self, text: trimmed, problem: Self.amountProblem(error, format: format.numberFormat), example: error.example)
            }
        case .counterparty: transaction.counterparty = trimmed
        case .purpose: transaction.purpose = trimmed
        case .category: transaction.category = trimmed
        }
    }

    /// Why an amount does not read, as a problem: the text, and the format or the digits.
    static func amountProblem(_ error: AmountParsingError, format: NumberFormat) -> Problem {
        let text = WordValue.text(QuotedCell.quoted(error.text))
        return switch error.reason {
        case .empty, .malformed:
            Problem(.reviewAmountUnreadable, ["text": text, "number_format": ReviewEntryFormat.phrase(of: format)])
        case .tooManyDigits:
            Problem(.reviewAmountTooManyDigits, ["text": text, "limit": .number(DecimalAmount.maximumDigits)])
        case let .tooManyFractionDigits(amount, currency):
            Problem(.reviewAmountTooPrecise, [
                "text": text, "currency": .text(currency.code), "decimals": .number(amount.scale),
                "currency_decimals": .number(currency.minorUnitDigits),
            ])
        }
    }

    /// What a value of this field looks like in `format`.
    func example(in format: ReviewEntryFormat) -> String {
        switch self {
        case .bookingDate, .valueDate: format.dateFormat.example
        case .amount: format.numberFormat.example
        case .counterparty: "REWE Markt GmbH"
        case .purpose: "Kartenzahlung"
        case .category: "Groceries"
        }
    }
}

/// How the user writes dates and amounts when editing a row.
package struct ReviewEntryFormat: Hashable, Sendable {
    package var dateFormat: DateFormat
    package var numberFormat: NumberFormat

    package init(dateFormat: DateFormat, numberFormat: NumberFormat) {
        self.dateFormat = dateFormat
        self.numberFormat = numberFormat
    }

    /// A number format in the catalogue's words: `decimal comma and '.' grouping`.
    static func phrase(of format: NumberFormat) -> WordValue {
        let grouping: WordValue = switch format.grouping {
        case nil: .phrase("review.grouping.none", [:])
        case .period?, .comma?, .rightSingleQuotationMark?:
            .phrase("review.grouping.mark", ["mark": .text(String(format.grouping!.rawValue))])
        case .apostrophe?: .phrase("review.grouping.apostrophe", [:])
        case .space?: .phrase("review.grouping.space", [:])
        case .noBreakSpace?: .phrase("review.grouping.no_break_space", [:])
        case .narrowNoBreakSpace?: .phrase("review.grouping.narrow_no_break_space", [:])
        case .lost?: .phrase("review.grouping.lost", [:])
        }
        let mark = format.decimalMark == .period ? "review.decimal_mark.point" : "review.decimal_mark.comma"
        return .phrase("review.number_format", ["decimal_mark": .phrase(mark, [:]), "grouping": grouping])
    }

    /// The CLI's JSON forms, which the review files use too: `2024-03-05` and `-1234.56`.
    package static let contract = ReviewEntryFormat(dateFormat: contractDate, numberFormat: .contract)

    /// `YYYY-MM-DD`.
    static let contractDate = try! DateFormat(pattern: "yyyy-MM-dd")

    /// The formats the statement itself is written in (`05.03.2024`, `-1.234,56`), which a user
    /// looking at the bank's file is likely to type.
    package static func statement(_ mapping: ColumnMapping) -> ReviewEntryFormat {
        ReviewEntryFormat(dateFormat: mapping.dateFormat, numberFormat: mapping.numberFormat)
    }
}
