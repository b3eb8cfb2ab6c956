import NavSandboxCore
import NavSandboxTestSupport
@testable import NavSandboxScript
import Testing

/// `press` and `scroll` in scripts and explore: how they read, what a bad
/// line says, and where explore tries a press.
@Suite struct ScrollActionTests {
    static let vocabulary = ScriptVocabulary(
        strategies: StrategyID.builtIns, profiles: Profile.allCases.map(\.rawValue), toggles: Toggles.ids, screens: ["Inbox"],
        labels: ["Message 1", "Share"], violations: [], flags: [])

    /// The line's action, or the parser's message.
    static func action(_ line: String) -> (input: UserInput?, message: String) {
        switch ScriptParser.parse("at 0ms " + line, file: "t.nss", vocabulary: vocabulary) {
        case .failure(let errors): return (nil, "\(errors)")
        case .success(let script):
            guard case .at(_, let input)? = script.statements.first?.kind else { return (nil, "no action") }
            return (input, "")
        }
    }

    @Test func pressAndScrollRead() {
        #expect(Self.action("press \"Message 1\" for 400ms").input == UserInput.press(.label("Message 1"), milliseconds: 400))
        #expect(Self.action("scroll \"Message 1\" by -3").input == UserInput.scroll(.label("Message 1"), by: -3))
        #expect(Self.action("scroll 4,5 by 2 held 300ms").input == UserInput.scroll(.point(x: 4, y: 5), by: 2, holdingFirst: 300))
        #expect(UserInput.scroll(.label("Share"), by: -2, holdingFirst: 300).scriptText == "scroll \"Share\" by -2 held 300ms")
        #expect(UserInput.press(.back, milliseconds: 600).scriptText == "press back for 600ms")
    }

    @Test(arguments: [
        ("press \"Message 1\"", "missing"), ("press \"Message 1\" 400ms", "for"), ("scroll \"Message 1\" by 0", "not a distance"),
        ("scroll \"Message 1\" by 20", "not a distance"), ("scroll \"Message 1\" -3", "by"),
    ])
    func badLinesSayWhatIsWrong(_ line: String, _ words: String) {
        let (input, message) = Self.action(line)
        #expect(input == nil, "\(line) parsed")
        #expect(message.contains(words), "\(message)")
    }

    @Test func explorePressesOnlyWhereAScrollViewHoldsTheTouch() {
        let world = World(configuration: Configuration(profile: .ios17))
        let presses = ExploreAlphabet.inputs(in: world, twoFingers: false).compactMap { input -> String? in
            if case .press(.label(let label), let milliseconds) = input, milliseconds == ExploreAlphabet.pressLength { label } else { nil }
        }
        #expect(presses == ["Message 1", "Message 2", "Message 3"], "the Inbox table's rows, not its buttons")
        #expect(ExploreAlphabet.pressLength > World.contentTouchDelay)
    }
}
