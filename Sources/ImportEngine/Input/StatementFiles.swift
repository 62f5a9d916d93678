import Foundation
import StatementValues

/// The statement files a run was given: a directory stands for the `*.csv` files in it.
package enum StatementFiles {
    /// The file at `path` itself, or for a directory its `*.csv` files (extension in any case;
    /// not hidden ones, not subdirectories), sorted by name.
    package static func expand(_ path: String) throws(ImportEngineError) -> [String] {
        guard isDirectory(path) else { return [path] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw ImportEngineError(.input, Problem(.directoryUnlistable, ["path": .text(path), "reason": .text(error.localizedDescription)]))
        }
        let statements = names
            .filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".csv") }
            .filter { !isDirectory(join(path, $0)) }
            .sorted()
        guard !statements.isEmpty else {
            // Subdirectories are not searched (an archive folder is not imported by
            // accident), but one that holds statements is named in the hint.
            let folders = names.filter { !$0.hasPrefix(".") && isDirectory(join(path, $0)) }.sorted()
            let withStatements = folders.filter { folder in
                ((try? FileManager.default.contentsOfDirectory(atPath: join(path, folder))) ?? [])
                    .contains { $0.lowercased().hasSuffix(".csv") }
            }
            if let first = withStatements.first {
                throw ImportEngineError(.input, Problem(
                    .directoryHoldsStatementsBelow, ["path": .text(path), "example": .text(join(path, first)), "all": .text(join(path, "*"))]))
            }
            throw ImportEngineError(.input, Problem(.directoryHoldsNoStatements, ["path": .text(path)]))
        }
        return statements.map { join(path, $0) }
    }

    /// The files of `paths` that `name` stands for: the file itself, or a directory for the
    /// files in it (both as the paths spell them, `.` and `..` resolved).
    package static func named(_ name: String, among paths: [String]) -> [String] {
        let wanted = URL(fileURLWithPath: name).standardizedFileURL.path
        return paths.filter { path in
            let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
            return standardized == wanted || standardized.hasPrefix(wanted + "/")
        }
    }

    /// The size of a regular file, for progress; `nil` for a pipe or a device.
    package static func size(ofFileAt path: String) -> Int? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular
        else { return nil }
        return (attributes[.size] as? NSNumber)?.intValue
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
