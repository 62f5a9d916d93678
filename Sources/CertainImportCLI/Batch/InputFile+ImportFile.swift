import CommandLineKit
import Foundation
import ImportEngine

extension InputFile {
    /// The file as the engine names it: as given for messages, its own name for the history.
    var importFile: ImportFile {
        let filename: String = if case .path(let path) = self { (path as NSString).lastPathComponent } else { "stdin" }
        return ImportFile(displayName: displayName, filename: filename)
    }

    /// The file's path; `nil` for standard input, as `FileChunkSource` opens it.
    var path: String? {
        if case .path(let path) = self { path } else { nil }
    }
}

extension StatementFiles {
    /// `files` with each directory replaced by its statement files (`expand(_:)`); `-` stays.
    static func expand(_ files: [InputFile]) throws(ImportEngineError) -> [InputFile] {
        var expanded: [InputFile] = []
        for file in files {
            guard let path = file.path else {
                expanded.append(file)
                continue
            }
            expanded += try expand(path).map(InputFile.path)
        }
        return expanded
    }

    /// The size of `file` for progress; `nil` for standard input and pipes.
    static func size(of file: InputFile) -> Int? {
        file.path.flatMap(size(ofFileAt:))
    }
}
