import NavSandboxCore
import Yams

/// A screen's system-sheet keys (docs/apps.md, "Sheets"): `presentation:
/// sheet` and the UISheetPresentationController properties beside it.
extension AppBuilder {
    static let sheetKeys = ["presentation", "detents", "undimmedDetent", "modalInPresentation", "grabber"]
    static let presentationStyles = [("card", false), ("sheet", true)]
    static var detentChoices: [(String, SheetDetent)] { SheetDetent.allCases.map { ($0.rawValue, $0) } }

    /// Whether the raw screen mapping asks for a sheet (pass 1: a sheet is
    /// presented, like a card, so `present:` accepts it).
    static func asksForSheet(_ mapping: Node.Mapping) -> Bool {
        mapping["presentation"]?.string == "sheet"
    }

    /// The sheet configuration, nil for a card or a pushed screen. The
    /// sheet's own keys without `presentation: sheet` are errors: they
    /// would silently do nothing on the card.
    mutating func sheetStyle(_ keys: [String: (key: Node, value: Node)], screen name: String) -> SheetStyle? {
        var isSheet = false
        if let node = keys["presentation"] {
            isSheet = reader.choice(node.value, "`presentation`", from: Self.presentationStyles) ?? false
        }
        guard isSheet else {
            for key in Self.sheetKeys.dropFirst() {
                guard let node = keys[key] else { continue }
                reader.error(
                    at: node.key, "`\(key)` on screen `\(name)`, which is not a system sheet",
                    expected: "`presentation: sheet` beside it (a card has no detents)")
            }
            return nil
        }
        var detents: [SheetDetent] = [.large]
        if let node = keys["detents"] {
            detents = readDetents(node.value)
        }
        var undimmed: SheetDetent?
        if let node = keys["undimmedDetent"], let detent = reader.choice(node.value, "detent", from: Self.detentChoices) {
            if detents.contains(detent) {
                undimmed = detent
            } else {
                reader.error(
                    at: node.value, "`undimmedDetent: \(detent.rawValue)` is not one of the sheet's detents [\(detents.map(\.rawValue).joined(separator: ", "))]",
                    expected: "one of `detents` (add `\(detent.rawValue)` to `detents`, or drop `undimmedDetent`)",
                    suggestion: detents.first?.rawValue)
            }
        }
        let modal = keys["modalInPresentation"].flatMap { reader.bool($0.value, "`modalInPresentation`") } ?? false
        let grabber = keys["grabber"].flatMap { reader.bool($0.value, "`grabber`") } ?? false
        return SheetStyle(detents: detents, undimmedDetent: undimmed, isModalInPresentation: modal, prefersGrabberVisible: grabber)
    }

    /// `[medium, large]`: known detents, each once, smallest first as
    /// Apple asks; never empty.
    private mutating func readDetents(_ node: Node) -> [SheetDetent] {
        guard let items = reader.sequence(node, "`detents`", expected: "a list such as [medium, large]") else { return [.large] }
        guard !items.isEmpty else {
            reader.error(at: node, "`detents` is empty", expected: "at least one detent, such as [large] (UIKit's default)")
            return [.large]
        }
        var detents: [SheetDetent] = []
        for item in items {
            guard let detent = reader.choice(item, "detent", from: Self.detentChoices) else { continue }
            if detents.contains(detent) {
                reader.error(at: item, "detent `\(detent.rawValue)` twice", expected: "each detent once")
            } else if let last = detents.last, detent < last {
                reader.error(
                    at: item, "detent `\(detent.rawValue)` after `\(last.rawValue)`",
                    expected: "detents smallest first, as UISheetPresentationController wants: [medium, large]")
            } else {
                detents.append(detent)
            }
        }
        return detents.isEmpty ? [.large] : detents
    }
}
