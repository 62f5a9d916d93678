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
