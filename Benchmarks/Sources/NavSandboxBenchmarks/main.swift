import Benchmark
import NavSandboxCore

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

Benchmark.main()
