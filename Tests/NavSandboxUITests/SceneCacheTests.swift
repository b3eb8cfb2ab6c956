import NavSandboxCore
import NavSandboxTestSupport
import Testing

@testable import NavSandboxUI

/// The scene and keys `Update.observe` builds are reused by the frame and
/// the next key press: a stale reuse would show or press the wrong keys, so
/// at every step the cached answer must equal a fresh one.
@Suite struct SceneCacheTests {
    private func expectCacheAgrees(_ model: AppModel, _ moment: String) {
        let cached = InputMap.keyMap(for: model)
        let fresh = KeyMap(world: model.world, scene: PhoneScene(model.world), holding: model.ui.keyHold)
        #expect(cached.entries == fresh.entries, "keys at \(moment)")
        #expect(cached.back == fresh.back, "back at \(moment)")
        var uncached = model
        uncached.ui.sceneCache = SceneCache()
        #expect(Screen.render(model).text == Screen.render(uncached).text, "frame at \(moment)")
    }

    @Test func theCachedSceneAndKeysAreTheFreshOnesAtEveryStep() {
        var model = makeModel()
        expectCacheAgrees(model, "launch")
        model.press("1")
        expectCacheAgrees(model, "the tap")
        for step in 1...8 {
            model.run(60)
            expectCacheAgrees(model, "mid-push, step \(step)")
        }
        model.settle()
        expectCacheAgrees(model, "after the push")
        model.press("s")
        model.run(100)
        expectCacheAgrees(model, "mid-swipe")
        model.settle()
        model.press("7")
        model.run(150)
        expectCacheAgrees(model, "a card presenting")
        model.settle()
        expectCacheAgrees(model, "settled")
    }

    @Test func keysChangedWithoutAnObservationAreNotAnsweredFromTheCache() {
        var model = makeModel()
        let before = InputMap.keyMap(for: model)
        let row = before.entries[0]
        // Another hold than the one the cache was built with.
        model.ui.keyHold = [row.view: "z"]
        let keys = InputMap.keyMap(for: model)
        #expect(keys.entries.contains { $0.view == row.view && $0.key == "z" })
    }

    @Test func aChangedWorldIsNotAnsweredFromTheCache() {
        var model = makeModel()
        var world = model.world
        world.step(.tap(.label("Message 1")))
        world.step(.settle(limit: 60_000))
        model.world = world
        let keys = InputMap.keyMap(for: model)
        #expect(keys.entries.contains { $0.label == "Reply" })
        #expect(!keys.entries.contains { $0.label == "Message 1" })
    }
}
