/// Seed 002's lifecycle behaviours: small objects attached to any controller
/// that hear its lifecycle without subclassing it. They are values here (an
/// enum) so the world stays copyable.
public enum LifecycleBehaviour: Hashable, Sendable {
    /// Sends an analytics `screen_view` each time the screen has appeared; a
    /// double push shows up as a double-counted event.
    case screenViewTracker

    public var name: String {
        switch self {
        case .screenViewTracker: "ScreenViewTracker"
        }
    }
}

/// The moments a behaviour can hook (seed 002's names).
public enum LifecycleHook: String, Hashable, Sendable {
    case afterLoading, beforeAppearing, afterAppearing, beforeDisappearing, afterDisappearing
}

/// UIKit's appearance callbacks, logged in the order they happen.
public enum LifecycleEvent: String, Hashable, Sendable {
    case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear

    var hook: LifecycleHook {
        switch self {
        case .viewDidLoad: .afterLoading
        case .viewWillAppear: .beforeAppearing
        case .viewDidAppear: .afterAppearing
        case .viewWillDisappear: .beforeDisappearing
        case .viewDidDisappear: .afterDisappearing
        }
    }
}
