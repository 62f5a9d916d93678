/// Something the detector could not decide on its own, with every reading it found possible.
///
/// The importer never settles a doubt by a coin toss: an ambiguous date order or decimal mark
/// is handed to the user (or a template) with the candidates and the reason, as the `detect`
/// document's `ambiguities` list shows it.
public struct Ambiguity: Hashable, Sendable {
    /// Which setting is undecided; its raw value names the `detect` document's field.
    public var what: Setting
    /// Every value the setting could take, in the form the field would print.
    public var candidates: [String]
    /// Why the values do not decide, as a typed problem: the telling cell, each candidate's
    /// reading of it and the count of values, for any language to word.
    public var reason: Problem
    /// Why the values do not decide, in English with an example value: the `detect`
    /// document's `why` field.
    public var why: String { reason.message() }
    /// The column (from 0) the doubt is about, or `nil` when it concerns the whole file.
    public var column: Int?

    package init(what: Setting, candidates: [String], reason: Problem, column: Int? = nil) {
        self.what = what
        self.candidates = candidates
        self.reason = reason
        self.column = column
    }
}

extension Ambiguity {
    /// A setting detection may leave undecided, by the name of the `detect` document's field.
    public enum Setting: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The order of day, month and year (`StatementChoices.dateFormat` settles it).
        case dateFormat = "date_format"
        /// Whether `,` or `.` marks the decimals (`StatementChoices.decimalMark`).
        case decimalSeparator = "decimal_separator"
        /// The text encoding of the file's bytes (`StatementChoices.encoding`).
        case encoding = "encoding"
        /// The character between fields (`StatementChoices.delimiter`).
        case delimiter = "delimiter"

        /// The field's name, as the JSON documents write it.
        public var description: String { rawValue }
    }
}
