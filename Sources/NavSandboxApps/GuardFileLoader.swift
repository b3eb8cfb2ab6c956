import NavSandboxCore
import Yams

/// Reads a guard strategy from YAML text (docs/guards/README.md is the
/// format's reference, docs/guards/guard.schema.json its schema). Pure: text
/// in, a definition or every problem out, each with its line and column.
public enum GuardFileLoader {
    public static let maximumBytes = 256 * 1024
    public static let maximumRules = 1_000
    public static let maximumFlags = 100

    public static let topKeys = [
        "guard", "include", "summary", "source", "pop-gesture", "pop-gesture-delegate", "coordinator", "content-pop-gesture", "exclusive-touch", "pass-through", "full-screen-pan", "flags",
        "locked-when", "rules",
    ]
    static let ruleKeys = ["on", "when", "do"]
    static let flagKeys = ["kind", "order", "note"]

    static let callHooks: [(String, GuardCallKind)] = GuardCallKind.allCases.map { ($0.rawValue, $0) }
    static let otherHooks: [(String, GuardHook)] = GuardHook.named.map { ($0.word, $0.hook) }
    static var hookNames: [String] { callHooks.map(\.0) + otherHooks.map(\.0) + ["timer <name>"] }

    public static func load(_ text: String, file: String) -> Result<GuardDefinition, AppFileProblems> {
        loadWithWarnings(text, file: file).map(\.definition)
    }

    /// The guard and what the author should look at though it loaded (a
    /// timer no rule starts): the command line prints them.
    /// `shipped`: a guard the binary ships (a built-in), which alone may
    /// take a built-in's name.
    public static func loadWithWarnings(_ text: String, file: String, shipped: Bool = false) -> Result<LoadedGuard, AppFileProblems> {
        var reader = AppFileReader(file: file, text: text)
        guard text.utf8.count <= maximumBytes else {
            reader.report(.error, at: nil, "the file is larger than \(maximumBytes) bytes", expected: "a smaller guard file")
            return .failure(AppFileProblems(reader.problems))
        }
        guard let root = YAMLComposition.compose(text, reader: &reader, emptyExpected: "a mapping with `guard` and `rules`")
        else { return .failure(AppFileProblems(reader.problems)) }
        var builder = GuardBuilder(reader: reader)
        builder.shipped = shipped
        let definition = builder.read(root)
        let problems = builder.reader.problems
        if let definition, !builder.reader.hasErrors {
            return .success(LoadedGuard(definition: definition, warnings: problems.filter { $0.severity == .warning }))
        }
        return .failure(AppFileProblems(problems.filter { $0.severity == .error } + problems.filter { $0.severity == .warning }))
    }
}

/// A loaded guard and the warnings its file gave.
public struct LoadedGuard: Sendable {
    public var definition: GuardDefinition
    public var warnings: [AppFileProblem]
}

/// Reads a guard file's node tree; reports every problem it meets.
struct GuardBuilder {
    var reader: AppFileReader
    var flags: [String: GuardFlagDeclaration.Kind] = [:]
    var timersStarted: Set<String> = []
    var timerHooks: [(String, Node)] = []
    var shipped = false

    init(reader: AppFileReader) { self.reader = reader }

    mutating func read(_ root: Node) -> GuardDefinition? {
        guard let top = reader.mapping(root, "the guard file", allowed: GuardFileLoader.topKeys, required: ["guard", "rules"])
        else { return nil }
        var definition = GuardDefinition(name: "")
        if let node = top["guard"]?.value, let name = reader.string(node, "`guard`") {
            if !Self.isPlainName(name, extra: "-.") {
                reader.error(
                    at: node, "the guard's name `\(TerminalText.visible(name))` is not a plain name",
                    expected: "letters, digits, `-` and `.`, at most 40 characters (`my-guard`)")
            } else if !shipped, BundledGuards.builtInNames.contains(name) || name == StrategyID.none.rawValue {
                reader.error(
                    at: node, "`\(name)` is a built-in strategy's name",
                    expected: "a name of your own, so scripts and reports can tell the two apart (`my-\(name)`)")
            }
            definition.name = name
            definition.nameOrigin = "\(reader.file):\(node.mark?.line ?? 1):\(node.mark?.column ?? 1)"
        }
        if let node = top["include"]?.value { definition.includes = readIncludes(node) }
        if let node = top["summary"]?.value { definition.summary = reader.string(node, "`summary`") ?? "" }
        if let node = top["source"]?.value { definition.source = reader.string(node, "`source`") }
        if let node = top["content-pop-gesture"]?.value, let on = reader.bool(node, "`content-pop-gesture`") {
            definition.setup.contentPopGestureEnabled = on
        }
        if let node = top["pop-gesture"]?.value, let on = reader.bool(node, "`pop-gesture`") {
            definition.setup.popGestureEnabled = on
        }
        if let node = top["exclusive-touch"]?.value, let on = reader.bool(node, "`exclusive-touch`") {
            definition.setup.exclusiveTouch = on
        }
        if let node = top["pass-through"]?.value, let on = reader.bool(node, "`pass-through`") {
            definition.setup.passThrough = on
        }
        if let node = top["full-screen-pan"]?.value, let on = reader.bool(node, "`full-screen-pan`") {
            definition.setup.fullScreenPan = on
        }
        if let node = top["coordinator"]?.value {
            if let word = node.scalar?.string, let reading = CoordinatorPopReading(rawValue: word) {
                definition.setup.coordinator = reading
            } else {
                reader.error(
                    at: node, "`coordinator` is \(reader.describe(node))",
                    expected: "one of \(CoordinatorPopReading.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")) (when the library drops a popped screen from its list)")
            }
        }
        if let node = top["pop-gesture-delegate"]?.value {
            switch node.scalar?.string {
            case "replaced": definition.setup.replacesPopGestureDelegate = true
            case "uikit": definition.setup.replacesPopGestureDelegate = false
            default:
                reader.error(
                    at: node, "`pop-gesture-delegate` is \(reader.describe(node))",
                    expected: "`pop-gesture-delegate: replaced` (the guard is the recognizer's delegate) or `uikit` (the default)")
            }
        }
        if let node = top["flags"]?.value { definition.flags = readFlags(node) }
        if let node = top["locked-when"]?.value { definition.lockedWhen = readCondition(node, "`locked-when`") }
        if let node = top["rules"]?.value { definition.rules = readRules(node) }
        for (name, node) in timerHooks where !timersStarted.contains(name) {
            reader.warning(
                at: node, "no rule starts the timer `\(name)`, so this rule never runs",
                expected: "`start-timer: {name: \(name), after: 1s}` in some rule")
        }
        return definition
    }

    /// The most guards one file may include.
    static let maximumIncludes = 16

    /// `include: qmui-transiting` or a list: bundled guards' names or files
    /// beside this one, resolved where files are read.
    mutating func readIncludes(_ node: Node) -> [GuardInclude] {
        let items: [Node]
        if case .sequence(let list) = node { items = Array(list) } else { items = [node] }
        var includes: [GuardInclude] = []
        for item in items {
            guard includes.count < Self.maximumIncludes else {
                reader.error(at: item, "more than \(Self.maximumIncludes) included guards", expected: "fewer `include:` entries")
                break
            }
            guard let name = reader.string(item, "an included guard"), !name.isEmpty, name.count <= 200,
                !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else {
                reader.error(at: item, "an `include:` entry names no guard", expected: "a bundled guard's name (`qmui-transiting`) or a guard file beside this one (`common.yaml`)")
                continue
            }
            let line = item.mark?.line ?? 1
            includes.append(
                GuardInclude(name: name, line: line, column: item.mark?.column ?? 1, sourceLine: reader.sourceLine(line)))
        }
        return includes
    }

    static func isPlainName(_ text: String, extra: String) -> Bool {
        guard !text.isEmpty, text.count <= 40, let first = text.unicodeScalars.first,
            first.properties.isAlphabetic || first == "_"
        else { return false }
        return text.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "_"
                || extra.unicodeScalars.contains($0)
        }
    }

    // MARK: Flags

    static let kinds = ["bool", "counter", "queue", "screen", "screens", "call"]

    mutating func readFlags(_ node: Node) -> [GuardFlagDeclaration] {
        var declarations: [GuardFlagDeclaration] = []
        for (name, key, value) in reader.namedEntries(node, "`flags`", expected: "a mapping of flag names to kinds") {
            guard declarations.count < GuardFileLoader.maximumFlags else {
                reader.error(at: key, "more than \(GuardFileLoader.maximumFlags) flags", expected: "fewer flags")
                break
            }
            guard Self.isPlainName(name, extra: "."), !GuardConditionParser.keywords.contains(name) else {
                reader.error(
                    at: key, "`\(TerminalText.visible(name))` cannot name a flag",
                    expected: GuardConditionParser.keywords.contains(name)
                        ? "a name that is not a word of `when:` (\(GuardConditionParser.keywords.joined(separator: ", ")))"
                        : "letters, digits, `_` and `.`, at most 40 characters")
                continue
            }
            var kindName: String?
            var order = GuardFlagDeclaration.QueueOrder.fifo
            var note = ""
            if case .scalar = value {
                kindName = reader.string(value, "the kind of flag `\(name)`")
            } else if let entries = reader.mapping(value, "flag `\(name)`", allowed: GuardFileLoader.flagKeys, required: ["kind"]) {
                if let kind = entries["kind"]?.value { kindName = reader.string(kind, "the kind of flag `\(name)`") }
                if let node = entries["order"]?.value {
                    order = reader.choice(node, "queue order", from: GuardFlagDeclaration.QueueOrder.allCases.map { ($0.rawValue, $0) }) ?? .fifo
                }
                if let node = entries["note"]?.value { note = reader.string(node, "note") ?? "" }
            }
            guard let kindName else { continue }
            let kind: GuardFlagDeclaration.Kind
            switch kindName {
            case "bool": kind = .bool
            case "counter": kind = .counter
            case "queue": kind = .queue(order)
            case "screen": kind = .screen
            case "screens": kind = .screens
            case "call": kind = .call
            default:
                reader.error(
                    at: value, "unknown kind of flag `\(TerminalText.visible(kindName))`",
                    expected: "one of \(Self.kinds.joined(separator: ", "))", suggestion: NearestName.find(kindName, in: Self.kinds))
                continue
            }
            flags[name] = kind
            declarations.append(GuardFlagDeclaration(name, kind, note: note))
        }
        return declarations
    }

    // MARK: Rules

    mutating func readRules(_ node: Node) -> [GuardRule] {
        guard let items = reader.sequence(node, "`rules`", expected: "a list of rules (`- on: push`)") else { return [] }
        var rules: [GuardRule] = []
        for item in items {
            guard rules.count < GuardFileLoader.maximumRules else {
                reader.error(at: item, "more than \(GuardFileLoader.maximumRules) rules", expected: "fewer rules")
                break
            }
            guard let entries = reader.mapping(item, "a rule", allowed: GuardFileLoader.ruleKeys, required: ["on", "do"]),
                let hookNode = entries["on"]?.value, let hooks = readHooks(hookNode)
            else { continue }
            var condition = GuardCondition.always
            if let node = entries["when"]?.value {
                guard let parsed = readCondition(node, "`when`") else { continue }
                condition = parsed
            }
            guard let doNode = entries["do"]?.value else { continue }
            // A rule on several hooks is that rule at each of them, in this
            // place among the rules: a hook only ever tries its own rules.
            for hook in hooks {
                if hook != .sendAction, let whenNode = entries["when"]?.value, let word = Self.controlWord(in: condition) {
                    reader.error(
                        at: whenNode, "`\(word)` reads the control a `sendAction` hook is about: at `\(hook.word)` it never holds",
                        expected: "`on: sendAction` for a rule about a control's action")
                }
                let actions = readActions(doNode, hook: hook)
                warnOfLoops(actions, at: hook, doNode)
                rules.append(GuardRule(hook, when: condition, actions, origin: "\(reader.file):\(item.mark?.line ?? 1)"))
            }
        }
        return rules
    }

    /// The first word of a condition that only `sendAction` can answer.
    static func controlWord(in condition: GuardCondition) -> String? {
        switch condition {
        case .sameControl: "same-control"
        case .actionWithin: "action-within"
        case .anyActionWithin: "any-action-within"
        case .not(let inner): controlWord(in: inner)
        case .all(let list), .any(let list): list.lazy.compactMap(controlWord).first
        default: nil
        }
    }

    /// What `check` can tell before any run about a rule that loops, or
    /// does twice what it means to do once (docs/guards/README.md, "A
    /// guard's own calls"): each a warning at the rule's `do:`.
    mutating func warnOfLoops(_ actions: [GuardAction], at hook: GuardHook, _ node: Node) {
        switch hook {
        case .call(let kinds):
            for case .perform(let kind, _) in actions where kinds.contains(kind) {
                reader.warning(
                    at: node,
                    "`perform: \(kind.rawValue)` at the `\(kind.rawValue)` hook: the guard's own \(kind.rawValue) goes to `super`, past this rule, and the call the rule runs for goes on too, so each one does it twice",
                    expected: "`allow` to let the call through once, or `drop` to stop it")
            }
            let queued = Set(actions.compactMap { if case .queue(let into, _, _) = $0 { into } else { nil } })
            for case .flush(let queue, _, true) in actions where queued.contains(queue) {
                reader.warning(
                    at: node,
                    "this rule flushes `\(queue)` back through the guard and holds the call in it: the flushed call meets this rule again, which flushes the other, and the two chase each other until the app crashes (16 calls deep)",
                    expected: "the flush at a later hook (`didShow`, `transitionEnd`), or `through: uikit`")
            }
        case .timer(let name):
            for case .startTimer(let armed, let milliseconds, _) in actions where milliseconds < World.spinInterval {
                let what = armed == name
                    ? "the timer `\(name)` re-arms itself after \(milliseconds) ms"
                    : "the timer `\(name)` arms `\(armed)` after \(milliseconds) ms, and timers that arm each other so"
                reader.warning(
                    at: node,
                    "\(what), every turn of the run loop: a busy loop, stopped after \(World.spinningTimerLimit) fires with no input between",
                    expected: "a period of a frame or more (`after: 100ms`), or a condition that ends it")
            }
        default:
            break
        }
    }

    /// `when:` and `locked-when:`: a condition whose flags are declared.
    mutating func readCondition(_ node: Node, _ what: String) -> GuardCondition? {
        guard let text = reader.string(node, what) else { return nil }
        switch GuardConditionParser.parse(text) {
        case .success(let parsed):
            checkFlags(in: parsed, at: node)
            return parsed
        case .failure(let problem):
            let column = (node.mark?.column ?? 1) + problem.offset
            reader.report(
                .error, line: node.mark?.line ?? 1, column: column, "\(what): \(problem.message)", expected: problem.expected)
            return nil
        }
    }

    /// `on:` — one hook, or a list: the calls listed are one call hook
    /// (`[pop, popTo]`), every other hook listed gets the rule too.
    mutating func readHooks(_ node: Node) -> [GuardHook]? {
        guard case .sequence(let list) = node else { return readHook(node).map { [$0] } }
        var kinds: [GuardCallKind] = []
        var others: [GuardHook] = []
        for item in list {
            guard let hook = readHook(item) else { return nil }
            if case .call(let listed) = hook { kinds += listed } else { others.append(hook) }
        }
        guard !kinds.isEmpty || !others.isEmpty else {
            reader.error(at: node, "`on` lists no hook", expected: "hooks such as [pop, popTo] or [didShow, transitionCancelled]")
            return nil
        }
        return (kinds.isEmpty ? [] : [.call(kinds)]) + others
    }

    mutating func readHook(_ node: Node) -> GuardHook? {
        guard let text = reader.string(node, "`on`") else { return nil }
        if let kind = GuardFileLoader.callHooks.first(where: { $0.0 == text })?.1 { return .call([kind]) }
        if let hook = GuardFileLoader.otherHooks.first(where: { $0.0 == text })?.1 { return hook }
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        if words.count == 2, words[0] == "timer" {
            let name = String(words[1])
            timerHooks.append((name, node))
            return .timer(name)
        }
        reader.error(
            at: node, "unknown hook `\(TerminalText.visible(text))`", expected: "one of \(GuardFileLoader.hookNames.joined(separator: ", "))",
            suggestion: NearestName.find(text, in: GuardFileLoader.hookNames))
        return nil
    }

    /// The keys of `flush: {…}`, `start-timer: {…}`, `perform: {…}`, a refusal's
    /// and `queue: {…}`, and where a flush or a guard's own call runs.
    static let flushKeys = ["queue", "all", "through"]
    static let startTimerKeys = ["name", "after", "watchdog"]
    static let performKeys = ["call", "through"]
    static let refusalKeys = ["reason", "flag"]
    static let queueKeys = ["into", "flag", "reason"]
    static let flushThrough: [(String, Bool)] = [("guard", true), ("uikit", false)]
    /// Where a guard's own call goes: `super` (the guards stacked after it,
    /// then UIKit) or UIKit; the value is `straightToUIKit`. Never back
    /// through the same guard (docs/guards/README.md, "A guard's own calls").
    static let performThrough: [(String, Bool)] = [("super", false), ("uikit", true)]
    /// The calls a guard can make itself: the ones that name no screen.
    static let performCalls: [(String, GuardCallKind)] = [("pop", .pop), ("popToRoot", .popToRoot)]
    /// The actions that decide a call; only `call` rules (and `allow`/`drop`
    /// at the delegate questions) may use them.
    static let decisionNames = ["allow", "drop", "satisfied", "fail", "queue", "delay"]
    /// The actions that read the hook's call.
    static let callOnlyNames = decisionNames + ["hold-call"]

    static let actionNames = [
        "allow", "drop", "satisfied", "fail", "queue", "flush", "delay", "set", "clear", "increment", "decrement",
        "hold-screen", "release-screen", "hold-call", "begin-ignoring", "end-ignoring", "pop-gesture", "content-pop-gesture", "full-screen-pan", "window-lock",
        "make-exclusive-touch", "perform", "start-timer", "cancel-timer", "log",
    ]

    /// The hooks that ask YES or NO: `allow` and `drop` answer them.
    static func isQuestion(_ hook: GuardHook) -> Bool {
        switch hook {
        case .popGestureShouldBegin, .fullScreenPanShouldBegin, .sendEvent, .sendAction, .barShouldPush, .barShouldPop: true
        default: false
        }
    }

    mutating func readActions(_ node: Node, hook: GuardHook) -> [GuardAction] {
        let items: [Node]
        if case .sequence(let list) = node { items = Array(list) } else { items = [node] }
        var actions: [GuardAction] = []
        for item in items {
            let name: String
            let argument: Node?
            switch item {
            case .scalar(let scalar):
                name = scalar.string
                argument = nil
            case .mapping(let mapping) where mapping.count == 1:
                let (key, value) = mapping.first!
                guard let keyName = reader.string(key, "an action") else { continue }
                name = keyName
                argument = value
            default:
                reader.error(at: item, "an action is \(reader.describe(item))", expected: "`allow`, or one key such as `drop: why`")
                continue
            }
            if let action = readAction(name, argument, at: item, hook: hook) { actions.append(action) }
        }
        return actions
    }

    private mutating func readAction(_ name: String, _ argument: Node?, at node: Node, hook: GuardHook) -> GuardAction? {
        func text(_ what: String) -> String? {
            guard let argument else {
                reader.error(at: node, "`\(name)` needs \(what)", expected: "`\(name): …`")
                return nil
            }
            return reader.string(argument, "the argument of `\(name)`")
        }
        func flag(_ kinds: [String]) -> String? {
            guard let flagName = text("a flag's name") else { return nil }
            guard let kind = flags[flagName] else {
                reader.error(
                    at: argument, "`\(name)` names `\(TerminalText.visible(flagName))`, which is not a declared flag",
                    expected: "a flag from `flags:`", suggestion: NearestName.find(flagName, in: Array(flags.keys).sorted()))
                return nil
            }
            guard kinds.contains(Self.kindName(kind)) else {
                reader.error(
                    at: argument, "`\(name)` needs a \(kinds.joined(separator: " or ")) flag; `\(flagName)` is a \(Self.kindName(kind))",
                    expected: "a \(kinds.joined(separator: " or ")) flag")
                return nil
            }
            return flagName
        }
        /// `drop: why` or `drop: {reason: why, flag: name}`.
        func refusal() -> (reason: String, flag: String?)? {
            guard let argument, case .mapping = argument else { return text("a reason").map { ($0, nil) } }
            guard let entries = reader.mapping(argument, "`\(name)`", allowed: Self.refusalKeys, required: ["reason"]),
                let reasonNode = entries["reason"]?.value, let reason = reader.string(reasonNode, "the reason")
            else { return nil }
            guard let flagNode = entries["flag"]?.value else { return (reason, nil) }
            guard let flag = shownName(flagNode) else { return nil }
            return (reason, flag)
        }
        if Self.callOnlyNames.contains(name) {
            switch hook {
            case .call:
                break
            case _ where Self.isQuestion(hook) && (name == "allow" || name == "drop"):
                break
            case _ where Self.isQuestion(hook) && name != "hold-call":
                reader.error(at: node, "`\(name)` cannot answer a delegate's question", expected: "`allow` (YES) or `drop` (NO)")
                return nil
            default:
                reader.error(
                    at: node,
                    name == "hold-call"
                        ? "`hold-call` remembers the hook's navigation call, and this hook has none"
                        : "`\(name)` decides a navigation call, and this hook has none",
                    expected: "`\(name)` in a rule `on:` a call (push, pop, …)"
                        + (name == "allow" || name == "drop" ? " or a question (popGestureShouldBegin, fullScreenPanShouldBegin, sendEvent, shouldPushItem, shouldPopItem)" : ""))
                return nil
            }
        }
        switch name {
        case "allow": return .allow
        case "drop": return refusal().map { .drop(reason: $0.reason, flag: $0.flag) }
        case "satisfied": return refusal().map { .satisfied(reason: $0.reason, flag: $0.flag) }
        case "fail": return refusal().map { .fail(reason: $0.reason, flag: $0.flag) }
        case "queue":
            if let argument, case .mapping = argument {
                guard let entries = reader.mapping(argument, "`queue`", allowed: Self.queueKeys, required: ["into"]),
                    let intoNode = entries["into"]?.value, let queueName = reader.string(intoNode, "the queue")
                else { return nil }
                guard flags[queueName].map({ Self.kindName($0) == "queue" }) == true else {
                    reader.error(
                        at: intoNode, "`queue` needs a queue flag; `\(TerminalText.visible(queueName))` is not one",
                        expected: "a queue from `flags:`",
                        suggestion: NearestName.find(queueName, in: flags.filter { Self.kindName($0.value) == "queue" }.keys.sorted()))
                    return nil
                }
                var shown: String?
                if let flagNode = entries["flag"]?.value {
                    guard let flag = shownName(flagNode) else { return nil }
                    shown = flag
                }
                let reason = entries["reason"].flatMap { reader.string($0.value, "the reason") }
                return .queue(into: queueName, flag: shown, reason: reason)
            }
            return flag(["queue"]).map { .queue(into: $0) }
        case "delay":
            guard let argument else {
                reader.error(at: node, "`delay` needs a time", expected: "`delay: 300ms`")
                return nil
            }
            return reader.milliseconds(argument, "the delay").map { .delay(milliseconds: $0) }
        case "flush":
            if let argument, case .mapping = argument {
                guard let entries = reader.mapping(argument, "`flush`", allowed: Self.flushKeys, required: ["queue"]),
                    let queueNode = entries["queue"]?.value, let queueName = reader.string(queueNode, "the queue")
                else { return nil }
                guard flags[queueName].map({ Self.kindName($0) == "queue" }) == true else {
                    reader.error(at: queueNode, "`flush` needs a queue flag; `\(TerminalText.visible(queueName))` is not one", expected: "a queue from `flags:`")
                    return nil
                }
                let all = entries["all"].flatMap { reader.bool($0.value, "`all`") } ?? false
                let through = entries["through"].flatMap { reader.choice($0.value, "`through`", from: Self.flushThrough) } ?? true
                return .flush(queueName, all: all, throughGuard: through)
            }
            return flag(["queue"]).map { .flush($0, all: false, throughGuard: true) }
        case "set": return flag(["bool"]).map { .set($0) }
        case "clear": return flag(["bool", "counter", "screen", "screens", "call"]).map { .clear($0) }
        case "increment": return flag(["counter"]).map { .increment($0) }
        case "decrement": return flag(["counter"]).map { .decrement($0) }
        case "hold-screen": return flag(["screen", "screens"]).map { .holdScreen($0) }
        case "release-screen": return flag(["screen", "screens"]).map { .releaseScreen($0) }
        case "hold-call": return flag(["call"]).map { .holdCall($0) }
        case "begin-ignoring": return .beginIgnoringInteractionEvents
        case "end-ignoring": return .endIgnoringInteractionEvents
        case "make-exclusive-touch": return .makeExclusiveTouch
        case "window-lock":
            guard let argument else {
                reader.error(at: node, "`window-lock` needs on or off", expected: "`window-lock: on`")
                return nil
            }
            return reader.bool(argument, "`window-lock`").map { .setWindowLocked($0) }
        case "perform":
            guard let argument else {
                reader.error(at: node, "`perform` needs a call", expected: "`perform: pop` or `perform: {call: pop, through: uikit}`")
                return nil
            }
            if case .mapping = argument {
                guard let entries = reader.mapping(argument, "`perform`", allowed: Self.performKeys, required: ["call"]),
                    let callNode = entries["call"]?.value,
                    let kind = reader.choice(callNode, "call a guard makes itself", from: Self.performCalls)
                else { return nil }
                guard let throughNode = entries["through"]?.value else { return .perform(kind, straightToUIKit: false) }
                if case .scalar(let scalar) = throughNode, scalar.string == "guard" {
                    reader.error(
                        at: throughNode,
                        "a guard's own call never goes back through the same guard: it would meet the rule that made it again, without end (on a device, a stack overflow)",
                        expected: "`through: super` (the default: the guards stacked after this one, then UIKit) or `through: uikit`; a held call is run through the guard again with `flush`")
                    return nil
                }
                return reader.choice(throughNode, "`through`", from: Self.performThrough).map { .perform(kind, straightToUIKit: $0) }
            }
            return reader.choice(argument, "call a guard makes itself", from: Self.performCalls).map { .perform($0, straightToUIKit: false) }
        case "pop-gesture":
            guard let argument else {
                reader.error(at: node, "`pop-gesture` needs on or off", expected: "`pop-gesture: off`")
                return nil
            }
            return reader.bool(argument, "`pop-gesture`").map { .setPopGestureEnabled($0) }
        case "content-pop-gesture":
            guard let argument else {
                reader.error(at: node, "`content-pop-gesture` needs on or off", expected: "`content-pop-gesture: off`")
                return nil
            }
            return reader.bool(argument, "`content-pop-gesture`").map { .setContentPopGestureEnabled($0) }
        case "full-screen-pan":
            guard let argument else {
                reader.error(at: node, "`full-screen-pan` needs on or off", expected: "`full-screen-pan: on`")
                return nil
            }
            return reader.bool(argument, "`full-screen-pan`").map { .setFullScreenPan($0) }
        case "start-timer":
            guard let argument, let entries = reader.mapping(argument, "`start-timer`", allowed: Self.startTimerKeys, required: ["name", "after"]),
                let nameNode = entries["name"]?.value, let timer = reader.string(nameNode, "the timer's name"),
                let afterNode = entries["after"]?.value, let after = reader.milliseconds(afterNode, "`after`")
            else {
                if argument == nil { reader.error(at: node, "`start-timer` needs a name and a time", expected: "`start-timer: {name: release, after: 1s}`") }
                return nil
            }
            let watchdog = entries["watchdog"].flatMap { reader.bool($0.value, "`watchdog`") } ?? false
            timersStarted.insert(timer)
            return .startTimer(timer, milliseconds: after, watchdog: watchdog)
        case "cancel-timer": return text("a timer's name").map { .cancelTimer($0) }
        case "log": return text("a line of text").map { .log($0) }
        default:
            reader.error(
                at: node, "unknown action `\(TerminalText.visible(name))`", expected: "one of \(Self.actionNames.joined(separator: ", "))",
                suggestion: NearestName.find(name, in: Self.actionNames))
            return nil
        }
    }

    static func kindName(_ kind: GuardFlagDeclaration.Kind) -> String {
        switch kind {
        case .bool: "bool"
        case .counter: "counter"
        case .queue: "queue"
        case .screen: "screen"
        case .screens: "screens"
        case .call: "call"
        }
    }

    /// The name a refusal gives LAST TAP as what decided: a flag of this
    /// guard's or any plain name (`identity`, `window.isAnimated`).
    mutating func shownName(_ node: Node) -> String? {
        guard let name = reader.string(node, "the flag it names") else { return nil }
        guard Self.isPlainName(name, extra: ".") else {
            reader.error(
                at: node, "`\(TerminalText.visible(name))` cannot name what decided",
                expected: "letters, digits, `_` and `.`, at most 40 characters")
            return nil
        }
        return name
    }

    /// Every flag a condition reads must be declared, and `screen-is` needs a screen flag.
    mutating func checkFlags(in condition: GuardCondition, at node: Node) {
        switch condition {
        case .flag(let name):
            if flags[name] == nil {
                // At the word itself, as a parse error is: a long condition's
                // column 1 says nothing of which word is wrong.
                let line = node.mark?.line ?? 1
                let column = (node.mark?.column ?? 1) + (Self.offset(ofWord: name, in: node) ?? 0)
                reader.report(
                    .error, line: line, column: column,
                    "`when` reads `\(TerminalText.visible(name))`, which is neither a declared flag nor a word of `when:`",
                    expected: "a flag from `flags:` or one of \(GuardConditionParser.keywords.joined(separator: ", "))",
                    suggestion: NearestName.find(name, in: Array(flags.keys).sorted() + GuardConditionParser.keywords))
            }
        case .screenIs(let name): checkKind(of: name, "screen-is", ["screen", "screens"], at: node)
        case .topIs(let name): checkKind(of: name, "top-is", ["screen", "screens"], at: node)
        case .targetIn(let name): checkKind(of: name, "target-in", ["queue", "call"], at: node)
        case .counterAtLeast(let name, _): checkKind(of: name, "\(name) >=", ["counter"], at: node)
        case .not(let inner): checkFlags(in: inner, at: node)
        case .all(let list), .any(let list): for inner in list { checkFlags(in: inner, at: node) }
        default: break
        }
    }

    /// Where `word` first stands alone in a plain scalar's text (between
    /// spaces, parentheses or the ends), in characters, as the condition
    /// parser counts its columns; nil for a quoted scalar or no such word.
    static func offset(ofWord word: String, in node: Node) -> Int? {
        guard case .scalar(let scalar) = node, scalar.style == .plain else { return nil }
        let tokens = GuardConditionParser.tokens(of: scalar.string)
        return tokens.first { $0.text == word }?.offset
    }

    private mutating func checkKind(of name: String, _ word: String, _ kinds: [String], at node: Node) {
        guard let kind = flags[name] else {
            reader.error(
                at: node, "`\(word)` reads `\(TerminalText.visible(name))`, which is not a declared flag",
                expected: "a \(kinds.joined(separator: " or ")) flag from `flags:`",
                suggestion: NearestName.find(name, in: flags.filter { kinds.contains(Self.kindName($0.value)) }.keys.sorted()))
            return
        }
        if !kinds.contains(Self.kindName(kind)) {
            reader.error(
                at: node, "`\(word)` needs a \(kinds.joined(separator: " or ")) flag; `\(TerminalText.visible(name))` is a \(Self.kindName(kind))",
                expected: "a flag declared \(kinds.map { "`\($0)`" }.joined(separator: " or "))")
        }
    }
}
