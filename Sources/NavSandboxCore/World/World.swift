/// The whole simulated phone: views, controllers, the navigation controller
/// and its bar, the modal card, touches, timers, the guard strategy in force
/// and the log. A value: copying it forks the world, which is what rewind,
/// side-by-side comparison and exhaustive search stand on.
///
/// Everything is addressed by integer ids into arrays — never iterated from a
/// Dictionary — so the same inputs give byte-identical state and log.
public struct World: Equatable, Sendable {
    /// Keeps the world address-only, as it was while it held its guard as
    /// an existential: see `AddressOnlyLayout`.
    private var layout = AddressOnlyLayout()
    public internal(set) var now = 0
    public internal(set) var configuration: Configuration
    public internal(set) var views = ChunkedArray<View>()
    public internal(set) var controllers = ChunkedArray<ViewController>()
    public internal(set) var window = ViewID(0)
    public internal(set) var navigation: NavigationState
    public internal(set) var bar: NavigationBarState
    /// The tab bar controller at the root, when the app has `tabs:`; the
    /// selected tab's navigation controller and bar are `navigation` and
    /// `bar`. Boxed: most apps have none, and an inline one made every copy
    /// of the world larger (ValueBox).
    public internal(set) var tabBar: TabBarState? {
        get { tabBarBox?.value }
        set { tabBarBox = newValue.map(ValueBox.init) }
    }
    private var tabBarBox: ValueBox<TabBarState>?
    /// The button whose menu is open (iOS 14+), if one is.
    public internal(set) var buttonMenu: ViewID?
    public internal(set) var presentation: PresentationState?
    /// UIApplication's begin/endIgnoringInteractionEvents nesting counter.
    public internal(set) var ignoreCount = 0
    /// Seed 003's `UIWindow.isAnimated`: one transition per window.
    public internal(set) var windowIsAnimated = false
    /// Synchronous work on the main thread, and the touches waiting for it.
    public internal(set) var mainThread = MainThreadState()
    public internal(set) var touches = TouchState()
    public internal(set) var scheduler = Scheduler()
    /// The guards in force and their state.
    public internal(set) var guardStack: GuardStack
    public internal(set) var log: EventLog
    /// Every failure and detector that fired, in order of first firing.
    public internal(set) var violations: [ViolationID] = []
    public internal(set) var crash: Crash?
    /// iOS 7's unbalanced appearance transition: nothing responds any more.
    public internal(set) var isFrozen = false
    /// The rule whose freeze it was (a pop or a swipe during a push).
    public internal(set) var frozenBy: RuleID?
    public internal(set) var appState = AppState()
    public internal(set) var analytics: [AnalyticsCount] = []
    /// The calls in progress, outermost first: a crash captures it.
    var callStack: [String] = []
    /// Calls guards made themselves, nested inside each other now (zero
    /// between steps): past `guardCallDepthLimit` the app has recursed.
    var guardCallDepth = 0
    /// Guard timers arming timers faster than a frame from their own
    /// firing, and how many times in a row, since the last input.
    var spinningTimer: SpinningTimer?
    var idle = IdleState()
    var counters = Counters()
    var reclaim = ReclaimState()
    /// While `step` runs, the events it caused, in order; nil otherwise.
    var stepEvents: [WorldEvent]?
    /// Whether each touch's record notes the view drawn under the finger
    /// (LAST TAP's "you tapped what you saw" line: a walk of the whole
    /// scene per touch) and every step of its hit test (each with its
    /// class and label), which a search, reading no record, leaves out
    /// (`forSearch`).
    var recordsTouchDetail = true
    /// False in a search's copies (`forSearch`), which no one reads the log
    /// of: an event is still handed to a step that collects them, but not
    /// kept. Nothing in the model reads the log.
    var recordsLog = true

    /// The configuration's app, freshly launched at time 0, under its
    /// strategy (resolved where the settings were read).
    public init(configuration: Configuration) {
        self.init(configuration: configuration, quietAt: 0)
        launchApp()
        afterStep()
    }

    /// A world with nothing in it yet; launching the app builds the hierarchy.
    init(configuration: Configuration, quietAt time: Int) {
        self.configuration = configuration
        self.log = EventLog(limit: configuration.logLimit)
        self.guardStack = GuardStack(configuration.strategy)
        self.navigation = NavigationState(controller: ControllerID(0), transitionView: ViewID(0))
        self.bar = NavigationBarState(view: ViewID(0), backButton: ViewID(0), titleLabel: ViewID(0))
        self.now = time
    }

    // MARK: Reading

    public var profile: Profile { configuration.profile }
    /// The strategy in force, as it was resolved.
    public var strategy: Strategy { guardStack.strategy }
    public var strategyID: StrategyID { guardStack.id }
    public var toggles: Toggles { configuration.toggles }

    /// Inlinable, so a caller that reads one field (`view(id).isHidden`)
    /// borrows it in place instead of copying the whole view with its
    /// strings and arrays: the runner and the scene read views per step.
    @inlinable public func view(_ id: ViewID) -> View { views[id.raw] }
    @inlinable public func controller(_ id: ControllerID) -> ViewController { controllers[id.raw] }

    public var stackTitles: [String] { navigation.stack.map { controller($0).title } }
    public var barTitles: [String] { bar.items.map { controller($0).title } }
    public var topViewController: ControllerID? { navigation.stack.last }
    public var presentedTitle: String? { presentation.map { controller($0.presented).title } }

    /// `none`, `expanded` or `minimized`, as scripts and JSON name it.
    public var cardStateName: String {
        guard let presentation, presentation.phase != .dismissing else { return "none" }
        return presentation.card.rawValue
    }

    public var isCrashed: Bool { crash != nil }

    /// The views the active strategy holds in its queue, plus UIKit's own
    /// deferred calls: what the status pane shows as "queue".
    public var queuedSummaries: [String] {
        guardStack.queue.map(\.summary) + navigation.deferred.map { "\($0.summary) (UIKit deferred)" }
    }

    // MARK: Logging

    /// Puts a script's note in the log at the current time (a live
    /// playback's verdicts and errors); nothing else changes.
    mutating func noteFromScript(_ text: String, isProblem: Bool) {
        emit(.scriptNote(text, isProblem: isProblem))
    }

    // `consuming`: the event moves into the log instead of being copied
    // there (a retain per string it carries, for every line of a run).
    mutating func emit(_ event: consuming WorldEvent) {
        if stepEvents != nil { stepEvents?.append(copy event) }
        guard recordsLog else { return }
        log.append(LogEntry(time: now, event: event))
    }

    /// Fires a failure or detector: logged every time, listed once.
    mutating func fire(_ violation: ViolationID, _ detail: ViolationDetail, rule: RuleID? = nil) {
        if !violations.contains(violation) { violations.append(violation) }
        emit(.violation(violation, detail: detail, rule: rule))
    }

    /// Runs `body` with a frame on the simulated call stack, so a crash can
    /// show the chain of calls that led to it.
    mutating func withFrame<R>(_ frame: String, _ body: (inout World) -> R) -> R {
        callStack.append(frame)
        defer { callStack.removeLast() }
        return body(&self)
    }

    /// Terminates the simulated app. The process goes on; only relaunch
    /// brings the app back.
    mutating func crash(_ violation: ViolationID, exception: String, message: String, rule: RuleID) {
        guard crash == nil else { return }
        crash = Crash(violation: violation, exception: exception, message: message, callStack: callStack, time: now)
        fire(violation, .uncaughtException(exception: exception, reason: message), rule: rule)
        for frame in callStack.reversed() { emit(.crashFrame(frame)) }
        scheduler.removeAll()
        touches.active.removeAll()
        idle = IdleState()
    }

    mutating func nextRequestID() -> Int {
        defer { counters.request += 1 }
        return counters.request
    }

    mutating func nextAnimationID() -> Int {
        defer { counters.animation += 1 }
        return counters.animation
    }
}

/// A field that makes the struct holding it address-only (an existential
/// has no fixed layout), and so the world is always passed, borrowed and
/// read in place, never loaded whole.
///
/// Why: `World` is a struct of some forty fields. Loadable, the optimizer
/// copied it into temporaries to read one field (an optional's payload, a
/// closure's capture) — memcpy and a retain per buffer, at every touch and
/// step. Explore at depth 3 ran 9 % more instructions once the guard
/// engine no longer held an existential (callgrind, docs/performance.md);
/// with this field it is back within 2 %. It holds nothing and compares
/// equal always: it is not state.
struct AddressOnlyLayout: Equatable, Sendable {
    private var box: any Sendable = 0
    static func == (a: Self, b: Self) -> Bool { true }
}
