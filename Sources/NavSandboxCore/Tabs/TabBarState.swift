/// A UITabBarController at the window's root: its tab bar, and one
/// navigation controller per tab. The selected tab's navigation controller
/// and bar are the world's `navigation` and `bar`, so every rule about
/// pushes, pops, gestures and the bar reads the tab on screen; the others
/// wait here, parked, as they were left (rule tab-stacks-independent).
public struct TabBarState: Hashable, Sendable {
    public var controller: ControllerID
    /// The UITabBar, in front of the tabs' content.
    public var tabBar: ViewID
    /// The UITransitionView that holds the selected tab's view.
    public var transitionView: ViewID
    public var tabs: [Tab]
    public var selected: Int

    /// One tab: its item, its navigation controller, and that controller's
    /// state while another tab is selected.
    public struct Tab: Hashable, Sendable {
        public var title: String
        /// The UITabBarButton a tap selects it with.
        public var item: ViewID
        public var navigationController: ControllerID
        /// The UIViewControllerWrapperView that holds the navigation
        /// controller's view while this tab is selected.
        public var wrapper: ViewID
        /// The navigation controller and its bar while the tab is not
        /// selected; nil for the selected tab (the world's own).
        public var parked: Parked?
        /// False until the tab is first selected: UIKit loads a tab's
        /// views when it first shows.
        public var hasAppeared: Bool
    }

    public struct Parked: Hashable, Sendable {
        public var navigation: NavigationState
        public var bar: NavigationBarState
    }

    public var selectedTitle: String { tabs[selected].title }
    public var titles: [String] { tabs.map(\.title) }

    /// The tab with this title, ignoring case.
    public func index(ofTitle title: String) -> Int? {
        let wanted = title.lowercased()
        return tabs.firstIndex { $0.title.lowercased() == wanted }
    }
}
