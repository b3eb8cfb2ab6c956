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

    public init(labels: [String]) {
        self.labels = labels
        var index: [String: Int] = [:]
        for (position, label) in labels.enumerated() where index[label] == nil { index[label] = position }
        self.indexByLabel = index
        self.lastSeenPoints = Array(repeating: nil, count: labels.count)
        self.visible = Array(repeating: false, count: labels.count)
    }

    /// Looks at the world once: the topmost visible view per label (the last
    /// in drawing order of the core's phone scene, as `World.tapPoint(forLabel:)`
    /// picks it), at the centre of what shows of it.
    public mutating func update(from world: World) {
        for index in visible.indices { visible[index] = false }
        world.forEachDrawnView { drawn in
            guard drawn.visible.width > 0, drawn.visible.height > 0,
                let label = world.view(drawn.id).accessibilityLabel, let index = indexByLabel[label]
            else { return }
            lastSeenPoints[index] = drawn.visible.center
            visible[index] = true
        }
        if let back = world.backButtonPoint { backButton = back }
    }

    /// The labels that were visible at the last update, in the core's order.
    public var visibleNow: [String] { labels.indices.filter { visible[$0] }.map { labels[$0] } }

    public func lastSeen(_ label: String) -> Point? { indexByLabel[label].flatMap { lastSeenPoints[$0] } }
}
