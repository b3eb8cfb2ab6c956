import NavSandboxCore

/// The main screen's rows: what the help overlay shows, in its order (which
/// is also the order the palette lists their commands in).
extension KeyBindings {
    static let sandboxSections: [Section] = [tap, gestures, world, time, views, scriptAndLesson, screen]

    static let tap = Section(
        "Tap", heading: "## Tapping",
        intro: """
            Every control the user can see on the phone carries a key badge. The keys
            come from what is on screen: the visible controls of the model that have at
            least one cell not covered by something drawn above them. They are handed
            out 1-9 first, then the letters that have no fixed meaning (`a c d e f h i j
            k l m n t u w y z`), the screen in front first, each screen's controls in
            reading order.

            **Keys hold still.** A control keeps its key for as long as it is in the
            window, mid-transition too: press `1` on the Inbox's first row, press `1`
            again while the push runs, and the second press taps that same row again
            (where it is drawn now) — the double push the sandbox is for — rather than
            whatever wears badge 1 by then. The incoming screen's controls take the free
            keys (so after a push from the Inbox the message screen's controls start
            after the Inbox's); once a screen leaves the window its keys are free again.
            A control covered by another view keeps its key but shows no badge, and its
            key taps what covers it, as a finger would.

            **The keyboard is one finger.** A key press, a click, `⏎` and `,` are taps by
            the same finger: a press that comes before the last tap's 50 ms touch ended
            waits for the finger to lift and begins as it does (the header says so), so
            two quick presses are two taps one after the other, never two fingers. Use
            `&` for two fingers.

            A key taps where the control is **drawn** (the user taps what they see); the
            core then hit-tests the **model**, which mid-animation may put a different
            view there. That gap is one of the lessons.
            """,
        outro: """
            The rule for the arrow keys: **while paused, ← and → travel through time**
            (rewind and replay) and ↑ ↓ still move the crosshair; **while running, all
            four move the crosshair**. The hint bar shows `←/→ rewind/replay` while
            paused.
            """,
        rows: [
            Row(
                "1-9 a-z", "tap the control showing that key (it keeps its key)",
                docs: "tap the control showing that key (a 50 ms touch)", matches: [.controlKey],
                hints: [.hint(.running, 10, "1-9 a-z", "tap"), .hint(.paused, 40, "1-9 a-z", "tap")],
                run: { key, model in InputMap.tap(key, model: model) }),
            Row(
                "b", "tap the back button", docs: "tap the navigation bar's back button", matches: characters("b"),
                hints: [.hint(.running, 20, "b", "back"), .hint(.paused, 50, "b", "back")],
                run: { key, model in InputMap.tap(key, model: model) }),
            Row(
                ",", "tap again where the last tap landed",
                docs: "tap again, once, where the last tap (key, click, ⏎ or `!`) landed, whatever is there now; the hint bar names it. A two-finger `&` is not repeated",
                matches: characters(","), commands: [Command("tap again where the last tap landed", ",")],
                hints: [.hint(.running, 30, ",", text: { model in model.ui.lastFingerTap.map { "again: \($0.label)" } })],
                run: { _, model in
                    guard let last = model.ui.lastFingerTap else {
                        return [InputMap.notice(", taps again where the last tap landed: nothing tapped yet", warning: true)]
                    }
                    return [InputMap.notice(", again: \(last.label) at \(last.point)"), .fingerTap(last)]
                }),
            Row(
                "! key", "double-tap it (taps 100 ms apart)",
                docs: "double-tap it: two taps 100 ms apart in virtual time (also `! b`, `! ⏎`, or `!` then a click)",
                matches: characters("!"), commands: [Command("double-tap… (then a control's key)", "!")],
                hints: [.hint(.running, 60, "!", "double"), .hint(.doubleTap, 10, "!", "double-tap:")],
                run: { _, _ in [.setPrefix(.doubleTap), InputMap.notice("! double-tap: now press a control's key (esc cancels)")] }),
            Row(
                "& key key", "two fingers at once",
                docs: "two fingers at once: both touches begin in the same millisecond (also with `⏎` or clicks)",
                matches: characters("&"), commands: [Command("two fingers… (then two keys)", "&")],
                hints: [
                    .hint(.running, 70, "&", "two fingers"), .hint(.firstFinger, 10, "&", "two fingers:"),
                    .hint(.secondFinger, 10, "&", text: { model in
                        guard case .twoFingers(_?, let label)? = model.ui.prefix else { return nil }
                        return "first finger on \(label ?? "?"):"
                    }),
                ],
                run: { _, _ in
                    [.setPrefix(.twoFingers(first: nil, firstLabel: nil)), InputMap.notice("& two fingers: press the first control's key")]
                }),
            Row(
                "key ⏎  (after ! &)", "complete a pending ! or &",
                docs: "after `!` or `&`: a control's key, `b` or `⏎` (the crosshair) completes it; any other key cancels it",
                modes: [.pendingTap], matches: [.anyKey],
                hints: [
                    .hint(.doubleTap, 20, "key", "a control"), .hint(.doubleTap, 30, "b", "back"),
                    .hint(.doubleTap, 40, "⏎", "crosshair"), .hint(.firstFinger, 20, "key", "first control"),
                    .hint(.secondFinger, 20, "key", "second control"),
                ],
                showsInHelp: false,
                run: { key, model in model.ui.prefix.map { InputMap.completing($0, with: key, model: model) } }),
            Row(
                "arrows ⏎", "move the crosshair, tap there",
                docs: "move the crosshair over the phone; Enter taps there, anywhere, empty container areas included. The line under the phone says what the model would hit there, and `≠ drawn` when that is not what is drawn",
                matches: [.key(.up), .key(.down), .key(.left), .key(.right), .key(.enter)],
                commands: [Command("tap at the crosshair", .enter)],
                hints: [.hint(.running, 120, "arrows", "crosshair"), .hint(.paused, 60, "↑/↓", "crosshair")],
                run: { key, model in
                    switch key {
                    case .up: return [.moveCursor(dx: 0, dy: -1)]
                    case .down: return [.moveCursor(dx: 0, dy: 1)]
                    case .left: return [.moveCursor(dx: -1, dy: 0)]
                    case .right: return [.moveCursor(dx: 1, dy: 0)]
                    default:
                        let cursor = model.ui.cursor
                        return [
                            .moveCursor(dx: 0, dy: 0), InputMap.notice("⏎ tap at \(cursor)"),
                            .fingerTap(FingerTap(point: cursor, label: "the crosshair \(cursor)")),
                        ]
                    }
                }),
            Row("click", "tap that cell of the phone", hints: [.hint(.doubleTap, 50, "click", "a cell")]),
            Row(
                "esc", "cancel ! or &, hide crosshair", docs: "cancel a pending `!` or `&`; hide the crosshair",
                modes: [.sandbox, .pendingTap], matches: [.key(.escape)], commands: [Command("hide the crosshair", .escape)],
                hints: [.hint(.doubleTap, 60, "esc", "cancel"), .hint(.firstFinger, 30, "esc", "cancel"), .hint(.secondFinger, 30, "esc", "cancel")],
                run: { _, model in
                    if model.ui.prefix != nil { return [.setPrefix(nil), InputMap.notice("cancelled")] }
                    return model.ui.showsCursor ? [.hideCursor] : []
                }),
        ])

    static let gestures = Section(
        "Gestures",
        rows: [
            Row(
                "s / S", "swipe back and finish / cancel",
                docs: "swipe back from the left edge and finish (release at 80 %) / cancel (release at 30 %)", matches: characters("sS"),
                commands: [Command("swipe back, finishing", "s"), Command("swipe back, cancelling", "S")],
                hints: [.hint(.running, 50, "s", "swipe")],
                // Update says what became of the swipe (it may not begin at all).
                run: { key, _ in [.world(.swipeBack(finish: key == .character("s")))] }),
            Row(
                "edge drag", "swipe back with the mouse",
                docs: "mouse: press on the phone's left edge below the bar and drag; the interactive pop follows the pointer and finishes on release past half the width, cancels before. A press there without moving is a plain tap"),
            Row(
                "v / ^ / V", "card down / up / dismiss", docs: "drag the card down (minimize) / up (expand) / all the way (dismiss)",
                matches: characters("v^V"),
                commands: [
                    Command("card: drag down (minimize)", "v"), Command("card: drag up (expand)", "^"), Command("card: dismiss", "V"),
                ],
                run: { key, model in
                    guard model.world.presentation != nil else {
                        return [InputMap.notice("nothing is presented: no card to drag", warning: true)]
                    }
                    // A system sheet: the same keys drag it to medium / large / down (`drag-sheet`).
                    if model.world.presentation?.sheet != nil {
                        let (drag, words): (SheetDrag, String) =
                            key == .character("v") ? (.medium, "to medium") : key == .character("^") ? (.large, "to large") : (.dismiss, "down to dismiss")
                        return [.world(.dragSheet(drag)), InputMap.notice("drag the sheet \(words)")]
                    }
                    let (drag, words, label): (CardDrag, String, String) =
                        key == .character("v") ? (.down, "down", "v") : key == .character("^") ? (.up, "up", "^") : (.dismiss, "away", "V")
                    return [.world(.dragCard(drag)), InputMap.notice("\(label) drag the card \(words)")]
                }),
            Row(
                "grabber drag", "move the card with the mouse",
                docs: "mouse: drag the card's grabber; down minimizes, up expands, far down (or down from minimized) dismisses; a ghost grabber follows the pointer"),
            Row(
                "*", "press and hold at the crosshair (0.6 s)",
                docs: "press and hold at the crosshair for 0.6 s, then lift (a script's `press x,y for 600ms`): in a scroll view the highlight comes only after its touch delay",
                matches: characters("*"), commands: [Command("press and hold at the crosshair", "*")],
                run: { _, model in
                    let cursor = model.ui.cursor
                    return [
                        .moveCursor(dx: 0, dy: 0), InputMap.notice("* press and hold at \(cursor) for 0.6 s"),
                        .world(.press(.point(cursor), milliseconds: 600)),
                    ]
                }),
            Row(
                "< / >", "scroll up / down from the crosshair",
                docs: "drag 3 cells up / down from the crosshair at once (a script's `scroll x,y by -3` / `by 3`): the scroll view there takes the touch from its content; outside any scroll view nothing is touched",
                matches: characters("<>"),
                commands: [Command("scroll up from the crosshair", "<"), Command("scroll down from the crosshair", ">")],
                run: { key, model in
                    let cursor = model.ui.cursor
                    let distance = key == .character("<") ? -3 : 3
                    return [
                        .moveCursor(dx: 0, dy: 0), InputMap.notice("\(distance < 0 ? "<" : ">") scroll by \(distance) from \(cursor)"),
                        .world(.scroll(.point(cursor), by: distance)),
                    ]
                }),
        ])

    static let world = Section(
        "World", heading: "## The world",
        rows: [
            Row(
                "⇥ / ⇧⇥", "next / previous strategy",
                docs: "Tab / Shift-Tab: next / previous guard strategy (the old one releases its locks, the log says what)",
                matches: [.key(.tab), .key(.backTab)], commands: [Command("next strategy", .tab), Command("previous strategy", .backTab)],
                hints: [.hint(.running, 80, "⇥", "strategy"), .hint(.paused, 80, "⇥", "strategy"), .hint(.crashed, 20, "⇥", "strategy")],
                run: { key, model in
                    let strategy = InputMap.cycle(model.world.configuration.strategies.ids, from: model.world.strategyID, by: key == .tab ? 1 : -1)
                    return [.world(.setStrategy(strategy)), InputMap.notice("strategy \(strategy)")]
                }),
            Row(
                "p / P", "next / previous profile", docs: "next / previous iOS profile (iOS 7, iOS 12, iOS 17, iOS 26)",
                matches: characters("pP"), commands: [Command("next profile", "p"), Command("previous profile", "P")],
                hints: [.hint(.running, 100, "p", "profile"), .hint(.crashed, 30, "p", "profile")],
                run: { key, model in
                    let profile = InputMap.cycle(Profile.allCases, from: model.world.profile, by: key == .character("p") ? 1 : -1)
                    return [.world(.setProfile(profile)), InputMap.notice("profile \(profile.displayName)")]
                }),
            Row(
                "x", "toggle exclusive-touch", matches: characters("x"),
                commands: [Command("toggle exclusive-touch", "x", toggle: .exclusiveTouch)],
                // One hint stands for the three toggle keys.
                hints: [.hint(.running, 130, "x g o", "toggles")],
                run: { _, model in
                    let on = model.world.toggles.exclusiveTouch
                    return [.world(.setToggle(.exclusiveTouch, !on)), InputMap.notice("exclusive-touch \(on ? "off" : "on")")]
                }),
            Row(
                "g", "pop-gesture: auto → on → off", docs: "pop-gesture: auto → on → off → auto", matches: characters("g"),
                commands: [Command("toggle pop-gesture", "g", toggle: .popGesture)],
                run: { _, model in
                    let next = InputMap.nextAutoSetting(after: model.world.toggles.popGesture)
                    return [.world(.setToggle(.popGesture, next)), InputMap.notice("pop-gesture \(next.map { $0 ? "on" : "off" } ?? "auto")")]
                }),
            Row(
                "G", "content-pop-gesture: auto → on → off", docs: "content-pop-gesture (iOS 26's back swipe anywhere on the content): auto → on → off → auto",
                matches: characters("G"),
                commands: [Command("toggle content-pop-gesture", "G", toggle: .contentPopGesture)],
                run: { _, model in
                    let next = InputMap.nextAutoSetting(after: model.world.toggles.contentPopGesture)
                    return [
                        .world(.setToggle(.contentPopGesture, next)),
                        InputMap.notice("content-pop-gesture \(next.map { $0 ? "on" : "off" } ?? "auto")"),
                    ]
                }),
            Row(
                "o", "toggle pass-through", docs: "toggle pass-through on the presentation container", matches: characters("o"),
                commands: [Command("toggle pass-through", "o", toggle: .passThrough)],
                run: { _, model in
                    let on = model.world.toggles.passThrough
                    return [.world(.setToggle(.passThrough, !on)), InputMap.notice("pass-through \(on ? "off" : "on")")]
                }),
            Row(
                "A", "toggle allow-interaction-during-transition",
                docs: "toggle allow-interaction-during-transition (UIKit's own flag: on, the screens in a transition take touches)",
                matches: characters("A"),
                commands: [Command("toggle allow-interaction-during-transition", "A", toggle: .allowInteractionDuringTransition)],
                run: { _, model in
                    let allow = !model.world.toggles.allowInteractionDuringTransition
                    return [
                        .world(.setToggle(.allowInteractionDuringTransition, allow)),
                        InputMap.notice(
                            "allow-interaction-during-transition \(allow ? "on: screens in a transition take touches" : "off: UIKit blocks them")"),
                    ]
                }),
            Row(
                "D", "toggle pop-gesture-delegate",
                docs: "toggle pop-gesture-delegate (off: interactivePopGestureRecognizer.delegate = nil, the custom-back-button recipe; a swipe at the root then stalls navigation)",
                matches: characters("D"),
                commands: [Command("toggle pop-gesture-delegate", "D", toggle: .popGestureDelegate)],
                run: { _, model in
                    let keep = !model.world.toggles.popGestureDelegate
                    return [
                        .world(.setToggle(.popGestureDelegate, keep)),
                        InputMap.notice(
                            "pop-gesture-delegate \(keep ? "on: UIKit's delegate refuses a swipe at the root" : "off: delegate = nil, nothing refuses a swipe at the root")"),
                    ]
                }),
            Row(
                "r", "relaunch the app", docs: "relaunch the app (the only way back after a crash)", matches: characters("r"),
                commands: [Command("relaunch the app", "r")],
                hints: [.hint(.running, 140, "r", "relaunch"), .hint(.crashed, 10, "r", "relaunch")],
                run: { _, _ in [.world(.relaunch), InputMap.notice("relaunched")] }),
        ])

    static let time = Section(
        "Time",
        intro: "Virtual time follows the wall clock × speed while running.",
        rows: [
            Row(
                "space", "pause / resume", matches: characters(" "), commands: [Command("pause / resume", " ")],
                hints: [
                    .hint(.running, 90, "space", text: pauseOrResume), .hint(.paused, 10, "space", text: pauseOrResume),
                    .hint(.crashed, 40, "space", text: pauseOrResume),
                ],
                run: { _, _ in [.togglePause] }),
            Row(
                ".", "step one frame (paused)",
                docs: "step one frame while paused (33 ms of virtual time at 1×, less at slower speeds)", matches: characters("."),
                commands: [Command("step one frame (paused)", ".")], hints: [.hint(.paused, 20, ".", "step")],
                run: { _, _ in [.stepFrame] }),
            Row(
                "+ / -", "speed 1× ½× ¼× ⅒×", docs: "speed 1× ½× ¼× ⅒× (`=` and `_` work too)", matches: characters("+=-_"),
                commands: [Command("speed up", "+"), Command("slow down", "-")],
                hints: [.hint(.running, 110, "+/-", "speed"), .hint(.paused, 70, "+/-", "speed")],
                run: { key, model in
                    let speed = model.ui.speed
                    if key == .character("+") || key == .character("=") {
                        guard speed != speed.faster else { return [InputMap.notice("already the fastest: 1×")] }
                        return [.faster]
                    }
                    guard speed != speed.slower else { return [InputMap.notice("already the slowest: \(speed.label)")] }
                    return [.slower]
                }),
            Row(
                "← / →", "paused: rewind / replay",
                docs: "while paused: rewind / replay through recorded world snapshots (the last 400). Changing a rewound world — a tap, resuming — starts a new future and drops the snapshots after it",
                // While running, ← and → move the crosshair (`arrows ⏎`).
                when: .paused, matches: [.key(.left), .key(.right)],
                hints: [.hint(.paused, 30, "←/→", "rewind/replay")],
                run: { key, _ in [key == .left ? .rewind : .replay] }),
        ])

    static let views = Section(
        "Views",
        intro: """
            The teaching keys: see the window's view tree with the last tap's walk on it,
            and change a view to watch hit-testing change.
            """,
        rows: [
            Row(
                "T", "view tree in place of the log, last walk marked",
                docs: "VIEW TREE in place of LAST TAP and the log: every view in the window, indented by depth in drawing order, with its class, label, frame (in its superview) and the flags hitTest reads when they are not the default (`hidden`, `α0.5`, `no-interaction`, `exclusive`, `multi-touch`, `pass-through`, `clips`); the last tap's walk is marked on it — `●` the hit view, `›` entered, `✗` skipped and why, `○` passed through. It opens on the hit view and follows each new tap to its hit view; a click on a row of the tree selects the view on that row (a cell's row its cell, not the table); `T` again shows LAST TAP and the log",
                matches: characters("T"), commands: [Command("view tree (show / hide)", "T")],
                run: { _, model in
                    [.toggleViewTree, InputMap.notice(model.ui.viewTree != nil ? "the log again" : "view tree: ↑ ↓ select, H O I E M edit")]
                }),
            Row(
                "↑ ↓  (tree)", "select a view (underlined on the phone)",
                docs: "with the view tree open, the arrows select a view (the crosshair still moves with the mouse): its row is reversed and it is underlined on the phone where it is drawn and shows",
                when: .viewTreeOpen, matches: [.key(.up), .key(.down)],
                run: { key, _ in [.moveTreeSelection(key == .up ? -1 : 1)] }),
            Row(
                "W", "step through the last walk, one view at a time",
                docs: #"with the view tree open, step through the last tap's hit-test walk one view at a time: the step's view is selected and the header says the point in that view's own coordinates and what point(inside:) answered (`walk 6/9 · UIView "Share row" · point(inside:) at (11,0), trying subviews front to back`)"#,
                matches: characters("W"), commands: [Command("step through the last walk", "W")],
                run: { _, model in
                    guard model.ui.viewTree != nil else {
                        return [InputMap.notice("W steps through the last walk: open the view tree first (T)", warning: true)]
                    }
                    return [.stepWalk]
                }),
            Row(
                "H O I E M", "hidden, alpha 1/0.5/0.005, interaction, exclusive, multi",
                docs: #"with the view tree open, change the selected view as a debugger would: `H` isHidden, `O` alpha (1 → 0.5 → 0.005, below hitTest's 0.01 → 1), `I` isUserInteractionEnabled, `E` isExclusiveTouch, `M` isMultipleTouchEnabled. The change is logged (`edited: UIButton "Reply".alpha = 0.005`), kept in the rewind history, and the next tap walks the new tree"#,
                matches: characters("HOIEM"),
                commands: [
                    Command("selected view: isHidden", "H"), Command("selected view: alpha 1 → 0.5 → 0.005", "O"),
                    Command("selected view: isUserInteractionEnabled", "I"), Command("selected view: isExclusiveTouch", "E"),
                    Command("selected view: isMultipleTouchEnabled", "M"),
                ],
                run: { key, model in
                    let edits: [Key: ViewEditKey] = [
                        .character("H"): .hidden, .character("O"): .alpha, .character("I"): .interaction,
                        .character("E"): .exclusiveTouch, .character("M"): .multipleTouch,
                    ]
                    return InputMap.editingView(key, model: model) { edits[key].map { [.editSelectedView($0)] } ?? [] }
                }),
            Row(
                "U", "undo the last view edit", docs: "undo the last view edit (the value it replaced comes back)", matches: characters("U"),
                commands: [Command("undo the last view edit", "U")],
                run: { key, model in InputMap.editingView(key, model: model) { [.undoViewEdit] } }),
        ])

    static let scriptAndLesson = Section(
        "Script and lesson",
        intro: """
            With `navsandbox --script FILE` the SCRIPT pane shares the log's rows (it
            takes them all when there are few; the full log view still shows the log):
            every line of the script with the one just played marked `▶` — taps, waits
            and settles alike —, each `expect` line `✓` or `✗ actual: …` with what the
            world showed, and the error that stopped the script on its line (the error
            and each failed expectation are also written to the log of the last world,
            which stays on screen). The title says the strategy and profile it plays
            under and how it stands (`playing`, `✓ 3/3`, `✗ 1/2`, `stopped: you took
            over`).
            """,
        rows: [
            Row(
                "R", "play the --script again from its first line",
                docs: "play the script again from its first line: a fresh world, the rewind history and timeline cleared, speed, pause and panes kept",
                matches: characters("R"), commands: [Command("script: play it again", "R")],
                run: { _, model in
                    guard let script = model.ui.script else {
                        return [InputMap.notice("R restarts a script: start one with navsandbox --script FILE", warning: true)]
                    }
                    return [.restartScript(strategy: nil, profile: nil), InputMap.notice("\(script.name) from the start")]
                }),
            Row(
                "⇥ p", "with a script: play it again, next strategy / profile",
                docs: "while the script plays or once it has finished, Tab / Shift-Tab and `p` / `P` play it again under the next (previous) strategy or profile instead of switching the live world — the same taps, another guard. Once you take over (a tap, a gesture, a toggle while it plays), the script stops and these keys act on the live world again; `R` still replays it",
                when: .scriptReplaysOnSwitch, matches: [.key(.tab), .key(.backTab)] + characters("pP"),
                run: { key, model in
                    guard let script = model.ui.script else { return nil }
                    // A demo's script plays on under the next strategy rather
                    // than stopping: the same taps, another guard.
                    switch key {
                    case .tab, .backTab:
                        let strategy = InputMap.cycle(model.world.configuration.strategies.ids, from: script.strategy, by: key == .tab ? 1 : -1)
                        return [.restartScript(strategy: strategy, profile: nil), InputMap.notice("\(script.name) again under strategy \(strategy)")]
                    default:
                        let profile = InputMap.cycle(Profile.allCases, from: script.profile, by: key == .character("p") ? 1 : -1)
                        return [.restartScript(strategy: nil, profile: profile), InputMap.notice("\(script.name) again on \(profile.displayName)")]
                    }
                }),
            Row(
                "1-9 ⏎", "in a lesson: answer; go on, hint, show me",
                docs: "in a lesson (`navsandbox learn`, docs/lessons.md), the LESSON pane takes the place of LAST TAP and the log: while a question is open 1-9 pick an answer, and so does a click on a choice, or on the phone on the view a choice names (with no question open they tap controls as ever); ⏎ never answers a question — you choose; a click on the `⏎` line does what ⏎ does; ⏎ goes on after a paragraph or an answer; during a task ⏎ shows the hint, then a second ⏎ does it for you; at the end the pane gives the score and what you missed, and ⏎ starts the next lesson of the course (`q` leaves)",
                modes: [.lesson], matches: characters("123456789") + [.key(.enter)],
                run: { key, model in model.ui.lesson?.prompt.flatMap { InputMap.lessonIntents(for: key, prompt: $0, model: model) } }),
        ])

    static let screen = Section(
        "Screen",
        rows: [
            Row(
                "[ / ]  wheel", "scroll the log (the tree, the lesson) back / forward",
                docs: "scroll the log (or the view tree, or in a lesson the LESSON pane) back / forward three lines (while scrolled back, new log entries do not move it; a new line of the lesson brings the pane back to the newest)",
                matches: characters("[]"), commands: [Command("scroll the log back", "["), Command("scroll the log forward", "]")],
                run: { key, model in InputMap.scrollSidePane(back: key == .character("["), page: false, model: model) }),
            Row(
                "PgUp / PgDn", "scroll the log a page", docs: "scroll the log (or the view tree, or the LESSON pane) by what its pane shows, less a line",
                matches: [.key(.pageUp), .key(.pageDown)],
                commands: [Command("scroll the log back a page", .pageUp), Command("scroll the log forward a page", .pageDown)],
                run: { key, model in
                    InputMap.scrollSidePane(back: key == .pageUp, page: true, model: model)
                }),
            Row(
                "L", "the whole log: kinds, / search",
                docs: "the log in full, over the panes right of the phone (see [The log view](#the-log-view)); `L`, Esc or `q` closes it",
                matches: characters("L"), commands: [Command("log view (show / hide)", "L")],
                run: { _, _ in [.logView(.toggle)] }),
            Row(
                ":", "command palette: run by name",
                docs: "the command palette: every action, strategy, profile, toggle, on-screen control, script, app and guard file by name (see [The command palette](#the-command-palette))",
                matches: characters(":"), hints: [.hint(.running, 40, ":", "commands")],
                run: { _, _ in [.palette(.open)] }),
            Row(
                "C", "screenshot: the screen as .svg and .txt",
                docs: "screenshot (the header says `saved navsandbox-…svg/.txt`): writes the screen as `navsandbox-<virtual ms>ms.svg` (colours, box drawing, the phone; for slides and docs) and the same as plain text beside it (`.txt`), in the current directory; a taken name gets `-2`, `-3`…, nothing is replaced. `navsandbox run FILE --screenshot F.svg` does the same for a script's last moment",
                matches: characters("C"), commands: [Command("screenshot (.svg and .txt)", "C")],
                run: { _, _ in [.screenshot] }),
            Row(
                "F", "save the session as a script that run replays",
                docs: "save the session so far as a script: `navsandbox-session-<virtual ms>ms.nss` in the current directory (never replacing a file). Every tap, click, gesture, toggle, strategy and profile switch and view edit at its exact virtual time, then the state on screen as expectations: `navsandbox run` replays it to the same world. See [scripts.md](scripts.md#saved-sessions)",
                matches: characters("F"), commands: [Command("save the session as a script (.nss)", "F")],
                run: { _, _ in [.saveSession] }),
            Row(
                "Z", "phone size: auto → 1× → 2× (auto: 2× from 151×53)",
                docs: "the phone's size: auto → 1× → 2× → auto. At 2× every phone cell is a 2×2 block (frames double; letters stay the terminal's size, so labels cut at 1× fit), for a projector or a big window; clicks and drags map back to phone cells. Auto picks 2× from 151×53 (the doubled phone, a 100-column status pane and every row of the 1× layout); a forced 2× needs 104×46 and falls back to 1× with a message below that",
                matches: characters("Z"), commands: [Command("phone size: auto → 1× → 2×", "Z")],
                run: { _, _ in [.cycleZoom] }),
            Row(
                "K", "presenter mode: the phone as large as fits, keys shown",
                docs: "presenter mode (also `navsandbox --present`): the phone takes the terminal at the largest whole scale that fits beside a 40-column pane (2× at 120×50 and 200×60, 3× from 115×70); LOCKS and LAST TAP shrink to one bold line each (what is held; the hit view and what became of the touch) and a keystroke overlay beside the phone shows each key and click for a second, so an audience sees what the speaker pressed. Key badges stay off the labels' text. A script's, a lesson's or the view tree's pane still opens below. `K` again goes back",
                matches: characters("K"), commands: [Command("presenter mode (on / off)", "K")],
                // Only while presenting: the speaker's way back, first.
                hints: [.running, .paused].map { .hint($0, 5, "K", text: { $0.ui.isPresenting ? "leave presenter" : nil }) },
                run: { _, _ in [.togglePresenter] }),
            Row(
                "~", "slow motion: ⅒× and back",
                docs: "slow motion one key away: ⅒× (a 350 ms push takes 3.5 s), and `~` again goes back to the speed before it (from a ⅒× set with `-`, to 1×)",
                matches: characters("~"), commands: [Command("slow motion (⅒× / back)", "~")],
                hints: [.running, .paused].map { .hint($0, 6, "~", text: { $0.ui.isPresenting ? "slow motion" : nil }) },
                run: { _, _ in [.toggleSlowMotion] }),
            Row(
                "?  F1", "this help (q, Esc or ? closes it)",
                docs: "help: every key and a primer on hit-testing and the responder chain. It scrolls when the terminal is too short for it (↑ ↓ or `j k`, PgUp PgDn or `b space`, `g G` for the ends, the wheel), and the bottom border says where you are. `q`, Esc, `?` or F1 close it — `q` does not quit from the help; Ctrl-C still does. A click outside the box closes it too; other keys are swallowed with a reminder",
                matches: characters("?") + [.key(.f1)], commands: [Command("help: every key", "?")],
                hints: HintContext.mainScreen.map { .hint($0, 900, "?", "help") },
                run: { _, _ in [.toggleHelp] }),
            Row(
                "q  Ctrl-C", "quit",
                docs: "quit (exit status 0 after `q`, 130 after Ctrl-C, as for an interrupted program; the terminal is restored; so it is on every signal that ends the process — SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGUSR1/2, SIGALRM, which it then still dies of —, on a crash, and when the terminal can no longer be written to)",
                modes: [.sandbox, .pendingTap], matches: characters("q") + [.key(.controlC)], commands: [Command("quit", "q")],
                hints: HintContext.mainScreen.map { .hint($0, 910, "q", "quit") },
                run: { _, _ in [.quit] }),
            Row(
                "Ctrl-Z", "suspend to the shell",
                docs: "suspend to the shell with the terminal restored; `fg` brings the sandbox back with every mode as it was (drags keep working). Nothing happens where the shell has no job control",
                // The terminal turns Ctrl-Z into SIGTSTP before the input map sees a key.
                showsInHelp: false),
        ])

    @Sendable static func pauseOrResume(_ model: AppModel) -> String? {
        model.ui.isPaused ? "resume" : "pause"
    }
}
