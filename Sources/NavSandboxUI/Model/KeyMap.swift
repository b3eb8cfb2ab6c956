import NavSandboxCore

/// Which key taps which control. Built from what the phone shows (visible
/// controls in the model, with at least one cell the user can see), so the
/// badge drawn on a control and the key that taps it always agree.
public struct KeyMap: Sendable {
    public struct Entry: Hashable, Sendable {
        public var key: Character
        public var view: ViewID
        /// The control's accessibility label or text: what hints and toasts say.
        public var label: String
        /// Where the key's finger lands: the centre of the control as it is
        /// drawn now (the user taps what they see; the core then hit-tests the
        /// model, which may disagree mid-animation).
        public var tapPoint: Point
        /// The cell that shows the key.
        public var badge: Point
    }

    public private(set) var entries: [Entry] = []
    /// The navigation bar's back button, always on `b`.
    public private(set) var back: Entry?

    public init(world: World, scene: PhoneScene) {
        guard !world.isCrashed else { return }
        struct Candidate {
            var view: ViewID
            var layer: Int
            var cells: [Point]
        }
        var candidates: [Candidate] = []
        for (index, drawn) in scene.drawn.enumerated() {
            let view = world.view(drawn.id)
            guard view.isControl else { continue }
            let cells = scene.visibleCells(of: drawn.id, in: world)
            guard !cells.isEmpty else { continue }
            if view.role == .backButton {
                back = KeyMap.entry(key: "b", view: view, drawn: drawn, cells: cells)
                continue
            }
            // The screen in front gets the first keys, so after a push the new
            // screen's controls start at 1 again.
            var layer = index
            if let owner = world.owningController(of: drawn.id), let root = world.controller(owner).view,
                let rootIndex = scene.drawn.firstIndex(where: { $0.id == root })
            {
                layer = rootIndex
            }
            candidates.append(Candidate(view: drawn.id, layer: layer, cells: cells))
        }
        candidates.sort {
            if $0.layer != $1.layer { return $0.layer > $1.layer }
            let a = scene.drawnView($0.view)!.frame
            let b = scene.drawnView($1.view)!.frame
            return (a.y, a.x, $0.view.raw) < (b.y, b.x, $1.view.raw)
        }
        for (candidate, key) in zip(candidates, KeyBindings.controlKeys) {
            let view = world.view(candidate.view)
            entries.append(KeyMap.entry(key: key, view: view, drawn: scene.drawnView(candidate.view)!, cells: candidate.cells))
        }
    }

    public func entry(for key: Character) -> Entry? {
        if key == "b" { return back }
        return entries.first { $0.key == key }
    }

    public func entry(forView id: ViewID) -> Entry? {
        if back?.view == id { return back }
        return entries.first { $0.view == id }
    }

    private static func entry(key: Character, view: View, drawn: PhoneScene.DrawnView, cells: [Point]) -> Entry {
        let center = drawn.frame.center
        let tap = cells.contains(center) ? center : cells[cells.count / 2]
        // A table cell's text starts a few columns in: its badge goes in that
        // margin. Buttons reserve their first column for it.
        let inset = view.viewClass == .tableViewCell ? 1 : 0
        let badge = cells.first { $0.x >= drawn.frame.x + inset } ?? cells[0]
        let label = view.accessibilityLabel ?? view.text ?? view.debugName
        return Entry(key: key, view: view.id, label: label, tapPoint: tap, badge: badge)
    }
}
