import NavSandboxCore
import Yams

/// The action language: one verb per mapping with its options beside it, a
/// bare verb for the ones that need nothing, or a list run in one turn.
extension AppBuilder {
    /// Verb → the options it takes (besides the verb itself).
    static let verbs: [(verb: String, options: [String])] = [
        ("push", ["argument", "animated", "reuse", "via", "mustComplete", "interactive", "transition", "zoomSource"]),
        ("present", ["argument", "from", "animated", "mustComplete", "transition", "zoomSource"]),
        ("pop", ["animated", "via", "interactive"]),
        ("popTo", ["animated", "via"]),
        ("popToRoot", ["animated", "via"]),
        ("setStack", ["animated", "via", "interactive"]),
        ("dismiss", ["animated"]),
        ("minimize", []),
        ("log", []),
        ("after", ["then"]),
        ("load", ["then", "spinner"]),
        ("block", []),
        ("alert", ["message", "actions"]),
    ]
    static let bareVerbs = ["pop", "popToRoot", "dismiss", "minimize"]
    static let navigators = NavigatorChoice.allCases.map { ($0.rawValue, $0) }
    static let presenters = PresenterChoice.allCases.map { ($0.rawValue, $0) }

    mutating func action(_ node: Node) -> AppAction? {
        guard reader.spend(at: node) else { return nil }
        switch node {
        case .sequence(let items):
            let actions = items.compactMap { action($0) }
            guard actions.count == items.count else { return nil }
            if actions.isEmpty { reader.error(at: node, "an empty list of actions", expected: "at least one action") }
            return .sequence(actions)
        case .scalar(let scalar):
            let verb = scalar.string
            switch verb {
            case "pop": return .pop(animated: true, via: .self)
            case "popToRoot": return .popToRoot(animated: true, via: .self)
            case "dismiss": return .dismiss(animated: true)
            case "minimize": return .minimizeCard
            default:
                let all = Self.verbs.map(\.verb)
                reader.error(
                    at: node, "`\(verb)` is not an action on its own",
                    expected: "one of \(Self.bareVerbs.joined(separator: ", ")), or a mapping such as `push: Message`",
                    suggestion: NearestName.find(verb, in: all))
                return nil
            }
        default:
            break
        }
        guard case .mapping(let mapping) = node else { return nil }
        let names = mapping.keys.compactMap(\.string)
        let found = Self.verbs.filter { names.contains($0.verb) }
        guard found.count == 1, let (verb, options) = found.first else {
            let all = Self.verbs.map(\.verb)
            if found.isEmpty {
                let options = Set(Self.verbs.flatMap(\.options))
                let unknown = names.filter { !options.contains($0) }
                let guess = unknown.lazy.compactMap { NearestName.find($0, in: all) }.first
                reader.error(
                    at: node,
                    unknown.count == 1 ? "unknown verb `\(unknown[0])`" : "an action with no verb",
                    expected: "one of \(all.joined(separator: ", "))", suggestion: guess)
            } else {
                reader.error(
                    at: node, "an action with \(found.count) verbs (\(found.map(\.verb).joined(separator: ", ")))",
                    expected: "one verb per action; put several in a list to run them in one turn")
            }
            return nil
        }
        // `mapping` reports a missing or misspelt key and goes on: nothing
        // here may assume a key it was told about is there.
        guard let keys = reader.mapping(node, "a `\(verb)` action", allowed: [verb] + options), let value = keys[verb]?.value
        else { return nil }
        if keys["transition"] != nil || keys["zoomSource"] != nil {
            var plain = keys
            plain["transition"] = nil
            plain["zoomSource"] = nil
            let zoom = keys["transition"].flatMap { reader.choice($0.value, "transition", from: [("zoom", true), ("default", false)]) } ?? false
            if !zoom, let entry = keys["zoomSource"] {
                reader.warning(at: entry.key, "`zoomSource` without `transition: zoom` is never read", expected: "`transition: zoom` beside it")
            }
            let source = keys["zoomSource"].flatMap { reader.text($0.value, "`zoomSource`") }
            let action = navigationAction(verb: verb, value: value, keys: plain, node: node, interactive: keys["interactive"])
            return zoom ? action.map { .zoom($0, source: source) } : action
        }
        return navigationAction(verb: verb, value: value, keys: keys, node: node, interactive: keys["interactive"])
    }

    /// The verb's action with `interactive` read (`transition` aside).
    private mutating func navigationAction(
        verb: String, value: Node, keys: [String: (key: Node, value: Node)], node: Node, interactive: (key: Node, value: Node)?
    ) -> AppAction? {
        if let entry = interactive, reader.bool(entry.value, "`interactive`") == true {
            // Read quietly here: `animated` is read, and reported, below.
            if keys["animated"]?.value.bool == false {
                reader.error(
                    at: entry.key, "`interactive: true` with `animated: false`",
                    expected: "an animated call: the interaction controller drives the animation (UIPercentDrivenInteractiveTransition)")
            }
            var plain = keys
            plain["interactive"] = nil
            return navigationAction(verb: verb, value: value, keys: plain, node: node).map { .interactive($0) }
        }
        var plain = keys
        plain["interactive"] = nil
        return navigationAction(verb: verb, value: value, keys: plain, node: node)
    }

    /// The verb's action once its options are read (`interactive` aside).
    private mutating func navigationAction(
        verb: String, value: Node, keys: [String: (key: Node, value: Node)], node: Node
    ) -> AppAction? {
        let animated = keys["animated"].flatMap { reader.bool($0.value, "`animated`") } ?? true
        let via = keys["via"].flatMap { reader.choice($0.value, "`via`", from: Self.navigators) } ?? .self
        let mustComplete = keys["mustComplete"].flatMap { reader.bool($0.value, "`mustComplete`") } ?? false
        let argument = keys["argument"].flatMap { reader.intTemplate($0.value, "`argument`") }
        switch verb {
        case "push":
            guard let screen = screenReference(value, "the screen to push") else { return nil }
            if cardScreens.contains(screen) {
                reader.error(at: value, "`\(screenNames[screen])` is a card", expected: "`present:` for a card, `push:` for a screen")
                return nil
            }
            let reuse = keys["reuse"].flatMap { reader.bool($0.value, "`reuse`") } ?? false
            return .push(
                ScreenReference(screen: screen, argument: argument), animated: animated, reuse: reuse, via: via,
                mustComplete: mustComplete)
        case "present":
            guard let screen = screenReference(value, "the card to present") else { return nil }
            if !cardScreens.contains(screen) {
                reader.error(
                    at: value, "`\(screenNames[screen])` is not a card",
                    expected: "a screen with `card: true` (only cards are presented)")
                return nil
            }
            let from = keys["from"].flatMap { reader.choice($0.value, "`from`", from: Self.presenters) } ?? .self
            return .present(
                ScreenReference(screen: screen, argument: argument), from: from, animated: animated,
                mustComplete: mustComplete)
        case "setStack":
            return stackEntries(value).map { .setStack($0, animated: animated, via: via) }
        case "popTo":
            guard let screen = screenReference(value, "the screen to pop to") else { return nil }
            return .popTo(screen: screen, animated: animated, via: via)
        case "pop", "popToRoot", "dismiss", "minimize":
            if case .scalar(let scalar) = value, !scalar.string.isEmpty, value.tag != Tag(.null), scalar.string != "true" {
                reader.error(
                    at: value, "`\(verb):` takes no value", expected: "`\(verb):` with nothing after it, or `- \(verb)`")
                return nil
            }
            switch verb {
            case "pop": return .pop(animated: animated, via: via)
            case "popToRoot": return .popToRoot(animated: animated, via: via)
            case "dismiss": return .dismiss(animated: animated)
            default: return .minimizeCard
            }
        case "log":
            return reader.text(value, "`log`").map(AppAction.log)
        case "alert":
            return alert(title: value, keys: keys, at: node)
        case "block":
            return reader.milliseconds(value, "`block`").map { AppAction.block(milliseconds: $0) }
        default:  // after, load
            guard let milliseconds = reader.milliseconds(value, "`\(verb)`") else { return nil }
            guard let then = keys["then"]?.value else {
                reader.error(at: node, "`\(verb)` has no `then`", expected: "`then:` with the action to run \(verb == "after" ? "later" : "when the load ends")")
                return nil
            }
            guard let action = action(then) else { return nil }
            if verb == "after" { return .after(milliseconds: milliseconds, action) }
            let spinner = keys["spinner"].flatMap { reader.bool($0.value, "`spinner`") } ?? false
            return .load(milliseconds: milliseconds, showsSpinner: spinner, action)
        }
    }
}

extension AppBuilder {
    /// `setStack:`'s list, bottom to top: screen names, or
    /// `{screen: Message, argument: 2}` where one needs push's `argument`.
    mutating func stackEntries(_ node: Node) -> [ScreenReference]? {
        guard case .sequence(let items) = node, !items.isEmpty else {
            reader.error(
                at: node, "`setStack` needs a list of screens",
                expected: "a list, bottom to top, such as `setStack: [Inbox, Message]`")
            return nil
        }
        var entries: [ScreenReference] = []
        for item in items {
            guard reader.spend(at: item) else { return nil }
            let screenNode: Node
            var argument: IntTemplate?
            if case .mapping = item {
                guard let keys = reader.mapping(item, "a `setStack` entry", allowed: ["screen", "argument"], required: ["screen"]),
                    let screenValue = keys["screen"]?.value
                else { return nil }
                screenNode = screenValue
                argument = keys["argument"].flatMap { reader.intTemplate($0.value, "`argument`") }
                if keys["argument"] != nil && argument == nil { return nil }
            } else {
                screenNode = item
            }
            guard let screen = screenReference(screenNode, "a screen of the new stack") else { return nil }
            if cardScreens.contains(screen) {
                reader.error(
                    at: screenNode, "`\(screenNames[screen])` is a card",
                    expected: "screens only: a card is presented, never in the navigation stack")
                return nil
            }
            entries.append(ScreenReference(screen: screen, argument: argument))
        }
        return entries
    }
}

extension AppBuilder {
    /// `alert: Title` with an optional `message:` and its `actions:`, each a
    /// button title or `{title: Delete, then: <action>}`.
    mutating func alert(title node: Node, keys: [String: (key: Node, value: Node)], at action: Node) -> AppAction? {
        guard let title = reader.text(node, "the alert's title") else { return nil }
        var message: TextTemplate?
        if let messageNode = keys["message"]?.value {
            guard let text = reader.text(messageNode, "`message`") else { return nil }
            message = text
        }
        guard let list = keys["actions"]?.value else {
            reader.error(
                at: action, "an alert with no `actions`",
                expected: "`actions:` with at least one button, such as `actions: [Cancel, {title: Delete, then: pop}]`")
            return nil
        }
        guard case .sequence(let items) = list, !items.isEmpty else {
            reader.error(
                at: list, "`actions` needs a list of buttons",
                expected: "a list such as `[Cancel, {title: Delete, then: pop}]`")
            return nil
        }
        var buttons: [AlertButton] = []
        for item in items {
            guard reader.spend(at: item) else { return nil }
            if case .mapping = item {
                guard let keys = reader.mapping(item, "an alert action", allowed: ["title", "then"], required: ["title"]),
                    let titleNode = keys["title"]?.value, let title = reader.text(titleNode, "the button's `title`")
                else { return nil }
                var then: AppAction?
                if let thenNode = keys["then"]?.value {
                    guard let followUp = self.action(thenNode) else { return nil }
                    then = followUp
                }
                buttons.append(AlertButton(title: title, then: then))
            } else {
                guard let title = reader.text(item, "a button title") else { return nil }
                buttons.append(AlertButton(title: title))
            }
        }
        return .alert(AlertSpec(title: title, message: message, buttons: buttons))
    }
}
