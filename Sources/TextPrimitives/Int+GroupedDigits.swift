extension Int {
    /// `4,194,304`: the digits grouped by three with commas, as progress lines and size
    /// limits write counts of rows and bytes.
    package var groupedDigits: String {
        var digits = Array(String(self))
        var index = digits.count - 3
        while index > digits.prefix(while: { $0 == "-" }).count {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}
