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
    /// Debits are written positive, so every amount is negated (`reason_key`, naming the
    /// reason's words, and the values they name).
    case signInverted = "sign_inverted"
    /// Nothing tells whether debits are written negative or positive (`reason_key`, as for `signInverted`).
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
    // The engine's refusals and failures (`ImportEngineError`), worded in `Catalogue+Engine.swift`.
    /// The user cancelled a question; nothing was booked.
    case cancelled = "cancelled"
    /// The statement states no IBAN, so the account to book into must be named.
    case accountNotNamed = "account_not_named"
    /// The statement's IBAN has wrong check digits, so the account must be named (`iban`).
    case accountIBANInvalid = "account_iban_invalid"
    /// No account of the target has the statement's IBAN (`target`, `iban`).
    case noAccountWithIBAN = "no_account_with_iban"
    /// The target has no account of the name given (`target`, `account`).
    case noSuchAccount = "no_such_account"
    /// An account's currency is no ISO 4217 code (`account`, `currency`).
    case accountCurrencyInvalid = "account_currency_invalid"
    /// A new account needs a currency the statement does not state (`likely`).
    case newAccountCurrencyUnknown = "new_account_currency_unknown"
    /// As `newAccountCurrencyUnknown`, for a statement whose IBAN names a country (`iban`, `country`, `likely`).
    case newAccountCurrencyUnknownForIBAN = "new_account_currency_unknown_for_iban"
    /// The balances do not reconcile, so nothing was booked (`problems`, the reconciliation's own lines).
    case balancesDoNotReconcile = "balances_do_not_reconcile"
    /// Rows cannot be read, so nothing was booked (`count`, `first`).
    case rowsUnreadable = "rows_unreadable"
    /// A streamed import lost its session with the target (`target`).
    case importSessionLost = "import_session_lost"
    /// The opening balance of an account cannot be worked out from its bookings (`account`, `reason`).
    case openingBalanceUnknown = "opening_balance_unknown"
    /// An import of a failed run cannot be undone, so it stays booked (`import`, `reason`).
    case importStaysBooked = "import_stays_booked"
    /// A review leaves out every row, so nothing was booked.
    case reviewExcludesEveryRow = "review_excludes_every_row"
    /// The review file does not exist.
    case reviewFileMissing = "review_file_missing"
    /// The review file exists but cannot be read.
    case reviewFileUnreadable = "review_file_unreadable"
    /// The review file was not applied (`problems`, its problems as they are placed).
    case reviewFileRejected = "review_file_rejected"
    /// A statement file named is a directory (`path`).
    case fileIsDirectory = "file_is_directory"
    /// No file at the path named (`path`).
    case fileNotFound = "file_not_found"
    /// The file may not be read by this user (`path`).
    case filePermissionDenied = "file_permission_denied"
    /// The file cannot be opened, for the system's reason (`path`, `reason`).
    case fileCannotOpen = "file_cannot_open"
    /// Reading the file failed, for the system's reason (`reason`).
    case fileCannotRead = "file_cannot_read"
    /// A directory named cannot be listed (`path`, `reason`).
    case directoryUnlistable = "directory_unlistable"
    /// A directory named holds no `.csv` files (`path`).
    case directoryHoldsNoStatements = "directory_holds_no_statements"
    /// A directory holds no `.csv` files, but a subdirectory does (`path`, `example`, `all`).
    case directoryHoldsStatementsBelow = "directory_holds_statements_below"
    /// A limit variable is not a positive number of bytes (`variable`, `value`).
    case byteLimitInvalid = "byte_limit_invalid"
    /// A limit variable is not a positive number of rows (`variable`, `value`).
    case rowLimitInvalid = "row_limit_invalid"
    /// The statement has more bytes than the limit (`limit`, `memory`, `variable`).
    case statementOverByteLimit = "statement_over_byte_limit"
    /// The statement has more rows than the limit (`limit`, `memory`, `variable`).
    case statementOverRowLimit = "statement_over_row_limit"
    /// With those read before it, the statement has more bytes than the limit (`limit`, `memory`, `variable`).
    case statementsOverByteLimit = "statements_over_byte_limit"
    /// With those read before it, the statement has more rows than the limit (`limit`, `memory`, `variable`).
    case statementsOverRowLimit = "statements_over_row_limit"
    /// A filter's regex was stopped for doing too much work on a row (`regex`, `filter`, `steps`).
    case filterRegexStopped = "filter_regex_stopped"
    /// A command line's own error handed through the engine, already in words (`text`).
    case commandLineError = "command_line_error"
    // The booking targets' refusals and failures (`BookingError`), worded in `Catalogue+Booking.swift`.
    /// A booking target's failure in its own sentence (`text`): a target of the app's own, or one not yet given a code.
    case targetMessage = "target_message"
    /// A row of a batch is in another currency than the account (`transaction`, `currency`, `account_currency`).
    case currencyNotTheAccounts = "currency_not_the_accounts"
    /// The target has no import of that id (`import`).
    case importNotFound = "import_not_found"
    /// The target has no booking of that id (`booking`).
    case bookingNotFound = "booking_not_found"
    /// The target has no account of that id (`account`).
    case accountIDNotFound = "account_id_not_found"
    /// An import cannot be undone: bookings of it were changed since (`import`, `count`, `bookings`).
    case importModified = "import_modified"
    /// An operation on the ledger failed: it is locked by another process (`operation`, `reason`).
    case ledgerLocked = "ledger_locked"
    /// An operation on the ledger failed: the file is no certain-import ledger (`operation`, `reason`).
    case ledgerNotALedger = "ledger_not_a_ledger"
    /// An operation on the ledger failed: the file is damaged (`operation`, `reason`).
    case ledgerDamaged = "ledger_damaged"
    /// An operation on the ledger failed: the ledger cannot be opened or created (`operation`, `reason`).
    case ledgerNotOpenable = "ledger_not_openable"
    /// An operation on the ledger failed: the ledger may not be written (`operation`, `reason`).
    case ledgerNotWritable = "ledger_not_writable"
    /// An operation on the ledger failed: the disk failed (`operation`, `reason`).
    case ledgerDiskFailed = "ledger_disk_failed"
    /// An operation on the ledger failed: the disk is full, nothing of it was written (`operation`, `reason`).
    case ledgerDiskFull = "ledger_disk_full"
    /// An operation on the ledger failed for another reason SQLite gives (`operation`, `reason`).
    case ledgerFailed = "ledger_failed"
    /// The file is not a certain-import ledger.
    case notALedger = "not_a_ledger"
    /// No server of that name is stored, and none at all (`server`).
    case serverNotStored = "server_not_stored"
    /// No server of that name is stored among those that are (`server`, `stored`).
    case serverNotStoredAmong = "server_not_stored_among"
    /// Nothing answers at the server's address and port.
    case serverNotAnswering = "server_not_answering"
    /// Nothing answered at the server's address and port, however often asked (`attempts`).
    case serverNotAnsweringAfterAttempts = "server_not_answering_after_attempts"
    /// No device token is at hand for the server.
    case serverTokenMissing = "server_token_missing"
    /// The server or a proxy in front of it is unavailable (`answer`, the server's own text).
    case serverUnavailable = "server_unavailable"
    /// As `serverUnavailable`, however often asked (`answer`, `attempts`).
    case serverUnavailableAfterAttempts = "server_unavailable_after_attempts"
    /// A server's address is no http(s) URL (`url`).
    case serverURLNotHTTP = "server_url_not_http"
    /// A server's URL names no host.
    case serverURLWithoutHost = "server_url_without_host"
    /// Plain http to a host that is not this machine, which would send the token unencrypted (`host`).
    case plainHTTPRefused = "plain_http_refused"
    /// The server refused the device token (`answer`, the server's own text).
    case serverRefusedToken = "server_refused_token"
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
    /// Fewer than half the rows fill fields beyond the header's, whose later fields a delimiter
    /// inside a field may have shifted (`count`, `first_line`, `fields`, `header_fields`).
    case rowsWiderThanHeader = "rows_wider_than_header"
    /// The file names no currency elsewhere, but every amount names it beside its number (`currency`).
    case currencyWrittenWithAmounts = "currency_written_with_amounts"
    /// The file names no currency; the template's is used (`currency`, `template`).
    case currencyFromTemplate = "currency_from_template"
    /// Another encoding reads the texts as plausibly as the one chosen (`encoding`, `other`).
    case encodingUncertain = "encoding_uncertain"
    /// A sentence not yet given a code of its own (`text`).
    case note = "note"

    // What detection decided and how, told in the detect and preview outputs.

    /// Two columns of amounts hold the same value on every row; the first is read (`amount_column`, `twin_column`).
    case amountsInTwinColumns = "amounts_in_twin_columns"
    /// A column holds the balance before each transaction, which proves the amounts (`amount_column`, `balance_column`).
    case amountsProvenByBalanceBefore = "amounts_proven_by_balance_before"
    /// A fee column no running balance proves taken off the amounts (`fee_column`, `charged`, `rows`, `example`).
    case feeNotProven = "fee_not_proven"
    /// '.' is the decimal mark, as every amount has three decimals ending in 0 (`example`).
    case decimalMarkByPaddedDecimals = "decimal_mark_by_padded_decimals"
    /// `U+FFFD` stands where a thousands separator goes and is read as one (`example`).
    case lostGroupingMark = "lost_grouping_mark"
    /// Every amount is a whole number: either decimal mark reads them alike.
    case wholeAmountsEitherMark = "whole_amounts_either_mark"
    /// The rows run in date order under one reading only (`format`, `other`).
    case dateOrderByRowOrder = "date_order_by_row_order"
    /// The value dates lie near the booking dates under one reading only (`format`).
    case dateOrderByValueDates = "date_order_by_value_dates"
    /// No date tells day from month: US-dollar statements in English write the month first (`format`, `other`).
    case dateOrderByDollarConvention = "date_order_by_dollar_convention"
    /// No date tells day from month: statements in the currency write the day first (`format`, `other`, `currency`).
    case dateOrderByCurrencyConvention = "date_order_by_currency_convention"
    /// The running balance proves which column holds debits and which credits (`debit_column`, `credit_column`, `balance_column`).
    case debitCreditProvenByBalance = "debit_credit_proven_by_balance"
    /// The running balance proves the amounts and the column of marks that signs them
    /// (`amount_column`, `direction_column`, `balance_column`).
    case amountsProvenByDirectionAndBalance = "amounts_proven_by_direction_and_balance"
    /// Of the columns of amounts, only one has amounts below and above zero (`amount_column`, `other_columns`).
    case amountsInOnlySignedColumn = "amounts_in_only_signed_column"
    /// The running balance proves which of a column's two words marks debits (`direction_column`, `debit`, `credit`, `balance_column`).
    case directionMarksProvenByBalance = "direction_marks_proven_by_balance"
    /// The file holds several tables; the one with the most dated rows is read (`first_line`, `last_line`).
    case severalTables = "several_tables"
    /// The file holds several tables; the first is read (`first_line`, `last_line`).
    case severalTablesFirstRead = "several_tables_first_read"
    /// The column named as the booking date holds one date on every row; another dates the
    /// bookings (`booking_column`, `constant_column`).
    case bookingDateVaries = "booking_date_varies"
    /// Another column named as the booking date dates rows the named one leaves empty
    /// (`booking_column`, `named_column`, `count`).
    case bookingDateCompleted = "booking_date_completed"
    /// No column holds booking dates (`file_columns` with their names and kinds).
    case noBookingDateColumn = "no_booking_date_column"
    /// The column named as the booking date holds no dates (`named_column`, `file_columns`).
    case bookingDateColumnHoldsNoDates = "booking_date_column_holds_no_dates"
    /// No date tells day from month (`date_formats_alternatives`).
    case dateOrderUndecided = "date_order_undecided"
    /// No column holds the amounts (`file_columns`).
    case noAmountColumn = "no_amount_column"
    /// Several columns hold amounts and nothing tells which are the transactions' (`amount_numbers`, `file_columns`).
    case amountColumnsUndecided = "amount_columns_undecided"
    /// As `amountColumnsUndecided`, in a file without a header, which no template recognises.
    case amountColumnsUndecidedWithoutHeader = "amount_columns_undecided_without_header"
    /// No amount shows whether ',' or '.' is the decimal mark.
    case decimalMarkUndecided = "decimal_mark_undecided"
    /// A line skipped: every cell empty.
    case skippedEmptyRow = "skipped_empty_row"
    /// A line skipped: a booking not booked yet (`mark`).
    case skippedPending = "skipped_pending"
    /// A line skipped: the opening balance the bank states (`amount`).
    case skippedOpeningBalance = "skipped_opening_balance"
    /// A line skipped: the closing balance the bank states (`amount`).
    case skippedClosingBalance = "skipped_closing_balance"
    /// A line skipped: a line of totals (`label`).
    case skippedSummaryLine = "skipped_summary_line"
    /// A line skipped: one part of a collective booking booked as its total (`booking_line`, `amount`).
    case skippedSubRow = "skipped_sub_row"
    /// A line skipped: a further line of a booking's purpose (`booking_line`).
    case skippedContinuation = "skipped_continuation"
    /// A line skipped: a further line of a purpose already full (`booking_line`, `refused_line`).
    case skippedContinuationNotMerged = "skipped_continuation_not_merged"
    /// A line skipped: a detail row without amount of the collective booking above (`booking_line`).
    case skippedDetailWithoutAmount = "skipped_detail_without_amount"
    /// A line skipped: its amount cell is empty (`column_name`).
    case skippedWithoutAmount = "skipped_without_amount"
    /// A line skipped: its currency cell holds no currency code (`column_name`, `cell`).
    case skippedNotACurrency = "skipped_not_a_currency"
    /// A line skipped: it does not read (`text`, in English until its problem has a code).
    case skippedUnreadable = "skipped_unreadable"
    /// A line skipped: a filter left it out (`filter`).
    case skippedByFilter = "skipped_by_filter"
    /// A line skipped: a line of totals after the table.
    case skippedFooter = "skipped_footer"
    /// The file's legend says rows with a mark are not booked yet; they are skipped (`mark`, `legend`).
    case pendingByLegend = "pending_by_legend"
    /// The server redirects (`location`, `status`); certain-import follows no redirects (`server`).
    case serverRedirects = "server_redirects"
    /// The server redirects without naming where (`status`, `server`).
    case serverRedirectsUnnamed = "server_redirects_unnamed"
    /// The server does not allow the call to a device token of this scope (`answer`).
    case serverForbidsCall = "server_forbids_call"
    /// The server does not let a device token create a device token (`answer`).
    case serverForbidsTokenCreation = "server_forbids_token_creation"
    /// The server found nothing for the call: no such account or import (`answer`).
    case serverFoundNothing = "server_found_nothing"
    /// The server does not offer the call at its address (`answer`, `server`).
    case serverOffersNoSuchCall = "server_offers_no_such_call"
    /// The idempotency key of a booking was used before for another batch (`answer`).
    case serverIdempotencyKeyReused = "server_idempotency_key_reused"
    /// The server refused the call as a conflict (`answer`).
    case serverConflict = "server_conflict"
    /// An undo refused: bookings of the import were changed in Certain (`import`, `bookings`, `answer`).
    case serverImportModified = "server_import_modified"
    /// The batch is larger than the server takes (`answer`).
    case serverBatchTooLarge = "server_batch_too_large"
    /// The server rejected the request as invalid (`answer`).
    case serverRejectedInvalid = "server_rejected_invalid"
    /// The server limits requests; try again after `wait` seconds (`answer`).
    case serverLimitingRequests = "server_limiting_requests"
    /// As `serverLimitingRequests`, after `attempts` attempts.
    case serverLimitingRequestsAfterAttempts = "server_limiting_requests_after_attempts"
    /// The server failed (`answer`).
    case serverFailed = "server_failed"
    /// As `serverFailed`, after `attempts` attempts.
    case serverFailedAfterAttempts = "server_failed_after_attempts"
    /// The server answered with a status no call expects (`answer`).
    case serverUnexpectedAnswer = "server_unexpected_answer"
    /// This machine does not trust the server's TLS certificate (`reason`).
    case serverCertificateNotTrusted = "server_certificate_not_trusted"
    /// The TLS connection failed (`reason`).
    case serverTLSFailed = "server_tls_failed"
    /// An account to open has no name.
    case ledgerAccountWithoutName = "ledger_account_without_name"
    /// An account's currency is no ISO 4217 code (`currency`).
    case ledgerAccountCurrencyNotISO = "ledger_account_currency_not_iso"
    /// An account's opening balance is no amount in its currency (`amount`, `currency`).
    case ledgerAccountOpeningBalanceNotAnAmount = "ledger_account_opening_balance_not_an_amount"
    /// An account's IBAN is not valid (`iban`).
    case ledgerAccountIBANInvalid = "ledger_account_iban_invalid"
    /// A server's URL carries a user name or password (`server`).
    case serverURLWithCredentials = "server_url_with_credentials"
    /// A server's URL has a query or fragment.
    case serverURLWithQuery = "server_url_with_query"
    /// A server's URL names a loopback IPv6 address (`host`), and IPv4 loopback would do (`url`).
    case serverIPv6Loopback = "server_ipv6_loopback"
    /// A server's URL names an IPv6 address (`host`).
    case serverIPv6Address = "server_ipv6_address"
    /// A server's URL does not make a URL (`url`).
    case serverURLInvalid = "server_url_invalid"
    /// The ledger's full path is longer than SQLite opens (`bytes`, `limit`).
    case ledgerPathTooLong = "ledger_path_too_long"
    /// The ledger was written by a newer certain-import (`version`, `known`).
    case ledgerSchemaNewer = "ledger_schema_newer"
    /// A row's running balance is not the one before it plus its amount, and the amount's sign
    /// looks flipped (`line`, `previous_balance`, `sign`, `change`, `expected`, `found`, `amount`, `opposite`).
    case runningBalanceSignFlipped = "running_balance_sign_flipped"
    /// A row's running balance breaks as if the row before it were counted twice (the break's
    /// data as for `runningBalanceSignFlipped`, and `previous_line`, `previous_amount`).
    case runningBalanceCountedTwice = "running_balance_counted_twice"
    /// A row's running balance breaks as if a row were missing before it (the break's data, and
    /// `difference`, `first_line`, `last_line`).
    case runningBalanceRowMissing = "running_balance_row_missing"
    /// A row's running balance breaks and its amounts do not add up (the break's data).
    case runningBalanceUnsummable = "running_balance_unsummable"
    /// The stated opening balance is not what the first running balance implies (`opening`, `line`, `implied`).
    case openingBalanceMismatch = "opening_balance_mismatch"
    /// The stated closing balance is not where the running balance ends (`closing`, `found`, `line`).
    case closingBalanceRunningMismatch = "closing_balance_running_mismatch"
    /// The stated closing balance is not the latest row's balance (`closing`, `line`, `found`).
    case closingBalanceLatestRowMismatch = "closing_balance_latest_row_mismatch"
    /// Opening balance plus the amounts is not the stated closing balance
    /// (`opening`, `total`, `expected`, `closing`, `difference`).
    case closingBalanceSumMismatch = "closing_balance_sum_mismatch"
    /// The account's booked balance plus the statement is not where the statement ends
    /// (`before`, `total`, `after`, `stated`).
    case accountBalanceMismatch = "account_balance_mismatch"
    /// After the import the account would not hold the balance the user expects (`after`, `expected`).
    case expectedBalanceAfterImport = "expected_balance_after_import"
    /// The statement does not end at the balance the user expects (`closing`, `expected`).
    case expectedClosingBalance = "expected_closing_balance"
    /// An edit of a booking that changes nothing (`booking`).
    case ledgerNothingToChange = "ledger_nothing_to_change"
    /// The account an import opened got another id than planned (`got`, `planned`).
    case ledgerAccountIDUnplanned = "ledger_account_id_unplanned"
    /// An import's rows came before its account was open.
    case ledgerImportAccountNotOpen = "ledger_import_account_not_open"
    /// A dry run was asked to book.
    case ledgerDryRunBooksNothing = "ledger_dry_run_books_nothing"
    /// The ledger has no booking ids left.
    case ledgerOutOfBookingIDs = "ledger_out_of_booking_ids"
    /// An idempotency key came again with another batch (`key`, `import`).
    case idempotencyKeyReused = "idempotency_key_reused"
    /// An amount of a batch has more decimals than the account's currency (`field`,
    /// `transaction` for a row's, `amount`, `currency`, `digits`).
    case batchAmountTooPrecise = "batch_amount_too_precise"
    /// A row's fingerprint is empty or too long (`transaction`, `limit`).
    case batchFingerprintLength = "batch_fingerprint_length"
    /// Two rows of a batch have one fingerprint (`transaction`, `fingerprint`).
    case batchFingerprintRepeated = "batch_fingerprint_repeated"
    /// A batch's amounts add up to more than 18 digits (`transaction`).
    case batchAmountsOverflow = "batch_amounts_overflow"
    /// The ledger is a symbolic link to nothing (`link`).
    case ledgerDanglingLink = "ledger_dangling_link"
    /// The ledger's log, its index or its journal is a symbolic link (`file`, `link`).
    case ledgerLogIsLink = "ledger_log_is_link"
    /// Another process opened the account an import was to open (`account`).
    case ledgerAccountOpenedMeanwhile = "ledger_account_opened_meanwhile"
    /// An account has the name asked for already (`account`, `name`).
    case accountNameTaken = "account_name_taken"
    /// An account has the IBAN asked for already (`account`, `name`, `iban`).
    case accountIBANTaken = "account_iban_taken"
    /// The ledger's file system keeps no write-ahead log (`mode`).
    case ledgerNotWAL = "ledger_not_wal"
    /// A server's preview answered for another account than the batch's (`answered`, `expected`).
    case serverAnsweredForOtherAccount = "server_answered_for_other_account"
    /// A server signed in without setting the session cookie (`cookie`).
    case serverSetNoSessionCookie = "server_set_no_session_cookie"
    /// The account needs a second factor and no code was given.
    case serverSecondFactorMissing = "server_second_factor_missing"
    /// The server wants a new password before it issues a token (`server`).
    case serverPasswordChangeRequired = "server_password_change_required"
    /// A server answered with something other than JSON (`status`, `body`, `address`).
    case serverAnswerNotJSON = "server_answer_not_json"
    /// A server's answer is not the contract's shape (`reason`, `address`).
    case serverAnswerNotInContract = "server_answer_not_in_contract"
    /// The version call answered with an unexpected status (`address`, `call`, `status`, `body`).
    case serverNotCertainStatus = "server_not_certain_status"
    /// The version call answered with no version (`address`, `call`, `body`).
    case serverNotCertainBody = "server_not_certain_body"
    /// The server calls itself something else than Certain (`address`, `name`, `version`).
    case serverNotCertainName = "server_not_certain_name"
    /// The server refused the user name or password (`answer`).
    case serverRefusedCredentials = "server_refused_credentials"
    /// The server refused the second-factor code (`answer`).
    case serverRefusedSecondFactor = "server_refused_second_factor"
    /// A booking's answer may be lost (`failure`, `seconds`, `host`, `tries`, `attempts`).
    case serverBookingAnswerLost = "server_booking_answer_lost"
    /// The server's host name does not resolve (`host`, `tries`, `attempts`).
    case serverHostNotFound = "server_host_not_found"
    /// No answer within the call's timeout (`seconds`, `host`, `tries`, `attempts`).
    case serverNoAnswerWithin = "server_no_answer_within"
    /// The connection closed before the server answered (`host`, `tries`, `attempts`).
    case serverConnectionClosed = "server_connection_closed"
    /// The TLS connection failed (`error`, `host`, `tries`, `attempts`).
    case serverTLSConnectionFailed = "server_tls_connection_failed"
    /// This machine has no network (`host`, `tries`, `attempts`).
    case serverNoNetwork = "server_no_network"
    /// The URL cannot be used for a connection (`error`, `host`, `tries`, `attempts`).
    case serverURLUnusable = "server_url_unusable"
    /// Another network failure, by its URL error code (`error`, `host`, `tries`, `attempts`).
    case serverNetworkFailed = "server_network_failed"
    /// An answer larger than the client reads for the call (`size`, `method`, `path`, `tries`, `answer_lost`).
    case serverAnswerTooLarge = "server_answer_too_large"
    /// A deadline passed without a complete answer (`seconds`, `deadline`, `variable`, `tries`, `answer_lost`).
    case serverDeadlinePassed = "server_deadline_passed"
    /// A request could not be written as JSON (`reason`).
    case serverRequestNotJSON = "server_request_not_json"
    /// A booking was answered with another import (`import`, `account`, `file`, `expected_account`, `expected_file`).
    case serverAnsweredWithOtherImport = "server_answered_with_other_import"
    /// A file cannot be read (`reason`, the system's words).
    case fileNotReadable = "file_not_readable"
    /// A file cannot be written (`reason`).
    case fileNotWritable = "file_not_writable"
    /// A directory cannot be created (`reason`).
    case directoryNotCreatable = "directory_not_creatable"
    /// Others may read or change the token file (`mode`, `path`).
    case tokenFileNotPrivate = "token_file_not_private"
    /// The token or server file is a symbolic link (`link`, `path`).
    case privateFileIsLink = "private_file_is_link"
    /// A scratch file was removed as soon as it was made.
    case scratchFileVanished = "scratch_file_vanished"
    /// A scratch file cannot be created (`reason`).
    case scratchFileNotCreatable = "scratch_file_not_creatable"
    /// A scratch directory cannot be created (`reason`).
    case scratchDirectoryNotCreatable = "scratch_directory_not_creatable"
    /// A scratch directory was removed as soon as it was made.
    case scratchDirectoryVanished = "scratch_directory_vanished"
    /// A target that opens no accounts was asked to (`name`, `target`).
    case targetOpensNoAccounts = "target_opens_no_accounts"
    /// A server was asked to open an account, which Certain does (`name`).
    case serverOpensNoAccounts = "server_opens_no_accounts"
    /// The statement's spool file cannot be created (`reason`).
    case spoolFileNotCreatable = "spool_file_not_creatable"
    /// The encoder wrote a batch whose rows are not last; nothing was sent.
    case batchJSONUnexpected = "batch_json_unexpected"
    /// The batch file for a server cannot be written (`server`, `reason`).
    case batchFileNotWritable = "batch_file_not_writable"
    /// The list of servers is no JSON it can read (`reason`).
    case serverListNotReadable = "server_list_not_readable"
    /// The list of servers cannot be written (`reason`).
    case serverListNotWritable = "server_list_not_writable"
    /// The token file is not readable as JSON.
    case tokenFileNotJSON = "token_file_not_json"
    /// The token file cannot be written.
    case tokenFileNotWritable = "token_file_not_writable"
    /// One import of several booked as one was refused, so none was booked (`batch_file`,
    /// `batch_imports`, and `problem`: the code of the refusal, with its data).
    case importsAsOneRefused = "imports_as_one_refused"
    /// The file does not match the template the user chose (`template`, `bank`, `template_file`, `differences`).
    case templateDoesNotMatch = "template_does_not_match"
    /// The header of the template the user chose is not in the file (`template`, `bank`).
    case templateHeaderNotInFile = "template_header_not_in_file"
    /// The file's header lacks columns the template reads (`template`, `missing`, `repeated`).
    case templateColumnsNotInHeader = "template_columns_not_in_header"
    /// The file's header has columns the template reads more than once (`template`, `repeated`).
    case templateColumnsRepeatedInHeader = "template_columns_repeated_in_header"
    /// The file matches several templates, so the user must choose one (`templates`).
    case templatesAmbiguous = "templates_ambiguous"
    /// A filter or category rule of a template cannot be read (`template_file`, `line`, `column`, `reason`).
    case templateFilterInvalid = "template_filter_invalid"
    // The templates' problems, worded in `Catalogue+Templates.swift`.
    /// The file looks like a changed export of a template's bank and was read by detection
    /// (`template`, `template_name`, `identified_by`, `differences`: the changes, their columns as data).
    case templateChangedExport = "template_changed_export"
    // A template file's problems, each at its file:line:column; the advice is the way out.
    /// The template file is empty.
    case templateEmpty = "template_empty"
    /// The file ends inside an object or array (`container`, `close`).
    case templateJSONUnclosed = "template_json_unclosed"
    /// Something follows the document's one value (`found`).
    case templateJSONAfterDocument = "template_json_after_document"
    /// A value was expected (`found`).
    case templateJSONValueExpected = "template_json_value_expected"
    /// A string in single quotes.
    case templateJSONSingleQuotes = "template_json_single_quotes"
    /// A word that is no JSON literal (`found`).
    case templateJSONLiteralInvalid = "template_json_literal_invalid"
    /// Values nested deeper than the reader takes (`limit`).
    case templateJSONNestedTooDeep = "template_json_nested_too_deep"
    /// A comma after the last member or element (`close`, `items`).
    case templateJSONTrailingComma = "template_json_trailing_comma"
    /// A key in double quotes was expected (`found`).
    case templateJSONKeyExpected = "template_json_key_expected"
    /// A key written twice in one object (`key`, `first_line`, `first_column`).
    case templateJSONDuplicateKey = "template_json_duplicate_key"
    /// No ':' after a key (`key`).
    case templateJSONColonExpected = "template_json_colon_expected"
    /// Neither a comma nor the closing bracket (`found`, `close`, `items`).
    case templateJSONSeparatorExpected = "template_json_separator_expected"
    /// A string not closed on its line.
    case templateJSONStringUnterminated = "template_json_string_unterminated"
    /// A string longer than a template's strings may be (`limit`).
    case templateJSONStringTooLong = "template_json_string_too_long"
    /// A control character written as it is in a string (`found`).
    case templateJSONControlCharacterInString = "template_json_control_character_in_string"
    /// A low surrogate escape without a high one before it (`escape`).
    case templateJSONLoneLowSurrogate = "template_json_lone_low_surrogate"
    /// A high surrogate escape without a low one after it (`escape`).
    case templateJSONLoneHighSurrogate = "template_json_lone_high_surrogate"
    /// A backslash before a letter that makes no escape (`letter`).
    case templateJSONInvalidEscape = "template_json_invalid_escape"
    /// `\u` without four hexadecimal digits.
    case templateJSONUnicodeEscapeShort = "template_json_unicode_escape_short"
    /// A minus sign without a digit.
    case templateJSONMinusWithoutDigit = "template_json_minus_without_digit"
    /// A number that starts with a zero.
    case templateJSONLeadingZero = "template_json_leading_zero"
    /// A decimal point without a digit after it.
    case templateJSONPointWithoutDigit = "template_json_point_without_digit"
    /// An exponent without digits.
    case templateJSONExponentWithoutDigit = "template_json_exponent_without_digit"
    /// The template is no JSON object (`found`).
    case templateNotAnObject = "template_not_an_object"
    /// A key's value is of the wrong kind (`key`, `expected`, `found`).
    case templateWrongKind = "template_wrong_kind"
    /// A key the template does not know (`key`, `place`, `keys`, `suggestion`).
    case templateUnknownKey = "template_unknown_key"
    /// A required key is missing (`key`, `place`).
    case templateMissingKey = "template_missing_key"
    /// An element of an array of strings is no string (`key`, `found`).
    case templateElementNotAString = "template_element_not_a_string"
    /// A count of lines is neither a number nor "auto" (`key`, `found`, `auto_means`).
    case templateLineCountInvalid = "template_line_count_invalid"
    /// The template file is larger than a template may be (`kibibytes`).
    case templateTooLarge = "template_too_large"
    /// More problems than are listed one by one (`count`).
    case templateMoreProblems = "template_more_problems"
    /// Two user templates have one id (`id`, `file`).
    case templateIDTaken = "template_id_taken"
    /// The template's name is empty.
    case templateNameEmpty = "template_name_empty"
    /// The country is no ISO 3166 code (`country`).
    case templateCountryInvalid = "template_country_invalid"
    /// The version is below 1.
    case templateVersionTooLow = "template_version_too_low"
    /// A pending value is empty.
    case templatePendingValueEmpty = "template_pending_value_empty"
    /// A sign rule the templates do not know (`sign`, `suggestion`).
    case templateSignRuleUnknown = "template_sign_rule_unknown"
    /// A filter is empty.
    case templateFilterEmpty = "template_filter_empty"
    /// A category rule's condition is empty.
    case templateConditionEmpty = "template_condition_empty"
    /// A category rule's category is empty.
    case templateCategoryEmpty = "template_category_empty"
    /// The id is not kebab-case (`id`).
    case templateIDNotKebabCase = "template_id_not_kebab_case"
    /// The id is not kebab-case, and its kebab-case form is `kebab_case` (`id`).
    case templateIDNotKebabCaseLike = "template_id_not_kebab_case_like"
    /// `match.header` names no column.
    case templateHeaderEmpty = "template_header_empty"
    /// `match.required_columns` is empty.
    case templateRequiredColumnsEmpty = "template_required_columns_empty"
    /// A required column is not in `match.header` (`column`, `suggestion`).
    case templateRequiredColumnNotInHeader = "template_required_column_not_in_header"
    /// A pattern is no valid regular expression (`pattern`, `reason`).
    case templatePatternInvalid = "template_pattern_invalid"
    /// An encoding the reader does not know (`encoding`, `encodings`).
    case templateEncodingUnknown = "template_encoding_unknown"
    /// The delimiter is not one or more ASCII characters (`delimiter`).
    case templateDelimiterInvalid = "template_delimiter_invalid"
    /// `format.date_format` names no pattern.
    case templateDateFormatsEmpty = "template_date_formats_empty"
    /// A count of lines is negative (`key`).
    case templateLineCountNegative = "template_line_count_negative"
    /// A quote or escape is not one ASCII character (`key`, `value`, `example`).
    case templateNotOneASCIICharacter = "template_not_one_ascii_character"
    /// A date pattern that does not read (`pattern`, `reason`).
    case templateDatePatternInvalid = "template_date_pattern_invalid"
    /// The decimal separator is neither '.' nor ',' (`value`).
    case templateDecimalSeparatorInvalid = "template_decimal_separator_invalid"
    /// A thousands separator the reader does not know (`value`).
    case templateThousandsSeparatorInvalid = "template_thousands_separator_invalid"
    /// The thousands separator is the decimal separator.
    case templateThousandsSeparatorIsDecimal = "template_thousands_separator_is_decimal"
    /// A column named by number that the header names (`column`, `name`).
    case templateColumnNumberInHeader = "template_column_number_in_header"
    /// A role's column is not in `match.header` (`column`, `role`, `header`, `suggestion`).
    case templateColumnNotInHeader = "template_column_not_in_header"
    /// A role's column name occurs twice in `match.header` (`column`, `role`).
    case templateColumnRepeatedInHeader = "template_column_repeated_in_header"
    /// A role's column is not in `match.required_columns` (`column`, `role`).
    case templateColumnNotRequired = "template_column_not_required"
    /// A column already read for another role (`column`, `role`, `line`).
    case templateColumnAlreadyRead = "template_column_already_read"
    /// Debit or credit named beside a signed amount (`key`, `line`).
    case templateAmountConflict = "template_amount_conflict"
    /// A debit/credit flag without the amount it signs.
    case templateFlagWithoutAmount = "template_flag_without_amount"
    /// The flag lists no debit value.
    case templateFlagDebitValuesEmpty = "template_flag_debit_values_empty"
    /// The flag lists no credit value.
    case templateFlagCreditValuesEmpty = "template_flag_credit_values_empty"
    /// A flag value listed as debit and as credit (`value`).
    case templateFlagValueBothSides = "template_flag_value_both_sides"
    /// A debit column without a credit column.
    case templateDebitWithoutCredit = "template_debit_without_credit"
    /// A credit column without a debit column.
    case templateCreditWithoutDebit = "template_credit_without_debit"
    /// The columns name no amount.
    case templateNoAmountColumn = "template_no_amount_column"
    /// A fixed currency beside a currency column (`line`).
    case templateCurrencyConflict = "template_currency_conflict"
    /// A fixed currency that is no ISO 4217 code (`currency`).
    case templateCurrencyUnknown = "template_currency_unknown"
    /// The template states no currency.
    case templateCurrencyMissing = "template_currency_missing"
    /// A balance pattern captures no amount.
    case templateBalanceWithoutAmountGroup = "template_balance_without_amount_group"
    /// A balance rule's date format without a date group.
    case templateBalanceWithoutDateGroup = "template_balance_without_date_group"
    // What a written template leaves to check (`templates new`).
    /// A written template's date format is a guess (`format`).
    case templateDraftDateFormatUndecided = "template_draft_date_format_undecided"
    /// A written template's decimal mark is a guess (`mark`).
    case templateDraftDecimalMarkUndecided = "template_draft_decimal_mark_undecided"
    /// A column with a role whose name the header repeats, left out (`column`, `role`).
    case templateDraftColumnNameRepeated = "template_draft_column_name_repeated"
    /// A column of debit/credit marks, to be written by hand (`column`).
    case templateDraftDebitCreditFlag = "template_draft_debit_credit_flag"
    /// Several columns look like one role; the first was taken (`role`, `column`).
    case templateDraftSeveralColumnsForRole = "template_draft_several_columns_for_role"
    /// No column looks like the booking date.
    case templateDraftNoBookingDate = "template_draft_no_booking_date"
    /// No column of amounts was found.
    case templateDraftNoAmount = "template_draft_no_amount"
    /// The file states no currency; the template's is a guess (`currency`).
    case templateDraftCurrencyUnknown = "template_draft_currency_unknown"
    /// The bank's country is unknown (no IBAN).
    case templateDraftCountryUnknown = "template_draft_country_unknown"
    /// What every written template needs by hand.
    case templateDraftFillInName = "template_draft_fill_in_name"
    // The review's problems, worded in `Catalogue+Review.swift`.
    /// A field that must have a value was emptied (`field`, `example`).
    case reviewValueEmpty = "review_value_empty"
    /// An edited date does not read in the format (`field`, `text`, `format`, `example`).
    case reviewDateUnreadable = "review_date_unreadable"
    /// An edited amount does not read in the number format (`field`, `text`, `number_format`, `example`).
    case reviewAmountUnreadable = "review_amount_unreadable"
    /// An edited amount has more digits than any amount (`field`, `text`, `limit`, `example`).
    case reviewAmountTooManyDigits = "review_amount_too_many_digits"
    /// An edited amount has more decimals than its currency (`field`, `text`, `currency`, `decimals`, `currency_decimals`, `example`).
    case reviewAmountTooPrecise = "review_amount_too_precise"
    /// A review CSV record has another number of fields than the header (`found`, `expected`).
    case reviewFileFieldCount = "review_file_field_count"
    /// The review file does not read as CSV (`reason`).
    case reviewFileNotCSV = "review_file_not_csv"
    /// The review file is no review JSON document (`reason`).
    case reviewFileNotJSON = "review_file_not_json"
    /// A review JSON value of the wrong kind (`expected`, `found`).
    case reviewFileWrongKind = "review_file_wrong_kind"
    /// A review JSON key that is no review field (`fields`).
    case reviewFileUnknownField = "review_file_unknown_field"
    /// A review CSV column that is no review column (`columns`).
    case reviewFileUnknownColumn = "review_file_unknown_column"
    /// The review CSV's header has no fingerprint column.
    case reviewFileNoFingerprintColumn = "review_file_no_fingerprint_column"
    /// A review file row without a fingerprint.
    case reviewFileRowWithoutFingerprint = "review_file_row_without_fingerprint"
    /// A fingerprint the statement does not have (`fingerprint`).
    case reviewFileUnknownFingerprint = "review_file_unknown_fingerprint"
    /// A fingerprint listed twice (`fingerprint`, `earlier`).
    case reviewFileRepeatedFingerprint = "review_file_repeated_fingerprint"
    /// An include that is neither yes nor no (`value`).
    case reviewFileIncludeInvalid = "review_file_include_invalid"
    /// A stored review written by a newer certain-import (`version`, `known`).
    case reviewStoredNewer = "review_stored_newer"
    /// A stored review of the statement read with another template (`stored`, `template`).
    case reviewStoredForOtherTemplate = "review_stored_for_other_template"
    /// A stored edit no longer reads (`field`, `line`, `why`: the edit's own problem).
    case reviewStoredEditUnreadable = "review_stored_edit_unreadable"
    /// A cell meant to hold an amount is empty (`decimal_mark_key`, `grouping_key`, `grouping`, `example`).
    case amountEmptyCell = "amount_empty_cell"
    /// A cell does not read as an amount in the file's number format (`cell`, the format as for
    /// `amountEmptyCell`).
    case amountUnreadable = "amount_unreadable"
    /// A cell holds more digits than any amount has (`cell`, `limit`).
    case amountTooManyDigits = "amount_too_many_digits"
    /// A cell's amount has more fraction digits than its currency, not zeros (`cell`, `currency`,
    /// `places`, `currency_places`).
    case amountNeedsRounding = "amount_needs_rounding"
    /// A cell does not read as a date in the expected pattern (`cell`, `pattern`, `example`).
    case dateUnreadable = "date_unreadable"
    /// Amounts in two currencies were to be combined (`currency`, `other_currency`).
    case moneyCurrencyMismatch = "money_currency_mismatch"
    /// An amount outgrew the digits an amount may have (`limit`).
    case moneyOverflow = "money_overflow"
    /// An amount has more fraction digits than its currency (`amount`, `places`, `currency`, `currency_places`).
    case moneyTooPrecise = "money_too_precise"
    /// A row with an amount has no booking date.
    case rowWithoutBookingDate = "row_without_booking_date"
    /// A continuation row would make its booking's purpose longer than a purpose may be
    /// (`booking_line`, `bytes`, `limit`).
    case continuationTooLong = "continuation_too_long"
    /// A cell is no currency code (`cell`).
    case cellNotACurrency = "cell_not_a_currency"
    /// A row holds both a debit and a credit (`debit_column`, `debit`, `credit_column`, `credit`).
    case debitAndCredit = "debit_and_credit"
    /// A cell is none of the debit/credit marks (`cell`, `marks`).
    case notADebitCreditMark = "not_a_debit_credit_mark"
    /// A cell of a data row cannot be read (`column`, `column_name`, `reason_key`: the cell's
    /// problem's code, with that problem's data).
    case unreadableCell = "unreadable_cell"
    /// A row is skipped as it cannot be read (`reason_key`, with the reason's data).
    case skippedUnreadableRow = "skipped_unreadable_row"
    /// A row is skipped as a cell cannot be read (as `unreadableCell`).
    case skippedUnreadableCell = "skipped_unreadable_cell"
    /// A statement has another number of transactions than its expected output says (`path`,
    /// `expected`, `found`).
    case expectedTransactionCount = "expected_transaction_count"
    /// A statement's total or stated balance is not the expected output's (`path`, `key`, `expected`, `found`).
    case expectedStatementValue = "expected_statement_value"
    /// A transaction's field is not the expected output's (`path`, `transaction`, `key`, `expected`, `found`).
    case expectedTransactionValue = "expected_transaction_value"
    /// A line the expected output lists as skipped was read as a transaction (`path`, `line`).
    case expectedSkippedLine = "expected_skipped_line"
    /// A line was skipped that the expected output does not list as skipped (`path`, `line`).
    case unexpectedSkippedLine = "unexpected_skipped_line"
    /// A filter cannot be read or makes no sense: the catalogue key of what is wrong under
    /// `reason_key`, of the way out under `hint_key`, and the values they name.
    case filterInvalid = "filter_invalid"
    /// A statement's period overlaps the one before it of its account (`later`, `later_from`,
    /// `earlier`, `earlier_to`, `days`).
    case statementsOverlap = "statements_overlap"
    /// Months lie between two statements of an account and one states no balance to show that
    /// nothing is missing (the names and dates as for `statementsOverlap`, `days`, `missing`).
    case statementGapUnproven = "statement_gap_unproven"
    /// Days are missing between two statements of an account whose balances do not chain (the
    /// names and dates, `closing`, `opening`, `days`, `difference_key`, `difference`).
    case statementGap = "statement_gap"
    /// A statement does not open with the balance the one before it closes with (as `statementGap`).
    case statementBalanceBreak = "statement_balance_break"
    /// `validate`'s failure for a gap between statements (`reason_key`: the gap's code, with its data).
    case validationGap = "validation_gap"
    /// `validate`'s failure for a break between statements (`reason_key`: the break's code, with its data).
    case validationBreak = "validation_break"
    /// Detection cannot tell the date order: `cell` reads differently (or the same) under each
    /// candidate, `readings` (each `ambiguity.date_reading`: `date`, `pattern`), `values` the
    /// count of values, `undecided` whether one or many.
    case ambiguousDateFormat = "ambiguous_date_format"
    /// Detection cannot tell the decimal mark: `cell` reads as different amounts, `readings`
    /// (each `ambiguity.number_reading`: `amount`, `format`), `values`, `undecided`.
    case ambiguousDecimalMark = "ambiguous_decimal_mark"
    /// Detection cannot tell the decimal mark because every value is whole: `cell` an example,
    /// `values` the count, `whole` whether one or many.
    case ambiguousDecimalMarkWholeNumbers = "ambiguous_decimal_mark_whole_numbers"
    /// Detection cannot tell the encoding: the non-ASCII bytes read plausibly in each of
    /// `candidates`.
    case ambiguousEncoding = "ambiguous_encoding"
    /// A setting detection left undecided, shown to a person: `setting` the `detect` field's
    /// name, `candidates` its values, `reason` why they do not decide (the ambiguity's reason
    /// as a phrase), `settling` what settles it in the command's words, or nothing.
    case undecidedSetting = "undecided_setting"
}
