import NavSandboxCore

/// The window's view hierarchy as the VIEW TREE pane lists it: every view in
/// the window, depth first in drawing order (a view before its subviews, back
/// to front), with what the last tap's hit-test walk said about it.
struct ViewTree {
    struct Row {
        var view: ViewID
        var depth: Int
        /// The last touch's walk step at this view, when the walk visited it.
        var step: HitTestStep?
    }

    private(set) var rows: [Row] = []

    init(_ world: World) {
        var steps: [ViewID: HitTestStep] = [:]
        for step in world.lastTouch?.walk ?? [] { steps[step.view] = step }
        var pending: [(ViewID, Int)] = [(world.window, 0)]
        while let (id, depth) = pending.popLast() {
            rows.append(Row(view: id, depth: depth, step: steps[id]))
            for child in world.view(id).subviews.reversed() { pending.append((child, depth + 1)) }
        }
    }

    /// The row of the last walk's hit view, if it is still in the window.
    var hitRow: Int? {
        rows.firstIndex { $0.step?.verdict == .hit }
    }
}
