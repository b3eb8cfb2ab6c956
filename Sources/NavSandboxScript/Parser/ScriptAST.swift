import NavSandboxCore

/// A parsed scenario script. Produced by `ScriptParser.parse`; consumed by the runner.
public struct Script: Equatable, Sendable {
    /// The path (or any name) the script was parsed under; used in diagnostics.
    public var file: String
    /// One entry per non-blank, non-comment line, in source order.
    public var statements: [Statement]

    public init(file: String, statements: [Statement]) {
        self.file = file
        self.statements = statements
    }

    /// The script's `strategy` line, if any (the parser refuses a second one).
    /// The command line's `--strategy` takes precedence over it.
    public var strategy: StrategyID? {
        for s in statements { if case .strategy(let id) = s.kind { return id } }
        return nil
    }

    /// The guard files the script's `guard` lines loaded, in order: filled
    /// by the loader (`Script.load(path:app:guards:)`), empty from the parser.
    public var guardFiles: [GuardDefinition] = []

    /// The `guard` lines' files, relative to the script's folder.
    public var guardPaths: [String] {
        statements.compactMap { if case .guardFile(let path) = $0.kind { path } else { nil } }
    }

    /// The strategy the script runs without a `strategy` line: its guards,
    /// stacked in the order written.
    public var guardStack: StrategyID? { StrategyID.stacking(guardFiles.map(\.strategyID)) }

    /// The script's `profile` line, if any (the parser refuses a second one).
    /// The command line's `--profile` takes precedence over it.
    public var profile: Profile? {
        for s in statements { if case .profile(let id) = s.kind { return id } }
        return nil
    }

    /// The explicit virtual time the script spans, in milliseconds, computed the
    /// way the parser enforces its 1-hour limit: `at` sets the clock, `after` and
    /// `wait` add to it, a double-tap's gap extends its line's end, and `settle`
    /// counts as 0 (its real duration is only known at run time).
    public var explicitVirtualTimeMilliseconds: Int {
        var clock = ExplicitClock()
        for s in statements { clock.advance(over: s.kind) }
        return clock.maximum
    }
}

/// The conservative clock used for the 1-hour limit (see
/// `Script.explicitVirtualTimeMilliseconds`).
struct ExplicitClock {
    private(set) var now = 0
    private(set) var maximum = 0

    mutating func advance(over kind: StatementKind) {
        switch kind {
        case .at(let t, let action): finishLine(start: t, action: action)
        case .after(let d, let action): finishLine(start: now + d, action: action)
        case .wait(let d): now += d; maximum = max(maximum, now)
        default: break
        }
    }

    private mutating func finishLine(start: Int, action: UserInput) {
        var end = start
        if case .doubleTap(_, let gap) = action { end += gap }
        now = end
        maximum = max(maximum, end)
    }
}

/// One line of a script.
public struct Statement: Equatable, Sendable, CustomStringConvertible {
    /// 1-based line number in the file.
    public var line: Int
    /// 1-based column of the statement's first token (indentation skipped; a tab counts as one column).
    public var column: Int
    /// The line as written (no line terminator), for echoing in logs.
    public var source: String
    public var kind: StatementKind

    public init(line: Int, column: Int, source: String, kind: StatementKind) {
        self.line = line
        self.column = column
        self.source = source
        self.kind = kind
    }

    /// Canonical script syntax for the statement (comments and spacing normalised).
    public var description: String { kind.description }
}

public enum StatementKind: Equatable, Sendable, CustomStringConvertible {
    /// `strategy <id>` — the default strategy.
    case strategy(StrategyID)
    /// `profile <id>` — the default profile.
    case profile(Profile)
    /// `set <toggle> on|off|auto` (nil is `auto`).
    case setToggle(ToggleID, Bool?)
    /// `load-cost <screen> <time>` — simulated viewDidLoad/layout cost.
    case loadCost(screen: String, milliseconds: Int)
    /// `at <time> <action>` — at an absolute virtual time. An action is a
    /// `UserInput`, written as `InputSyntax` reads and prints it.
    case at(milliseconds: Int, UserInput)
    /// `after <time> <action>` — relative to the previous timed line (or the last wait/settle).
    case after(milliseconds: Int, UserInput)
    /// `wait <time>` — advance virtual time.
    case wait(milliseconds: Int)
    /// `settle` — run until idle (the runner caps it at 60 s of virtual time).
    case settle
    /// `expect …` — checked at this point of the script.
    case expect(ScriptExpectation)

    // Lessons only (`ScriptParser.parse(…, lesson: true)`): see docs/lessons.md.

    /// `say "text"` — a paragraph in the lesson pane; `*word*` is emphasis.
    case say(String)
    /// `ask "question" choices "a" | "b" answer "b" [because "why"]`.
    case ask(question: String, choices: [String], answer: Int, because: String?)
    /// `predict hit at <target>` / `predict chain at <target>` / `predict stack`.
    case predict(LessonPrediction)
    /// `try "instruction" [hint "text"] until <check>`: the learner acts
    /// freely until the check holds.
    case tryUntil(instruction: String, until: ScriptExpectation, hint: String?)
    /// `solution <action>` — what `try` expects, done for the learner who
    /// asks for it and by `learn --check`.
    case solution(UserInput)
    /// `app "FILE"` — the app the script or lesson runs on, relative to its
    /// folder (`--app` wins); scripts and lessons alike.
    case app(String)
    /// `guard "FILE"` — a guard file the script loads, relative to its
    /// folder: its name is a strategy the script may name, and the guards
    /// of a script without a `strategy` line stack, in the order written.
    case guardFile(String)

    public var description: String {
        switch self {
        case .strategy(let id): return "strategy \(ScriptSyntax.name(id.rawValue))"
        case .profile(let profile): return "profile \(profile.rawValue)"
        case .setToggle(let name, let value): return UserInput.setToggle(name, value).scriptText
        case .loadCost(let screen, let ms): return "load-cost \(ScriptSyntax.name(screen)) \(ScriptTime.format(milliseconds: ms))"
        case .at(let ms, let action): return "at \(ScriptTime.format(milliseconds: ms)) \(action.scriptText)"
        case .after(let ms, let action): return "after \(ScriptTime.format(milliseconds: ms)) \(action.scriptText)"
        case .wait(let ms): return "wait \(ScriptTime.format(milliseconds: ms))"
        case .settle: return "settle"
        case .expect(let e): return "expect \(e)"
        case .say(let text): return "say \(ScriptSyntax.quoted(text))"
        case .ask(let question, let choices, let answer, let because):
            let list = choices.map(ScriptSyntax.quoted).joined(separator: " | ")
            let why = because.map { " because \(ScriptSyntax.quoted($0))" } ?? ""
            return "ask \(ScriptSyntax.quoted(question)) choices \(list) answer \(ScriptSyntax.quoted(choices[answer]))\(why)"
        case .predict(let prediction): return "predict \(prediction)"
        case .tryUntil(let instruction, let check, let hint):
            return "try \(ScriptSyntax.quoted(instruction))" + (hint.map { " hint \(ScriptSyntax.quoted($0))" } ?? "") + " until \(check)"
        case .solution(let action): return "solution \(action.scriptText)"
        case .app(let path): return "app \(ScriptSyntax.quoted(path))"
        case .guardFile(let path): return "guard \(ScriptSyntax.quoted(path))"
        }
    }

    /// The lesson statements: a plain script has none.
    public var isLessonStatement: Bool {
        switch self {
        case .say, .ask, .predict, .tryUntil, .solution, .app: true
        default: false
        }
    }
}

/// What the learner predicts before the lesson shows UIKit's answer.
public enum LessonPrediction: Equatable, Sendable, CustomStringConvertible {
    /// Which view hitTest returns for a tap there.
    case hit(TapTarget)
    /// Which responder handles a tap there: the chain from the hit view.
    case chain(TapTarget)
    /// The stack once the lesson's next lines have run and the world settled.
    case stack

    public var description: String {
        switch self {
        case .hit(let target): "hit at \(InputSyntax.text(of: target))"
        case .chain(let target): "chain at \(InputSyntax.text(of: target))"
        case .stack: "stack"
        }
    }
}

extension ScriptExpectation {
    public enum CardState: String, Equatable, Sendable, CaseIterable {
        case none, expanded, minimized
    }
}

/// What an `expect` line checks. `isNegated` is true for `!=` and `!contains`;
/// the verdict is `(actual matches check) != isNegated`.
public struct ScriptExpectation: Equatable, Sendable, CustomStringConvertible {
    public enum Check: Equatable, Sendable {
        /// `stack = A > B` — the navigation stack's titles, bottom to top.
        case stack([String])
        /// `top = Title` — the top view controller's title.
        case top(String)
        /// `presented = none` (nil) or `presented = Title`.
        case presented(String?)
        /// `card = none|expanded|minimized`.
        case card(CardState)
        /// `tab = "Title"` (or `tab "Title"`): the selected tab.
        case tab(String)
        /// `crash = none` (nil) or `crash = "substring"` (the crash message contains it).
        case crash(String?)
        /// `frozen = yes|no|true|false`.
        case frozen(Bool)
        /// `violation <id> = fired|yes|no|true|false` — `fired` is `true`.
        case violation(id: ViolationID, fired: Bool)
        /// `flag <name> = value` — compared as text.
        case flag(name: String, value: String)
        /// `log contains "text"` (negated: `log !contains "text"`).
        case logContains(String)
        /// `event <kind> [field = value]… [count = n]`: an event of that kind
        /// with those fields is in the log (exactly `n` of them with `count`).
        /// Matched on the event's fields (EventRecord), not on its wording.
        /// The kind is an entry of the core's catalog (`WorldEvent.kinds`).
        case event(kind: EventKind, fields: [EventFieldMatch], count: Int?)
    }

    /// `field = value` in an `event` check; `value` nil is `none`.
    public struct EventFieldMatch: Equatable, Sendable {
        public var name: String
        public var value: String?

        public init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    public enum Subject: String, Equatable, Sendable, CaseIterable {
        case stack, top, presented, card, tab, crash, frozen, violation, flag, log, event
    }

    public var check: Check
    public var isNegated: Bool
    /// The expectation as written, after `expect` (comment stripped, trimmed); for verdicts.
    public var text: String

    public init(check: Check, isNegated: Bool, text: String) {
        self.check = check
        self.isNegated = isNegated
        self.text = text
    }

    public var subject: Subject {
        switch check {
        case .stack: return .stack
        case .top: return .top
        case .presented: return .presented
        case .card: return .card
        case .tab: return .tab
        case .crash: return .crash
        case .frozen: return .frozen
        case .violation: return .violation
        case .flag: return .flag
        case .logContains: return .log
        case .event: return .event
        }
    }

    /// Canonical script syntax without the leading `expect`, e.g. `top = "Inbox"`.
    public var description: String {
        let op = isNegated ? "!=" : "="
        switch check {
        case .stack(let titles): return "stack \(op) \(ScriptSyntax.stack(titles))"
        case .top(let t): return "top \(op) \(ScriptSyntax.quoted(t))"
        case .presented(let t): return "presented \(op) \(t.map(ScriptSyntax.quoted) ?? "none")"
        case .card(let c): return "card \(op) \(c.rawValue)"
        case .tab(let t): return "tab \(op) \(ScriptSyntax.quoted(t))"
        case .crash(let s): return "crash \(op) \(s.map(ScriptSyntax.quoted) ?? "none")"
        case .frozen(let b): return "frozen \(op) \(b ? "yes" : "no")"
        case .violation(let id, let fired): return "violation \(id.rawValue) \(op) \(fired ? "fired" : "no")"
        case .flag(let name, let value): return "flag \(name) \(op) \(ScriptSyntax.name(value))"
        case .logContains(let s): return "log \(isNegated ? "!contains" : "contains") \(ScriptSyntax.quoted(s))"
        case .event(let kind, let fields, let count):
            var out = "event \(kind.name)"
            for field in fields { out += " \(field.name) = \(field.value.map(ScriptSyntax.eventValue) ?? "none")" }
            if let count { out += " count = \(count)" }
            return out
        }
    }
}

/// Helpers for printing canonical syntax.
public enum ScriptSyntax {
    /// `"text"` with `\"` and `\\` escaped, and every character a script
    /// line may not hold (controls, newlines, bidi controls: TerminalText)
    /// written as `\u{…}`, so that reading it back gives the same string.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            if scalar == "\"" || scalar == "\\" {
                out.append("\\")
                out.unicodeScalars.append(scalar)
            } else if TerminalText.isControl(scalar) {
                out += TerminalText.escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        out.append("\"")
        return out
    }

    /// A stack value: `"A > B"`, or `"A" > "B"` when a title would not survive
    /// the one-string form (it contains `>`, is empty, or has outer spaces).
    /// A one-title stack whose title is not plain cannot be said: one quoted
    /// string is split at `>` and trimmed. `expect top` says such a title.
    public static func stack(_ titles: [String]) -> String {
        let plain = titles.allSatisfy(isPlainStackTitle)
        if plain || titles.count < 2 { return quoted(titles.joined(separator: " > ")) }
        return titles.map(quoted).joined(separator: " > ")
    }

    /// Survives the one-string form: not empty, no `>`, no outer spaces.
    public static func isPlainStackTitle(_ t: String) -> Bool {
        !t.isEmpty && !t.contains(">") && t.first.map(ScriptLexer.isSpace) == false && t.last.map(ScriptLexer.isSpace) == false
    }

    /// An event field's value: bare when it is one word other than `none`.
    public static func eventValue(_ s: String) -> String {
        s == "none" ? quoted(s) : name(s)
    }

    /// The text bare when it lexes as a single bare word, quoted otherwise.
    public static func name(_ s: String) -> String {
        if s.isEmpty || s.contains(where: { ScriptLexer.endsWord($0) || $0 == "!" }) || TerminalText.needsEscaping(s) {
            return quoted(s)
        }
        return s
    }
}
