import ImportWords

/// An operation of the ledger's surface, which a failure names: a code and its data, so that
/// a German refusal names it in German (`operation.` texts of the catalogues).
enum LedgerOperation {
    case openLedger
    case readAccounts
    case lookUpAccount(String)
    case addAccount(String)
    case planAccount(String)
    case openAccountForImport
    case setOpeningBalance
    case sumBookings(accountID: Int)
    case previewImport
    case beginImport
    case bookRows
    case bookImport(filename: String)
    case bookImportsAsOne(count: Int)
    case readImport(Int)
    case readBookings
    case readBookingsOfImport(Int)
    case readHistory
    case editBooking(Int)
    case undoImport(Int)

    /// The operation as a problem's data: `operation` names its text, the rest fill it in.
    var data: [String: WordValue] {
        switch self {
        case .openLedger: ["operation": .text("open_ledger")]
        case .readAccounts: ["operation": .text("read_accounts")]
        case .lookUpAccount(let text): ["operation": .text("look_up_account"), "operation_account": .text(text)]
        case .addAccount(let name): ["operation": .text("add_account"), "operation_account": .text(name)]
        case .planAccount(let name): ["operation": .text("plan_account"), "operation_account": .text(name)]
        case .openAccountForImport: ["operation": .text("open_account_for_import")]
        case .setOpeningBalance: ["operation": .text("set_opening_balance")]
        case .sumBookings(let accountID): ["operation": .text("sum_bookings"), "operation_account": .number(accountID)]
        case .previewImport: ["operation": .text("preview_import")]
        case .beginImport: ["operation": .text("begin_import")]
        case .bookRows: ["operation": .text("book_rows")]
        case .bookImport(let filename): ["operation": .text("book_import"), "operation_file": .text(filename)]
        case .bookImportsAsOne(let count): ["operation": .text("book_imports_as_one"), "operation_count": .number(count)]
        case .readImport(let id): ["operation": .text("read_import"), "operation_import": .number(id)]
        case .readBookings: ["operation": .text("read_bookings")]
        case .readBookingsOfImport(let id): ["operation": .text("read_bookings_of_import"), "operation_import": .number(id)]
        case .readHistory: ["operation": .text("read_history")]
        case .editBooking(let id): ["operation": .text("edit_booking"), "operation_booking": .number(id)]
        case .undoImport(let id): ["operation": .text("undo_import"), "operation_import": .number(id)]
        }
    }
}
