@testable import NavSandboxCore
import Testing

/// Log lines are worded in `LogText`: every piece must come out exactly as
/// the same String interpolation writes it.
@Suite("LogText wording")
struct LogTextTests {
    private struct Plain { var a = 1 }
    private enum Shade: String { case dark }

    @Test("integers, touches, points and the rest read as in a String")
    func piecesMatchStringInterpolation() {
        for number in [0, 7, 10, 99, 100, -1, -42, 1_000_000, Int.max, Int.min] {
            let text: LogText = "n=\(number)!"
            #expect(text.string == "n=\(number)!")
        }
        let touch = TouchID(12)
        let point = Point(x: -3, y: 40)
        let view = ViewID(5)
        let text: LogText =
            "touch \(touch) at \(point) on \(view) \(true) \(Shade.dark.rawValue) \(Character("é")) \(Plain()) «\("emoji 🙂 ok")»"
        #expect(
            text.string
                == "touch \(touch) at \(point) on \(view) \(true) \(Shade.dark.rawValue) \(Character("é")) \(Plain()) «\("emoji 🙂 ok")»"
        )
    }

    @Test("joining and appending keep the bytes")
    func joining() {
        var text: LogText = "a → " + LogText("b") + "\(3)"
        text += " — c"
        #expect(text.string == "a → b3 — c")
        #expect(Array(text.string.utf8) == text.utf8)
    }

    @Test("an event's UTF-8 is its text's")
    func eventBytes() {
        let events: [WorldEvent] = [
            .touchBegan(TouchID(1), at: Point(x: 4, y: 1)),
            .warning(.didNotSettle(limit: 2000), rule: nil),
            .app(.line("système ✓"), rule: nil),
        ]
        for event in events {
            #expect(event.withTextUTF8 { Array($0) } == Array(event.text.utf8))
        }
    }

    @Test("a rule's tag is appended as the String tag reads")
    func ruleTags() {
        for rule in RuleID.allCases {
            var text: LogText = "touch #1 dropped"
            text.appendRuleTag(rule)
            #expect(text.string == "touch #1 dropped " + rule.tag)
        }
    }
}
