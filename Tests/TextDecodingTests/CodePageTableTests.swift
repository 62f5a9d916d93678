#if ICU
import CICUShim
#endif
import Foundation
import Testing
import TestSupport
import TextDecoding

/// The built-in code page tables (`Scripts/generate-code-pages`) read every byte as ICU does.
@Suite struct CodePageTableTests {
    static let singleByteEncodings = TextEncoding.allCases.filter { $0.codeUnitSize == 1 && $0 != .utf8 }

    /// The scalar the transcoder makes of the lone byte `byte`, and whether it was replaced.
    static func decoded(_ byte: UInt8, from encoding: TextEncoding) throws -> (scalars: [UInt32], replaced: Bool) {
        let result = try transcode([byte], from: encoding)
        return (result.text.unicodeScalars.map(\.value), result.replacementCount > 0)
    }

    #if ICU
    /// ICU's converter name of each code page; ibm850 is `ibm-850` to ICU.
    static func icuName(_ encoding: TextEncoding) -> String {
        encoding == .ibm850 ? "ibm-850" : encoding.rawValue
    }

    @Test("the built-in table reads bytes 0x80–0xFF as ICU's converter does", arguments: singleByteEncodings)
    func tableMatchesICU(encoding: TextEncoding) throws {
        var icu = [UInt32](repeating: 0, count: 256)
        let status = icu.withUnsafeMutableBufferPointer { cicu_single_byte_table(Self.icuName(encoding), $0.baseAddress!) }
        try #require(status == 0)
        var differing: [String] = []
        for byte in UInt8(0x80)...UInt8(0xFF) {
            let ours = try Self.decoded(byte, from: encoding)
            let expected: (scalars: [UInt32], replaced: Bool) =
                icu[Int(byte)] == CICU_UNMAPPED_BYTE ? ([0xFFFD], true) : ([icu[Int(byte)]], false)
            if ours.scalars != expected.scalars || ours.replaced != expected.replaced {
                differing.append(String(format: "0x%02X: ours %@, ICU's %@", byte, "\(ours)", "\(expected)"))
            }
        }
        #expect(differing == [])
    }
    #endif

    @Test("bytes below 0x80 are ASCII in every code page", arguments: singleByteEncodings)
    func lowerHalfIsASCII(encoding: TextEncoding) throws {
        for byte in UInt8(0)..<UInt8(0x80) {
            let decoded = try Self.decoded(byte, from: encoding)
            #expect(decoded.scalars == [UInt32(byte)] && !decoded.replaced, "byte \(byte)")
        }
    }

    @Test("the generated tables are what Scripts/generate-code-pages writes")
    func generatedFileIsCurrent() throws {
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        script.arguments = ["python3", Corpus.repositoryRoot.appendingPathComponent("Scripts/generate-code-pages").path, "--check"]
        try script.run()
        script.waitUntilExit()
        #expect(script.terminationStatus == 0, "SingleByteTable+CodePages.generated.swift is out of date: run Scripts/generate-code-pages")
    }
}
