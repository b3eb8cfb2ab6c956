/// What happened to a button's menu (`menu:` on a UIButton). One case of
/// `WorldEvent` (`.buttonMenu`), worded, recorded and sourced here.
public enum ButtonMenuEvent: Hashable, Sendable {
    /// The menu opened: on touch-down (`showsMenuAsPrimaryAction`) or after
    /// a long press.
    case opened(button: ViewRef, titles: [String], byLongPress: Bool)
    /// An item was chosen: the menu closes and its action runs.
    case chose(button: ViewRef, item: String)
    /// A touch outside the open menu closed it and went no further.
    case dismissed(button: ViewRef)
    /// Before iOS 14 a button has no menu: the touch is a plain tap.
    case unavailable(button: ViewRef)

    var rule: RuleID? {
        switch self {
        case .opened(_, _, let byLongPress): byLongPress ? .buttonMenuLongPress : .buttonMenuPrimaryAction
        case .chose: .buttonMenuPrimaryAction
        case .dismissed: .menuOutsideTouchOnlyDismisses
        case .unavailable: .buttonMenuPrimaryAction
        }
    }

    var text: LogText {
        switch self {
        case .opened(let button, let titles, let byLongPress):
            "\(name: button)'s menu opens \(byLongPress ? "after a long press" : "on touch-down, as its primary action"): \(titles.joined(separator: " | "))"
        case .chose(let button, let item): "menu item \"\(item)\" of \(name: button) chosen: the menu closes, its action runs"
        case .dismissed(let button): "a touch outside closes \(name: button)'s menu, and goes no further"
        case .unavailable(let button): "\(name: button) has a menu, but button menus need iOS 14: the touch is a plain tap"
        }
    }

    var record: EventRecord {
        func r(_ kind: String, _ fields: (String, String?)...) -> EventRecord {
            EventRecord(kind: kind, fields: fields.map { EventRecord.Field(name: $0.0, value: $0.1) })
        }
        switch self {
        case .opened(let button, let titles, let byLongPress):
            return r(
                "button-menu-opened", ("button", button.name), ("titles", titles.joined(separator: " | ")),
                ("long-press", byLongPress ? "yes" : "no"), ("rule", rule?.rawValue))
        case .chose(let button, let item):
            return r("button-menu-chose", ("button", button.name), ("item", item), ("rule", rule?.rawValue))
        case .dismissed(let button):
            return r("button-menu-dismissed", ("button", button.name), ("rule", rule?.rawValue))
        case .unavailable(let button):
            return r("button-menu-unavailable", ("button", button.name), ("rule", rule?.rawValue))
        }
    }

    static let examples: [(ButtonMenuEvent, String)] = {
        let view = ViewRef(id: ViewID(0), viewClass: .button, label: nil)
        return [
            (.opened(button: view, titles: [], byLongPress: false), "a button's menu opened (iOS 14+)"),
            (.chose(button: view, item: ""), "an item of a button's menu was chosen"),
            (.dismissed(button: view), "a touch outside closed a button's menu"),
            (.unavailable(button: view), "a button with a menu on a profile before iOS 14: a plain tap"),
        ]
    }()
}
