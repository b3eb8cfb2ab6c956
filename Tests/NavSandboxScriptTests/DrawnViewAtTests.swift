import NavSandboxCore
import NavSandboxTestSupport
import NavSandboxScript
import Testing

/// `World.drawnView(at:)` walks the phone front to back and stops at the
/// first view the eye meets; it must name the view the whole back-to-front
/// walk names last, in every world the scenarios pass through.
@Suite("What the eye meets at a point")
struct DrawnViewAtTests {
    /// The question asked the long way: every drawn view, the last match wins.
    private static func lastMatch(at point: Point, in world: World) -> ViewID? {
        var found: ViewID?
        world.forEachDrawnView { drawn in
            let view = world.view(drawn.id)
            guard view.viewClass != .window, drawn.frame.contains(point) else { return }
            if view.isControl || view.text != nil || PhoneScene.paintsItsFrame(view) { found = drawn.id }
        }
        return found
    }

    @Test("the front-to-back walk finds what the back-to-front walk finds last")
    func sameAsTheWholeWalk() throws {
        var compared = 0
        var found = 0
        for name in exampleScripts() {
            let loaded = try Script.loadOnItsApp(path: scenariosDirectory + "/" + name).get()
            var mismatches: [String] = []
            _ = ScriptRunner(options: ScriptRunOptions(app: loaded.app)).run(loaded.script) { step, world in
                // Every other cell: views are at least two cells wide or tall
                // somewhere, and a cell grid of the whole phone per step is slow
                // in a debug build.
                for y in stride(from: 0, to: Phone.height, by: 2) {
                    for x in stride(from: (y / 2) % 2, to: Phone.width, by: 2) {
                        let point = Point(x: x, y: y)
                        let expected = Self.lastMatch(at: point, in: world)
                        let actual = world.drawnView(at: point)
                        compared += 1
                        if expected != nil { found += 1 }
                        if actual != expected, mismatches.count < 3 {
                            mismatches.append("\(step) at \(point): \(String(describing: actual)) ≠ \(String(describing: expected))")
                        }
                    }
                }
            }
            #expect(mismatches.isEmpty, "\(name): \(mismatches)")
        }
        // The comparison saw both answers many times over.
        #expect(compared > 10_000)
        #expect(found > compared / 4 && found < compared)
    }
}
