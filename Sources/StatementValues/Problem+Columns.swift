import ImportWords

/// Columns in a problem's data: by number (from 1) under a key ending in `_column`, with the
/// header's name, if any, under the key and `_name`; several under a key ending in `_columns`,
/// numbers and names as two lists. A person reads them as `'Betrag'` or `column 3`.
extension Problem {
    /// The data naming one column under `key`.
    package static func column(_ key: String, number: Int, name: String?) -> [String: WordValue] {
        var data: [String: WordValue] = [key: .number(number)]
        if let name { data[key + "_name"] = .text(name) }
        return data
    }

    /// The data naming several columns under `key`, in order.
    package static func columns(_ key: String, numbers: [Int], names: [String?]) -> [String: WordValue] {
        [key: .list(numbers.map(String.init)), key + "_names": .list(names.map { $0 ?? "" })]
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
                let each = numbers.indices.map { named(numbers[$0], $0 < names.count ? names[$0] : nil) }
                let and = words.text("label.and")
                values[key] = .text(each.count < 2 ? each.joined() : each.dropLast().joined(separator: ", ") + and + each.last!)
            }
        }
        return values
    }
}
