/// Scores how much a decoded text looks like the languages bank statements are written in.
///
/// Only non-ASCII characters are scored, each in its context: a letter of the German, French,
/// Italian, Czech, Slovak, Polish or Hungarian alphabets between other letters is strong
/// evidence; a currency sign or typographic mark next to digits or spaces is mild evidence; a
/// C1 control, box drawing or a punctuation mark glued inside a word is evidence against.
enum TextPlausibility {
    static let commonLetters: Set<Character> = Set(
        "äöüßÄÖÜéèêëàâáçîïíìôóòûúùñÉÈÊÀÂÇÎÔÛÙœŒ"
        + "čďěňřšťžůýČĎĚŇŘŠŤŽŮÝáíúó"
        + "ąćęłńśźżĄĆĘŁŃŚŹŻőűŐŰ")
    static let rareLetters: Set<Character> = Set("ÐðÞþøØåÅæÆãÃõÕÿŸ")
    static let commonSymbols: Set<Character> = Set("€£°§«»–—‘’“”•·µ²³½¼±×")
    static let rareSymbols: Set<Character> = Set("¤¦¨´¸¬¯¹º¾¿¡¢¥©®ª†‡‰ˆ˜™›‹ƒ¶")

    static func score(_ text: String) -> Double {
        let characters = Array(text)
        var score = 0.0
        for (index, character) in characters.enumerated() where !character.isASCII {
            let previous = index > 0 ? characters[index - 1] : " "
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            score += weight(of: character, previous: previous, next: next)
        }
        return score
    }

    static func weight(of character: Character, previous: Character, next: Character) -> Double {
        let insideWord = previous.isLetter || next.isLetter
        if let scalar = character.unicodeScalars.first, (0x80...0x9F).contains(scalar.value) { return -6 }
        if character == "\u{FFFD}" { return -8 }
        if commonLetters.contains(character) { return insideWord ? 2 : 0.5 }
        if rareLetters.contains(character) { return insideWord ? -0.5 : -1 }
        if commonSymbols.contains(character) { return insideWord && previous.isLetter && next.isLetter ? -3 : 1 }
        if rareSymbols.contains(character) { return insideWord ? -4 : -2 }
        if character.isLetter { return insideWord ? 0.2 : -0.5 }
        // Box drawing, block elements and other symbols of the DOS and Mac code pages.
        return insideWord ? -4 : -2
    }
}
