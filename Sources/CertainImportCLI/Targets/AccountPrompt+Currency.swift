import Foundation
import ImportEngine
import StatementValues

extension AccountPrompt {
    /// The currency the user names for a new account of a statement that states none; `nil`
    /// when the answer is not an ISO 4217 code. An empty answer cancels.
    func chooseCurrency(among likely: [Currency]) throws(ImportEngineError) -> Currency? {
        context.diagnostics.note(
            "The statement does not state its currency. Which currency does the account keep? ("
                + likely.map(\.code).joined(separator: ", ") + ", or another ISO code; empty cancels): ")
        return Currency(code: try answerOrCancel())
    }
}
