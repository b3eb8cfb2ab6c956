/// Everything a user can do to the simulated phone, in one vocabulary: the
/// sandbox's keys and clicks, a script's actions (and a lesson's
/// solutions), explore's alphabet and a saved session's lines are all these
/// values, and `World.send(_:)` is the one door they come in by. Their
/// script text has one printer and one parser (NavSandboxScript's
/// `InputSyntax`), so a value prints as a line that reads back as itself.
public enum UserInput: Hashable, Sendable {
    /// One finger taps the target (its touch ends a tap's duration later).
    case tap(TapTarget)
    /// Two taps `gap` ms apart: the second lands where the first did,
    /// whatever has moved there since.
    case doubleTap(TapTarget, gap: Int = UserInput.doubleTapGap)
    /// Two fingers land in the same millisecond.
    case twoFinger(TapTarget, TapTarget)
    /// A swipe from `from` (nil: the left edge) that drags the interactive
    /// pop to `releaseAt` % of the screen's width (1–99) and lets go,
    /// finishing or cancelling. `swipeBack(finish:from:)` releases at the
    /// usual 80 % or 30 %.
    case swipeBack(finish: Bool, releaseAt: Int, from: TapTarget? = nil)
    /// A finger that lands and starts dragging right, moves to `progress` %
    /// (0–100), and lifts: the interactive pop step by step (a mouse drag).
    case edgeSwipeBegin(at: TapTarget)
    case edgeSwipeMove(progress: Int)
    case edgeSwipeEnd(finish: Bool)
    /// A finger that lands on the topmost presented screen and drags it down,
    /// moves to `progress` % (0–100) of the way off screen, and lifts: its
    /// interactive dismissal step by step (whatever the presentation style).
    case dismissSwipeBegin
    case dismissSwipeMove(progress: Int)
    case dismissSwipeEnd(finish: Bool)
    case dragCard(CardDrag)
    /// A swipe on a system sheet to one of its detents, or down to dismiss it.
    case dragSheet(SheetDrag)
    case setStrategy(StrategyID)
    case setProfile(Profile)
    case setToggle(ToggleID, Bool?)
    /// The simulated viewDidLoad + layout cost of a screen (`Card`: every card).
    case setLoadCost(String, milliseconds: Int)
    /// Sets a property of a view by hand, as a debugger would.
    case editView(ViewID, ViewEdit)
    case relaunch
    /// The main thread runs synchronous work for this long (a script's
    /// `stall`): touches meanwhile wait and come in one burst when it ends.
    case stall(milliseconds: Int)
    /// A finger held on the back button for a long press (0.5 s) and lifted:
    /// from iOS 14 it opens the back-button menu, before it taps back.
    case longPressBack
    /// A tap on the open back-button menu's entry with this title.
    case tapMenu(String)
    /// A finger held on the target for `milliseconds`, then lifted: a
    /// scroll view's content sees it highlight only after the delay.
    case press(TapTarget, milliseconds: Int)
    /// A finger that lands on the target inside a scroll view, rests
    /// `holdingFirst` ms, drags `by` cells (up when negative) and lifts.
    case scroll(TapTarget, by: Int, holdingFirst: Int = 0)
    /// The app's own interaction controller moves, finishes or cancels the
    /// interactive transition it drives (`interactive: true`).
    case interaction(World.InteractionStep)
}

extension UserInput {
    /// The gap of a double tap when none is given: the sandbox's `!`, a
    /// script's `double-tap` and explore's double taps all use this one.
    public static let doubleTapGap = 100

    /// Where a swipe-back lets go when nothing says: far enough to finish,
    /// or short enough to cancel.
    public static func defaultRelease(finish: Bool) -> Int { finish ? 80 : 30 }

    /// A swipe-back released where it usually is (`defaultRelease`).
    public static func swipeBack(finish: Bool, from: TapTarget? = nil) -> UserInput {
        .swipeBack(finish: finish, releaseAt: defaultRelease(finish: finish), from: from)
    }

    /// Where the input's fingers land, in order.
    public var targets: [TapTarget] {
        switch self {
        case .tap(let target), .doubleTap(let target, _), .edgeSwipeBegin(let target), .press(let target, _),
            .scroll(let target, _, _):
            [target]
        case .twoFinger(let first, let second): [first, second]
        case .swipeBack(_, _, let from): from.map { [$0] } ?? []
        default: []
        }
    }

    /// The same input with each target replaced (in `targets`' order), for
    /// a caller that resolves targets its own way (a script run's label
    /// memory); nil as soon as `transform` returns nil.
    public func mapTargets(_ transform: (TapTarget) -> TapTarget?) -> UserInput? {
        switch self {
        case .tap(let target): transform(target).map { .tap($0) }
        case .doubleTap(let target, let gap): transform(target).map { .doubleTap($0, gap: gap) }
        case .edgeSwipeBegin(let target): transform(target).map { .edgeSwipeBegin(at: $0) }
        case .press(let target, let milliseconds): transform(target).map { .press($0, milliseconds: milliseconds) }
        case .scroll(let target, let distance, let hold): transform(target).map { .scroll($0, by: distance, holdingFirst: hold) }
        case .twoFinger(let first, let second):
            transform(first).flatMap { a in transform(second).map { .twoFinger(a, $0) } }
        case .swipeBack(let finish, let releaseAt, let from?):
            transform(from).map { .swipeBack(finish: finish, releaseAt: releaseAt, from: $0) }
        default: self
        }
    }
}

extension World {
    /// Applies one input. Inputs that cannot apply (a label not on screen, a
    /// swipe when nothing can pop) are logged and change nothing else.
    mutating func send(_ input: UserInput) {
        if dismissBackMenu(before: input) { return }
        // A busy main thread reads no touch until its work returns.
        if mainThread.busyUntil != nil, World.waitsForMainThread(input) {
            waitForMainThread(input)
            return
        }
        switch input {
        case .tap(let target):
            guard let point = reach(target) else { return }
            tap(at: point)
        case .twoFinger(let first, let second):
            guard let a = reach(first), let b = reach(second) else { return }
            tap(at: a)
            tap(at: b)
        case .doubleTap(let target, let gap):
            guard let point = reach(target) else { return }
            tap(at: point)
            advance(by: max(0, gap))
            tap(at: point)
        case .swipeBack(let finish, let percent, let from):
            var start = World.edgeSwipeStart
            if let from {
                guard let point = reach(from) else { return }
                start = point
            }
            swipeBack(finish: finish, releaseAt: percent, from: start)
        case .edgeSwipeBegin(let target):
            guard let point = reach(target) else { return }
            beginEdgeSwipe(at: point)
        case .edgeSwipeMove(let progress):
            updateEdgeSwipe(progress: progress)
        case .edgeSwipeEnd(let finish):
            endEdgeSwipe(finish: finish)
        case .dismissSwipeBegin:
            beginDismissSwipe()
        case .dismissSwipeMove(let progress):
            updateDismissSwipe(progress: progress)
        case .dismissSwipeEnd(let finish):
            endDismissSwipe(finish: finish)
        case .dragCard(let drag):
            dragCard(drag)
        case .dragSheet(let drag):
            dragSheet(drag)
        case .setStrategy(let id):
            setStrategy(id)
        case .setProfile(let profile):
            setProfile(profile)
        case .setToggle(let id, let value):
            setToggle(id, value)
        case .setLoadCost(let screen, let milliseconds):
            _ = setLoadCost(screen, milliseconds: milliseconds)
        case .editView(let id, let edit):
            editView(id, edit)
        case .relaunch:
            relaunch()
        case .stall(let milliseconds):
            blockMainThread(for: milliseconds, by: "stall")
        case .longPressBack:
            longPressBack()
        case .tapMenu(let title):
            tapBackMenu(title)
        case .press(.back, let milliseconds)
        where milliseconds >= World.longPressDuration && RuleID.backButtonMenu.rule.applies(to: profile):
            // Held long enough on back, the system's long press takes it.
            longPressBack()
        case .press(let target, let milliseconds):
            guard let point = reach(target) else { return }
            press(at: point, for: milliseconds)
        case .scroll(let target, let distance, let hold):
            guard let point = reach(target) else { return }
            scroll(at: point, by: distance, holdingFirst: hold)
        case .interaction(let step):
            driveInteraction(step)
        }
    }

    /// Where a target is drawn now; one that is not on screen is logged
    /// (and nothing is tapped).
    mutating func reach(_ target: TapTarget) -> Point? {
        if let point = point(of: target) { return point }
        switch target {
        case .label(let label): emit(.labelNotOnScreen(label))
        case .back: emit(.backButtonNotOnScreen)
        case .tab(let title): emit(.labelNotOnScreen(title))
        case .point: break
        }
        afterStep()
        return nil
    }
}
