// libFuzzer entry point: every input is read by RecordReader and converted by UTF8Transcoder
// under several chunkings, and the results must agree.
//
// Input layout: byte 0 picks the dialect, byte 1 its options, byte 2 seeds the chunk sizes;
// the rest is the CSV text (see `FuzzCase`). Any disagreement stops the process with a
// message, which libFuzzer reports as a crash and saves the input. Built by Fuzz/run.

import CSVCore
import TextDecoding

#if canImport(Glibc)
import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func readerFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    guard let fuzzCase = FuzzCase(input) else { return 0 }
    ReaderChecks(fuzzCase).run()
    TranscoderChecks(fuzzCase).run()
    return 0
}

/// Stops the fuzzer with a message that names the check; libFuzzer saves the input.
func violated(_ check: String, _ details: @autoclosure () -> String) -> Never {
    fputs("\nINVARIANT BROKEN: \(check)\n\(details())\n", stderr)
    abort()
}

/// One fuzz input decoded into a dialect, a chunking and the text.
struct FuzzCase {
    let dialect: Dialect
    let text: UnsafeBufferPointer<UInt8>
    /// Chunk sizes, used in turn; derived from the input so a saved crash replays exactly.
    let chunkSizes: [Int]

    private static let delimiters: [[UInt8]] = [[0x2C], [0x3B], [0x09], [0x7C], [0x2C, 0x20]]
    private static let quotes: [UInt8?] = [0x22, 0x27, nil]
    private static let escapes: [Dialect.Escape] = [.doubledQuote, .backslash, .none]
    private static let terminators: [Dialect.Terminator] = [.anyNewline, .anyNewline, .byte(0x0A), .byte(0x7E)]

    init?(_ input: UnsafeBufferPointer<UInt8>) {
        guard input.count >= 3 else { return nil }
        let shape = input[0], options = input[1], seed = input[2]
        dialect = Dialect(
            delimiter: Self.delimiters[Int(shape & 0x7) % Self.delimiters.count],
            quote: Self.quotes[Int(shape >> 3 & 0x3) % Self.quotes.count],
            escape: Self.escapes[Int(shape >> 5 & 0x3) % Self.escapes.count],
            terminator: Self.terminators[Int(options & 0x3)],
            comment: options & 0x4 != 0 ? UInt8(ascii: "#") : nil,
            trimTrailingEmptyFields: options & 0x8 != 0,
            skipEmptyLines: options & 0x10 != 0,
            strict: options & 0x20 != 0
        )
        text = UnsafeBufferPointer(rebasing: input[3...])
        // A small linear congruential sequence: sizes 1...17 mostly, sometimes large.
        var state = UInt32(seed) &* 2_654_435_761 | 1
        var sizes: [Int] = []
        for _ in 0..<16 {
            state = state &* 1_103_515_245 &+ 12345
            let draw = Int(state >> 16)
            sizes.append(draw % 8 == 0 ? 64 + draw % 4096 : 1 + draw % 17)
        }
        chunkSizes = sizes
    }
}
