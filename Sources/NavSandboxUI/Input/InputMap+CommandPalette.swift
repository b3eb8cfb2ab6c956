import NavSandboxCore

extension InputMap {
    /// Ctrl-P and Ctrl-N as the decoder delivers them (no Key of their own).
    static let controlP = Key.unknown(0x10)
    static let controlN = Key.unknown(0x0E)
    /// Ctrl-U clears the line, as in a shell.
    static let controlU = Key.unknown(0x15)

    /// While the palette is open every printable key is text: `q` is a
    /// letter there. Only Ctrl-C quits.
    static func paletteIntents(for key: Key, model: AppModel) -> [Intent] {
        let query = model.ui.palette?.query ?? ""
        switch key {
        case .controlC: return [.quit]
        case .escape: return [.palette(.close)]
        case .enter: return run(selectedIn: model)
        case .up, controlP, .backTab: return [.palette(.move(-1))]
        case .down, controlN, .tab: return [.palette(.move(1))]
        case .pageUp: return [.palette(.move(-paletteRows(model)))]
        case .pageDown: return [.palette(.move(paletteRows(model)))]
        case .backspace: return query.isEmpty ? [] : [.palette(.query(String(query.dropLast())))]
        case controlU: return [.palette(.query(""))]
        case .character(let character):
            // Past the cap each further character (the rest of a paste) is
            // dropped at once: the query is never copied or matched again.
            guard query.count < CommandPalette.maximumQueryLength else {
                if model.ui.palette?.warnedFull == true { return [] }
                return [
                    .palette(.full),
                    notice("a query is at most \(CommandPalette.maximumQueryLength) characters: the rest is ignored", warning: true),
                ]
            }
            return [.palette(.query(query + String(character)))]
        case .left, .right, .f1, .unknown: return []
        }
    }

    static func paletteIntents(for mouse: MouseEvent, model: AppModel) -> [Intent] {
        let matches = CommandPalette.matches(for: model)
        let layout = CommandPaletteWidget.Layout(
            screenWidth: model.ui.width, screenHeight: model.ui.height, matchCount: matches.count,
            selection: model.ui.palette?.selection ?? 0)
        let point = Point(x: mouse.x, y: mouse.y)
        switch mouse.kind {
        case .wheelUp: return [.palette(.move(-1))]
        case .wheelDown: return [.palette(.move(1))]
        case .press:
            if layout.list.contains(point) {
                let index = layout.first + point.y - layout.list.y
                return index < matches.count ? [.palette(.close)] + intents(running: matches[index].item, model: model) : []
            }
            // A click outside closes it, as a click outside a popover does.
            return layout.box.contains(point) ? [] : [.palette(.close)]
        case .drag, .release: return []
        }
    }

    private static func run(selectedIn model: AppModel) -> [Intent] {
        let matches = CommandPalette.matches(for: model)
        let selection = model.ui.palette?.selection ?? 0
        // Nothing to run: the palette stays open so a typo can be fixed.
        guard matches.indices.contains(selection) else {
            return [notice("nothing matches “\(model.ui.palette?.query ?? "")”", warning: true)]
        }
        return [.palette(.close)] + intents(running: matches[selection].item, model: model)
    }

    /// What an item does, read against the model with the palette closed:
    /// a key means exactly what it means on the main screen.
    static func intents(running item: PaletteItem, model: AppModel) -> [Intent] {
        switch item.run {
        case .key(let key): return intents(for: .key(key), model: PaletteItems.closed(model))
        case .intents(let intents): return intents
        case .effect(let effect): return [.effect(effect)]
        }
    }

    static func paletteRows(_ model: AppModel) -> Int {
        CommandPaletteWidget.Layout(screenWidth: model.ui.width, screenHeight: model.ui.height, matchCount: Int.max, selection: 0)
            .list.height
    }
}
