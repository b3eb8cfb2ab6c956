import NavSandboxTestSupport
import NavSandboxCore
import NavSandboxScript
import Testing

@testable import NavSandboxUI

/// A saved session (`F`) names what was tapped by its accessibility label,
/// and an app file may give a label any characters at all: control
/// characters, a newline, quotes, backslashes, bidi overrides. The script
/// quotes them (`\u{1B}`, `\"`, `\\`) so that reading the file back taps the
/// same views: save → replay gives the same world.
@Suite struct SessionLabelRoundTripTests {
    /// Pieces a label is made of: what a script quotes, what it must escape,
    /// what it keeps as it is, and what the grid draws `?` or wide.
    static let pieces: [String] = [
        "a", "Z", "7", " ", "\"", "\\", "\\u{1B}", "{n}", "#", "&", ">", "=", "!", "\t", "\n", "\r", "\u{0}", "\u{7}",
        "\u{1B}", "\u{1B}]52;c;aGk=\u{7}", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{200F}", "é",
        "e\u{301}", "漢", "👍🏽", "\u{FEFF}", "\u{10FFFF}",
    ]

    static func randomLabel(_ random: inout SplitMix64) -> String {
        (0..<random.int(in: 1...6)).map { _ in random.pick(pieces) }.joined()
    }

    static func distinctLabels(_ count: Int, _ random: inout SplitMix64) -> [String] {
        var labels: [String] = []
        while labels.count < count {
            let label = randomLabel(&random)
            if !labels.contains(label) { labels.append(label) }
        }
        return labels
    }

    /// One screen of buttons with these labels, each pushing a second screen.
    static func app(labels: [String], title: String) -> AppDescription {
        let buttons = labels.enumerated().map { index, label in
            var button = ViewSpec(.button, label: TextTemplate(parts: [.literal(label)]), frame: Rect(x: 1, y: 2 * index, width: 20, height: 1))
            button.selector = "go"
            return button
        }
        let home = ScreenSpec(
            name: "Home", className: "HomeViewController", title: TextTemplate(parts: [.literal(title)]), views: buttons,
            actions: [SelectorAction(selector: "go", action: .push(ScreenReference(screen: 1), animated: true, reuse: false, via: .self, mustComplete: false))])
        let next = ScreenSpec(name: "Next", className: "NextViewController", title: TextTemplate(parts: [.literal(title + "›")]))
        return AppDescription(name: title, screens: [home, next], root: 0)
    }

    @Test("labels made of any characters replay from a saved session", arguments: 0..<24)
    func anyLabelReplays(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let labels = Self.distinctLabels(3, &random)
        // Titles vary too: `>`, outer spaces, empty-looking ones included.
        let title = (0..<random.int(in: 0...4)).map { _ in random.pick(Self.pieces) }.joined()
        let app = Self.app(labels: labels, title: title)
        var model = AppModel(configuration: Configuration(app: app), width: 100, height: 32)
        // Two quick taps on one button (a double push), then the back button.
        let label = random.pick(labels)
        let key = try #require(model.key(for: label), "a key for \(labels) (seed \(seed))")
        model.press(key)
        model.run(60)
        model.press(key)
        model.settle()
        model.press("b")
        model.settle()
        model.run(500)
        #expect(model.world.touchCounts.handled == 2, "the first tap and back landed (seed \(seed))")

        let text = SessionScript.text(
            launch: try #require(model.ui.launchConfiguration), inputs: model.ui.sessionInputs, final: model.world)
        #expect(text.split(separator: "\n").allSatisfy { !TerminalText.needsEscaping(String($0)) }, "the file is plain text (seed \(seed))\n\(text)")
        let script = try ScriptParser.parse(text, file: "session.nss", vocabulary: .navSandbox(for: app)).get()
        let run = ScriptRunner(options: ScriptRunOptions(app: app, logLimit: model.world.configuration.logLimit)).run(script)
        #expect(run.error == nil, "\(String(describing: run.error)) (seed \(seed))\n\(text)")
        #expect(run.succeeded, "\(run.failedVerdicts) (seed \(seed))\n\(text)")
        #expect(run.world.stateKey == model.world.stateKey, "the same world (seed \(seed))\n\(text)")
    }

    @Test("a session that taps by label replays, whatever the label holds", arguments: 0..<24)
    func tapByLabelReplays(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let labels = Self.distinctLabels(2, &random)
        let app = Self.app(labels: labels, title: "Home")
        let launch = Configuration(app: app)
        // A label that is on screen: a script's `tap "…"` also taps a label
        // seen earlier where it was, which `UserInput.tap(.label)` does not.
        var world = World(configuration: launch)
        var inputs = [TimedInput(time: 0, input: .tap(.label(labels[1])))]
        world.step(inputs[0].input)
        world.step(.advance(to: 600))
        inputs.append(TimedInput(time: 600, input: .tap(.point(try #require(world.backButtonPoint)))))
        world.step(inputs[1].input)
        world.step(.advance(to: 2000))
        #expect(world.touchCounts.handled >= 1, "the first landed (seed \(seed))")
        let text = SessionScript.text(launch: launch, inputs: inputs, final: world)
        #expect(text.contains("tap \(ScriptSyntax.quoted(labels[1]))"), "taps by label (seed \(seed))\n\(text)")
        let script = try ScriptParser.parse(text, file: "session.nss", vocabulary: .navSandbox(for: app)).get()
        let run = ScriptRunner(options: ScriptRunOptions(app: app)).run(script)
        #expect(run.error == nil && run.succeeded, "\(String(describing: run.error)) \(run.failedVerdicts) (seed \(seed))\n\(text)")
        #expect(run.world.stateKey == world.stateKey, "the same world (seed \(seed))\n\(text)")
    }

    @Test("a card titled `none` is saved as that card, not as no card")
    func cardTitledNone() throws {
        var button = ViewSpec(.button, label: "Open", frame: Rect(x: 1, y: 1, width: 20, height: 1))
        button.selector = "open"
        let home = ScreenSpec(
            name: "Home", className: "HomeViewController", title: "Home", views: [button],
            actions: [SelectorAction(selector: "open", action: .present(ScreenReference(screen: 1), from: .self, animated: true, mustComplete: false))])
        let card = ScreenSpec(name: "None", className: "NoneViewController", title: "none", isCard: true)
        let app = AppDescription(name: "Cards", screens: [home, card], root: 0)
        let launch = Configuration(app: app)
        var world = World(configuration: launch)
        let inputs = [TimedInput(time: 0, input: .tap(.label("Open")))]
        world.step(inputs[0].input)
        world.step(.advance(to: 2000))
        #expect(world.presentedTitle == "none")
        let text = SessionScript.text(launch: launch, inputs: inputs, final: world)
        #expect(text.contains("expect presented = \"none\""), "\(text)")
        let script = try ScriptParser.parse(text, file: "session.nss", vocabulary: .navSandbox(for: app)).get()
        let run = ScriptRunner(options: ScriptRunOptions(app: app)).run(script)
        #expect(run.succeeded, "\(run.failedVerdicts)\n\(text)")
    }

    @Test("a quoted string reads back as itself, whatever it holds", arguments: 0..<200)
    func quotedStringsReadBack(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let label = Self.randomLabel(&random)
        let line = "at 0ms tap " + ScriptSyntax.quoted(label)
        let app = Self.app(labels: [label], title: "T")
        let script = try ScriptParser.parse(line, file: "q.nss", vocabulary: .navSandbox(for: app)).get()
        guard case .at(_, .tap(.label(let read))) = script.statements.first?.kind else {
            Issue.record("`\(line)` is not a tap")
            return
        }
        #expect(Array(read.unicodeScalars) == Array(label.unicodeScalars), "seed \(seed): \(line)")
    }
}
