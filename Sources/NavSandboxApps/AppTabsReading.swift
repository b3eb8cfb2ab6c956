import NavSandboxCore
import Yams

extension AppBuilder {
    static let tabKeys = ["title", "root", "rootArgument"]
    /// An iPhone's tab bar shows five items; a sixth and later go under
    /// UIKit's More tab, which the sandbox does not model.
    static let maximumTabs = 5

    /// `tabs:` at the top: a list of `{title: Inbox, root: Inbox}`, each tab
    /// a navigation controller with that root.
    mutating func readTabs(_ node: Node) -> [TabSpec] {
        guard let items = reader.sequence(node, "`tabs`", expected: "a list of tabs, each `{ title: Inbox, root: Inbox }`")
        else { return [] }
        guard !items.isEmpty else {
            reader.error(at: node, "`tabs` is empty", expected: "at least one tab, each `{ title: Inbox, root: Inbox }`")
            return []
        }
        guard items.count <= Self.maximumTabs else {
            reader.error(
                at: items[Self.maximumTabs], "more than \(Self.maximumTabs) tabs (\(items.count))",
                expected: "at most \(Self.maximumTabs): an iPhone's tab bar shows five, and the More tab UIKit adds beyond them is not modelled")
            return []
        }
        var tabs: [TabSpec] = []
        var titles: Set<String> = []
        for item in items {
            guard reader.spend(at: item),
                let keys = reader.mapping(item, "a tab", allowed: Self.tabKeys, required: ["title", "root"]),
                let titleNode = keys["title"]?.value, let title = reader.string(titleNode, "`title`"),
                let rootNode = keys["root"]?.value, let root = screenReference(rootNode, "`root` of tab `\(title)`")
            else { continue }
            if title.isEmpty || title.count > Phone.width {
                reader.error(at: titleNode, "the tab title `\(title)` is \(title.isEmpty ? "empty" : "longer than the phone is wide")", expected: "a short title, such as `Inbox`")
                continue
            }
            if !titles.insert(title.lowercased()).inserted {
                reader.error(at: titleNode, "a second tab titled `\(title)`", expected: "each tab title once (titles ignore case): `tap-tab` names a tab by it")
                continue
            }
            if cardScreens.contains(root) {
                reader.error(at: rootNode, "the root of tab `\(title)`, `\(screenNames[root])`, is a card", expected: "a screen that is not a card")
            }
            var tab = TabSpec(title: title, root: root)
            if let node = keys["rootArgument"]?.value {
                tab.rootArgument = reader.int(node, "`rootArgument`", range: -1_000_000...1_000_000)
            }
            tabs.append(tab)
        }
        return tabs
    }
}
