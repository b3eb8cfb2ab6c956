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
    /// What the guard sets up once, before any hook runs (a subclass's
    /// `viewDidLoad`, an app delegate's appearance setup).
    public var setup = GuardSetup()
    /// When the guard holds its lock (the trace's lock track, `stuck-lock`);
    /// nil: whenever any of its flags is raised.
    public var lockedWhen: GuardCondition?
    /// Where the file names the guard (`file:line:col` of its `guard:`
    /// value), so a clash of two files' names points at both.
    public var nameOrigin: String?
    /// The guards its `include:` names, as written (a bundled guard's name
    /// or a file beside it), in order: read by the loader, resolved at the
    /// edge, where files are read.
    public var includes: [GuardInclude] = []
    /// Those guards, loaded, flat: every guard they include in turn too,
    /// in the order a stack asks them, each once, none holding includes of
    /// its own. In force before this file's own rules, as the outer
    /// swizzles of a stack.
    public var included: [GuardDefinition] = []

    /// The guards this one stands for, in the order a stack asks them:
    /// the included ones, then itself.
    public var stackMembers: [GuardDefinition] {
        var own = self
        own.included = []
        return included + [own]
    }

    public init(
        name: String, summary: String = "", source: String? = nil, flags: [GuardFlagDeclaration] = [],
        rules: [GuardRule] = [], setup: GuardSetup = GuardSetup(), lockedWhen: GuardCondition? = nil
    ) {
        self.name = name
        self.summary = summary
        self.source = source
        self.flags = flags
        self.rules = rules
        self.setup = setup
        self.lockedWhen = lockedWhen
    }
}

/// One `include:` entry: what it names, and where it is written.
public struct GuardInclude: Hashable, Sendable {
    public var name: String
    public var line: Int
    public var column: Int
    public var sourceLine: String

    public init(name: String, line: Int, column: Int, sourceLine: String) {
        self.name = name
        self.line = line
        self.column = column
        self.sourceLine = sourceLine
    }
}

/// Settings a guard makes once, not in answer to a hook.
public struct GuardSetup: Hashable, Sendable {
    /// `interactivePopGestureRecognizer.isEnabled` when the guard comes into
    /// force (HUNavigationController turns it off in `viewDidLoad`).
    public var popGestureEnabled = true
    /// iOS 26's `interactiveContentPopGestureRecognizer.isEnabled` when the
    /// guard comes into force: a recognizer of its own, which an app turns
    /// off apart from the edge one (rule content-pop-separate-from-edge).
    public var contentPopGestureEnabled = true
    /// `isExclusiveTouch` on every view (an appearance proxy, a base class).
    public var exclusiveTouch = false
    /// The card's presentation container lets touches outside the card
    /// through to the screen beneath (a `hitTest` override on it).
    public var passThrough = false
    /// A full-screen pan is installed from the start (rules may install it
    /// later, as FDFullscreenPopGesture does at the first push).
    public var fullScreenPan = false
    /// The guard made itself `interactivePopGestureRecognizer.delegate`
    /// (`pop-gesture-delegate: replaced`): UIKit's own delegate, and its
    /// refusal while a transition runs, are gone; the guard's
    /// popGestureShouldBegin answers alone (rule
    /// replaced-delegate-swipe-during-transition-freezes).
    public var replacesPopGestureDelegate = false
    /// The guard is a coordinator library keeping its own list of the
    /// screens pushed (`coordinator:`), read from the delegate this way.
    public var coordinator: CoordinatorPopReading?

    public init(
        popGestureEnabled: Bool = true, exclusiveTouch: Bool = false, passThrough: Bool = false, fullScreenPan: Bool = false
    ) {
        self.popGestureEnabled = popGestureEnabled
        self.exclusiveTouch = exclusiveTouch
        self.passThrough = passThrough
        self.fullScreenPan = fullScreenPan
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
        /// Any number of screens, by identity (seed 003's per-controller
        /// `isAnimated`: every screen whose flag is still YES).
        case screens
        /// One navigation call remembered, not held (the call in flight, the
        /// transition that holds a lock).
        case call
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
    case push, pop, popTo, popToRoot, present, dismiss, setViewControllers

    init(_ operation: NavigationOperation) {
        switch operation {
        case .push: self = .push
        case .pop: self = .pop
        case .popTo: self = .popTo
        case .popToRoot: self = .popToRoot
        case .present: self = .present
        case .dismiss: self = .dismiss
        case .setViewControllers: self = .setViewControllers
        }
    }
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
    /// The navigation controller's `transitionCoordinator` would be non-nil:
    /// an animated push or pop, the swipe-back's interactive pop, or a
    /// card's presentation or dismissal running (rule
    /// transition-coordinator-covers-presentations).
    case transitionCoordinator
    /// At `sendAction`: the control is the one whose action last went through.
    case sameControl
    /// At `sendAction`: this control's last action went through less than
    /// this many ms ago (the per-control throttles keep a time per control).
    case actionWithin(Int)
    /// At `sendAction`: any control's last action went through less than
    /// this many ms ago (a throttle kept once, for every control).
    case anyActionWithin(Int)
    /// At least this many screens on the navigation stack.
    case stackAtLeast(Int)
    /// The call must complete (a push notification's, seed 003's allowQueued).
    case mustComplete
    /// A counter flag is at least this.
    case counterAtLeast(flag: String, Int)
    /// The top of the navigation stack is held in a screen or screens flag.
    case topIs(flag: String)
    /// UIApplication is ignoring interaction events (`isIgnoringInteractionEvents`).
    case ignoringEvents
    /// The window lock is on (seed 003's `UIWindow.isAnimated`).
    case windowLocked
    /// A card is presented, in any phase (`presentedViewController != nil`).
    case presented
    /// A card's presentation or dismissal is running.
    case presentationRunning
    /// The call is a present or dismiss; at transitionEnd hooks, the
    /// transition that ended was a card's.
    case presentation
    /// A present's presenting screen is in the window (`view.window != nil`).
    case presenterInWindow
    /// The screen the call names (pushed, popped to, presented) is on the
    /// navigation stack, the very instance.
    case targetInStack
    /// The same, below the top: somewhere a popTo can go.
    case targetBelowTop
    /// A setViewControllers list names one instance twice, which UIKit
    /// refuses with an exception (rule set-view-controllers-distinct).
    case sameScreenTwice
    /// A push held in a queue or call flag is for the same model item as the
    /// call's target (identity dedupe against calls on their way).
    case targetIn(flag: String)
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
    /// App code a timer ran (`DispatchQueue.main.asyncAfter`).
    case timer

    /// Whether a call from `origin` was made by this maker: a timer's call
    /// is the app's too.
    public func made(_ origin: RequestOrigin) -> Bool {
        switch (self, origin) {
        case (.tap, .tap), (.backButton, .backButton), (.gesture, .gesture), (.app, .app), (.app, .timer),
            (.timer, .timer):
            true
        default: false
        }
    }
}

/// What a rule does, in order.
public enum GuardAction: Hashable, Sendable {
    /// Lets the call through (the default when no rule decides).
    case allow
    /// Drops the call; LAST TAP shows the reason and `flag` (by default the
    /// first flag the rule's condition reads).
    case drop(reason: String, flag: String? = nil)
    /// Drops the call as already done (what it asks for is on screen or on
    /// its way): a must-complete call so dropped is not lost.
    case satisfied(reason: String, flag: String? = nil)
    /// Refuses the call with an error (seed 003's FAILED).
    case fail(reason: String, flag: String? = nil)
    /// Holds the call in a queue flag until a `flush`; `flag` names what
    /// decided (the queue by default).
    case queue(into: String, flag: String? = nil, reason: String? = nil)
    /// Runs held calls: the oldest one, or all, through the guard again or
    /// straight to UIKit (the stock call, `super`).
    case flush(String, all: Bool, throughGuard: Bool)
    /// Runs the call later without asking again (`DispatchQueue.main.asyncAfter`).
    case delay(milliseconds: Int)
    case set(String)
    case clear(String)
    case increment(String)
    case decrement(String)
    /// Holds the hook's screen in a screen flag, or adds it to a screens flag.
    case holdScreen(String)
    /// Lets go of the hook's screen if the flag holds it.
    case releaseScreen(String)
    /// Remembers the call in a call flag (it goes on as decided).
    case holdCall(String)
    /// Seed 003's window lock (`UIWindow.isAnimated`).
    case setWindowLocked(Bool)
    /// The guard makes a call itself (pop or popToRoot, which name no
    /// screen): on `super` (the guards stacked after it, then UIKit), or
    /// straight to UIKit past every guard. Never through its own rules: a
    /// subclass's own call to `super` does not re-enter its override.
    case perform(GuardCallKind, straightToUIKit: Bool)
    /// `isExclusiveTouch` on every subview of the hook's screen (seed 000's
    /// makeExclusiveTouchToSubviews).
    case makeExclusiveTouch
    case beginIgnoringInteractionEvents
    case endIgnoringInteractionEvents
    /// `interactivePopGestureRecognizer.isEnabled`.
    case setPopGestureEnabled(Bool)
    /// iOS 26's `interactiveContentPopGestureRecognizer.isEnabled`.
    case setContentPopGestureEnabled(Bool)
    /// Installs (or removes) a full-screen pan on the navigation controller's
    /// view that drives UIKit's interactive pop (FDFullscreenPopGesture).
    case setFullScreenPan(Bool)
    /// Starts (or restarts) a timer; its rules run when it fires. A
    /// watchdog does not keep the world from going idle (a periodic check).
    case startTimer(String, milliseconds: Int, watchdog: Bool = false)
    case cancelTimer(String)
    case log(String)

    /// Whether it decides the fate of a call (only meaningful in `call` rules).
    var isDecision: Bool {
        switch self {
        case .allow, .drop, .satisfied, .fail, .queue, .delay: true
        default: false
        }
    }
}
