import Foundation
import StatementMapping
import StatementValues
import TableReading
import TextPrimitives

/// A transaction's stable identity, the same across runs, machines and later exports of the
/// same account, so that a booking already made is recognised as a duplicate.
///
/// Version 1 (`v1-`) hashes, with SHA-256:
/// - the account key (its IBAN, or its id in the target),
/// - the booking date and the amount in minor units with the currency,
/// - the bank's reference when the bank gives one; otherwise the counterparty's IBAN;
///   otherwise the first 12 letters and digits of the counterparty's name, or of the purpose
///   when there is no name. Texts are normalised before: umlauts written out (`ü` → `ue`),
///   other accents folded, lower case, only letters and digits kept, so that white space,
///   transliteration and a purpose cut at another length between two exports do not matter;
/// and appends an occurrence counter among the rows of one file with the same hash, so that
/// two equal coffees on one day are two bookings, and the same two coffees in next month's
/// overlapping export are duplicates of those two, not of each other.
/// The value date is left out on purpose: banks fill it in later.
/// A change to any of this must bump the version, or old bookings would not be recognised.
///
/// A fingerprint is kept as its values, 128 bits and a counter, and compared as them; its text
/// `v1-<32 hex digits>-<occurrence>` (`Fingerprint+Text`) is made only where it is written.
public struct Fingerprint: Hashable, Sendable {
    package static let version = "v1"
    /// How many letters and digits of a name or purpose enter the fingerprint.
    static let textKeyLength = 12

    /// What identifies the booking, before the occurrence counter.
    let core: CoreHash
    /// Which of the rows of one file with this core hash the row is, from 1 in file order.
    package let occurrence: Int

    init(core: CoreHash, occurrence: Int) {
        precondition(occurrence > 0, "occurrences count from 1")
        self.core = core
        self.occurrence = occurrence
    }

    /// The fingerprints of `transactions` in file order.
    package static func fingerprints(of transactions: [Transaction], accountKey: String) -> [Fingerprint] {
        let cores = coreHashes(of: transactions, accountKey: accountKey)
        var occurrences = OccurrenceCounter(capacity: cores.count)
        return cores.map { Fingerprint(core: $0, occurrence: occurrences.count($0)) }
    }

    /// How often each core hash came so far. The hashes are SHA-256 bits already, so they are
    /// their own bucket numbers: an open-addressing table without rehashing them, which a
    /// million-row statement fills several times faster than a `Dictionary`.
    struct OccurrenceCounter {
        private var keys: [CoreHash?]
        private var counts: [Int]
        private let mask: Int

        init(capacity: Int) {
            var size = 16
            while size < capacity * 2 { size *= 2 }
            keys = Array(repeating: nil, count: size)
            counts = Array(repeating: 0, count: size)
            mask = size - 1
        }

        /// Counts `core` once more and returns its count: 1 the first time.
        mutating func count(_ core: CoreHash) -> Int {
            var slot = Int(truncatingIfNeeded: core.high) & mask
            while let key = keys[slot], key != core { slot = (slot + 1) & mask }
            keys[slot] = core
            counts[slot] += 1
            return counts[slot]
        }
    }

    /// The core hashes of `transactions`, in file order.
    package static func coreHashes(of transactions: [Transaction], accountKey: String) -> [CoreHash] {
        let start = canonicalStart(accountKey: accountKey)
        return ParallelSlices.map(count: transactions.count) { index, canonical in
            coreHash(of: transactions, at: index, start: start, canonical: &canonical)
        }
    }

    /// How every row's canonical text starts: the version and the account key, each followed
    /// by U+001F.
    static func canonicalStart(accountKey: String) -> [UInt8] {
        Array(version.utf8) + [0x1F] + Array(accountKey.utf8) + [0x1F]
    }

    /// What identifies the booking, before the occurrence counter: the first 32 hex digits
    /// (128 bits) of the SHA-256 of the canonical text, its parts joined by U+001F.
    package struct CoreHash: Hashable, Sendable {
        /// The first and the next eight bytes of the digest, big-endian.
        var high: UInt64
        var low: UInt64

        init(_ digest: SHA256.Digest) {
            high = (0..<8).reduce(0) { $0 << 8 | UInt64(digest.byte($1)) }
            low = (8..<16).reduce(0) { $0 << 8 | UInt64(digest.byte($1)) }
        }

        init(high: UInt64, low: UInt64) {
            self.high = high
            self.low = low
        }
    }

    /// The core hash of `transactions[index]`: its canonical text (after `start`, which
    /// `canonicalStart` made) is the booking date, the amount in minor units, the currency and
    /// the identity key. The text is written with plain stores into `canonical`, which grows
    /// when a row needs more room: appended byte by byte to an array, writing it cost more than
    /// hashing it. The fields are read in place: a copy of the transaction would retain and
    /// release each of its texts.
    static func coreHash(of transactions: [Transaction], at index: Int, start: [UInt8], canonical: inout [UInt8]) -> CoreHash {
        transactions.withUnsafeBufferPointer { rows in
            rows[index].amount.currency.withCodeUTF8 { currency in
                coreHash(of: rows.baseAddress! + index, currency: currency, start: start, canonical: &canonical)
            }
        }
    }

    private static func coreHash(
        of row: UnsafePointer<Transaction>, currency: UnsafeBufferPointer<UInt8>, start: [UInt8], canonical: inout [UInt8]
    ) -> CoreHash {
        // The date, a sign and an Int64's 19 digits, the currency, four separators, the key's
        // prefix and text (a text longer than its room, spelled out, takes the array's path).
        let room = start.count + CalendarDate.descriptionLength + 20 + currency.count + 4 + 5
            + TransactionTexts.byteBound(at: Transaction.texts(at: row)) * latinBytesPerByte
        if canonical.count < room { canonical = [UInt8](repeating: 0, count: max(2 * room, 256)) }
        return canonical.withUnsafeMutableBufferPointer { buffer in
            var text = CanonicalText(base: buffer.baseAddress!, capacity: buffer.count)
            start.withUnsafeBufferPointer { text.append($0) }
            row.pointee.bookingDate.writeDescription(to: text.end)
            text.count += CalendarDate.descriptionLength
            text.append(0x1F)
            let minorUnits = row.pointee.amount.minorUnits
            if minorUnits < 0 { text.append(UInt8(ascii: "-")) }
            text.count += DecimalDigits.write(minorUnits.magnitude, to: text.end)
            text.append(0x1F)
            text.append(currency)
            text.append(0x1F)
            let keyStart = text.count
            if appendIdentityKey(of: Transaction.texts(at: row), to: &text) {
                return CoreHash(SHA256.digest(of: UnsafeRawBufferPointer(start: buffer.baseAddress, count: text.count)))
            }
            // A text beyond the Latin table (or its room): the key as Foundation folds it, after
            // the same start.
            var slow = IdentityKeyArray(bytes: Array(buffer[..<keyStart]))
            let written = appendIdentityKey(of: Transaction.texts(at: row), to: &slow)
            assert(written, "an array takes every identity key")
            return CoreHash(slow.bytes.withUnsafeBytes { SHA256.digest(of: $0) })
        }
    }

    /// The part that tells bookings of one day and amount apart, and why it was chosen.
    static func identityKey(of transaction: Transaction) -> String {
        identityKey(
            reference: transaction.reference, counterpartyIBAN: transaction.counterpartyIBAN,
            counterparty: transaction.counterparty, purpose: transaction.purpose)
    }

    static func identityKey(reference: String?, counterpartyIBAN: String?, counterparty: String?, purpose: String?) -> String {
        if let reference = reference.map(normalized), !reference.isEmpty { return "ref:" + reference }
        if let iban = counterpartyIBAN, !iban.isEmpty { return "iban:" + normalized(iban) }
        if let name = counterparty.map(normalized), !name.isEmpty {
            return "name:" + String(name.prefix(textKeyLength))
        }
        return "text:" + String(normalized(purpose ?? "").prefix(textKeyLength))
    }

    /// Appends `identityKey`'s UTF-8 to `bytes` as a fingerprint writes it into its canonical
    /// text (`appendIdentityKey(of:to:)` through an array), from strings: what the tests hold
    /// against `identityKey`.
    static func appendIdentityKey(
        reference: String?, counterpartyIBAN: String?, counterparty: String?, purpose: String?, to bytes: inout [UInt8]
    ) {
        let texts = TransactionTexts(TransactionTexts.Strings(
            counterparty: counterparty, counterpartyIBAN: counterpartyIBAN, purpose: purpose, reference: reference))
        var sink = IdentityKeyArray(bytes: bytes)
        bytes = []
        let written = withUnsafePointer(to: texts) { appendIdentityKey(of: $0, to: &sink) }
        assert(written, "an array takes every identity key")
        bytes = sink.bytes
    }

    /// Appends `identityKey`'s UTF-8 to `sink`; `false` when the sink cannot normalise one of
    /// the texts it needs (`CanonicalText` takes Latin texts only), what it appended then
    /// being of no use.
    private static func appendIdentityKey<Sink: IdentityKeySink>(
        of texts: UnsafePointer<TransactionTexts>, to sink: inout Sink
    ) -> Bool {
        let start = sink.count
        /// Appends `prefix` and `field`'s text normalised: `true` when it did, `false`, with
        /// nothing appended, when the text is `nil` (or an empty IBAN, passed over as a missing
        /// one) or `required` and normalises to nothing, `nil` when the sink cannot normalise it.
        /// Each text is asked for only when the ones before it did not settle the key.
        func append(_ field: Transaction.TextField, _ prefix: StaticString, characterLimit: Int, required: Bool) -> Bool? {
            var appended: Bool?
            TransactionTexts.withTextBytes(at: texts, of: field) { utf8 in
                guard let utf8, !(field == .counterpartyIBAN && utf8.isEmpty) else {
                    appended = false
                    return
                }
                sink.append(UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
                guard let characters = sink.appendNormalized(utf8, characterLimit: characterLimit) else { return }
                if characters > 0 || !required {
                    appended = true
                } else {
                    sink.truncate(to: start)
                    appended = false
                }
            }
            return appended
        }
        guard let byReference = append(.reference, "ref:", characterLimit: .max, required: true) else { return false }
        if byReference { return true }
        guard let byIBAN = append(.counterpartyIBAN, "iban:", characterLimit: .max, required: false) else { return false }
        if byIBAN { return true }
        guard let byName = append(.counterparty, "name:", characterLimit: textKeyLength, required: true) else { return false }
        if byName { return true }
        guard let byPurpose = append(.purpose, "text:", characterLimit: textKeyLength, required: false) else { return false }
        if byPurpose { return true }
        let text: StaticString = "text:"
        sink.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        return true
    }

    /// Appends the first `characterLimit` characters of `normalized` of the text `utf8` and
    /// returns how many it appended.
    static func appendNormalized(utf8: UnsafeBufferPointer<UInt8>, characterLimit: Int, to bytes: inout [UInt8]) -> Int {
        if let count = appendLatinNormalized(utf8, characterLimit: characterLimit, to: &bytes) { return count }
        let cut = foldedByFoundation(String(decoding: utf8, as: UTF8.self)).prefix(characterLimit)
        bytes.append(contentsOf: cut.utf8)
        return cut.count
    }

    /// German umlauts written out (`ü` → `ue`, as SEPA transliterates them), other accents
    /// folded, lower case, letters and digits only.
    ///
    /// Most texts are Latin letters without combining marks, which normalise one scalar at a
    /// time: those go through a table that `foldedByFoundation` made of each such scalar.
    static func normalized(_ text: String) -> String {
        latinNormalized(text) ?? foldedByFoundation(text)
    }

    /// The definition: Foundation's case and diacritic folding after the umlauts are written
    /// out. Its matching is by canonical equivalence, so `u` + U+0308 is an umlaut too.
    static func foldedByFoundation(_ text: String) -> String {
        var spelled = text.lowercased()
        for (umlaut, spelling) in [("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss")] {
            spelled = spelled.replacingOccurrences(of: umlaut, with: spelling)
        }
        let folded = spelled.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return String(folded.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// Scalars below this have no combining marks among them (those start at U+0300), so each
    /// normalises on its own and a text of them normalises to the concatenation.
    static let latinLimit: UInt32 = 0x250

    /// `foldedByFoundation` of each scalar below `latinLimit`, as UTF-8: the bytes of scalar
    /// `s` are `latinSpellings.bytes[latinSpellings.starts[s]..<latinSpellings.starts[s + 1]]`.
    /// `separate[s]` says whether each scalar of the spelling is a character of its own, also
    /// after a letter (`µ` → `μ` is; a spelling with a combining mark would not be).
    static let latinSpellings: (bytes: [UInt8], starts: [Int], separate: [Bool]) = {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var separate: [Bool] = []
        for value in 0..<latinLimit {
            let spelling = foldedByFoundation(String(Unicode.Scalar(value)!))
            starts.append(bytes.count)
            bytes.append(contentsOf: spelling.utf8)
            separate.append(("a" + spelling).count == 1 + spelling.unicodeScalars.count)
        }
        starts.append(bytes.count)
        return (bytes, starts, separate)
    }()

    /// `normalized` of a text whose scalars are all below `latinLimit`, else `nil`.
    static func latinNormalized(_ text: String) -> String? {
        var text = text
        var output: [UInt8] = []
        guard text.withUTF8({ appendLatinNormalized($0, characterLimit: .max, to: &output) }) != nil else { return nil }
        return String(decoding: output, as: UTF8.self)
    }

    /// The most bytes a spelling in `latinSpellings` takes for one byte of the text it spells:
    /// an ASCII letter one, a two-byte scalar up to its spelling's length.
    static let latinBytesPerByte: Int = {
        let starts = latinSpellings.starts
        let longest = (0x80..<Int(latinLimit)).map { starts[$0 + 1] - starts[$0] }.max() ?? 0
        return max(1, (longest + 1) / 2)
    }()

    /// `writeLatinNormalized` appended to an array.
    static func appendLatinNormalized(_ utf8: UnsafeBufferPointer<UInt8>, characterLimit: Int, to output: inout [UInt8]) -> Int? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count * latinBytesPerByte) { room in
            guard let (characters, bytes) = writeLatinNormalized(utf8, characterLimit: characterLimit, to: room.baseAddress!) else {
                return nil
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: room[..<bytes]))
            return characters
        }
    }

    /// Writes the first `characterLimit` characters of `normalized` of the text `utf8` at
    /// `output`, which has room for `utf8.count * latinBytesPerByte` bytes, and returns how
    /// many characters and bytes it wrote, when its scalars are all below `latinLimit`; else
    /// `nil`. ASCII letters and digits are kept lower-cased and everything else in ASCII
    /// dropped, as the table says for them. Characters are counted as scalars, which they are
    /// for spellings whose scalars stand `separate` (a text with another is left to
    /// Foundation). The text past the limit is still checked: a scalar beyond `latinLimit`
    /// anywhere sends the whole text to Foundation, as its characters could join the last one
    /// kept.
    static func writeLatinNormalized(
        _ utf8: UnsafeBufferPointer<UInt8>, characterLimit: Int, to output: UnsafeMutablePointer<UInt8>
    ) -> (characters: Int, bytes: Int)? {
        var characters = 0
        var written = 0
        var index = 0
        let input = UnsafeRawPointer(utf8.baseAddress)
        /// Whether the bytes before `index` were a word taken whole, so that the last output
        /// bytes are theirs one for one.
        var afterWord = false
        while index < utf8.count {
            // Eight ASCII letters and digits at once (IBANs, references, most of a name):
            // lower-cased as the table would, one character each. A tail shorter than a word
            // after one is taken as the last eight bytes, overlapping the word's output.
            if let input, utf8.count >= 8 {
                let rest = utf8.count - index
                let step = min(rest, 8)
                if characters + step <= characterLimit, rest >= 8 || afterWord {
                    let start = rest >= 8 ? index : utf8.count - 8
                    let word = UInt64(littleEndian: input.loadUnaligned(fromByteOffset: start, as: UInt64.self))
                    if isAlphanumericASCII(word) {
                        UnsafeMutableRawPointer(output + written + step - 8)
                            .storeBytes(of: (word | 0x2020_2020_2020_2020).littleEndian, as: UInt64.self)
                        written += step
                        characters += step
                        index += step
                        afterWord = true
                        continue
                    }
                }
            }
            afterWord = false
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if characters < characterLimit {
                    output[written] = byte
                    written += 1
                    characters += 1
                }
                index += 1
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if characters < characterLimit {
                    output[written] = byte + 0x20
                    written += 1
                    characters += 1
                }
                index += 1
            case 0..<0x80:
                index += 1
            case 0xC0..<0xE0:
                // A two-byte sequence, which the String's valid UTF-8 completes.
                let scalar = Int(byte & 0x1F) << 6 | Int(utf8[index + 1] & 0x3F)
                guard scalar < latinLimit, latinSpellings.separate[scalar] else { return nil }
                // A continuation byte goes where its lead byte went.
                var keeping = false
                for position in latinSpellings.starts[scalar]..<latinSpellings.starts[scalar + 1] {
                    let spelled = latinSpellings.bytes[position]
                    if spelled & 0xC0 != 0x80 {
                        keeping = characters < characterLimit
                        if keeping { characters += 1 }
                    }
                    if keeping {
                        output[written] = spelled
                        written += 1
                    }
                }
                index += 2
            default:
                return nil
            }
        }
        return (characters, written)
    }

    /// Whether each of the eight bytes of `word` is an ASCII letter or digit: letters are
    /// compared lower-cased (bit 5 set, which digits have already), each byte exactly
    /// (`ByteWord`).
    static func isAlphanumericASCII(_ word: UInt64) -> Bool {
        // Controls would become digits when bit 5 is set (0x10...0x19): ruled out first.
        guard word & ByteWord.highs == 0, ByteWord.bytes(of: word, below: 0x20) == 0 else { return false }
        let lowered = word | 0x2020_2020_2020_2020
        let digits = ByteWord.bytes(of: lowered, in: UInt8(ascii: "0")...UInt8(ascii: "9"))
        let letters = ByteWord.bytes(of: lowered, in: UInt8(ascii: "a")...UInt8(ascii: "z"))
        return digits | letters == ByteWord.highs
    }
}
