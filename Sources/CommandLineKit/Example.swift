/// A real use of a command, shown at the end of its help: what it does, and the line to type.
package struct Example: Sendable {
    /// What the line does, as a sentence without its final full stop.
    package var purpose: HelpText
    /// The whole command line, starting with the tool's name; words with spaces are quoted
    /// as a shell wants them.
    package var commandLine: String

    package init(_ purpose: HelpText, _ commandLine: String) {
        self.purpose = purpose
        self.commandLine = commandLine
    }
}
