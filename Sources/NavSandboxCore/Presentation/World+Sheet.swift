/// System sheets (UISheetPresentationController, iOS 15+): a presented screen
/// whose app file says `presentation: sheet` rests at one of its detents,
/// dims the screen behind only above its undimmed detent (where the
/// container lets touches through to the presenter, rule
/// sheet-undimmed-detent), and, when modal in presentation, refuses the
/// swipe down (rule modal-in-presentation). The present, the dismiss and the
/// swipe to dismiss are the card's: only the resting frames and the dimming
/// differ. Before iOS 15 the same screen is presented as the card (rule
/// sheet-requires-ios15).
extension World {
    /// Whether this release has UISheetPresentationController.
    public var hasSystemSheets: Bool { RuleID.sheetDetents.rule.applies(to: profile) }

    /// The sheet configuration a presented screen gets here; nil presents it
    /// as the custom card (not a sheet, or a release without sheets).
    func sheetStyle(for controller: ControllerID) -> SheetStyle? {
        guard hasSystemSheets, let index = controllers[controller.raw].kind.screen else { return nil }
        return app.screens[index].sheet
    }

    /// A screen the app file wants as a sheet, on a release that has none.
    func wantsUnavailableSheet(_ controller: ControllerID) -> Bool {
        guard !hasSystemSheets, let index = controllers[controller.raw].kind.screen else { return false }
        return app.screens[index].sheet != nil
    }

    /// The dimming view exists above the undimmed detent only; at or below
    /// it UIKit's container takes no touches around the sheet.
    mutating func applySheetDimming(_ current: PresentationState, at detent: SheetDetent, style: SheetStyle) {
        let dims = style.dims(at: detent)
        views[current.dimming.raw].alpha = dims ? 0.4 : 0
        views[current.dimming.raw].isUserInteractionEnabled = dims
        views[current.container.raw].passesTouchesThrough = !dims
    }

    /// A swipe on the sheet: to a detent, or down to dismiss (a full swipe
    /// that finishes, through the same interactive dismissal as
    /// `dismiss-swipe-begin … end finish`).
    mutating func dragSheet(_ drag: SheetDrag) {
        guard crash == nil else { return }
        emit(.sheetDrag(drag))
        guard let current = presentation, let sheet = current.sheet else {
            refuseSheetDrag(.noSheet)
            return
        }
        if let block = touchDeliveryBlocker() {
            refuseSheetDrag(.dropped(block.reason), rule: block.rule)
            return
        }
        guard current.phase == .shown else {
            refuseSheetDrag(.transitionRunning(screenRef(current.presented)))
            return
        }
        if let miss = presentedPanMiss(current) {
            refuseSheetDrag(.missed(at: miss.point, landedOn: miss.landedOn), rule: .gestureObeysHitTesting)
            return
        }
        switch drag {
        case .dismiss:
            beginDismissSwipe()
            if presentation?.interactive?.phase == .tracking {
                updateDismissSwipe(progress: 100)
                endDismissSwipe(finish: true)
            }
        case .medium, .large:
            let detent: SheetDetent = drag == .medium ? .medium : .large
            guard sheet.style.detents.contains(detent) else {
                refuseSheetDrag(.detentNotOffered(detent), rule: .sheetDetents)
                return
            }
            moveSheet(to: detent)
            afterStep()
        }
    }

    private mutating func refuseSheetDrag(_ refusal: SheetDragRefusal, rule: RuleID? = nil) {
        emit(.sheetDragRefused(refusal, rule: rule))
        afterStep()
    }

    /// The sheet settles at another detent: its frame animates there and the
    /// dimming follows the detent; the delegate hears the new detent.
    mutating func moveSheet(to detent: SheetDetent) {
        guard let current = presentation, let sheet = current.sheet,
            let root = controllers[current.presented.raw].view
        else { return }
        guard sheet.detent != detent else {
            emit(.sheetDragRefused(.alreadyAt(detent), rule: nil))
            return
        }
        presentation?.sheet?.detent = detent
        animateFrame(of: root, to: detent.frame, duration: Durations.cardMove)
        applySheetDimming(current, at: detent, style: sheet.style)
        emit(
            .sheetDetentChanged(
                screen: screenRef(current.presented), from: sheet.detent, to: detent, dimmed: sheet.style.dims(at: detent)))
        scheduler.schedule(.cardMoveEnded(animation: nextAnimationID()), at: now + Durations.cardMove)
    }

    /// isModalInPresentation: the swipe down is refused and the delegate
    /// told; true when it was (nothing else happens).
    mutating func preventsInteractiveDismissal(_ current: PresentationState) -> Bool {
        guard let sheet = current.sheet, sheet.style.isModalInPresentation else { return false }
        emit(.dismissAttemptPrevented(screen: screenRef(current.presented)))
        return true
    }

    /// LOCKS' `sheet`: `none`, the detent, and whether a finger drags it.
    public var sheetStateName: String {
        guard let presentation, let sheet = presentation.sheet else { return "none" }
        if presentation.interactive?.phase == .tracking { return "\(sheet.detent.rawValue) · dragged down" }
        if presentation.phase == .dismissing { return "dismissing" }
        let moving = controllers[presentation.presented.raw].view.map { views[$0.raw].animation != nil } ?? false
        return presentation.phase == .shown && moving ? "\(sheet.detent.rawValue) · moving" : sheet.detent.rawValue
    }
}
