import NavSandboxApps
import NavSandboxCore
import Testing

/// `delaysContentTouches` and `canCancelContentTouches` in an app file: read
/// on a scroll view or table view, true when left out, warned about (and
/// never read) elsewhere.
@Suite struct ScrollViewKeyTests {
    static func app(_ views: String) -> Result<LoadedApp, AppFileProblems> {
        AppFileLoader.load(
            """
            app: Keys
            root: Home
            screens:
              Home:
                class: HomeViewController
                title: Home
                views:
            \(views)
            """, file: "keys.yaml")
    }

    @Test func theKeysAreReadOnAScrollViewAndDefaultToTrue() throws {
        let loaded = try Self.app(
            """
                  - class: UITableView
                    frame: [0, 0, 24, 6]
                    delaysContentTouches: false
                    canCancelContentTouches: no
                  - { class: UIScrollView, frame: [0, 8, 24, 6] }
            """
        ).get()
        let views = loaded.app.screens[0].views
        #expect(views[0].delaysContentTouches == false && views[0].canCancelContentTouches == false)
        #expect(views[1].delaysContentTouches && views[1].canCancelContentTouches)
        #expect(loaded.warnings.isEmpty)
    }

    @Test func onAViewThatIsNoScrollViewTheyAreWarnedAbout() throws {
        let loaded = try Self.app(
            """
                  - { class: UIButton, label: Go, frame: [0, 0, 24, 1], delaysContentTouches: false }
            """
        ).get()
        #expect(loaded.warnings.count == 1)
        #expect(loaded.warnings.first?.message.contains("`delaysContentTouches` on a UIButton is never read") == true)
        #expect(loaded.warnings.first?.line == 8)
    }

    @Test func aValueThatIsNoBooleanIsAnError() {
        guard case .failure(let problems) = Self.app(
            """
                  - { class: UITableView, frame: [0, 0, 24, 6], canCancelContentTouches: maybe }
            """
        ) else {
            Issue.record("loaded")
            return
        }
        #expect(problems.errors.first?.message.contains("canCancelContentTouches") == true)
    }
}
