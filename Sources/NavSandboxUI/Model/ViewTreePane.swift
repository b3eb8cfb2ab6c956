import NavSandboxCore

/// The VIEW TREE pane (`T`), shown in place of the log: its own scroll and
/// selection live here, so closing it drops them and "is the tree open?"
/// has one answer (`UIState.viewTree != nil`).
public struct ViewTreePane: Hashable, Sendable {
    /// Rows scrolled past.
    public var scroll = 0
    /// The view the edit keys change, underlined on the phone.
    public var selection: ViewID?
    /// The touch whose hit view the tree last jumped to: a new tap moves the
    /// selection to its hit view.
    var followedTouch: TouchID?

    public init(scroll: Int = 0, selection: ViewID? = nil) {
        self.scroll = scroll
        self.selection = selection
    }

    /// Scrolls so `row` is on screen, a third of the way down when it has
    /// to move; `rows` is the pane's height in rows.
    mutating func reveal(row: Int, rows: Int) {
        if row < scroll || row >= scroll + rows { scroll = max(0, row - rows / 3) }
    }
}

/// Where `W` is in the last tap's hit-test walk: the touch, and the step's
/// index (a view can be two steps, entered then hit).
public struct WalkPosition: Hashable, Sendable {
    public var touch: TouchID
    public var index: Int
}
