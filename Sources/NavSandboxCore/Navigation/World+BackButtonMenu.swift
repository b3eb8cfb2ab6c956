/// What happened to the back button's long-press menu (rule back-button-menu).
public enum BackMenuChange: Hashable, Sendable {
    /// The menu opened with these titles, newest screen first.
    case opened(titles: [String])
    /// A profile before iOS 14: the press is held, and lifting it taps back.
    case heldWithoutMenu
    /// An entry was chosen: the menu closes and pops to its screen.
    case chose(ScreenRef)
    /// A touch outside the open menu closed it, and went no further.
    case dismissed
    /// `tap-menu` named a title the menu does not show (or no menu is open).
    case noSuchEntry(String, menuOpen: Bool)
}

/// The back button's menu of the stack's earlier screens, iOS 14+: a long
/// press opens it, choosing an entry pops to that screen through the public
/// popToViewController(_:animated:), so guards see it as any tap's popTo.
extension World {
    /// UILongPressGestureRecognizer's default minimumPressDuration.
    public static let longPressDuration = 500

    /// The title a menu entry shows: the back-button title the screen gives
    /// the one above it, as the back button itself does (rule back-button-menu).
    public func backMenuTitle(of item: ControllerID) -> String {
        controllers[item.raw].backButtonTitle ?? controllers[item.raw].title
    }

    /// A finger held on the back button for a long press, then lifted.
    mutating func longPressBack() {
        guard let point = reach(.back) else { return }
        guard RuleID.backButtonMenu.rule.applies(to: profile) else {
            // No menu: the press is a slow tap on back, so every back-button
            // rule (disabled, deferred) decides what it does.
            emit(.backMenu(.heldWithoutMenu))
            let id = touchBegan(at: point)
            scheduleEnd(of: id, at: now + World.longPressDuration)
            afterStep()
            return
        }
        let id = touchBegan(at: point)
        guard crash == nil else { return }
        advance(by: World.longPressDuration)
        guard crash == nil else { return }
        // The menu opens only if the back button took the touch and still
        // tracks it; otherwise the finger just lifts.
        guard let index = touches.active.firstIndex(where: { $0.id == id }),
            touches.active[index].handler == bar.backButton, bar.items.count >= 2
        else {
            if touches.active.contains(where: { $0.id == id }) { touchEnded(id) }
            return
        }
        // The recogniser takes the touch from the button: no tap on back.
        touches.active.remove(at: index)
        setHighlighted(false, bar.backButton)
        emit(.touchCancelled(id))
        let entries = Array(bar.items.dropLast().reversed())
        bar.backMenu = entries
        noteTouch(id, .handled, .openedBackMenu, rule: .backButtonMenu)
        emit(.backMenu(.opened(titles: entries.map { backMenuTitle(of: $0) })))
        afterStep()
    }

    /// A tap on the open menu's entry titled `title`.
    mutating func tapBackMenu(_ title: String) {
        if buttonMenu != nil {
            chooseButtonMenuItem(title)
            return
        }
        defer { afterStep() }
        guard let entries = bar.backMenu else {
            emit(.backMenu(.noSuchEntry(title, menuOpen: false)))
            return
        }
        guard let entry = entries.first(where: { backMenuTitle(of: $0) == title }) else {
            emit(.backMenu(.noSuchEntry(title, menuOpen: true)))
            return
        }
        bar.backMenu = nil
        emit(.backMenu(.chose(screenRef(entry))))
        popToViewController(entry, origin: .tap)
    }

    /// A touch anywhere while the menu is open only closes it (inferred:
    /// UIKit's menus dismiss on a tap outside and pass nothing through).
    /// True when the input was spent on that.
    mutating func dismissBackMenu(before input: UserInput) -> Bool {
        if menuTakes(input) {
            if buttonMenu != nil {
                dismissButtonMenu()
            } else {
                bar.backMenu = nil
                emit(.backMenu(.dismissed))
            }
            afterStep()
            return true
        }
        if buttonMenu != nil {
            switch input {
            case .setProfile, .relaunch: dismissButtonMenu()
            default: break
            }
        } else if bar.backMenu != nil, case .setProfile = input {
            // A profile without the menu cannot keep one open.
            bar.backMenu = nil
            emit(.backMenu(.dismissed))
        }
        return false
    }

    /// Whether an open menu (a button's, or back's) takes the input whole:
    /// it only closes the menu, wherever its fingers land.
    func menuTakes(_ input: UserInput) -> Bool {
        if buttonMenu != nil {
            switch input {
            case .tap, .doubleTap, .twoFinger, .swipeBack, .edgeSwipeBegin, .dragCard, .dragSheet, .dismissSwipeBegin, .longPressBack,
                .press, .scroll:
                return true
            default:
                return false
            }
        }
        guard bar.backMenu != nil else { return false }
        switch input {
        case .tap, .doubleTap, .twoFinger, .swipeBack, .edgeSwipeBegin, .dragCard, .dragSheet, .dismissSwipeBegin, .longPressBack:
            return true
        default:
            return false
        }
    }
}
