// What every target of Fuzz/run shares: stopping with a message that names the broken check
// (libFuzzer saves the input), and counting lines the way the readers count them.

#if canImport(Glibc)
import Glibc
#endif

/// Stops the fuzzer with a message that names the check; libFuzzer saves the input.
func violated(_ check: String, _ details: @autoclosure () -> String) -> Never {
    fputs("\nINVARIANT BROKEN: \(check)\n\(details())\n", stderr)
    abort()
}

/// How many physical lines `bytes` has, counting LF, CR and CRLF as one break each, as the
/// CSV reader does: a text without breaks has one line, and a final break opens no new one
/// that any record could be on.
func physicalLineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 1
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
        if (byte == 0x0A || byte == 0x0D) && index < bytes.count { count += 1 }
    }
    return count
}
