// libFuzzer entry point for the review-file reader: every input is an edited review file,
// applied to the review of a small statement (`ReviewStatement`).
//
// Input layout: the low bit of byte 0 says CSV (0) or JSON (1); the rest is the file.
// Checks: reading never crashes; a rejected file names at least one problem, and a CSV
// problem's line is a line of the file; an applied file is undone to the rows before it and
// redone to the rows after it; and the review exported after the change, read back, changes
// nothing. Built by Fuzz/run.

#if canImport(Glibc)
import Glibc
#endif
import StatementReview

/// The review every input is applied to, made once.
let baseSession = ReviewStatement.session()

/// With REVIEW_FUZZ_SEEDS set to a folder, writes the seed inputs there and exits: Fuzz/run
/// seeds the corpus with the real exports of `baseSession` and edits of them.
@_cdecl("LLVMFuzzerInitialize")
public func reviewFuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>>>) -> CInt {
    guard let folder = getenv("REVIEW_FUZZ_SEEDS").map({ String(cString: $0) }) else { return 0 }
    for (name, bytes) in ReviewStatement.seeds(of: baseSession) {
        guard let file = fopen("\(folder)/\(name)", "wb") else { violated("cannot write a seed", "\(folder)/\(name)") }
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
    }
    exit(0)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func reviewFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 1 else { return 0 }
    let isJSON = data[0] & 1 == 1
    let file = UnsafeBufferPointer(start: data + 1, count: size - 1)
    let bytes = Array(file)
    var session = baseSession
    let operation: ReviewOperation?
    do {
        operation = isJSON ? try session.applyReviewJSON(bytes, source: "fuzz") : try session.applyReviewCSV(bytes, source: "fuzz")
    } catch {
        if error.problems.isEmpty { violated("a rejected review file names no problem", error.description) }
        let lineCount = physicalLineCount(file)
        for problem in error.problems {
            if let line = problem.line, isJSON || line < 1 || line > lineCount {
                violated("a review-file problem's line is not a line of the file", "\(problem) (the file has \(lineCount) lines)")
            }
            if let entry = problem.entry, !isJSON || entry < 0 {
                violated("a review-file problem names an entry the file does not have", "\(problem)")
            }
        }
        if session.rows != baseSession.rows { violated("a rejected review file changed rows", error.description) }
        return 0
    }
    guard let operation else {
        if session.rows != baseSession.rows { violated("a review file that changed nothing changed rows", "") }
        return 0
    }
    let changed = session.rows
    if changed == baseSession.rows { violated("an applied review file changed no row", "\(operation)") }
    checkExportsReadBack(session)
    _ = session.undo()
    if session.rows != baseSession.rows { violated("undoing a review file does not restore the rows", "") }
    _ = session.redo()
    if session.rows != changed { violated("redoing a review file does not give its rows again", "") }
    return 0
}

/// The review written out after a change, read back into the same review, changes nothing.
private func checkExportsReadBack(_ session: ReviewSession) {
    var again = session
    let csv = session.reviewCSV()
    do {
        if let operation = try again.applyReviewCSV(csv) {
            violated("the review CSV of a review, read back, changes it", "\(operation)\n\(String(decoding: csv, as: UTF8.self))")
        }
    } catch {
        violated("the review CSV of a review is rejected", "\(error)\n\(String(decoding: csv, as: UTF8.self))")
    }
    let json = Array(session.reviewJSON().rendered().utf8)
    do {
        if let operation = try again.applyReviewJSON(json) {
            violated("the review JSON of a review, read back, changes it", "\(operation)\n\(String(decoding: json, as: UTF8.self))")
        }
    } catch {
        violated("the review JSON of a review is rejected", "\(error)\n\(String(decoding: json, as: UTF8.self))")
    }
}
