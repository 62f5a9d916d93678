import Foundation

/// Where the tests find the repository's own files and the shared corpora.
///
/// The shared corpora live beside the repository (`../shared/corpora`) and are read-only;
/// tests only read them by path and write into temporary directories.
public enum Corpus {
    /// The repository root, found from this file's path.
    public static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url
            }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    public static let shared: URL = repositoryRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/corpora")

    /// Whether the shared corpora are there: a clone of the repository alone has none, and the
    /// suites that read them are skipped with `unavailableReason` instead of failing.
    public static let isAvailable: Bool =
        FileManager.default.fileExists(atPath: shared.appendingPathComponent("banks/INDEX.tsv").path)

    /// Why a suite that reads the corpora is skipped, with where it looked.
    public static let unavailableReason =
        "needs the shared corpora at ../shared/corpora beside the repository (\(shared.standardizedFileURL.path), "
        + "with banks/INDEX.tsv); absent in a clone of the repository alone"

    public static func url(_ relativePath: String) -> URL {
        shared.appendingPathComponent(relativePath)
    }

    public static func bytes(_ url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }

    /// File names in a corpus folder with the given extension, sorted.
    public static func files(in relativeFolder: String, withExtension ext: String) throws -> [URL] {
        let folder = url(relativeFolder)
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == ext }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// A fixture of this repository (`Tests/Fixtures/...`).
    public static func fixture(_ relativePath: String) -> URL {
        repositoryRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relativePath)
    }

    /// A fresh temporary directory, removed by the caller.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("certain-import-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
