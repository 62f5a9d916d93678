import ImportWords

/// Columns in a problem's data: by number (from 1) under a key ending in `_column`, with the
/// header's name, if any, under the key and `_name`; several under a key ending in `_columns`,
/// numbers and names as two lists, and with their kinds as a third (`_kinds`) when the text
/// describes each. A person reads them as `'Betrag'` or `column 3`, described as
/// `2 'Betrag' amount`. Values a reader chooses between sit under a key ending in
/// `_alternatives`, read as `dd/MM/yyyy or MM/dd/yyyy`; column numbers alone under a key ending in
/// `_numbers`, read as `3 and 4`.
extension Problem {
    /// The data naming one column under `key`.
    package static func column(_ key: String, number: Int, name: String?) -> [String: WordValue] {
        var data: [String: WordValue] = [key: .number(number)]
        if let name { data[key + "_name"] = .text(name) }
        return data
    }

    /// The data naming several columns under `key`, in order, with their kinds if the text describes them.
    package static func columns(_ key: String, numbers: [Int], names: [String?], kinds: [String]? = nil) -> [String: WordValue] {
        var data: [String: WordValue] = [key: .list(numbers.map(String.init)), key + "_names": .list(names.map { $0 ?? "" })]
        if let kinds { data[key + "_kinds"] = .list(kinds) }
        return data
    }

    /// The columns of the data as `words` name them, by their keys.
    func columnWords(_ words: Words) -> [String: WordValue] {
        func named(_ number: String, _ name: String?) -> String {
            guard let name, !name.isEmpty else { return words.text("label.column", ["number": .text(number)]) }
            return "'\(name)'"
        }
        var values: [String: WordValue] = [:]
        for (key, value) in data {
            if key.hasSuffix("_column"), case .number(let number) = value {
                let name: String? = if case .text(let name)? = data[key + "_name"] { name } else { nil }
                values[key] = .text(named(String(number), name))
            } else if key.hasSuffix("_columns"), case .list(let numbers) = value {
                let names: [String] = if case .list(let names)? = data[key + "_names"] { names } else { [] }
                if case .list(let kinds)? = data[key + "_kinds"] {
                    values[key] = .text(numbers.indices.map { index in
                        let name = index < names.count && !names[index].isEmpty ? "'\(names[index])'" : words.text("label.no_name")
                        let kind = index < kinds.count ? words.text("column_kind.\(kinds[index])") : ""
                        return "\(numbers[index]) \(name) \(kind)"
                    }.joined(separator: ", "))
                    continue
                }
                let each = numbers.indices.map { named(numbers[$0], $0 < names.count ? names[$0] : nil) }
                let and = words.text("label.and")
                values[key] = .text(each.count < 2 ? each.joined() : each.dropLast().joined(separator: ", ") + and + each.last!)
            } else if key.hasSuffix("_numbers"), case .list(let numbers) = value {
                values[key] = .text(numbers.count < 2 ? numbers.joined() : numbers.dropLast().joined(separator: ", ") + words.text("label.and") + numbers.last!)
            } else if key.hasSuffix("_alternatives"), case .list(let alternatives) = value {
                values[key] = .text(alternatives.joined(separator: words.text("label.or")))
            }
        }
        return values
    }
}
