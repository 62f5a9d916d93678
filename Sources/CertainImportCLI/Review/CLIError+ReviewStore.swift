import CommandLineKit
import LocalLedger

extension CLIError {
    /// Why a review cannot be kept, read or removed, with what to do.
    init(_ error: ReviewStoreError) {
        switch error {
        case .noPlace:
            self = .input(
                "there is no place to keep the review: neither XDG_STATE_HOME nor HOME is set",
                hint: "set XDG_STATE_HOME to a directory, or write a review file with --export")
        case .unreadable(let path, let reason):
            self = .input(
                "the stored review cannot be read: \(reason)", place: CLIError.Place(file: path),
                hint: "start the review again with --discard, which removes it")
        case .cannotKeep(let path, let reason):
            self = .input(
                "cannot keep the review in \(path): \(reason)",
                hint: "check that you may write there, or set XDG_STATE_HOME to another directory")
        case .cannotRemove(let path, let reason):
            self = .input("cannot remove the stored review \(path): \(reason)")
        }
    }
}
