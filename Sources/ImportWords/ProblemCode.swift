/// The stable name of a problem, warning, question or verdict the core and the engine report.
///
/// The raw values are the `code` fields of the JSON outputs and the keys of the catalogues:
/// they never change once released; a new problem gets a new case. `note` carries a sentence
/// not yet given a code of its own (its `text` datum), in English.
public enum ProblemCode: String, Sendable, CaseIterable, Codable {
    /// The file states no currency; its amounts are held with the currency unknown.
    case currencyUnknown = "currency_unknown"
    /// The currency the file does not state was taken from the target account (`currency`, `account`).
    case currencyFromAccount = "currency_from_account"
    /// An amount has more fraction digits than the settled currency allows (`amount`, `currency`).
    case amountTooPrecise = "amount_too_precise"
    /// Debits are written positive, so every amount is negated (`reason`).
    case signInverted = "sign_inverted"
    /// Nothing tells whether debits are written negative or positive (`reason`).
    case signUndecided = "sign_undecided"
    /// Byte sequences not valid in the encoding were replaced by U+FFFD (`count`, `encoding`).
    case bytesReplaced = "bytes_replaced"
    /// A byte order mark decided the encoding over the detected one (`encoding`, `detected`).
    case byteOrderMark = "byte_order_mark"
    /// More running-balance breaks than are listed one by one (`count`, `listed`).
    case unlistedBalanceBreaks = "unlisted_balance_breaks"
    /// No account of the target matches the statement, so every row is new (`target`).
    case noMatchingAccount = "no_matching_account"
    /// The statement cannot be booked while something only the user can say is undecided (`subject` via the need).
    case undecidedBeforeBooking = "undecided_before_booking"
    /// A journal cannot be written without the currency, which it names with every amount.
    case journalCurrencyUnknown = "journal_currency_unknown"
    /// The expected closing balance given is not an amount (`amount`).
    case expectedBalanceNotAnAmount = "expected_balance_not_an_amount"
    /// One expected closing balance was given for files of several accounts (`count`).
    case expectedBalanceForSeveralAccounts = "expected_balance_for_several_accounts"
    /// The journal account name given is not one the journal's format allows (`name`, `format`, `reason`).
    case journalAccountNameInvalid = "journal_account_name_invalid"
    /// A column given for a role is not in the file (`column`, `role`, `count`).
    case columnNotInFile = "column_not_in_file"
    /// A column given for amounts holds none (`column`, `role`, `name`, `kind`).
    case columnHoldsNoAmounts = "column_holds_no_amounts"
    /// A column given for dates holds none (`column`, `role`, `name`, `kind`).
    case columnHoldsNoDates = "column_holds_no_dates"
    /// The file has no bytes at all.
    case emptyFile = "empty_file"
    /// A NUL byte: the file is no text table (`byte`).
    case binaryContent = "binary_content"
    /// A record longer than any statement line (`line`, `mebibytes`).
    case recordTooLong = "record_too_long"
    /// A record with more fields than any statement (`line`, `limit`).
    case tooManyFields = "too_many_fields"
    /// The amount column's name says the fee is not in the amounts, so the fee is taken off
    /// them (`amount_column`, `fee_column`, `charged`, `rows`).
    case feeOnTopByName = "fee_on_top_by_name"
    /// The header is written on several lines, whose parts make each column's name
    /// (`first_line`, `last_line`, `names`).
    case headerOnSeveralLines = "header_on_several_lines"
    /// The file names no currency elsewhere, but every amount names it beside its number (`currency`).
    case currencyWrittenWithAmounts = "currency_written_with_amounts"
    /// The file names no currency; the template's is used (`currency`, `template`).
    case currencyFromTemplate = "currency_from_template"
    /// Another encoding reads the texts as plausibly as the one chosen (`encoding`, `other`).
    case encodingUncertain = "encoding_uncertain"
    /// A sentence not yet given a code of its own (`text`).
    case note = "note"
}
