/// What the phone shows right now: every visible view where it is DRAWN (the
/// presentation layer, mid-animation), clipped, and which view covers each
/// cell. Rendering draws from it, the key map is built from it, and a
/// script's or a key's tap on a label lands where it says — one scene, so
/// the front end and the runner never disagree about where a label is.
///
/// Hit-testing is not done here: it stays in the core and follows the model
/// frames. The difference between this scene and the model is one of the
/// lessons the sandbox teaches.
public struct PhoneScene: Sendable {
    public struct DrawnView: Sendable {
        public var id: ViewID
        /// Where it is drawn, in phone (window) cells.
        public var frame: Rect
        /// The part of `frame` that can show: inside the phone and inside every
        /// ancestor that clips to its bounds. May be empty.
        public var visible: Rect
        /// Part of the screen being covered by a navigation transition: drawn
        /// dimmed (the outgoing screen of a push, the one revealed by a pop).
        public var isUnderTransition: Bool
    }

    /// Visible views, back to front.
    public private(set) var drawn: [DrawnView] = []
    /// Index into `drawn` by view id: sized by what is drawn, not by every
    /// view the session ever made. Only looked up, never iterated.
    private var indexByView: [ViewID: Int] = [:]
    /// The topmost view that paints each cell, row-major (`-1`: none).
    private var cover: [Int] = []

    public static let width = Phone.width
    public static let height = Phone.height

    /// Whether `cover` was filled: label lookups do without it.
    private let hasCover: Bool

    /// `coverage: false` skips the per-cell cover (topmostView, visibleCells),
    /// for callers that only need where views are drawn.
    public init(_ world: World, coverage: Bool = true) {
        hasCover = coverage
        if coverage { cover = Array(repeating: -1, count: Phone.width * Phone.height) }
        world.forEachDrawnView { drawn in
            if coverage { indexByView[drawn.id] = self.drawn.count }
            self.drawn.append(drawn)
            let visible = drawn.visible
            if coverage, PhoneScene.paintsItsFrame(world.view(drawn.id)) {
                for y in visible.y..<max(visible.y, visible.maxY) {
                    for x in visible.x..<max(visible.x, visible.maxX) { cover[y * Phone.width + x] = drawn.id.raw }
                }
            }
        }
    }

    public func drawnView(_ id: ViewID) -> DrawnView? {
        guard hasCover else { return drawn.first { $0.id == id } }
        guard let index = indexByView[id] else { return nil }
        return drawn[index]
    }

    /// The view that paints the cell, if any.
    public func topmostView(at point: Point) -> ViewID? {
        guard hasCover, Phone.bounds.contains(point) else { return nil }
        let raw = cover[point.y * Phone.width + point.x]
        return raw >= 0 ? ViewID(raw) : nil
    }

    /// The cells where `id` or one of its subviews is what the user sees,
    /// in reading order.
    public func visibleCells(of id: ViewID, in world: World) -> [Point] {
        guard hasCover, let view = drawnView(id) else { return [] }
        var cells: [Point] = []
        let rect = view.visible
        guard rect.width > 0, rect.height > 0 else { return [] }
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                let raw = cover[y * Phone.width + x]
                guard raw >= 0 else { continue }
                if raw == id.raw || PhoneScene.isDescendant(ViewID(raw), of: id, in: world) {
                    cells.append(Point(x: x, y: y))
                }
            }
        }
        return cells
    }

    /// The topmost drawn view with this accessibility label whose visible
    /// part is not empty: the one a user means by its name.
    public func topmostVisible(labelled label: String, in world: World) -> DrawnView? {
        drawn.last { $0.visible.width > 0 && $0.visible.height > 0 && world.view($0.id).accessibilityLabel == label }
    }

    /// The one walk every reader of drawn positions shares: the scene, the
    /// key map, `tapPoint(forLabel:)` and the runner's label memory.
    static func walk(_ world: World, _ body: (DrawnView) -> Void) {
        // Fields are read in place, never a copy of the view: this runs for
        // every view on the phone after every step of a script. Recursion,
        // not a stack of pending views: the stack was an array allocated
        // and freed per walk, and the tree is a dozen levels deep at most.
        // What placing a view reads goes down, not the world: reading a
        // whole World through a recursive walk let the optimizer copy it
        // at every view (explore spent half its time so).
        visit(world.window, in: ScenePlacement(world), origin: .zero, clip: Phone.bounds, underTransition: false, under: rootUnderTransition(world), body)
    }

    private static func visit(
        _ id: ViewID, in world: borrowing ScenePlacement, origin: Point, clip: Rect, underTransition: Bool, under: ViewID?,
        _ body: (DrawnView) -> Void
    ) {
        guard let drawn = drawnView(id, in: world, world.views, origin: origin, clip: clip, under: under, underTransition)
        else { return }
        body(drawn)
        let childClip = world.views[id.raw].clipsToBounds ? drawn.visible : clip
        let count = world.views[id.raw].subviews.count
        var index = 0
        while index < count {
            visit(
                world.views[id.raw].subviews[index], in: world, origin: drawn.frame.origin, clip: childClip,
                underTransition: drawn.isUnderTransition, under: under, body)
            index += 1
        }
    }

    /// `walk` backwards — front to back: each view's subviews, the last
    /// first, before the view — until `body` returns true. The first view
    /// it stops at is the last one `walk` would have found: a question
    /// about what is on top (`World.drawnView(at:)`, asked at every touch)
    /// stops where the eye does, instead of visiting everything beneath.
    /// `body` is handed the views to read rather than capturing them: the
    /// optimizer passes a closure's captures down the recursion, and a
    /// captured buffer was retained and released at every view (5% of
    /// explore).
    static func walkFrontToBack(_ world: World, _ body: (DrawnView, borrowing ChunkedArray<View>) -> Bool) {
        let views = world.views
        let controllers = world.controllers
        let transition = world.navigation.transition
        let now = world.now
        let window = world.window
        let under = rootUnderTransition(world)
        func visit(_ id: ViewID, origin: Point, clip: Rect, underTransition: Bool) -> Bool {
            guard !views[id.raw].isHidden, views[id.raw].alpha >= 0.01 else { return false }
            let frame =
                id == window
                ? Phone.bounds
                : ScenePlacement.presentationFrame(
                    of: id, views: views, controllers: controllers, transition: transition, at: now
                ).offsetBy(dx: origin.x, dy: origin.y)
            let drawn = DrawnView(
                id: id, frame: frame, visible: intersect(frame, clip), isUnderTransition: underTransition || id == under)
            let childClip = views[id.raw].clipsToBounds ? drawn.visible : clip
            var index = views[id.raw].subviews.count
            while index > 0 {
                index -= 1
                if visit(
                    views[id.raw].subviews[index], origin: drawn.frame.origin, clip: childClip,
                    underTransition: drawn.isUnderTransition)
                {
                    return true
                }
            }
            return body(drawn, views)
        }
        _ = visit(window, origin: .zero, clip: Phone.bounds, underTransition: false)
    }

    /// Where one view is drawn, given its superview's drawn origin and clip;
    /// nil when UIKit draws nothing for it nor for its subviews (hidden, or
    /// fully transparent). Both walks place views with this.
    @inline(__always)
    private static func drawnView(
        _ id: ViewID, in world: borrowing ScenePlacement, _ views: ChunkedArray<View>, origin: Point, clip: Rect, under: ViewID?,
        _ underTransition: Bool
    ) -> DrawnView? {
        guard !views[id.raw].isHidden, views[id.raw].alpha >= 0.01 else { return nil }
        let frame =
            id == world.window ? Phone.bounds : world.presentationFrame(of: id).offsetBy(dx: origin.x, dy: origin.y)
        return DrawnView(
            id: id, frame: frame, visible: intersect(frame, clip), isUnderTransition: underTransition || id == under)
    }

    public static func isDescendant(_ view: ViewID, of ancestor: ViewID, in world: World) -> Bool {
        var current = world.view(view).superview
        while let c = current {
            if c == ancestor { return true }
            current = world.view(c).superview
        }
        return false
    }

    /// Views with a background or content of their own hide what is beneath;
    /// containers, the transparent presentation container and the translucent
    /// dimming view do not.
    public static func paintsItsFrame(_ view: View) -> Bool {
        paintsItsFrame(view.viewClass, role: view.role, background: view.background)
    }

    /// `paintsItsFrame` from the two fields it reads, for a walk that reads
    /// them in place.
    public static func paintsItsFrame(_ viewClass: ViewClass, role: ViewRole, background: ViewBackground? = nil) -> Bool {
        // A background is paint, whatever the class.
        if background != nil { return true }
        switch viewClass {
        case .layoutContainerView, .navigationTransitionView, .viewControllerWrapperView, .tableView, .scrollView,
            .stackView, .transitionView, .dimmingView:
            return false
        case .view:
            return role == .controllerRoot
        default:
            return true
        }
    }

    /// The screen that slides underneath: the outgoing one on a push, the one
    /// being revealed on a pop.
    public static func rootUnderTransition(_ world: World) -> ViewID? {
        guard let transition = world.navigation.transition else { return nil }
        let under = transition.kind == .push ? transition.from : transition.to
        return world.controller(under).view
    }

    @inline(__always)
    public static func intersect(_ a: Rect, _ b: Rect) -> Rect {
        let x = max(a.x, b.x)
        let y = max(a.y, b.y)
        let maxX = min(a.maxX, b.maxX)
        let maxY = min(a.maxY, b.maxY)
        return Rect(x: x, y: y, width: max(0, maxX - x), height: max(0, maxY - y))
    }
}

extension World {
    /// Every view the phone draws, back to front, where it is drawn and what
    /// shows of it: PhoneScene without storing anything.
    public func forEachDrawnView(_ body: (PhoneScene.DrawnView) -> Void) {
        PhoneScene.walk(self, body)
    }
}

/// What placing a view on screen reads of the world: the views, the
/// controllers, the navigation transition and the time. The one place frames
/// are worked out (`World.presentationFrame` reads it too); small, so a walk
/// carries it instead of the whole world.
struct ScenePlacement {
    let views: ChunkedArray<View>
    let controllers: ChunkedArray<ViewController>
    let transition: NavigationTransition?
    let now: Int
    let window: ViewID

    @inline(__always)
    init(_ world: borrowing World) {
        views = world.views
        controllers = world.controllers
        transition = world.navigation.transition
        now = world.now
        window = world.window
    }

    /// Where the view is drawn at `time` (the presentation layer), in its
    /// superview's coordinates.
    @inline(__always)
    func presentationFrame(of id: ViewID, at time: Int? = nil) -> Rect {
        Self.presentationFrame(of: id, views: views, controllers: controllers, transition: transition, at: time ?? now)
    }

    func interactivePopOffset(of id: ViewID, at time: Int) -> Int? {
        Self.interactivePopOffset(of: id, views: views, controllers: controllers, transition: transition, at: time)
    }

    /// The same from the fields themselves, for a walk that holds them as
    /// locals.
    @inline(__always)
    static func presentationFrame(
        of id: ViewID, views: ChunkedArray<View>, controllers: ChunkedArray<ViewController>,
        transition: NavigationTransition?, at time: Int
    ) -> Rect {
        // Fields read in place: this runs for every view of every walk of
        // the phone scene, and a call cost as much as the common case, a
        // view with no animation.
        let frame = views[id.raw].frame
        if views[id.raw].role == .controllerWrapper, transition?.interactive != nil,
            let x = interactivePopOffset(of: id, views: views, controllers: controllers, transition: transition, at: time)
        {
            // An interactive pop follows the finger, not a frame animation.
            var moved = frame
            moved.x = x
            return moved
        }
        guard let animation = views[id.raw].animation else { return frame }
        return animation.frame(to: frame, at: time)
    }

    static func interactivePopOffset(
        of id: ViewID, views: ChunkedArray<View>, controllers: ChunkedArray<ViewController>,
        transition: NavigationTransition?, at time: Int
    ) -> Int? {
        guard views[id.raw].role == .controllerWrapper, let transition, transition.interactive != nil
        else { return nil }
        let permille = transition.permille(at: time)
        if transition.kind == .push {
            // An interactive push the app drives: the new screen comes in
            // from the right as the outgoing one shifts left.
            if id == controllers[transition.from.raw].wrapperView { return -Phone.parallax * permille / 1000 }
            if id == controllers[transition.to.raw].wrapperView {
                return Phone.contentFrame.width - Phone.contentFrame.width * permille / 1000
            }
            return nil
        }
        if id == controllers[transition.from.raw].wrapperView {
            return Phone.contentFrame.width * permille / 1000
        }
        if id == controllers[transition.to.raw].wrapperView {
            return -Phone.parallax + Phone.parallax * permille / 1000
        }
        return nil
    }
}
