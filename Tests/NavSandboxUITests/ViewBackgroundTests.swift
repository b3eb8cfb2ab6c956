import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

@testable import NavSandboxUI

/// `background:` on a view: a plain UIView is drawn, and a covering view
/// hides the button beneath it, as it takes the tap in a hit-testing lesson.
@Suite struct ViewBackgroundTests {
    static let source = """
        app: Cover
        root: Home
        screens:
          Home:
            title: Home
            views:
              - { class: UIButton, label: Covered, frame: [1, 1, 20, 1], action: go }
              - { class: UIView, label: Cover, frame: [0, 1, 12, 2], background: red }
              - { class: UIButton, label: Shaded, frame: [1, 4, 20, 1], action: go }
              - { class: UIView, label: Dots, text: dotted, frame: [0, 4, 8, 1], background: dots }
              - { class: UIView, label: Hatch, frame: [16, 6, 6, 2], background: hatch }
            actions:
              go: { log: went }
        """

    @Test func aCoveringViewIsDrawnOverTheButton() throws {
        let app = try AppFileLoader.load(Self.source, file: "cover.yaml").get().app
        let model = AppModel(configuration: Configuration(app: app), width: 100, height: 32)
        Snapshot.assert(model.screenText, named: "background-cover")
        Snapshot.assert(Snapshot.styleMap(Screen.render(model)), named: "background-cover-styles")
        // What the eye meets on the button's left is the cover, not the button.
        let world = model.world
        let cover = try #require(world.topmostVisibleView(labelled: "Cover"))
        let point = try #require(world.tapPoint(forLabel: "Covered"))
        #expect(world.drawnView(at: point) == cover)
    }
}
