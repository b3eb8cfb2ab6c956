/// A script that parsed but cannot go on: an `at` in the past, a label that was
/// never on screen, a point off the phone, a run past 1 hour of virtual time.
/// Located and worded like a parse error, so the command line prints both the
/// same way (file:line:column, what was expected, the nearest valid name).
public struct ScriptRuntimeError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Equatable, Sendable {
        /// `at <t>` names a time the world has already passed.
        case timeInThePast
        /// A label the script taps has never been on screen.
        case labelNeverSeen
        /// `back` while no back button has been on screen yet.
        case backNeverSeen
        /// `x,y` outside the phone's cells.
        case pointOutsidePhone
        /// The run would go past the virtual-time limit (1 hour).
        case timeLimit
        /// `edit view N` names a view the world has not made (yet).
        case unknownView
        /// The run's strategy names a guard that did not load.
        case strategyNotLoaded
    }

    public var kind: Kind
    /// Virtual time when the run stopped, in ms.
    public var time: Int
    /// Where and why, as a compiler-style diagnostic.
    public var diagnostic: ScriptError

    public init(kind: Kind, time: Int, diagnostic: ScriptError) {
        self.kind = kind
        self.time = time
        self.diagnostic = diagnostic
    }

    public var line: Int { diagnostic.line }
    public var column: Int { diagnostic.column }
    public var message: String { diagnostic.message }

    public var description: String { diagnostic.description }
}
