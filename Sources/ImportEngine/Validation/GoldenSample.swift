import Foundation
import StatementChecks
import StatementImport
import StatementTemplates

/// A sample statement and its `.facts.json`, compared as `validate --expect` compares.
///
/// The facts describe more than `StatementExpectation` reads, so they are narrowed first:
/// opening and closing balances count only where `balances_stated` says the file states
/// them (the others the generator derived), and only skipped lines inside the table are
/// compared, blank ones left out (lines after the table are no data lines; a blank line
/// carries nothing).
package struct GoldenSample {
    /// What a sample's check found: the template that read it, and where it differs.
    package struct Result {
        package var template: String?
        package var differences: [StatementExpectation.Difference]
    }

    /// The statement's path; its facts are beside it.
    package let path: String

    package init(path: String) {
        self.path = path
    }

    var factsPath: String { String(path.dropLast(4)) + ".facts.json" }

    /// The samples in `folder`: `folder/*/*.csv` that have facts beside them, sorted; `nil`
    /// when there is no such folder.
    package static func paths(in folder: String) -> [String]? {
        let manager = FileManager.default
        guard let banks = try? manager.contentsOfDirectory(atPath: folder) else { return nil }
        var files: [String] = []
        for bank in banks.sorted() {
            let names = (try? manager.contentsOfDirectory(atPath: "\(folder)/\(bank)")) ?? []
            for name in names.sorted() where name.hasSuffix(".csv") {
                let path = "\(folder)/\(bank)/\(name)"
                if manager.fileExists(atPath: GoldenSample(path: path).factsPath) { files.append(path) }
            }
        }
        return files
    }

    /// Reads the sample as `preview` reads a file (`StatementReading.preview`) and compares
    /// it with its facts.
    package func check(registry: TemplateRegistry) -> Result {
        var result = Result(template: nil, differences: [])
        func differ(_ line: Int?, _ message: String) {
            result.differences.append(StatementExpectation.Difference(line: line, message: message))
        }
        guard let data = FileManager.default.contents(atPath: path), let factsData = FileManager.default.contents(atPath: factsPath),
              let facts = (try? JSONSerialization.jsonObject(with: factsData)) as? [String: Any] else {
            differ(nil, "cannot read \(path) or its facts \(factsPath)")
            return result
        }
        let bytes = [UInt8](data)
        let preview: StatementPreview
        do {
            preview = try StatementReading.preview(bytes, fileName: path.split(separator: "/").last.map(String.init), registry: registry)
        } catch let error as StatementLoader.LoadingError {
            differ(error.line, error.message)
            return result
        } catch {
            differ(nil, String(describing: error))
            return result
        }
        result.template = preview.format.template

        let stated = facts["balances_stated"] as? [String] ?? []
        var document = facts
        for kind in ["opening", "closing"] where !stated.contains(kind) {
            document["\(kind)_balance"] = NSNull()
        }
        let lines = Self.lines(of: bytes, facts: facts)
        let tableEnd = lines.count - (facts["footer_lines"] as? Int ?? 0)
        func isBlank(_ line: Int) -> Bool {
            line - 1 < lines.count && lines[line - 1].trimmingCharacters(in: CharacterSet(charactersIn: " \t\r;,\u{FEFF}")).isEmpty
        }
        document["skipped"] = (facts["skipped"] as? [[String: Any]] ?? []).filter { !isBlank($0["line"] as? Int ?? 0) }
        var compared = preview
        compared.skipped = preview.skipped.filter { $0.line <= tableEnd && !isBlank($0.line) }
        result.differences += StatementExpectation(path: factsPath, document: document).compare(compared)

        for problem in preview.problems {
            differ(problem.line, problem.message)
        }
        for problem in preview.reconciliation.problems {
            differ(problem.line, problem.message)
        }
        let transactions = facts["transactions"] as? [[String: Any]] ?? []
        let verifiable = (stated.contains("opening") && stated.contains("closing"))
            || (!transactions.isEmpty && transactions.allSatisfy { $0["balance_after"] is String })
        if verifiable && preview.reconciliation.status != .ok {
            differ(nil, "the facts state balances, but the reconciliation is \(preview.reconciliation.status.rawValue)")
        }
        return result
    }

    /// The file's physical lines, decoded with the encoding the facts name.
    static func lines(of bytes: [UInt8], facts: [String: Any]) -> [String] {
        let encodings: [String: String.Encoding] = [
            "utf-8": .utf8, "utf-16le": .utf16LittleEndian, "utf-16be": .utf16BigEndian, "windows-1252": .windowsCP1252,
            "iso-8859-1": .isoLatin1,
        ]
        let name = facts["encoding"] as? String ?? "utf-8"
        var body = bytes[...]
        if facts["bom"] as? Bool == true { body = body.dropFirst(name == "utf-8" ? 3 : 2) }
        guard let text = String(bytes: body, encoding: encodings[name] ?? .utf8) else { return [] }
        var lines = text.components(separatedBy: "\n")
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }
}
