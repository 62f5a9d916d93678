import Foundation
import StatementImport

extension AccountPrompt {
    /// The currency the user names for a new account of a statement that states none; `nil`
    /// when the answer is empty or not an ISO 4217 code.
    func chooseCurrency(among likely: [Currency]) -> Currency? {
        context.diagnostics.note(
            "The statement does not state its currency. Which currency does the account keep? ("
                + likely.map(\.code).joined(separator: ", ") + ", or another ISO code; empty cancels): ")
        guard let answer = readLine(strippingNewline: true)?.trimmingCharacters(in: .whitespaces), !answer.isEmpty else {
            return nil
        }
        return Currency(code: answer)
    }
}
