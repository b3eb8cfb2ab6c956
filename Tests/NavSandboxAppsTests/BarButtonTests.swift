import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// `barButtons:`: the top item's left and right bar button items are in the
/// bar, hit-tested and tapped like any button (rule bar-button-items).
@Suite struct BarButtonTests {
    static let yaml = """
        app: Bar
        root: List
        screens:
          List:
            title: List
            barButtons:
              left: { label: Edit, action: edit }
              right: { label: Add, action: add }
            actions:
              edit: { log: edit tapped }
              # Loads before it pushes, as real Add buttons do: two quick
              # taps both land on Add before the first push starts.
              add:
                load: 150ms
                then:
                  push: Item
          Item:
            title: Item
            barButtons:
              left: { label: Cancel, action: cancel }
            actions:
              cancel: pop
        """

    func world() throws -> World {
        let loaded = try AppFileLoader.load(Self.yaml, file: "bar.yaml").get()
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        return World(configuration: Configuration(app: loaded.app))
    }

    func tap(_ label: String, in world: inout World) {
        _ = world.step(.user(.tap(.label(label))))
        _ = world.step(.settle(limit: 60_000))
    }

    @Test func aTapRunsTheItemsActionOnTheTopController() throws {
        var world = try world()
        #expect(world.app.labels.contains("Add"))
        #expect(world.app.labels.contains("Edit"))
        let add = try #require(world.tapPoint(forLabel: "Add"))
        #expect(add.y >= Phone.navigationBarFrame.y && add.y < Phone.navigationBarFrame.maxY)
        tap("Edit", in: &world)
        #expect(world.logged { if case .app(.line("edit tapped"), _) = $0 { true } else { false } })
        tap("Add", in: &world)
        #expect(world.stackTitles == ["List", "Item"])
        // The new top item's buttons replace the old ones.
        #expect(world.tapPoint(forLabel: "Add") == nil)
        #expect(world.tapPoint(forLabel: "Cancel") != nil)
    }

    @Test func aLeftItemReplacesTheBackButton() throws {
        var world = try world()
        tap("Add", in: &world)
        #expect(world.backButtonPoint == nil)
        tap("Cancel", in: &world)
        #expect(world.stackTitles == ["List"])
        #expect(world.tapPoint(forLabel: "Add") != nil)
    }

    @Test func aDoubleTapOnAddRacesLikeAnyButton() throws {
        var world = try world()
        _ = world.step(.user(.doubleTap(.label("Add"))))
        _ = world.step(.settle(limit: 60_000))
        #expect(world.stackTitles == ["List", "Item", "Item"])
    }

    @Test func appsWithoutBarButtonsGetNoBarButtonViews() {
        let world = World(configuration: Configuration(app: .demo))
        #expect(world.bar.leftButton == nil)
        #expect(world.bar.rightButton == nil)
    }

    @Test func unknownSidesAndMissingLabelsAreErrors() {
        let bad = Self.yaml.replacingOccurrences(of: "right: { label: Add, action: add }", with: "rihgt: { action: add }")
        guard case .failure(let problems) = AppFileLoader.load(bad, file: "bad.yaml") else {
            Issue.record("a misspelt side was accepted")
            return
        }
        #expect(problems.description.contains("unknown key `rihgt`"))
    }
}
