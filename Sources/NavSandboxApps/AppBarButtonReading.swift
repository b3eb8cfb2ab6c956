import NavSandboxCore
import Yams

extension AppBuilder {
    static let barButtonSides = ["left", "right"]
    static let barButtonKeys = ["label", "action"]

    /// `barButtons:` of a screen: its navigation item's left and right bar
    /// button items, each `{ label: Add, action: addItem }`.
    mutating func barButtons(_ node: Node, screen: String) -> (left: BarButtonSpec?, right: BarButtonSpec?) {
        guard let sides = reader.mapping(node, "`barButtons` of screen `\(screen)`", allowed: Self.barButtonSides) else {
            return (nil, nil)
        }
        let left = sides["left"].flatMap { barButton($0.value, side: "left") }
        let right = sides["right"].flatMap { barButton($0.value, side: "right") }
        return (left, right)
    }

    private mutating func barButton(_ node: Node, side: String) -> BarButtonSpec? {
        guard reader.spend(at: node),
            let keys = reader.mapping(node, "the \(side) bar button", allowed: Self.barButtonKeys, required: ["label"]),
            let label = keys["label"].flatMap({ reader.text($0.value, "`label`") })
        else { return nil }
        var button = BarButtonSpec(label: label)
        if let actionNode = keys["action"]?.value, let name = reader.string(actionNode, "`action`") {
            let selector = Self.selector(name)
            button.selector = selector
            sent.append((selector, actionNode))
        }
        return button
    }
}
