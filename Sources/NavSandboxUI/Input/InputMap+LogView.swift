import NavSandboxCore

extension InputMap {
    /// Keys in the full log view read the log: none taps a control. Time
    /// keeps running (space pauses it), and `?` still shows the help.
    static func logViewIntents(for key: Key, model: AppModel) -> [Intent] {
        guard let view = model.ui.logView else { return [] }
        if let typing = view.typing {
            switch key {
            case .controlC: return [.quit]
            case .escape: return [.logView(.typeSearch(nil))]
            case .enter: return [.logView(.confirmSearch)]
            case .backspace: return [.logView(.typeSearch(String(typing.dropLast())))]
            case controlU: return [.logView(.typeSearch(""))]
            case .character(let character): return [.logView(.typeSearch(typing + String(character)))]
            default: return []
            }
        }
        // Built only for the page keys: it wraps a page of entries.
        var layout: LogViewWidget.Layout { LogViewWidget.Layout(model) }
        switch key {
        case .controlC: return [.quit]
        // q closes, as over the help: a reflex q after reading does not end the session.
        case .escape, .character("L"), .character("q"): return [.logView(.toggle)]
        case .up, .character("k"): return [.logView(.scroll(-1))]
        case .down, .character("j"): return [.logView(.scroll(1))]
        case .pageUp: return [.logView(.scroll(-max(1, layout.pageUp)))]
        case .pageDown: return [.logView(.scroll(max(1, layout.fullyShown - 1)))]
        case .character("g"): return [.logView(.scroll(Int.min))]
        case .character("G"): return [.logView(.scroll(Int.max))]
        // As in the small pane: [ goes back in time, ] forward.
        case .character("["): return [.logView(.scroll(3))]
        case .character("]"): return [.logView(.scroll(-3))]
        case .character("f"), .character("F"):
            let kinds: [LogKind?] = [nil] + LogKind.allCases
            let next = cycle(kinds, from: view.filter, by: key == .character("f") ? 1 : -1)
            return [.logView(.filter(next)), notice("log: \(next?.rawValue ?? "every kind")")]
        case .character("0"): return [.logView(.filter(nil)), notice("log: every kind")]
        case .character("/"): return [.logView(.typeSearch(""))]
        case .character("n"): return [.logView(.nextMatch(older: true))]
        case .character("N"): return [.logView(.nextMatch(older: false))]
        case .character(" "): return [.togglePause]
        case .character("?"), .f1: return [.toggleHelp]
        default: return [notice("in the log: ↑↓ scroll · f kind · / search · L or esc closes", warning: true)]
        }
    }

    /// The wheel scrolls the view wherever the pointer is; clicks and drags
    /// still reach the phone, which stays in sight (nil: not the view's).
    static func logViewIntents(for mouse: MouseEvent, model: AppModel) -> [Intent]? {
        switch mouse.kind {
        case .wheelUp: [.logView(.scroll(-3))]
        case .wheelDown: [.logView(.scroll(3))]
        case .press, .drag, .release: nil
        }
    }
}
