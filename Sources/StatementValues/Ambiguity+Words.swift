import ImportWords

extension Ambiguity {
    /// The undecided setting as a problem to show a person: the setting, its candidates and
    /// the reason, with `settling`, the command's words for what settles it, when there are any.
    package func undecided(settling: String?) -> Problem {
        Problem(.undecidedSetting, [
            "setting": .text(what.rawValue),
            "candidates": .phrases(candidates.map(WordValue.text), separator: "ambiguity.candidates_separator"),
            "reason": .phrase(reason.code.rawValue, reason.data),
            "settling": settling.map { .phrase("ambiguity.settling", ["hint": .text($0)]) } ?? .text(""),
        ])
    }
}
