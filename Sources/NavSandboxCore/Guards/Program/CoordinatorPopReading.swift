/// When a coordinator library reads a pop from the navigation controller's
/// delegate and drops the popped screen from its own list — the three ways
/// radianttap/Coordinator's NavigationCoordinator did it
/// (https://github.com/radianttap/Coordinator, NavigationCoordinator.swift).
/// A guard file says which (`coordinator:`); the guard keeps the list of
/// screens pushed after the root, and the `coordinator-out-of-step`
/// detector compares it with the stack once the world is idle.
public enum CoordinatorPopReading: String, Hashable, Sendable, CaseIterable {
    /// At `willShow` of the screen below: before PR #8 (ac152f8), so a
    /// swipe-back that is then cancelled has already dropped the screen.
    case willShow = "will-show"
    /// From the transition coordinator's notifyWhenInteractionChanges, as
    /// PR #8 (3e85662, merged 628fbd1) registers for every transition: it
    /// runs when an interactive pop's finger lifts, cancelled or not, and
    /// never for a pop that was not interactive (Apple: the handler is
    /// called when an interactive transition changes to non-interactive).
    case interactionEnd = "interaction-end"
    /// 800d9a8 (2018-06-30): a pop that was not interactive at once; an
    /// interactive one when its interaction ends, unless it was cancelled.
    case completion
}

/// A coordinator's own list of the screens it pushed, kept by the guard
/// that names a `CoordinatorPopReading`.
public struct CoordinatorList: Hashable, Sendable {
    public var screens: [ControllerID] = []
    /// An interactive pop seen at `willShow`, to the screen named, whose
    /// interaction has not ended yet.
    public var pendingPop: ControllerID?

    /// Screens kept at most. A reading that misses pops (`interaction-end`
    /// never reads a back tap) would otherwise keep every screen a long
    /// sandbox session pushed, and keep each alive; past this the oldest
    /// go, and the list still differs from the stack.
    public static let limit = 128

    public init() {}

    /// `willShow` of `to`: a push appends it; a pop to a screen already in
    /// the list is read as the reading says.
    mutating func willShow(_ to: ControllerID, isRoot: Bool, interactive: Bool, reading: CoordinatorPopReading) {
        let index = screens.firstIndex(of: to)
        // Showing the root, or a screen in the list below its last: a pop.
        let isPop = isRoot ? !screens.isEmpty : index.map { $0 < screens.count - 1 } ?? false
        guard isPop else {
            if !isRoot && index == nil {
                screens.append(to)
                if screens.count > Self.limit { screens.removeFirst(screens.count - Self.limit) }
            }
            return
        }
        switch reading {
        case .willShow: drop(to: to, isRoot: isRoot)
        case .interactionEnd: if interactive { pendingPop = to }
        case .completion:
            if interactive { pendingPop = to } else { drop(to: to, isRoot: isRoot) }
        }
    }

    /// The transition ended (its interaction with it, for an interactive one).
    mutating func transitionEnded(cancelled: Bool, reading: CoordinatorPopReading, rootOf stack: [ControllerID]) {
        guard let to = pendingPop else { return }
        pendingPop = nil
        if reading == .completion && cancelled { return }
        drop(to: to, isRoot: to == stack.first)
    }

    private mutating func drop(to: ControllerID, isRoot: Bool) {
        if isRoot {
            screens.removeAll()
        } else if let index = screens.firstIndex(of: to) {
            screens.removeSubrange((index + 1)...)
        }
    }
}
