import NavSandboxCore

/// Turns one terminal event into intents: a pure function of the event, the
/// front end's state and the world. Keys are looked up in the key table
/// (`KeyBindings`) for the current `InputMode`; the helpers here are what
/// its rows call. The key map it consults is built from the same scene the
/// phone is drawn from, so a key taps exactly the control whose badge
/// shows it.
public enum InputMap {
    public static func intents(for event: TerminalEvent, model: AppModel) -> [Intent] {
        switch event {
        case .resize(let width, let height):
            return [.resize(width: width, height: height)]
        case .key(let key):
            return keystroke(for: event, model: model) + intents(for: key, model: model)
        case .mouse(let mouse):
            return keystroke(for: event, model: model) + intents(for: mouse, model: model)
        }
    }

    /// In presenter mode the audience sees each key and click for a
    /// second: what was pressed, whatever it did (a key that does nothing
    /// shows too — the speaker pressed it). Drags and releases are part of
    /// the click; the wheel only scrolls.
    static func keystroke(for event: TerminalEvent, model: AppModel) -> [Intent] {
        guard model.ui.isPresenting else { return [] }
        switch event {
        case .key(let key): return [.showKeystroke(PaletteItems.label(of: key))]
        case .mouse(let mouse) where mouse.kind == .press: return [.showKeystroke("click")]
        default: return []
        }
    }

    // MARK: Keys

    /// A key is looked up in the key table: the first row of the current
    /// mode that takes it (rows with a condition that holds first) says
    /// what it does; a row may pass it on to the next (nil).
    static func intents(for key: Key, model: AppModel) -> [Intent] {
        let modes = InputMode.stack(for: model)
        let intents = lookUp(key, in: modes, model: model)
        // Too small to draw the phone, only quitting works on the main screen.
        if modes.contains(.sandbox) || modes.contains(.pendingTap), model.ui.layout.isTooSmall {
            return intents == [.quit] ? intents : []
        }
        return intents
    }

    private static func lookUp(_ key: Key, in modes: [InputMode], model: AppModel) -> [Intent] {
        for mode in modes {
            for row in KeyBindings.dispatchOrder(for: mode) where row.matches(key) {
                if let condition = row.when, !condition.holds(in: model) { continue }
                if let intents = row.run(key, model) { return intents }
            }
        }
        return unbound(key, in: modes.last ?? .sandbox, model: model)
    }

    /// A key no row of the mode takes: say so, rather than nothing at all
    /// (the palette and the search being typed swallow it quietly).
    private static func unbound(_ key: Key, in mode: InputMode, model: AppModel) -> [Intent] {
        switch mode {
        case .help: return [notice("q, Esc or ? closes help", warning: true)]
        case .logView: return [notice("in the log: ↑↓ scroll · f kind · / search · L or esc closes", warning: true)]
        case .palette, .logSearch, .pendingTap, .lesson: return []
        case .sandbox:
            if case .character(let character) = key { return [unmapped(character, model: model)] }
            return [notice("that key does nothing — press ? for every key", warning: true)]
        }
    }

    /// A control's key, or `b` for back: the one finger taps it.
    static func tap(_ key: Key, model: AppModel) -> [Intent] {
        guard case .character(let character) = key else { return [] }
        guard let target = target(for: character, model: model) else {
            return [unmapped(character, model: model)]
        }
        // The notice first: a tap that must wait for the finger says so instead.
        return [notice("\(character) tap \(target.label)"), .fingerTap(FingerTap(point: target.point, label: target.label))]
    }

    /// The view edit keys work on the view selected in the open tree.
    static func editingView(_ key: Key, model: AppModel, _ intents: () -> [Intent]) -> [Intent] {
        guard model.ui.viewTree != nil else {
            return [notice("\(PaletteItems.label(of: key)) edits a view: open the view tree first (T)", warning: true)]
        }
        return intents()
    }

    /// The second (or third) key after `!` or `&`.
    static func completing(_ prefix: InputPrefix, with key: Key, model: AppModel) -> [Intent] {
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
                .setPrefix(nil), .world(.twoFinger(.point(first), .point(chosen.point))),
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

    static func unmapped(_ character: Character, model: AppModel) -> Intent {
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

    /// Scrolls what shows right of the phone back (toward older lines, the
    /// tree's top) or forward: three lines, or a page of its pane.
    static func scrollSidePane(back: Bool, page: Bool, model: AppModel) -> [Intent] {
        switch model.ui.sidePane {
        case .lesson:
            let lines = page ? treePage(model) : 3
            return [.scrollLesson(back ? lines : -lines)]
        case .viewTree:
            let lines = page ? treePage(model) : 3
            return [.scrollTree(back ? -lines : lines)]
        case .lastTapAndLog:
            let lines = page ? logPage(model) : 3
            return [.scrollLog(back ? lines : -lines)]
        }
    }

    // MARK: Mouse

    static func intents(for mouse: MouseEvent, model: AppModel) -> [Intent] {
        let ui = model.ui
        let layout = ui.layout
        if layout.isTooSmall { return [] }
        switch InputMode.stack(for: model)[0] {
        case .help:
            switch mouse.kind {
            case .wheelUp: return [.scrollHelp(-3)]
            case .wheelDown: return [.scrollHelp(3)]
            // A click outside the box closes it, as a click outside a popover does.
            case .press:
                let box = HelpOverlayWidget.Layout(screenWidth: ui.width, screenHeight: ui.height).box
                return box.contains(Point(x: mouse.x, y: mouse.y)) ? [] : [.closeHelp]
            case .drag, .release: return []
            }
        case .palette:
            return paletteIntents(for: mouse, model: model)
        case .logView, .logSearch:
            if let intents = logViewIntents(for: mouse, model: model) { return intents }
        case .pendingTap, .lesson, .sandbox:
            if let intents = lessonIntents(for: mouse, model: model) { return intents }
        }
        if mouse.kind == .press, let view = ViewTreeWidget.view(atScreenY: mouse.y, x: mouse.x, model: model) {
            return [.selectTreeView(view)]
        }
        let point = layout.unclampedPhonePoint(screenX: mouse.x, y: mouse.y)
        let onPhone = Phone.bounds.contains(point)

        switch mouse.kind {
        case .wheelUp:
            return scrollSidePane(back: true, page: false, model: model)
        case .wheelDown:
            return scrollSidePane(back: false, page: false, model: model)
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
                    .setDrag(.edgeSwipe(start: start)), .world(.edgeSwipeBegin(at: .point(start))),
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
            return [.setPrefix(nil), .world(.twoFinger(.point(first), .point(point))), notice("& two fingers at \(first) and \(point)")]
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

    /// A toggle that takes `auto`, one key press on: auto → on → off → auto.
    static func nextAutoSetting(after value: Bool?) -> Bool? {
        switch value {
        case nil: true
        case true?: false
        case false?: nil
        }
    }

    static func notice(_ text: String, warning: Bool = false) -> Intent {
        .notice(text, warning: warning)
    }
}
