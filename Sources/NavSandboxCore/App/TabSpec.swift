/// One tab of an app with a tab bar (`tabs:` in an app file): its item's
/// title and the root of its own navigation controller.
public struct TabSpec: Hashable, Sendable {
    public var title: String
    /// Index into the app's screens of the tab's root.
    public var root: Int
    public var rootArgument: Int?

    public init(title: String, root: Int, rootArgument: Int? = nil) {
        self.title = title
        self.root = root
        self.rootArgument = rootArgument
    }
}

/// What the app's `tabBarController(_:shouldSelect:)` answers
/// (`tabShouldSelect:` in an app file).
public enum TabShouldSelect: String, Hashable, Sendable, CaseIterable {
    /// No delegate: every tap selects.
    case always
    /// The StackOverflow recipe against the re-tap's pop to root: NO for
    /// the tab already selected.
    case unlessSelected = "unless-selected"
}
