extension ColumnRoleVocabulary {
    /// The debit or credit role of an amount's name whose bracket says which (`Amount (credit)`,
    /// `Amount (debit)` beside a plain `Amount`): brackets mostly hold a currency, which the
    /// normalised name drops, but a direction there qualifies the amount outside them.
    static func bracketedDirection(_ header: String) -> (role: ColumnRole, strength: Double)? {
        guard let open = header.firstIndex(where: { $0 == "(" || $0 == "[" }),
              let close = header[open...].firstIndex(where: { $0 == ")" || $0 == "]" }) else { return nil }
        let inside = normalizingHeader(String(header[header.index(after: open)..<close]))
        guard let role = exact[inside], role == .debit || role == .credit, exact[normalizedHeader(header)] == .amount else { return nil }
        return (role, 0.9)
    }
}
