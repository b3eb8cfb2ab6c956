/// A UIButton's menu, iOS 14+: with `showsMenuAsPrimaryAction` it opens on
/// touch-down and the button's action never runs; without it a long press
/// opens it. An item runs its action as the button's screen's code, for
/// the tap that chose it; a touch outside only closes the menu.
extension World {
    /// The open menu's item titles, in order.
    public var openMenuTitles: [String] {
        buttonMenu.flatMap { views[$0.raw].menu?.items.map(\.title) } ?? []
    }

    /// A touch reached `control` (it highlighted): a menu that is the
    /// button's primary action opens now and takes the touch; one that is
    /// not waits for a long press. `record` is the touch's when it is still
    /// being written (the touch began this instant), else nil.
    mutating func menuButtonTouchedDown(_ id: TouchID, control: ViewID, record: inout TouchRecord?) {
        guard let menu = views[control.raw].menu else { return }
        guard RuleID.buttonMenuPrimaryAction.rule.applies(to: profile) else {
            emit(.buttonMenu(.unavailable(button: viewRef(control))))
            return
        }
        if menu.isPrimaryAction {
            openButtonMenu(control, touch: id, byLongPress: false, record: &record)
        } else {
            scheduler.schedule(.menuLongPress(id), at: now + World.longPressDuration)
        }
    }

    /// The long press on a button with a menu lasted: the menu opens if the
    /// button still tracks the touch.
    mutating func menuLongPressFired(_ id: TouchID) {
        defer { afterStep() }
        guard let touch = touches.active.first(where: { $0.id == id }), let control = touch.handler,
            views[control.raw].menu != nil, views[control.raw].isHighlighted
        else { return }
        var none: TouchRecord?
        openButtonMenu(control, touch: id, byLongPress: true, record: &none)
    }

    /// The context menu interaction takes the touch from the button: it
    /// unhighlights and sends nothing when the finger lifts.
    private mutating func openButtonMenu(_ control: ViewID, touch id: TouchID, byLongPress: Bool, record: inout TouchRecord?) {
        touches.active.removeAll { $0.id == id }
        scheduler.cancel { $0.kind == .heldTouchDelivered(id) || $0.kind == .menuLongPress(id) }
        setHighlighted(false, control)
        buttonMenu = control
        let rule: RuleID = byLongPress ? .buttonMenuLongPress : .buttonMenuPrimaryAction
        let note = TouchNote(.openedButtonMenu(viewRef(control)), rule: rule)
        if record != nil {
            record?.notes.append(note)
            record?.rule = rule
            record?.disposition = .handled
        } else {
            noteTouch(id, .handled, note.fact, rule: rule)
        }
        emit(.buttonMenu(.opened(button: viewRef(control), titles: openMenuTitles, byLongPress: byLongPress)))
    }

    /// `tap-menu "<title>"` with a button's menu open: the menu closes and
    /// the item's action runs as the screen's code, for a tap.
    mutating func chooseButtonMenuItem(_ title: String) {
        defer { afterStep() }
        guard let button = buttonMenu, let menu = views[button.raw].menu else { return }
        guard let item = menu.items.first(where: { $0.title == title }) else {
            emit(.backMenu(.noSuchEntry(title, menuOpen: true)))
            return
        }
        buttonMenu = nil
        emit(.buttonMenu(.chose(button: viewRef(button), item: title)))
        guard let selector = item.selector, let owner = owningController(of: button) else { return }
        guard implements(selector, controller: owner) else {
            emit(.app(.ignoresAction(handler: screenRef(owner), selector: selector), rule: nil))
            return
        }
        withFrame("-[UIAction performWithSender:target:]") { world in
            world.performAction(ControlAction(selector: selector, target: owner), on: owner, sender: button, touch: nil)
        }
    }

    /// A touch anywhere while a button's menu is open only closes it
    /// (rule menu-outside-touch-only-dismisses).
    mutating func dismissButtonMenu() {
        guard let button = buttonMenu else { return }
        buttonMenu = nil
        emit(.buttonMenu(.dismissed(button: viewRef(button))))
    }
}
