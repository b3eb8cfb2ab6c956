/// What the terminal adapter reads, already decoded from ncurses codes, so the
/// input map can stay a pure function from events to intents.
public enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(width: Int, height: Int)
}

public enum Key: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case enter, tab, backTab, escape, backspace
    case pageUp, pageDown
    /// F1 opens the help, as in most terminal tools (htop, mc, k9s).
    case f1
    /// Ctrl-C arrives as a key because the adapter runs the terminal in raw mode.
    case controlC
    case unknown(Int32)
}

public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press, drag, release
        /// Wheel notches (buttons 4 and 5), which only scroll text.
        case wheelUp, wheelDown
    }
    public var kind: Kind
    /// Terminal cell, 0-based, relative to the whole screen.
    public var x: Int
    public var y: Int

    public init(kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}
