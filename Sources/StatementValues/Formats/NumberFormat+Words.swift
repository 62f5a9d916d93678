import ImportWords

extension NumberFormat {
    /// The decimal mark and grouping as a problem's data: catalogue keys for their names
    /// (`decimal_mark_key`, `grouping_key`) and the grouping character (`grouping`), which
    /// `Problem.message` words as "decimal comma and '.' grouping".
    package var wordData: [String: WordValue] {
        [
            "decimal_mark_key": .text(decimalMark == .period ? "amount_format.decimal_point" : "amount_format.decimal_comma"),
            "grouping_key": .text(grouping.map(\.wordKey) ?? "amount_format.no_grouping"),
            "grouping": .text(grouping.map { String($0.rawValue) } ?? ""),
        ]
    }
}

extension NumberFormat.GroupingSeparator {
    /// The catalogue key of the separator's name.
    package var wordKey: String {
        switch self {
        case .period, .comma, .rightSingleQuotationMark: "amount_format.grouping"
        case .apostrophe: "amount_format.apostrophe_grouping"
        case .space: "amount_format.space_grouping"
        case .noBreakSpace: "amount_format.no_break_space_grouping"
        case .narrowNoBreakSpace: "amount_format.narrow_no_break_space_grouping"
        case .lost: "amount_format.lost_grouping"
        }
    }
}
