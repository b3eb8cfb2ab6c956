/// What the guard engine (`GuardStack`, running `GuardProgram`s) hands back to
/// the world from a hook: decisions and answers, and effects as data.
///
/// Hooks never mutate the world directly. They update the guard's own state
/// and return effects; the world applies them after the hook returns. That
/// keeps a guard's state consistent when an effect (a pop the guard performs
/// itself) re-enters other hooks.

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

    /// The flag (or the variable a condition read) that decided, for
    /// anything but `proceed` and `delay`.
    public var flag: GuardFlagName? {
        switch self {
        case .proceed, .delay: nil
        case .ignore(let flag, _), .satisfied(let flag, _), .queue(let flag, _), .fail(let flag, _): flag
        }
    }

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
    /// What a NO read to decide (`_isTransitioning`, `viewControllers.count`):
    /// the check that refused, named in the log.
    public var flag: String?

    public init(_ allowed: Bool, effects: [GuardEffect] = [], reason: String? = nil, flag: String? = nil) {
        self.allowed = allowed
        self.effects = effects
        self.reason = reason
        self.flag = flag
    }

    public static let yes = GuardAnswer(true)
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
