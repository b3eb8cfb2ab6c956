import NavSandboxCore

extension InputMap {
    /// Ctrl-P and Ctrl-N as the decoder delivers them (no Key of their own).
    static let controlP = Key.unknown(0x10)
    static let controlN = Key.unknown(0x0E)
    /// Ctrl-U clears the line, as in a shell.
    static let controlU = Key.unknown(0x15)

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

    /// ⏎: the selected item runs and the palette closes.
    static func runSelectedPaletteItem(_ model: AppModel) -> [Intent] {
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
