/// The writes to a view that change how it is drawn but not where: a
/// control's highlight and a row's spinner. They go around the views'
/// layout count (`ChunkedArray.layoutChangeCount`), so a reader that
/// derives where views are drawn — the runner's label memory — keeps what
/// it derived across a tap that only highlighted a button. Every other
/// write to a view counts as a layout change; only a field that no drawn
/// position, visibility, order or label depends on belongs here.
extension World {
    mutating func setHighlighted(_ highlighted: Bool, _ id: ViewID) {
        views.modifyKeepingLayout(id.raw) { $0.isHighlighted = highlighted }
    }

    mutating func setLoading(_ loading: Bool, _ id: ViewID) {
        views.modifyKeepingLayout(id.raw) { $0.isLoading = loading }
    }
}
