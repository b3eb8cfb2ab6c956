import NavSandboxCore

/// What the command palette lists, built from the model as it is now:
///
/// 1. every command of the key table (`KeyBindings.sections`), the same rows
///    the hint bar, the help and docs/keys.md show, run by feeding the
///    row's key through the input map; toggles among them say their value
///    now and the value choosing them sets;
/// 2. every strategy and every profile by name, and what the query names
///    itself: a stack of strategies (`a+b`), a guard file's path;
/// 3. a tap on every control on screen, from the key map the badges come
///    from (the back button included), so a control is reachable without
///    reading its badge.
///
/// The order is the order ties rank in, so it is part of the behaviour.
public enum PaletteItems {
    public static func items(for model: AppModel) -> [PaletteItem] {
        keyTableItems(model) + strategyItems(model) + typedItems(model) + profileItems(model) + tapItems(model)
            + openableItems(model)
    }

    /// The scripts, apps and guard files found at launch: a script plays
    /// live, an app relaunches the sandbox on it, a guard file is loaded and
    /// becomes the strategy.
    static func openableItems(_ model: AppModel) -> [PaletteItem] {
        model.ui.openables.map { openable in
            let title = "\(openable.kind.rawValue): \(openable.name)"
            let what =
                switch openable.kind {
                case .script: "play it live"
                case .app: "relaunch on this app"
                case .guard: "load it and switch to it; reloaded when saved"
                }
            return PaletteItem(title: title, detail: "\(what) · \(openable.path)", key: nil, run: .effect(.open(openable)))
        }
    }

    /// What the query itself names: a guard file's path (`….yaml`), loaded
    /// as a found one is; a stack of strategies (`block-all+my-guard`) the
    /// world can run, switched to as a listed one is.
    static func typedItems(_ model: AppModel) -> [PaletteItem] {
        guard var typed = model.ui.palette.map({ Substring($0.query) }) else { return [] }
        while typed.first == " " { typed.removeFirst() }
        while typed.last == " " { typed.removeLast() }
        let query = String(typed)
        guard !query.isEmpty else { return [] }
        if query.hasSuffix(".yaml") || query.hasSuffix(".yml") {
            let shown = TerminalText.visible(query)
            return [
                PaletteItem(
                    title: "load guard file \(shown)", detail: "load it and switch to it; reloaded when saved", key: nil,
                    run: .effect(.open(Openable(kind: .guard, name: shown, path: query))))
            ]
        }
        let configuration = model.world.configuration
        guard query.contains(GuardStack.separator), !configuration.strategies.ids.contains(StrategyID(checked: query)),
            configuration.strategies.check(query) == nil
        else { return [] }
        let current = query == model.world.strategyID.rawValue ? "current · " : ""
        return [
            PaletteItem(
                title: "strategy: \(query)", detail: current + "these strategies stacked, asked in this order", key: nil,
                run: .intents([.world(.setStrategy(StrategyID(checked: query))), .notice("strategy \(query)", warning: false)]))
        ]
    }

    static func keyTableItems(_ model: AppModel) -> [PaletteItem] {
        KeyBindings.sections.flatMap { section in
            section.rows.flatMap { row in
                row.commands.map { command in
                    PaletteItem(
                        title: command.title, detail: detail(of: command, row: row, section: section, model: model),
                        key: label(of: command.key), run: .key(command.key))
                }
            }
        }
    }

    private static func detail(of command: KeyBindings.Command, row: KeyBindings.Row, section: KeyBindings.Section, model: AppModel)
        -> String
    {
        // The row's own words, unless the title already says them.
        guard let toggle = command.toggle else { return command.title == row.action ? section.title.lowercased() : row.action }
        let toggles = model.world.toggles
        // The value comes from what the key would do, not a second copy of
        // the cycle: pop-gesture's auto → on → off lives in the input map.
        let chosen = InputMap.intents(for: .key(command.key), model: closed(model)).lazy.compactMap { intent -> Bool?? in
            if case .world(.setToggle(toggle, let value)) = intent { return .some(value) }
            return nil
        }.first
        guard let chosen else { return "now \(toggles.displayValue(of: toggle))" }
        var next = toggles
        next.set(toggle, chosen)
        return "now \(toggles.displayValue(of: toggle)) → \(next.displayValue(of: toggle))"
    }

    static func strategyItems(_ model: AppModel) -> [PaletteItem] {
        let strategies = model.world.configuration.strategies
        return strategies.ids.map { id in
            let current = id == model.world.strategyID ? "current · " : ""
            return PaletteItem(
                title: "strategy: \(id)", detail: current + (strategies.summary(of: id) ?? ""), key: nil,
                run: .intents([.world(.setStrategy(id)), .notice("strategy \(id)", warning: false)]))
        }
    }

    static func profileItems(_ model: AppModel) -> [PaletteItem] {
        Profile.allCases.map { profile in
            let current = profile == model.world.profile ? "current · " : ""
            return PaletteItem(
                title: "profile: \(profile.displayName)", detail: current + profile.summary, key: nil,
                run: .intents([.world(.setProfile(profile)), .notice("profile \(profile.displayName)", warning: false)]))
        }
    }

    /// Taps go through `.fingerTap`, as a key's do: the same one finger,
    /// the same wait for it to lift, and `,` repeats them.
    static func tapItems(_ model: AppModel) -> [PaletteItem] {
        let keys = InputMap.keyMap(for: model)
        let back = keys.back.map { entry in
            PaletteItem(
                title: "tap the back button", detail: "in the navigation bar", key: "b",
                run: .intents([
                    .notice("tap back (\(entry.label))", warning: false),
                    .fingerTap(FingerTap(point: entry.tapPoint, label: "back (\(entry.label))")),
                ]))
        }
        return (back.map { [$0] } ?? []) + keys.entries.map { entry in
            PaletteItem(
                title: "tap \(entry.label)", detail: entry.badge == nil ? "covered: the tap lands on what covers it" : "on screen",
                key: String(entry.key),
                run: .intents([
                    .notice("tap \(entry.label)", warning: false),
                    .fingerTap(FingerTap(point: entry.tapPoint, label: entry.label)),
                ]))
        }
    }

    /// The model a palette item's key is read against: the palette shut,
    /// so the key means what it means on the main screen.
    static func closed(_ model: AppModel) -> AppModel {
        var model = model
        model.ui.palette = nil
        return model
    }

    /// A key as the hint bar and the help write it.
    public static func label(of key: Key) -> String {
        switch key {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .enter: "⏎"
        case .tab: "⇥"
        case .backTab: "⇧⇥"
        case .escape: "esc"
        case .backspace: "⌫"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .f1: "F1"
        case .controlC: "Ctrl-C"
        case .unknown: "?"
        }
    }
}
