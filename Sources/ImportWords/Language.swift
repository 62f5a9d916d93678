/// A language the tool speaks to a person: German, the app's base language, or English.
public enum Language: String, Sendable, CaseIterable {
    /// German, the app's base language.
    case german = "de"
    /// English.
    case english = "en"

    /// The language a POSIX environment asks for: `LC_ALL`, then `LC_MESSAGES`, then `LANG`,
    /// the first that is set and not empty. German for `de` and its regions (`de_CH.UTF-8`,
    /// `de_DE`, `de_AT`, `de_LI`), English for every other locale, `C` and `POSIX` included.
    package init(environment: [String: String]) {
        self = Self.localeName(in: environment, category: "LC_MESSAGES").map(Self.init(localeName:)) ?? .english
    }

    /// The language of a locale name such as `de_CH.UTF-8@euro`.
    public init(localeName: String) {
        self = LocaleName(localeName).language == "de" ? .german : .english
    }

    /// The locale name that governs `category` (`LC_MESSAGES`, `LC_NUMERIC`, `LC_TIME`), as
    /// POSIX orders the variables: `LC_ALL` over the category over `LANG`.
    static func localeName(in environment: [String: String], category: String) -> String? {
        ["LC_ALL", category, "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }
}

/// A locale name split into its language and region: `de_CH.UTF-8@euro` is `de` and `CH`.
struct LocaleName {
    var language: String
    var region: String?

    init(_ name: String) {
        let base = name.prefix { $0 != "." && $0 != "@" }
        let parts = base.split(separator: "_", maxSplits: 1)
        language = parts.first.map { $0.lowercased() } ?? ""
        region = parts.count > 1 ? parts[1].uppercased() : nil
    }
}
