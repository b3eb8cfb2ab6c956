/// One call to UINavigationController or UIViewController that changes what
/// is on screen. Guards see these before UIKit does.
public enum NavigationOperation: Hashable, Sendable {
    case push(ControllerID)
    case pop
    case popTo(ControllerID)
    case popToRoot
    case present(ControllerID, from: ControllerID)
    case dismiss(ControllerID)
    /// `setViewControllers(_:animated:)`: the whole stack, bottom to top.
    case setViewControllers([ControllerID])

    public var name: String {
        switch self {
        case .push: "push"
        case .pop: "pop"
        case .popTo: "popTo"
        case .popToRoot: "popToRoot"
        case .present: "present"
        case .dismiss: "dismiss"
        case .setViewControllers: "setViewControllers"
        }
    }

    public var isPresentation: Bool {
        switch self {
        case .present, .dismiss: true
        default: false
        }
    }

    public var isPop: Bool {
        switch self {
        case .pop, .popTo, .popToRoot: true
        default: false
        }
    }
}

/// Who asked for the navigation.
public enum RequestOrigin: Hashable, Sendable {
    /// A control's action, directly or after the app's own async work (a load).
    case tap
    /// The navigation bar's back button.
    case backButton
    /// An interactive gesture: the pop gesture's swipe, or the swipe down
    /// that dismisses a presented screen.
    case gesture
    /// App code not caused by a tap: a push notification, a network callback.
    case app
    /// App code a timer ran (`DispatchQueue.main.asyncAfter`, an app's
    /// `after:`): app code too, so `by app` holds for it as well.
    case timer
}

public struct NavigationRequest: Hashable, Sendable {
    public var id: Int
    public var operation: NavigationOperation
    public var origin: RequestOrigin
    /// The navigation must happen eventually (seed 003's allowQueued); dropping
    /// it fires `lost-navigation`.
    public var mustComplete: Bool
    /// The touch that caused it, for counting taps handled, dropped and queued.
    public var touch: TouchID?
    /// The call as events name it, fixed at creation: its screens as they
    /// were then, whether it is animated.
    public var call: NavigationCall
    /// True for the interactive pop the edge swipe starts.
    public var isInteractive: Bool = false
    /// A back-button pop UIKit held behind a back-button pop still running:
    /// when it runs, one quick double tap on back pops two screens.
    public var heldBehindBackPop: Bool = false

    public init(
        id: Int, operation: NavigationOperation, origin: RequestOrigin, mustComplete: Bool, touch: TouchID?,
        call: NavigationCall
    ) {
        self.id = id
        self.operation = operation
        self.origin = origin
        self.mustComplete = mustComplete
        self.touch = touch
        self.call = call
    }

    public var animated: Bool {
        get { call.animated }
        set { call.animated = newValue }
    }

    /// Readable summary: `push Message 1`.
    public var summary: String { call.text }

    /// Seed 003's window lock queues a call only when the caller allows it.
    public var allowsQueueing: Bool { mustComplete }
}

extension NavigationRequest {
    /// A call a guard makes itself on `super` (seed 000's
    /// `[super popViewControllerAnimated:YES]`): an operation with no screen
    /// to name (pop, popToRoot).
    static func superCall(_ operation: NavigationOperation) -> NavigationRequest {
        NavigationRequest(
            id: 0, operation: operation, origin: .app, mustComplete: false, touch: nil,
            call: NavigationCall(operation.method, caller: .guardSuper))
    }
}
