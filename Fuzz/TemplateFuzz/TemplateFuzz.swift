import StatementTemplates

// libFuzzer entry point for the template reader: every input is a template file's text.
//
// Checks: reading never crashes; a template that does not read reports at least one
// diagnostic, each at a line of the text and a column inside that line (or one past its end),
// quoting that line; a template that reads reads again to an equal template. Built by Fuzz/run.


@_cdecl("LLVMFuzzerTestOneInput")
public func templateFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let source = TemplateSource(path: "fuzz.json", text: text)
    let template: Template
    do {
        template = try Template(source: source)
    } catch {
        checkPlaces(of: error, in: text)
        return 0
    }
    do {
        let again = try Template(source: source)
        if again != template { violated("a template reads differently the second time", "\(template)\n\(again)") }
    } catch {
        violated("a template that read is rejected the second time", error.description)
    }
    return 0
}

/// Every diagnostic points into the text and quotes the line it points at.
private func checkPlaces(of error: TemplateError, in text: String) {
    if error.diagnostics.isEmpty { violated("a rejected template has no diagnostic", text.debugDescription) }
    let lines = lines(of: text)
    for diagnostic in error.diagnostics {
        let location = diagnostic.location
        guard location.line >= 1 && location.line <= lines.count else {
            violated("a diagnostic's line is outside the text", "\(diagnostic.description); the text has \(lines.count) lines")
        }
        let width = lines[location.line - 1].unicodeScalars.count
        guard location.column >= 1 && location.column <= width + 1 else {
            violated("a diagnostic's column is outside its line", "\(diagnostic.description); line \(location.line) has \(width) characters")
        }
        if diagnostic.sourceLine != lines[location.line - 1] {
            violated("a diagnostic quotes another line", "\(diagnostic.description): \(String(describing: diagnostic.sourceLine).debugDescription)")
        }
        _ = diagnostic.rendered
    }
}

/// The text's lines, split at LF, CRLF and CR as the template reader counts them.
private func lines(of text: String) -> [String] {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in text.unicodeScalars {
        defer { previousWasCR = scalar == "\r" }
        if scalar == "\n" && previousWasCR { continue }
        if scalar == "\n" || scalar == "\r" {
            lines.append(String(current))
            current = String.UnicodeScalarView()
        } else {
            current.append(scalar)
        }
    }
    lines.append(String(current))
    return lines
}
