import Booking

/// Why a path cannot hold the ledger, or the ledger cannot be opened there.
///
/// The command line says it in its own words, naming its option where the user gave the path.
package enum LedgerLocationError: Error, Equatable {
    /// Where a refused path came from.
    package enum Source: Equatable, Sendable {
        /// The user's option.
        case option
        /// `LedgerLocation.variable`.
        case environment
    }

    /// Neither the option, the ledger variable, `XDG_DATA_HOME` nor `HOME` names a place.
    case noPlace
    case empty(Source)
    /// `-`, which would mean standard input or output.
    case standardStream(Source)
    case controlCharacter(Unicode.Scalar, Source)
    /// A file or directory name of nothing but blanks.
    case blankName(String, Source)
    /// `:memory:` or a `file:` URI, which SQLite does not read as a file.
    case sqliteName(String, Source)
    /// The path ends in `/` or leads to a directory.
    case directory(String)
    /// The path leads to a device, a pipe or a socket (`kind`, in words).
    case notAFile(String, kind: String)
    case cannotCreateDirectory(String, reason: String)
    /// SQLite cannot open or set up the ledger.
    case unusable(BookingError)
}
