import StatementChecks
import StatementDetection
import StatementImport
import StatementTemplates
import TableReading

// libFuzzer entry point for detection and mapping: every input is a statement file, read as
// `preview` reads it (sample, plan with the built-in templates, read, check), from memory.
//
// Checks: nothing crashes; every transaction, mapped line, problem and error is on a line of
// the file; no line is both a transaction and skipped; every transaction has a fingerprint;
// the whole input is read. The same plan is then read as the streaming commands (`validate`,
// `convert`, `import`) read a long statement, handing rows on after the first two: it reads
// the whole input too, and its problems are on lines of the file. Hangs and memory are
// libFuzzer's (-timeout, -rss_limit_mb); `Fuzz/run size` adds time per byte and memory per
// byte on inputs of megabytes.
// Built by Fuzz/run.


/// The built-in templates, read once as the CLI reads them for each command.
let registry = TemplateRegistry()

@_cdecl("LLVMFuzzerTestOneInput")
public func previewFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = UnsafeBufferPointer(start: data, count: size)
    let bytes = Array(file)
    // The head and tail as FileChunkSource.sample takes them from a regular file.
    let head = Array(bytes.prefix(FormatDetector.headLimit))
    let tail = bytes.count > head.count ? Array(bytes[max(head.count, (bytes.count - FormatDetector.tailLimit) & ~3)...]) : nil
    // Any encoding's line break has a CR or LF byte in it, so this bounds the lines however
    // the file is encoded.
    let lines = 1 + file.reduce(0) { $1 == 0x0A || $1 == 0x0D ? $0 + 1 : $0 }
    func onLine(_ line: Int?) -> Bool { line.map { $0 >= 1 && $0 <= lines } ?? true }

    let plan: StatementLoader.Plan
    do {
        plan = try StatementLoader.plan(head: head, tail: tail, fileName: "fuzz.csv", registry: registry, choice: .automatic)
    } catch {
        if !onLine(error.line) { violated("a loading error is not on a line of the file", "line \(error.line!) of \(lines): \(error)") }
        return 0
    }
    var preview: StatementPreview
    do {
        preview = try StatementPipeline.read(InMemoryChunkSource(bytes), plan: plan)
    } catch let error as TableReadingError {
        if !onLine(error.line) { violated("a reading error is not on a line of the file", "line \(error.line!) of \(lines): \(error)") }
        return 0
    } catch {
        violated("reading throws something other than a TableReadingError", "\(error)")
    }
    StatementPipeline.check(&preview, accountKey: preview.format.accountIBAN ?? "unassigned")

    if preview.sourceSize != size { violated("the pipeline did not read the whole input", "\(preview.sourceSize) of \(size) bytes") }
    if preview.fingerprints.count != preview.transactions.count {
        violated("transactions and fingerprints differ in number", "\(preview.transactions.count) and \(preview.fingerprints.count)")
    }
    var transactionLines = Set<Int>()
    for transaction in preview.transactions {
        for line in [transaction.line] + transaction.mergedLines where !onLine(line) {
            violated("a transaction is not on a line of the file", "line \(line) of \(lines): \(transaction)")
        }
        transactionLines.insert(transaction.line)
    }
    for skipped in preview.skipped {
        if !onLine(skipped.line) { violated("a skipped line is not a line of the file", "line \(skipped.line) of \(lines): \(skipped.reason)") }
        if transactionLines.contains(skipped.line) {
            violated("a line is both a transaction and skipped", "line \(skipped.line): \(skipped.reason)")
        }
    }
    for problem in preview.problems where !onLine(problem.line) {
        violated("a mapping problem is not on a line of the file", "line \(problem.line) of \(lines): \(problem)")
    }
    for balance in preview.statedBalances where !onLine(balance.line) {
        violated("a stated balance is not on a line of the file", "line \(balance.line) of \(lines)")
    }

    var receiver = DiscardingReceiver()
    let streamed: StatementPreview
    do {
        streamed = try StatementStream.read(InMemoryChunkSource(bytes), plan: plan, accountKey: "fuzz", window: 2, into: &receiver)
    } catch let error as TableReadingError {
        if !onLine(error.line) { violated("a streamed reading error is not on a line of the file", "line \(error.line!) of \(lines): \(error)") }
        return 0
    } catch {
        violated("the streamed read throws something other than a TableReadingError", "\(error)")
    }
    if streamed.sourceSize != size { violated("the streamed read did not read the whole input", "\(streamed.sourceSize) of \(size) bytes") }
    for skipped in streamed.skipped where !onLine(skipped.line) {
        violated("a streamed skipped line is not a line of the file", "line \(skipped.line) of \(lines): \(skipped.reason)")
    }
    for problem in streamed.problems where !onLine(problem.line) {
        violated("a streamed mapping problem is not on a line of the file", "line \(problem.line) of \(lines): \(problem)")
    }
    return 0
}
