import NavSandboxCore

/// Where each label, and the back button, was last seen on screen. A finger
/// that taps a button that has just slid away lands where the button was: the
/// runner taps there when the label is no longer visible.
public struct LabelMemory: Equatable, Sendable {
    /// Label → the centre of its topmost visible view when last seen.
    public private(set) var points: [String: Point] = [:]
    public private(set) var backButton: Point?
    /// The labels that were visible at the last update, in the core's order.
    public private(set) var visibleNow: [String] = []
    private let labels: [String]

    public init(labels: [String] = DemoApp.labels) {
        self.labels = labels
    }

    /// Looks at the world once: the topmost visible view per label (the last
    /// in drawing order, as `World.tapPoint(forLabel:)` picks it).
    public mutating func update(from world: World) {
        var seen: [String: Point] = [:]
        let wanted = Set(labels)
        for id in world.viewsInDrawingOrder() {
            guard let label = world.view(id).accessibilityLabel, wanted.contains(label), world.isVisible(id) else {
                continue
            }
            seen[label] = world.windowPresentationFrame(of: id).center
        }
        for (label, point) in seen { points[label] = point }
        visibleNow = labels.filter { seen[$0] != nil }
        if let back = world.backButtonPoint { backButton = back }
    }

    public func lastSeen(_ label: String) -> Point? { points[label] }
}
