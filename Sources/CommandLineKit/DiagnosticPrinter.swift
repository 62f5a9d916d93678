import ImportWords
import TextPrimitives

/// Prints errors and warnings to standard error in the tool's one format.
///
/// ```
/// certain-import: error: giro.csv:14:3: found 5 fields, expected 6
/// hint: pass --delimiter ';' if the file is not comma-separated
/// ```
package struct DiagnosticPrinter {
    /// The tool's name, which starts every line a user might grep for.
    package var programName: String
    package var output: OutputWriter
    var style: TerminalStyle
    /// The language of the labels (`error:`, `Fehler:`).
    var words: Words

    package init(programName: String, output: OutputWriter, style: TerminalStyle, words: Words = .english) {
        self.programName = programName
        self.output = output
        self.style = style
        self.words = words
    }

    /// Prints an error with its place and hint.
    package func error(_ error: CLIError) {
        emit(style.error(words.text("label.error")), error.message, place: error.place, hint: error.hint)
    }

    /// Prints a warning: something the user should know that does not stop the run.
    package func warning(_ message: String, place: CLIError.Place? = nil, hint: String? = nil) {
        emit(style.warning(words.text("label.warning")), message, place: place, hint: hint)
    }

    /// Prints lines that follow a diagnostic, such as a usage line or a question, with
    /// what a terminal would act on made visible.
    package func note(_ text: String) {
        output.write(text)
        flush()
    }

    /// Every piece that can hold a file name or a cell is made visible before the tool's own
    /// colours are added; the place (a file name) stays on one line.
    private func emit(_ label: String, _ message: String, place: CLIError.Place?, hint: String?) {
        var text = "\(programName): \(label) "
        if let place {
            text += style.bold(TerminalSafeText.singleLine("\(place)") + ":") + " "
        }
        text += TerminalSafeText.visible(message, keepingLineBreaks: true) + "\n"
        if let hint {
            text += style.hint(words.text("label.hint")) + " " + TerminalSafeText.visible(hint, keepingLineBreaks: true) + "\n"
        }
        output.write(verbatim: text)
        flush()
    }

    /// Diagnostics go out one by one, so that they appear even if the run is killed later.
    private func flush() {
        // Standard error that cannot be written to leaves nowhere to report the failure.
        try? output.flush()
    }
}
