extension TextPlausibility {
    /// The alphabets that write letters `rareLetters` counts against, beyond ASCII, lower case:
    /// Icelandic, Faroese, Danish, Norwegian, Swedish, Finnish, Estonian, Portuguese and French.
    /// In German text read in the wrong code page these letters are noise; in a text whose every
    /// letter beyond ASCII is one of these languages' they are its letters.
    static let alphabetsWithRareLetters: [Set<Character>] = [
        "áðéíóúýþæö", "áðíóúýæø", "æøåéü", "æøåéóòô", "åäöéü", "åäöšž", "õäöüšž", "ãõáéíóúçâêôàü", "éèêëàâçîïôûùüÿœæ",
    ].map(Set.init)

    /// What a sample's rare letters weigh more when the code page reads every letter of the
    /// sample beyond ASCII as letters of one alphabet that writes them: each such byte then
    /// weighs as a common letter inside a word (2) instead of a rare one (-0.5). Icelandic
    /// "Upphæð" and "Staða" in windows-1252 are one language's words; the same bytes in
    /// windows-1250, "Upphćđ" and "Stađa", mix Polish ć with Croatian đ beside Icelandic í and ó,
    /// the letters of no one language.
    static func oneAlphabetBonus(_ bytes: SampleBytes, _ codePage: CodePageReading) -> Double {
        var letters: Set<Character> = []
        var rareCount = 0
        for byte in 0x80...0xFF where bytes.occurrences[byte] > 0 && codePage.isLetter[byte] {
            let letter = Character(String(Character(codePage.scalars[byte]).lowercased()))
            letters.insert(letter)
            if rareLetters.contains(Character(codePage.scalars[byte])) { rareCount += bytes.occurrences[byte] }
        }
        guard rareCount > 0, alphabetsWithRareLetters.contains(where: letters.isSubset) else { return 0 }
        return 2.5 * Double(rareCount)
    }
}
