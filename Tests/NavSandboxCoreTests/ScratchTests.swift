import Testing
@testable import NavSandboxCore

@Test func scratchDoubleTapRow() {
    var world = World.demo("none")
    world.doubleTap("Message 1")
    world.settle()
    print(world.logText)
    print(world.stackTitles, world.violations)
}
