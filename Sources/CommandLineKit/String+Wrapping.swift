extension String {
    /// The text broken into lines of at most `width` columns at spaces, each line indented by
    /// `indent` spaces.
    ///
    /// Line breaks already in the text are kept, and a blank line stays blank, so that
    /// paragraphs and short lists survive. A word longer than a line is left whole rather than
    /// split. Columns are counted in characters, which is right for the ASCII the help is
    /// written in.
    func wrapped(toWidth width: Int, indent: Int = 0) -> String {
        var lines: [String] = []
        for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
            let margin = String(repeating: " ", count: indent)
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, indent + line.count + 1 + word.count > width {
                    lines.append(margin + line)
                    line = ""
                }
                line += line.isEmpty ? String(word) : " " + word
            }
            lines.append(line.isEmpty ? "" : margin + line)
        }
        return lines.joined(separator: "\n")
    }
}
