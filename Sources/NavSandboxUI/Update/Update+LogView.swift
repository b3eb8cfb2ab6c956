import NavSandboxCore

extension Update {
    static func applyLogView(_ change: LogViewChange, to model: inout AppModel) {
        if case .toggle = change {
            model.ui.logView = model.ui.logView == nil ? LogView() : nil
            return
        }
        guard var view = model.ui.logView else { return }
        let log = model.world.log
        switch change {
        case .toggle:
            return
        case .scroll(let delta):
            let shown = view.shown(in: log)
            guard let position = view.topPosition(in: shown, log: log) else { return }
            // Down the page is toward older entries, toward index 0.
            let moved = position.subtractingReportingOverflow(delta)
            let target = moved.overflow ? (delta > 0 ? 0 : shown.count - 1) : min(max(moved.partialValue, 0), shown.count - 1)
            // Back at the newest, the view follows new entries again.
            view.top = target == shown.count - 1 ? nil : shown[target] + log.discarded
        case .filter(let kind):
            view.filter = kind
        case .typeSearch(let text):
            view.typing = text
        case .confirmSearch:
            let text = view.typing ?? ""
            view.typing = nil
            guard !text.isEmpty else {
                view.search = nil
                view.match = nil
                toast("search cleared", &model)
                break
            }
            view.search = text
            view.match = nil
            let matches = view.matchSequences(in: log)
            guard !matches.isEmpty else {
                toast("no match for “\(text)”\(view.filter.map { " among \($0.rawValue) entries" } ?? "")", &model, warning: true)
                break
            }
            // The first match from the top row down, as a pager searches
            // from the page it shows; past the oldest it starts again at the newest.
            let from = topSequence(view, log) ?? Int.max
            let found = matches.last { $0 <= from } ?? matches[matches.count - 1]
            go(to: found, in: &view, matches: matches, &model, wrapped: found > from)
        case .nextMatch(let older):
            guard let search = view.search else {
                toast("no search yet: / starts one", &model, warning: true)
                break
            }
            let matches = view.matchSequences(in: log)
            guard !matches.isEmpty else {
                toast("no match for “\(search)”", &model, warning: true)
                break
            }
            let from = view.match ?? topSequence(view, log) ?? Int.max
            if older {
                let next = matches.last { $0 < from }
                go(to: next ?? matches[matches.count - 1], in: &view, matches: matches, &model, wrapped: next == nil)
            } else {
                let next = matches.first { $0 > from }
                go(to: next ?? matches[0], in: &view, matches: matches, &model, wrapped: next == nil)
            }
        }
        model.ui.logView = view
    }

    /// Puts a match on the top row, where the eye is, as `less` does.
    private static func go(to match: Int, in view: inout LogView, matches: [Int], _ model: inout AppModel, wrapped: Bool) {
        view.match = match
        view.top = match
        // Numbered newest first, the way the page reads.
        let number = matches.count - (matches.firstIndex(of: match) ?? 0)
        toast("match \(number) of \(matches.count)\(wrapped ? " · wrapped around" : "")", &model)
    }

    /// The sequence number of the entry on the top row.
    private static func topSequence(_ view: LogView, _ log: EventLog) -> Int? {
        let shown = view.shown(in: log)
        return view.topPosition(in: shown, log: log).map { shown[$0] + log.discarded }
    }
}
