import Testing

@testable import navsandbox

/// `explore -o DIR` names the app and guard files as the written script
/// reads them: relative to DIR, as `app` and `guard` lines are resolved.
@Suite struct ExploreScriptPathTests {
    @Test func aFileIsNamedFromTheScriptsFolder() {
        #expect(ExploreCommand.path("/a/b/apps/x.yaml", seenFrom: "/a/b/out") == "../apps/x.yaml")
        #expect(ExploreCommand.path("/a/b/out/x.yaml", seenFrom: "/a/b/out") == "x.yaml")
        #expect(ExploreCommand.path("/a/b/apps/x.yaml", seenFrom: "/a/b/out/deep") == "../../apps/x.yaml")
        #expect(ExploreCommand.path("/a/x.yaml", seenFrom: "/tmp/out") == "/a/x.yaml", "nothing shared but the root")
    }
}
