extension String {
    /// Calls `body` with the string's UTF-8 bytes, in place when the string keeps them in one
    /// piece, as native strings do.
    ///
    /// Unlike `withUTF8`, this needs no mutable copy of the string: copying retains and
    /// releases it, which the ledger's per-row checks of a million rows notice.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}
