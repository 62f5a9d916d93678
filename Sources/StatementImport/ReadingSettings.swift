import StatementDetection
import StatementValues
import TextDecoding

/// The settings of a reading that the user, a template and detection may each set: the text
/// encoding, the decimal mark, the date order, the currency and the sign of debits.
///
/// Which of them holds is decided once, by `settled(user:template:detected:)`, for every
/// command and both branches of `StatementLoader.plan`; the plan's mapping and format are then
/// given the settled values, so that what a statement is read with is also what it says it was
/// read with.
package struct ReadingSettings: Sendable, Equatable {
    package var encoding: TextEncoding?
    package var decimalMark: NumberFormat.DecimalMark?
    package var dateFormat: DateFormat?
    package var currency: Currency?
    package var sign: ColumnMapping.SignRule?

    package init(
        encoding: TextEncoding? = nil, decimalMark: NumberFormat.DecimalMark? = nil, dateFormat: DateFormat? = nil,
        currency: Currency? = nil, sign: ColumnMapping.SignRule? = nil
    ) {
        self.encoding = encoding
        self.decimalMark = decimalMark
        self.dateFormat = dateFormat
        self.currency = currency
        self.sign = sign
    }

    /// Each setting from the first who set it: the user's choice wins over the template's, the
    /// template's over what detection found.
    package static func settled(user: ReadingSettings, template: ReadingSettings, detected: ReadingSettings) -> ReadingSettings {
        ReadingSettings(
            encoding: user.encoding ?? template.encoding ?? detected.encoding,
            decimalMark: user.decimalMark ?? template.decimalMark ?? detected.decimalMark,
            dateFormat: user.dateFormat ?? template.dateFormat ?? detected.dateFormat,
            currency: user.currency ?? template.currency ?? detected.currency,
            sign: user.sign ?? template.sign ?? detected.sign)
    }

    /// What a mapping reads with: its fixed currency (a currency column is read row by row, an
    /// unknown one is no setting), date order, decimal mark and sign.
    init(of mapping: ColumnMapping, encoding: TextEncoding?, sign: ColumnMapping.SignRule?) {
        let fixed: Currency? = if case .fixed(let currency) = mapping.currency, !currency.isUnknown { currency } else { nil }
        self.init(
            encoding: encoding, decimalMark: mapping.numberFormat.decimalMark, dateFormat: mapping.dateFormat, currency: fixed,
            sign: sign)
    }
}

extension ColumnMapping {
    /// The mapping reading with `settings` wherever they say something.
    mutating func take(_ settings: ReadingSettings) {
        if let currency = settings.currency { self.currency = .fixed(currency) }
        if let dateFormat = settings.dateFormat { self.dateFormat = dateFormat }
        if let sign = settings.sign { signRule = sign }
        if let mark = settings.decimalMark { numberFormat = numberFormat.withDecimalMark(mark) }
    }
}

extension StatementFormat {
    /// The format saying it is read with `settings`' encoding, decimal mark and date order, as
    /// `preview` and `detect` show it.
    mutating func take(_ settings: ReadingSettings) {
        if let encoding = settings.encoding { self.encoding = encoding }
        if let mark = settings.decimalMark {
            for index in columns.indices {
                columns[index].numberFormat = columns[index].numberFormat?.withDecimalMark(mark)
            }
            if decimalSeparator.map({ $0 != String(mark.rawValue) }) ?? true {
                let grouping = thousandsSeparator.flatMap { $0 == String(mark.rawValue) ? nil : $0 }
                decimalSeparator = String(mark.rawValue)
                thousandsSeparator = grouping
            }
        }
        if let dateFormat = settings.dateFormat {
            for index in columns.indices where columns[index].role == .bookingDate {
                columns[index].dateFormat = dateFormat
            }
            self.dateFormat = dateFormat.pattern
        }
    }
}

extension NumberFormat {
    /// This format with `mark` between whole and fraction digits; a grouping mark that is now
    /// the decimal mark groups no more.
    func withDecimalMark(_ mark: DecimalMark) -> NumberFormat {
        guard decimalMark != mark else { return self }
        return NumberFormat(decimalMark: mark, grouping: grouping?.rawValue == mark.rawValue ? nil : grouping)
    }
}
