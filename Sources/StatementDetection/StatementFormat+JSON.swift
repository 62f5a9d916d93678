import CSVCore
import ImportWords
import TextPrimitives

extension StatementFormat {
    /// The `detect` document, fields in the documented order.
    package func jsonDocument(file: String) -> JSONValue {
        .object([
            ("file", .string(file)),
            ("encoding", .string(encoding.rawValue)),
            ("bom", .bool(hasByteOrderMark)),
            ("delimiter", .string(String(decoding: dialect.delimiter, as: UTF8.self))),
            ("quote", .string(dialect.quote.map { String(UnicodeScalar($0)) })),
            ("escape", .string(escapeText)),
            ("line_ending", .string(lineEnding.rawValue)),
            ("preamble_lines", .int(region.preambleLines)),
            ("header_line", .int(region.headerLine)),
            ("footer_lines", .int(region.footerLines)),
            ("columns", .array(columns.map { column in
                .object([
                    ("index", .int(column.index)),
                    ("name", .string(column.name)),
                    ("role", .string(column.role?.rawValue)),
                    ("type", .string(column.type.rawValue)),
                ])
            })),
            ("decimal_separator", .string(decimalSeparator)),
            ("thousands_separator", .string(thousandsSeparator)),
            ("date_format", .string(dateFormat)),
            ("template", .string(template)),
            ("confidence", .number(confidenceText)),
            ("ambiguities", .array(ambiguities.map { ambiguity in
                .object([
                    ("what", .string(ambiguity.what.rawValue)),
                    ("candidates", .array(ambiguity.candidates.map(JSONValue.string))),
                    ("why", .string(ambiguity.why)),
                    ("column", .int(ambiguity.column)),
                ])
            })),
            ("header_lines", .int(region.headerRecords)),
            ("skip_initial_space", .bool(dialect.skipInitialSpace)),
            ("notes", .array(region.notes.map { .string($0.englishMessage) })),
        ])
    }

    /// `"` for doubled quotes, `\` for backslash escapes, `nil` for none.
    package var escapeText: String? {
        switch dialect.escape {
        case .doubledQuote: dialect.quote == nil ? nil : "\""
        case .character(let byte): String(UnicodeScalar(byte))
        case .none: nil
        }
    }

    package var confidenceText: String {
        let hundredths = Int((confidence * 100).rounded())
        return hundredths >= 100 ? "1.0" : "0." + (hundredths < 10 ? "0" : "") + String(hundredths)
    }
}
