import Foundation
import StatementImport
import StatementReview
import StatementTemplates
import TableReading

/// The statement whose review the review-file target edits: six rows read by detection, as
/// `review` reads a file, with an empty value date, a missing purpose and non-ASCII text so
/// that every field has something to change.
enum ReviewStatement {
    static let csv = #"""
        Buchungstag;Valuta;Empfänger;Verwendungszweck;Betrag;Währung
        03.03.2025;03.03.2025;Migros Zürich;Einkauf 4711;-84,35;CHF
        05.03.2025;;SBB CFF FFS;GA Abo März;-340,00;CHF
        10.03.2025;10.03.2025;Arbeitgeber AG;Lohn März 2025;6.250,00;CHF
        12.03.2025;12.03.2025;Crédit Agricole;"Miete; Wohnung ""Nord""";-1.850,00;CHF
        12.03.2025;13.03.2025;Swisscom;;-59,90;CHF
        31.03.2025;31.03.2025;Bank;Kontoführung;-5,00;CHF

        """#

    static func session() -> ReviewSession {
        let bytes = Array(csv.utf8)
        do {
            let plan = try StatementLoader.plan(
                head: bytes, tail: nil, fileName: "review.csv", registry: TemplateRegistry(builtins: []), choice: .none)
            var preview = try StatementPipeline.read(InMemoryChunkSource(bytes), plan: plan)
            StatementPipeline.check(&preview, accountKey: "CH9300762011623852957")
            guard preview.transactions.count == 6, preview.problems.isEmpty else {
                violated("the review statement does not read as six rows", "\(preview.transactions.count) rows, \(preview.problems)")
            }
            return ReviewSession(
                preview: preview, statement: .init(sha256: preview.hashedSourceSHA256, template: "detected"), user: "fuzz",
                clock: { Date(timeIntervalSince1970: 1_740_000_000) })
        } catch {
            violated("the review statement does not read", "\(error)")
        }
    }

    /// The exports of `session` and edits of them that apply, each with its format byte.
    static func seeds(of session: ReviewSession) -> [(name: String, bytes: [UInt8])] {
        let csv = String(decoding: session.reviewCSV(), as: UTF8.self)
        let json = session.reviewJSON().rendered()
        let lines = csv.components(separatedBy: "\r\n")
        let fingerprints = session.rows.map(\.fingerprint)
        var edited = lines
        edited[2] = edited[2].replacingOccurrences(of: "yes,", with: "no,")
        edited[3] = edited[3].replacingOccurrences(of: "-340.00", with: "-34.00")
        let reduced = "fingerprint,category,counterparty\r\n\(fingerprints[0]),Lebensmittel,\"Migros, Zürich\"\r\n"
            + "\(fingerprints[4]),,Swisscom AG\r\n"
        let semicolons = lines.map { $0.replacingOccurrences(of: ",", with: ";") }.joined(separator: "\n")
        let oneEntry = "{\"transactions\": [{\"fingerprint\": \"\(fingerprints[1])\", \"include\": false, "
            + "\"value_date\": \"2025-03-06\", \"purpose\": null, \"category\": \"Reisen\"}]}"
        return [
            ("csv-export", [0] + Array(csv.utf8)),
            ("csv-edited", [0] + Array(edited.joined(separator: "\r\n").utf8)),
            ("csv-reduced", [0] + Array(reduced.utf8)),
            ("csv-semicolons", [0] + Array(semicolons.utf8)),
            ("json-export", [1] + Array(json.utf8)),
            ("json-one-entry", [1] + Array(oneEntry.utf8)),
        ]
    }
}
