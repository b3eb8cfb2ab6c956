/// The rows of a trace, one thread id each (Trace Event Format draws a thread
/// per tid). The order here is the order the viewer lists them in.
public enum TraceTrack: Int, CaseIterable, Sendable {
    case script = 1
    case touches
    case guardDecisions
    case transition
    case barAnimation
    case presentation
    case ignoreCount
    case windowLock
    case strategyLock
    case frozen
    case timers
    case violations
    case log

    public var name: String {
        switch self {
        case .script: "script lines"
        case .touches: "touches"
        case .guardDecisions: "guard decisions"
        case .transition: "navigation transition"
        case .barAnimation: "navigation bar animation"
        case .presentation: "presentation (card)"
        case .ignoreCount: "lock: UIApplication ignoreCount > 0"
        case .windowLock: "lock: window.isAnimated"
        case .strategyLock: "lock: strategy holds its lock"
        case .frozen: "frozen UI"
        case .timers: "timers (app, asyncAfter, guard, idle checks)"
        case .violations: "failures, warnings, detectors, crash"
        case .log: "UIKit and app log"
        }
    }
}
