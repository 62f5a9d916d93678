import ImportWords
import StatementImport
import StatementMapping
import StatementValues
import TextPrimitives

extension Problem {
    /// The problem as the JSON outputs carry it: its code, place, data and need beside the
    /// message rendered in `words`; only `message` depends on the reader's language.
    package func jsonValue(_ words: Words) -> JSONValue {
        var members: [(String, JSONValue)] = [("code", .string(code.rawValue))]
        if let file { members.append(("file", .string(file))) }
        if let line { members.append(("line", .int(line))) }
        if let column { members.append(("column", .int(column))) }
        members.append(("data", jsonData))
        if let need {
            members.append(("need", .object([("kind", .string(need.key)), ("candidates", .array(need.candidates.map(JSONValue.string)))])))
        }
        members.append(("message", .string(message(words))))
        return .object(members)
    }
}

extension Problem {
    /// The `code` and `data` members that every entry of a JSON document about a problem
    /// carries beside its own fields (a skipped line's `reason`, a reconciliation problem's
    /// `message`): the same in `preview --json`, `validate --report json`, `convert --to json`
    /// and `import --dry-run --json`.
    package var jsonCodeAndData: [(String, JSONValue)] {
        [("code", .string(code.rawValue)), ("data", jsonData)]
    }

    /// The data by name, in the order of the names.
    var jsonData: JSONValue { .object(data.keys.sorted().map { ($0, data[$0]!.jsonValue) }) }
}

extension SkippedLine {
    /// A `skipped` entry: the line, its reason in English, and the reason's code and data.
    package var jsonValue: JSONValue {
        .object([("line", .int(line)), ("reason", .string(reason))] + problem.jsonCodeAndData)
    }
}

extension WordValue {
    /// The datum in its contract form: amounts and dates as the JSON documents write them.
    var jsonValue: JSONValue {
        switch self {
        case .text(let text), .amount(let text), .date(let text): .string(text)
        case .number(let number): .int(number)
        case .list(let values): .array(values.map(JSONValue.string))
        case .phrase(let key, let data): .object([("phrase", .string(key))] + data.keys.sorted().map { ($0, data[$0]!.jsonValue) })
        case .phrases(let values, _): .array(values.map(\.jsonValue))
        }
    }
}
