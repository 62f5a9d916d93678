import Booking
import ImportWords
import StatementChecks
import StatementDetection
import StatementImport
import StatementMapping
import StatementReview
import StatementTemplates
import StatementValues
import TextDecoding

// The names an app writes, from the stages that define them: importing this module is
// enough, as the app's own booking target and its answers need them.

/// An amount in a currency, exact to its minor units.
public typealias Money = StatementValues.Money
/// An ISO 4217 currency with its minor unit digits.
public typealias Currency = StatementValues.Currency
/// A decimal amount without currency, as the booking contract writes it.
public typealias DecimalAmount = StatementValues.DecimalAmount
/// A booking date: a day of the calendar, not an instant.
public typealias CalendarDate = StatementValues.CalendarDate
/// A date pattern such as `dd.MM.yyyy`, the answer to a date order need.
public typealias DateFormat = StatementValues.DateFormat
/// What the core lacks to read or book a statement, with the candidates it found.
public typealias StatementNeed = StatementValues.StatementNeed
/// A problem or warning as a value: a stable code, where it is, its data and what settles it.
public typealias Problem = StatementValues.Problem
/// The stable code of a problem, the same in every language.
public typealias ProblemCode = ImportWords.ProblemCode
/// The catalogue a problem is worded from, in German or English (`Words.english`).
public typealias Words = ImportWords.Words
/// What detection could not tell apart: the candidates and why.
public typealias Ambiguity = StatementValues.Ambiguity
/// A text encoding the core reads, the answer to an encoding need.
public typealias TextEncoding = TextDecoding.TextEncoding
/// A column's role in a statement, such as `amount` or `booking_date`.
public typealias ColumnRole = StatementDetection.ColumnRole
/// What detection found: encoding, dialect, table region, columns with roles and kinds.
public typealias StatementFormat = StatementDetection.StatementFormat
/// How a statement is read: its format, column mapping and matching template, with notes.
public typealias ReadingPlan = StatementLoader.Plan
/// The templates a statement is matched against; `TemplateRegistry()` holds the built-in ones.
public typealias TemplateRegistry = StatementTemplates.TemplateRegistry
/// One transaction as the statement states it.
public typealias Transaction = StatementMapping.Transaction
/// A row that cannot be read, with its line and column.
public typealias MappingProblem = StatementMapping.MappingProblem
/// A balance the statement states, with its line.
public typealias StatedBalance = StatementMapping.StatedBalance
/// A filter such as `purpose ~ /Umbuchung/i`, for the review's bulk operations.
public typealias FilterExpression = StatementMapping.FilterExpression
/// A statement read: transactions, skipped lines, balances, reconciliation, fingerprints.
public typealias StatementPreview = StatementChecks.StatementPreview
/// The reconciliation's verdict, the balances it compared and each difference.
public typealias ReconciliationReport = StatementChecks.ReconciliationReport
/// A transaction's identity across runs, for duplicates.
public typealias Fingerprint = StatementChecks.Fingerprint
/// The review operations over a statement's rows, with undo and redo.
public typealias ReviewSession = StatementReview.ReviewSession
/// A field of a row the review can set, such as `category`.
public typealias ReviewField = StatementReview.ReviewField
/// Where imports are booked; the app implements it for its own store.
public typealias BookingTarget = Booking.BookingTarget
/// Why a booking target refused or failed.
public typealias BookingError = Booking.BookingError
/// An account of a booking target.
public typealias Account = Booking.Account
/// The rows of one import, as a booking target receives them.
public typealias Batch = Booking.Batch
/// A booking target's answer which rows of a batch are new.
public typealias BatchPreview = Booking.BatchPreview
/// One import a booking target recorded.
public typealias ImportRecord = Booking.ImportRecord
/// What an import keeps beside its bookings: notes, an opening balance, an account to open.
public typealias ImportAnnotation = Booking.ImportAnnotation
/// One import of several booked as one unit.
public typealias PendingImport = Booking.PendingImport
/// One import with its bookings.
public typealias ImportDetail = Booking.ImportDetail
/// What undoing an import removed.
public typealias UndoResult = Booking.UndoResult
/// An account's balance and bookings around a statement's period.
public typealias BookedTotals = Booking.BookedTotals
/// An account an import opens when it is booked.
public typealias AccountToOpen = Booking.AccountToOpen
