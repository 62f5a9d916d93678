/// Which device token adding a server sends to its address, decided once for `server add`:
/// a token goes only to the origin it is bound to.
package struct ServerTokenChoice: Equatable {
    /// The server as it is stored, with the origin `CERTAIN_TOKEN` is bound to, if any.
    package var server: StoredServer
    /// The token sent to the server's address: `CERTAIN_TOKEN` where it is bound to this
    /// origin, else the one stored for the name where it is bound to this origin.
    package var token: DeviceToken?
    /// Whether the token stored for the name is bound to another origin than the server's:
    /// it is removed, never sent.
    package var removesStoredToken: Bool
    /// The origin the stored token is bound to; `nil` when unknown or there is none.
    package var storedTokenOrigin: String?
    /// Whether `CERTAIN_TOKEN` is set but not bound to this server, so it is not sent.
    package var ignoresEnvironmentToken: Bool

    /// Decides for the server `name` at `address`.
    ///
    /// - Parameters:
    ///   - bindsEnvironmentToken: Whether the user binds `CERTAIN_TOKEN` to this server now.
    ///   - previous: The server stored under `name` before, if any.
    ///   - stored: The token stored for `name`, if any.
    ///   - environmentToken: `CERTAIN_TOKEN`, where it is set and not empty.
    package init(
        name: String, address: ServerAddress, allowInsecureHTTP: Bool, bindsEnvironmentToken: Bool, previous: StoredServer?,
        stored: StoredToken?, environmentToken: String?
    ) {
        // A token stored before tokens were bound belongs to the address its server had.
        let storedOrigin = stored?.origin ?? previous?.origin
        let keepsStoredToken = stored != nil && storedOrigin == address.origin
        let environmentTokenOrigin = bindsEnvironmentToken || previous?.environmentTokenOrigin == address.origin
            ? address.origin : nil
        server = StoredServer(name: name, url: address.description, allowInsecureHTTP: allowInsecureHTTP,
                              environmentTokenOrigin: environmentTokenOrigin)
        token = environmentTokenOrigin != nil && environmentToken != nil
            ? environmentToken.map(DeviceToken.init)
            : keepsStoredToken ? stored?.token : nil
        storedTokenOrigin = storedOrigin
        removesStoredToken = stored != nil && !keepsStoredToken
        ignoresEnvironmentToken = environmentToken != nil && environmentTokenOrigin == nil
    }
}
