import NavSandboxCore
import Yams

/// Reads a guard strategy from YAML text (docs/guards/README.md is the
/// format's reference, docs/guards/guard.schema.json its schema). Pure: text
/// in, a definition or every problem out, each with its line and column.
public enum GuardFileLoader {
    public static let maximumBytes = 256 * 1024
    public static let maximumRules = 1_000
    public static let maximumFlags = 100

    static let topKeys = ["guard", "summary", "source", "flags", "rules"]
    static let ruleKeys = ["on", "when", "do"]
    static let flagKeys = ["kind", "order", "note"]

    static let callHooks: [(String, GuardCallKind)] = GuardCallKind.allCases.map { ($0.rawValue, $0) }
    static let otherHooks: [(String, GuardHook)] = [
        ("willShow", .willShow), ("didShow", .didShow),
        ("transitionEnd", .transitionEnd(cancelled: nil)),
        ("transitionFinished", .transitionEnd(cancelled: false)),
        ("transitionCancelled", .transitionEnd(cancelled: true)),
        ("viewWillAppear", .lifecycle(.viewWillAppear)), ("viewDidAppear", .lifecycle(.viewDidAppear)),
        ("viewWillDisappear", .lifecycle(.viewWillDisappear)), ("viewDidDisappear", .lifecycle(.viewDidDisappear)),
        ("popGestureShouldBegin", .popGestureShouldBegin),
    ]
    static var hookNames: [String] { callHooks.map(\.0) + otherHooks.map(\.0) + ["timer <name>"] }

    public static func load(_ text: String, file: String) -> Result<GuardDefinition, AppFileProblems> {
        loadWithWarnings(text, file: file).map(\.definition)
    }

    /// The guard and what the author should look at though it loaded (a
    /// timer no rule starts): the command line prints them.
    public static func loadWithWarnings(_ text: String, file: String) -> Result<LoadedGuard, AppFileProblems> {
        var reader = AppFileReader(file: file, text: text)
        guard text.utf8.count <= maximumBytes else {
            reader.report(.error, at: nil, "the file is larger than \(maximumBytes) bytes", expected: "a smaller guard file")
            return .failure(AppFileProblems(reader.problems))
        }
        guard let root = YAMLComposition.compose(text, reader: &reader, emptyExpected: "a mapping with `guard` and `rules`")
        else { return .failure(AppFileProblems(reader.problems)) }
        var builder = GuardBuilder(reader: reader)
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
            } else if StrategyCatalog.ids.contains(name) {
                reader.error(
                    at: node, "`\(name)` is a built-in strategy's name",
                    expected: "a name of your own, so scripts and reports can tell the two apart (`my-\(name)`)")
            }
            definition.name = name
        }
        if let node = top["summary"]?.value { definition.summary = reader.string(node, "`summary`") ?? "" }
        if let node = top["source"]?.value { definition.source = reader.string(node, "`source`") }
        if let node = top["flags"]?.value { definition.flags = readFlags(node) }
        if let node = top["rules"]?.value { definition.rules = readRules(node) }
        for (name, node) in timerHooks where !timersStarted.contains(name) {
            reader.warning(
                at: node, "no rule starts the timer `\(name)`, so this rule never runs",
                expected: "`start-timer: {name: \(name), after: 1s}` in some rule")
        }
        return definition
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

    static let kinds = ["bool", "counter", "queue", "screen"]

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
                let hookNode = entries["on"]?.value, let hook = readHook(hookNode)
            else { continue }
            var condition = GuardCondition.always
            if let node = entries["when"]?.value, let text = reader.string(node, "`when`") {
                switch GuardConditionParser.parse(text) {
                case .success(let parsed):
                    condition = parsed
                    checkFlags(in: parsed, at: node)
                case .failure(let problem):
                    let column = (node.mark?.column ?? 1) + problem.offset
                    reader.report(
                        .error, line: node.mark?.line ?? 1, column: column, "`when`: \(problem.message)",
                        expected: problem.expected)
                    continue
                }
            }
            guard let doNode = entries["do"]?.value else { continue }
            let actions = readActions(doNode, hook: hook)
            rules.append(GuardRule(hook, when: condition, actions, origin: "\(reader.file):\(item.mark?.line ?? 1)"))
        }
        return rules
    }

    mutating func readHook(_ node: Node) -> GuardHook? {
        if case .sequence(let list) = node {
            var kinds: [GuardCallKind] = []
            for item in list {
                guard let kind = reader.choice(item, "navigation call", from: GuardFileLoader.callHooks) else { return nil }
                kinds.append(kind)
            }
            guard !kinds.isEmpty else {
                reader.error(at: node, "`on` lists no call", expected: "calls such as [pop, popTo]")
                return nil
            }
            return .call(kinds)
        }
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

    /// The keys of `flush: {…}` and `start-timer: {…}`, and where a flush runs its calls.
    static let flushKeys = ["queue", "all", "through"]
    static let startTimerKeys = ["name", "after"]
    static let flushThrough: [(String, Bool)] = [("guard", true), ("uikit", false)]
    /// The actions that decide a call; only `call` rules (and `drop`/`allow`
    /// at popGestureShouldBegin) may use them.
    static let decisionNames = ["allow", "drop", "queue", "delay"]

    static let actionNames = [
        "allow", "drop", "queue", "flush", "delay", "set", "clear", "increment", "decrement", "hold-screen",
        "begin-ignoring", "end-ignoring", "pop-gesture", "start-timer", "cancel-timer", "log",
    ]

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
        let decides = Self.decisionNames.contains(name)
        if decides {
            switch hook {
            case .call, .popGestureShouldBegin:
                if case .popGestureShouldBegin = hook, name == "queue" || name == "delay" {
                    reader.error(at: node, "`\(name)` cannot answer gestureRecognizerShouldBegin", expected: "`allow` or `drop`")
                    return nil
                }
            default:
                reader.error(
                    at: node, "`\(name)` decides a navigation call, and this hook has none",
                    expected: "`\(name)` in a rule `on:` a call (push, pop, …) or popGestureShouldBegin")
                return nil
            }
        }
        switch name {
        case "allow": return .allow
        case "drop": return text("a reason").map { .drop(reason: $0) }
        case "queue": return flag(["queue"]).map { .queue(into: $0) }
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
        case "clear": return flag(["bool", "counter", "screen"]).map { .clear($0) }
        case "increment": return flag(["counter"]).map { .increment($0) }
        case "decrement": return flag(["counter"]).map { .decrement($0) }
        case "hold-screen": return flag(["screen"]).map { .holdScreen($0) }
        case "begin-ignoring": return .beginIgnoringInteractionEvents
        case "end-ignoring": return .endIgnoringInteractionEvents
        case "pop-gesture":
            guard let argument else {
                reader.error(at: node, "`pop-gesture` needs on or off", expected: "`pop-gesture: off`")
                return nil
            }
            return reader.bool(argument, "`pop-gesture`").map { .setPopGestureEnabled($0) }
        case "start-timer":
            guard let argument, let entries = reader.mapping(argument, "`start-timer`", allowed: Self.startTimerKeys, required: Self.startTimerKeys),
                let nameNode = entries["name"]?.value, let timer = reader.string(nameNode, "the timer's name"),
                let afterNode = entries["after"]?.value, let after = reader.milliseconds(afterNode, "`after`")
            else {
                if argument == nil { reader.error(at: node, "`start-timer` needs a name and a time", expected: "`start-timer: {name: release, after: 1s}`") }
                return nil
            }
            timersStarted.insert(timer)
            return .startTimer(timer, milliseconds: after)
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
        }
    }

    /// Every flag a condition reads must be declared, and `screen-is` needs a screen flag.
    mutating func checkFlags(in condition: GuardCondition, at node: Node) {
        switch condition {
        case .flag(let name):
            if flags[name] == nil {
                reader.error(
                    at: node, "`when` reads `\(TerminalText.visible(name))`, which is neither a declared flag nor a word of `when:`",
                    expected: "a flag from `flags:` or one of \(GuardConditionParser.keywords.joined(separator: ", "))",
                    suggestion: NearestName.find(name, in: Array(flags.keys).sorted() + GuardConditionParser.keywords))
            }
        case .screenIs(let name):
            if flags[name].map({ Self.kindName($0) }) != "screen" {
                reader.error(at: node, "`screen-is \(TerminalText.visible(name))` needs a screen flag", expected: "a flag declared `screen`")
            }
        case .not(let inner): checkFlags(in: inner, at: node)
        case .all(let list), .any(let list): for inner in list { checkFlags(in: inner, at: node) }
        default: break
        }
    }
}
