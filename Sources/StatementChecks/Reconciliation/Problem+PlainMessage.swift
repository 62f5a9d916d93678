import ImportWords
import StatementValues

extension Problem {
    /// The problem in English with its amounts in the contract's form (`-1234.50`), for text
    /// kept rather than shown: scripts read these messages and compare the amounts as written.
    package var plainMessage: String {
        var plain = self
        plain.data = data.mapValues { value in
            if case .amount(let amount) = value { return .text(amount) }
            return value
        }
        return plain.message()
    }
}
