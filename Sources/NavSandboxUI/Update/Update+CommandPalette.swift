import NavSandboxCore

extension Update {
    /// The palette's own state. Running an item is not here: the input map
    /// turns the chosen item into the intents it stands for, after `.close`.
    static func applyPalette(_ change: PaletteChange, to model: inout AppModel) {
        switch change {
        case .open:
            model.ui.palette = CommandPalette()
        case .close:
            model.ui.palette = nil
        case .query(let query):
            guard model.ui.palette != nil else { return }
            // The input map stops at the cap; a query from elsewhere is cut to it.
            model.ui.palette?.query = String(query.prefix(CommandPalette.maximumQueryLength))
            model.ui.palette?.selection = 0
            model.ui.palette?.warnedFull = false
        case .full:
            model.ui.palette?.warnedFull = true
        case .move(let delta):
            guard let palette = model.ui.palette else { return }
            let count = CommandPalette.matches(palette.query, in: PaletteItems.items(for: model)).count
            let moved = palette.selection.addingReportingOverflow(delta)
            let target = moved.overflow ? (delta > 0 ? Int.max : 0) : moved.partialValue
            model.ui.palette?.selection = min(max(target, 0), max(0, count - 1))
        }
    }
}
