extension CalendarDate {
    /// Reads `text` as a date written in the Unicode pattern `pattern` (`dd.MM.yyyy`).
    ///
    /// For many cells, make the `DateFormat` once and call its `parse`: this compiles the
    /// pattern on every call.
    package init(_ text: some StringProtocol, pattern: String) throws {
        self = try DateFormat(pattern: pattern).parse(text)
    }
}
