import NavSandboxCore

/// What just happened when the runner shows the world to its observer. The
/// observer sees the world after every step, so a trace can date every state
/// change to the millisecond.
public enum RunStep: Equatable, Sendable {
    /// The app launched (virtual time 0).
    case launched
    /// The world ran the scheduled events due at its current time.
    case events
    /// A script line finished (its action, setting, wait, settle or check).
    case statement(Statement)
    /// The script ended (or stopped on a runtime error).
    case finished
}
