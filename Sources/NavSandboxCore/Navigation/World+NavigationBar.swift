/// UINavigationBar: its items, their animation (which runs with the
/// navigation transition and for as long, rule bar-animates-with-transition),
/// its delegate (the navigation controller, where guards hook in) and the
/// back button.
extension World {
    /// The bar's views show its model at once: the new title and back button
    /// are hit-testable from the start of the animation.
    mutating func refreshBarViews() {
        let items = bar.items
        let title = items.last.map { controllers[$0.raw].title } ?? ""
        // The title is drawn but carries no accessibility label here, so a
        // script's `tap "Message 1"` never means the bar's title.
        views[bar.titleLabel.raw].text = title
        if items.count >= 2, let backTitle = barBackTitle {
            views[bar.backButton.raw].isHidden = false
            views[bar.backButton.raw].text = "‹ " + backTitle
            views[bar.backButton.raw].accessibilityLabel = "Back"
            views[bar.backButton.raw].frame.width = min(Phone.width / 2, backTitle.count + 3)
        } else {
            views[bar.backButton.raw].isHidden = true
            views[bar.backButton.raw].isHighlighted = false
        }
        refreshBarButtonItems()
    }

    /// The back item's backButtonTitle, else its title (rule back-button-title).
    var barBackTitle: String? {
        guard bar.items.count >= 2 else { return nil }
        let backItem = controllers[bar.items[bar.items.count - 2].raw]
        return backItem.backButtonTitle ?? backItem.title
    }

    /// Starts the bar's item animation; one still running completes first
    /// (its didPush/didPop fire), as UIKit's bar does.
    private mutating func startBarAnimation(
        _ kind: BarAnimation.Kind, item: ControllerID, previousTitle: String, previousBack: String?, duration: Int
    ) {
        if let running = bar.animation { completeBarAnimation(running) }
        let animation = BarAnimation(
            id: nextAnimationID(), kind: kind, item: item, start: now, duration: duration,
            previousTitle: previousTitle, previousBackTitle: previousBack)
        bar.animation = animation
        scheduler.schedule(.barAnimationEnded(animation: animation.id), at: now + duration)
    }

    mutating func barAnimationEnded(_ id: Int) {
        guard let animation = bar.animation, animation.id == id else { return }
        completeBarAnimation(animation)
    }

    /// Completes the bar's running item animation now (its didPush/didPop
    /// fire), as when the transition it belongs to is interrupted.
    mutating func completeRunningBarAnimation() {
        if let running = bar.animation { completeBarAnimation(running) }
    }

    private mutating func completeBarAnimation(_ animation: BarAnimation) {
        scheduler.cancel { $0.kind == .barAnimationEnded(animation: animation.id) }
        bar.animation = nil
        let screen = screenRef(animation.item)
        switch animation.kind {
        case .push:
            emit(.barDidPush(screen))
            notifyGuard(.barDidPush, HookContext(screen: animation.item))
        case .pop:
            emit(.barDidPop(screen))
            notifyGuard(.barDidPop, HookContext(screen: animation.item))
        }
    }

    /// The navigation controller pushes the new controller's item onto its bar.
    mutating func navigationBarPushItem(_ item: ControllerID, animated: Bool, duration: Int) {
        let screen = screenRef(item)
        let answer = askGuard(.barShouldPush, HookContext(screen: item))
        emit(.barShouldPush(screen, allowed: answer.allowed))
        apply(answer.effects)
        guard answer.allowed else {
            emit(.warning(.barKeepsItems(shows: barTitles.last, top: screen), rule: nil))
            return
        }
        let previousTitle = barTitles.last ?? ""
        let previousBack = barBackTitle
        bar.items.append(item)
        refreshBarViews()
        if animated {
            startBarAnimation(.push, item: item, previousTitle: previousTitle, previousBack: previousBack, duration: duration)
        } else {
            emit(.barDidPush(screen))
            notifyGuard(.barDidPush, HookContext(screen: item))
        }
    }

    /// The navigation controller pops its bar back to `to`'s item. An item the
    /// back button already popped is not asked about again.
    mutating func navigationBarPopItems(
        to destination: ControllerID, removing removed: [ControllerID], animated: Bool, interactive: Bool, duration: Int
    ) {
        if let from = removed.last, let index = bar.backButtonPoppedItems.firstIndex(of: from) {
            bar.backButtonPoppedItems.remove(at: index)
            // The back button took only the top item off the bar: a popTo or
            // popToRoot that consumes it still takes the bar to its destination.
            if let kept = bar.items.firstIndex(of: destination), kept < bar.items.count - 1 {
                bar.items.removeSubrange((kept + 1)...)
                refreshBarViews()
            }
            return
        }
        guard let top = bar.items.last, bar.items.count >= 2 else { return }
        let answer = askGuard(.barShouldPop, HookContext(screen: top))
        emit(.barShouldPop(screenRef(top), allowed: answer.allowed, fromBackButton: false))
        // The item flag goes first so a pop the guard performs itself does not
        // ask again.
        guard answer.allowed else {
            apply(answer.effects)
            emit(.warning(.barKeepsItems(shows: barTitles.last, top: screenRef(destination)), rule: nil))
            return
        }
        let previousTitle = barTitles.last ?? ""
        let previousBack = barBackTitle
        if let index = bar.items.firstIndex(of: destination) {
            bar.items.removeSubrange((index + 1)...)
        } else {
            bar.items.removeLast()
        }
        refreshBarViews()
        apply(answer.effects)
        if interactive {
            // The item follows the finger; didPop comes with the transition's end.
            return
        }
        if animated {
            startBarAnimation(.pop, item: top, previousTitle: previousTitle, previousBack: previousBack, duration: duration)
        } else {
            emit(.barDidPop(screenRef(top)))
            notifyGuard(.barDidPop, HookContext(screen: top))
        }
    }

    /// The back button: the bar asks its delegate shouldPop, pops its item,
    /// and the navigation controller pops through the public pop.
    mutating func navigationBarBackButtonTapped(touch: TouchID?) {
        guard bar.items.count >= 2, let item = bar.items.last else { return }
        withFrame("-[UINavigationBar _handleBackButtonTap]") { world in
            let screen = world.screenRef(item)
            let answer = world.askGuard(.barShouldPop, HookContext(screen: item, fromBackButton: true))
            world.emit(.barShouldPop(screen, allowed: answer.allowed, fromBackButton: true))
            guard answer.allowed else {
                world.apply(answer.effects)
                world.noteTouch(touch, .dropped, .backShouldPopAnsweredNo)
                return
            }
            let previousTitle = world.barTitles.last ?? ""
            let previousBack = world.barBackTitle
            world.bar.items.removeLast()
            world.bar.backButtonPoppedItems.append(item)
            world.refreshBarViews()
            world.startBarAnimation(
                .pop, item: item, previousTitle: previousTitle, previousBack: previousBack,
                duration: Durations.navigationTransition)
            let depth = world.navigation.stack.count
            world.apply(answer.effects)
            guard world.crash == nil else { return }
            // A guard that already popped through super (seed 000) has handled
            // the tap: its own public pop refusing next must not count the tap
            // as dropped.
            let guardPopped = world.navigation.stack.count < depth
            if guardPopped { world.noteTouch(touch, .handled, .backGuardPoppedThroughSuper) }
            world.popViewController(origin: .backButton, touch: guardPopped ? nil : touch)
        }
    }
}
