import LocalLedger
import Testing

/// Where reviews in progress are kept (`ReviewStore`, in LocalLedger): the XDG state home,
/// else `~/.local/state`, never a relative path.
@Suite("review store")
struct ReviewStoreTests {
    @Test("the environment names the store's directory", arguments: [
        (["XDG_STATE_HOME": "/state", "HOME": "/home/anna"], "/state/certain-import/reviews"),
        (["XDG_STATE_HOME": "state", "HOME": "/home/anna"], "/home/anna/.local/state/certain-import/reviews"),
        (["HOME": "/home/anna"], "/home/anna/.local/state/certain-import/reviews"),
    ])
    func directory(environment: [String: String], directory: String) throws {
        #expect(try ReviewStore(environment: environment).directory == directory)
    }

    @Test("without XDG_STATE_HOME and HOME there is no place for a review")
    func noPlace() {
        #expect(throws: ReviewStoreError.noPlace) { try ReviewStore(environment: ["HOME": ""]) }
    }
}
