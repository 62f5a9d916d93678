/// Something malformed the reader saw while reading a record leniently.
///
/// Lenient reading keeps every byte; the problem says where the input was not what the dialect
/// promised, so that the layer above can warn, or refuse in strict mode.
package struct RecordProblem: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// A quoted field was still open at the end of the input; `line` is where it opened.
        case unterminatedQuote
        /// A quote byte inside an unquoted field (`ab"c`), kept as a literal byte.
        case quoteInUnquotedField
        /// Bytes after the closing quote of a field (`"ab"c`), kept and appended.
        case textAfterClosingQuote
        /// The input ended right after an escape byte, which was kept.
        case danglingEscape
    }

    package var kind: Kind
    /// Field index within the record, from 0.
    package var field: Int
    package var byte: Int
    package var line: Int
    /// Byte column within the line, from 1.
    package var column: Int

    package init(kind: Kind, field: Int, byte: Int, line: Int, column: Int) {
        self.kind = kind
        self.field = field
        self.byte = byte
        self.line = line
        self.column = column
    }
}

extension RecordProblem: CustomStringConvertible {
    package var description: String {
        switch kind {
        case .unterminatedQuote:
            return "line \(line), column \(column): a quoted field opened here is never closed"
        case .quoteInUnquotedField:
            return "line \(line), column \(column): a quote inside an unquoted field"
        case .textAfterClosingQuote:
            return "line \(line), column \(column): text after the closing quote of field \(field + 1)"
        case .danglingEscape:
            return "line \(line), column \(column): the input ends right after an escape character"
        }
    }
}
