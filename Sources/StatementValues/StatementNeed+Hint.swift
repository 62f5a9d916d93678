/// A need in the words of a command line: what is undecided, and which option settles it.
extension StatementNeed {
    /// What is undecided, in words: "the sign of the amounts".
    public var subject: String {
        switch self {
        case .currency: "the currency"
        case .dateFormat: "the date order"
        case .decimalSeparator: "the decimal mark"
        case .sign: "whether debits are written negative or positive"
        case .encoding: "the text encoding"
        case .delimiter: "the delimiter"
        case .template: "the template"
        case .columns(let missing, _, _): "the \(missing) column"
        }
    }

    /// The options that settle this need, by their long names.
    public var settlingOptions: [String] {
        switch self {
        case .currency: ["currency"]
        case .dateFormat: ["date-format"]
        case .decimalSeparator: ["decimal-separator"]
        case .sign: ["sign"]
        case .encoding: ["encoding"]
        case .delimiter: ["delimiter"]
        case .template: ["template"]
        case .columns: ["column", "template"]
        }
    }

    /// What to do about it, naming only options that `options` (long names) holds; otherwise
    /// the command that has them.
    public func hint(offering options: Set<String>) -> String {
        let flag = settlingOptions.first { options.contains($0) }
        func with(_ example: String) -> String {
            flag.map { "give it with --\($0) \(example)" } ?? "give it with 'certain-import preview FILE --\(settlingOptions[0]) \(example)'"
        }
        switch self {
        case .currency(let likely):
            return with(likely.first?.code ?? "CHF") + (likely.count > 1 ? " (likely: \(likely.map(\.code).joined(separator: ", ")))" : "")
        case .dateFormat(let candidates):
            return "no date tells day from month; " + with(candidates.first ?? "dd.MM.yyyy")
                + (candidates.count > 1 ? " (candidates: \(candidates.joined(separator: ", ")))" : "")
        case .decimalSeparator(let candidates):
            return "no amount shows its decimal mark; " + with("'\(candidates.first ?? ",")'")
        case .sign:
            return flag.map { _ in "say how debits are written with --sign debits-negative or --sign debits-positive" }
                ?? "say how debits are written with 'certain-import preview FILE --sign debits-negative' (or debits-positive)"
        case .encoding(let candidates):
            return with(candidates.first ?? "windows-1252") + (candidates.count > 1 ? " (candidates: \(candidates.joined(separator: ", ")))" : "")
        case .delimiter(let candidates):
            return with("'\(candidates.first ?? ";")'")
        case .template(let candidates):
            return flag.map { _ in "choose one with --template \(candidates.first ?? "ID") (candidates: \(candidates.joined(separator: ", ")))" }
                ?? "choose one with 'certain-import preview FILE --template ID'"
        case .columns(let missing, let candidates, let headerless):
            let column = { (role: String) in
                options.contains("column") ? "--column \(role)" : "'certain-import preview FILE --column \(role)'"
            }
            var say = "say which column holds it with " + column("\(missing)=\(candidates.first.map(String.init) ?? "N")")
            if missing == "amount", candidates.count == 2 {
                say += " (and the other, if it is a running balance: \(column("balance=\(candidates[1])")))"
            }
            // Templates recognise a file by its header: none reads a file without one.
            if headerless { return say + ", numbering the columns from 1" }
            return say + ", numbering the columns from 1; "
                + (options.contains("template") ? "or read it with --template ID, " : "")
                + "or write a template that names the \(missing) column: 'certain-import templates new --from FILE'"
        }
    }
}
