/// A guard strategy written as data (a guard file): named flags, and rules
/// that run at UIKit's own extension points — the same hooks the built-in
/// strategies implement in Swift. `GuardProgram` runs it.
///
/// The vocabulary follows what real guards do (docs/guards/library-sources.md
/// reads QMUI's `isViewControllerTransiting`, BufferedNavigationController's
/// queue, Epoxy's NavigationQueue, FDFullscreenPopGesture's gate and the
/// "disable the pop gesture until viewDidAppear" recipe from their sources).
public struct GuardDefinition: Hashable, Sendable {
    /// The strategy's id as the header, LOCKS, scripts and reports show it.
    public var name: String
    /// One line: what it does.
    public var summary: String
    /// Where the behaviour comes from (a library at a commit, a blog post).
    public var source: String?
    public var flags: [GuardFlagDeclaration]
    /// Tried in order for each hook; see `GuardProgram` for how decisions combine.
    public var rules: [GuardRule]

    public init(
        name: String, summary: String = "", source: String? = nil, flags: [GuardFlagDeclaration] = [],
        rules: [GuardRule] = []
    ) {
        self.name = name
        self.summary = summary
        self.source = source
        self.flags = flags
        self.rules = rules
    }
}

/// A named piece of the guard's state.
public struct GuardFlagDeclaration: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Set or clear (`isSwitching`).
        case bool
        /// A nesting count (`transitionCount`): raised while above zero.
        case counter
        /// Held navigation calls, run later by `flush`.
        case queue(QueueOrder)
        /// One screen (QMUI's `viewControllerPopping`), compared by identity.
        case screen
    }

    public enum QueueOrder: String, Hashable, Sendable, CaseIterable {
        /// Every held call, oldest first.
        case fifo
        /// Only the newest: a call replaces what was held (Epoxy's NavigationQueue).
        case latest
    }

    public var name: String
    public var kind: Kind
    /// Why it matters, shown beside it in LOCKS.
    public var note: String

    public init(_ name: String, _ kind: Kind, note: String = "") {
        self.name = name
        self.kind = kind
        self.note = note
    }
}

/// `on <hook> [when <condition>]: <actions>`.
public struct GuardRule: Hashable, Sendable {
    public var hook: GuardHook
    public var condition: GuardCondition
    public var actions: [GuardAction]
    /// Where the rule was written (`file:line`), for the log and errors.
    public var origin: String?

    public init(_ hook: GuardHook, when condition: GuardCondition = .always, _ actions: [GuardAction], origin: String? = nil) {
        self.hook = hook
        self.condition = condition
        self.actions = actions
        self.origin = origin
    }
}

/// Which UIKit calls a `call` hook covers.
public enum GuardCallKind: String, Hashable, Sendable, CaseIterable {
    case push, pop, popTo, popToRoot, present, dismiss

    init(_ operation: NavigationOperation) {
        switch operation {
        case .push: self = .push
        case .pop: self = .pop
        case .popTo: self = .popTo
        case .popToRoot: self = .popToRoot
        case .present: self = .present
        case .dismiss: self = .dismiss
        }
    }
}

/// UIKit's extension points a rule can run at.
public enum GuardHook: Hashable, Sendable {
    /// Before a navigation call reaches UIKit (the overridden
    /// `pushViewController(_:animated:)` and friends): the only hook whose
    /// rules decide allow, drop, queue or delay.
    case call([GuardCallKind])
    /// `navigationController(_:willShow:animated:)`.
    case willShow
    /// `navigationController(_:didShow:animated:)`.
    case didShow
    /// The transition coordinator's completion; nil outcome: either.
    case transitionEnd(cancelled: Bool?)
    /// A screen's viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear.
    case lifecycle(LifecycleEvent)
    /// The pop gesture delegate's `gestureRecognizerShouldBegin`: `drop` answers NO.
    case popGestureShouldBegin
    /// A timer the guard started fired.
    case timer(String)
}

/// What a rule's `when` asks of the moment.
public indirect enum GuardCondition: Hashable, Sendable {
    case always
    /// The flag is raised: a bool set, a counter above zero, a queue not
    /// empty, a screen held.
    case flag(String)
    case not(GuardCondition)
    case all([GuardCondition])
    case any([GuardCondition])
    /// The call is animated (`call` hooks; false elsewhere).
    case animated
    /// Who made the call.
    case madeBy(GuardCallMaker)
    /// The call asks for what is already on screen or on its way: the same
    /// model item as the top of the stack (identity dedupe).
    case targetIsOnScreen
    /// The hook's screen (the call's target, the lifecycle's screen, what
    /// willShow/didShow shows) is the one a screen flag holds.
    case screenIs(flag: String)
    /// UIKit is running a navigation transition now.
    case transitionRunning
    /// At least this many screens on the navigation stack.
    case stackAtLeast(Int)
    /// The call must complete (a push notification's, seed 003's allowQueued).
    case mustComplete
}

/// Who made a navigation call.
public enum GuardCallMaker: String, Hashable, Sendable, CaseIterable {
    /// A control's action (directly or after the app's own async work).
    case tap
    /// The navigation bar's back button.
    case backButton = "back-button"
    /// The interactive pop gesture.
    case gesture
    /// App code not caused by a tap: a timer, a notification.
    case app

    init(_ origin: RequestOrigin) {
        switch origin {
        case .tap: self = .tap
        case .backButton: self = .backButton
        case .gesture: self = .gesture
        case .app: self = .app
        }
    }
}

/// What a rule does, in order.
public enum GuardAction: Hashable, Sendable {
    /// Lets the call through (the default when no rule decides).
    case allow
    /// Drops the call; LAST TAP shows the reason.
    case drop(reason: String)
    /// Holds the call in a queue flag until a `flush`.
    case queue(into: String)
    /// Runs held calls: the oldest one, or all, through the guard again or
    /// straight to UIKit (the stock call, `super`).
    case flush(String, all: Bool, throughGuard: Bool)
    /// Runs the call later without asking again (`DispatchQueue.main.asyncAfter`).
    case delay(milliseconds: Int)
    case set(String)
    case clear(String)
    case increment(String)
    case decrement(String)
    /// Holds the hook's screen in a screen flag.
    case holdScreen(String)
    case beginIgnoringInteractionEvents
    case endIgnoringInteractionEvents
    /// `interactivePopGestureRecognizer.isEnabled`.
    case setPopGestureEnabled(Bool)
    /// Starts (or restarts) a timer; its rules run when it fires.
    case startTimer(String, milliseconds: Int)
    case cancelTimer(String)
    case log(String)

    /// Whether it decides the fate of a call (only meaningful in `call` rules).
    var isDecision: Bool {
        switch self {
        case .allow, .drop, .queue, .delay: true
        default: false
        }
    }
}
