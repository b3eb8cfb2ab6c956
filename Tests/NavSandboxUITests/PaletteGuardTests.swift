import NavSandboxCore
import Testing

@testable import NavSandboxUI

/// Guards from the palette: a guard file found at launch or typed as a path
/// is loaded by the loop's loader (the I/O is the caller's), joins the
/// strategies, is selected and watched; a stack typed as `a+b` is a strategy.
@Suite struct PaletteGuardTests {
    static let mine = GuardDefinition(
        name: "mine", flags: [GuardFlagDeclaration("pushing", .bool)],
        rules: [
            GuardRule(.call([.push]), when: .flag("pushing"), [.drop(reason: "a push is running")]),
            GuardRule(.call([.push]), [.set("pushing"), .allow]),
            GuardRule(.didShow, [.clear("pushing")]),
        ])

    static func watch(_ definition: GuardDefinition = mine) -> GuardWatch {
        GuardWatch(name: definition.name, signature: { "v1" }, load: { .success(definition) })
    }

    @Test("loading a guard replays the session with it, selects it and puts it in the strategy cycle")
    func loadGuardJoinsTheStrategies() {
        var model = AppModel(configuration: Configuration(app: .demo, profile: .ios17, strategy: "none"), width: 100, height: 32)
        model.press("1")
        model.settle()
        model.press("b")
        model.settle()
        let inputs = model.ui.sessionInputs
        let now = model.world.now
        model.send(.loadGuard(Self.mine))
        #expect(model.world.strategyID == "mine")
        #expect(model.world.configuration.strategies.ids.last == "mine")
        #expect(model.world.stackTitles == ["Inbox"], "the taps before were replayed")
        #expect(model.world.now >= now)
        #expect(Array(model.ui.sessionInputs.prefix(inputs.count)) == inputs)
        #expect(model.ui.toast?.text.contains("guard mine loaded") == true, "\(model.ui.toast?.text ?? "")")
        model.press("!")
        model.press("1")
        model.settle()
        #expect(model.world.stackTitles == ["Inbox", "Message 1"], "the guard drops the double tap's second push")
    }

    @Test("a found guard file is listed, and choosing it has the loop load it, select it and watch it")
    func theLoopLoadsAFoundGuard() {
        let terminal = FakeTerminal()
        terminal.deliversBursts = true
        var model = AppModel(configuration: Configuration(app: .demo, profile: .ios17, strategy: "none"), width: 100, height: 32)
        model.ui.openables = [Openable(kind: .guard, name: "mine.yaml", path: "guards/mine.yaml")]
        var asked: [String] = []
        let loop = AppLoop(
            model: model,
            terminal: terminal, theme: .standard, clock: { terminal.clock },
            loadGuard: { path in
                asked.append(path)
                return .success((Self.mine, Self.watch()))
            })
        terminal.events = [.key(.character(":"))] + "guard: mine".map { .key(.character($0)) } + [.key(.enter)]
        loop.run()
        #expect(asked == ["guards/mine.yaml"])
        #expect(loop.model.world.strategyID == "mine")
    }

    @Test("a guard that does not load says why on the status line and changes nothing")
    func aBrokenGuardSaysWhy() {
        let terminal = FakeTerminal()
        terminal.deliversBursts = true
        let loop = AppLoop(
            model: AppModel(configuration: Configuration(app: .demo, profile: .ios17, strategy: "none"), width: 100, height: 32),
            terminal: terminal, theme: .standard, clock: { terminal.clock },
            loadGuard: { _ in .failure(AppLoop.ScreenshotFailure("guard not loaded: bad.yaml:3:9: error: unknown hook `pushh`")) })
        terminal.events = [.key(.character(":"))] + "bad.yaml".map { .key(.character($0)) } + [.key(.enter)]
        terminal.quietLimit = 200
        loop.run()
        #expect(loop.model.world.strategyID == "none")
        let shown = terminal.frames.contains { $0.text.contains("guard not loaded: bad.yaml:3:9") }
        #expect(shown, "the problem is on screen")
    }

    @Test("the query names a guard file's path or a stack the world can run")
    func typedItems() {
        let configuration = Configuration(app: .demo, profile: .ios17, strategy: "none", guardFiles: [Self.mine])
        var model = AppModel(configuration: configuration, width: 100, height: 32)
        model.ui.palette = CommandPalette(query: "block-all+mine")
        let stack = PaletteItems.typedItems(model)
        #expect(stack.map(\.title) == ["strategy: block-all+mine"])
        model.ui.palette = CommandPalette(query: "block-all+nope")
        #expect(PaletteItems.typedItems(model).isEmpty, "a stack the world cannot run is not offered")
        model.ui.palette = CommandPalette(query: "  my guards/x\u{1B}.yaml ")
        let file = PaletteItems.typedItems(model)
        #expect(file.map(\.title) == ["load guard file my guards/x\\u{1B}.yaml"])
        #expect(file.first?.run == .effect(.open(Openable(kind: .guard, name: "my guards/x\\u{1B}.yaml", path: "my guards/x\u{1B}.yaml"))))
        model.ui.palette = CommandPalette(query: "block-all+mine")
        let matches = CommandPalette.matches(for: model)
        #expect(matches.first?.item.title == "strategy: block-all+mine")
        if case .intents(let intents)? = matches.first?.item.run { _ = Update.apply(intents, to: &model) }
        #expect(model.world.strategyID == "block-all+mine")
    }
}
