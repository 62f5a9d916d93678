extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes hold `needle`'s somewhere, in one pass (an empty needle is held
    /// everywhere): a label in a row's cell, a marker in a file's first bytes.
    package func containsBytes(_ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
        var start = 0
        let lastStart = count - needle.count
        while start <= lastStart {
            if self[start] == first {
                var matched = 1
                while matched < needle.count && self[start + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}
