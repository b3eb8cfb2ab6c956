/// What the keyboard is talking to right now. Worked out here, once: the
/// input map looks keys up in these modes' rows of the key table, and the
/// hint bar shows the keys of the same mode.
public enum InputMode: Hashable, Sendable, CaseIterable {
    /// `?` or F1: keys scroll or close the help.
    case help
    /// `:`: every printable key is text for the query.
    case palette
    /// `L`: keys read the whole log; none taps a control.
    case logView
    /// `/` in the log view: the search being typed.
    case logSearch
    /// `!` or `&` waiting for the key(s) that complete it.
    case pendingTap
    /// A lesson's question or ⏎ prompt, read before the sandbox's keys.
    case lesson
    /// The phone and its panes.
    case sandbox

    /// The modes a key is looked up in, first first: a lesson lets the keys
    /// it does not read through to the sandbox.
    static func stack(for model: AppModel) -> [InputMode] {
        switch model.ui.mode {
        case .help: return [.help]
        case .palette: return [.palette]
        case .logView(let view): return view.typing == nil ? [.logView] : [.logSearch]
        case .pendingTap: return [.pendingTap]
        case .sandbox: return model.ui.lesson?.prompt != nil ? [.lesson, .sandbox] : [.sandbox]
        }
    }
}
