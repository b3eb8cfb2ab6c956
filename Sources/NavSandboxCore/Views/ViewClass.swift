/// The UIKit class a simulated view stands for, spelled as Xcode's view
/// debugger shows it, so what the user reads here matches what they see there.
public enum ViewClass: String, Hashable, Sendable, CaseIterable {
    case window = "UIWindow"
    case layoutContainerView = "UILayoutContainerView"
    case navigationTransitionView = "UINavigationTransitionView"
    case viewControllerWrapperView = "UIViewControllerWrapperView"
    case navigationBar = "UINavigationBar"
    case barButton = "_UIButtonBarButton"
    case label = "UILabel"
    case button = "UIButton"
    case tableView = "UITableView"
    case tableViewCell = "UITableViewCell"
    case tableViewCellContentView = "UITableViewCellContentView"
    case scrollView = "UIScrollView"
    case stackView = "UIStackView"
    case textView = "UITextView"
    case view = "UIView"
    case transitionView = "UITransitionView"
    case dimmingView = "UIDimmingView"
    case grabber = "_UIGrabber"
    case tabBar = "UITabBar"
    case tabBarButton = "UITabBarButton"

    /// A UIScrollView or a subclass whose touch delay and cancelling the
    /// model follows (UITableView). UITextView is a UIScrollView subclass
    /// too, but the model's text views never scroll.
    public var isScrollView: Bool { self == .scrollView || self == .tableView }

    /// A UIControl subclass: what `touchesShouldCancel(in:)` answers false
    /// for by default (rule control-touches-not-cancelled). A table view
    /// cell is not one, whatever it does when tapped.
    public var isUIControl: Bool { self == .button || self == .barButton || self == .tabBarButton }
}

/// What a view is for in the demo, beyond its class: lets the core find the
/// back button or the presentation container without string matching.
public enum ViewRole: Hashable, Sendable {
    case controllerRoot
    /// UIViewControllerWrapperView: holds a stack controller's root view
    /// inside the navigation transition view.
    case controllerWrapper
    case backButton
    case navigationTitle
    case presentationContainer
    case dimming
    case cardGrabber
    case content
    /// A navigation item's left or right bar button item.
    case barButtonItem
    /// A tab bar controller's item for one tab.
    case tabBarItem
}
