import NavSandboxCore

/// What the learner is asked while the lesson waits for them.
public enum LessonPrompt: Equatable, Sendable {
    /// Pick one of the choices (1-9): an `ask`, or a prediction whose
    /// choices come from the world.
    case choose(question: String, choices: [String], line: Int)
    /// Act on the phone until the check holds; `solution` lines can be
    /// shown instead.
    case tryIt(instruction: String, hint: String?, line: Int)
    /// A paragraph to read before the lesson goes on (in the sandbox).
    case read(line: Int)
}

/// One thing the lesson pane shows, in order.
public enum LessonEntry: Equatable, Sendable {
    case say(String, line: Int)
    /// The learner's pick against UIKit's answer, with why — taken from the
    /// world's own state (the walk, the chain, the rule), not from the author.
    case answered(question: String, picked: String, answer: String, isRight: Bool, why: [String], line: Int)
    /// A `try`: solved by the learner, or shown with its solution.
    case tried(instruction: String, solvedByLearner: Bool, line: Int)
    /// An `expect` line the lesson checked.
    case checked(ExpectationVerdict)
    /// A runtime error that stopped the lesson.
    case problem(String, line: Int)
    /// The end, with the score.
    case finished(right: Int, asked: Int)
}

/// A lesson in progress: the scenario runs a line at a time, as a script
/// does, and stops where the learner has something to do — a question, a
/// prediction (answered on a copy of the world, which is a value: the lesson
/// asks before UIKit shows), a task. Headless checks and the sandbox's
/// lesson pane drive the same session.
public struct LessonSession: Sendable {
    public let lesson: Script
    private var stepper: ScriptStepper
    public private(set) var entries: [LessonEntry] = [] {
        didSet {
            while entryTimes.count < entries.count { entryTimes.append(world.now) }
        }
    }
    /// The virtual time each entry was made at (an answer's: when it was
    /// chosen), one per entry, for the teacher's report.
    public private(set) var entryTimes: [Int] = []
    public private(set) var prompt: LessonPrompt?
    public private(set) var right = 0
    public private(set) var asked = 0
    public private(set) var isFinished = false
    private let settleLimit: Int

    /// The answer of the choice being asked, and what explains it.
    private struct PendingChoice: Sendable {
        var answer: Int
        var why: [String]
    }
    private var pendingChoice: PendingChoice?

    /// The `try` being attempted.
    private struct Attempt: Sendable {
        var check: ScriptExpectation
        var solutions: [Statement]
        var line: Int
        var instruction: String
    }
    private var attempt: Attempt?
    private var verdictsSeen = 0
    /// The point a `predict hit` or `predict chain` asks about, for the
    /// sandbox to mark with its crosshair.
    public private(set) var promptPoint: Point?

    /// In the sandbox each paragraph waits for the learner (`read`); a
    /// headless check reads on.
    private let pausesAfterSay: Bool

    public init(lesson: Script, options: ScriptRunOptions = ScriptRunOptions(), pausesAfterSay: Bool = false) {
        self.lesson = lesson
        self.pausesAfterSay = pausesAfterSay
        stepper = ScriptStepper(script: lesson, runner: ScriptRunner(options: options))
        settleLimit = options.settleLimit
    }

    public var world: World { stepper.world }

    /// The line the lesson is at (the prompt's, or the last one run).
    public private(set) var currentLine = 0

    // MARK: Running

    /// Runs lines until the learner has something to do or the lesson ends.
    public mutating func run() {
        while prompt == nil, !isFinished {
            guard let next = stepper.upcoming else {
                finish()
                return
            }
            currentLine = next.line
            switch next.kind {
            case .say(let text):
                entries.append(.say(text, line: next.line))
                if pausesAfterSay { prompt = .read(line: next.line) }
            case .ask(let question, let choices, let answer, let because):
                var why = because.map { [$0] } ?? []
                why += questionTap()
                prompt = .choose(question: question, choices: choices, line: next.line)
                pendingChoice = PendingChoice(answer: answer, why: why)
            case .predict(let prediction):
                guard let asked = predictionPrompt(prediction, at: next) else { return }
                prompt = .choose(question: asked.question, choices: asked.choices, line: next.line)
                pendingChoice = PendingChoice(answer: asked.answer, why: asked.why)
            case .tryUntil(let instruction, let check, let hint):
                let index = lesson.statements.firstIndex { $0.line == next.line } ?? 0
                let solutions = lesson.statements[(index + 1)...].prefix { if case .solution = $0.kind { true } else { false } }
                attempt = Attempt(check: check, solutions: Array(solutions), line: next.line, instruction: instruction)
                prompt = .tryIt(instruction: instruction, hint: hint, line: next.line)
            default:
                break
            }
            _ = stepper.step()
            recordRunResults()
            // A task already done when it is set is done.
            if attempt != nil { checkAttempt() }
        }
    }

    // MARK: The learner

    /// The learner picks choice `index` (0-based) of the current question.
    public mutating func choose(_ index: Int) {
        guard case .choose(let question, let choices, let line)? = prompt, let pending = pendingChoice,
            choices.indices.contains(index)
        else { return }
        asked += 1
        let isRight = index == pending.answer
        if isRight { right += 1 }
        entries.append(
            .answered(
                question: question, picked: choices[index], answer: choices[pending.answer], isRight: isRight,
                why: pending.why, line: line))
        prompt = nil
        pendingChoice = nil
        promptPoint = nil
    }

    /// The learner has read the paragraph: the lesson may go on.
    public mutating func goOn() {
        if case .read? = prompt { prompt = nil }
    }

    /// The live world replaces the lesson's (the sandbox's clock and the
    /// learner's taps went on).
    public mutating func adopt(_ world: World) {
        stepper.adopt(world)
    }

    /// The live world after the learner acted (the sandbox's): a task whose
    /// check now holds is done.
    public mutating func observe(_ world: World) {
        stepper.adopt(world)
        checkAttempt()
    }

    /// The learner acts on the phone during a `try`.
    public mutating func send(_ input: UserInput) {
        stepper.send(input)
        checkAttempt()
    }

    /// Time passes during a `try` (the learner watches a transition).
    public mutating func advance(to time: Int) {
        stepper.advance(to: time)
        checkAttempt()
    }

    /// Does the `try`'s `solution` lines for the learner, then lets the world
    /// run (up to the settle limit) until the check holds.
    public mutating func showSolution() {
        guard var current = attempt else { return }
        for solution in current.solutions { stepper.solve(solution) }
        current.solutions = []
        attempt = current
        recordRunResults()
        if isFinished { return }
        let limit = world.now + settleLimit
        while attempt != nil, world.now < limit {
            stepper.advance(to: world.now + 50)
            checkAttempt(solvedByLearner: false)
        }
    }

    /// The current task's check against the world now (nil with no task).
    public var attemptVerdict: ExpectationVerdict? {
        attempt.map { ExpectationChecker.verdict($0.check, line: $0.line, in: world) }
    }

    /// The `try` on screen, not done yet: its instruction and line.
    public var pendingTask: (instruction: String, line: Int)? {
        attempt.map { ($0.instruction, $0.line) }
    }

    /// Whether the `try` has `solution` lines to show.
    public var hasSolution: Bool { !(attempt?.solutions.isEmpty ?? true) }

    // MARK: Internals

    private mutating func checkAttempt(solvedByLearner: Bool = true) {
        guard let current = attempt else { return }
        guard ExpectationChecker.verdict(current.check, line: current.line, in: world).ok else { return }
        entries.append(.tried(instruction: current.instruction, solvedByLearner: solvedByLearner, line: current.line))
        attempt = nil
        prompt = nil
    }

    /// Verdicts and errors the run produced since last looked.
    private mutating func recordRunResults() {
        let result = stepper.result
        for verdict in result.verdicts.dropFirst(verdictsSeen) { entries.append(.checked(verdict)) }
        verdictsSeen = result.verdicts.count
        if let error = result.error {
            entries.append(.problem(error.diagnostic.message, line: error.diagnostic.line))
            prompt = nil
            attempt = nil
            finish()
        }
    }

    private mutating func finish() {
        guard !isFinished else { return }
        isFinished = true
        prompt = nil
        entries.append(.finished(right: right, asked: asked))
    }

    /// The tap an `ask` is about, in LAST TAP's words: the one the lines
    /// after it make (a question asks before UIKit shows), run on a copy.
    /// With none there the question is about no tap: the taps before it
    /// belong to the question before, whose explanation said what they did.
    private func questionTap() -> [String] {
        var copy = stepper
        _ = copy.step()
        while let next = copy.upcoming, !next.kind.isLessonStatement { _ = copy.step() }
        var after = copy.world
        _ = after.step(.settle(limit: settleLimit))
        return LessonExplanation.lastTap(in: after, firstNew: world.touches.nextID)
    }

    /// A prediction's question, its choices from the world, the answer and
    /// why; nil (and the lesson stopped with a problem) when its target is
    /// not on screen.
    private mutating func predictionPrompt(_ prediction: LessonPrediction, at statement: Statement)
        -> (question: String, choices: [String], answer: Int, why: [String])?
    {
        switch prediction {
        case .hit(let target), .chain(let target):
            promptPoint = world.point(of: target)
            guard let point = promptPoint else {
                entries.append(.problem("\(target) is not on screen to predict a tap on", line: statement.line))
                finish()
                return nil
            }
            if case .hit = prediction { return LessonExplanation.hitPrediction(at: point, in: world) }
            return LessonExplanation.chainPrediction(at: point, in: world)
        case .stack:
            // The lines up to the next thing the learner does, run on a copy.
            var copy = stepper
            _ = copy.step()
            while let next = copy.upcoming, !next.kind.isLessonStatement { _ = copy.step() }
            var after = copy.world
            _ = after.step(.settle(limit: settleLimit))
            return LessonExplanation.stackPrediction(now: world, after: after)
        }
    }
}
