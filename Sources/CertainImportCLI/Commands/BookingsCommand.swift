import Booking
import CommandLineKit
import ImportWords
import LocalLedger
import StatementImport
import StatementOutput
import TextPrimitives

/// `certain-import bookings`: the bookings of the local ledger.
struct BookingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "bookings",
        abstract: "bookings.abstract",
        discussion: "bookings.discussion",
        subcommands: [List.self, Edit.self],
        examples: [
            Example("bookings.example.1", "certain-import bookings list --import 1"),
            Example("bookings.example.2", "certain-import bookings edit 12 --category Lebensmittel"),
        ]
    )

    init(arguments: ParsedArguments) {}

    /// `certain-import bookings list`: the bookings that count, or those of one import.
    struct List: ParsableCommand {
        static let importID = Option<Int?>(
            "import", valueName: "ID",
            help: "bookings.list.import"
        )
        static let json = Flag("json", help: "bookings.list.json")

        static let configuration = CommandConfiguration(
            name: "list",
            abstract: "bookings.list.abstract",
            discussion: "bookings.list.discussion",
            arguments: [importID, json, LedgerLocation.option],
            examples: [
                Example("bookings.list.example.1", "certain-import bookings list"),
                Example("bookings.list.example.2", "certain-import bookings list --import 1 --json"),
            ]
        )

        var importID: Int?
        var json: Bool
        var ledger: String?

        init(arguments: ParsedArguments) throws(CLIError) {
            importID = try arguments.value(of: Self.importID)
            json = arguments.value(of: Self.json)
            ledger = try arguments.value(of: LedgerLocation.option)
        }

        func run(_ context: CommandContext) throws {
            let location = try LedgerLocation(option: ledger, environment: context.environment)
            guard let ledger = try location.openIfExists() else {
                if let importID {
                    throw CLIError.problemsFound(context.words.text("ledger.no_import_in", ["import": .number(importID), "target": .text(location.path)]))
                }
                return write([], location: location, context: context)
            }
            let bookings: [LedgerBooking]
            do {
                bookings = try ledger.bookings(importID: importID)
            } catch {
                throw CLIError(error, words: context.problemWords(offering: []))
            }
            write(bookings, location: location, context: context)
        }

        private func write(_ bookings: [LedgerBooking], location: LedgerLocation, context: CommandContext) {
            if json {
                context.output.write(JSONValue.array(bookings.map(\.jsonValue)).rendered() + "\n")
            } else if bookings.isEmpty {
                context.output.write(context.words.text(
                    importID == nil ? "ledger.no_bookings" : "ledger.no_bookings_of_import",
                    ["target": .text(location.path), "import": .number(importID ?? 0)]) + "\n")
            } else {
                context.output.write(bookingTable(bookings, words: context.words))
            }
        }
    }

    /// `certain-import bookings edit ID`: changes a booking's texts and marks it modified.
    struct Edit: ParsableCommand {
        static let id = Positional<Int>("ID", help: "bookings.edit.id")
        static let category = Option<String?>("category", valueName: "C", help: "bookings.edit.category")
        static let purpose = Option<String?>("purpose", valueName: "P", help: "bookings.edit.purpose")
        static let counterparty = Option<String?>("counterparty", valueName: "C", help: "bookings.edit.counterparty")

        static let configuration = CommandConfiguration(
            name: "edit",
            abstract: "bookings.edit.abstract",
            discussion: "bookings.edit.discussion",
            arguments: [id, category, purpose, counterparty, LedgerLocation.option],
            examples: [
                Example("bookings.edit.example.1", "certain-import bookings edit 12 --category Lebensmittel"),
                Example("bookings.edit.example.2", "certain-import bookings edit 12 --purpose 'Miete April' --counterparty 'Hausverwaltung Meier'"),
            ]
        )

        var id: Int
        var category: String?
        var purpose: String?
        var counterparty: String?
        var ledger: String?

        init(arguments: ParsedArguments) throws(CLIError) {
            id = try arguments.value(of: Self.id)
            category = try arguments.value(of: Self.category)
            purpose = try arguments.value(of: Self.purpose)
            counterparty = try arguments.value(of: Self.counterparty)
            ledger = try arguments.value(of: LedgerLocation.option)
        }

        func validate() throws(CLIError) {
            if category == nil, purpose == nil, counterparty == nil {
                throw CLIError.usage(
                    "nothing to change in booking \(id)",
                    hint: "give --category, --purpose or --counterparty"
                )
            }
        }

        func run(_ context: CommandContext) throws {
            let location = try LedgerLocation(option: ledger, environment: context.environment)
            guard location.exists else {
                throw CLIError.problemsFound(context.words.text("ledger.no_booking_in", ["booking": .number(id), "target": .text(location.path)]))
            }
            let ledger = try location.open()
            let booking: LedgerBooking
            do {
                booking = try ledger.editBooking(id: id, category: category, purpose: purpose, counterparty: counterparty)
            } catch {
                throw CLIError(error, words: context.problemWords(offering: []))
            }
            let changes = [("category", category), ("purpose", purpose), ("counterparty", counterparty)]
                .compactMap { name, value in value.map { "\(name) '\($0)'" } }
            context.output.write(
                "Changed booking \(booking.id): \(changes.joined(separator: ", ")). It is marked modified, so "
                    + "'certain-import undo \(booking.importID)' keeps it unless given --force.\n"
            )
        }
    }
}

/// The bookings as aligned columns; `*` marks a modified booking.
private func bookingTable(_ bookings: [LedgerBooking], words: Words) -> String {
    let header = ["id", "import", "date", "amount", "currency_short", "counterparty", "purpose", "category"].map { words.text("column.\($0)") }
    let rows = [header] + bookings.map { booking in
        [String(booking.id) + (booking.modified ? "*" : ""), String(booking.importID) + (booking.isUndone ? " (\(words.text("summary.undone")))" : ""),
         booking.bookingDate, booking.amount, booking.currency, booking.counterparty ?? "",
         booking.purpose.map { $0.count > 40 ? String($0.prefix(39)) + "…" : $0 } ?? "", booking.category ?? ""]
            // Visible forms before measuring, so that a cell with control characters keeps the columns aligned.
            .map(TerminalSafeText.singleLine)
    }
    // The amount right-aligned, so that decimal points line up; a row whose last cells are
    // empty ends without their padding.
    return TextTable.lines(rows, rightAligned: [3]).map(\.trimmingTrailingSpaces).joined(separator: "\n") + "\n"
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
