import CommandLineKit
import Foundation
import StatementImport

extension StatementExpectation {
    /// The expectation in the JSON file at `path` (`validate --expect`).
    init(path: String) throws(CLIError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.input("cannot read the expected output \(path)", hint: "check the path given to --expect")
        }
        guard let document = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw CLIError.input("\(path) is not a JSON object", hint: "write the expected output as {\"transactions\": [...]}")
        }
        self.init(path: path, document: document)
    }
}
