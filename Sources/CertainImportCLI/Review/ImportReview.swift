import CommandLineKit
import ImportEngine
import ImportWords

/// `import FILE... --review`: each statement in the full-screen review list that `review FILE`
/// shows, booked as the list shows it when the user confirms with `b`.
///
/// Several statements are reviewed one after another, in the order of their periods (as a
/// batch books them). A statement left without booking (`q`) keeps its review; the later
/// statements of its account are not shown, as a batch does not book them after a failure:
/// the account's balance would not lead into them. Leaving is the user's choice, not a
/// problem: the run ends with 0, as `review` does. Ctrl-C stops the run (130).
struct ImportReview {
    let command: ImportCommand

    func run(_ files: [InputFile], context: CommandContext) throws {
        let registry = TemplateLibrary.registry(environment: context.environment, diagnostics: context.diagnostics)
        // Opened (read, account looked up) before the first list is drawn, so that problems
        // with any file are known before the user spends time on the first.
        var reviews: [StatementReview] = []
        for file in files {
            reviews.append(try StatementReview.open(
                file, statement: command.statement, target: command.target, accountName: command.account,
                context: context, registry: registry))
        }
        let order = StatementReview.bookingOrder(of: reviews)

        // The first statement of each account that was left unbooked, by the account's key.
        var leftOfAccount: [String: ImportFile] = [:]
        var bookedAny = false
        for (position, index) in order.enumerated() {
            var review = reviews[index]
            if bookedAny {
                // Opened again after a booking: the account may exist now, and rows an
                // overlapping statement booked are duplicates.
                review = try StatementReview.open(
                    files[index], statement: command.statement, target: command.target, accountName: command.account,
                    context: context, registry: registry)
            }
            if let earlier = leftOfAccount[review.accountKey] {
                context.output.write("\(review.file.displayName): not booked: \(earlier.displayName) was not booked\n")
                continue
            }
            let message = order.count > 1
                ? context.words.text("review.screen.statement_of", ["position": .number(position + 1), "count": .number(order.count)]) : nil
            let booked = try review.runInTerminal(
                target: command.target, context: context, fileArgument: review.file.displayName, message: message)
            if booked { bookedAny = true } else { leftOfAccount[review.accountKey] = review.file }
        }
    }
}
