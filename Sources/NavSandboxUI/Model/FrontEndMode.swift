/// What the front end is doing, one thing at a time, each with its own
/// state: an overlay open means no other is, by construction, so the input
/// map, the update and the render switch over one value instead of testing
/// several optionals in the same order.
public enum FrontEndMode: Hashable, Sendable {
    /// The phone and its panes: keys tap controls.
    case sandbox
    /// `!` or `&` waiting for the key(s) that complete it.
    case pendingTap(InputPrefix)
    /// `:` — the command palette.
    case palette(CommandPalette)
    /// `L` — the whole log.
    case logView(LogView)
    /// `?` or F1 — the help, over the sandbox or the log view.
    case help(HelpOverlay)
}

/// The help's own state: how far it is scrolled, and the log view it was
/// opened over (drawn under it, and back when it closes).
public struct HelpOverlay: Hashable, Sendable {
    /// Lines scrolled past (clamped to the text by Update).
    public var scroll = 0
    public var logViewBelow: LogView?

    public init(scroll: Int = 0, logViewBelow: LogView? = nil) {
        self.scroll = scroll
        self.logViewBelow = logViewBelow
    }
}

/// Each mode's state, read and written as the optional it was before there
/// was a mode: nil when the front end is in another mode, and setting one
/// switches to it (setting nil leaves it for the sandbox, or for the log
/// view below the help).
extension UIState {
    public var showsHelp: Bool {
        get { if case .help = mode { true } else { false } }
        set {
            switch (mode, newValue) {
            case (.help(let help), false): mode = help.logViewBelow.map(FrontEndMode.logView) ?? .sandbox
            case (.help, true), (_, false): break
            case (_, true): mode = .help(HelpOverlay(logViewBelow: logView))
            }
        }
    }

    public var helpScroll: Int {
        get { if case .help(let help) = mode { help.scroll } else { 0 } }
        set { if case .help(var help) = mode { help.scroll = newValue; mode = .help(help) } }
    }

    /// `!` or `&` waiting for the key(s) that complete it.
    public var prefix: InputPrefix? {
        get { if case .pendingTap(let prefix) = mode { prefix } else { nil } }
        set {
            if let newValue { mode = .pendingTap(newValue) } else if case .pendingTap = mode { mode = .sandbox }
        }
    }

    /// `:` — the command palette, while it is open.
    public var palette: CommandPalette? {
        get { if case .palette(let palette) = mode { palette } else { nil } }
        set {
            if let newValue { mode = .palette(newValue) } else if case .palette = mode { mode = .sandbox }
        }
    }

    /// `L` — the full log view, while it is open (under the help too).
    public var logView: LogView? {
        get {
            switch mode {
            case .logView(let view): view
            case .help(let help): help.logViewBelow
            default: nil
            }
        }
        set {
            switch (mode, newValue) {
            case (.help(var help), _):
                help.logViewBelow = newValue
                mode = .help(help)
            case (_, let view?): mode = .logView(view)
            case (.logView, nil): mode = .sandbox
            case (_, nil): break
            }
        }
    }
}
