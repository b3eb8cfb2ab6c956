/// UIKit's extension points a guard's rules run at: the one list of hooks.
/// Its cases are the words a guard file's `on:` names (`named`), what
/// `list hooks` prints (`all`, `summary`) and what the JSON Schema's `on`
/// enumerates (GuardSchemaTests holds docs/guards/guard.schema.json to it).
///
/// Adding a hook takes three files (docs/contributing.md, "A new guard
/// hook"): a case here with its word, summary and kind; the world's call
/// at the UIKit moment it models (`askGuard` for a question,
/// `notifyGuard` otherwise); and the schema's `on` list, which the schema
/// test regenerates. The engine (`GuardProgram`, `GuardStack`) runs every
/// hook alike and needs no change.
public enum GuardHook: Hashable, Sendable {
    /// Before a navigation call reaches UIKit (the overridden
    /// `pushViewController(_:animated:)` and friends): the only hook whose
    /// rules decide allow, drop, queue or delay.
    case call([GuardCallKind])
    /// `navigationController(_:willShow:animated:)`.
    case willShow
    /// `navigationController(_:didShow:animated:)`.
    case didShow
    /// The transition coordinator's completion; nil outcome: either.
    case transitionEnd(cancelled: Bool?)
    /// A screen's viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear.
    case lifecycle(LifecycleEvent)
    /// The pop gesture delegate's `gestureRecognizerShouldBegin`: `drop` answers NO.
    case popGestureShouldBegin
    /// interactivePopGestureRecognizer's target-action at `.began` (a target
    /// the guard added, as QMUI 2.6.2 does in `viewDidLoad`): after UIKit's
    /// own target began the pop; never for a swipe the full-screen pan drives.
    case popGestureBegan
    /// The full-screen pan's delegate `gestureRecognizerShouldBegin`
    /// (FDFullscreenPopGesture's gate): `drop` answers NO.
    case fullScreenPanShouldBegin
    /// An overridden `sendEvent(_:)` as a touch begins, a swipe's and a
    /// card drag's too: a question (`drop` swallows the touch).
    case sendEvent
    /// An overridden `UIControl.sendAction(_:to:for:)` as a control sends its
    /// action: a question (`drop` sends nothing); the control is the subject
    /// of `same-control` and `action-within`.
    case sendAction
    /// UINavigationBarDelegate `navigationBar(_:shouldPush:)`: `drop` answers NO.
    case barShouldPush
    /// `navigationBar(_:didPush:)`.
    case barDidPush
    /// `navigationBar(_:shouldPop:)`, asked for a pop call and for the back
    /// button (`by back-button`): `drop` answers NO.
    case barShouldPop
    /// `navigationBar(_:didPop:)`.
    case barDidPop
    /// A timer the guard started fired.
    case timer(String)
}

extension GuardHook {
    /// How the stack combines its members' rules at this hook: a question
    /// (a delegate's `…ShouldBegin`, `shouldPush`, an overridden `sendEvent`)
    /// stops at the first NO; every other hook runs every member.
    public var isQuestion: Bool {
        switch self {
        case .popGestureShouldBegin, .fullScreenPanShouldBegin, .sendEvent, .sendAction, .barShouldPush, .barShouldPop:
            true
        case .call, .willShow, .didShow, .transitionEnd, .lifecycle, .popGestureBegan, .barDidPush, .barDidPop, .timer:
            false
        }
    }

    /// One bit per kind of hook (every call hook shares one, every timer
    /// another): a guard's mask of the hooks it has rules for.
    var maskBit: UInt32 {
        switch self {
        case .call: 1 << 0
        case .willShow: 1 << 1
        case .didShow: 1 << 2
        case .transitionEnd: 1 << 3
        case .lifecycle(let event):
            switch event {
            case .viewDidLoad: 1 << 4
            case .viewWillAppear: 1 << 5
            case .viewDidAppear: 1 << 6
            case .viewWillDisappear: 1 << 7
            case .viewDidDisappear: 1 << 8
            }
        case .popGestureShouldBegin: 1 << 9
        case .popGestureBegan: 1 << 10
        case .fullScreenPanShouldBegin: 1 << 11
        case .sendEvent: 1 << 12
        case .sendAction: 1 << 13
        case .barShouldPush: 1 << 14
        case .barDidPush: 1 << 15
        case .barShouldPop: 1 << 16
        case .barDidPop: 1 << 17
        case .timer: 1 << 18
        }
    }

    /// Every hook but the call hooks and timers, by the word a guard file's
    /// `on:` names it: the one table the loader, its errors and the crash
    /// messages read.
    public static let named: [(word: String, hook: GuardHook)] = [
        ("willShow", .willShow), ("didShow", .didShow),
        ("transitionEnd", .transitionEnd(cancelled: nil)),
        ("transitionFinished", .transitionEnd(cancelled: false)),
        ("transitionCancelled", .transitionEnd(cancelled: true)),
        ("viewWillAppear", .lifecycle(.viewWillAppear)), ("viewDidAppear", .lifecycle(.viewDidAppear)),
        ("viewWillDisappear", .lifecycle(.viewWillDisappear)), ("viewDidDisappear", .lifecycle(.viewDidDisappear)),
        ("popGestureShouldBegin", .popGestureShouldBegin), ("popGestureBegan", .popGestureBegan),
        ("fullScreenPanShouldBegin", .fullScreenPanShouldBegin), ("sendEvent", .sendEvent), ("sendAction", .sendAction),
        ("shouldPushItem", .barShouldPush), ("didPushItem", .barDidPush),
        ("shouldPopItem", .barShouldPop), ("didPopItem", .barDidPop),
    ]

    /// Every hook a guard file can name, in the order `list hooks` and the
    /// docs give them: the call hooks, the rest, then timers.
    public static var all: [GuardHook] {
        GuardCallKind.allCases.map { .call([$0]) } + named.map(\.hook) + [.timer("NAME")]
    }

    /// The UIKit extension point, in one line.
    public var summary: String {
        switch self {
        case .call(let kinds):
            switch kinds.first {
            case .push: "an overridden pushViewController(_:animated:), before super: decides the call"
            case .pop: "popViewController(animated:), the back button's and the swipe-back's pop too: decides the call"
            case .popTo: "popToViewController(_:animated:): decides the call"
            case .popToRoot: "popToRootViewController(animated:): decides the call"
            case .present: "present(_:animated:completion:) of a card: decides the call"
            case .dismiss: "dismiss(animated:completion:) of a card: decides the call"
            case .setViewControllers: "an overridden setViewControllers(_:animated:), before super: decides the call"
            case nil: "a navigation call"
            }
        case .willShow: "navigationController(_:willShow:animated:), as a push or pop starts"
        case .didShow: "navigationController(_:didShow:animated:), as one completes (not for a cancelled swipe-back)"
        case .transitionEnd(let cancelled):
            switch cancelled {
            case nil: "the transition coordinator's completion, finished or cancelled, a card's too"
            case false?: "the same, only when the transition finished"
            case true?: "the same, only when it was cancelled (a swipe-back let go early)"
            }
        case .lifecycle(let event): "\(event.rawValue) of any screen"
        case .popGestureShouldBegin: "the pop gesture delegate's gestureRecognizerShouldBegin(_:): a question"
        case .popGestureBegan: "interactivePopGestureRecognizer's target-action at .began"
        case .fullScreenPanShouldBegin: "the full-screen pan's gestureRecognizerShouldBegin(_:) (FDFullscreenPopGesture): a question"
        case .sendEvent: "an overridden sendEvent(_:) as any touch begins, swipes and card drags included: a question"
        case .sendAction: "an overridden UIControl.sendAction(_:to:for:) as a control sends its action: a question"
        case .barShouldPush: "navigationBar(_:shouldPush:): a question"
        case .barDidPush: "navigationBar(_:didPush:), as the bar's push animation ends"
        case .barShouldPop: "navigationBar(_:shouldPop:), for a pop call and the back button: a question"
        case .barDidPop: "navigationBar(_:didPop:), as the bar's pop animation ends"
        case .timer: "a timer this guard started with start-timer fired"
        }
    }

    /// The word `on:` names the hook by: `pop`, `[push, pop]`, `didShow`, `timer t`.
    public var word: String {
        switch self {
        case .call(let kinds): kinds.count == 1 ? kinds[0].rawValue : "[" + kinds.map(\.rawValue).joined(separator: ", ") + "]"
        case .timer(let name): "timer " + name
        default: Self.named.first { $0.hook == self }?.word ?? "\(self)"
        }
    }
}


/// What a hook is about, beside the world itself: the parts of UIKit's call
/// that rules read. Fields a hook does not have stay at their defaults.
public struct HookContext: Hashable, Sendable {
    /// The hook's screen: the item pushed or popped, the screen shown or
    /// appearing; nil reads the top of the stack.
    public var screen: ControllerID?
    /// The `animated:` argument, where the call has one.
    public var animated: Bool?
    /// `shouldPop` asked for the back button.
    public var fromBackButton = false
    /// At `sendAction`: the control sending its action.
    public var control: ViewID?
    /// At a transition's end: it was a card's presentation or dismissal.
    public var endedPresentation = false
    /// At `willShow`: the transition is interactive (a swipe-back's, or one
    /// the app drives).
    public var interactive = false

    public init(
        screen: ControllerID? = nil, animated: Bool? = nil, fromBackButton: Bool = false, control: ViewID? = nil,
        endedPresentation: Bool = false
    ) {
        self.screen = screen
        self.animated = animated
        self.fromBackButton = fromBackButton
        self.control = control
        self.endedPresentation = endedPresentation
    }
}
