import NavSandboxTestSupport
import NavSandboxCore
import Testing

@testable import NavSandboxUI

extension AppModel {
    /// Types text one key at a time, as a person would.
    mutating func type(_ text: String) {
        for character in text { press(character) }
    }
}

private func items(_ titles: [String]) -> [PaletteItem] {
    titles.map { PaletteItem(title: $0, detail: "", key: nil, run: .intents([])) }
}

private func ranked(_ query: String, _ titles: [String]) -> [String] {
    CommandPalette.matches(query, in: items(titles)).map(\.item.title)
}

/// Fuzzy matching: subsequence, case-insensitive, word starts and runs first,
/// ties in table order.
@Suite struct FuzzyMatchTests {
    @Test func onlySubsequencesMatchIgnoringCase() {
        #expect(FuzzyMatch.match("BLOCK", in: "strategy: block-all") != nil)
        #expect(FuzzyMatch.match("bla", in: "strategy: block-all") != nil)
        #expect(FuzzyMatch.match("alb", in: "strategy: block-all") == nil, "order matters")
        #expect(FuzzyMatch.match("blockx", in: "block") == nil)
        #expect(ranked("zz", ["swipe back", "screenshot"]).isEmpty)
    }

    @Test func wordStartsAndRunsRankFirst() {
        // A prefix run, then two word starts, then a scattered match.
        #expect(ranked("sb", ["subscribe", "swipe back", "sb"]) == ["sb", "swipe back", "subscribe"])
        // A run beats the same letters starting two words.
        #expect(ranked("sw", ["step walk", "swipe"]) == ["swipe", "step walk"])
        // The start of the text beats a word start further in.
        #expect(ranked("pro", ["next profile", "profile: iOS 7"]) == ["profile: iOS 7", "next profile"])
        // camelCase humps are word starts.
        #expect(ranked("ih", ["finish", "isHidden"]) == ["isHidden", "finish"])
    }

    @Test func theHighlightedCharactersAreTheBestPlacement() {
        #expect(FuzzyMatch.match("sb", in: "swipe back")?.positions == [0, 6])
        #expect(FuzzyMatch.match("back", in: "swipe back")?.positions == [6, 7, 8, 9])
        #expect(FuzzyMatch.match("", in: "anything")?.positions == [])
    }

    @Test func tiesKeepTheTableOrder() {
        #expect(ranked("message", ["tap Message 2", "tap Message 1"]) == ["tap Message 2", "tap Message 1"])
        #expect(ranked("message", ["tap Message 1", "tap Message 2"]) == ["tap Message 1", "tap Message 2"])
        #expect(ranked("", ["c", "a", "b"]) == ["c", "a", "b"])
    }

    @Test func theRealListPutsTheNamedThingFirst() {
        let model = makeModel()
        let all = PaletteItems.items(for: model)
        #expect(CommandPalette.matches("block", in: all).first?.item.title == "strategy: block-all")
        #expect(CommandPalette.matches("ios7", in: all).first?.item.title == "profile: iOS 7")
        #expect(CommandPalette.matches("screensh", in: all).first?.item.title == "screenshot (.svg and .txt)")
        #expect(CommandPalette.matches("tap mess 2", in: all).first?.item.title == "tap Message 2")
    }
}

/// What the palette lists: fed from the key table, the catalogs and the
/// key map, not from a list of its own.
@Suite struct PaletteItemTests {
    @Test func everyCommandOfTheKeyTableIsAnItemWithItsKey() {
        let all = PaletteItems.items(for: makeModel())
        let commands = KeyBindings.sections.flatMap(\.rows).flatMap(\.commands)
        #expect(commands.count >= 30)
        for command in commands {
            let item = all.first { $0.title == command.title }
            #expect(item?.run == .key(command.key), "\(command.title)")
            #expect(item?.key == PaletteItems.label(of: command.key))
        }
    }

    /// A row's key must still mean something on the main screen, or the
    /// palette would offer a dead item.
    @Test func everyCommandKeyDoesSomethingOnTheMainScreen() {
        let model = makeModel()
        for command in KeyBindings.sections.flatMap(\.rows).flatMap(\.commands) {
            let intents = InputMap.intents(for: .key(command.key), model: model)
            #expect(!intents.contains { if case .notice(let text, _) = $0 { text.contains("does nothing") } else { false } }, "\(command.title)")
        }
    }

    @Test func everyStrategyProfileAndToggleIsListed() {
        let titles = PaletteItems.items(for: makeModel()).map(\.title)
        for id in StrategyID.builtIns.map(\.rawValue) { #expect(titles.contains("strategy: \(id)")) }
        for profile in Profile.allCases { #expect(titles.contains("profile: \(profile.displayName)")) }
        let toggles = KeyBindings.sections.flatMap(\.rows).flatMap(\.commands).compactMap(\.toggle)
        #expect(Set(toggles) == Set(ToggleID.allCases))
    }

    @Test func togglesSayTheirValueAndWhatChoosingThemDoes() {
        var model = makeModel()
        func detail(_ title: String) -> String? {
            PaletteItems.items(for: model).first { $0.title == title }?.detail
        }
        #expect(detail("toggle exclusive-touch") == "now off → on")
        #expect(detail("toggle pop-gesture") == "now auto → on")
        model.press("g")
        #expect(detail("toggle pop-gesture") == "now on → off")
        #expect(detail("strategy: none")?.hasPrefix("current · ") == true)
        #expect(detail("strategy: block-all")?.hasPrefix("current") == false)
    }

    @Test func theControlsOnScreenAreTapItemsWithTheirKeys() throws {
        var model = makeModel()
        var taps = PaletteItems.items(for: model).filter { $0.title.hasPrefix("tap ") && $0.run != .key(.character(",")) }
        #expect(taps.map(\.title).contains("tap Message 2"))
        #expect(taps.first { $0.title == "tap Message 2" }?.key == "2")
        #expect(!taps.contains { $0.title == "tap the back button" }, "no back button on the Inbox")
        model.press("1")
        model.settle()
        taps = PaletteItems.items(for: model).filter { $0.title.hasPrefix("tap ") }
        let back = try #require(taps.first { $0.title == "tap the back button" })
        #expect(back.key == "b")
        _ = Update.apply(InputMap.intents(running: back, model: model), to: &model)
        model.settle()
        #expect(model.world.navigation.stack.count == 1, "the back item popped Message 1")
        #expect(taps.contains { $0.title == "tap Reply" })
        #expect(!taps.contains { $0.title == "tap Message 2" }, "the Inbox left the window")
    }
}

/// The palette's keys and clicks, through the input map and the update.
@Suite struct PaletteKeyTests {
    @Test func colonOpensItAndItIsReservedFromControls() {
        var model = makeModel()
        model.press(":")
        #expect(model.ui.palette == CommandPalette())
        #expect(KeyBindings.reserved.contains(":"))
        #expect(!KeyBindings.controlKeys.contains(":"))
        #expect(KeyBindings.sections.flatMap(\.rows).contains { $0.keys == ":" })
    }

    @Test func typingQIsTextNotQuit() {
        var model = makeModel()
        #expect(InputMap.intents(for: .key(.character("q")), model: model) == [.quit])
        model.press(":")
        let effects = model.press("q")
        #expect(effects.isEmpty)
        #expect(model.ui.palette?.query == "q")
    }

    @Test func keysAreTextAndTapNothing() {
        var model = makeModel()
        model.press(":")
        model.type("1s!? ")
        #expect(model.ui.palette?.query == "1s!? ")
        #expect(model.world.touches.history.isEmpty)
        #expect(model.ui.prefix == nil)
        #expect(!model.ui.showsHelp)
        #expect(!model.ui.isPaused)
        model.press(.key(.backspace))
        model.press(.key(.backspace))
        #expect(model.ui.palette?.query == "1s!")
        model.press(.key(.unknown(0x15)))
        #expect(model.ui.palette?.query == "")
    }

    @Test func escapeClosesItWithoutRunningAnything() {
        var model = makeModel()
        model.press(":")
        model.type("block")
        model.press(.key(.escape))
        #expect(model.ui.palette == nil)
        #expect(model.world.strategyID == "none")
    }

    @Test func controlCStillQuits() {
        var model = makeModel()
        model.press(":")
        #expect(model.press(.key(.controlC)) == [.quit])
    }

    @Test func enterRunsTheSelectedStrategyAndCloses() {
        var model = makeModel()
        #expect(model.world.strategyID == "none")
        model.press(":")
        model.type("windowlo")
        model.press(.key(.enter))
        #expect(model.ui.palette == nil)
        #expect(model.world.strategyID == "window-lock")
        #expect(model.ui.toast?.text == "strategy window-lock")
    }

    @Test func arrowsAndControlPNMoveTheSelectionAndEnterRunsIt() {
        var model = makeModel()
        model.press(":")
        model.press(.key(.down))
        model.press(.key(.down))
        #expect(model.ui.palette?.selection == 2)
        model.press(.key(.unknown(0x10)))  // Ctrl-P
        #expect(model.ui.palette?.selection == 1)
        model.press(.key(.unknown(0x0E)))  // Ctrl-N
        model.press(.key(.up))
        for _ in 0..<5 { model.press(.key(.up)) }
        #expect(model.ui.palette?.selection == 0, "clamped at the top")
        model.press(.key(.down))
        // The second item of the table is `!`: running it opens the prefix.
        #expect(CommandPalette.matches(for: model)[1].item.run == .key(.character("!")))
        model.press(.key(.enter))
        #expect(model.ui.palette == nil)
        #expect(model.ui.prefix == .doubleTap)
    }

    @Test func theSelectionIsClampedToTheMatchesAndResetByTyping() {
        var model = makeModel()
        model.press(":")
        model.type("profile:")
        for _ in 0..<10 { model.press(.key(.down)) }
        #expect(model.ui.palette?.selection == Profile.allCases.count - 1)
        model.press(" ")
        #expect(model.ui.palette?.selection == 0)
    }

    @Test func aProfileAndAToggleRunAsTheirKeysWould() {
        var model = makeModel()
        model.press(":")
        model.type("ios 7")
        model.press(.key(.enter))
        #expect(model.world.profile == .ios7)
        model.press(":")
        model.type("exclusive-t")
        model.press(.key(.enter))
        #expect(model.world.toggles.exclusiveTouch)
    }

    @Test func aTapItemTapsThroughTheOneFinger() throws {
        var model = makeModel()
        let point = try #require(model.keyPoint("Message 2"))
        model.press(":")
        model.type("tap message 2")
        let intents = InputMap.intents(for: .key(.enter), model: model)
        #expect(intents.contains(.fingerTap(FingerTap(point: point, label: "Message 2"))))
        model.press(.key(.enter))
        model.settle()
        #expect(model.ui.lastFingerTap?.label == "Message 2")
        #expect(model.world.navigation.stack.count == 2)
    }

    @Test func enterWithNothingMatchingKeepsItOpen() {
        var model = makeModel()
        model.press(":")
        model.type("zzzz")
        model.press(.key(.enter))
        #expect(model.ui.palette?.query == "zzzz")
        #expect(model.ui.toast?.isWarning == true)
    }

    /// A paste of a whole file: the query stops at its cap, the rest of the
    /// paste is dropped with one warning, and editing lifts the warning.
    @Test func theQueryIsCappedAndWarnsOnce() {
        var model = makeModel()
        model.press(":")
        var warnings = 0
        for character in String(repeating: "ab", count: 5_000) {
            let intents = InputMap.intents(for: .key(.character(character)), model: model)
            warnings += intents.filter { if case .notice(_, true) = $0 { true } else { false } }.count
            _ = Update.apply(intents, to: &model)
        }
        #expect(model.ui.palette?.query == String(repeating: "ab", count: CommandPalette.maximumQueryLength / 2))
        #expect(warnings == 1)
        #expect(model.ui.toast?.text == "a query is at most 200 characters: the rest is ignored")
        model.press(.key(.backspace))
        #expect(model.ui.palette?.query.count == CommandPalette.maximumQueryLength - 1)
        model.type("xyz")
        #expect(model.ui.palette?.query.count == CommandPalette.maximumQueryLength)
        #expect(model.ui.palette?.warnedFull == true, "full again, and told again")
        #expect(!model.screenText.isEmpty, "a full query still renders")
    }

    @Test func anItemCanCarryAnEffect() {
        var model = makeModel()
        let item = PaletteItem(title: "screenshot", detail: "", key: nil, run: .effect(.screenshot))
        let intents = InputMap.intents(running: item, model: model)
        #expect(intents == [.effect(.screenshot)])
        #expect(Update.apply(intents, to: &model) == [.screenshot])
    }

    @Test func aClickRunsAnItemAndAClickOutsideCloses() throws {
        var model = makeModel()
        model.press(":")
        model.type("ios 7")
        let layout = CommandPaletteWidget.Layout(
            screenWidth: 100, screenHeight: 32, matchCount: CommandPalette.matches(for: model).count, selection: 0)
        model.press(.mouse(MouseEvent(kind: .press, x: layout.list.x + 3, y: layout.list.y)))
        #expect(model.ui.palette == nil)
        #expect(model.world.profile == .ios7)

        model.press(":")
        model.press(.mouse(MouseEvent(kind: .wheelDown, x: 50, y: 5)))
        #expect(model.ui.palette?.selection == 1)
        model.press(.mouse(MouseEvent(kind: .press, x: layout.box.x + 3, y: layout.box.y + 1)))
        #expect(model.ui.palette != nil, "a click on the box itself keeps it")
        model.press(.mouse(MouseEvent(kind: .press, x: 5, y: 28)))
        #expect(model.ui.palette == nil)
        #expect(model.world.touches.history.isEmpty, "the click outside tapped nothing")
    }

    @Test func theHintBarShowsThePalettesKeys() {
        var model = makeModel()
        let closed = model.screenText.split(separator: "\n").last.map(String.init) ?? ""
        #expect(closed.contains(": commands"))
        model.press(":")
        let open = model.screenText.split(separator: "\n").last.map(String.init) ?? ""
        #expect(open.contains("⏎ run"))
        #expect(open.contains("esc close"))
        #expect(!open.contains("q quit"))
    }
}

/// The palette drawn: snapshots at the reference and the minimum size.
@Suite struct PaletteRenderTests {
    @Test func paletteWithAQuery() throws {
        var model = makeModel()
        model.press(":")
        model.type("blo")
        let grid = Screen.render(model)
        #expect(grid.text.contains("› blo"))
        // The best match is selected (reversed) and its matched letters marked.
        let rows = grid.text.split(separator: "\n").map(String.init)
        let row = try #require(rows.firstIndex { $0.contains("strategy: block-all") })
        let column = rows[row].distance(from: rows[row].startIndex, to: rows[row].range(of: "block-all")!.lowerBound)
        #expect(grid[column, row].style.reverse)
        #expect(grid[column, row].style.underline, "b is a matched letter")
        #expect(!grid[column + 4, row].style.underline, "k is not")
        let layout = CommandPaletteWidget.Layout(screenWidth: 100, screenHeight: 32, matchCount: Int.max, selection: 0)
        #expect(layout.box.x >= 0 && layout.box.maxX <= 100 && layout.box.maxY <= 31, "a full list stays on screen above the hints")
        Snapshot.assert(grid.text, named: "palette-query")
    }

    @Test func paletteAtTheMinimumSizeFitsAboveTheHintBar() {
        var model = makeModel(width: 80, height: 24)
        model.press("1")
        model.settle()
        model.press(":")
        let empty = CommandPaletteWidget.Layout(
            screenWidth: 80, screenHeight: 24, matchCount: CommandPalette.matches(for: model).count, selection: 0)
        #expect(empty.box.maxY <= 23, "the hint bar stays visible")
        #expect(empty.box.x >= 0 && empty.box.maxX <= 80)
        model.type("tap")
        // Scrolled past the first page, the selection still shows.
        for _ in 0..<13 { model.press(.key(.down)) }
        let text = model.screenText
        let selected = CommandPalette.matches(for: model)[model.ui.palette!.selection].item.title
        #expect(text.contains(selected))
        Snapshot.assert(text, named: "palette-80x24")
    }
}
