import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

@testable import NavSandboxUI

/// docs/apps/tab-bar.yaml in the sandbox: the tab bar drawn at the bottom
/// of the phone with a key per item, the selected tab's stack on STACK, and
/// a key press on an item switching tabs.
@Suite struct TabBarRenderTests {
    static func model() throws -> AppModel {
        AppModel(configuration: Configuration(app: exampleApp("tab-bar.yaml"), profile: .ios17), width: 100, height: 32)
    }

    @Test func theTabBarHasAKeyPerItemAndSwitchesTabs() throws {
        var model = try Self.model()
        model.press(try #require(model.key(for: "Ada")))
        model.settle()
        let feed = try #require(model.key(for: "Feed"), "the Feed item has a key like any control")
        model.press(feed)
        model.settle()
        #expect(model.world.selectedTabTitle == "Feed")
        let text = model.screenText
        #expect(text.contains("STACK tab Feed › Feed"), "\(text)")
        Snapshot.assert(text, named: "tab-bar-feed")
        model.press(try #require(model.key(for: "Chats")))
        model.settle()
        #expect(model.world.stackTitles == ["Chats", "Ada"])
    }
}
