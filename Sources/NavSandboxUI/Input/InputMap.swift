import NavSandboxCore

/// Turns one terminal event into intents: a pure function of the event, the
/// front end's state and the world. The key map it consults is built from
/// the same scene the phone is drawn from, so a key taps exactly the control
/// whose badge shows it.
public enum InputMap {
    public static func intents(for event: TerminalEvent, model: AppModel) -> [Intent] {
        switch event {
        case .resize(let width, let height):
            return [.resize(width: width, height: height)]
        case .key(let key):
            return intents(for: key, model: model)
        case .mouse(let mouse):
            return intents(for: mouse, model: model)
        }
    }

    // MARK: Keys

    static func intents(for key: Key, model: AppModel) -> [Intent] {
        let ui = model.ui
        let world = model.world
        if ui.showsHelp { return helpIntents(for: key, model: model) }
        // Open, the palette and the log view read every key themselves, so
        // no key there taps a control or quits by accident.
        if ui.palette != nil { return paletteIntents(for: key, model: model) }
        if ui.logView != nil { return logViewIntents(for: key, model: model) }
        if key == .controlC || key == .character("q") { return [.quit] }
        if ui.layout.isTooSmall { return [] }
        if let prefix = ui.prefix { return completing(prefix, with: key, model: model) }
        if let prompt = ui.lesson?.prompt, let intents = lessonIntents(for: key, prompt: prompt, model: model) { return intents }

        switch key {
        case .escape:
            return ui.showsCursor ? [.hideCursor] : []
        case .tab, .backTab:
            if let script = ui.script, script.rerunsOnSwitch {
                // A demo's script plays on under the next strategy rather
                // than stopping: the same taps, another guard.
                let strategy = cycle(world.configuration.strategyIDs, from: script.strategy, by: key == .tab ? 1 : -1)
                return [.restartScript(strategy: strategy, profile: nil), notice("\(script.name) again under strategy \(strategy)")]
            }
            let strategy = cycle(world.configuration.strategyIDs, from: world.strategyID, by: key == .tab ? 1 : -1)
            return [.world(.setStrategy(strategy)), notice("strategy \(strategy)")]
        case .up:
            return ui.showsViewTree ? [.moveTreeSelection(-1)] : [.moveCursor(dx: 0, dy: -1)]
        case .down:
            return ui.showsViewTree ? [.moveTreeSelection(1)] : [.moveCursor(dx: 0, dy: 1)]
        case .left:
            // One clear rule: while paused ←/→ travel through time; otherwise
            // all four arrows move the crosshair.
            return ui.isPaused ? [.rewind] : [.moveCursor(dx: -1, dy: 0)]
        case .right:
            return ui.isPaused ? [.replay] : [.moveCursor(dx: 1, dy: 0)]
        case .enter:
            return [
                .moveCursor(dx: 0, dy: 0), notice("⏎ tap at \(ui.cursor)"),
                .fingerTap(FingerTap(point: ui.cursor, label: "the crosshair \(ui.cursor)")),
            ]
        case .f1:
            return [.toggleHelp]
        case .pageUp:
            return ui.showsViewTree ? [.scrollTree(-treePage(model))] : [.scrollLog(logPage(model))]
        case .pageDown:
            return ui.showsViewTree ? [.scrollTree(treePage(model))] : [.scrollLog(-logPage(model))]
        case .controlC:
            return []
        case .backspace, .unknown:
            // Like an unknown letter: say so, rather than nothing at all.
            return [notice("that key does nothing — press ? for every key", warning: true)]
        case .character(let character):
            return intents(forCharacter: character, model: model)
        }
    }

    private static func intents(forCharacter character: Character, model: AppModel) -> [Intent] {
        let world = model.world
        switch character {
        case "?": return [.toggleHelp]
        case " ": return [.togglePause]
        case ".": return [.stepFrame]
        case "+", "=":
            guard model.ui.speed != model.ui.speed.faster else { return [notice("already the fastest: 1×")] }
            return [.faster]
        case "-", "_":
            guard model.ui.speed != model.ui.speed.slower else { return [notice("already the slowest: \(model.ui.speed.label)")] }
            return [.slower]
        case "[": return model.ui.showsViewTree ? [.scrollTree(-3)] : [.scrollLog(3)]
        case "]": return model.ui.showsViewTree ? [.scrollTree(3)] : [.scrollLog(-3)]
        case "T":
            return [.toggleViewTree, notice(model.ui.showsViewTree ? "the log again" : "view tree: ↑ ↓ select, H O I E M edit")]
        case "C": return [.screenshot]
        case "Z": return [.cycleZoom]
        case "F": return [.saveSession]
        case "R":
            guard let script = model.ui.script else {
                return [notice("R restarts a script: start one with navsandbox --script FILE", warning: true)]
            }
            return [.restartScript(strategy: nil, profile: nil), notice("\(script.name) from the start")]
        case ":": return [.palette(.open)]
        case "L": return [.logView(.toggle)]
        case ",":
            guard let last = model.ui.lastFingerTap else {
                return [notice(", taps again where the last tap landed: nothing tapped yet", warning: true)]
            }
            return [notice(", again: \(last.label) at \(last.point)"), .fingerTap(last)]
        case "W":
            guard model.ui.showsViewTree else {
                return [notice("W steps through the last walk: open the view tree first (T)", warning: true)]
            }
            return [.stepWalk]
        case "H", "O", "I", "E", "M", "U":
            guard model.ui.showsViewTree else {
                return [notice("\(character) edits a view: open the view tree first (T)", warning: true)]
            }
            switch character {
            case "H": return [.editSelectedView(.hidden)]
            case "O": return [.editSelectedView(.alpha)]
            case "I": return [.editSelectedView(.interaction)]
            case "E": return [.editSelectedView(.exclusiveTouch)]
            case "M": return [.editSelectedView(.multipleTouch)]
            default: return [.undoViewEdit]
            }
        case "!": return [.setPrefix(.doubleTap), notice("! double-tap: now press a control's key (esc cancels)")]
        case "&":
            return [
                .setPrefix(.twoFingers(first: nil, firstLabel: nil)),
                notice("& two fingers: press the first control's key"),
            ]
        // Update says what became of the swipe (it may not begin at all).
        case "s": return [.world(.swipeBack(finish: true))]
        case "S": return [.world(.swipeBack(finish: false))]
        case "v", "^", "V":
            guard world.presentation != nil else { return [notice("nothing is presented: no card to drag", warning: true)] }
            let (drag, words): (CardDrag, String) =
                character == "v" ? (.down, "down") : character == "^" ? (.up, "up") : (.dismiss, "away")
            return [.world(.dragCard(drag)), notice("\(character) drag the card \(words)")]
        case "p", "P":
            if let script = model.ui.script, script.rerunsOnSwitch {
                let profile = cycle(Profile.allCases, from: script.profile, by: character == "p" ? 1 : -1)
                return [.restartScript(strategy: nil, profile: profile), notice("\(script.name) again on \(profile.displayName)")]
            }
            let profile = cycle(Profile.allCases, from: world.profile, by: character == "p" ? 1 : -1)
            return [.world(.setProfile(profile)), notice("profile \(profile.displayName)")]
        case "x":
            return [.world(.setToggle("exclusive-touch", !world.toggles.exclusiveTouch)), notice("exclusive-touch \(world.toggles.exclusiveTouch ? "off" : "on")")]
        case "g":
            // auto → on → off → auto
            let next: Bool? =
                switch world.toggles.popGesture {
                case nil: true
                case true?: false
                case false?: nil
                }
            return [.world(.setToggle("pop-gesture", next)), notice("pop-gesture \(next.map { $0 ? "on" : "off" } ?? "auto")")]
        case "o":
            return [.world(.setToggle("pass-through", !world.toggles.passThrough)), notice("pass-through \(world.toggles.passThrough ? "off" : "on")")]
        case "A":
            let allow = !world.toggles.allowInteractionDuringTransition
            return [
                .world(.setToggle("allow-interaction-during-transition", allow)),
                notice("allow-interaction-during-transition \(allow ? "on: screens in a transition take touches" : "off: UIKit blocks them")"),
            ]
        case "r":
            return [.world(.relaunch), notice("relaunched")]
        default:
            guard let target = target(for: character, model: model) else {
                return [unmapped(character, model: model)]
            }
            // The notice first: a tap that must wait for the finger says so instead.
            return [notice("\(character) tap \(target.label)"), .fingerTap(FingerTap(point: target.point, label: target.label))]
        }
    }

    /// The second (or third) key after `!` or `&`.
    private static func completing(_ prefix: InputPrefix, with key: Key, model: AppModel) -> [Intent] {
        if key == .escape { return [.setPrefix(nil), notice("cancelled")] }
        let chosen: (point: Point, label: String)?
        switch key {
        case .enter: chosen = (model.ui.cursor, "the crosshair \(model.ui.cursor)")
        case .character(let c): chosen = target(for: c, model: model)
        default: chosen = nil
        }
        guard let chosen else {
            let what: String = if case .character(let c) = key { "no control shows \(c)" } else { "that key is not a control" }
            return [.setPrefix(nil), notice("\(what): cancelled", warning: true)]
        }
        switch prefix {
        case .doubleTap:
            return [.setPrefix(nil), .doubleTap(chosen.point), notice("! double-tap \(chosen.label)")]
        case .twoFingers(nil, _):
            return [
                .setPrefix(.twoFingers(first: chosen.point, firstLabel: chosen.label)),
                notice("& first finger on \(chosen.label): press the second key"),
            ]
        case .twoFingers(let first?, let firstLabel):
            return [
                .setPrefix(nil), .world(.multiTouch([first, chosen.point])),
                notice("& two fingers: \(firstLabel ?? "\(first)") + \(chosen.label)"),
            ]
        }
    }

    /// The point and name a key taps: `b` for back, else a control's key.
    static func target(for character: Character, model: AppModel) -> (point: Point, label: String)? {
        let keys = keyMap(for: model)
        guard let entry = keys.entry(for: character) else { return nil }
        return (entry.tapPoint, character == "b" ? "back (\(entry.label))" : entry.label)
    }

    private static func unmapped(_ character: Character, model: AppModel) -> Intent {
        if model.world.isCrashed { return notice("the app has crashed: press r to relaunch", warning: true) }
        if character == "b" { return notice("no back button on screen", warning: true) }
        if KeyBindings.controlKeys.contains(character) {
            return notice("no control shows \(character) right now", warning: true)
        }
        return notice("\(character) does nothing — press ? for every key", warning: true)
    }

    /// PgUp/PgDn move the log by what its pane shows, less one line kept for context.
    static func logPage(_ model: AppModel) -> Int {
        max(1, model.ui.layout.log.height - 2)
    }

    static func treePage(_ model: AppModel) -> Int {
        max(1, model.ui.layout.viewTree.height - 2)
    }

    /// Over the help, keys read it: q closes it rather than quitting, so a
    /// reflex `q` after reading does not end the session.
    static func helpIntents(for key: Key, model: AppModel) -> [Intent] {
        // A page keeps one line of the last for context; the layout is built only for page keys.
        var page: Int {
            max(1, HelpOverlayWidget.Layout(screenWidth: model.ui.width, screenHeight: model.ui.height).content.height - 1)
        }
        switch key {
        case .controlC: return [.quit]
        case .escape, .f1, .character("q"), .character("?"): return [.closeHelp]
        case .up, .character("k"): return [.scrollHelp(-1)]
        case .down, .character("j"), .enter: return [.scrollHelp(1)]
        case .pageUp, .character("b"): return [.scrollHelp(-page)]
        case .pageDown, .character(" "): return [.scrollHelp(page)]
        case .character("g"): return [.scrollHelp(Int.min)]
        case .character("G"): return [.scrollHelp(Int.max)]
        default: return [notice("q, Esc or ? closes help", warning: true)]
        }
    }

    // MARK: Mouse

    static func intents(for mouse: MouseEvent, model: AppModel) -> [Intent] {
        let ui = model.ui
        let layout = ui.layout
        if layout.isTooSmall { return [] }
        if ui.showsHelp {
            switch mouse.kind {
            case .wheelUp: return [.scrollHelp(-3)]
            case .wheelDown: return [.scrollHelp(3)]
            // A click outside the box closes it, as a click outside a popover does.
            case .press:
                let box = HelpOverlayWidget.Layout(screenWidth: ui.width, screenHeight: ui.height).box
                return box.contains(Point(x: mouse.x, y: mouse.y)) ? [] : [.closeHelp]
            case .drag, .release: return []
            }
        }
        if ui.palette != nil { return paletteIntents(for: mouse, model: model) }
        if ui.logView != nil, let intents = logViewIntents(for: mouse, model: model) { return intents }
        if ui.logView == nil, let intents = lessonIntents(for: mouse, model: model) { return intents }
        let point = layout.unclampedPhonePoint(screenX: mouse.x, y: mouse.y)
        let onPhone = Phone.bounds.contains(point)

        switch mouse.kind {
        case .wheelUp:
            return model.ui.showsViewTree ? [.scrollTree(-3)] : [.scrollLog(3)]
        case .wheelDown:
            return model.ui.showsViewTree ? [.scrollTree(3)] : [.scrollLog(-3)]
        case .press:
            guard onPhone else { return [] }
            if let prefix = ui.prefix { return completing(prefix, at: point) }
            if isGrabber(at: point, world: model.world) {
                return [.setDrag(.grabber(start: point, current: point))]
            }
            if startsEdgeSwipe(at: point, world: model.world) { return [.setDrag(.edgePending(start: point))] }
            return [notice("click tap at \(point)"), .fingerTap(FingerTap(point: point, label: "click at \(point)"))]
        case .drag:
            switch ui.drag {
            case .edgePending(let start)?:
                guard point.x > start.x else { return [] }
                return [
                    .setDrag(.edgeSwipe(start: start)), .world(.edgeSwipeBegin(at: start)),
                    .world(.edgeSwipeMove(progress: swipeProgress(point, from: start))),
                ]
            case .edgeSwipe(let start)?:
                return [.world(.edgeSwipeMove(progress: swipeProgress(point, from: start)))]
            case .grabber(let start, _)?:
                let drag = cardDrag(dy: point.y - start.y, card: model.world.presentation?.card ?? .expanded)
                return [
                    .setDrag(.grabber(start: start, current: point)),
                    notice("release to \(drag.map(describe) ?? "leave the card where it is")"),
                ]
            case nil:
                return []
            }
        case .release:
            switch ui.drag {
            case .edgePending(let start)?:
                return [.setDrag(nil), notice("click tap at \(start)"), .fingerTap(FingerTap(point: start, label: "click at \(start)"))]
            case .edgeSwipe(let start)?:
                let progress = swipeProgress(point, from: start)
                let finish = progress > 50
                return [
                    .setDrag(nil), .world(.edgeSwipeMove(progress: progress)), .world(.edgeSwipeEnd(finish: finish)),
                    notice("swipe released at \(progress) % → \(finish ? "finish" : "cancel")"),
                ]
            case .grabber(let start, _)?:
                let dy = point.y - start.y
                guard dy != 0 else { return [.setDrag(nil), .fingerTap(FingerTap(point: start, label: "the grabber"))] }
                guard let drag = cardDrag(dy: dy, card: model.world.presentation?.card ?? .expanded) else {
                    return [.setDrag(nil)]
                }
                return [.setDrag(nil), .world(.dragCard(drag)), notice("card: \(describe(drag))")]
            case nil:
                return []
            }
        }
    }

    private static func completing(_ prefix: InputPrefix, at point: Point) -> [Intent] {
        switch prefix {
        case .doubleTap:
            return [.setPrefix(nil), .doubleTap(point), notice("! double-tap at \(point)")]
        case .twoFingers(nil, _):
            return [.setPrefix(.twoFingers(first: point, firstLabel: "\(point)")), notice("& first finger at \(point): the second?")]
        case .twoFingers(let first?, _):
            return [.setPrefix(nil), .world(.multiTouch([first, point])), notice("& two fingers at \(first) and \(point)")]
        }
    }

    /// A press below the bar while a pop could begin waits to see whether it
    /// becomes a swipe: on the left edge, or anywhere on iOS 26, whose
    /// content pop gesture takes a swipe from any point. Whether the gesture
    /// really sees the finger is the core's call (it hit-tests the press).
    static func startsEdgeSwipe(at point: Point, world: World) -> Bool {
        let fromEdge = point.x < World.edgeWidth
        return (fromEdge || world.profile.capabilities.contentPopGesture) && point.y >= Phone.contentFrame.y
            && !world.isCrashed && world.navigation.stack.count >= 2
    }

    static func isGrabber(at point: Point, world: World) -> Bool {
        guard let view = PhoneScene(world).topmostView(at: point) else { return false }
        return world.view(view).role == .cardGrabber
    }

    /// How far the pointer has dragged across the phone from where the swipe
    /// started, 0...100.
    static func swipeProgress(_ point: Point, from start: Point = Point(x: 0, y: 0)) -> Int {
        min(max((point.x - start.x) * 100 / Phone.width, 0), 100)
    }

    /// Down minimizes (or, far down or from minimized, dismisses); up expands.
    public static func cardDrag(dy: Int, card: CardState) -> CardDrag? {
        if dy < 0 { return .up }
        if dy == 0 { return nil }
        return card == .minimized || dy >= Phone.height / 2 - 2 ? .dismiss : .down
    }

    private static func describe(_ drag: CardDrag) -> String {
        switch drag {
        case .down: "minimize"
        case .up: "expand"
        case .dismiss: "dismiss"
        }
    }

    // MARK: Helpers

    /// The keys as the user sees them: held from frame to frame.
    public static func keyMap(for model: AppModel) -> KeyMap {
        model.ui.sceneCache.sceneAndKeys(for: model.world, holding: model.ui.keyHold).keys
    }

    /// The keys a fresh look at `world` would hand out, with nothing held.
    public static func keyMap(for world: World) -> KeyMap {
        KeyMap(world: world, scene: PhoneScene(world))
    }

    static func cycle<T: Equatable>(_ all: [T], from current: T, by step: Int) -> T {
        guard let index = all.firstIndex(of: current) else { return all[0] }
        return all[((index + step) % all.count + all.count) % all.count]
    }

    static func notice(_ text: String, warning: Bool = false) -> Intent {
        .notice(text, warning: warning)
    }
}
