/// `CharsetDetector`'s guesses without ICU: UTF-8 by its byte sequences, and the Latin-1 and
/// Latin-2 code page families by how many of the sample's letter pairs, read in each, are the
/// common ones of a language written in it.
///
/// It answers in ICU's terms, because callers weigh its candidates as they weighed ICU's: the
/// same names (`ISO-8859-1`, or `windows-1252` once a byte 0x80–0x9F occurs; `ISO-8859-2` or
/// `windows-1250`), UTF-8's confidence by ICU's rules, and for a code page family a confidence
/// from 0 to 98 with its best language. Where ICU counts a language's 64 most common letter
/// triples, this counts its common letter pairs and, twice, the pairs with its accented
/// letters: in a statement, a few hundred words of payees and purposes, pairs are seen often
/// enough to count, and the accented letters are what tells the families apart. Over the
/// bank corpus and the fixtures, encoding detection decides every file as it does with ICU's
/// detector.
enum LetterPairCharsetDetection {
    /// A language's evidence: its most common letter pairs, lower case, and the letters of its
    /// alphabet beyond ASCII, every pair with one of which counts twice.
    struct Language {
        let code: String
        let pairs: Set<UInt32>
        let accentedLetters: Set<Unicode.Scalar>

        init(_ code: String, pairs: String, accented: String) {
            self.code = code
            self.pairs = Set(pairs.split(separator: " ").map { pair in
                let scalars = Array(pair.unicodeScalars)
                return LetterPairCharsetDetection.key(scalars[0], scalars[1])
            })
            accentedLetters = Set(accented.unicodeScalars)
        }
    }

    /// A code page family as ICU's recognisers name it, read with the Windows code page that
    /// extends its ISO set, and the languages written in it.
    struct Family {
        let isoName: String
        let windowsName: String
        let encoding: TextEncoding
        let languages: [Language]
    }

    static let families = [
        Family(isoName: "ISO-8859-1", windowsName: "windows-1252", encoding: .windows1252, languages: [
            Language("de", pairs: "en er ch de ei ie in nd te ge un st ne be es re an he au ng se di ic sc ns le da si ri em ra ll al ss ht hr ag tr ve ze la", accented: "äöüß"),
            Language("fr", pairs: "es le de en re nt on er te el an se et la ai it me ou em ie qu ne is ur ns ra ti ce ue ir co ri pa ar us ta ll ss", accented: "éèêàâçîïôûùëœ"),
            Language("it", pairs: "re er on di to en ti la co in ra no ta te el ar at an ri ll io nt zi ne or al ie ca ch li ni se pr de st ss ro so", accented: "àèéìòù"),
            Language("en", pairs: "th he in er an re on at en nd ti es or te of ed is it al ar st to nt ng se ha as ou io le ve co me de hi ri ro ic ne ea ra ce", accented: ""),
            Language("es", pairs: "de es en el la os ue ar ra re er as on st ad al an nt co ci ta do to ri or se na ie te ca ro ia me io po pa tr mi ll di su un", accented: "áéíóúñü"),
            Language("nl", pairs: "en de er te an ee in ge ie et st nd aa el re va oo ve he ij be al on ng or at it le me nt ht ch ar ek ze oe ui ro ri ke", accented: "ëé"),
            Language("pt", pairs: "de os as es ra do ar te co ao en re da em qu er ta ad nt ma to se ca or ue ri an ia st ro mo ic ci on me ss um om na al ei pa ou rt id ti", accented: "ãõáéíóúçâêôà"),
            Language("da", pairs: "er en de et te re ge nd in ar le st ng se ke an el or ne ed me sk il ti ve ri rs ra ik li ol af at om ns", accented: "æøå"),
            Language("sv", pairs: "en er an ar de et st in ta ng at ra te nd ll ka re le om sk ti ga on va ni li me sa ma ns ig", accented: "åäö"),
            Language("no", pairs: "er en et de te re ge nd in ar le st ng se ke an el or ne ed me sk il ti ve ri ik li ol at om ns", accented: "æøå"),
            Language("fi", pairs: "en in ta an is ai ka ll ne ma sa un ut it ja ss li ki ti si ol st va al to tt ko le mi ee aa", accented: "äö"),
        ]),
        Family(isoName: "ISO-8859-2", windowsName: "windows-1250", encoding: .windows1250, languages: [
            Language("cs", pairs: "st pr ne po na ov ro en ni ra le ko ou no os ce ak ho te ch ti je in od ve ta an re za ze sk", accented: "áčďéěíňóřšťúůýž"),
            Language("sk", pairs: "na ov st pr po ra ne ro ni to en ko je os va ta ch ie re le an vy ho ka sk", accented: "áäčďéíĺľňóôŕšťúýž"),
            Language("pl", pairs: "ie ni po cz na rz sz ow ra ko st an ch dz pr ia ze je wi ta ro wa ki ny zy", accented: "ąćęłńóśźż"),
            Language("hu", pairs: "el en sz er et eg ek az le te ta gy an ke ak ko ze al at ol ny re ne ba be es is", accented: "áéíóöőúüű"),
            Language("hr", pairs: "je na ra st ni ko pr ti no an os ta ov en po ro va ja ka li ne ri ze za", accented: "čćđšž"),
            Language("sl", pairs: "je na ra st ni ko pr ti po ne re in ja ka ta li ri va en za", accented: "čšž"),
            Language("ro", pairs: "re de ar in at ea ul ra ri te ta le ne si or nt an st ce al ti ie ii ca", accented: "ăâîşţ"),
        ]),
    ]

    static func candidates(for sample: [UInt8]) -> [CharsetCandidate] {
        var candidates: [CharsetCandidate] = []
        if let utf8 = utf8Confidence(sample) {
            candidates.append(CharsetCandidate(name: "UTF-8", confidence: utf8, language: nil))
        }
        let hasC1Bytes = sample.contains { (0x80...0x9F).contains($0) }
        for family in families {
            guard let (language, confidence) = bestLanguage(of: sample, in: family), confidence > 0 else { continue }
            candidates.append(CharsetCandidate(
                name: hasC1Bytes ? family.windowsName : family.isoName, confidence: confidence, language: language))
        }
        // Stable, so that among equal confidences UTF-8 and then the Latin-1 family come first.
        return candidates.enumerated().sorted { lhs, rhs in
            lhs.element.confidence != rhs.element.confidence
                ? lhs.element.confidence > rhs.element.confidence : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// ICU's UTF-8 confidence: 100 for several valid multi-byte characters and no invalid
    /// byte, 80 for fewer, 15 for pure ASCII, 25 when valid ones outnumber invalid tenfold,
    /// and none otherwise; a byte order mark raises it.
    static func utf8Confidence(_ sample: [UInt8]) -> Int? {
        let hasByteOrderMark = sample.starts(with: [0xEF, 0xBB, 0xBF])
        var valid = 0, invalid = 0
        var index = 0
        while index < sample.count {
            let byte = sample[index]
            index += 1
            guard byte >= 0x80 else { continue }
            var trailing: Int
            switch byte {
            case 0xC0...0xDF: trailing = 1
            case 0xE0...0xEF: trailing = 2
            case 0xF0...0xF7: trailing = 3
            default:
                invalid += 1
                continue
            }
            while index < sample.count {
                guard sample[index] & 0xC0 == 0x80 else {
                    invalid += 1
                    break
                }
                index += 1
                trailing -= 1
                if trailing == 0 {
                    valid += 1
                    break
                }
            }
        }
        switch (hasByteOrderMark, valid, invalid) {
        case (true, _, 0): return 100
        case (true, _, _) where valid > invalid * 10: return 80
        case (_, 4..., 0): return 100
        case (_, 1..., 0): return 80
        case (_, 0, 0): return 15
        case _ where valid > invalid * 10: return 25
        default: return nil
        }
    }

    /// The language of `family` whose common pairs make up the largest share of the sample's
    /// letter pairs read in the family's code page, and that share as a confidence; a pair
    /// with an accented letter of the language counts twice.
    static func bestLanguage(of sample: [UInt8], in family: Family) -> (String, Int)? {
        let letters = lowerCaseLetters[family.encoding]!
        var pairCounts: [UInt32: Int] = [:]
        var total = 0
        var previous: Unicode.Scalar?
        for byte in sample {
            let letter = letters[Int(byte)]
            if let letter, let previous {
                pairCounts[key(previous, letter), default: 0] += 1
                total += 1
            }
            previous = letter
        }
        guard total > 0 else { return nil }
        var best: (String, Int)?
        for language in family.languages {
            var common = 0
            for (pair, count) in pairCounts {
                let first = Unicode.Scalar(pair >> 16)!, second = Unicode.Scalar(pair & 0xFFFF)!
                if language.accentedLetters.contains(first) || language.accentedLetters.contains(second) {
                    common += 2 * count
                } else if language.pairs.contains(pair) {
                    common += count
                }
            }
            let confidence = min(98, common * 100 / total)
            if confidence > best?.1 ?? -1 { best = (language.code, confidence) }
        }
        return best
    }

    /// Each byte's letter in lower case in each family's code page; `nil` for what is no letter.
    static let lowerCaseLetters: [TextEncoding: [Unicode.Scalar?]] = Dictionary(
        uniqueKeysWithValues: families.map { family in
            let table = SingleByteTable.table(for: family.encoding)
            return (family.encoding, table.entries.map { entry -> Unicode.Scalar? in
                let count = Int(entry >> 24 & 0x7)
                let utf8 = (0..<count).map { UInt8(truncatingIfNeeded: entry >> (8 * $0)) }
                let character = Character(String(decoding: utf8, as: UTF8.self))
                guard character.isLetter, let lower = character.lowercased().unicodeScalars.first,
                      character.lowercased().unicodeScalars.count == 1 else { return nil }
                return lower
            })
        })

    static func key(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> UInt32 {
        first.value << 16 | second.value
    }
}
