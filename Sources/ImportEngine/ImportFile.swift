/// A statement file of a run, by the two names it goes by.
public struct ImportFile: Hashable, Sendable {
    /// The file as the user named it, for messages and error places: `statements/feb.csv`, `<stdin>`.
    public var displayName: String
    /// The file's own name, as the import's history records it: `feb.csv`, `stdin`.
    public var filename: String

    public init(displayName: String, filename: String) {
        self.displayName = displayName
        self.filename = filename
    }
}
