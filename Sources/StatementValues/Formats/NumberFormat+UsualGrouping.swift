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
    package func parseAllowingGrouping(_ text: some StringProtocol) throws(AmountParsingError) -> DecimalAmount {
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

    /// What `parseAllowingGrouping` reads in a cell that `readPlain` decides (in the cell's
    /// bytes, without a string), or `nil` when it fails or only the cell's scalars can tell.
    package func plainAmountAllowingGrouping(_ utf8: UnsafeBufferPointer<UInt8>) -> DecimalAmount? {
        switch readPlain(utf8) {
        case .read(let reading): return reading.amount
        case .notPlain: return nil
        case .fails:
            guard grouping == nil else { return nil }
            for separator in usualGroupings {
                var grouped = self
                grouped.grouping = separator
                switch grouped.readPlain(utf8) {
                case .read(let reading): return reading.amount
                case .fails: continue
                case .notPlain: return nil
                }
            }
            return nil
        }
    }

    /// `parseMoney` with the usual groupings accepted, as `parseAllowingGrouping` explains.
    package func parseMoneyAllowingGrouping(_ text: some StringProtocol, currency: Currency) throws(AmountParsingError) -> Money {
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
