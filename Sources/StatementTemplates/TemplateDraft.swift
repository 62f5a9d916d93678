import Foundation
import ImportWords
import StatementDetection
import StatementValues
import TextPrimitives

/// A template written from a detected format: what `templates new` prints.
package struct TemplateDraft {
    package let id: String
    package let document: JSONValue
    /// What the user must check or complete, for standard error.
    package let notes: [Problem]

    package init(format: StatementFormat, id: String, fileName: String) {
        self.id = id
        var notes: [Problem] = []
        let header = format.columns.map { $0.name ?? "" }
        let delimiter = String(decoding: format.dialect.delimiter, as: UTF8.self)

        var match: [(String, JSONValue)] = [("header", .array(header.map(JSONValue.string)))]
        if let label = Self.preambleLabel(format.preamble, delimiter: delimiter) {
            match.append(("preamble", .array([.string(label)])))
        }

        let dateFormat = format.dateFormat ?? format.ambiguities.first { $0.what == .dateFormat }?.candidates.first ?? "dd.MM.yyyy"
        if format.dateFormat == nil { notes.append(Problem(.templateDraftDateFormatUndecided, ["format": .text(dateFormat)])) }
        let decimal = format.decimalSeparator ?? "."
        if format.decimalSeparator == nil { notes.append(Problem(.templateDraftDecimalMarkUndecided, ["mark": .text(decimal)])) }
        let formatMembers: [(String, JSONValue)] = [
            ("encoding", .string(format.encoding.rawValue)),
            ("delimiter", .string(delimiter)),
            ("quote", format.dialect.quote.map { .string(String(UnicodeScalar($0))) } ?? .null),
            ("escape", .string(format.escapeText)),
            ("preamble_lines", .string("auto")),
            ("footer_lines", .string("auto")),
            ("date_format", .string(dateFormat)),
            ("decimal_separator", .string(decimal)),
            ("thousands_separator", .string(format.thousandsSeparator)),
        ]

        var byRole: [ColumnRole: [String]] = [:]
        for column in format.columns {
            guard let role = column.role, let name = column.name, !name.isEmpty else { continue }
            // A template names columns; one whose name the header repeats cannot be named.
            if header.filter({ $0 == name }).count > 1 {
                notes.append(Problem(.templateDraftColumnNameRepeated, ["column": .text(name), "role": .text(role.rawValue)]))
                continue
            }
            byRole[role, default: []].append(name)
        }
        var columns: [(String, JSONValue)] = []
        for role in ColumnRole.allCases {
            guard let names = byRole[role] else { continue }
            switch role {
            case .purpose, .counterparty:
                columns.append((role.rawValue, names.count == 1 ? .string(names[0]) : .array(names.map(JSONValue.string))))
            case .debitCreditFlag:
                notes.append(Problem(.templateDraftDebitCreditFlag, ["column": .text(names[0])]))
            default:
                columns.append((role.rawValue, .string(names[0])))
                if names.count > 1 {
                    notes.append(Problem(.templateDraftSeveralColumnsForRole, ["role": .text(role.rawValue), "column": .text(names[0])]))
                }
            }
        }
        if byRole[.bookingDate] == nil { notes.append(Problem(.templateDraftNoBookingDate)) }
        if byRole[.amount] == nil && (byRole[.debit] == nil || byRole[.credit] == nil) {
            notes.append(Problem(.templateDraftNoAmount))
        }

        var members: [(String, JSONValue)] = [
            ("$schema", .string("./template.schema.json")),
            ("id", .string(id)),
            ("name", .string("Bank and product of \(fileName)")),
            ("country", .string(format.accountIBAN.map { String($0.prefix(2)) } ?? "XX")),
            ("version", .int(1)),
            ("description", .string("Written by 'certain-import templates new' from \(fileName); every value is what detection found.")),
            ("match", .object(match)),
            ("format", .object(formatMembers)),
        ]
        if byRole[.currency] == nil {
            members.append(("currency", .string(format.currency?.code ?? "EUR")))
            if format.currency == nil { notes.append(Problem(.templateDraftCurrencyUnknown, ["currency": .text("EUR")])) }
        }
        members.append(("columns", .object(columns)))
        members.append(("sign", .string("as_written")))
        if format.accountIBAN == nil { notes.append(Problem(.templateDraftCountryUnknown)) }
        notes.append(Problem(.templateDraftFillInName))
        document = .object(members)
        self.notes = notes
    }

    /// The draft as JSON laid out like the built-in templates: objects one member a line,
    /// arrays of names on as few lines as fit, short objects of scalars on one line.
    package static func render(_ value: JSONValue, indent: Int = 0) -> String {
        let pad = String(repeating: " ", count: indent * 2)
        switch value {
        case .object(let members):
            let inline = "{ " + members.map { JSONValue.string($0.0).rendered() + ": " + render($0.1) }.joined(separator: ", ") + " }"
            if members.allSatisfy({ $0.1.isPlain }) && inline.count + pad.count < 100 { return inline }
            let lines = members.map { pad + "  " + JSONValue.string($0.0).rendered() + ": " + render($0.1, indent: indent + 1) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + pad + "}"
        case .array(let items) where items.allSatisfy(\.isPlain):
            let parts = items.map { $0.rendered() }
            let inline = "[" + parts.joined(separator: ", ") + "]"
            if inline.count + pad.count < 100 { return inline }
            var lines: [String] = []
            var current = ""
            for part in parts {
                if !current.isEmpty && current.count + part.count + pad.count > 100 {
                    lines.append(current + ",")
                    current = part
                } else {
                    current = current.isEmpty ? part : current + ", " + part
                }
            }
            lines.append(current)
            return "[\n" + lines.map { pad + "  " + $0 }.joined(separator: "\n") + "\n" + pad + "]"
        default:
            return value.rendered()
        }
    }

    /// `^<label><delimiter>` for the first preamble line that starts with a label (letters, no
    /// digits), so that the template also checks the lines before the header.
    static func preambleLabel(_ preamble: [String], delimiter: String) -> String? {
        for line in preamble {
            let text = line.hasPrefix("\u{FEFF}") ? String(line.dropFirst()) : line
            guard let first = text.components(separatedBy: delimiter).first, first.count >= 3,
                  first.contains(where: \.isLetter), !first.contains(where: \.isNumber), first != text else { continue }
            return "^" + NSRegularExpression.escapedPattern(for: first) + NSRegularExpression.escapedPattern(for: delimiter)
        }
        return nil
    }

    /// A kebab-case id from a file name: `Umsaetze_Girokonto 2025.csv` → `umsaetze-girokonto-2025`.
    package static func id(fromFileName name: String) -> String {
        let stem = name.hasSuffix(".csv") || name.hasSuffix(".CSV") ? String(name.dropLast(4)) : name
        var id = ""
        for character in stem.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                id.append(character)
            } else if !id.isEmpty && id.last != "-" {
                id.append("-")
            }
        }
        while id.last == "-" { id.removeLast() }
        return id.isEmpty ? "my-bank-account" : id
    }

    package static func isKebabCase(_ id: String) -> Bool {
        !id.isEmpty && !id.hasPrefix("-") && !id.hasSuffix("-") && !id.contains("--")
            && id.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
    }
}

extension JSONValue {
    /// A value with nothing nested in it.
    fileprivate var isPlain: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
