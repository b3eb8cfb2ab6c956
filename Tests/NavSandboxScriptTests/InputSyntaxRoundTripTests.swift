import NavSandboxCore
import NavSandboxTestSupport
@testable import NavSandboxScript
import Testing

/// One input language: every `UserInput` — what the sandbox's keys and
/// mouse, a script's actions, explore's alphabet, a lesson's solutions and a
/// saved session all make — prints (`scriptText`) as a line that parses
/// back to the same value.
@Suite("Property: an input printed reads back as itself")
struct InputSyntaxRoundTripTests {
    /// Pieces a label is made of: what a script quotes, what it must
    /// escape, and what it keeps as it is.
    static let labelPieces: [String] = [
        "a", "Z", "7", " ", "\"", "\\", "\\u{1B}", "{n}", "#", "&", ">", "=", "!", "%", ",", "\t", "\n", "\r", "\u{0}",
        "\u{1B}", "\u{7F}", "\u{85}", "\u{202E}", "\u{200F}", "é", "e\u{301}", "漢", "👍🏽", "\u{FEFF}", "back", "gap", "1,2",
    ]
    static let strategies = StrategyID.builtIns + ["my guard", "queue_v2"].map(StrategyID.init(checked:))
    static let screens = ["Inbox", "Message", "Card", "Message View", "#1"]

    struct Generator {
        var rng: SplitMix64
        var labels: [String] = []

        mutating func label() -> String {
            let label = (0..<rng.int(in: 1...5)).map { _ in rng.pick(InputSyntaxRoundTripTests.labelPieces) }.joined()
            if !labels.contains(label) { labels.append(label) }
            return label
        }

        mutating func target() -> TapTarget {
            switch rng.int(4) {
            case 0: .label(label())
            case 1: .back
            case 2: .tab(label())
            default: .point(x: rng.int(in: 0...9999), y: rng.int(in: 0...9999))
            }
        }

        mutating func time() -> Int {
            rng.pick([0, 1, 30, 100, 999, 1000, 1500, rng.int(in: 0...3_600_000)])
        }

        /// Case `index` of `UserInput` (every case has one), with varied payloads.
        mutating func input(_ index: Int) -> UserInput {
            switch index {
            case 0: return .tap(target())
            case 1: return .doubleTap(target(), gap: rng.chance(30) ? UserInput.doubleTapGap : time())
            case 2: return .twoFinger(target(), target())
            case 3:
                let finish = rng.chance(50)
                let releaseAt = rng.chance(30) ? UserInput.defaultRelease(finish: finish) : rng.int(in: 1...99)
                return .swipeBack(finish: finish, releaseAt: releaseAt, from: rng.chance(50) ? nil : target())
            case 4: return .edgeSwipeBegin(at: target())
            case 5: return .edgeSwipeMove(progress: rng.int(in: 0...100))
            case 6: return .edgeSwipeEnd(finish: rng.chance(50))
            case 7: return .dragCard(rng.pick(CardDrag.allCases))
            case 8: return .setStrategy(rng.pick(InputSyntaxRoundTripTests.strategies))
            case 9: return .setProfile(rng.pick(Profile.allCases))
            case 10:
                let toggle = rng.pick(ToggleID.allCases)
                return .setToggle(toggle, toggle.acceptsAuto && rng.chance(30) ? nil : rng.chance(50))
            case 11: return .setLoadCost(rng.pick(InputSyntaxRoundTripTests.screens), milliseconds: time())
            case 12:
                let id = ViewID(rng.int(in: 0...999_999))
                if rng.chance(40) { return .editView(id, .alpha(Double(rng.int(in: 0...1000)) / 1000)) }
                return .editView(id, ViewEdit(property: rng.pick(["isHidden", "isUserInteractionEnabled", "isExclusiveTouch", "isMultipleTouchEnabled"]), value: rng.chance(50))!)
            case 13: return .stall(milliseconds: time())
            case 14: return .longPressBack
            case 15: return .tapMenu(rng.chance(50) ? label() : rng.pick(InputSyntaxRoundTripTests.screens))
            case 16: return .dismissSwipeBegin
            case 17: return .dismissSwipeMove(progress: rng.int(in: 0...100))
            case 18: return .dismissSwipeEnd(finish: rng.chance(50))
            case 19: return .dragSheet(rng.pick(SheetDrag.allCases))
            case 20: return .press(target(), milliseconds: time())
            case 21:
                let distance = rng.chance(50) ? rng.int(in: 1...19) : -rng.int(in: 1...19)
                return .scroll(target(), by: distance, holdingFirst: rng.chance(40) ? 0 : time())
            case 22:
                return .interaction(rng.pick([.update(percent: rng.int(in: 0...100)), .finish, .cancel]))
            default: return .relaunch
            }
        }
        static let caseCount = 24
    }

    static func vocabulary(labels: [String]) -> ScriptVocabulary {
        ScriptVocabulary(
            strategies: strategies, profiles: Profile.allCases.map(\.rawValue), toggles: Toggles.ids, screens: screens,
            labels: labels, violations: [], flags: [], tabs: labels)
    }

    @Test("print → parse is the identity for every input, whatever its payload")
    func printThenParse() throws {
        var generator = Generator(rng: SplitMix64(seed: 0x1A9_0001))
        var words: Set<String> = []
        for round in 0..<3000 {
            let input = generator.input(round % Generator.caseCount)
            let text = input.scriptText
            words.insert(String(text.prefix { $0 != " " }))
            let line = "at 0ms " + text
            switch ScriptParser.parse(line, file: "round-trip.nss", vocabulary: Self.vocabulary(labels: generator.labels)) {
            case .success(let script):
                #expect(script.statements.map(\.kind) == [.at(milliseconds: 0, input)], "`\(line)` (round \(round))")
            case .failure(let errors):
                Issue.record("`\(line)` does not parse (round \(round)): \(errors)")
            }
            if round % 50 == 0 { generator.labels.removeAll() }
        }
        // A new action needs a case in the generator: this fails until it has one.
        #expect(words == Set(InputSyntax.words), "every action word is printed by some input")
    }

    @Test("defaults are left out; the same value written out in full reads back the same")
    func defaultsAreLeftOut() throws {
        #expect(UserInput.doubleTap(.back).scriptText == "double-tap back")
        #expect(UserInput.swipeBack(finish: true).scriptText == "swipe-back finish")
        #expect(UserInput.swipeBack(finish: false, from: .point(x: 3, y: 4)).scriptText == "swipe-back cancel from 3,4")
        for (full, input) in [
            ("double-tap back gap 100ms", UserInput.doubleTap(.back)), ("swipe-back finish at 80%", .swipeBack(finish: true)),
            ("swipe-back cancel at 30%", .swipeBack(finish: false)),
        ] {
            #expect(try kind("at 0ms " + full) == .at(milliseconds: 0, input), "\(full)")
        }
    }
}
