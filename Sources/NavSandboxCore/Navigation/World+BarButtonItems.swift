/// The navigation bar's left and right bar button items: the top item's
/// (UINavigationItem.leftBarButtonItem and rightBarButtonItem), shown as
/// soon as the item is pushed, as the back button and title are. A tap
/// sends the item's selector to its screen's controller; a left item takes
/// the back button's place (rule bar-button-items).
extension World {
    /// Made once at launch, in front of the title, when some screen has an
    /// item; hidden until a top item has one.
    mutating func makeBarButtonItemViews(in barView: ViewID) {
        guard app.screens.contains(where: \.hasBarButtons) else { return }
        bar.leftButton = makeView(.barButton, role: .barButtonItem, frame: Rect(x: 0, y: 0, width: 1, height: 1), in: barView) {
            $0.isHidden = true
        }
        bar.rightButton = makeView(
            .barButton, role: .barButtonItem, frame: Rect(x: Phone.width - 1, y: 0, width: 1, height: 1), in: barView
        ) { $0.isHidden = true }
    }

    /// Shows the top item's bar button items, aimed at its controller.
    mutating func refreshBarButtonItems() {
        guard let leftView = bar.leftButton, let rightView = bar.rightButton else { return }
        let top = bar.items.last
        let screen = top.flatMap { controllers[$0.raw].kind.screen }.map { app.screens[$0] }
        let values = TemplateValues(n: top.flatMap { controllers[$0.raw].kind.argument })
        func show(_ spec: BarButtonSpec?, in id: ViewID, right: Bool) {
            guard let spec, let top else {
                views[id.raw].isHidden = true
                views[id.raw].isHighlighted = false
                views[id.raw].action = nil
                return
            }
            let title = spec.label.render(values)
            // Column 0 holds the key badge, the title follows.
            let width = min(Phone.width / 2, title.count + 2)
            views[id.raw].isHidden = false
            views[id.raw].text = title
            views[id.raw].accessibilityLabel = title
            views[id.raw].frame = Rect(x: right ? Phone.width - width : 0, y: 0, width: width, height: 1)
            views[id.raw].action = spec.selector.map { ControlAction(selector: $0, target: top) }
        }
        show(screen?.leftBarButton, in: leftView, right: false)
        show(screen?.rightBarButton, in: rightView, right: true)
        if screen?.leftBarButton != nil {
            views[bar.backButton.raw].isHidden = true
            views[bar.backButton.raw].isHighlighted = false
        }
    }
}
