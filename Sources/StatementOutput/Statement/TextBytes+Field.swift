import StatementMapping

extension Transaction.TextValues where Value == UnsafeBufferPointer<UInt8> {
    /// The bytes of one of the texts, as `self[field]` gives them.
    ///
    /// Made again here, for the writers of long outputs: the subscript is a member of a
    /// generic `package` type of another module, which Swift 6.3 calls unspecialised from
    /// here, looking up the type's metadata on every call (a fifth of `preview --json`).
    @inline(__always)
    func bytes(_ field: Transaction.TextField) -> UnsafeBufferPointer<UInt8>? {
        switch field {
        case .counterparty: counterparty
        case .counterpartyIBAN: counterpartyIBAN
        case .purpose: purpose
        case .reference: reference
        case .category: category
        }
    }
}
