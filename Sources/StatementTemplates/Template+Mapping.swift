import StatementDetection
import StatementMapping

/// A template's column that the file's header does not have (or has more than once), found
/// when the template is resolved against the header.
package struct TemplateResolutionError: Error, Sendable, Equatable, CustomStringConvertible {
    package var template: String
    /// Names the template reads that the header lacks.
    package var missing: [String]
    /// Names the template reads that the header has more than once.
    package var repeated: [String]

    package var description: String {
        var parts: [String] = []
        if !missing.isEmpty {
            parts.append("the header has no column \(missing.map { "'\($0)'" }.joined(separator: ", "))")
        }
        if !repeated.isEmpty {
            parts.append("the header has \(repeated.map { "'\($0)'" }.joined(separator: ", ")) more than once")
        }
        return "template '\(template)' cannot read this file: " + parts.joined(separator: "; ")
    }
}

extension Template {
    /// The template's columns as indexes into `header`, the file's actual header, with the
    /// template's date and number formats and sign rule.
    ///
    /// Names are looked up, never assumed at their template position, so a header whose
    /// columns moved (under `required_columns`) still resolves correctly; `TemplateMatcher`
    /// decides beforehand whether the header is acceptable at all.
    package func mapping(forHeader header: [String]) throws(TemplateResolutionError) -> ColumnMapping {
        let names = Template.normalizedHeader(header)
        var missing: [String] = []
        var repeated: [String] = []
        func index(_ name: String) -> Int {
            // A field beyond the header (Sparda's pending mark `*`) has no name to go by; rows
            // without that field read it as empty.
            if let index = StatementMapper.unnamedColumnIndex(name), index >= names.count { return index }
            let found = names.indices.filter { names[$0] == name }
            if found.isEmpty, !missing.contains(name) { missing.append(name) }
            if found.count > 1, !repeated.contains(name) { repeated.append(name) }
            return found.first ?? -1
        }
        let bookingDate = index(columns.bookingDate)
        let valueDate = columns.valueDate.map(index)
        let amount: ColumnMapping.AmountSource = switch columns.amount {
        case .single(let name): .single(index(name))
        case let .debitCredit(debit, credit): .debitCredit(debit: index(debit), credit: index(credit))
        case let .flagged(amount, flag, debitValues, creditValues):
            .flagged(amount: index(amount), flag: index(flag), debitValues: debitValues, creditValues: creditValues)
        }
        let currency: ColumnMapping.CurrencySource = switch columns.currency {
        case .column(let name): .column(index(name))
        case .fixed(let currency): .fixed(currency)
        }
        let counterparty: ColumnMapping.CounterpartySource = switch columns.counterparty {
        case .columns(let names): .columns(names.map(index))
        case let .byDirection(outgoing, incoming): .byDirection(outgoing: index(outgoing), incoming: index(incoming))
        }
        var mapping = ColumnMapping(
            bookingDate: bookingDate, valueDate: valueDate, amount: amount, currency: currency,
            counterparty: counterparty, counterpartyIBAN: columns.counterpartyIBAN.map(index),
            purpose: columns.purpose.map(index), reference: columns.reference.map(index),
            category: columns.category.map(index), balance: columns.balance.map(index), status: columns.status.map(index),
            fee: columns.fee.map(index),
            pendingValues: pendingValues, dateFormat: format.dateFormat, numberFormat: format.numberFormat,
            signRule: signRule)
        guard missing.isEmpty, repeated.isEmpty else {
            throw TemplateResolutionError(template: id, missing: missing, repeated: repeated)
        }
        mapping.valueDateFormat = format.valueDateFormat
        return mapping
    }

    /// The role the template gives each column of `header` (`nil` for columns it does not read),
    /// named as the `detect` document names roles.
    package func roles(forHeader header: [String]) -> [ColumnRole?] {
        let names = Template.normalizedHeader(header)
        var roles = [ColumnRole?](repeating: nil, count: header.count)
        for (role, name) in columns.namedColumns {
            guard let index = names.firstIndex(of: name) else { continue }
            roles[index] = ColumnRole(rawValue: role)
        }
        return roles
    }
}
