import NavSandboxCore

/// Applies intents to the app model: the only place the front end's state and
/// the world change. Pure apart from the model it is handed (no clock, no
/// terminal): the wall time arrives inside `.tick`.
public enum Update {
    /// Applies intents in order; stops early when one asks to quit.
    public static func apply(_ intents: [Intent], to model: inout AppModel) -> [Effect] {
        var effects: [Effect] = []
        for intent in intents {
            effects += apply(intent, to: &model)
            if effects.contains(.quit) { break }
        }
        return effects
    }

    public static func apply(_ intent: Intent, to model: inout AppModel) -> [Effect] {
        switch intent {
        case .world(let input):
            beginChange(&model)
            let touchesBefore = model.world.touches.nextID
            perform(input, on: &model)
            observe(&model)
            if case .swipeBack(let finish, _, _) = input { reportSwipe(finish: finish, touchesBefore: touchesBefore, &model) }
        case .fingerTap(let tap):
            beginChange(&model)
            model.ui.lastFingerTap = tap
            let start = fingerDown(for: 0, &model)
            if start > model.world.now {
                schedule(.tap(.point(tap.point)), at: start, in: &model)
                toast("\(tap.label): the finger is still down — this tap begins as it lifts, at t \(TimeFormat.seconds(start))", &model)
            } else {
                perform(.tap(.point(tap.point)), on: &model)
            }
            observe(&model)
        case .doubleTap(let point):
            beginChange(&model)
            // `,` taps there again (once): the same finger, the same point.
            model.ui.lastFingerTap = FingerTap(point: point, label: "the double-tapped \(point)")
            let start = fingerDown(for: UserInput.doubleTapGap, &model)
            if start > model.world.now {
                schedule(.tap(.point(point)), at: start, in: &model)
            } else {
                perform(.tap(.point(point)), on: &model)
            }
            schedule(.tap(.point(point)), at: start + UserInput.doubleTapGap, in: &model)
            observe(&model)
        case .tick(let wall):
            tick(to: wall, &model)
        case .togglePause:
            if model.ui.isPaused {
                beginChange(&model)
                model.ui.isPaused = false
                toast("running at \(model.ui.speed.label)", &model)
            } else {
                model.ui.isPaused = true
                toast("paused — . steps, ←/→ rewind", &model)
            }
            model.ui.virtualCarry = 0
        case .stepFrame:
            guard model.ui.isPaused else {
                toast("press space to pause first; . steps one frame while paused", &model, warning: true)
                return []
            }
            beginChange(&model)
            advance(&model, to: model.world.now + model.ui.speed.frameMilliseconds)
            observe(&model)
        case .stepTo(let time):
            guard time > model.world.now else { return [] }
            beginChange(&model)
            advance(&model, to: time)
            observe(&model)
        case .adoptWorld(let world):
            beginChange(&model)
            model.world = world
            observe(&model)
        case .showLesson(let pane):
            showLesson(pane, &model)
        case .startAfresh(let world, let newSession):
            startAfresh(on: world, newSession: newSession, &model)
        case .reloadGuard(let definition, let old):
            reloadGuard(definition, replacing: old, &model)
        case .loadGuard(let definition):
            reloadGuard(definition, replacing: definition.name, verb: "loaded", &model)
            return apply(.world(.setStrategy(definition.strategyID)), to: &model)
        case .showScript(let status, let pane):
            // No pane: no script plays (a lesson, if one runs, stays).
            if let pane {
                model.ui.guide = .script(ScriptGuide(pane: pane, status: status))
            } else {
                model.ui.script = nil
            }
        case .faster:
            model.ui.speedBeforeSlowMotion = nil
            model.ui.speed = model.ui.speed.faster
            model.ui.virtualCarry = 0
            toast("speed \(model.ui.speed.label)", &model)
        case .slower:
            model.ui.speedBeforeSlowMotion = nil
            model.ui.speed = model.ui.speed.slower
            model.ui.virtualCarry = 0
            toast("speed \(model.ui.speed.label)", &model)
        case .rewind:
            travel(backward: true, &model)
        case .replay:
            travel(backward: false, &model)
        case .moveCursor(let dx, let dy):
            model.ui.showsCursor = true
            model.ui.cursor.x = min(max(model.ui.cursor.x + dx, 0), Phone.width - 1)
            model.ui.cursor.y = min(max(model.ui.cursor.y + dy, 0), Phone.height - 1)
        case .hideCursor:
            model.ui.showsCursor = false
        case .setPrefix(let prefix):
            model.ui.prefix = prefix
        case .toggleHelp:
            model.ui.showsHelp.toggle()
            model.ui.helpScroll = 0
        case .closeHelp:
            model.ui.showsHelp = false
        case .scrollHelp(let delta):
            let limit = HelpOverlayWidget.Layout(screenWidth: model.ui.width, screenHeight: model.ui.height).maximumScroll
            let moved = model.ui.helpScroll.addingReportingOverflow(delta)
            let target = moved.overflow ? (delta > 0 ? Int.max : 0) : moved.partialValue
            model.ui.helpScroll = min(max(target, 0), limit)
        case .toggleViewTree:
            if model.ui.viewTree != nil {
                model.ui.viewTree = nil
            } else {
                // Open on the last tap's hit view, a third of the way down.
                let tree = ViewTree(model.world)
                let row = tree.hitRow ?? 0
                var pane = ViewTreePane(scroll: max(0, row - treeRows(model) / 3), selection: tree.rows[row].view)
                pane.followedTouch = model.world.lastTouch?.id
                model.ui.viewTree = pane
            }
        case .moveTreeSelection(let delta):
            guard var pane = model.ui.viewTree else { return [] }
            let tree = ViewTree(model.world)
            let current = tree.rows.firstIndex { $0.view == pane.selection } ?? 0
            let row = min(max(current + delta, 0), tree.rows.count - 1)
            pane.selection = tree.rows[row].view
            // Keep the selection in the pane, moving it one row at a time.
            let rows = treeRows(model)
            if row < pane.scroll { pane.scroll = row }
            if row >= pane.scroll + rows { pane.scroll = row - rows + 1 }
            model.ui.viewTree = pane
        case .editSelectedView(let key):
            guard let id = model.ui.viewTree?.selection, ViewTree(model.world).rows.contains(where: { $0.view == id }) else {
                toast("select a view in the view tree first (T, then ↑ ↓)", &model, warning: true)
                return []
            }
            let edit = key.edit(of: model.world.view(id))
            model.ui.editUndo.append(ViewEditUndo(view: id, previous: model.world.currentValue(of: edit, on: id)))
            beginChange(&model)
            perform(.editView(id, edit), on: &model)
            observe(&model)
            toast("\(model.world.view(id).debugName).\(edit.property) = \(edit.valueText) · U undoes", &model)
        case .stepWalk:
            guard let touch = model.world.lastTouch, !touch.walk.isEmpty else {
                toast("no walk yet: tap something first", &model)
                return []
            }
            let walk = touch.walk
            let previous = model.ui.walkStep.flatMap { $0.touch == touch.id ? $0.index : nil }
            let index = previous.map { ($0 + 1) % walk.count } ?? 0
            model.ui.walkStep = WalkPosition(touch: touch.id, index: index)
            let step = walk[index]
            if var pane = model.ui.viewTree {
                pane.selection = step.view
                if let row = ViewTree(model.world).rows.firstIndex(where: { $0.view == step.view }) {
                    pane.reveal(row: row, rows: treeRows(model))
                }
                model.ui.viewTree = pane
            }
            toast("walk \(index + 1)/\(walk.count) · \(step.name) · \(step.reason)", &model)
        case .undoViewEdit:
            guard let last = model.ui.editUndo.popLast() else {
                toast("no edit to undo", &model)
                return []
            }
            beginChange(&model)
            perform(.editView(last.view, last.previous), on: &model)
            observe(&model)
            model.ui.viewTree?.selection = last.view
            toast("undone: \(last.previous.property) = \(last.previous.valueText)", &model)
        case .scrollTree(let delta):
            guard var pane = model.ui.viewTree else { return [] }
            let count = ViewTree(model.world).rows.count
            let moved = pane.scroll.addingReportingOverflow(delta)
            let target = moved.overflow ? (delta > 0 ? Int.max : 0) : moved.partialValue
            pane.scroll = min(max(target, 0), max(0, count - 1))
            model.ui.viewTree = pane
        case .selectTreeView(let view):
            guard model.world.containsView(view) else { return [] }
            model.ui.viewTree?.selection = view
        case .scrollLesson(let delta):
            guard let lesson = model.ui.lesson else { return [] }
            let most = LessonPaneWidget.Layout.mostScroll(lesson, in: model.ui.layout.viewTree)
            let moved = model.ui.lessonScroll.addingReportingOverflow(delta)
            let target = moved.overflow ? (delta > 0 ? most : 0) : moved.partialValue
            model.ui.lessonScroll = min(max(target, 0), most)
        case .scrollLog(let delta):
            let count = model.world.log.entries.count
            model.ui.logScroll = min(max(model.ui.logScroll + delta, 0), max(0, count - 1))
        case .resize(let width, let height):
            model.ui.width = max(0, width)
            model.ui.height = max(0, height)
        case .setDrag(let drag):
            model.ui.drag = drag
        case .notice(let text, let warning):
            toast(text, &model, warning: warning)
        case .logGuardNotReloaded(let problem):
            model.world.step(.guardNotReloaded(problem: problem))
        case .recordingStopped(let reason):
            model.ui.recordingPath = nil
            toast("recording stopped: \(reason)", &model, warning: true)
        case .palette(let change):
            applyPalette(change, to: &model)
        case .logView(let change):
            applyLogView(change, to: &model)
        case .effect(let effect):
            return [effect]
        case .quit:
            return [.quit]
        case .screenshot:
            return [.screenshot]
        case .saveSession:
            return [.saveSession]
        case .lesson(let move):
            return [.lesson(move)]
        case .restartScript(let strategy, let profile):
            return [.restartScript(strategy: strategy, profile: profile)]
        case .togglePresenter:
            togglePresenter(&model)
        case .toggleSlowMotion:
            toggleSlowMotion(&model)
        case .showKeystroke(let text):
            model.ui.keystrokes.show(text, wallNow: model.ui.wallClock)
        case .cycleZoom:
            model.ui.phoneZoom = model.ui.phoneZoom.next
            let scale = model.ui.layout.phoneScale
            switch model.ui.phoneZoom {
            case .auto: toast("phone size auto: \(scale)× at \(model.ui.width)×\(model.ui.height) (2× from \(PhoneZoom.autoMinimumWidth)×\(PhoneZoom.autoMinimumHeight))", &model)
            case .one: toast("phone size 1×", &model)
            case .two where scale == 2: toast("phone size 2×", &model)
            case .two:
                toast("2× needs a terminal of at least \(PhoneZoom.forcedMinimumWidth)×\(PhoneZoom.forcedMinimumHeight); this one is \(model.ui.width)×\(model.ui.height): 1×", &model, warning: true)
            }
        }
        return []
    }

    // MARK: Time

    /// Virtual time follows the wall clock × speed while running. Slow speeds
    /// keep the leftover wall milliseconds so no time is lost to rounding.
    private static func tick(to wall: Int, _ model: inout AppModel) {
        let elapsed = min(max(wall - model.ui.wallClock, 0), AppTiming.maximumWallStep)
        model.ui.wallClock = max(model.ui.wallClock, wall)
        if let toast = model.ui.toast, toast.expiresAt <= model.ui.wallClock { model.ui.toast = nil }
        model.ui.keystrokes.expire(wallNow: model.ui.wallClock)
        guard !model.ui.isPaused else {
            // Highlights still fade while paused.
            model.ui.flagWatch.observe(model.world.flags, wallNow: model.ui.wallClock)
            return
        }
        let total = elapsed + model.ui.virtualCarry
        let virtual = total / model.ui.speed.divisor
        model.ui.virtualCarry = total % model.ui.speed.divisor
        guard virtual > 0 else { return }
        beginChange(&model)
        advance(&model, to: model.world.now + virtual)
        observe(&model)
    }

    /// Runs the world to `target`, one event or pending input at a time, so
    /// the timeline sees every state the world passes through.
    static func advance(_ model: inout AppModel, to target: Int) {
        // The core's one time loop (World.walkTime): every world event due by
        // an instant, then the inputs due then, then the timeline looks. The
        // world walks out of the model; to take an input it is swapped back
        // in and out again (moves, not copies: a copy would make the next
        // change copy the world's buffers).
        var world = model.world.takeOut()
        world.walkTime(to: .time(target), inputAt: { _ in model.ui.pendingInputs.first?.at }, move: { $0.step($1) }) { world in
            if let pending = model.ui.pendingInputs.first, pending.at <= world.now {
                swap(&model.world, &world)
                while let pending = model.ui.pendingInputs.first, pending.at <= model.world.now {
                    model.ui.pendingInputs.removeFirst()
                    perform(pending.input, on: &model)
                }
                swap(&model.world, &world)
            }
            model.ui.timeline.observe(world)
        }
        model.world = world
        model.ui.timeline.observe(model.world)
    }

    /// When the front end's one finger can next land (now, or when the last
    /// tap's finger lifts), and books it for `span` ms of taps from then.
    private static func fingerDown(for span: Int, _ model: inout AppModel) -> Int {
        let start = max(model.world.now, model.ui.fingerLiftsAt)
        model.ui.fingerLiftsAt = start + span + model.world.configuration.tapDuration
        return start
    }

    private static func schedule(_ input: UserInput, at time: Int, in model: inout AppModel) {
        let pending = ScheduledInput(at: time, input: input)
        let index = model.ui.pendingInputs.firstIndex { $0.at > time } ?? model.ui.pendingInputs.count
        model.ui.pendingInputs.insert(pending, at: index)
    }

    // MARK: Rewind

    private static func travel(backward: Bool, _ model: inout AppModel) {
        guard model.ui.isPaused else {
            toast("pause first (space): ←/→ rewind only while paused", &model, warning: true)
            return
        }
        if !model.ui.history.isRewound {
            let world = model.world
            // Idle and still: a change of clock alone is nothing to rewind to.
            let settled = world.isIdle && model.ui.pendingInputs.isEmpty && !WakePolicy.isAnimating(world)
            model.ui.history.record(world, isSettled: settled, inputs: model.ui.sessionInputs.count)
        }
        let world = backward ? model.ui.history.stepBack() : model.ui.history.stepForward()
        guard let world else {
            toast(backward ? "oldest snapshot reached" : "this is the newest snapshot", &model, warning: true)
            return
        }
        model.world = world
        // Pending inputs belong to the future the user left.
        model.ui.pendingInputs.removeAll()
        model.ui.fingerLiftsAt = 0
        holdKeys(&model)
        model.ui.drag = nil
        model.ui.flagWatch.observe(model.world.flags, wallNow: model.ui.wallClock)
        let where_ = model.ui.history.isRewound ? "rewound \(model.ui.history.positionLabel)" : "back at the newest snapshot"
        toast("\(where_) · t \(TimeFormat.seconds(model.world.now))", &model)
    }

    /// Called before the world changes: a rewound world that changes starts a
    /// new future, so the snapshots and timeline after it go.
    /// With the tree open, a new tap's hit view becomes the selection and
    /// scrolls into the pane, so the ● is never off screen.
    static func followTapInTree(_ model: inout AppModel) {
        guard var pane = model.ui.viewTree, let touch = model.world.lastTouch, touch.id != pane.followedTouch,
            !touch.walk.isEmpty
        else { return }
        pane.followedTouch = touch.id
        let tree = ViewTree(model.world)
        if let row = tree.hitRow {
            pane.selection = tree.rows[row].view
            pane.reveal(row: row, rows: treeRows(model))
        }
        model.ui.viewTree = pane
    }

    /// The view tree's rows below its title.
    private static func treeRows(_ model: AppModel) -> Int { max(1, model.ui.layout.viewTree.height - 1) }

    private static func beginChange(_ model: inout AppModel) {
        guard model.ui.history.isRewound else { return }
        // What was done in the future just left is not part of this session:
        // the inputs after the ones the shown snapshot had seen.
        if let count = model.ui.history.shownInputCount, count < model.ui.sessionInputs.count {
            model.ui.sessionInputs.removeSubrange(count...)
        }
        let discarded = model.ui.history.branch()
        model.ui.timeline.truncate(after: model.world.now)
        model.ui.pendingInputs.removeAll()
        model.ui.fingerLiftsAt = 0
        if discarded > 0 { toast("new branch from here: \(discarded) later snapshots dropped", &model) }
    }

    /// After the world changed: flags, timeline, history and the log's scroll.
    static func observe(_ model: inout AppModel) {
        followTapInTree(&model)
        holdKeys(&model)
        model.ui.timeline.observe(model.world)
        model.ui.flagWatch.observe(model.world.flags, wallNow: model.ui.wallClock)
        if !model.ui.history.isRewound {
            let world = model.world
            // Idle and still: a change of clock alone is nothing to rewind to.
            let settled = world.isIdle && model.ui.pendingInputs.isEmpty && !WakePolicy.isAnimating(world)
            model.ui.history.record(world, isSettled: settled, inputs: model.ui.sessionInputs.count)
        }
        let total = model.world.log.totalCount
        if model.ui.logScroll > 0, total > model.ui.lastLogTotal {
            // Keep the lines the user scrolled to where they are.
            model.ui.logScroll += total - model.ui.lastLogTotal
        }
        model.ui.logScroll = min(model.ui.logScroll, max(0, model.world.log.entries.count - 1))
        model.ui.lastLogTotal = total
    }

    /// The lesson's pane, and the world held still while the learner reads
    /// or thinks (a question about a push must find it mid-push); a task
    /// runs the clock. A prediction's point is marked with the crosshair.
    static func showLesson(_ pane: LessonPane, _ model: inout AppModel) {
        // Something new in the lesson: the newest lines show again.
        let scroll = model.ui.lesson == pane ? model.ui.lessonScroll : 0
        model.ui.guide = .lesson(LessonGuide(pane: pane, scroll: scroll))
        switch pane.prompt {
        case .next?, .choose?:
            model.ui.isPaused = true
            model.ui.virtualCarry = 0
        case .tryIt?:
            model.ui.isPaused = false
        case .finished?, nil:
            break
        }
        if case .choose(_, _, let point?)? = pane.prompt {
            model.ui.cursor = point
            model.ui.showsCursor = true
        }
    }

    /// Carries each control's key into the new world: controls still in
    /// the window keep theirs, new ones take the free keys.
    static func holdKeys(_ model: inout AppModel) {
        let scene = PhoneScene(model.world)
        let keys = KeyMap(world: model.world, scene: scene, holding: model.ui.keyHold)
        model.ui.keyHold = keys.assignment
        model.ui.sceneCache.store(model.world, scene: scene, keys: keys)
    }

    // MARK: World inputs

    private static func perform(_ input: UserInput, on model: inout AppModel) {
        if model.ui.sessionInputs.count < AppTiming.sessionInputLimit {
            model.ui.sessionInputs.append(TimedInput(time: model.world.now, input: input))
        } else {
            model.ui.sessionOverflowed = true
        }
        model.world.step(input)
        switch input {
        case .relaunch, .setStrategy:
            // What fired so far belongs to the run before this one.
            model.ui.violationsBeforeRun = model.world.violations.count
        default:
            break
        }
        if input == .relaunch {
            // Keys typed for the old app do not land on the new one, and its
            // views (and the edits made to them) are gone.
            model.ui.pendingInputs.removeAll()
            model.ui.fingerLiftsAt = 0
            model.ui.keyHold = [:]
            model.ui.drag = nil
            model.ui.editUndo.removeAll()
            model.ui.viewTree?.selection = nil
        }
    }

    /// What became of `s` / `S`: a swipe that began, or why it did not
    /// (the root on top, the recognizer disabled, a lock) — the header
    /// must not say "swiping" while LAST TAP says it was dropped.
    private static func reportSwipe(finish: Bool, touchesBefore: Int, _ model: inout AppModel) {
        let outcome = finish ? "finishing" : "cancelling"
        guard let record = model.world.lastTouch, record.id.raw >= touchesBefore else {
            toast("swipe back, \(outcome)", &model)
            return
        }
        if record.disposition == .dropped {
            toast("the swipe did not begin: \(record.notes.last?.text ?? "dropped")", &model, warning: true)
        } else {
            toast("swipe back, \(outcome)", &model)
        }
    }

    static func toast(_ text: String, _ model: inout AppModel, warning: Bool = false) {
        model.ui.toast = Toast(text: text, isWarning: warning, expiresAt: model.ui.wallClock + AppTiming.toastMilliseconds)
    }
}
