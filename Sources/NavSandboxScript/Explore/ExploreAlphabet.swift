import NavSandboxCore

/// Explore's alphabet: the inputs a search tries at each moment. They are
/// the core's own `UserInput`s, so a schedule prints as the script lines
/// that replay it (`UserInput.scriptText`).
public enum ExploreAlphabet {
    /// How long explore's press holds: past a scroll view's touch delay, so
    /// the highlight shows before the lift.
    public static let pressLength = World.contentTouchDelay + 150
    /// How long explore holds a button whose menu a long press opens: past
    /// the long press.
    public static let menuPressLength = World.longPressDuration + 150

    /// Everything a user could do now, in a fixed order: taps on the visible
    /// controls in drawing order, back (and its long press and menu entries
    /// from iOS 14), swipes, card drags (sheet drags on a sheet), double taps,
    /// presses on the controls a scroll view holds touches for, and
    /// two fingers on every pair of controls when asked.
    public static func inputs(in world: World, twoFingers: Bool, presses: Bool = true) -> [UserInput] {
        ExploreOffer(world, twoFingers: twoFingers, presses: presses).inputs
    }
}

/// What one moment offers a search: the alphabet's inputs there, and where
/// each of their targets is drawn, found in one walk of the drawn views.
/// A search tries every input at a moment; resolving each label by its own
/// walk (`World.tapPoint(forLabel:)`) cost a walk per finger per input,
/// more than the rest of a tap.
struct ExploreOffer {
    let inputs: [UserInput]
    /// Per label, the visible part of the topmost drawn view with it (the
    /// last drawn: what `tapPoint(forLabel:)` finds).
    private let labelFrames: [String: Rect]
    private let backPoint: Point?
    /// Each tab item's centre, by its tab's title.
    private let tabPoints: [String: Point]

    init(_ world: World, twoFingers: Bool, presses: Bool) {
        var labels: [String] = []
        /// Views a rightward drag from the content means something on:
        /// an app's own right pan, a horizontal scroll view.
        var dragLabels: [String] = []
        var pressLabels: [String] = []
        var menuPressLabels: [String] = []
        var labelFrames: [String: Rect] = [:]
        world.forEachDrawnView { drawn in
            guard drawn.visible.width > 0, drawn.visible.height > 0 else { return }
            let view = world.view(drawn.id)
            guard let label = view.accessibilityLabel else { return }
            labelFrames[label] = drawn.visible
            if view.pan?.direction == .right || (view.viewClass.isScrollView && view.scrollAxis == .horizontal),
                !dragLabels.contains(label)
            {
                dragLabels.append(label)
            }
            guard view.isControl, view.role != .backButton, !labels.contains(label) else { return }
            labels.append(label)
            if world.isHeldByScrollView(drawn.id) { pressLabels.append(label) }
            // On a button whose menu a long press opens, a press opens it.
            if view.menu.map({ !$0.isPrimaryAction }) == true { menuPressLabels.append(label) }
        }
        self.labelFrames = labelFrames
        backPoint = world.backButtonPoint
        var tabPoints: [String: Point] = [:]
        for title in world.tabBar?.titles ?? [] { tabPoints[title] = world.tabItemPoint(title: title) }
        self.tabPoints = tabPoints
        var inputs = labels.map { UserInput.tap(.label($0)) }
        if backPoint != nil {
            inputs.append(.tap(.back))
            // Only where the press opens a menu: before iOS 14 it is a slow tap on back.
            if RuleID.backButtonMenu.rule.applies(to: world.profile) { inputs.append(.longPressBack) }
        }
        if let menu = world.bar.backMenu { inputs += menu.map { .tapMenu(world.backMenuTitle(of: $0)) } }
        // A zoomed screen on top (iOS 18+): a drag down begins its
        // dismissal, which then finishes or cancels.
        if world.presentation == nil {
            if world.isZoomDismissalTracking {
                inputs += [.dismissSwipeEnd(finish: true), .dismissSwipeEnd(finish: false)]
            } else if world.navigation.transition == nil, let top = world.topViewController, world.controller(top).zoom != nil {
                inputs.append(.dismissSwipeBegin)
            }
        }
        // The app's own interaction controller, while it drives a
        // transition: it finishes or cancels it.
        if world.isDrivingInteraction { inputs += [.interaction(.finish), .interaction(.cancel)] }
        // An open button menu's items; only they are chosen by tap-menu.
        if world.buttonMenu != nil { inputs += world.openMenuTitles.map { .tapMenu($0) } }
        if world.navigation.stack.count >= 2 {
            inputs += [.swipeBack(finish: true), .swipeBack(finish: false)]
            // iOS 26's content swipe, where it can differ from the edge
            // swipe: one recognizer off and the other on, a guard that
            // hears only the edge one begin, the edge's delegate nil.
            if world.profile.capabilities.contentPopGesture,
                world.isEnabled(.edge) != world.isEnabled(.content) || world.guardStack.hears(.popGestureBegan)
                    || !world.toggles.popGestureDelegate
            {
                let middle = TapTarget.point(x: Phone.width / 2, y: Phone.height / 2)
                inputs += [.swipeBack(finish: true, from: middle), .swipeBack(finish: false, from: middle)]
            }
        } else if !world.toggles.popGestureDelegate || world.guardStack.installsFullScreenPan
            || world.guardStack.replacesPopGestureDelegate
        {
            // Toggles are the run's conditions (`--set`), not moves; but with
            // the delegate nil a swipe at the root does something (it stalls
            // navigation, or ends the stall), so the search tries one; so
            // it does where a guard's pan or replaced delegate decides there.
            inputs.append(.swipeBack(finish: true))
        }
        // A drag from a view with its own pan, or over a horizontal scroll
        // view, at any depth of the stack: who takes it is the question.
        for label in dragLabels {
            inputs += [.swipeBack(finish: true, from: .label(label)), .swipeBack(finish: false, from: .label(label))]
        }
        if let presentation = world.presentation {
            // A system sheet moves between its detents; the card has its two states.
            if let sheet = presentation.sheet {
                inputs += sheet.style.detents.map { .dragSheet($0 == .medium ? .medium : .large) } + [.dragSheet(.dismiss)]
            } else if !world.presentsAlert(presentation) {
                // An alert takes no drag (rule alert-dismissed-by-its-buttons): its buttons are its only moves.
                inputs += [.dragCard(.down), .dragCard(.up), .dragCard(.dismiss)]
            }
        }
        inputs += labels.map { UserInput.doubleTap(.label($0)) }
        // A press differs from a tap only where a scroll view holds the
        // touch-down back: there the control is highlighted, tracking, for
        // the press's length before it fires.
        if presses { inputs += pressLabels.map { UserInput.press(.label($0), milliseconds: ExploreAlphabet.pressLength) } }
        // The rule is looked up only where a button has such a menu: the
        // lookup copies the rule, and this runs at every moment of a search.
        if presses, !menuPressLabels.isEmpty, RuleID.buttonMenuLongPress.rule.applies(to: world.profile) {
            inputs += menuPressLabels.map { UserInput.press(.label($0), milliseconds: ExploreAlphabet.menuPressLength) }
        }
        if twoFingers {
            for (i, a) in labels.enumerated() {
                for b in labels[(i + 1)...] { inputs.append(.twoFinger(.label(a), .label(b))) }
            }
        }
        self.inputs = inputs
    }

    /// The input with its targets as the points they are drawn at in this
    /// moment (`UserInput.apply(to:)`'s resolution, read from the walk);
    /// nil when one is not on screen.
    func resolve(_ input: UserInput) -> UserInput? {
        input.mapTargets { target in
            switch target {
            case .point: target
            case .back: backPoint.map(TapTarget.point)
            case .tab(let title): tabPoints[title].map(TapTarget.point)
            case .label(let label): labelFrames[label].map { .point($0.center) }
            }
        }
    }
}

extension UserInput {
    /// Does it to the world; false, and nothing done, when one of its
    /// targets is not on screen there (a search does not try what a user
    /// could not).
    func apply(to world: inout World) -> Bool {
        // Found once, here, and handed to the world as points.
        let now = world
        guard let resolved = mapTargets({ now.point(of: $0).map(TapTarget.point) }) else { return false }
        world.step(resolved)
        return true
    }
}

/// An input and how long after the previous one (after its second tap, for
/// a double tap) it comes.
public struct ExploreStep: Hashable, Sendable {
    public var delay: Int
    public var input: UserInput

    public init(delay: Int, input: UserInput) {
        self.delay = delay
        self.input = input
    }
}
