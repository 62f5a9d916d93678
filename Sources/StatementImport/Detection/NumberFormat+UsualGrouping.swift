extension NumberFormat {
    /// The groupings statements use with this decimal mark, most common first.
    var usualGroupings: [GroupingSeparator] {
        switch decimalMark {
        case .comma: [.period, .space, .apostrophe]
        case .period: [.apostrophe, .comma, .space]
        }
    }

    /// Reads a cell like `parse`, but when this format has no grouping (detection saw no amount
    /// of 1,000 or more) also accepts the groupings usual with its decimal mark: a balance
    /// `3.027,27` or a later amount `-1.234,56` beside amounts like `-12,30`. Groups must
    /// still be of three, so `1.5` is never read as 15 under a decimal comma.
    public func parseAllowingGrouping(_ text: some StringProtocol) throws(AmountParsingError) -> DecimalAmount {
        do {
            return try parse(text)
        } catch {
            guard grouping == nil else { throw error }
            for separator in usualGroupings {
                var grouped = self
                grouped.grouping = separator
                if let amount = try? grouped.parse(text) { return amount }
            }
            throw error
        }
    }

    /// `parseMoney` with the usual groupings accepted, as `parseAllowingGrouping` explains.
    public func parseMoneyAllowingGrouping(_ text: some StringProtocol, currency: Currency) throws(AmountParsingError) -> Money {
        do {
            return try parseMoney(text, currency: currency)
        } catch {
            guard grouping == nil else { throw error }
            for separator in usualGroupings {
                var grouped = self
                grouped.grouping = separator
                if let money = try? grouped.parseMoney(text, currency: currency) { return money }
            }
            throw error
        }
    }
}
