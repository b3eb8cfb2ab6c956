import NavSandboxCore

/// The drawn scene and the key map of the world `Update.observe` last saw.
///
/// Observing a world builds both (to carry each control's key forward), and
/// the frame drawn next, and the key pressed next, need the same two for
/// the same world: kept here, they are built once per change instead of
/// once per use. A cache, not state: it answers only for the very world it
/// was built from (worlds are values; an unchanged copy compares equal at
/// once because it shares its storage) with the keys held as they were
/// handed out, and otherwise builds afresh. That rests on `World`'s `==`
/// covering everything `PhoneScene` and `KeyMap` read (it is synthesized,
/// so every stored field); SceneCacheTests check cached against fresh at
/// every step of a session.
public struct SceneCache: Sendable {
    private var world: World?
    private var held: [ViewID: Character] = [:]
    private var scene: PhoneScene?
    private var keys: KeyMap?

    public init() {}

    /// Remembers what was built for `world`.
    mutating func store(_ world: World, scene: PhoneScene, keys: KeyMap) {
        self.world = world
        // Held as the render will ask: each control keeping the key it got.
        self.held = keys.assignment
        self.scene = scene
        self.keys = keys
    }

    /// The scene and keys for `world` holding `held`: the stored ones if
    /// they were built for it, fresh ones otherwise.
    func sceneAndKeys(for world: World, holding held: [ViewID: Character]) -> (scene: PhoneScene, keys: KeyMap) {
        if let scene, let keys, let cached = self.world, held == self.held, cached == world { return (scene, keys) }
        let scene = PhoneScene(world)
        return (scene, KeyMap(world: world, scene: scene, holding: held))
    }
}
