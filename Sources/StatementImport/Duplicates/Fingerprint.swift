import Foundation

/// A transaction's stable identity, the same across runs, machines and later exports of the
/// same account, so that a booking already made is recognised as a duplicate.
///
/// Version 1 (`v1-`) hashes, with SHA-256:
/// - the account key (its IBAN, or its id in the target),
/// - the booking date and the amount in minor units with the currency,
/// - the bank's reference when the bank gives one; otherwise the counterparty's IBAN;
///   otherwise the first 12 letters and digits of the counterparty's name, or of the purpose
///   when there is no name. Texts are normalised before: umlauts written out (`ü` → `ue`),
///   other accents folded, lower case, only letters and digits kept, so that white space,
///   transliteration and a purpose cut at another length between two exports do not matter;
/// and appends an occurrence counter among the rows of one file with the same hash, so that
/// two equal coffees on one day are two bookings, and the same two coffees in next month's
/// overlapping export are duplicates of those two, not of each other.
/// The value date is left out on purpose: banks fill it in later.
/// A change to any of this must bump the version, or old bookings would not be recognised.
public enum Fingerprint {
    public static let version = "v1"
    /// How many letters and digits of a name or purpose enter the fingerprint.
    static let textKeyLength = 12

    /// The fingerprints of `transactions` in file order.
    public static func fingerprints(of transactions: [Transaction], accountKey: String) -> [String] {
        var occurrences: [String: Int] = [:]
        return transactions.map { transaction in
            let core = coreHash(of: transaction, accountKey: accountKey)
            let occurrence = occurrences[core, default: 0] + 1
            occurrences[core] = occurrence
            return "\(version)-\(core)-\(occurrence)"
        }
    }

    /// What identifies the booking, before the occurrence counter.
    static func coreHash(of transaction: Transaction, accountKey: String) -> String {
        let canonical = [
            version, accountKey, transaction.bookingDate.description,
            String(transaction.amount.minorUnits), transaction.amount.currency.code, identityKey(of: transaction),
        ].joined(separator: "\u{1F}")
        return String(SHA256.hex(of: Array(canonical.utf8)).prefix(32))
    }

    /// The part that tells bookings of one day and amount apart, and why it was chosen.
    static func identityKey(of transaction: Transaction) -> String {
        if let reference = transaction.reference.map(normalized), !reference.isEmpty { return "ref:" + reference }
        if let iban = transaction.counterpartyIBAN, !iban.isEmpty { return "iban:" + normalized(iban) }
        if let name = transaction.counterparty.map(normalized), !name.isEmpty {
            return "name:" + String(name.prefix(textKeyLength))
        }
        return "text:" + String(normalized(transaction.purpose ?? "").prefix(textKeyLength))
    }

    /// German umlauts written out (`ü` → `ue`, as SEPA transliterates them), other accents
    /// folded, lower case, letters and digits only.
    static func normalized(_ text: String) -> String {
        var spelled = text.lowercased()
        for (umlaut, spelling) in [("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss")] {
            spelled = spelled.replacingOccurrences(of: umlaut, with: spelling)
        }
        let folded = spelled.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return String(folded.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// Accents folded, lower case, words of letters and digits separated by single spaces:
    /// the form labels are compared in (`Kontostand vom 31.03.2024:` → `kontostand vom 31 03 2024`).
    static func normalizedWords(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "ß", with: "ss")
        return folded.components(separatedBy: CharacterSet.alphanumerics.inverted).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Why two transactions with equal fingerprints are the same booking, for the preview.
    public static func matchReason(of transaction: Transaction) -> String {
        let key = identityKey(of: transaction)
        let basis: String
        if key.hasPrefix("ref:") {
            basis = "the bank's reference"
        } else if key.hasPrefix("iban:") {
            basis = "the counterparty's IBAN"
        } else if key.hasPrefix("name:") {
            basis = "the counterparty's name"
        } else {
            basis = "the start of the purpose"
        }
        return "same booking date, amount and \(basis)"
    }
}
