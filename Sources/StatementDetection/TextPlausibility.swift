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
    // A no-break space groups thousands ("1 577,90") and stands before French colons.
    static let commonSymbols: Set<Character> = Set("€£°§«»–—‘’“”•·µ²³½¼±×\u{00A0}")
    static let rareSymbols: Set<Character> = Set("¤¦¨´¸¬¯¹º¾¿¡¢¥©®ª†‡‰ˆ˜™›‹ƒ¶")

    /// Where a sample's non-ASCII bytes are and how often each byte occurs: what scoring it in
    /// any code page needs, found once for all of them.
    struct SampleBytes {
        /// The positions of the bytes from 0x80 up, ascending.
        var nonASCIIPositions: [Int] = []
        /// How often each byte value occurs, by value.
        var occurrences = [Int](repeating: 0, count: 256)

        init(_ sample: [UInt8]) {
            for (index, byte) in sample.enumerated() {
                occurrences[Int(byte)] += 1
                if byte >= 0x80 { nonASCIIPositions.append(index) }
            }
        }
    }

    /// The score of `sample` read in `codePage`: the weights of its non-ASCII characters,
    /// summed in text order, less 8 for every byte the code page cannot decode.
    static func score(_ sample: [UInt8], _ bytes: SampleBytes, readAs codePage: CodePageReading) -> Double {
        var score = 0.0
        sample.withUnsafeBufferPointer { sample in
            codePage.weights.withUnsafeBufferPointer { weights in
                codePage.isLetter.withUnsafeBufferPointer { isLetter in
                    for index in bytes.nonASCIIPositions {
                        let previousIsLetter = index > 0 && isLetter[Int(sample[index - 1])]
                        let nextIsLetter = index + 1 < sample.count && isLetter[Int(sample[index + 1])]
                        let slot = Int(sample[index]) * 4 + (previousIsLetter ? 2 : 0) + (nextIsLetter ? 1 : 0)
                        if let weight = weights[slot] { score += weight }
                    }
                }
            }
        }
        let replacements = (0..<256).reduce(0) { $0 + (codePage.isUnmapped[$1] ? bytes.occurrences[$1] : 0) }
        return score - Double(replacements) * 8
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
