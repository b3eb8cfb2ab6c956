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
}
