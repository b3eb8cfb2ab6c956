import NavSandboxCore
import Yams

extension AppBuilder {
    static let menuItemKeys = ["title", "action"]
    /// A menu longer than the phone is tall could not be drawn or chosen from.
    static let maximumMenuItems = 12

    /// `menu:` of a UIButton: a list of item titles, or `{title:, action:}`
    /// for an item whose handler the model runs (the selector goes to the
    /// button's screen's controller, where the UIAction's closure lives).
    mutating func menuItems(_ node: Node, screen: String) -> [ButtonMenu.Item] {
        let expected = "a list of item titles, or `{ title: Delete, action: delete }`"
        guard let items = reader.sequence(node, "`menu`", expected: expected) else { return [] }
        if items.isEmpty { reader.warning(at: node, "`menu` is empty: the menu shows nothing to choose", expected: expected) }
        if items.count > Self.maximumMenuItems {
            reader.error(at: items[Self.maximumMenuItems], "more than \(Self.maximumMenuItems) menu items", expected: "at most \(Self.maximumMenuItems)")
            return []
        }
        var result: [ButtonMenu.Item] = []
        var titles: Set<String> = []
        for item in items {
            var menuItem: ButtonMenu.Item
            var titleNode = item
            if case .mapping = item {
                guard let keys = reader.mapping(item, "a menu item", allowed: Self.menuItemKeys, required: ["title"]),
                    let node = keys["title"]?.value, let title = reader.string(node, "`title`")
                else { continue }
                titleNode = node
                menuItem = ButtonMenu.Item(title: title)
                if let actionNode = keys["action"]?.value, let name = reader.string(actionNode, "`action`") {
                    menuItem.selector = Self.selector(name)
                    screenSent.append((Self.selector(name), screen, actionNode, "the menu item does nothing"))
                }
            } else {
                guard let title = reader.string(item, "a menu item's title") else { continue }
                menuItem = ButtonMenu.Item(title: title)
            }
            guard !menuItem.title.isEmpty, titles.insert(menuItem.title).inserted else {
                reader.error(
                    at: titleNode, menuItem.title.isEmpty ? "an empty menu item title" : "a second menu item titled `\(menuItem.title)`",
                    expected: "each item's title once: `tap-menu` chooses an item by it")
                continue
            }
            result.append(menuItem)
        }
        return result
    }
}
