/// A guard strategy: the defence a team ships against navigation races,
/// plugged into the world at UIKit's own extension points. One file each.
///
/// Hooks never mutate the world directly. They update the strategy's own
/// state and return effects as data; the world applies them after the hook
/// returns. That keeps a strategy's state consistent when an effect (a pop the
/// guard performs itself) re-enters other hooks.
public protocol GuardStrategy: Hashable, Sendable {
    static var id: String { get }
    static var summary: String { get }
    init()

    /// The id this strategy shows and is named by: the type's own, except for
    /// a guard file, whose name is its own.
    var strategyName: String { get }

    /// The strategy's own flags by their original names.
    func flags(in world: World) -> [Flag]
    /// Navigations the strategy holds back, oldest first.
    var queue: [NavigationRequest] { get }
    /// The strategy is currently holding interaction or navigation locked
    /// (for the `stuck-lock` detector).
    func holdsLock(in world: World) -> Bool
    /// Turns on exclusive touch for every view (seed 000's makeExclusiveTouch).
    var wantsExclusiveTouch: Bool { get }
    /// Turns on hit-test pass-through on the presentation container (seed 004).
    var wantsPassThrough: Bool { get }
    /// The strategy's opinion of `interactivePopGestureRecognizer.isEnabled`.
    var popGestureEnabled: Bool { get }
    /// The strategy has installed its own full-screen pan on the navigation
    /// controller's view (FDFullscreenPopGesture): it takes every swipe-back
    /// and drives UIKit's interactive pop in the system recognizer's place.
    var installsFullScreenPan: Bool { get }

    /// Before push, pop, popTo, popToRoot, present and dismiss reach UIKit.
    mutating func willPerform(_ request: NavigationRequest, in world: World) -> GuardVerdict
    /// The pop gesture's delegate `gestureRecognizerShouldBegin`.
    mutating func popGestureShouldBegin(in world: World) -> GuardAnswer
    /// The system pop gesture's target-action at `.began`, after UIKit's own
    /// target began the pop (QMUI's `handleInteractivePopGestureRecognizer:`).
    /// Never sent for a swipe the full-screen pan drives.
    mutating func popGestureBegan(in world: World) -> [GuardEffect]
    /// The full-screen pan's delegate `gestureRecognizerShouldBegin`.
    mutating func fullScreenPanShouldBegin(in world: World) -> GuardAnswer
    /// An overridden `UIApplication.sendEvent(_:)` (or the window's) as a
    /// touch begins, after UIKit's ignore check and hit test, whatever will
    /// take it — a control, the back button, the edge or content swipe, a
    /// card's drag: NO swallows the touch (the override returns without
    /// calling `super`), and no gesture recognizer sees it either (rule
    /// send-event-precedes-gestures). `touch` is nil for a card's drag,
    /// which keeps no touch record.
    mutating func sendEvent(_ touch: TouchID?, in world: World) -> GuardAnswer
    /// An overridden `UIControl.sendAction(_:to:for:)` as a control sends its
    /// action, before the target is found: NO drops the action (the
    /// override returns without calling `super`).
    mutating func sendAction(from control: ViewID, in world: World) -> GuardAnswer
    /// Whether it overrides `sendAction` at all: a tap's action asks only a
    /// guard that does (asking costs a copy of the guard's state).
    var hearsSendAction: Bool { get }
    /// UINavigationBarDelegate.
    mutating func navigationBarShouldPush(_ item: ControllerID, in world: World) -> GuardAnswer
    mutating func navigationBarDidPush(_ item: ControllerID, in world: World) -> [GuardEffect]
    mutating func navigationBarShouldPop(_ item: ControllerID, fromBackButton: Bool, in world: World) -> GuardAnswer
    mutating func navigationBarDidPop(_ item: ControllerID, in world: World) -> [GuardEffect]
    /// UINavigationControllerDelegate.
    mutating func navigationControllerWillShow(_ controller: ControllerID, animated: Bool, in world: World) -> [GuardEffect]
    mutating func navigationControllerDidShow(_ controller: ControllerID, animated: Bool, in world: World) -> [GuardEffect]
    /// A transition's completion for every ending, cancelled interactive pops
    /// and presentations included (the transition-coordinator fix).
    mutating func transitionDidEnd(_ ending: TransitionEnding, in world: World) -> [GuardEffect]
    mutating func viewDidAppear(_ controller: ControllerID, in world: World) -> [GuardEffect]
    /// Every appearance callback (viewWillAppear, viewDidAppear,
    /// viewWillDisappear, viewDidDisappear), after `viewDidAppear` for that one.
    mutating func lifecycle(_ event: LifecycleEvent, of controller: ControllerID, in world: World) -> [GuardEffect]
    mutating func timerFired(_ tag: String, in world: World) -> [GuardEffect]
    /// The user switched to another strategy: release every lock, forget state.
    mutating func deactivate(in world: World) -> [GuardEffect]

    /// Feeds the strategy's state to a search's world key: everything that
    /// changes what it decides next.
    func digest(into digest: inout StateDigest)
}

extension GuardStrategy {
    /// A strategy without its own digest is described whole (slower).
    public func digest(into digest: inout StateDigest) { digest.add(String(describing: self)) }
}

/// What a guard says about a navigation request.
public enum GuardDecision: Hashable, Sendable {
    case proceed
    /// Silently dropped (seed 001's IGNORED); `flag` names what decided.
    case ignore(flag: GuardFlagName, reason: String)
    /// Dropped because what it asks for is already on screen or on its way:
    /// logged as IGNORED, but a must-complete call so dropped is not lost.
    case satisfied(flag: GuardFlagName, reason: String)
    /// Held by the guard to run later (QUEUED).
    case queue(flag: GuardFlagName, reason: String)
    /// Refused with an error (seed 003's FAILED).
    case fail(flag: GuardFlagName, reason: String)
    /// Run later without asking the guard again (DispatchQueue.main.asyncAfter).
    case delay(milliseconds: Int, reason: String)

    /// The guard's own words for anything but `proceed`.
    public var reason: String? {
        switch self {
        case .proceed: nil
        case .ignore(_, let reason), .satisfied(_, let reason), .queue(_, let reason), .fail(_, let reason),
            .delay(_, let reason):
            reason
        }
    }
}

public struct GuardVerdict: Hashable, Sendable {
    public var decision: GuardDecision
    public var effects: [GuardEffect]

    public init(_ decision: GuardDecision, effects: [GuardEffect] = []) {
        self.decision = decision
        self.effects = effects
    }

    public static let proceed = GuardVerdict(.proceed)
}

/// A yes/no answer to a delegate question, plus what the guard does meanwhile.
public struct GuardAnswer: Hashable, Sendable {
    public var allowed: Bool
    public var effects: [GuardEffect]
    /// A NO's reason in the guard's own words, where it gave one: LAST TAP
    /// shows it for a touch the guard swallowed.
    public var reason: String?

    public init(_ allowed: Bool, effects: [GuardEffect] = [], reason: String? = nil) {
        self.allowed = allowed
        self.effects = effects
        self.reason = reason
    }

    public static let yes = GuardAnswer(true)
}

/// How a transition ended, for `transitionDidEnd`.
public struct TransitionEnding: Hashable, Sendable {
    public var operation: String
    public var cancelled: Bool
    public var isPresentation: Bool
    public var request: Int?
}

/// Side effects a guard asks for, applied by the world in order.
public enum GuardEffect: Hashable, Sendable {
    /// A guard log line (WILL, DID, BLOCKED, …).
    case log(String)
    case beginIgnoringInteractionEvents
    case endIgnoringInteractionEvents
    /// Schedules `timerFired(tag)` after a delay; watchdogs never keep the
    /// world from idling. Scheduling a tag again replaces the earlier timer.
    case schedule(tag: String, after: Int, watchdog: Bool)
    case cancelTimer(tag: String)
    /// Seed 000's makeExclusiveTouchToSubviews on a controller's view.
    case makeExclusiveTouch(subviewsOf: ControllerID)
    /// Performs a request by the route given; `site` names the guard, hook
    /// and rule that made it, for the crash a loop of such calls ends in.
    case perform(NavigationRequest, route: GuardCallRoute, site: GuardCallSite? = nil)
    /// Seed 003's `UIWindow.isAnimated`.
    case setWindowLocked(Bool)
    /// The request was finally dropped from the guard's own queue.
    case abandon(NavigationRequest, reason: String)
}

/// Where a call that a guard makes itself goes (docs/guards/README.md,
/// "A guard's own calls").
public enum GuardCallRoute: Hashable, Sendable {
    /// Through the guard in force from its first member, as a call the app
    /// made now: a held call flushed `through: guard`, as the sources'
    /// `[self popViewControllerAnimated:]` on a queued call re-enters their
    /// own override.
    case guardInForce
    /// `super`: past the member that made it, then UIKit. The stack's
    /// members after it still see the call, as inner swizzles of the same
    /// method do; the member itself never does, so a guard's own call never
    /// re-enters its own hooks. A lone strategy is member 0.
    case superOf(member: Int)
    /// UIKit's stock implementation, past every member.
    case uikit
}

/// Who made a call a guard performs: the guard, the hook it was running and
/// the rule's place in its file, named by the crash a loop of calls ends in.
public struct GuardCallSite: Hashable, Sendable {
    public var guardName: String
    /// The hook as the guard file names it (`pop`, `didShow`, `timer t`).
    public var hook: String
    /// `file:line` of the rule, when the guard is a file.
    public var rule: String?

    public init(guardName: String, hook: String, rule: String?) {
        self.guardName = guardName
        self.hook = hook
        self.rule = rule
    }

    /// `guard `loop` at `pop` (loop.yaml:4)`.
    public var text: String {
        "guard `\(guardName)` at `\(hook)`" + (rule.map { " (\($0))" } ?? "")
    }
}

public extension GuardStrategy {
    var strategyName: String { Self.id }
    var queue: [NavigationRequest] { [] }
    var wantsExclusiveTouch: Bool { false }
    var wantsPassThrough: Bool { false }
    var popGestureEnabled: Bool { true }
    var installsFullScreenPan: Bool { false }
    func flags(in world: World) -> [Flag] { [] }
    func holdsLock(in world: World) -> Bool { false }

    mutating func willPerform(_ request: NavigationRequest, in world: World) -> GuardVerdict { .proceed }
    mutating func popGestureShouldBegin(in world: World) -> GuardAnswer { .yes }
    mutating func popGestureBegan(in world: World) -> [GuardEffect] { [] }
    mutating func fullScreenPanShouldBegin(in world: World) -> GuardAnswer { .yes }
    mutating func sendEvent(_ touch: TouchID?, in world: World) -> GuardAnswer { .yes }
    mutating func sendAction(from control: ViewID, in world: World) -> GuardAnswer { .yes }
    var hearsSendAction: Bool { false }
    mutating func navigationBarShouldPush(_ item: ControllerID, in world: World) -> GuardAnswer { .yes }
    mutating func navigationBarDidPush(_ item: ControllerID, in world: World) -> [GuardEffect] { [] }
    mutating func navigationBarShouldPop(_ item: ControllerID, fromBackButton: Bool, in world: World) -> GuardAnswer {
        .yes
    }
    mutating func navigationBarDidPop(_ item: ControllerID, in world: World) -> [GuardEffect] { [] }
    mutating func navigationControllerWillShow(_ controller: ControllerID, animated: Bool, in world: World)
        -> [GuardEffect]
    { [] }
    mutating func navigationControllerDidShow(_ controller: ControllerID, animated: Bool, in world: World)
        -> [GuardEffect]
    { [] }
    mutating func transitionDidEnd(_ ending: TransitionEnding, in world: World) -> [GuardEffect] { [] }
    mutating func viewDidAppear(_ controller: ControllerID, in world: World) -> [GuardEffect] { [] }
    mutating func lifecycle(_ event: LifecycleEvent, of controller: ControllerID, in world: World) -> [GuardEffect] {
        []
    }
    mutating func timerFired(_ tag: String, in world: World) -> [GuardEffect] { [] }
    mutating func deactivate(in world: World) -> [GuardEffect] { [] }
}

/// Holds the active strategy as a value inside the world; equality compares
/// the concrete strategies so worlds stay Equatable.
public struct GuardBox: Sendable, Equatable {
    public var strategy: any GuardStrategy

    public init(_ strategy: any GuardStrategy) { self.strategy = strategy }

    public var id: String { strategy.strategyName }

    public static func == (a: GuardBox, b: GuardBox) -> Bool {
        func equal<S: GuardStrategy>(_ lhs: S, _ rhs: any GuardStrategy) -> Bool {
            guard let rhs = rhs as? S else { return false }
            return lhs == rhs
        }
        return equal(a.strategy, b.strategy)
    }
}
