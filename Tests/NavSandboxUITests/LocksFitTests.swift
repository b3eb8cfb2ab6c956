import NavSandboxTestSupport
import NavSandboxCore
import Foundation
import Testing

@testable import NavSandboxUI

/// No flag's value is cut at the two sizes people use most: whatever the
/// strategy and the moment, the value the core reports is on screen whole.
@Suite struct LocksFitTests {
    /// Moments that fill the LOCKS pane with long values.
    static func moments(strategy: StrategyID, profile: Profile = .ios17, width: Int, height: Int) -> [(String, AppModel)] {
        var result: [(String, AppModel)] = []
        var model = makeModel(strategy: strategy, profile: profile, width: width, height: height)
        result.append(("idle", model))
        model.press("1")
        model.run(DemoDurations.load + 120)
        result.append(("mid-push", model))
        model.settle()
        model.send(.world(.edgeSwipeBegin(at: .point(Point(x: 0, y: 10)))), .world(.edgeSwipeMove(progress: 45)))
        result.append(("mid-swipe", model))
        var card = makeModel(strategy: strategy, profile: profile, width: width, height: height)
        card.press("4")
        card.run(120)
        result.append(("presenting", card))
        card.settle()
        result.append(("presented", card))
        return result
    }

    /// iOS 17, and iOS 26, which publishes one flag more (its content
    /// recognizer's).
    @Test(arguments: [(80, 24), (100, 32), (200, 60)], [Profile.ios17, .ios26])
    func everyFlagValueIsWhole(size: (Int, Int), profile: Profile) {
        for strategy in StrategyID.builtIns {
            for (name, model) in Self.moments(strategy: strategy, profile: profile, width: size.0, height: size.1) {
                let text = Self.locksText(model)
                for flag in model.world.flags {
                    let what = "\(size.0)×\(size.1) \(profile) \(strategy) \(name): \(flag.name) = \(flag.displayValue)"
                    // A name too long for the column breaks before a capital.
                    #expect(text.replacingOccurrences(of: " ", with: "").contains(flag.name), "named: \(what)")
                    if case .bool = flag.value { continue }
                    guard flag.isRaised else {
                        // At rest: its own line with its whole value, or named
                        // in the line of flags at rest.
                        let summarized = text.contains(flag.name + " ·") || text.contains("· " + flag.name)
                        #expect(
                            summarized || text.contains(flag.name + " " + Self.squeezed(flag.displayValue)),
                            "at rest, whole: \(what)\n\(text)")
                        continue
                    }
                    #expect(
                        text.contains(flag.name + " " + Self.squeezed(flag.displayValue)),
                        "whole, beside its name: \(what)\n\(text)")
                }
            }
        }
    }

    @Test func blockAllMidPushAt80x24() {
        let (_, model) = Self.moments(strategy: "block-all", width: 80, height: 24)[1]
        Snapshot.assert(model.screenText, named: "locks-block-all-mid-push-80x24")
    }

    /// The LOCKS pane's text, each column read top to bottom (left, right,
    /// then the left again for flags that ran on there), spaces squeezed.
    static func locksText(_ model: AppModel) -> String {
        let rect = model.ui.layout.locks
        let width = min((rect.width - 2) / 2, LocksWidget.maximumColumnWidth)
        let rows = model.screenText.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        let rightWidth = width
        func column(_ x: Int, _ width: Int) -> String {
            (rect.y + 1..<rect.maxY).map { y in String(rows[y][x..<min(x + width, rows[y].count)]) }.joined(separator: " ")
        }
        // The right column runs on below the left's own lines, so reading
        // right then left keeps a flag that ran on beside its neighbours.
        return squeezed(column(rect.x, width) + " " + column(rect.x + width + 2, rightWidth) + " " + column(rect.x, width))
    }

    static func squeezed(_ text: String) -> String {
        text.split(separator: " ").joined(separator: " ")
    }

    /// At 200 columns a flag's value sits near its name, not a screen away.
    @Test func columnsStayCompactWhenWide() {
        let model = makeModel(strategy: "block-all", width: 200, height: 60)
        let line = model.screenText.split(separator: "\n").first { $0.contains("ignoreCount") }!
        let name = line.range(of: "ignoreCount")!.upperBound
        let value = line[name...].firstIndex { $0 != " " }!
        #expect(line.distance(from: name, to: value) < 40)
    }
}
