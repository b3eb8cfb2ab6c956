/// Which taps, double taps, two-finger taps and presses a world handles the
/// same wherever their fingers land: for a search, which tries every input
/// at a moment, the inputs of one shape (`UserInput.placeless`) it can key
/// once.
///
/// A touch's point reaches the world's future only through a view that takes
/// it (an active touch keeps its point and its view) or a busy main thread
/// (the queue keeps the point). One that `touchBegan` drops keeps its point
/// only in the touch history and the log, which `stateKey` leaves out. So a
/// touch that begins now is dropped the same wherever it lands when:
/// - an open menu takes the input whole (it only closes the menu);
/// - the window takes no touch now (`touchDeliveryBlocker`: a crash, a
///   freeze, a card's transition, the ignore counter);
/// - no view takes its point (`hitTest` finds none). The guard's sendEvent
///   is asked between the hit test and the drop, but with no touch view and
///   no point (`askGuard(.sendEvent)` takes an empty context), so it answers
///   and acts alike for every such point;
/// - a view takes it but `touchRefusal` refuses it without a trace in the
///   key (a walk that went around a view a transition disabled, exclusive
///   touch, multiple touch; not a card's container, which fires a
///   violation) — asked ahead only where no guard hears sendEvent, whose
///   effects come before those refusals.
///
/// An input with more than one touch meets a world the first changed: two
/// fingers meet it after the first finger's sendEvent (so they are alike
/// only where no guard hears sendEvent, or the window takes no touch), a
/// double tap's second tap meets it `gap` later (worked out here once, from
/// a first tap the world dropped: the same world wherever that tap landed).
public struct TouchPlacement {
    private let world: World
    /// By gap: the world a double tap's second tap meets after a first tap
    /// this world dropped.
    private var secondTapWorlds: [Int: World] = [:]
    /// `dropsTouch` by point: a moment asks it for the same controls'
    /// points over and over (each in a tap, a double tap, pairs).
    private var drops: [Point: Bool] = [:]
    /// By point: the world a one-finger tap there leaves, which a two-finger
    /// tap's second finger meets (`tapEquivalent`).
    private var tappedWorlds: [Point: World] = [:]

    public init(_ world: World) {
        self.world = world
    }

    /// Whether `input` (its targets as points) leaves a world with the same
    /// key as every other input of its shape that this is also true of:
    /// every touch it makes is dropped before a view takes it, whatever
    /// the point. False for other kinds of input.
    public mutating func landsNowhere(_ input: UserInput) -> Bool {
        guard World.isPlaceless(input) else { return false }
        if world.menuTakes(input) { return true }
        // A busy main thread keeps the touch, point and all.
        guard world.mainThread.busyUntil == nil else { return false }
        switch input {
        case .tap(.point(let point)), .press(.point(let point), _):
            return drops(point)
        case .twoFinger(.point(let first), .point(let second)):
            let blocked = world.touchDeliveryBlocker() != nil
            guard blocked || !world.guardStack.hears(.sendEvent) else { return false }
            return drops(first) && drops(second)
        case .doubleTap(.point(let point), let gap):
            guard drops(point) else { return false }
            let second = secondTapWorld(gap: gap, firstAt: point)
            // The second tap goes to `tap(at:)` without the busy check.
            return second.dropsTouch(at: point)
        default:
            return false
        }
    }

    /// The one-finger tap a two-finger tap leaves the world as, when the
    /// world ignores one of its fingers; nil when it may not.
    ///
    /// `send(.twoFinger(a, b))` is `tap(at: a)` then `tap(at: b)` in one
    /// instant, and `send(.tap(a))` is `tap(at: a)` once the menu and the
    /// main thread let it through, as they let the pair. A finger the world
    /// ignores — the window takes no touch, or no guard hears sendEvent and
    /// `dropsTouch` — changes nothing the key reads: the touch is dropped
    /// with a record and a log line, it schedules no end (`scheduleEnd`),
    /// and `afterStep` again finds nothing new to do. So:
    /// - the first finger ignored here, the pair leaves what `tap(b)` does;
    /// - the second finger ignored in the world `tap(a)` leaves (the first
    ///   finger's touch tracked: exclusive and multiple touch refuse the
    ///   second), the pair leaves what `tap(a)` does.
    public mutating func tapEquivalent(of input: UserInput) -> UserInput? {
        guard case .twoFinger(.point(let first), .point(let second)) = input else { return nil }
        // An open menu takes the pair whole; a busy main thread queues it whole.
        guard !world.menuTakes(input), world.mainThread.busyUntil == nil else { return nil }
        if world.touchDeliveryBlocker() != nil || !world.guardStack.hears(.sendEvent) && drops(first) {
            return .tap(.point(second))
        }
        let tapped = afterTap(at: first)
        if tapped.touchDeliveryBlocker() != nil || !tapped.guardStack.hears(.sendEvent) && tapped.dropsTouch(at: second) {
            return .tap(.point(first))
        }
        return nil
    }

    /// Hands over the world `step(.tap(.point(point)))` left here, made by
    /// a caller that tries the tap anyway: the pairs that start there need
    /// not make it again.
    public mutating func noteTap(at point: Point, leaving tapped: World) {
        tappedWorlds[point] = tapped
    }

    /// The world one finger's tap at `point` leaves: `step(.tap)` once the
    /// menu and the main thread let it through.
    private mutating func afterTap(at point: Point) -> World {
        if let known = tappedWorlds[point] { return known }
        var tapped = world
        tapped.spinningTimer = nil
        tapped.tap(at: point)
        tappedWorlds[point] = tapped
        return tapped
    }

    private mutating func drops(_ point: Point) -> Bool {
        if let known = drops[point] { return known }
        let answer = world.dropsTouch(at: point)
        drops[point] = answer
        return answer
    }

    /// `send(.doubleTap)` up to its second tap, after a first tap the world
    /// dropped at `point`.
    private mutating func secondTapWorld(gap: Int, firstAt point: Point) -> World {
        if let known = secondTapWorlds[gap] { return known }
        var second = world
        second.spinningTimer = nil
        second.tap(at: point)
        second.advance(by: max(0, gap))
        secondTapWorlds[gap] = second
        return second
    }
}

extension World {
    /// The inputs `TouchPlacement` answers for: their every touch begins in
    /// `touchBegan`.
    static func isPlaceless(_ input: UserInput) -> Bool {
        switch input {
        case .tap, .doubleTap, .twoFinger, .press: true
        default: false
        }
    }

    /// A touch beginning at `point` now is dropped in `touchBegan` leaving
    /// the key as one dropped anywhere else would.
    func dropsTouch(at point: Point) -> Bool {
        if touchDeliveryBlocker() != nil { return true }
        let result = hitTest(point, keepingWalk: false)
        guard let hit = result.view else { return true }
        // The guard's sendEvent acts before the refusals below.
        guard !guardStack.hears(.sendEvent) else { return false }
        let ruleStep = result.walk.first { $0.rule != nil }
        switch touchRefusal(hit: hit, handler: touchHandler(from: hit), ruleStep: ruleStep) {
        case .walkEndedAround, .exclusiveTouchTracking, .exclusiveTouchWhileOtherDown, .multipleTouchDisabled: return true
        case .presentationContainer, nil: return false
        }
    }
}

extension UserInput {
    /// The input with where its fingers land left out, for the inputs
    /// `TouchPlacement` answers for; nil for the others.
    public var placeless: UserInput? {
        guard World.isPlaceless(self) else { return nil }
        return mapTargets { _ in .point(x: 0, y: 0) }
    }
}
