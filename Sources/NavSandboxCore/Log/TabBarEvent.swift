/// What the tab bar controller did with a tap on a tab's item: asked its
/// delegate, selected (or re-selected) a tab. One case of `WorldEvent`
/// (`.tabBar`), worded, recorded and sourced here.
public enum TabBarEvent: Hashable, Sendable {
    /// `tabBarController(_:shouldSelect:)` answered.
    case shouldSelect(tab: String, allowed: Bool)
    /// The tab became the selected one, or was tapped while it was
    /// (`reselected`): `tabBarController(_:didSelect:)` is called either way.
    case selected(tab: String, reselected: Bool)
    /// A screen of a tab not on screen called its navigation controller:
    /// the call runs on that tab's stack, without animating.
    case callOnHiddenTab(tab: String)

    var rule: RuleID? {
        switch self {
        case .shouldSelect: .tabShouldSelectGatesTap
        case .selected(_, let reselected): reselected ? .tabReselectPopsToRoot : .tabStacksIndependent
        case .callOnHiddenTab: .tabHiddenStackChangesAtOnce
        }
    }

    var text: LogText {
        switch self {
        case .shouldSelect(let tab, let allowed):
            "tabBarController(_:shouldSelect: \(tab)) → \(allowed ? "YES" : "NO")"
        case .selected(let tab, let reselected):
            reselected
                ? "tab \(tab) re-selected: tabBarController(_:didSelect:), and its stack pops to the root"
                : "tab \(tab) selected: tabBarController(_:didSelect:); its stack shows as it was left"
        case .callOnHiddenTab(let tab):
            "the call goes to tab \(tab)'s navigation controller, which is not on screen: its stack changes at once, without animation"
        }
    }

    var record: EventRecord {
        func r(_ kind: String, _ fields: (String, String?)...) -> EventRecord {
            EventRecord(kind: kind, fields: fields.map { EventRecord.Field(name: $0.0, value: $0.1) })
        }
        switch self {
        case .shouldSelect(let tab, let allowed):
            return r("tab-should-select", ("tab", tab), ("allowed", allowed ? "yes" : "no"), ("rule", rule?.rawValue))
        case .selected(let tab, let reselected):
            return r("tab-selected", ("tab", tab), ("reselected", reselected ? "yes" : "no"), ("rule", rule?.rawValue))
        case .callOnHiddenTab(let tab):
            return r("call-on-hidden-tab", ("tab", tab), ("rule", rule?.rawValue))
        }
    }

    /// One of each kind, for `WorldEvent.examples`.
    static let examples: [(TabBarEvent, String)] = [
        (.shouldSelect(tab: "", allowed: true), "tabBarController(_:shouldSelect:) answered a tap on a tab's item"),
        (.selected(tab: "", reselected: false), "a tap selected a tab, or re-selected the selected one"),
        (.callOnHiddenTab(tab: ""), "a screen of a tab not on screen called its navigation controller"),
    ]
}
