import Foundation
import Testing

@testable import CertainImportCLI
@testable import CommandLineKit

@Suite("Output writer")
struct OutputWriterTests {
    @Test("a memory writer keeps text, bytes and single bytes in order")
    func memory() {
        let output = OutputWriter(.memory, capacity: 4)
        output.write("Grüße;")
        output.write(Array("a\"b".utf8))
        output.write(Array("xyz".utf8)[1...])
        output.write(byte: 0x0A)
        #expect(output.writtenText == "Grüße;a\"byz\n")
    }

    @Test(
        "a file writer flushes in blocks and on flush(), losing and reordering nothing",
        arguments: [1, 3, 64, 1 << 18]
    )
    func fileDescriptor(capacity: Int) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("output-writer-\(UUID()).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor) }

        let output = OutputWriter(.fileDescriptor(descriptor), capacity: capacity)
        var expected = ""
        for record in 0..<2_000 {
            let line = "\(record);Kartenzahlung;-12,30\r\n"
            output.write(verbatim: line)
            expected += line
        }
        output.write(byte: UInt8(ascii: "!"))
        expected += "!"
        // A block as large as a streaming writer's goes out as it is, after what waits before it.
        let block = String(repeating: "0;Gutschrift;+1,00\r\n", count: OutputWriter.blockSize / 20 + 1)
        output.write(Array(block.utf8))
        output.write(verbatim: "end")
        expected += block + "end"
        try output.flush()
        #expect(try String(contentsOf: url, encoding: .utf8) == expected)
    }

    @Test("text for people shows controls visibly; verbatim text and bytes pass as they are")
    func humanText() {
        let output = OutputWriter(.memory)
        output.write("a\u{1B}]0;t\u{07}\u{202E}\tb\r\n")
        output.write(verbatim: "\u{1B}[1m")
        output.write(Array("\u{1B}[0m".utf8))
        #expect(output.writtenText == "a\\x1b]0;t\\x07\\u{202E}\tb\\r\n\u{1B}[1m\u{1B}[0m")
    }

    @Test("a write that fails is reported by flush() as a CLIError")
    func failure() {
        let output = OutputWriter(.fileDescriptor(-1))
        output.write("lost")
        #expect(throws: CLIError.input("cannot write output: Bad file descriptor")) { try output.flush() }
    }

    // Cut at every offset, a block ends inside a character or between CR and LF: what is
    // shown must not depend on where.
    @Test("data to a terminal shows escapes visibly wherever the blocks are cut; to a pipe it stays exact")
    func dataOnTerminal() throws {
        let data = Array("a\u{1B}]0;x\u{07};é\u{202E}\r\nb\rc\t\u{9B}\r\n\r".utf8)
        for cut in 0...data.count {
            let terminal = OutputWriter(.memory, showsDataVisibly: true)
            let pipe = OutputWriter(.memory)
            for output in [terminal, pipe] {
                output.write(data: data[..<cut])
                output.write(data: data[cut...])
                try output.flush()
            }
            #expect(terminal.writtenText == "a\\x1b]0;x\\x07;é\\u{202E}\r\nb\\rc\t\\u{009B}\r\n\\r", "cut at \(cut)")
            #expect(pipe.writtenBytes == data, "cut at \(cut)")
        }
    }
}
