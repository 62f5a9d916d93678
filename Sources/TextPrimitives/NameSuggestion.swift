/// Finds the name a user probably meant when they mistyped one: the "did you mean" of an
/// option, a filter field, a template key.
package enum NameSuggestion {
    /// The candidate closest to `typed`, if one is close enough to be a plausible typo.
    ///
    /// A unique candidate that starts with what was typed (`--delim` for `--delimiter`,
    /// `counterparty_i` for `counterparty_iban`) wins; otherwise closeness is the
    /// optimal-string-alignment distance (insertions, deletions, substitutions and swaps of two
    /// neighbours each count 1), compared without leading dashes and ignoring case. Short
    /// names tolerate one mistake, names of six or more characters two. Ties go to the
    /// candidate listed first.
    package static func closest(to typed: String, among candidates: [String]) -> String? {
        let typedName = Array(typed.drop { $0 == "-" }.lowercased())
        if typedName.count >= 3 {
            let extensions = candidates.filter {
                $0.lowercased().hasPrefix(typed.lowercased()) && $0.count > typed.count
            }
            if extensions.count == 1 { return extensions[0] }
        }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let name = Array(candidate.drop { $0 == "-" }.lowercased())
            let distance = editDistance(typedName, name)
            let tolerance = min(2, max(1, name.count / 3))
            // Replacing every character is no typo: `-x` does not suggest `-j`.
            if distance <= tolerance, distance < name.count, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The optimal-string-alignment distance between two strings.
    package static func editDistance(_ source: [Character], _ target: [Character]) -> Int {
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        // Three rows suffice: a swap looks two rows back.
        var previousPrevious = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for i in 1...source.count {
            current[0] = i
            for j in 1...target.count {
                let substitution = source[i - 1] == target[j - 1] ? 0 : 1
                var distance = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
                if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                    distance = min(distance, previousPrevious[j - 2] + 1)
                }
                current[j] = distance
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[target.count]
    }
}
