/// A navigation call made while a presentation or dismissal animates, as
/// UIKit (iOS 8 on) decides it with the running transition coordinator. What
/// happens depends on the kind of presentation, not on the iOS version: an
/// alert's transition conflicts with navigation transitions and the call is
/// dropped; otherwise an animated call waits for the transition and a
/// non-animated one runs at once.
extension World {
    mutating func navigateDuringPresentation(_ request: NavigationRequest, _ presentation: PresentationState) {
        let presented = screenRef(presentation.presented)
        if presentsAlert(presentation) {
            let rule = RuleID.alertTransitionDropsNavigationCall
            emit(.warning(.navigationStackNotUpdated(request.call), rule: rule))
            noteTouch(request.touch, .dropped, .refusedByUIKit(request.call), rule: rule)
            if request.mustComplete {
                fire(.lostNavigation, .lostNavigation(requests: [request.call], how: .refusedByUIKit), rule: rule)
            }
            return
        }
        if !request.animated {
            emit(.callRunsWithoutDeferring(request: request.call, presented: presented, rule: .nonAnimatedCallRunsDuringPresentation))
            start(request)
            return
        }
        deferUntilUIKitIsIdle(
            request,
            behind: .presentationAnimating(presenting: presentation.phase == .presenting, card: presented),
            rule: deferralRule(for: request))
    }
}
