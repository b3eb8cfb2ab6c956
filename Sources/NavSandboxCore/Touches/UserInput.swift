/// Everything a user can do to the simulated phone, in one vocabulary: the
/// sandbox's keys and clicks and a script's lines both become these, and
/// `World.send(_:)` is the one door they come in by.
public enum UserInput: Hashable, Sendable {
    /// One finger taps a point on the phone (its touch ends a tap's duration later).
    case tap(Point)
    /// One finger taps the topmost visible view with this label, where it is drawn.
    case tapLabel(String)
    /// Several fingers land in the same millisecond.
    case multiTouch([Point])
    /// Two taps at one point, `gap` ms apart: the second lands where the first
    /// did, whatever has moved there since.
    case doubleTap(Point, gap: Int = UserInput.doubleTapGap)
    /// A swipe from `from` (the left edge by default) that drags the
    /// interactive pop to `releaseAt` % (default 80 to finish, 30 to cancel)
    /// and lets go.
    case swipeBack(finish: Bool, releaseAt: Int? = nil, from: Point? = nil)
    /// A finger that lands and starts dragging right, moves, and lifts: the
    /// interactive pop step by step (a mouse drag).
    case edgeSwipeBegin(at: Point)
    case edgeSwipeMove(progress: Int)
    case edgeSwipeEnd(finish: Bool)
    case dragCard(CardDrag)
    /// Virtual time passes; everything due meanwhile happens.
    case wait(Int)
    case setStrategy(String)
    case setProfile(Profile)
    case setToggle(String, Bool?)
    case setLoadCost(String, milliseconds: Int)
    /// Sets a property of a view by hand, as a debugger would.
    case editView(ViewID, ViewEdit)
    case relaunch
}

extension UserInput {
    /// The gap of a double tap when none is given: the sandbox's `!`, a
    /// script's `double-tap` and explore's double taps all use this one.
    public static let doubleTapGap = 100
}

extension World {
    /// Applies one input. Inputs that cannot apply (a label not on screen, a
    /// swipe when nothing can pop) are logged and change nothing else.
    mutating func send(_ input: UserInput) {
        switch input {
        case .tap(let point):
            tap(at: point)
        case .tapLabel(let label):
            guard let point = tapPoint(forLabel: label) else {
                emit(.labelNotOnScreen(label))
                afterStep()
                return
            }
            tap(at: point)
        case .multiTouch(let points):
            for point in points { tap(at: point) }
        case .doubleTap(let point, let gap):
            tap(at: point)
            advance(by: max(0, gap))
            tap(at: point)
        case .swipeBack(let finish, let percent, let from):
            swipeBack(finish: finish, releaseAt: percent, from: from ?? World.edgeSwipeStart)
        case .edgeSwipeBegin(let point):
            beginEdgeSwipe(at: point)
        case .edgeSwipeMove(let progress):
            updateEdgeSwipe(progress: progress)
        case .edgeSwipeEnd(let finish):
            endEdgeSwipe(finish: finish)
        case .dragCard(let drag):
            dragCard(drag)
        case .wait(let milliseconds):
            advance(by: max(0, milliseconds))
        case .setStrategy(let id):
            setStrategy(id)
        case .setProfile(let profile):
            setProfile(profile)
        case .setToggle(let id, let value):
            setToggle(id, value)
        case .setLoadCost(let screen, let milliseconds):
            _ = setLoadCost(screen, milliseconds: milliseconds)
        case .editView(let id, let edit):
            editView(id, edit)
        case .relaunch:
            relaunch()
        }
    }
}
