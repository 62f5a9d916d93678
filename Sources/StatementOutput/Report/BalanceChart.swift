import ImportEngine
import StatementImport
import StatementValues

/// Where a date and a balance lie in an account's chart: days from left to right, balances
/// from bottom to top, each scaled to the span the account's statements cover.
///
/// Coordinates are drawing positions, not money: they are the only place a balance becomes a
/// floating-point number, rounded to a tenth of a pixel.
struct BalanceChart {
    static let width = 800
    static let height = 280
    /// Room for the balance labels on the left and the date labels below.
    static let left = 90
    static let right = 20
    static let top = 24
    static let bottom = 36

    let firstDay: Int
    let lastDay: Int
    let lowest: Int64
    let highest: Int64

    /// A chart spanning `dates` and `balances` (at least one of each), with a day or a minor
    /// unit of room where they span nothing.
    init(dates: [CalendarDate], balances: [Money]) {
        let days = dates.map(\.daysSinceEpoch)
        firstDay = days.min() ?? 0
        lastDay = max(days.max() ?? 0, firstDay + 1)
        let units = balances.map(\.minorUnits)
        let lowest = units.min() ?? 0
        self.lowest = lowest
        // At the top of Int64, one unit more would overflow: the chart then spans nothing,
        // which `y` draws as a flat line.
        highest = max(units.max() ?? 0, lowest == .max ? lowest : lowest + 1)
    }

    /// The horizontal position of `date`, in tenths of a pixel.
    func x(_ date: CalendarDate) -> Int {
        let plot = Double(Self.width - Self.left - Self.right)
        let fraction = Double(date.daysSinceEpoch - firstDay) / Double(lastDay - firstDay)
        return Int(((Double(Self.left) + fraction * plot) * 10).rounded())
    }

    /// The vertical position of `balance`, in tenths of a pixel.
    func y(_ balance: Money) -> Int {
        let plot = Double(Self.height - Self.top - Self.bottom)
        // Near the ends of Int64, Double cannot tell the two ends apart: the span is 0 and
        // the fraction not finite, which the middle of the plot stands in for.
        let span = Double(highest) - Double(lowest)
        var fraction = (Double(highest) - Double(balance.minorUnits)) / span
        if !fraction.isFinite { fraction = 0.5 }
        return Int(((Double(Self.top) + min(max(fraction, 0), 1) * plot) * 10).rounded())
    }

    /// A position in tenths of a pixel as SVG writes it: `123.4`, `120`.
    static func coordinate(_ tenths: Int) -> String {
        let (whole, tenth) = tenths.quotientAndRemainder(dividingBy: 10)
        if tenth == 0 { return String(whole) }
        return (tenths < 0 && whole == 0 ? "-" : "") + "\(whole).\(abs(tenth))"
    }
}
