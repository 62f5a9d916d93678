import StatementValues

/// One of the six comparison operators.
enum FilterComparison: String, Hashable, Sendable, CaseIterable {
    case equal = "="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    /// Whether the operator orders values, which text does not allow.
    var orders: Bool {
        self != .equal && self != .notEqual
    }

    /// Whether a comparison whose `compare` result (-1, 0 or 1) is `order` holds.
    func holds(for order: Int) -> Bool {
        switch self {
        case .equal: order == 0
        case .notEqual: order != 0
        case .less: order < 0
        case .lessOrEqual: order <= 0
        case .greater: order > 0
        case .greaterOrEqual: order >= 0
        }
    }
}

extension DecimalAmount {
    /// -1, 0 or 1 as `self` is less than, equal to or greater than `other`, exactly, whatever
    /// the scales.
    ///
    /// Whole parts compare first and fractions after, padded to the larger scale: a fraction
    /// has fewer than 18 digits, so no step can overflow, as rescaling a whole amount could.
    package func compare(to other: DecimalAmount) -> Int {
        if isNegative != other.isNegative { return isNegative ? -1 : 1 }
        let magnitudeOrder = Self.compareMagnitudes(self, other)
        return isNegative ? -magnitudeOrder : magnitudeOrder
    }

    private static func compareMagnitudes(_ left: DecimalAmount, _ right: DecimalAmount) -> Int {
        let leftUnit = powerOfTen(left.scale)
        let rightUnit = powerOfTen(right.scale)
        let leftWhole = left.significand.magnitude / leftUnit
        let rightWhole = right.significand.magnitude / rightUnit
        if leftWhole != rightWhole { return leftWhole < rightWhole ? -1 : 1 }
        let scale = max(left.scale, right.scale)
        let leftFraction = left.significand.magnitude % leftUnit * powerOfTen(scale - left.scale)
        let rightFraction = right.significand.magnitude % rightUnit * powerOfTen(scale - right.scale)
        if leftFraction != rightFraction { return leftFraction < rightFraction ? -1 : 1 }
        return 0
    }

    private static func powerOfTen(_ exponent: Int) -> UInt64 {
        var power: UInt64 = 1
        for _ in 0..<exponent { power *= 10 }
        return power
    }
}
