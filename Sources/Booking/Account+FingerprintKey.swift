extension Account {
    /// What the fingerprints of the account's rows are computed with: its IBAN, else its id in
    /// the target (`account-7`), so that the same row of two accounts is no duplicate.
    package var fingerprintKey: String { iban ?? "account-\(id)" }
}
