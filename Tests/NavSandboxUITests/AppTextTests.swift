import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

@testable import NavSandboxUI

/// An app file's `text` is drawn on every class that can carry it, so the
/// example in docs/apps.md shows its rows.
@Suite struct AppTextTests {
    @Test func cellsAndPlainViewsDrawTheirText() throws {
        let source = """
            app: Text
            root: List
            screens:
              List:
                title: List
                views:
                  - { class: UITableViewCell, label: Row, text: Order 1, frame: [0, 0, 24, 2], action: open }
                  - { class: UIView, text: A plain view, frame: [1, 3, 22, 1] }
                  - { class: UIStackView, text: A stack, frame: [1, 5, 22, 1] }
                actions:
                  open: { log: opened }
            """
        let app = try AppFileLoader.load(source, file: "text.yaml").get().app
        let model = AppModel(configuration: Configuration(app: app), width: 100, height: 32)
        let text = model.screenText
        #expect(text.contains("Order 1"))
        #expect(text.contains("A plain view"))
        #expect(text.contains("A stack"))
    }
}
