import Foundation
import TextDecoding

/// Reads the hand-made files in `Tests/Fixtures/encodings` (see `make-fixtures.py` there).
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/encodings")

    static func bytes(_ name: String) -> [UInt8] {
        let path = directory.appendingPathComponent(name).path
        guard let data = FileManager.default.contents(atPath: path) else {
            fatalError("missing fixture \(path)")
        }
        return [UInt8](data)
    }
}

/// The result of running a transcoder over a whole input.
struct Transcoded: Equatable, CustomStringConvertible {
    var utf8: [UInt8]
    var replacementCount: Int
    var firstReplacementOffset: Int?

    var text: String { String(decoding: utf8, as: UTF8.self) }

    var description: String {
        "\(text.debugDescription) replacements: \(replacementCount) first at: \(firstReplacementOffset.map(String.init) ?? "none")"
    }
}

/// Transcodes `input` fed in pieces that end at each of `splits` (ascending offsets).
func transcode(_ input: [UInt8], from encoding: TextEncoding, splitAt splits: [Int] = [], inputOffset: Int = 0) throws -> Transcoded {
    var transcoder = try UTF8Transcoder(from: encoding, inputOffset: inputOffset)
    var output: [UInt8] = []
    var start = 0
    for end in splits + [input.count] {
        input[start..<end].withUnsafeBytes { transcoder.convert($0, into: &output) }
        start = end
    }
    transcoder.finish(into: &output)
    return Transcoded(
        utf8: output,
        replacementCount: transcoder.replacementCount,
        firstReplacementOffset: transcoder.firstReplacementOffset)
}

/// `input` with its byte order mark, if any, removed.
func withoutByteOrderMark(_ input: [UInt8]) -> (encoding: TextEncoding?, body: [UInt8]) {
    let mark = input.withUnsafeBytes { ByteOrderMark.detect($0) }
    return (mark?.encoding, Array(input.dropFirst(mark?.length ?? 0)))
}
