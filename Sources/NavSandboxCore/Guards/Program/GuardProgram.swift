/// Runs a `GuardDefinition`: the one guard engine. Every strategy is a
/// stack (`GuardStack`) of these, the built-in ones included, which ship as
/// guard files (docs/guards/*.yaml) like the library's.
///
/// How rules combine, as a firewall's do: for a navigation call, rules are
/// tried in the order written; a rule whose condition holds runs its
/// actions in order, and the first action that decides the call (allow,
/// drop, queue, delay) ends the hook. A call no rule decides goes through.
/// At a question hook (`GuardHook.isQuestion`) the first rule that decides
/// answers (`drop` is NO); at every other hook each rule whose condition
/// holds runs.
public struct GuardProgram: Hashable, Sendable {
    /// The definition and its rule index, shared by every copy: a world
    /// forked by a search copies one reference, not the rules.
    let compiled: CompiledGuard
    /// Bools and counters by flag name (a bool is 0 or 1).
    var counts: [String: Int] = [:]
    var queues: [String: [NavigationRequest]] = [:]
    /// Screen flags (one at most) and screens flags, in the order held.
    var screens: [String: [ControllerID]] = [:]
    var calls: [String: NavigationRequest] = [:]
    /// When each flag was last raised, for how long it has been held.
    var raisedAt: [String: Int] = [:]
    var gestureEnabled = true
    var panInstalled = false
    /// beginIgnoringInteractionEvents calls not yet ended, so switching away
    /// ends them.
    var ignoring = 0
    /// The controls whose actions went through `sendAction`, and when each
    /// last did; the last of them (per-control throttles, `same-control`).
    var actionTimes: [ViewID: Int] = [:]
    var lastControl: ViewID?

    public init(_ definition: GuardDefinition) {
        compiled = CompiledGuard(definition)
        gestureEnabled = definition.setup.popGestureEnabled
        panInstalled = definition.setup.fullScreenPan
    }

    public var definition: GuardDefinition { compiled.definition }
    var index: RuleIndex { compiled.index }
    public var name: String { compiled.definition.name }
    public var popGestureEnabled: Bool { gestureEnabled }
    public var installsFullScreenPan: Bool { panInstalled }
    public var wantsExclusiveTouch: Bool { definition.setup.exclusiveTouch }
    public var wantsPassThrough: Bool { definition.setup.passThrough }
    /// Whether it overrides `sendAction` at all: a tap's action asks only a
    /// guard that does (asking costs a copy of the guard's state).
    public var hearsSendAction: Bool { compiled.hearsSendAction }

    /// Navigations it holds back, oldest first.
    public var queue: [NavigationRequest] {
        definition.flags.flatMap { queues[$0.name] ?? [] }
    }

    /// Its flags by their own names, for LOCKS and the JSON.
    public func flags(in world: World) -> [Flag] {
        definition.flags.map { declaration in
            let name = declaration.name
            let value: Flag.Value =
                switch declaration.kind {
                case .bool: .bool((counts[name] ?? 0) > 0)
                case .counter: .count(counts[name] ?? 0)
                case .queue: .list((queues[name] ?? []).map(\.summary))
                case .screen: .text(screens[name]?.first.map { world.controller($0).title } ?? "nil")
                case .screens: .list((screens[name] ?? []).map { world.controller($0).title })
                case .call: .text(calls[name]?.summary ?? "")
                }
            var flag = Flag(name, value, owner: .strategy(definition.name), note: declaration.note)
            // A crashed app holds nothing any more: a flag's age stops at the crash.
            if let since = raisedAt[name], isRaised(name) { flag.raisedFor = (world.crash?.time ?? world.now) - since }
            return flag
        }
    }

    /// It holds interaction or navigation locked (the `stuck-lock`
    /// detector, the trace's lock track): as its `locked-when` says, or
    /// while any of its flags is raised.
    public func holdsLock(in world: World) -> Bool {
        if let lockedWhen = definition.lockedWhen {
            return holds(lockedWhen, at: Moment(world: world, request: nil, context: HookContext()), in: world)
        }
        return definition.flags.contains { isRaised($0.name) }
    }

    func isRaised(_ name: String) -> Bool {
        (counts[name] ?? 0) > 0 || !(queues[name] ?? []).isEmpty || !(screens[name] ?? []).isEmpty
            || calls[name] != nil
    }

    // MARK: Hooks

    /// Before push, pop, popTo, popToRoot, setViewControllers, present and
    /// dismiss reach UIKit: the call hooks' rules decide.
    public mutating func decide(_ request: NavigationRequest, in world: World) -> GuardVerdict {
        let kind = GuardCallKind(request.operation)
        guard let rules = index.calls[kind] else { return .proceed }
        var moment = Moment(world: world, request: request, context: HookContext(screen: Self.screen(of: request, in: world)))
        var effects: [GuardEffect] = []
        for rule in rules where holds(rule.condition, at: moment, in: world) {
            if let decision = run(rule, at: &moment, in: world, effects: &effects) {
                return GuardVerdict(decision, effects: effects)
            }
        }
        return GuardVerdict(.proceed, effects: effects)
    }

    /// A question hook: the first `allow` (YES) or `drop` (NO) answers; no
    /// answer is YES. At `sendAction` a control whose action goes through is
    /// remembered, with its time, for the throttles.
    public mutating func ask(_ hook: GuardHook, _ context: HookContext, in world: World) -> GuardAnswer {
        // A guard with no sendAction rule keeps nothing: its worlds stay as
        // few as they were for a search.
        if hook == .sendAction && !hearsSendAction { return .yes }
        var moment = Moment(world: world, request: nil, context: context)
        var effects: [GuardEffect] = []
        var answer = GuardAnswer(true)
        for rule in index.others[hook] ?? [] where holds(rule.condition, at: moment, in: world) {
            if let decision = run(rule, at: &moment, in: world, effects: &effects) {
                answer = GuardAnswer(decision == .proceed, reason: decision.reason)
                break
            }
        }
        answer.effects = effects
        if hook == .sendAction, answer.allowed, let control = context.control {
            actionTimes[control] = world.now
            lastControl = control
        }
        return answer
    }

    /// Every other hook: each rule whose condition holds runs. A
    /// transition's end runs the rules for either ending and those for the
    /// one it had.
    public mutating func notify(_ hook: GuardHook, _ context: HookContext, in world: World) -> [GuardEffect] {
        var moment = Moment(world: world, request: nil, context: context)
        var effects: [GuardEffect] = []
        if case .transitionEnd(let cancelled?) = hook {
            for rule in index.transitionEnds {
                guard case .transitionEnd(let wanted) = rule.hook, wanted == nil || wanted == cancelled,
                    holds(rule.condition, at: moment, in: world)
                else { continue }
                _ = run(rule, at: &moment, in: world, effects: &effects)
            }
            return effects
        }
        for rule in index.others[hook] ?? [] where holds(rule.condition, at: moment, in: world) {
            _ = run(rule, at: &moment, in: world, effects: &effects)
        }
        return effects
    }

    /// The user switched to another strategy: ends the ignoring it began
    /// and forgets its state. Its queued calls are the world's to report,
    /// from `queue`: the switch's log line names them and a must-complete
    /// one is lost.
    public mutating func deactivate(in world: World) -> [GuardEffect] {
        let effects: [GuardEffect] = Array(repeating: .endIgnoringInteractionEvents, count: ignoring)
        self = GuardProgram(compiled: compiled)
        return effects
    }

    private init(compiled: CompiledGuard) {
        self.compiled = compiled
        gestureEnabled = compiled.definition.setup.popGestureEnabled
        panInstalled = compiled.definition.setup.fullScreenPan
    }

    // MARK: Running rules

    /// What a hook's conditions and actions read.
    /// The world itself is passed beside it, not kept in it: a copy of the
    /// world for every hook would retain every buffer it holds.
    struct Moment {
        var request: NavigationRequest?
        /// The hook's screen: the call's target, the screen shown or appearing.
        var screen: ControllerID?
        var animated: Bool?
        /// Where the call leads: what would be on top once it ran (the
        /// hook's screen outside calls).
        var destination: ControllerID?
        /// The bar asks `shouldPop` for its back button.
        var fromBackButton = false
        /// At transitionEnd: the transition was a card's.
        var endedPresentation = false
        /// At sendAction: the control sending its action.
        var control: ViewID?
        /// The world's window lock and ignore count as the rules so far left
        /// them: a later rule's condition sees what an earlier one changed,
        /// though the world applies it only when the hook returns.
        var windowLocked: Bool
        var ignoreCount: Int

        init(world: borrowing World, request: NavigationRequest?, context: HookContext) {
            self.request = request
            // No `??` over the world: its autoclosure would copy it.
            var screen = context.screen
            if screen == nil, request == nil { screen = world.navigation.stack.last }
            self.screen = screen
            self.animated = context.animated ?? request?.animated
            // Not `request.map { … }`: the closure would copy the world.
            if let request {
                self.destination = GuardProgram.destination(of: request, in: world)
            } else {
                self.destination = screen
            }
            self.fromBackButton = context.fromBackButton
            self.endedPresentation = context.endedPresentation
            self.control = context.control
            self.windowLocked = world.windowIsAnimated
            self.ignoreCount = world.ignoreCount
        }
    }

    /// Runs a rule's actions up to the first decision, which it returns.
    private mutating func run(
        _ rule: GuardRule, at moment: inout Moment, in world: World, effects: inout [GuardEffect]
    ) -> GuardDecision? {
        let now = world.now
        for action in rule.actions {
            switch action {
            case .allow:
                return .proceed
            case .drop(let reason, let flag):
                return .ignore(flag: GuardFlagName(flag ?? deciding(rule)), reason: filled(reason, moment, world))
            case .satisfied(let reason, let flag):
                return .satisfied(flag: GuardFlagName(flag ?? deciding(rule)), reason: filled(reason, moment, world))
            case .fail(let reason, let flag):
                return .fail(flag: GuardFlagName(flag ?? deciding(rule)), reason: filled(reason, moment, world))
            case .queue(let name, let flag, let reason):
                guard let request = moment.request else { continue }
                let order = queueOrder(of: name)
                if order == .latest, let replaced = queues[name]?.last {
                    effects.append(.abandon(replaced, reason: "\(name) keeps only the latest call"))
                    queues[name] = []
                }
                queues[name, default: []].append(request)
                raisedAt[name] = raisedAt[name] ?? now
                return .queue(flag: GuardFlagName(flag ?? name), reason: reason ?? "\(name) holds it until a flush")
            case .delay(let milliseconds):
                return .delay(milliseconds: milliseconds, reason: "\(definition.name) runs it later")
            case .flush(let name, let all, let throughGuard):
                var held = queues[name] ?? []
                let taken = all ? held : Array(held.prefix(1))
                held.removeFirst(taken.count)
                queues[name] = held
                if held.isEmpty { raisedAt[name] = nil }
                let site = callSite(rule, moment)
                effects += taken.map { .perform($0, route: throughGuard ? .guardInForce : .uikit, site: site) }
            case .set(let name):
                if (counts[name] ?? 0) == 0 { raisedAt[name] = now }
                counts[name] = 1
            case .clear(let name):
                counts[name] = 0
                screens[name] = nil
                calls[name] = nil
                raisedAt[name] = nil
            case .increment(let name):
                if (counts[name] ?? 0) == 0 { raisedAt[name] = now }
                counts[name, default: 0] += 1
            case .decrement(let name):
                counts[name] = max(0, (counts[name] ?? 0) - 1)
                if counts[name] == 0 { raisedAt[name] = nil }
            case .holdScreen(let name):
                hold(moment.screen, in: name, at: now)
            case .releaseScreen(let name):
                guard let screen = moment.screen, var held = screens[name], let index = held.firstIndex(of: screen) else {
                    continue
                }
                held.remove(at: index)
                screens[name] = held.isEmpty ? nil : held
                if held.isEmpty { raisedAt[name] = nil }
            case .holdCall(let name):
                guard let request = moment.request else { continue }
                if calls[name] == nil { raisedAt[name] = now }
                calls[name] = request
            case .beginIgnoringInteractionEvents:
                ignoring += 1
                moment.ignoreCount += 1
                effects.append(.beginIgnoringInteractionEvents)
            case .endIgnoringInteractionEvents:
                guard ignoring > 0 else { continue }
                ignoring -= 1
                moment.ignoreCount -= 1
                effects.append(.endIgnoringInteractionEvents)
            case .setPopGestureEnabled(let enabled):
                gestureEnabled = enabled
            case .setFullScreenPan(let installed):
                panInstalled = installed
            case .setWindowLocked(let locked):
                moment.windowLocked = locked
                effects.append(.setWindowLocked(locked))
            case .perform(let kind, let straightToUIKit):
                let operation: NavigationOperation = kind == .popToRoot ? .popToRoot : .pop
                var request = NavigationRequest.superCall(operation)
                // On `super` the guards stacked after this one see it as app code.
                if !straightToUIKit { request.call.caller = .app }
                effects.append(
                    .perform(request, route: straightToUIKit ? .uikit : .superOf(member: 0), site: callSite(rule, moment)))
            case .makeExclusiveTouch:
                guard let screen = moment.screen else { continue }
                effects.append(.makeExclusiveTouch(subviewsOf: screen))
            case .startTimer(let name, let milliseconds, let watchdog):
                effects.append(.schedule(tag: name, after: milliseconds, watchdog: watchdog))
            case .cancelTimer(let name):
                effects.append(.cancelTimer(tag: name))
            case .log(let text):
                effects.append(.log(filled(text, moment, world)))
            }
        }
        return nil
    }

    /// A `log:` line with its placeholders filled in: `{call}` the hook's
    /// call (`push Message 1`), `{screen}` the hook's screen's title, and
    /// `{flag}` a flag's value as LOCKS shows it (a call flag's call, a
    /// screen flag's title). Anything else in braces stays as written.
    private func filled(_ text: String, _ moment: Moment, _ world: World) -> String {
        guard text.contains("{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            switch name {
            case "call": result += moment.request?.summary ?? "—"
            case "screen": result += moment.screen.map { world.controller($0).title } ?? "—"
            default:
                if definition.flags.contains(where: { $0.name == name }), let flag = flags(in: world).first(where: { $0.name == name }) {
                    result += flag.displayValue
                } else {
                    result += rest[open...close]
                }
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Who made a call: this guard, at the hook the rule ran at (the call's
    /// own name at a call hook), and the rule's line.
    private func callSite(_ rule: GuardRule, _ moment: Moment) -> GuardCallSite {
        let hook = moment.request.map { GuardCallKind($0.operation).rawValue } ?? rule.hook.word
        return GuardCallSite(guardName: definition.name, hook: hook, rule: rule.origin)
    }

    /// A screen flag holds only this one; a screens flag adds it.
    private mutating func hold(_ screen: ControllerID?, in name: String, at now: Int) {
        guard let screen else {
            if kind(of: name) == .screen {
                screens[name] = nil
                raisedAt[name] = nil
            }
            return
        }
        if kind(of: name) == .screens {
            var held = screens[name] ?? []
            guard !held.contains(screen) else { return }
            if held.isEmpty { raisedAt[name] = now }
            held.append(screen)
            screens[name] = held
        } else {
            screens[name] = [screen]
            raisedAt[name] = now
        }
    }

    private func kind(of name: String) -> GuardFlagDeclaration.Kind? {
        definition.flags.first { $0.name == name }?.kind
    }

    /// The flag a drop names in LAST TAP: the first the rule's condition reads.
    private func deciding(_ rule: GuardRule) -> String {
        func first(_ condition: GuardCondition) -> String? {
            switch condition {
            case .flag(let name), .screenIs(let name), .topIs(let name), .targetIn(let name), .counterAtLeast(let name, _):
                name
            case .not(let inner): first(inner)
            case .all(let list), .any(let list): list.lazy.compactMap(first).first
            default: nil
            }
        }
        return first(rule.condition) ?? definition.name
    }

    private func queueOrder(of name: String) -> GuardFlagDeclaration.QueueOrder {
        if case .queue(let order) = kind(of: name) { return order }
        return .fifo
    }

    func holds(_ condition: GuardCondition, at moment: Moment, in world: World) -> Bool {
        switch condition {
        case .always: return true
        case .flag(let name): return isRaised(name)
        case .not(let inner): return !holds(inner, at: moment, in: world)
        // Loops, not allSatisfy/contains: a closure that captures the world
        // copies it (a World is a value of a dozen buffers), at every hook.
        case .all(let list):
            for inner in list where !holds(inner, at: moment, in: world) { return false }
            return true
        case .any(let list):
            for inner in list where holds(inner, at: moment, in: world) { return true }
            return false
        case .animated: return moment.animated ?? false
        case .madeBy(let maker):
            if let request = moment.request { return maker.made(request.origin) }
            return maker == .backButton && moment.fromBackButton
        case .mustComplete: return moment.request?.mustComplete ?? false
        case .transitionRunning: return world.navigation.transition != nil
        case .transitionCoordinator:
            return world.navigation.transition != nil || (world.presentation.map { $0.phase != .shown } ?? false)
        case .sameControl:
            guard let control = moment.control else { return false }
            return control == lastControl
        case .actionWithin(let milliseconds):
            guard let control = moment.control, let last = actionTimes[control] else { return false }
            return world.now - last < milliseconds
        case .anyActionWithin(let milliseconds):
            guard let lastControl, let last = actionTimes[lastControl] else { return false }
            return world.now - last < milliseconds
        case .stackAtLeast(let count): return world.navigation.stack.count >= count
        case .screenIs(let name):
            guard let screen = moment.screen else { return false }
            return screens[name]?.contains(screen) ?? false
        case .topIs(let name):
            guard let top = world.navigation.stack.last else { return false }
            return screens[name]?.contains(top) ?? false
        case .counterAtLeast(let name, let count): return (counts[name] ?? 0) >= count
        case .ignoringEvents: return moment.ignoreCount > 0
        case .windowLocked: return moment.windowLocked
        case .presented: return world.presentation != nil
        case .presentationRunning: return world.presentation.map { $0.phase != .shown } ?? false
        case .presentation:
            if let request = moment.request { return request.operation.isPresentation }
            return moment.endedPresentation
        case .presenterInWindow:
            guard case .present(_, let presenter)? = moment.request?.operation else { return false }
            return world.canPresent(from: presenter)
        case .targetInStack:
            guard let target = Self.target(of: moment.request) else { return false }
            return world.navigation.stack.contains(target)
        case .targetBelowTop:
            let stack = world.navigation.stack
            guard let target = Self.target(of: moment.request), let index = stack.firstIndex(of: target) else { return false }
            return index < stack.count - 1
        case .sameScreenTwice:
            guard case .setViewControllers(let list)? = moment.request?.operation else { return false }
            return Set(list).count != list.count
        case .targetIn(let name):
            guard let target = Self.target(of: moment.request), let item = world.controller(target).modelItem else {
                return false
            }
            let held = (calls[name].map { [$0] } ?? []) + (queues[name] ?? [])
            return held.contains { request in
                if case .push(let pushed) = request.operation { return world.controller(pushed).modelItem == item }
                return false
            }
        case .targetIsOnScreen:
            guard let target = moment.destination, let top = world.navigation.stack.last else { return false }
            if target == top { return true }
            guard let item = world.controller(target).modelItem else { return false }
            return world.controller(top).modelItem == item
        }
    }

    /// What would be on top of the stack once the call ran: the screen
    /// pushed, popped to or presented; the one below the top for a pop; the
    /// root for popToRoot; the new top for setViewControllers; nil for a
    /// dismiss (it uncovers, it does not show).
    static func destination(of request: NavigationRequest, in world: World) -> ControllerID? {
        let stack = world.navigation.stack
        switch request.operation {
        case .push(let id), .popTo(let id), .present(let id, _): return id
        case .setViewControllers(let list): return list.last
        case .pop: return stack.count >= 2 ? stack[stack.count - 2] : nil
        case .popToRoot: return stack.first
        case .dismiss: return nil
        }
    }

    /// The screen a call names as where it goes: the one pushed, popped to or
    /// presented, the new top of a setViewControllers; nil for pop,
    /// popToRoot and dismiss.
    static func target(of request: NavigationRequest?) -> ControllerID? {
        switch request?.operation {
        case .push(let id), .popTo(let id), .present(let id, _): id
        case .setViewControllers(let list): list.last
        default: nil
        }
    }

    /// The screen a call is about: the one pushed, popped to or presented;
    /// for pop and popToRoot the one leaving (QMUI holds it as `viewControllerPopping`);
    /// the new top of a setViewControllers.
    static func screen(of request: NavigationRequest, in world: World) -> ControllerID? {
        switch request.operation {
        case .push(let id), .popTo(let id), .present(let id, _), .dismiss(let id): id
        case .setViewControllers(let list): list.last
        case .pop, .popToRoot: world.navigation.stack.last
        }
    }
}

extension GuardProgram {
    /// Feeds its state to a search's world key: everything that changes
    /// what it decides next (the stack adds which guard it is).
    public func digest(into digest: inout StateDigest) {
        for declaration in definition.flags {
            let name = declaration.name
            digest.add(counts[name] ?? 0)
            let heldScreens = screens[name] ?? []
            digest.add(heldScreens.count)
            // Ids go in as ids, so the key renumbers them like the world's.
            for screen in heldScreens { digest.add(screen) }
            if let call = calls[name] { digest.add(call) } else { digest.add(-1) }
            let held = queues[name] ?? []
            digest.add(held.count)
            for request in held { digest.add(request) }
        }
        digest.add(gestureEnabled)
        digest.add(panInstalled)
        digest.add(ignoring)
        // Times as times (relative to now), ids as ids, in id order.
        digest.add(actionTimes.count)
        for (control, time) in actionTimes.sorted(by: { $0.key.raw < $1.key.raw }) {
            digest.add(control)
            digest.addTime(time)
        }
        digest.add(lastControl)
    }
}

/// A definition with the rules each hook tries, in the order written,
/// worked out once: a hook walks its own rules rather than every rule of the
/// file. Immutable and shared by every copy of the program.
final class CompiledGuard: Hashable, Sendable {
    let definition: GuardDefinition
    let index: RuleIndex
    let hearsSendAction: Bool

    init(_ definition: GuardDefinition) {
        self.definition = definition
        index = RuleIndex(definition.rules)
        hearsSendAction = index.others[.sendAction] != nil
    }

    static func == (a: CompiledGuard, b: CompiledGuard) -> Bool { a === b || a.definition == b.definition }
    func hash(into hasher: inout Hasher) { hasher.combine(definition.name) }
}

struct RuleIndex: Sendable {
    var calls: [GuardCallKind: [GuardRule]] = [:]
    var others: [GuardHook: [GuardRule]] = [:]
    var transitionEnds: [GuardRule] = []

    init(_ rules: [GuardRule]) {
        for rule in rules {
            switch rule.hook {
            case .call(let kinds):
                for kind in Set(kinds) { calls[kind, default: []].append(rule) }
            case .transitionEnd:
                transitionEnds.append(rule)
            default:
                others[rule.hook, default: []].append(rule)
            }
        }
    }
}
