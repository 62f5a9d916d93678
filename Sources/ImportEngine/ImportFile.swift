/// A statement file of a run, by the two names it goes by.
package struct ImportFile: Hashable, Sendable {
    /// The file as the user named it, for messages and error places: `statements/feb.csv`, `<stdin>`.
    package var displayName: String
    /// The file's own name, as the import's history records it: `feb.csv`, `stdin`.
    package var filename: String

    package init(displayName: String, filename: String) {
        self.displayName = displayName
        self.filename = filename
    }
}
