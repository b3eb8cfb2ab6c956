import NavSandboxCore

/// What the LESSON pane shows: the lesson so far, line by line, and what the
/// learner is asked now. The lesson's driver fills it in (the front end
/// knows nothing of the lesson language); the render only reads it.
public struct LessonPane: Hashable, Sendable {
    public struct Line: Hashable, Sendable {
        public enum Tone: Hashable, Sendable {
            /// The lesson's words; `*word*` spans are emphasis.
            case text
            case right
            case wrong
            /// Explanations: the walk, the chain, the rule.
            case why
            case problem
        }

        public var text: String
        public var tone: Tone

        public init(_ text: String, _ tone: Tone) {
            self.text = text
            self.tone = tone
        }
    }

    public enum Prompt: Hashable, Sendable {
        /// ⏎ goes on (after a paragraph or an answer, so there is time to read).
        case next
        /// 1-9 (or a click) picks — ⏎ does not, so the learner chooses;
        /// `point` is where a prediction asks about (the crosshair marks it).
        case choose(question: String, choices: [String], point: Point? = nil)
        /// The learner acts on the phone; ⏎ shows the hint, then the solution.
        case tryIt(instruction: String, hint: String?, hintShown: Bool, hasSolution: Bool)
        /// The end: the score, what was missed (questions answered wrong,
        /// tasks shown rather than done), and the next lesson ⏎ starts
        /// (nil: ⏎ leaves, as q does).
        case finished(right: Int, asked: Int, missed: [String] = [], next: String? = nil)
    }

    public var title: String
    public var lines: [Line]
    public var prompt: Prompt?

    public init(title: String, lines: [Line], prompt: Prompt?) {
        self.title = title
        self.lines = lines
        self.prompt = prompt
    }
}

/// A lesson played in the sandbox. The loop asks it for the world to show
/// and tells it what the learner did; the lesson language stays behind it.
public protocol LessonDriver: AnyObject {
    var pane: LessonPane { get }
    /// Takes the live world (time has passed while the learner read), runs
    /// the lesson to its next prompt, and returns the world to show.
    func resume(from world: World) -> World
    /// The learner picks choice `index` (0-based).
    func choose(_ index: Int)
    /// The learner acted during a task: the lesson looks at the live world.
    func learnerActed(in world: World)
    /// ⏎ during a task: the hint first, then the solution done for them;
    /// returns the world to show when the solution ran.
    func help(from world: World) -> World?
    /// ⏎ at the end: the next lesson of the course begins; returns its
    /// first world (nil when there is none, and the learner leaves).
    func startNextLesson() -> World?
}
