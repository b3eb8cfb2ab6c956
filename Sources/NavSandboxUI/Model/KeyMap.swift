import NavSandboxCore

/// Which key taps which control. Built from what the phone shows (controls
/// in the window, drawn where the user sees them), so the badge drawn on a
/// control and the key that taps it always agree.
///
/// Keys hold still: a control keeps its key for as long as it is in the
/// window (`holding` carries the last map's keys forward), so pressing `1`
/// twice mid-push taps the same row twice — the race the sandbox is for —
/// rather than whatever wears badge 1 by the second press. New controls
/// take the free keys, the screen in front first.
public struct KeyMap: Sendable {
    public struct Entry: Hashable, Sendable {
        public var key: Character
        public var view: ViewID
        /// The control's accessibility label or text: what hints and toasts say.
        public var label: String
        /// Where the key's finger lands: the centre of the control as it is
        /// drawn now (the user taps what they see; the core then hit-tests the
        /// model, which may disagree mid-animation). For a control covered
        /// by another view, the finger lands on what covers it.
        public var tapPoint: Point
        /// The cell that shows the key; nil while the control is covered.
        public var badge: Point?
    }

    public private(set) var entries: [Entry] = []
    /// The navigation bar's back button, always on `b`.
    public private(set) var back: Entry?

    /// Each control's key, to hand to the next map so keys hold still.
    public var assignment: [ViewID: Character] {
        Dictionary(uniqueKeysWithValues: entries.map { ($0.view, $0.key) })
    }

    public init(world: World, scene: PhoneScene, holding held: [ViewID: Character] = [:]) {
        guard !world.isCrashed else { return }
        struct Candidate {
            var view: ViewID
            var layer: Int
            var cells: [Point]
        }
        var candidates: [Candidate] = []
        var kept: [Entry] = []
        for (index, drawn) in scene.drawn.enumerated() {
            let view = world.view(drawn.id)
            guard view.isControl else { continue }
            let cells = scene.visibleCells(of: drawn.id, in: world)
            if view.role == .backButton {
                if !cells.isEmpty { back = KeyMap.entry(key: "b", view: view, drawn: drawn, cells: cells) }
                continue
            }
            if let key = held[drawn.id], KeyBindings.controlKeys.contains(key) {
                kept.append(KeyMap.entry(key: key, view: view, drawn: drawn, cells: cells))
                continue
            }
            guard !cells.isEmpty else { continue }
            // The screen in front gets the first free keys.
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
        let taken = kept.map(\.key)
        let free = KeyBindings.controlKeys.filter { !taken.contains($0) }
        entries = kept
        for (candidate, key) in zip(candidates, free) {
            let view = world.view(candidate.view)
            entries.append(KeyMap.entry(key: key, view: view, drawn: scene.drawnView(candidate.view)!, cells: candidate.cells))
        }
        let keys = KeyBindings.controlKeys
        entries.sort { (keys.firstIndex(of: $0.key) ?? .max) < (keys.firstIndex(of: $1.key) ?? .max) }
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
        let label = view.accessibilityLabel ?? view.text ?? view.debugName
        guard !cells.isEmpty else {
            let center = drawn.frame.center
            let onPhone = Point(x: min(max(center.x, 0), Phone.width - 1), y: min(max(center.y, 0), Phone.height - 1))
            return Entry(key: key, view: view.id, label: label, tapPoint: onPhone, badge: nil)
        }
        let center = drawn.frame.center
        let tap = cells.contains(center) ? center : cells[cells.count / 2]
        // A table cell's text starts a few columns in: its badge goes in that
        // margin. Buttons reserve their first column for it.
        let inset = view.viewClass == .tableViewCell ? 1 : 0
        let badge = cells.first { $0.x >= drawn.frame.x + inset } ?? cells[0]
        return Entry(key: key, view: view.id, label: label, tapPoint: tap, badge: badge)
    }
}
