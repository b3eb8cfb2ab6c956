import Benchmark
import NavSandboxCore
import NavSandboxUI

// What the front end and `compare` do most: step the world, hit-test a tap,
// fork the world, read the flags. Each must stay far below one 33 ms frame.

/// Keeps the optimizer from deleting the work being measured.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

let launched = World(configuration: Configuration(strategy: "block-all"))

benchmark("launch a world") {
    blackHole(World(configuration: Configuration(strategy: "block-all")))
}

benchmark("tap a row, then run the push to idle") {
    var world = launched
    world.tap(at: world.tapPoint(forLabel: "Message 1")!)
    world.runUntilIdle()
    blackHole(world)
}

benchmark("hitTest with its walk") {
    blackHole(launched.hitTest(Point(x: 12, y: 4)))
}

benchmark("fork a world and change the copy") {
    var copy = launched
    copy.advance(by: 16)
    blackHole(copy)
}

benchmark("read every flag") {
    blackHole(launched.flags)
}

benchmark("one 16 ms frame mid-push") {
    var world = launched
    world.tap(at: world.tapPoint(forLabel: "Message 1")!)
    world.advance(by: 250)
    for _ in 0..<20 { world.advance(by: 16) }
    blackHole(world)
}

// The front end: a key goes in, a frame comes out. Rendering is a pure
// function of the model, so this is what a keystroke costs before ncurses
// diffs and writes the changed cells.
let idleModel = AppModel(configuration: Configuration(strategy: "block-all"), width: 100, height: 32)
var midPushModel = idleModel
_ = Update.apply(.world(.tap(launched.tapPoint(forLabel: "Message 1")!)), to: &midPushModel)
_ = Update.apply(.tick(wallMilliseconds: 400), to: &midPushModel)

benchmark("render 100×32, idle Inbox") {
    blackHole(Screen.render(idleModel))
}

benchmark("render 100×32, mid-push under block-all") {
    blackHole(Screen.render(midPushModel))
}

benchmark("key to frame: tap a row and render") {
    var model = idleModel
    _ = Update.apply(.world(.tap(Point(x: 12, y: 4))), to: &model)
    blackHole(Screen.render(model))
}

Benchmark.main()
