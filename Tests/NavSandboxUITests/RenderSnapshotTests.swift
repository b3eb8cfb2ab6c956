import Foundation
import NavSandboxApps
import NavSandboxTestSupport
import NavSandboxCore
import Testing

@testable import NavSandboxUI

/// The screen as text at 100×32 in the situations the sandbox is about. Each
/// is driven through the same input map and update as the live app.
@Suite struct RenderSnapshotTests {
    @Test func idleInbox() {
        let model = makeModel(strategy: "block-all")
        Snapshot.assert(model.screenText, named: "idle-inbox")
    }

    /// Halfway through the push: Message 1 slides in over a shifted, dimmed
    /// Inbox while the model already has it at its final frame.
    @Test func midPush() {
        var model = makeModel(strategy: "block-all")
        model.press("1")
        model.run(DemoDurations.load + Durations.navigationTransition / 2)
        #expect(model.world.navigation.transition != nil)
        Snapshot.assert(model.screenText, named: "mid-push")
    }

    @Test func minimizedCardWithTheDimming() throws {
        var model = makeModel()
        model.press(try #require(model.key(for: "Compose")))
        model.settle()
        model.press(try #require(model.key(for: "Minimize")))
        model.settle()
        #expect(model.world.cardStateName == "minimized")
        let grid = Screen.render(model)
        Snapshot.assert(grid.text, named: "minimized-card")
        // The dimming view fades what it covers: the Inbox rows above the card.
        let origin = model.ui.layout.phoneOrigin
        let row = try #require(model.keyPoint("Message 1"))
        #expect(grid[origin.x + row.x, origin.y + row.y].style.dim)
    }

    /// iOS 12 pushes the cached Detail while it is already on the stack: the
    /// app terminates and the phone shows why.
    @Test func crashScreen() throws {
        var model = makeModel(profile: .ios12)
        model.press("!")
        model.press(try #require(model.key(for: "Reuse detail")))
        model.settle()
        #expect(model.world.isCrashed)
        Snapshot.assert(model.screenText, named: "crash-screen")
    }

    /// iOS 17: a long press on back opens the menu of earlier screens,
    /// drawn as a box under the back button, newest first.
    @Test func backButtonMenu() {
        var model = makeModel(profile: .ios17)
        for label in ["Message 1", "Next message", "Reply"] {
            model.send(.world(.tap(.label(label))))
            model.settle()
        }
        model.send(.world(.longPressBack))
        #expect(model.world.bar.backMenu?.count == 3)
        let text = model.screenText
        let rows = text.split(separator: "\n").map(String.init)
        let order = ["Message 2", "Message 1", "Inbox"].map { title in rows.firstIndex { $0.contains("│ \(title)") } }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { ($0 ?? 0) < ($1 ?? 0) }, "the titles, newest first")
        Snapshot.assert(text, named: "back-button-menu")
    }

    @Test func tooSmall() {
        let model = makeModel(width: 40, height: 12)
        let text = model.screenText
        #expect(text.contains("Terminal too small"))
        Snapshot.assert(text, named: "too-small")
    }

    @Test func helpOverlay() {
        var model = makeModel()
        model.press("?")
        #expect(model.ui.showsHelp)
        Snapshot.assert(model.screenText, named: "help-overlay")
    }

    /// At the minimum size the help does not fit: it opens at the top with
    /// "↓" on its border, and scrolled to the end shows the primer whole.
    @Test func helpOverlayScrollsAtTheMinimumSize() {
        var model = makeModel(width: 80, height: 24)
        model.press("?")
        Snapshot.assert(model.screenText, named: "help-overlay-80x24-top")
        model.press(.key(.character("G")))
        let text = model.screenText
        #expect(text.contains("Nil-targeted actions travel the same road."))
        Snapshot.assert(text, named: "help-overlay-80x24-end")
    }

    /// Every key's description is shown whole, wrapped under itself, at the
    /// minimum size and at the usual one: no row of the key lists ends in
    /// "…", and every word of every description is there.
    @Test(arguments: [(80, 24), (100, 32)])
    func helpDescriptionsAreNeverCut(width: Int, height: Int) {
        let layout = HelpOverlayWidget.Layout(screenWidth: width, screenHeight: height)
        let keyLines = layout.lines.prefix { !$0.isEmpty }.map { $0.map(\.text).joined() }
        #expect(!keyLines.contains { $0.contains("…") }, "\(width)×\(height)")
        let text = keyLines.joined(separator: "\n")
        for row in KeyBindings.sections.flatMap(\.rows) {
            // A word longer than a column may break inside; the rest stay whole.
            for word in row.action.split(separator: " ") where word.count < 20 {
                #expect(text.contains(word), "\(row.keys): '\(word)' of '\(row.action)' at \(width)×\(height)")
            }
        }
    }

    /// Monochrome (NO_COLOR, --no-color): the same text, no colour anywhere,
    /// and emphasis kept through bold, dim, reverse and underline.
    @Test func monochromeKeepsEmphasisWithoutColour() throws {
        var model = makeModel(strategy: "block-all")
        model.press("1")
        model.run(DemoDurations.load + Durations.navigationTransition / 2)
        let colour = Screen.render(model, theme: .standard)
        let mono = Screen.render(model, theme: .monochrome)
        #expect(mono.text == colour.text)
        #expect(mono.cells.allSatisfy { $0.style.foreground == nil && $0.style.background == nil })
        #expect(mono.cells.contains { $0.style.bold })
        #expect(mono.cells.contains { $0.style.reverse })
        #expect(mono.cells.contains { $0.style.dim })
        #expect(colour.cells.contains { $0.style.foreground != nil })
        // Key badges must stand out without colour.
        let origin = model.ui.layout.phoneOrigin
        let badge = try #require(InputMap.keyMap(for: model).entries[0].badge)
        #expect(mono[origin.x + badge.x, origin.y + badge.y].style.reverse)
        Snapshot.assert(Snapshot.styleMap(mono), named: "mid-push-monochrome-styles")
    }

    /// A locale without UTF-8: the same screen in plain ASCII.
    @Test func asciiFallback() {
        var model = makeModel(strategy: "block-all")
        model.press("1")
        model.settle()
        let grid = Screen.render(model, theme: Theme(usesColor: true, unicode: false))
        #expect(grid.cells.allSatisfy { $0.text.isASCII })
        Snapshot.assert(grid.text, named: "message-ascii")
    }

    /// 80×24, the classic default, still shows the phone, flags, last tap and log.
    @Test func smallestSupportedSize() {
        var model = makeModel(strategy: "window-lock", width: 80, height: 24)
        model.press("1")
        model.settle()
        let text = model.screenText
        #expect(!text.contains("too small"))
        Snapshot.assert(text, named: "message-80x24")
    }
}

/// iOS 7: a pop while a push animates leaves nothing responding; the phone
/// says so. The back button is disabled mid-push on iOS 7, so the app's own
/// pop does it ("Reply, pop in 0.1s").
@Test func aFrozenUISaysSo() throws {
    var model = makeModel(profile: .ios7)
    model.press("1")
    model.settle()
    model.press(try #require(model.key(for: "Reply, pop in 0.1s")))
    model.settle()
    #expect(model.world.isFrozen)
    let text = model.screenText
    #expect(text.contains("UI FROZEN"))
    #expect(text.contains("r relaunches"))
}

/// A tap mid-push on the incoming screen: UIKit keeps it from the screens in
/// the transition, and LAST TAP names the rule that decided, with the walk
/// showing the wrapper it skipped.
@Test func lastTapNamesTheRuleThatDecided() throws {
    var model = makeModel()
    model.press("1")
    model.settle()
    model.press(try #require(model.key(for: "Reply")))
    model.run(50 + 150)
    #expect(model.world.navigation.transition != nil)
    _ = model.send(.world(.tap(.point(Point(x: 12, y: 9)))))
    #expect(model.world.lastTouch?.rule == .transitionDisablesInteraction)
    let text = model.screenText
    #expect(text.contains("DROPPED"))
    #expect(text.contains("rule  transition-disables-interaction (inferred)"))
    // What the user saw there, against what hit-testing found.
    #expect(text.contains("drawn here: UIButton \"Back twice\""))
    #expect(text.contains("STACK Inbox › Message 1 › Reply"))
    #expect(text.contains("toggles x off g auto o off A off"))
    Snapshot.assert(text, named: "last-tap-rule")
}

/// The STACK strip keeps every violation and the crash in sight; the tap
/// that crashed the app says so.
@Test func stackStripAndTheCrashingTap() throws {
    var model = makeModel(profile: .ios7)
    model.press("!")
    model.press("1")
    model.settle()
    var text = model.screenText
    #expect(text.contains("STACK Inbox › Message 1 › Message 1"))
    #expect(text.contains("! nested-push double-push"))
    model.press("b")
    model.settle()
    model.press("b")
    model.settle()
    #expect(model.world.isCrashed)
    text = model.screenText
    #expect(text.contains("CRASH cant-add-self-as-subview"))
    #expect(text.contains("CRASHED"))
    // The timeline stops with the app.
    let samples = model.ui.timeline.samples.count
    model.run(2_000)
    #expect(model.ui.timeline.samples.count <= samples + 1)
    #expect(model.ui.timeline.samples.last?.transition == false)
    Snapshot.assert(text, named: "stack-strip-crash")
}

/// Layers in z-order: what is above the navigation controller in the window
/// (a minimized card) stays above a push's sliding edge.
@Suite struct ZOrderTests {
    @Test func aMinimizedCardStaysAboveAPushsEdge() throws {
        var model = makeModel()
        model.send(.world(.setToggle("pass-through", true)))
        model.press("4")
        model.settle()
        model.press("v")
        model.settle()
        #expect(model.world.presentation?.card == .minimized)
        let row = try #require(model.key(for: "Message 1"))
        model.press(row)
        model.run(DemoDurations.load + 120)
        #expect(model.world.navigation.transition != nil, "the push runs under the minimized card")
        let origin = model.ui.layout.phoneOrigin
        let lines = model.screenText.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        let shadow = Glyphs.unicode.edgeShadow
        // The card's two rows at the bottom of the phone.
        for y in Phone.cardMinimized.y..<Phone.cardMinimized.maxY {
            let cells = lines[origin.y + y][origin.x..<origin.x + Phone.width]
            #expect(!cells.contains(shadow), "row \(y): \(String(cells))")
        }
        // Above the card the edge is drawn.
        let above = lines[origin.y + Phone.cardMinimized.y - 2][origin.x..<origin.x + Phone.width]
        #expect(above.contains(shadow))
    }
}

/// The crosshair line fits the phone's width: the point, the hit view and
/// "≠ drawn" always show, the words around them shortened first.
@Suite struct CrosshairLineTests {
    @Test func longNamesAreShortenedNotCut() {
        let width = Phone.width + 2
        let text = { (spans: [Span]) in spans.map(\.text).joined() }
        #expect(text(CrosshairLineWidget.spans(cursor: Point(x: 3, y: 5), name: "Reply", differs: false, width: width)) == "⌖3,5 hits Reply")
        let long = text(CrosshairLineWidget.spans(cursor: Point(x: 11, y: 10), name: "UITableViewCellContentView", differs: true, width: width))
        #expect(long.count <= width)
        #expect(long.hasSuffix("≠drawn"))
        #expect(long.hasPrefix("⌖11,10 →"))
        #expect(long.contains("TableView"))
    }

    @Test(arguments: [(100, 32), (120, 40), (200, 60)])
    func theLineIsWholeAtEverySize(size: (Int, Int)) throws {
        var model = makeModel(width: size.0, height: size.1)
        model.press("1")
        model.run(DemoDurations.load + 160)
        // Mid-push the model hits a long UIKit class name there.
        model.send(.moveCursor(dx: 0, dy: 0))
        let lines = model.screenText.split(separator: "\n").map(String.init)
        guard let rect = model.ui.layout.crosshairLine else { return }
        let cells = (rect.y..<rect.maxY).map { String(Array(lines[$0])[rect.x..<rect.maxX]) }.joined(separator: "\n")
        #expect(cells.contains("⌖"))
        let hit = try #require(model.world.hitTest(model.ui.cursor).view)
        let name = CrosshairLineWidget.short(model.world.view(hit))
        #expect(cells.contains(name), "the hit view's whole name: \(cells)")
    }
}

/// On a screen imported from a view dump, whose labels are the views'
/// addresses, the line under the phone names the view, not its address,
/// and a name wider than the phone ends in "…".
@Suite struct CrosshairLineOnAnImportedScreenTests {
    static func model() throws -> AppModel {
        let source = try String(contentsOfFile: packageRoot + "/docs/import/checkout.yaml", encoding: .utf8)
        let app = try AppFileLoader.load(source, file: "checkout.yaml").get().app
        return AppModel(configuration: Configuration(app: app), width: 100, height: 32)
    }

    static func crosshairLine(at point: Point, in model: inout AppModel) throws -> String {
        model.send(.moveCursor(dx: point.x - model.ui.cursor.x, dy: point.y - model.ui.cursor.y))
        let rect = try #require(model.ui.layout.crosshairLine)
        let lines = model.screenText.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        return (rect.y..<rect.maxY).map { String(lines[$0][rect.x..<min(rect.maxX, lines[$0].count)]) }.joined(separator: "\n")
    }

    @Test func anAddressOnlyLabelGivesWayToTheClass() throws {
        var model = try Self.model()
        let line = try Self.crosshairLine(at: Point(x: 20, y: 10), in: &model)
        #expect(line.contains("UIScrollView"), "\(line)")
        #expect(!line.contains("0x7fa3e2044a00"), "\(line)")
    }

    @Test func aCustomClassKeepsItsNameWithoutTheAddress() throws {
        var model = try Self.model()
        let line = try Self.crosshairLine(at: Point(x: 12, y: 18), in: &model)
        #expect(line.contains("Shop.ToastContainerView"), "\(line)")
        #expect(line.contains("≠ drawn"), "Pay is drawn there: \(line)")
        #expect(!line.contains("0x"), "\(line)")
    }

    @Test func aNameWiderThanThePhoneEndsInAnEllipsis() throws {
        let source = """
            app: Long names
            root: Home
            screens:
              Home:
                title: Home
                views:
                  - { class: UIView, label: "Shop.AVeryLongCustomContainerViewName 0x7fa3e1d19bb0", frame: [0, 3, 24, 3] }
            """
        let app = try AppFileLoader.load(source, file: "long.yaml").get().app
        var model = AppModel(configuration: Configuration(app: app), width: 100, height: 32)
        let line = try Self.crosshairLine(at: Point(x: 5, y: 7), in: &model)
        #expect(line.contains("Shop.AVeryLongCustomConta…"), "\(line)")
        #expect(line.contains("…"), "cut, not clipped at the phone's edge: \(line)")
        #expect(CrosshairLineWidget.isDumpAddress("0x7fa3e2044a00"))
        #expect(!CrosshairLineWidget.isDumpAddress("0x12"))
    }
}

/// The SCRIPT pane: lines, the current one, verdicts with the actual value,
/// the error that stopped it.
@Suite struct ScriptPaneTests {
    static let pane = ScriptPane(
        name: "double-push",
        lines: [
            .init(number: 1, text: "strategy none"),
            .init(number: 3, text: "tap \"Message 1\""),
            .init(number: 4, text: "after 80ms tap \"Message 1\""),
            .init(number: 5, text: "settle"),
            .init(number: 6, text: "expect stack = Inbox > Message 1", verdict: .failed(actual: "Inbox > Message 1 > Message 1")),
            .init(number: 7, text: "expect violations include double-push", verdict: .held),
            .init(number: 8, text: "tap \"Nowhere\"", error: "\"Nowhere\" has never been on screen"),
            .init(number: 9, text: "expect stack = Inbox"),
        ],
        current: 8, state: .finished(summary: "✗ 1/2"), strategy: "none", profile: .ios17)

    @Test func failedExpectationAndError() {
        var model = makeModel()
        model.ui.script = Self.pane
        let text = model.screenText
        #expect(text.contains("SCRIPT"))
        #expect(text.contains("✗ actual: Inbox > Message 1 >"))
        #expect(text.contains("▶8"))
        Snapshot.assert(text, named: "script-pane-failed")
    }

    @Test func aFinishedScriptShowsItsFirstFailureEvenInAShortPane() {
        var lines = (1...30).map { ScriptPane.Line(number: $0, text: "wait 10ms") }
        lines[3].verdict = .failed(actual: "Inbox")
        var model = makeModel(width: 80, height: 24)
        model.ui.script = ScriptPane(
            name: "long", lines: lines, current: 30, state: .finished(summary: "✗ 0/1"), strategy: "none", profile: .ios17)
        #expect(model.screenText.contains("✗ actual: Inbox"))
    }

    @Test func rWithoutAScriptSaysHowToLoadOne() {
        let model = makeModel()
        let intents = InputMap.intents(for: .key(.character("R")), model: model)
        #expect(intents.contains { if case .notice(let text, true) = $0 { text.contains("--script") } else { false } })
    }
}

/// The LESSON pane: paragraphs, an explained wrong answer, a question with
/// its numbered choices; 1-9 answer it and other keys reach the phone.
@Suite struct LessonPaneTests {
    static let pane = LessonPane(
        title: "hit-testing · Hit-testing in six steps",
        lines: [
            .init("When a finger lands, UIWindow calls *hitTest(_:with:)*.", .text),
            .init("› UIView — point(inside:) at (12,0), trying subviews front to back", .why),
            .init("✗ UIView \"Hidden cover\" — skipped: isHidden", .why),
            .init("✗ you picked UIView \"Hidden cover\"; UIKit: UIButton \"A under hidden\"", .wrong),
            .init("Step 2 — interaction off.", .text),
        ],
        prompt: .choose(question: "Which view does a tap at (12,5) hit?", choices: ["UILabel \"Label cover\"", "UIButton \"B under a label\"", "no view"]))

    @Test func aQuestionWithItsChoices() {
        var model = makeModel()
        model.ui.lesson = Self.pane
        let text = model.screenText
        #expect(text.contains("LESSON"))
        #expect(text.contains(" 2  UIButton \"B under a label\""))
        #expect(!text.contains("*hitTest"), "emphasis marks are not shown")
        Snapshot.assert(text, named: "lesson-pane-question")
    }

    @Test func aClickOnAChoiceOrOnTheViewItNamesPicksIt() throws {
        var model = makeModel()
        model.ui.lesson = LessonPane(
            title: "t", lines: [],
            prompt: .choose(question: "Which view?", choices: ["UIButton \"Compose\"", "UIView", "no view"]))
        let question = try #require(model.ui.lesson)
        let layout = LessonPaneWidget.Layout(question, in: model.ui.layout.viewTree)
        let second = try #require(layout.rows.first { $0.move == .choose(1) })
        let click = MouseEvent(kind: .press, x: model.ui.layout.viewTree.x + 3, y: second.y)
        #expect(InputMap.intents(for: .mouse(click), model: model) == [.lesson(.choose(1))])
        // On the phone: the Compose button where it is drawn.
        let compose = try #require(InputMap.keyMap(for: model).entries.first { $0.label == "Compose" }?.tapPoint)
        let screen = model.ui.layout.screenPoint(ofPhone: compose)
        #expect(InputMap.intents(for: .mouse(MouseEvent(kind: .press, x: screen.x, y: screen.y)), model: model) == [.lesson(.choose(0))])
        // Pointing with the crosshair, then ⏎, does not answer: the student
        // chooses, ⏎ alone would score whatever the crosshair rests on.
        model.send(.moveCursor(dx: compose.x - model.ui.cursor.x, dy: compose.y - model.ui.cursor.y))
        let enter = InputMap.intents(for: .key(.enter), model: model)
        #expect(!enter.contains { if case .lesson = $0 { true } else { false } })
        #expect(enter.contains { if case .notice(_, true) = $0 { true } else { false } })
        model.ui.lesson?.prompt = .next
        let lesson = try #require(model.ui.lesson)
        let next = try #require(LessonPaneWidget.Layout(lesson, in: model.ui.layout.viewTree).rows.first { $0.move == .next })
        #expect(InputMap.intents(for: .mouse(MouseEvent(kind: .press, x: model.ui.layout.viewTree.x + 1, y: next.y)), model: model) == [.lesson(.next)])
    }

    @Test func digitsAnswerWhileAQuestionIsOpenAndLettersStillTap() {
        var model = makeModel()
        model.ui.lesson = Self.pane
        #expect(InputMap.intents(for: .key(.character("2")), model: model) == [.lesson(.choose(1))])
        #expect(InputMap.intents(for: .key(.character("7")), model: model).contains { if case .notice(_, true) = $0 { true } else { false } })
        model.ui.lesson?.prompt = .next
        #expect(InputMap.intents(for: .key(.enter), model: model) == [.lesson(.next)])
        #expect(InputMap.intents(for: .key(.character("1")), model: model).contains { $0.fingerPoint != nil }, "no question: 1 taps")
        model.ui.lesson?.prompt = .tryIt(instruction: "Tap J", hint: "through the sieve", hintShown: false, hasSolution: true)
        #expect(InputMap.intents(for: .key(.enter), model: model) == [.lesson(.help)])
    }
}

/// Found by trying the sandbox as a new user would: messages never cut,
/// "drawn" meaning what the eye meets, the crosshair agreeing with LAST TAP.
@Suite struct NewUserRoughEdgeTests {
    @Test func aMessageTooLongForTheHeaderIsShownWholeOnTheHintRow() {
        var model = makeModel()
        let long = "2× needs a terminal of at least 104×46; this one is 100×32: 1×"
        model.send(.notice(long, warning: true))
        let rows = model.screenText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(!rows[0].contains("2× needs"), "not cut in the header")
        #expect(rows[model.ui.layout.hints.y].contains(long))
        model.send(.notice("short", warning: false))
        let again = model.screenText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(again[0].contains("short"))
        #expect(again[model.ui.layout.hints.y].contains("? help"), "the keys come back")
    }

    @Test func aTapOnTheCardIsNotSaidToBeOnTheButtonItCovers() throws {
        var model = makeModel()
        model.press("4")
        model.settle()
        #expect(model.world.presentation != nil)
        // An empty part of the card, over where Compose is on the Inbox.
        let compose = try #require(InputMap.keyMap(for: makeModel().world).entries.first { $0.label == "Compose" }?.tapPoint)
        model.send(.fingerTap(FingerTap(point: compose, label: "the card")))
        model.run(100)
        #expect(!model.screenText.contains("drawn here: UIButton \"Compose\""))
    }

    @Test func theCrosshairSaysDrawnDiffersWhereLastTapWould() throws {
        var model = makeModel()
        model.press("1")
        model.run(DemoDurations.load + 120)
        let row = try #require(model.world.tapPoint(forLabel: "Message 1"))
        model.send(.moveCursor(dx: row.x - model.ui.cursor.x, dy: row.y - model.ui.cursor.y))
        #expect(model.world.hitTest(row).view.map { model.world.view($0).viewClass } == .navigationTransitionView)
        #expect(model.screenText.contains("≠ drawn"))
    }
}
