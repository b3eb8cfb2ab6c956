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
    /// Each declared flag's state, in the order `flags:` declares them.
    /// An array by slot, not dictionaries by name: every hook reads and
    /// writes these, and a search copies and digests them for every world
    /// (hashing flag names cost explore more than the rules did).
    var slots: [FlagState]
    var gestureEnabled = true
    var contentGestureEnabled = true
    var panInstalled = false
    /// beginIgnoringInteractionEvents calls not yet ended, so switching away
    /// ends them.
    var ignoring = 0
    /// The controls whose actions went through `sendAction`, and when each
    /// last did; the last of them (per-control throttles, `same-control`).
    var actionTimes: [ViewID: Int] = [:]
    var lastControl: ViewID?
    /// A coordinator library's own list of screens (`coordinator:`).
    public internal(set) var coordinator = CoordinatorList()

    public init(_ definition: GuardDefinition) {
        compiled = CompiledGuard(definition)
        slots = Array(repeating: FlagState(), count: definition.flags.count)
        gestureEnabled = definition.setup.popGestureEnabled
        contentGestureEnabled = definition.setup.contentPopGestureEnabled
        panInstalled = definition.setup.fullScreenPan
    }

    public var definition: GuardDefinition { compiled.definition }
    var index: RuleIndex { compiled.index }
    public var name: String { compiled.name }
    public var popGestureEnabled: Bool { gestureEnabled }
    public var contentPopGestureEnabled: Bool { contentGestureEnabled }
    public var installsFullScreenPan: Bool { panInstalled }
    public var replacesPopGestureDelegate: Bool { compiled.replacesPopGestureDelegate }
    /// How it reads a pop, when it is a coordinator library (`coordinator:`).
    public var coordinatorReading: CoordinatorPopReading? { compiled.coordinatorReading }
    // Read from the compiled guard's own fields: `definition` is a
    // computed copy of the whole definition, and these are read at every touch.
    public var wantsExclusiveTouch: Bool { compiled.exclusiveTouch }
    public var wantsPassThrough: Bool { compiled.passThrough }
    /// Whether it overrides `sendAction` at all: a tap's action asks only a
    /// guard that does (asking costs a copy of the guard's state).
    public var hearsSendAction: Bool { compiled.hearsSendAction }

    /// Whether any rule of it runs at `hook`: one bit test, so the world
    /// asks no guard about the many moments it has no rule for.
    @inline(__always)
    public func hears(_ hook: GuardHook) -> Bool { compiled.hookMask & hook.maskBit != 0 }

    var queueIsEmpty: Bool {
        for slot in slots.indices where !slots[slot].queue.isEmpty { return false }
        return true
    }

    /// Navigations it holds back, oldest first.
    public var queue: [NavigationRequest] {
        slots.count == 1 ? slots[0].queue : slots.flatMap(\.queue)
    }

    /// Its flags by their own names, for LOCKS and the JSON.
    public func flags(in world: World) -> [Flag] {
        var flags: [Flag] = []
        for slot in slots.indices { flags.append(flag(slot, in: world)) }
        return flags
    }

    private func flag(_ slot: Int, in world: World) -> Flag {
        let declaration = definition.flags[slot]
        let state = slots[slot]
        var titles: [String] = []
        for screen in state.screens { titles.append(world.controller(screen).title) }
        let value: Flag.Value =
            switch declaration.kind {
            case .bool: .bool(state.count > 0)
            case .counter: .count(state.count)
            case .queue: .list(state.queue.map(\.summary))
            case .screen: .text(titles.first ?? "nil")
            case .screens: .list(titles)
            case .call: .text(state.call?.summary ?? "")
            }
        var flag = Flag(declaration.name, value, owner: .strategy(definition.name), note: declaration.note)
        // A crashed app holds nothing any more: a flag's age stops at the crash.
        if let since = state.raisedAt, state.isRaised { flag.raisedFor = (world.crash?.time ?? world.now) - since }
        return flag
    }

    /// It holds interaction or navigation locked (the `stuck-lock`
    /// detector, the trace's lock track): as its `locked-when` says, or
    /// while any of its flags is raised.
    public func holdsLock(in world: World) -> Bool {
        if let lockedWhen = compiled.lockedWhen {
            return holds(lockedWhen, at: Moment(world: world, request: nil, context: HookContext()), in: world)
        }
        for slot in slots.indices where slots[slot].isRaised { return true }
        return false
    }

    func isRaised(_ name: String) -> Bool {
        guard let slot = slot(name) else { return false }
        return slots[slot].isRaised
    }

    /// A flag's slot: a scan of a handful of short names, cheaper than
    /// hashing one.
    @inline(__always)
    private func slot(_ name: String) -> Int? {
        compiled.flagNames.firstIndex(of: name)
    }

    // MARK: Hooks

    /// Before push, pop, popTo, popToRoot, setViewControllers, present and
    /// dismiss reach UIKit: the call hooks' rules decide.
    public mutating func decide(_ request: NavigationRequest, in world: World) -> GuardVerdict {
        let kind = GuardCallKind(request.operation)
        let rules = index.calls[kind.ordinal]
        guard !rules.isEmpty else { return .proceed }
        var moment = Moment(world: world, request: request, context: HookContext(screen: Self.screen(of: request, in: world)))
        var effects: [GuardEffect] = []
        for entry in rules where holds(entry.rule.condition, at: moment, in: world) {
            if let decision = run(entry, at: &moment, in: world, effects: &effects) {
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
        // A hook it has no rule for changes nothing and answers YES.
        guard hears(hook) else { return .yes }
        var moment = Moment(world: world, request: nil, context: context)
        var effects: [GuardEffect] = []
        var answer = GuardAnswer(true)
        for entry in index.rules(at: hook) where holds(entry.rule.condition, at: moment, in: world) {
            if let decision = run(entry, at: &moment, in: world, effects: &effects) {
                answer = GuardAnswer(decision == .proceed, reason: decision.reason, flag: decision.flag?.name)
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
        guard hears(hook) else { return [] }
        if let reading = compiled.coordinatorReading {
            switch hook {
            case .willShow:
                if let screen = context.screen {
                    coordinator.willShow(
                        screen, isRoot: screen == world.navigation.stack.first, interactive: context.interactive, reading: reading)
                }
            case .transitionEnd(let cancelled?) where !context.endedPresentation:
                coordinator.transitionEnded(cancelled: cancelled, reading: reading, rootOf: world.navigation.stack)
            default: break
            }
        }
        var moment = Moment(world: world, request: nil, context: context)
        var effects: [GuardEffect] = []
        if case .transitionEnd(let cancelled?) = hook {
            for entry in index.transitionEnds {
                guard case .transitionEnd(let wanted) = entry.rule.hook, wanted == nil || wanted == cancelled,
                    holds(entry.rule.condition, at: moment, in: world)
                else { continue }
                _ = run(entry, at: &moment, in: world, effects: &effects)
            }
            return effects
        }
        for entry in index.rules(at: hook) where holds(entry.rule.condition, at: moment, in: world) {
            _ = run(entry, at: &moment, in: world, effects: &effects)
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
        slots = Array(repeating: FlagState(), count: compiled.definition.flags.count)
        gestureEnabled = compiled.definition.setup.popGestureEnabled
        contentGestureEnabled = compiled.definition.setup.contentPopGestureEnabled
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
        _ entry: CompiledRule, at moment: inout Moment, in world: World, effects: inout [GuardEffect]
    ) -> GuardDecision? {
        let now = world.now
        let rule = entry.rule
        for position in rule.actions.indices {
            // A text's placeholders were found when the file was compiled.
            // (Not a local function: one that read the world would copy it.)
            switch rule.actions[position] {
            case .allow:
                return .proceed
            case .drop(_, let flag):
                return .ignore(flag: GuardFlagName(flag ?? deciding(rule)), reason: filled(entry.texts[position], moment, world))
            case .satisfied(_, let flag):
                return .satisfied(flag: GuardFlagName(flag ?? deciding(rule)), reason: filled(entry.texts[position], moment, world))
            case .fail(_, let flag):
                return .fail(flag: GuardFlagName(flag ?? deciding(rule)), reason: filled(entry.texts[position], moment, world))
            case .queue(let name, let flag, let reason):
                guard let request = moment.request, let slot = slot(name) else { continue }
                let order = queueOrder(of: name)
                if order == .latest, let replaced = slots[slot].queue.last {
                    effects.append(.abandon(replaced, reason: "\(name) keeps only the latest call"))
                    slots[slot].queue = []
                }
                slots[slot].queue.append(request)
                slots[slot].raisedAt = slots[slot].raisedAt ?? now
                return .queue(flag: GuardFlagName(flag ?? name), reason: reason ?? "\(name) holds it until a flush")
            case .delay(let milliseconds):
                return .delay(milliseconds: milliseconds, reason: "\(compiled.name) runs it later")
            case .flush(let name, let all, let throughGuard):
                guard let slot = slot(name) else { continue }
                var held = slots[slot].queue
                let taken = all ? held : Array(held.prefix(1))
                held.removeFirst(taken.count)
                slots[slot].queue = held
                if held.isEmpty { slots[slot].raisedAt = nil }
                let site = callSite(rule, moment)
                effects += taken.map { .perform($0, route: throughGuard ? .guardInForce : .uikit, site: site) }
            case .set(let name):
                guard let slot = slot(name) else { continue }
                if slots[slot].count == 0 { slots[slot].raisedAt = now }
                slots[slot].count = 1
            case .clear(let name):
                guard let slot = slot(name) else { continue }
                slots[slot].count = 0
                slots[slot].screens = []
                slots[slot].call = nil
                slots[slot].raisedAt = nil
            case .increment(let name):
                guard let slot = slot(name) else { continue }
                if slots[slot].count == 0 { slots[slot].raisedAt = now }
                slots[slot].count += 1
            case .decrement(let name):
                guard let slot = slot(name) else { continue }
                slots[slot].count = max(0, slots[slot].count - 1)
                if slots[slot].count == 0 { slots[slot].raisedAt = nil }
            case .holdScreen(let name):
                hold(moment.screen, in: name, at: now)
            case .releaseScreen(let name):
                guard let screen = moment.screen, let slot = slot(name),
                    let index = slots[slot].screens.firstIndex(of: screen)
                else { continue }
                slots[slot].screens.remove(at: index)
                if slots[slot].screens.isEmpty { slots[slot].raisedAt = nil }
            case .holdCall(let name):
                guard let request = moment.request, let slot = slot(name) else { continue }
                if slots[slot].call == nil { slots[slot].raisedAt = now }
                slots[slot].call = request
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
            case .setContentPopGestureEnabled(let enabled):
                contentGestureEnabled = enabled
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
            case .log:
                effects.append(.log(filled(entry.texts[position], moment, world)))
            }
        }
        return nil
    }

    /// A `log:` line or a reason with its placeholders filled in: `{call}`
    /// the hook's call (`push Message 1`), `{screen}` the hook's screen's
    /// title, and `{flag}` a flag's value as LOCKS shows it (a call flag's
    /// call, a screen flag's title). Anything else in braces stays as
    /// written.
    private func filled(_ template: GuardText, _ moment: Moment, _ world: World) -> String {
        if template.pieces.count == 1, case .text(let text) = template.pieces[0] { return text }
        var result = ""
        for piece in template.pieces {
            switch piece {
            case .text(let text): result += text
            case .call: result += moment.request?.summary ?? "—"
            case .screen:
                if let screen = moment.screen { result += world.controller(screen).title } else { result += "—" }
            case .flag(let slot): result += flag(slot, in: world).displayValue
            }
        }
        return result
    }

    /// Who made a call: this guard, at the hook the rule ran at (the call's
    /// own name at a call hook), and the rule's line.
    private func callSite(_ rule: GuardRule, _ moment: Moment) -> GuardCallSite {
        let hook = moment.request.map { GuardCallKind($0.operation).rawValue } ?? rule.hook.word
        return GuardCallSite(guardName: compiled.name, hook: hook, rule: rule.origin)
    }

    /// A screen flag holds only this one; a screens flag adds it.
    private mutating func hold(_ screen: ControllerID?, in name: String, at now: Int) {
        guard let slot = slot(name) else { return }
        let kind = compiled.flagKinds[slot]
        guard let screen else {
            if kind == .screen {
                slots[slot].screens = []
                slots[slot].raisedAt = nil
            }
            return
        }
        if kind == .screens {
            guard !slots[slot].screens.contains(screen) else { return }
            if slots[slot].screens.isEmpty { slots[slot].raisedAt = now }
            slots[slot].screens.append(screen)
        } else {
            slots[slot].screens = [screen]
            slots[slot].raisedAt = now
        }
    }

    private func kind(of name: String) -> GuardFlagDeclaration.Kind? {
        slot(name).map { compiled.flagKinds[$0] }
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
        return first(rule.condition) ?? compiled.name
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
            guard let screen = moment.screen, let slot = slot(name) else { return false }
            return slots[slot].screens.contains(screen)
        case .topIs(let name):
            guard let top = world.navigation.stack.last, let slot = slot(name) else { return false }
            return slots[slot].screens.contains(top)
        case .counterAtLeast(let name, let count):
            guard let slot = slot(name) else { return false }
            return slots[slot].count >= count
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
            guard let slot = slot(name) else { return false }
            let held = (slots[slot].call.map { [$0] } ?? []) + slots[slot].queue
            for request in held {
                if case .push(let pushed) = request.operation, world.controller(pushed).modelItem == item { return true }
            }
            return false
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
        // By index, fields in place: a loop over the states copied each one.
        for slot in slots.indices {
            digest.add(slots[slot].count)
            digest.add(slots[slot].screens.count)
            // Ids go in as ids, so the key renumbers them like the world's.
            for screen in slots[slot].screens { digest.add(screen) }
            if let call = slots[slot].call { digest.add(call) } else { digest.add(-1) }
            digest.add(slots[slot].queue.count)
            for request in slots[slot].queue { digest.add(request) }
        }
        digest.add(gestureEnabled)
        digest.add(contentGestureEnabled)
        digest.add(panInstalled)
        digest.add(ignoring)
        // Times as times (relative to now), ids as ids, in id order.
        digest.add(actionTimes.count)
        for (control, time) in actionTimes.sorted(by: { $0.key.raw < $1.key.raw }) {
            digest.add(control)
            digest.addTime(time)
        }
        digest.add(lastControl)
        digest.add(coordinator.screens.count)
        for screen in coordinator.screens { digest.add(screen) }
        digest.add(coordinator.pendingPop)
    }
}

/// A definition with the rules each hook tries, in the order written,
/// worked out once: a hook walks its own rules rather than every rule of the
/// file. Immutable and shared by every copy of the program.
final class CompiledGuard: Hashable, Sendable {
    let definition: GuardDefinition
    let index: RuleIndex
    let hearsSendAction: Bool
    /// The declared flags' names and kinds, by slot.
    let flagNames: [String]
    let flagKinds: [GuardFlagDeclaration.Kind]
    /// The definition's fields the hooks read, as fields of their own.
    let name: String
    let exclusiveTouch: Bool
    let passThrough: Bool
    let replacesPopGestureDelegate: Bool
    let coordinatorReading: CoordinatorPopReading?
    let lockedWhen: GuardCondition?
    /// `GuardHook.maskBit` of every hook a rule names.
    let hookMask: UInt32

    init(_ definition: GuardDefinition) {
        self.definition = definition
        index = RuleIndex(definition.rules, flagNames: definition.flags.map(\.name))
        hearsSendAction = !index.rules(at: .sendAction).isEmpty
        flagNames = definition.flags.map(\.name)
        flagKinds = definition.flags.map(\.kind)
        name = definition.name
        exclusiveTouch = definition.setup.exclusiveTouch
        passThrough = definition.setup.passThrough
        replacesPopGestureDelegate = definition.setup.replacesPopGestureDelegate
        coordinatorReading = definition.setup.coordinator
        lockedWhen = definition.lockedWhen
        hookMask = definition.rules.reduce(0) { $0 | $1.hook.maskBit }
            // A coordinator reads willShow and every transition's end.
            | (definition.setup.coordinator == nil ? 0 : GuardHook.willShow.maskBit | GuardHook.transitionEnd(cancelled: nil).maskBit)
    }

    static func == (a: CompiledGuard, b: CompiledGuard) -> Bool { a === b || a.definition == b.definition }
    func hash(into hasher: inout Hasher) { hasher.combine(definition.name) }
}

/// One declared flag's state; a flag uses the fields its kind needs.
struct FlagState: Hashable, Sendable {
    /// A bool (0 or 1) or a counter.
    var count = 0
    var queue: [NavigationRequest] = []
    /// A screen flag holds one at most; a screens flag, in the order held.
    var screens: [ControllerID] = []
    var call: NavigationRequest?
    /// When it was last raised, for how long it has been held.
    var raisedAt: Int?

    var isRaised: Bool {
        // A pattern, not `call != nil`, which copied the request to compare it.
        if count > 0 || !queue.isEmpty || !screens.isEmpty { return true }
        if case .some = call { return true }
        return false
    }
}

/// Each hook's rules, in the order written. Arrays searched by equality,
/// not dictionaries: a guard has a handful of hooks, and hashing a hook
/// at every one a search runs cost more than scanning them.
struct RuleIndex: Sendable {
    /// By `GuardCallKind.ordinal`.
    var calls: [[CompiledRule]] = Array(repeating: [], count: GuardCallKind.allCases.count)
    var others: [(hook: GuardHook, rules: [CompiledRule])] = []
    var transitionEnds: [CompiledRule] = []

    init(_ rules: [GuardRule], flagNames: [String]) {
        for written in rules {
            let rule = CompiledRule(written, flagNames: flagNames)
            switch written.hook {
            case .call(let kinds):
                var seen: [GuardCallKind] = []
                for kind in kinds where !seen.contains(kind) {
                    seen.append(kind)
                    calls[kind.ordinal].append(rule)
                }
            case .transitionEnd:
                transitionEnds.append(rule)
            default:
                if let slot = others.firstIndex(where: { $0.hook == written.hook }) {
                    others[slot].rules.append(rule)
                } else {
                    others.append((written.hook, [rule]))
                }
            }
        }
    }

    func rules(at hook: GuardHook) -> [CompiledRule] {
        for entry in others where entry.hook == hook { return entry.rules }
        return []
    }
}

/// A rule as a hook walks it: one reference to retain, not the rule's
/// condition, actions and strings, each time a loop takes the next rule.
final class CompiledRule: Sendable {
    let rule: GuardRule
    /// Each action's text (a reason or a log line) split at its
    /// placeholders, by the action's position; empty for actions without.
    let texts: [GuardText]

    init(_ rule: GuardRule, flagNames: [String]) {
        self.rule = rule
        texts = rule.actions.map { action in
            switch action {
            case .drop(let text, _), .satisfied(let text, _), .fail(let text, _), .log(let text):
                GuardText(text, flagNames: flagNames)
            default: GuardText(pieces: [])
            }
        }
    }
}

/// A text with placeholders, split once: literal runs and what fills the
/// rest. Filling it at every hook a search runs is then appending, not
/// scanning.
struct GuardText: Sendable {
    enum Piece: Sendable {
        case text(String)
        case call
        case screen
        /// A declared flag, by slot.
        case flag(Int)
    }
    let pieces: [Piece]

    init(pieces: [Piece]) { self.pieces = pieces }

    init(_ text: String, flagNames: [String]) {
        var pieces: [Piece] = []
        var literal = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            literal += rest[..<open]
            let name = rest[rest.index(after: open)..<close]
            let piece: Piece? =
                switch name {
                case "call": .call
                case "screen": .screen
                default: flagNames.firstIndex(of: String(name)).map { .flag($0) }
                }
            if let piece {
                if !literal.isEmpty { pieces.append(.text(literal)) }
                literal = ""
                pieces.append(piece)
            } else {
                literal += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty || pieces.isEmpty { pieces.append(.text(literal)) }
        self.pieces = pieces
    }
}

extension GuardCallKind {
    /// Its place in `allCases`: an array index for a per-call table.
    var ordinal: Int {
        switch self {
        case .push: 0
        case .pop: 1
        case .popTo: 2
        case .popToRoot: 3
        case .present: 4
        case .dismiss: 5
        case .setViewControllers: 6
        }
    }
}
