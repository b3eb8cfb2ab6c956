import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// Guard files: the shipped example reads into the definition it documents,
/// and every way a file can be wrong says where, what and how to fix it.
@Suite struct GuardFileTests {
    static let examplePath = packageRoot + "/docs/guards/examples/switching-flag.yaml"

    @Test("the shipped example reads into seed 001's guard, rule for rule")
    func example() throws {
        let text = try String(contentsOfFile: Self.examplePath, encoding: .utf8)
        let definition = try GuardFileLoader.load(text, file: "switching-flag.yaml").get()
        #expect(definition.name == "my-switching-flag")
        #expect(definition.flags == [
            GuardFlagDeclaration("isSwitching", .bool, note: "an animated push or pop is running"),
            GuardFlagDeclaration("popVCAnimateQueue", .queue(.fifo), note: "pops waiting for didShow"),
        ])
        let rules = definition.rules.map { GuardRule($0.hook, when: $0.condition, $0.actions) }
        #expect(rules == [
            GuardRule(.call([.push]), when: .all([.animated, .flag("isSwitching")]), [.drop(reason: "an animated transition is running")]),
            GuardRule(.call([.push]), when: .animated, [.set("isSwitching"), .setPopGestureEnabled(false), .allow]),
            GuardRule(.call([.pop, .popTo]), when: .all([.animated, .flag("isSwitching")]), [.queue(into: "popVCAnimateQueue")]),
            GuardRule(.call([.pop, .popTo]), when: .animated, [.set("isSwitching"), .allow]),
            GuardRule(.didShow, [.clear("isSwitching"), .setPopGestureEnabled(true), .flush("popVCAnimateQueue", all: false, throughGuard: true)]),
        ])
        #expect(definition.rules.first?.origin == "switching-flag.yaml:12")
    }

    @Test("conditions: and binds tighter than or, not and parentheses, the words")
    func conditions() throws {
        let text = """
            guard: words
            flags: { a: bool, b: bool, held: screen }
            rules:
              - on: push
                when: a or b and not (animated or by app) or stack >= 2 or screen-is held or target-on-screen
                do: [allow]
            """
        let rule = try #require(try GuardFileLoader.load(text, file: "g.yaml").get().rules.first)
        #expect(rule.condition == .any([
            .flag("a"),
            .all([.flag("b"), .not(.any([.animated, .madeBy(.app)]))]),
            .stackAtLeast(2), .screenIs(flag: "held"), .targetIsOnScreen,
        ]))
    }

    /// The system pop gesture told from a third-party full-screen pan:
    /// FDFullscreenPopGesture's pan and gate, QMUI's target on the system
    /// recognizer.
    @Test("the full-screen pan's key, action and question, and the system gesture's began")
    func fullScreenPanVocabulary() throws {
        let text = """
            guard: pan
            full-screen-pan: on
            flags: { watching: bool }
            rules:
              - on: push
                do: [full-screen-pan: off, pop-gesture: off]
              - on: fullScreenPanShouldBegin
                when: transition-running
                do: [drop: transitioning]
              - on: popGestureBegan
                do: [set: watching]
            """
        let definition = try GuardFileLoader.load(text, file: "pan.yaml").get()
        #expect(definition.setup.fullScreenPan)
        #expect(definition.rules == [
            GuardRule(.call([.push]), [.setFullScreenPan(false), .setPopGestureEnabled(false)], origin: definition.rules[0].origin),
            GuardRule(.fullScreenPanShouldBegin, when: .transitionRunning, [.drop(reason: "transitioning")], origin: definition.rules[1].origin),
            GuardRule(.popGestureBegan, [.set("watching")], origin: definition.rules[2].origin),
        ])
        // `by timer`: a timer's call; `by app` holds for it too.
        let timed = "guard: g\nrules:\n  - on: push\n    when: by timer and not by tap\n    do: [drop: later]\n"
        #expect(try GuardFileLoader.load(timed, file: "g.yaml").get().rules.first?.condition == .all([.madeBy(.timer), .not(.madeBy(.tap))]))
        #expect(GuardCallMaker.app.made(.timer) && GuardCallMaker.timer.made(.timer) && !GuardCallMaker.timer.made(.app))
        // sendEvent is a question: allow and drop answer it; a call's verbs do not.
        let sendEvent = "guard: g\nrules:\n  - on: sendEvent\n    do: [drop: too soon]\n"
        #expect(try GuardFileLoader.load(sendEvent, file: "g.yaml").get().rules.first?.hook == .sendEvent)
        let queueing = "guard: g\nflags: { q: queue }\nrules:\n  - on: sendEvent\n    do: [queue: q]\n"
        #expect(throws: AppFileProblems.self) { try GuardFileLoader.load(queueing, file: "g.yaml").get() }
        // popGestureBegan is no question: it cannot answer.
        let deciding = "guard: g\nrules:\n  - on: popGestureBegan\n    do: [drop: no]\n"
        #expect(throws: AppFileProblems.self) { try GuardFileLoader.load(deciding, file: "g.yaml").get() }
    }

    /// iOS 26's second recognizer: a set-up key and an action of its own,
    /// apart from `pop-gesture` (rule content-pop-separate-from-edge).
    @Test("content-pop-gesture is a set-up key and an action, apart from pop-gesture")
    func contentPopGestureVocabulary() throws {
        let text = """
            guard: content
            content-pop-gesture: off
            rules:
              - on: viewWillAppear
                do: [content-pop-gesture: on, pop-gesture: off]
            """
        let definition = try GuardFileLoader.load(text, file: "content.yaml").get()
        #expect(!definition.setup.contentPopGestureEnabled)
        #expect(definition.setup.popGestureEnabled)
        #expect(definition.rules.first?.actions == [.setContentPopGestureEnabled(true), .setPopGestureEnabled(false)])
        let bare = "guard: g\nrules:\n  - on: push\n    do: [content-pop-gesture]\n"
        #expect(throws: AppFileProblems.self) { try GuardFileLoader.load(bare, file: "g.yaml").get() }
    }

    /// A library that made itself the pop gesture's delegate (YP #44, QMUI
    /// #1498): a set-up key, `replaced` or `uikit`, and anything else is
    /// placed at its line and column with the two words it takes.
    @Test("pop-gesture-delegate reads replaced or uikit, and refuses anything else where it stands")
    func popGestureDelegateKey() throws {
        let replaced = try GuardFileLoader.load("guard: g\npop-gesture-delegate: replaced\nrules: []\n", file: "g.yaml").get()
        #expect(replaced.setup.replacesPopGestureDelegate)
        let kept = try GuardFileLoader.load("guard: g\npop-gesture-delegate: uikit\nrules: []\n", file: "g.yaml").get()
        #expect(!kept.setup.replacesPopGestureDelegate)
        let result = GuardFileLoader.load("guard: g\npop-gesture-delegate: nil\nrules: []\n", file: "g.yaml")
        guard case .failure(let problems) = result else {
            Issue.record("`pop-gesture-delegate: nil` loaded")
            return
        }
        #expect(problems.description.contains("g.yaml:2:23"), "\(problems)")
        #expect(problems.description.contains("`pop-gesture-delegate: replaced`"), "\(problems)")
    }

    /// A coordinator library's pop reading: one of three words, and anything
    /// else placed where it stands with the three it takes.
    @Test("coordinator reads will-show, interaction-end or completion")
    func coordinatorKey() throws {
        for reading in CoordinatorPopReading.allCases {
            let definition = try GuardFileLoader.load("guard: g\ncoordinator: \(reading.rawValue)\nrules: []\n", file: "g.yaml").get()
            #expect(definition.setup.coordinator == reading)
        }
        guard case .failure(let problems) = GuardFileLoader.load("guard: g\ncoordinator: didShow\nrules: []\n", file: "g.yaml") else {
            Issue.record("`coordinator: didShow` loaded")
            return
        }
        #expect(problems.description.contains("g.yaml:2:14"), "\(problems)")
        #expect(problems.description.contains("`will-show`, `interaction-end`, `completion`"), "\(problems)")
    }

    @Test("setup keys, locked-when, the new kinds, a rule on several hooks and the long forms read as written")
    func builtInVocabulary() throws {
        let text = """
            guard: everything
            pop-gesture: off
            exclusive-touch: on
            pass-through: yes
            flags: { busy: bool, coming: screens, inFlight: call, waiting: queue, ticks: counter }
            locked-when: busy or top-is coming
            rules:
              - on: [push, popTo, didShow, timer tick]
                when: ticks >= 3 and not (window-locked or ignoring-events)
                do: [cancel-timer: tick]
              - on: push
                when: target-in-stack or target-below-top or same-screen-twice or target-in inFlight or presented or presentation-running
                do: [satisfied: {reason: on its way, flag: identity}]
              - on: present
                when: not presenter-in-window and presentation
                do: [fail: {reason: no window, flag: windowForViewController}]
              - on: push
                do: [hold-call: inFlight, queue: {into: waiting, flag: inFlight, reason: held}]
              - on: [shouldPushItem, shouldPopItem]
                when: by back-button
                do: [drop: not now]
              - on: didPopItem
                do: [window-lock: on, make-exclusive-touch, perform: {call: pop, through: uikit}, release-screen: coming]
              - on: didPushItem
                do: [perform: popToRoot, start-timer: {name: tick, after: 100ms, watchdog: true}]
            """
        let definition = try GuardFileLoader.load(text, file: "g.yaml").get()
        #expect(definition.setup == GuardSetup(popGestureEnabled: false, exclusiveTouch: true, passThrough: true))
        #expect(definition.flags.map(\.kind) == [.bool, .screens, .call, .queue(.fifo), .counter])
        #expect(definition.lockedWhen == .any([.flag("busy"), .topIs(flag: "coming")]))
        let rules = definition.rules.map { GuardRule($0.hook, when: $0.condition, $0.actions) }
        let tickCondition = GuardCondition.all([.counterAtLeast(flag: "ticks", 3), .not(.any([.windowLocked, .ignoringEvents]))])
        #expect(rules == [
            GuardRule(.call([.push, .popTo]), when: tickCondition, [.cancelTimer("tick")]),
            GuardRule(.didShow, when: tickCondition, [.cancelTimer("tick")]),
            GuardRule(.timer("tick"), when: tickCondition, [.cancelTimer("tick")]),
            GuardRule(
                .call([.push]), when: .any([.targetInStack, .targetBelowTop, .sameScreenTwice, .targetIn(flag: "inFlight"), .presented, .presentationRunning]),
                [.satisfied(reason: "on its way", flag: "identity")]),
            GuardRule(
                .call([.present]), when: .all([.not(.presenterInWindow), .presentation]),
                [.fail(reason: "no window", flag: "windowForViewController")]),
            GuardRule(.call([.push]), [.holdCall("inFlight"), .queue(into: "waiting", flag: "inFlight", reason: "held")]),
            GuardRule(.barShouldPush, when: .madeBy(.backButton), [.drop(reason: "not now")]),
            GuardRule(.barShouldPop, when: .madeBy(.backButton), [.drop(reason: "not now")]),
            GuardRule(
                .barDidPop, [.setWindowLocked(true), .makeExclusiveTouch, .perform(.pop, straightToUIKit: true), .releaseScreen("coming")]),
            GuardRule(.barDidPush, [.perform(.popToRoot, straightToUIKit: false), .startTimer("tick", milliseconds: 100, watchdog: true)]),
        ])
        #expect(Set(definition.rules.prefix(3).map(\.origin)) == ["g.yaml:8"], "one rule on three hooks keeps its line")
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var message: String
        var line: Int
        var column: Int
        var suggestion: String? = nil
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "unknown hook", text: "guard: g\nrules:\n  - on: didshow\n    do: [allow]\n",
            message: "unknown hook `didshow`", line: 3, column: 9, suggestion: "didShow"),
        Case(
            name: "undeclared flag in when", text: "guard: g\nflags: { busy: bool }\nrules:\n  - on: push\n    when: bussy\n    do: [allow]\n",
            message: "`when` reads `bussy`", line: 5, column: 11, suggestion: "busy"),
        Case(
            name: "a decision outside a call", text: "guard: g\nrules:\n  - on: didShow\n    do: [drop: no]\n",
            message: "`drop` decides a navigation call", line: 4, column: 10),
        Case(
            name: "the wrong kind of flag", text: "guard: g\nflags: { busy: bool }\nrules:\n  - on: push\n    do: [queue: busy]\n",
            message: "`queue` needs a queue flag", line: 5, column: 17),
        Case(
            name: "a condition cut short", text: "guard: g\nflags: { busy: bool }\nrules:\n  - on: push\n    when: busy and\n    do: [allow]\n",
            message: "the condition ends too soon", line: 5, column: 19),
        Case(
            name: "a built-in's name", text: "guard: block-all\nrules: []\n",
            message: "`block-all` is a built-in strategy's name", line: 1, column: 8),
        Case(
            name: "a name with a control character", text: "guard: \"a\\e[2Jb\"\nrules: []\n",
            message: "is not a plain name", line: 1, column: 8),
        Case(
            name: "unknown action", text: "guard: g\nrules:\n  - on: push\n    do: [alow]\n",
            message: "unknown action `alow`", line: 4, column: 10, suggestion: "allow"),
        Case(
            name: "a timer nobody starts (a warning, with an error to fail on)",
            text: "guard: g\nrules:\n  - on: timer late\n    do: [log: hi]\n  - on: push\n    do: [nope]\n",
            message: "no rule starts the timer `late`", line: 3, column: 9),
        Case(
            name: "no rules", text: "guard: g\n", message: "has no `rules`", line: 1, column: 1),
        Case(
            name: "a refusal outside a call", text: "guard: g\nrules:\n  - on: didShow\n    do: [satisfied: done]\n",
            message: "`satisfied` decides a navigation call", line: 4, column: 10),
        Case(
            name: "queue at a delegate's question", text: "guard: g\nflags: { q: queue }\nrules:\n  - on: shouldPushItem\n    do: [queue: q]\n",
            message: "`queue` cannot answer a delegate's question", line: 5, column: 10),
        Case(
            name: "hold-call where there is no call", text: "guard: g\nflags: { c: call }\nrules:\n  - on: willShow\n    do: [hold-call: c]\n",
            message: "`hold-call` remembers the hook's navigation call", line: 5, column: 10),
        Case(
            name: "top-is on a bool", text: "guard: g\nflags: { busy: bool }\nrules:\n  - on: push\n    when: top-is busy\n    do: [allow]\n",
            message: "`top-is` needs a screen or screens flag", line: 5, column: 11),
        Case(
            name: "a comparison on a bool", text: "guard: g\nflags: { busy: bool }\nrules:\n  - on: push\n    when: busy >= 2\n    do: [allow]\n",
            message: "`busy >=` needs a counter flag", line: 5, column: 11),
        Case(
            name: "target-in an undeclared flag", text: "guard: g\nflags: { pending: queue }\nrules:\n  - on: push\n    when: target-in pendng\n    do: [allow]\n",
            message: "`target-in` reads `pendng`", line: 5, column: 11, suggestion: "pending"),
        Case(
            name: "a call a guard cannot make", text: "guard: g\nrules:\n  - on: didShow\n    do: [perform: poop]\n",
            message: "unknown call a guard makes itself `poop`", line: 4, column: 19, suggestion: "pop"),
        Case(
            name: "a misspelt hook in a list", text: "guard: g\nrules:\n  - on: [didShow, didPopItm]\n    do: [log: hi]\n",
            message: "unknown hook `didPopItm`", line: 3, column: 19, suggestion: "didPopItem"),
        Case(
            name: "locked-when reads an undeclared flag", text: "guard: g\nflags: { busy: bool }\nlocked-when: bussy\nrules: []\n",
            message: "`when` reads `bussy`", line: 3, column: 14, suggestion: "busy"),
        Case(
            name: "a queue's long form into a bool", text: "guard: g\nflags: { busy: bool }\nrules:\n  - on: push\n    do: [queue: {into: busy}]\n",
            message: "`queue` needs a queue flag; `busy` is not one", line: 5, column: 24),
        Case(
            name: "a drop's flag that is not a name", text: "guard: g\nrules:\n  - on: push\n    do: [drop: {reason: no, flag: \"a b\"}]\n",
            message: "cannot name what decided", line: 4, column: 35),
        Case(
            name: "a misspelt setup key", text: "guard: g\npop-gestures: off\nrules: []\n",
            message: "unknown key `pop-gestures`", line: 2, column: 1, suggestion: "pop-gesture"),
    ]

    @Test("a wrong guard file says where, what and how to fix it", arguments: cases)
    func problems(_ c: Case) {
        switch GuardFileLoader.load(c.text, file: "g.yaml") {
        case .success: Issue.record("loaded")
        case .failure(let problems):
            let found = problems.problems.first { $0.message.contains(c.message) }
            #expect(found != nil, "messages: \(problems.problems.map(\.message))")
            #expect(found?.line == c.line && found?.column == c.column, "at \(found?.line ?? 0):\(found?.column ?? 0)")
            if let suggestion = c.suggestion { #expect(found?.suggestion == suggestion) }
            #expect(!problems.description.contains("\u{1B}"), "hostile text stays visible, never raw")
        }
    }
}
