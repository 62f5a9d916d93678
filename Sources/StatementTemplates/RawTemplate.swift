import ImportWords
import StatementValues

/// A value as a template file wrote it, with the place it was written.
package struct Located<Value: Sendable>: Sendable {
    package var value: Value
    package var location: SourceLocation
}

extension Located: Equatable where Value: Equatable {}

/// A template as written: every key known and of the right JSON type, nothing checked for
/// meaning yet (`Template+Validation.swift` does that). Keeping the two steps apart keeps the
/// shape rules (this file) readable next to the JSON schema, and the meaning rules next to the
/// model.
struct RawTemplate {
    var location: SourceLocation
    var id: Located<String>?
    var name: Located<String>?
    var country: Located<String>?
    var version: Located<Int>?
    var description: Located<String>?
    var match: RawMatch?
    var format: RawFormat?
    var columns: RawColumns?
    var currency: Located<String>?
    var pendingValues: [Located<String>]?
    var sign: Located<String>?
    var filters: [Located<String>] = []
    var categories: [RawCategoryRule] = []
    var balances: RawBalances?

    static let keys = [
        "$schema", "id", "name", "country", "version", "description", "match", "format", "columns", "currency",
        "pending_values", "sign", "filters", "categories", "balances",
    ]
}

struct RawMatch {
    var location: SourceLocation
    var header: [Located<String>]?
    var requiredColumns: [Located<String>]?
    var preamble: [Located<String>] = []
    var fileName: Located<String>?

    static let keys = ["header", "required_columns", "preamble", "filename"]
}

struct RawFormat {
    /// A count of lines, or `"auto"`.
    enum LineCount: Equatable {
        case count(Int)
        case auto
    }

    var location: SourceLocation
    var encoding: Located<String>?
    var delimiter: Located<String>?
    var quote: Located<String?>?
    var escape: Located<String?>?
    var preambleLines: Located<LineCount>?
    var footerLines: Located<LineCount>?
    /// One pattern, or several when the bank writes the same layout with different dates.
    var dateFormats: [Located<String>]?
    var valueDateFormat: Located<String>?
    var decimalSeparator: Located<String>?
    var thousandsSeparator: Located<String?>?

    static let keys = [
        "encoding", "delimiter", "quote", "escape", "preamble_lines", "footer_lines", "date_format",
        "value_date_format", "decimal_separator", "thousands_separator",
    ]
}

struct RawColumns {
    enum Counterparty {
        case names([Located<String>])
        case byDirection(outgoing: Located<String>?, incoming: Located<String>?, location: SourceLocation)
    }

    struct Flag {
        var location: SourceLocation
        var column: Located<String>?
        var debit: [Located<String>]?
        var credit: [Located<String>]?

        static let keys = ["column", "debit", "credit"]
    }

    var location: SourceLocation
    var bookingDate: Located<String>?
    var valueDate: Located<String>?
    var amount: Located<String>?
    var debit: Located<String>?
    var credit: Located<String>?
    var debitCreditFlag: Flag?
    var currency: Located<String>?
    var counterparty: Counterparty?
    var counterpartyIBAN: Located<String>?
    var purpose: [Located<String>]?
    var reference: Located<String>?
    var category: Located<String>?
    var balance: Located<String>?
    var status: Located<String>?
    var fee: Located<String>?

    static let keys = [
        "booking_date", "value_date", "amount", "debit", "credit", "debit_credit_flag", "currency", "counterparty",
        "counterparty_iban", "purpose", "reference", "category", "balance", "status", "fee",
    ]
}

struct RawCategoryRule {
    var location: SourceLocation
    var condition: Located<String>?
    var category: Located<String>?

    static let keys = ["if", "category"]
}

struct RawBalances {
    struct Rule {
        var location: SourceLocation
        var line: Located<String>?
        var decimalSeparator: Located<String>?
        var thousandsSeparator: Located<String?>?
        var dateFormat: Located<String>?

        static let keys = ["line", "decimal_separator", "thousands_separator", "date_format"]
    }

    var location: SourceLocation
    var opening: Rule?
    var closing: Rule?

    static let keys = ["opening", "closing"]
}

extension RawTemplate {
    /// Reads the shape of a template from its JSON, reporting unknown keys and wrong types.
    init(_ root: JSONNode, diagnostics: TemplateDiagnostics) {
        location = root.location
        guard let object = JSONObjectReader(root, path: nil, keys: Self.keys, diagnostics: diagnostics) else { return }
        id = object.string("id", required: true)
        name = object.string("name", required: true)
        country = object.string("country", required: true)
        version = object.integer("version", required: true)
        description = object.string("description")
        match = object.object("match", required: true).map { RawMatch($0) }
        format = object.object("format", required: true).map { RawFormat($0) }
        columns = object.object("columns", required: true).map { RawColumns($0) }
        currency = object.string("currency")
        pendingValues = object.strings("pending_values")
        sign = object.string("sign")
        filters = object.strings("filters") ?? []
        categories = object.objects("categories", keys: RawCategoryRule.keys).map { rule in
            RawCategoryRule(location: rule.location, condition: rule.string("if", required: true),
                            category: rule.string("category", required: true))
        }
        balances = object.object("balances").map { RawBalances($0) }
    }
}

extension RawMatch {
    init(_ object: JSONObjectReader) {
        location = object.location
        header = object.strings("header", required: true)
        requiredColumns = object.strings("required_columns")
        preamble = object.strings("preamble") ?? []
        fileName = object.string("filename")
    }
}

extension RawFormat {
    init(_ object: JSONObjectReader) {
        location = object.location
        encoding = object.string("encoding", required: true)
        delimiter = object.string("delimiter", required: true)
        quote = object.nullableString("quote")
        escape = object.nullableString("escape")
        preambleLines = object.lineCount("preamble_lines")
        footerLines = object.lineCount("footer_lines")
        dateFormats = object.value("date_format", required: true).flatMap { _ in
            object.stringOrStrings("date_format", expected: "date_patterns")
        }
        valueDateFormat = object.string("value_date_format")
        decimalSeparator = object.string("decimal_separator", required: true)
        thousandsSeparator = object.nullableString("thousands_separator")
    }
}

extension RawColumns {
    init(_ object: JSONObjectReader) {
        location = object.location
        bookingDate = object.string("booking_date", required: true)
        valueDate = object.string("value_date")
        amount = object.string("amount")
        debit = object.string("debit")
        credit = object.string("credit")
        debitCreditFlag = object.object("debit_credit_flag", keys: Flag.keys).map { flag in
            Flag(location: flag.location, column: flag.string("column", required: true),
                 debit: flag.strings("debit", required: true), credit: flag.strings("credit", required: true))
        }
        currency = object.string("currency")
        if let node = object.value("counterparty") {
            switch node.value {
            case .object:
                if let direction = JSONObjectReader(node, path: "columns.counterparty", keys: ["outgoing", "incoming"],
                                                    diagnostics: object.diagnostics) {
                    counterparty = .byDirection(outgoing: direction.string("outgoing", required: true),
                                                incoming: direction.string("incoming", required: true), location: node.location)
                }
            default:
                counterparty = object.stringOrStrings("counterparty", expected: "counterparty").map { .names($0) }
            }
        }
        counterpartyIBAN = object.string("counterparty_iban")
        purpose = object.stringOrStrings("purpose", expected: "header_names")
        reference = object.string("reference")
        category = object.string("category")
        balance = object.string("balance")
        status = object.string("status")
        fee = object.string("fee")
    }
}

extension RawBalances {
    init(_ object: JSONObjectReader) {
        location = object.location
        opening = object.object("opening", keys: Rule.keys).map { Rule($0) }
        closing = object.object("closing", keys: Rule.keys).map { Rule($0) }
    }
}

extension RawBalances.Rule {
    init(_ object: JSONObjectReader) {
        location = object.location
        line = object.string("line", required: true)
        decimalSeparator = object.string("decimal_separator")
        thousandsSeparator = object.nullableString("thousands_separator")
        dateFormat = object.string("date_format")
    }
}

/// Reads the members of one JSON object by key, reporting unknown keys (with a did-you-mean),
/// missing required keys and values of the wrong type.
struct JSONObjectReader {
    let location: SourceLocation
    /// The object's place in the template as a dotted path (`format`, `balances.opening`), or
    /// `nil` for the top level.
    let path: String?
    let members: [String: (key: JSONNode.Key, value: JSONNode)]
    /// Known keys that an unknown key was taken for a misspelling of: their absence is not
    /// reported again.
    let misspelt: Set<String>
    let diagnostics: TemplateDiagnostics

    /// `nil`, with a diagnostic, when `node` is not an object.
    init?(_ node: JSONNode, path: String?, keys: [String], diagnostics: TemplateDiagnostics) {
        self.location = node.location
        self.path = path
        self.diagnostics = diagnostics
        guard case .object(let pairs) = node.value else {
            if let path {
                diagnostics.report(.templateWrongKind, ["key": .text(path), "expected": Self.kind("object"), "found": node.kind],
                                   at: node.location)
            } else {
                diagnostics.report(.templateNotAnObject, ["found": node.kind], at: node.location)
            }
            return nil
        }
        var members: [String: (key: JSONNode.Key, value: JSONNode)] = [:]
        var misspelt: Set<String> = []
        for (key, value) in pairs {
            guard keys.contains(key.name) else {
                let meant = TemplateSuggestion.closest(to: key.name, among: keys)
                if let meant { misspelt.insert(meant) }
                var data: [String: WordValue] = [
                    "key": .text(key.name), "place": Self.place(path), "keys": .list(keys.filter { $0 != "$schema" }),
                ]
                data["suggestion"] = meant.map(WordValue.text)
                diagnostics.report(.templateUnknownKey, data, at: key.location)
                continue
            }
            members[key.name] = (key, value)
        }
        self.members = members
        self.misspelt = misspelt
    }

    /// The key's path for messages: `format.date_format`.
    func name(_ key: String) -> String { path.map { "\($0).\(key)" } ?? key }

    /// The value of `key`, reporting its absence when it is required.
    func value(_ key: String, required: Bool = false) -> JSONNode? {
        if let member = members[key] { return member.value }
        if required && !misspelt.contains(key) {
            diagnostics.report(.templateMissingKey, ["key": .text(key), "place": Self.place(path, topLevel: "template.place.template")], at: location)
        }
        return nil
    }

    /// The template's place for messages: an object's path, else the top level in the words
    /// of `topLevel` ("at the top level", "in the template").
    static func place(_ path: String?, topLevel: String = "template.place.top_level") -> WordValue {
        path.map { .phrase("template.place.in", ["path": .text($0)]) } ?? .phrase(topLevel, [:])
    }

    /// A kind of value a key expects, in the catalogue's words (`template.expected.` keys).
    static func kind(_ expected: String) -> WordValue { .phrase("template.expected.\(expected)", [:]) }

    func wrongType(_ key: String, _ node: JSONNode, expected: String) {
        diagnostics.report(.templateWrongKind, ["key": .text(name(key)), "expected": Self.kind(expected), "found": node.kind],
                           at: node.location)
    }

    func string(_ key: String, required: Bool = false) -> Located<String>? {
        guard let node = value(key, required: required) else { return nil }
        guard case .string(let text) = node.value else {
            wrongType(key, node, expected: "string")
            return nil
        }
        return Located(value: text, location: node.location)
    }

    /// A string or `null`; an absent key is `nil`, a `null` is a located `nil`.
    func nullableString(_ key: String) -> Located<String?>? {
        guard let node = value(key) else { return nil }
        switch node.value {
        case .string(let text): return Located(value: text, location: node.location)
        case .null: return Located(value: nil, location: node.location)
        default:
            wrongType(key, node, expected: "string_or_null")
            return nil
        }
    }

    func integer(_ key: String, required: Bool = false) -> Located<Int>? {
        guard let node = value(key, required: required) else { return nil }
        guard case .number(let text) = node.value, let number = Int(text) else {
            wrongType(key, node, expected: "whole_number")
            return nil
        }
        return Located(value: number, location: node.location)
    }

    func strings(_ key: String, required: Bool = false) -> [Located<String>]? {
        guard let node = value(key, required: required) else { return nil }
        guard case .array(let elements) = node.value else {
            wrongType(key, node, expected: "strings")
            return nil
        }
        return strings(elements, key: key)
    }

    private func strings(_ elements: [JSONNode], key: String) -> [Located<String>] {
        elements.compactMap { element in
            guard case .string(let text) = element.value else {
                diagnostics.report(.templateElementNotAString, ["key": .text(name(key)), "found": element.kind], at: element.location)
                return nil
            }
            return Located(value: text, location: element.location)
        }
    }

    /// A whole number of lines or `"auto"`.
    func lineCount(_ key: String) -> Located<RawFormat.LineCount>? {
        guard let node = value(key) else { return nil }
        switch node.value {
        case .string("auto"): return Located(value: .auto, location: node.location)
        case .number: return integer(key).map { Located(value: .count($0.value), location: $0.location) }
        default:
            diagnostics.report(.templateLineCountInvalid, [
                "key": .text(name(key)), "found": node.kind, "auto_means": .phrase("template.auto_means.\(key)", [:]),
            ], at: node.location)
            return nil
        }
    }

    /// One string or an array of them, as one array.
    func stringOrStrings(_ key: String, expected: String) -> [Located<String>]? {
        guard let node = value(key) else { return nil }
        switch node.value {
        case .string(let text): return [Located(value: text, location: node.location)]
        case .array(let elements): return strings(elements, key: key)
        default:
            wrongType(key, node, expected: expected)
            return nil
        }
    }

    func object(_ key: String, required: Bool = false, keys: [String]? = nil) -> JSONObjectReader? {
        guard let node = value(key, required: required) else { return nil }
        return JSONObjectReader(node, path: name(key), keys: keys ?? Self.knownKeys[name(key)] ?? [], diagnostics: diagnostics)
    }

    func objects(_ key: String, keys: [String]) -> [JSONObjectReader] {
        guard let node = value(key) else { return [] }
        guard case .array(let elements) = node.value else {
            wrongType(key, node, expected: "objects")
            return []
        }
        return elements.enumerated().compactMap { index, element in
            JSONObjectReader(element, path: "\(name(key))[\(index)]", keys: keys, diagnostics: diagnostics)
        }
    }

    /// The keys of the nested objects, by path.
    static let knownKeys: [String: [String]] = [
        "match": RawMatch.keys, "format": RawFormat.keys, "columns": RawColumns.keys, "balances": RawBalances.keys,
    ]
}
