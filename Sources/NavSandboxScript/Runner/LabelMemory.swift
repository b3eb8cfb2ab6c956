import NavSandboxCore

/// Where each label a script may tap was last seen on the phone, so a label
/// that has just left the screen (mid-transition) can still be tapped where
/// the user saw it.
public struct LabelMemory: Equatable, Sendable {
    /// The labels, in the core's order; everything below is indexed like it.
    private let labels: [String]
    /// Label → its index, built once: an update hashes only the labels of
    /// the views on the phone.
    private let indexByLabel: [String: Int]
    /// The centre of each label's topmost visible view when last seen.
    private var lastSeenPoints: [Point?]
    /// Whether each label was visible at the last update.
    private var visible: [Bool]
    public private(set) var backButton: Point?
    /// By view id, the label a view had when last looked up and its index
    /// (`LabelIndex.none`: not one of the labels): the same view is on the
    /// phone for many steps, and comparing its label with the one looked up
    /// costs far less than hashing it again.
    private var labelByView: [LabelIndex] = []
    /// What the last look saw, for `update(following:)`.
    private var lastLook: Look?

    public init(labels: [String]) {
        self.labels = labels
        var index: [String: Int] = [:]
        for (position, label) in labels.enumerated() where index[label] == nil { index[label] = position }
        self.indexByLabel = index
        self.lastSeenPoints = Array(repeating: nil, count: labels.count)
        self.visible = Array(repeating: false, count: labels.count)
    }

    /// What is remembered; the caches that make updates cheap are not.
    public static func == (a: LabelMemory, b: LabelMemory) -> Bool {
        a.labels == b.labels && a.lastSeenPoints == b.lastSeenPoints && a.visible == b.visible
            && a.backButton == b.backButton
    }

    /// Looks at the world once: the topmost visible view per label (the last
    /// in drawing order of the core's phone scene, as `World.tapPoint(forLabel:)`
    /// picks it), at the centre of what shows of it.
    public mutating func update(from world: World) {
        look(at: world)
    }

    /// `update(from:)` for the world the last update saw, stepped on since
    /// (the runner's, after each step): skips the look when it would see the
    /// same phone. What the look reads — the views, where the window and the
    /// back button are, and the time while something is drawn moving or an
    /// interactive pop follows the finger — is compared with the last look's;
    /// the views' layout change count stands for all of them (a highlight
    /// alone does not count: it moves nothing), which is why the world must
    /// be the same one, stepped (a fork's count says nothing).
    mutating func update(following world: World) {
        if let lastLook, lastLook.sees(world) { return }
        look(at: world)
    }

    private mutating func look(at world: World) {
        for index in visible.indices { visible[index] = false }
        if labelByView.count < world.views.count {
            labelByView.append(contentsOf: repeatElement(.unknown, count: world.views.count - labelByView.count))
        }
        let now = world.now
        var moving = false
        // The closure holds the views, not the world: capturing the world
        // copied all of it per look.
        let views = world.views
        world.forEachDrawnView { drawn in
            let raw = drawn.id.raw
            // A frame animation still running draws the view somewhere else
            // at the next instant.
            if let animation = views[raw].animation, !animation.isFinished(at: now) { moving = true }
            guard drawn.visible.width > 0, drawn.visible.height > 0, let index = labelIndex(of: raw, in: views) else {
                return
            }
            lastSeenPoints[index] = drawn.visible.center
            visible[index] = true
        }
        if let back = world.backButtonPoint { backButton = back }
        lastLook = Look.of(world, moving: moving)
    }

    /// The index of the view's label among `labels`, if it has one of them.
    private mutating func labelIndex(of raw: Int, in views: ChunkedArray<View>) -> Int? {
        guard let label = views[raw].accessibilityLabel else { return nil }
        if case .known(let seen, let index) = labelByView[raw], seen == label { return index }
        let index = indexByLabel[label]
        labelByView[raw] = .known(label, index)
        return index
    }

    /// The labels that were visible at the last update, in the core's order.
    public var visibleNow: [String] { labels.indices.filter { visible[$0] }.map { labels[$0] } }

    public func lastSeen(_ label: String) -> Point? { indexByLabel[label].flatMap { lastSeenPoints[$0] } }

    private enum LabelIndex: Sendable {
        case unknown
        case known(String, Int?)
    }

    /// What a look read from the world, in short.
    private struct Look: Sendable {
        var viewChanges: Int
        var viewCount: Int
        var window: ViewID
        var backButton: ViewID
        var now: Int
        /// Something drawn was moving, or an interactive pop ran: the same
        /// views draw elsewhere at another time.
        var timeMatters: Bool

        // A function, not an initializer: an initializer takes its
        // arguments owned, which copied the whole world at every look.
        static func of(_ world: World, moving: Bool) -> Look {
            Look(
                viewChanges: world.views.layoutChangeCount, viewCount: world.views.count, window: world.window,
                backButton: world.bar.backButton, now: world.now,
                timeMatters: moving || world.navigation.transition?.interactive != nil)
        }

        /// Whether a look at `world` (this one's world, stepped on) would
        /// see what this one saw.
        func sees(_ world: World) -> Bool {
            world.views.layoutChangeCount == viewChanges && world.views.count == viewCount && world.window == window
                && world.bar.backButton == backButton && world.navigation.transition?.interactive == nil
                && (!timeMatters || world.now == now)
        }
    }
}
