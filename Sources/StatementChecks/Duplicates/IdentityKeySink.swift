/// Where `Fingerprint.appendIdentityKey` writes a row's identity key: room for the canonical
/// text written with plain stores (`CanonicalText`), which takes the Latin texts nearly every
/// statement has, or an array, which takes any text (`IdentityKeyArray`).
protocol IdentityKeySink {
    /// The bytes written so far.
    var count: Int { get }
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Drops what was written after the first `count` bytes.
    mutating func truncate(to count: Int)
    /// Appends the first `characterLimit` characters of `Fingerprint.normalized` of the text
    /// `utf8` and returns how many it appended; `nil`, with nothing appended, when this sink
    /// cannot normalise the text.
    mutating func appendNormalized(_ utf8: UnsafeBufferPointer<UInt8>, characterLimit: Int) -> Int?
}

/// A fingerprint's canonical text written into room its writer made for it: the start, the
/// date, the amount, the currency and the identity key of Latin texts
/// (`Fingerprint.writeLatinNormalized`).
struct CanonicalText: IdentityKeySink {
    let base: UnsafeMutablePointer<UInt8>
    /// The bytes of room at `base`.
    let capacity: Int
    var count = 0

    init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// Where the next byte goes.
    var end: UnsafeMutableRawPointer { UnsafeMutableRawPointer(base + count) }

    mutating func append(_ byte: UInt8) {
        precondition(count < capacity, "the canonical text's room is too small")
        base[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        precondition(count + bytes.count <= capacity, "the canonical text's room is too small")
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func truncate(to count: Int) {
        self.count = count
    }

    /// `nil` also for a text whose spelling might not fit the room left: the array's path
    /// takes it then.
    mutating func appendNormalized(_ utf8: UnsafeBufferPointer<UInt8>, characterLimit: Int) -> Int? {
        guard count + utf8.count * Fingerprint.latinBytesPerByte <= capacity,
              let (characters, bytes) = Fingerprint.writeLatinNormalized(utf8, characterLimit: characterLimit, to: base + count)
        else { return nil }
        count += bytes
        return characters
    }
}

/// An identity key appended to an array, of any text (`Fingerprint.appendNormalized`).
struct IdentityKeyArray: IdentityKeySink {
    var bytes: [UInt8]

    var count: Int { bytes.count }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes.append(contentsOf: bytes)
    }

    mutating func truncate(to count: Int) {
        bytes.removeSubrange(count...)
    }

    mutating func appendNormalized(_ utf8: UnsafeBufferPointer<UInt8>, characterLimit: Int) -> Int? {
        Fingerprint.appendNormalized(utf8: utf8, characterLimit: characterLimit, to: &bytes)
    }
}
