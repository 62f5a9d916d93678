/// The catalogue in one language and one set of conventions: texts by key, with their `{name}`
/// placeholders filled in.
public struct Words: Sendable {
    /// The language sentences are worded in.
    public var language: Language
    /// How amounts and dates are written for the person reading them.
    public var conventions: Conventions

    /// The words of `language`, amounts and dates written by `conventions`, such as
    /// `Words(language: .german, conventions: .swiss)`.
    public init(language: Language, conventions: Conventions) {
        self.language = language
        self.conventions = conventions
    }

    /// The words a POSIX environment asks for (`LANG=de_CH.UTF-8`: German, Swiss amounts).
    package init(environment: [String: String]) {
        self.init(language: Language(environment: environment), conventions: Conventions(environment: environment))
    }

    /// English with the contract's plain forms, for what is kept rather than shown: history
    /// notes, reports read by scripts.
    public static let english = Words(language: .english, conventions: .english)

    /// Every text of `language`, by key.
    package static func catalogue(_ language: Language) -> [String: String] {
        switch language {
        case .german: Catalogue.allGerman
        case .english: Catalogue.allEnglish
        }
    }

    /// The text of `key` with each `{name}` replaced by `values[name]`, rendered in these
    /// conventions. A key missing from the catalogue comes back as the key itself, which the
    /// catalogue tests forbid.
    package func text(_ key: String, _ values: [String: WordValue] = [:]) -> String {
        guard let template = Self.catalogue(language)[key] else { return key }
        return Self.fill(template, values, render: render)
    }

    /// The text of `key` in a catalogue of the caller's own, such as a command line's words
    /// for its options, filled in as `text(_:_:)` fills the shared one's.
    package func text(_ key: String, from catalogue: [Language: [String: String]], _ values: [String: WordValue] = [:]) -> String {
        guard let template = catalogue[language]?[key] else { return key }
        return Self.fill(template, values) { $0.rendered(conventions) }
    }

    /// Whether the catalogue has a text for `key`, for texts only some codes have (`advice.`).
    package func hasText(_ key: String) -> Bool { Self.catalogue(language)[key] != nil }

    /// The text of a problem's code.
    package func text(_ code: ProblemCode, _ values: [String: WordValue] = [:]) -> String {
        text(code.rawValue, values)
    }

    /// An amount in these conventions, from the contract's form.
    package func amount(_ contractText: String) -> String { conventions.amount(contractText) }

    /// A date in these conventions, from the contract's form.
    package func date(_ contractText: String) -> String { conventions.date(contractText) }

    /// A datum in these words: a phrase from the catalogue, anything else in these conventions.
    private func render(_ value: WordValue) -> String {
        switch value {
        case .phrase(let key, let data): text(key, data)
        case .phrases(let values, let separator): values.map(render).joined(separator: text(separator))
        default: value.rendered(conventions)
        }
    }

    /// The names of the placeholders of `template`, in order.
    package static func placeholders(of template: String) -> [String] {
        var names: [String] = []
        _ = fill(template, [:]) { _ in "" } collecting: { names.append($0) }
        return names
    }

    private static func fill(
        _ template: String, _ values: [String: WordValue], render: (WordValue) -> String,
        collecting: (String) -> Void = { _ in }
    ) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            // A brace around anything but a name is text, such as a JSON shape in a help text.
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
                result += "{"
                rest = rest[rest.index(after: open)...]
                continue
            }
            collecting(name)
            result += values[name].map(render) ?? ""
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
