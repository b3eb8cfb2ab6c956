/// Every UIKit rule the model follows, with its sources and how strong they
/// are. `navsandbox list rules` prints this table and docs/model.md's rules
/// table is generated from it (a test keeps the two in step).
public enum UIKitRules {
    public static func rule(_ id: RuleID) -> UIKitRule {
        all.first { $0.id == id }!
    }

    // Addresses used by several rules.
    enum Address {
        static let isUserInteractionEnabled =
            "https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled"
        static let hitTest = "https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)"
        static let flowkeyUIView = "https://github.com/flowkey/UIKit-cross-platform/blob/master/Sources/UIView.swift"
        static let navigationController83 =
            "https://github.com/renjinkui2719/DIS_NAVIGATION_CONTROLLER_8_3 (Classes/VINavigationController.m)"
        static let radar41217893 = "https://github.com/lionheart/openradar-mirror/issues/19940"
        static let radar44091459 = "https://github.com/lionheart/openradar-mirror/issues/20368"
        static let addGestureRecognizer =
            "https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)"
        static let wordpress7284 = "https://github.com/wordpress-mobile/WordPress-iOS/issues/7284"
        static let webssh16 = "https://github.com/isontheline/pro.webssh.net/issues/16"
        static let cnblogsNestedPush = "https://www.cnblogs.com/yanyan1119/p/3951976.html"
        static let rnScreens3093 = "https://github.com/software-mansion/react-native-screens/pull/3093"
        static let rnScreens3141 = "https://github.com/software-mansion/react-native-screens/pull/3141"
        static let deltachat3088 = "https://github.com/deltachat/deltachat-ios/pull/3088"
        static let kodiRemote1465 = "https://github.com/xbmc/Official-Kodi-Remote-iOS/pull/1465"
        static let nativePHP481 = "https://github.com/NativePHP/mobile-air/pull/481"
        static let tabBarController = "https://developer.apple.com/documentation/uikit/uitabbarcontroller"
        static let tabDidSelect = "https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)"
        static let tabShouldSelect = "https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)"
        static let selectedViewController = "https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller"
        static let tabRetapAnswer = "https://www.e-learn.cn/qa/answer/156549/605941.html"
        static let getStream3010 = "https://github.com/GetStream/stream-chat-swift/pull/3010"
        static let rnScreens3265 = "https://github.com/software-mansion/react-native-screens/pull/3265"
        static let rnScreens3420 = "https://github.com/software-mansion/react-native-screens/pull/3420"
        static let rnScreens3302 = "https://github.com/software-mansion/react-native-screens/issues/3302"
        static let nextcloud4135 = "https://github.com/nextcloud/ios/pull/4135"
        static let rnScreens3142 = "https://github.com/software-mansion/react-native-screens/pull/3142"
        static let rnScreens3173 = "https://github.com/software-mansion/react-native-screens/pull/3173"
        static let navigation888 = "https://github.com/grahammendick/navigation/pull/888"
        static let contentPopGesture =
            "https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer"
        static let responderNext = "https://developer.apple.com/documentation/uikit/uiresponder/next"
        static let screenEdgePan = "https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer"
        static let wrapperViewHeader =
            "https://github.com/PierreBlazquez/iOS-8.3-Frameworks-Headers (Frameworks/UIKit.framework/UIViewControllerWrapperView.h)"
        static let transitionViewHeader7 =
            "https://github.com/AlexSeverinov/IOS-7-Headers (Frameworks/UIKit.framework/UINavigationTransitionView.h)"
        static let soContainerViews = "https://stackoverflow.com/questions/15322916"
        static let uikitCorePush = "https://github.com/BaoZhiFei/UIKitCore (UIKitCore/UINavigationController.m)"
        static let slideMenu161 = "https://github.com/aryaxt/iOS-Slide-Menu/issues/161"
        static let alertAddAction = "https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)"
        // The articles the project grew from, by public URL and title.
        static let huNavigationController =
            "https://habr.com/ru/articles/263069 (the HUNavigationController article on Habr, 2015)"
        static let pushPopTrap =
            "http://blog.lessfun.com/blog/2015/09/09/uiviewcontroller-push-pop-trap/ (\"UIViewController Push & Pop 的那些坑\")"
        static let uiSkipControl = "https://github.com/AKZHW/UISkipControl (\"iOS页面控制切换控制\", README)"
        static let dropDownController =
            "https://habr.com/post/276799/ (\"Реализуем свой dropDown ViewController (aka iOS 8 Mail app) в 200 строк\")"
        /// Badoo's Habr article; no stored copy gives its URL, so the search
        /// leads there.
        /// Badoo's article on Habr; no stored copy gives its address.
        static let befriendUIKit = "\"Как подружиться с UIKit\" (Badoo's article on Habr, 2017)"
        static let fdFullscreenPop =
            "https://github.com/forkingdog/FDFullscreenPopGesture (FDFullscreenPopGesture/UINavigationController+FDFullscreenPopGesture.m)"
        static let chKitPopDelegate =
            "https://github.com/atechen/CHKit (CHKit/UINavigation/CustomTransitionNavigation/CustomTransitionNavigation.m)"
        static let swipeBack3 = "https://github.com/devxoul/SwipeBack/issues/3"
        static let signal3540 = "https://github.com/signalapp/Signal-iOS/pull/3540"
        static let rnn645 = "https://github.com/wix/react-native-navigation/issues/645"
        static let rnn341 = "https://github.com/wix/react-native-navigation/issues/341"
        static let setViewControllers =
            "https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)"
        static let viewControllersProperty =
            "https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers"
        /// A public blog post (2021, in Chinese) on when a controller that
        /// `viewControllers =` drops is deallocated; it quotes the backtrace.
        static let setViewControllersBacktrace =
            "\"不同优化选项导致 dealloc 时机变化\" (2021 blog post quoting an iOS 14 UIKitCore backtrace)"
        static let distinctViewControllers =
            "a public UIKit crash-test app's comment (code search: \"All view controllers in a navigation controller must be distinct\")"
        static let wangling = "http://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html"
        static let sheetDetents = "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents"
        static let largestUndimmedDetent =
            "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier"
    }

    static let upToIOS18: [Profile] = [.ios7, .ios12, .ios17]
    static let iOS8to18: [Profile] = [.ios12, .ios17]
    static let iOS8on: [Profile] = [.ios12, .ios17, .ios26]

    public static let all: [UIKitRule] = [
        // MARK: Hit-testing and touch delivery
        UIKitRule(
            .hitTestOrder,
            "hitTest returns nil for a hidden view, one with user interaction off, one with alpha below 0.01, or a point outside its bounds; otherwise it asks the subviews front to back, then answers itself",
            evidence: .documented,
            sources: [
                .init(Address.hitTest, "Apple: the views hitTest ignores and the reverse order of subviews"),
                .init(Address.flowkeyUIView, "flowkey's reimplementation: the same guards, in the same order"),
            ]),
        UIKitRule(
            .modelLayerHitTesting,
            "hit-testing uses the model layer: a view that is animating is hit at its end frame while it is drawn on the way there",
            evidence: .observed,
            sources: [
                .init(
                    "http://ronnqvi.st/hit-testing-animating-layers/",
                    "\"Hit testing animating layers\": a tap where the layer's model values put it hits it, even far from where the animation draws it; one on the drawn layer does not (hit-test the presentation layer for that)"),
                .init(
                    "https://developer.apple.com/documentation/quartzcore/calayer/presentation()",
                    "Apple: the presentation layer is what is on screen, the model layer holds the target values (it says nothing about hit-testing)"),
                .init(Address.dropDownController, "the card's container is hit where its model says, not where it is drawn"),
            ],
            caveat: "Apple documents the two layers, not which one hitTest reads; that comes from experiments like the article's."),
        UIKitRule(
            .ignoreCounter,
            "beginIgnoringInteractionEvents and endIgnoringInteractionEvents nest; while the count is above zero a touch that begins is not delivered (a touch already tracked keeps its events: rule tracked-touch-delivered)",
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/uikit/uiapplication/beginignoringinteractionevents()",
                    "Apple: calls nest, and each must be balanced by an end"),
                .init(Address.huNavigationController, "HUNavigationController blocks every touch this way"),
            ]),
        UIKitRule(
            .trackedTouchDelivered,
            "a touch already tracked keeps its events: its moves and its end reach the view hit on began even when the app begins ignoring events, a presentation starts animating or an ancestor's user interaction is turned off meanwhile; those gate only touches that begin",
            evidence: .inferred,
            sources: [
                .init(
                    "https://github.com/BigZaphod/Chameleon/blob/009267d58d3ef7775ad66da99e37686e21ba7f32/UIKit/Classes/UIApplication.m",
                    "Chameleon, Iconfactory's UIKit reimplementation (_sendMouseNSEvent:): the ignore check gates only a new touch; the moves and end of an active touch are delivered"),
                .init(
                    "https://github.com/flowkey/UIKit-cross-platform/blob/fae2370e4662d1cca14ee1fe1b0bbc00b21acb89/Sources/UIWindow.swift",
                    "flowkey's reimplementation: sendEvent delivers the end to the view fixed at began; isUserInteractionEnabled is read only by hitTest"),
                .init(
                    "https://www.safaribooksonline.com/library/view/programming-ios-6/9781449365783/ch18s06.html",
                    "Neuburg, Programming iOS 6, \"Touch Delivery\": the hit-test view is permanently associated with the touch"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uiapplication/beginignoringinteractionevents()",
                    "Apple: suspends the handling of touch-related events; says nothing about a touch already down"),
            ],
            caveat: "Two reimplementations and a book, no device test; Apple's pages are silent on a touch already down. One report disagrees for one view (rule undelivered-end-strands-highlight)."),
        UIKitRule(
            .removalCancelsTouch,
            "when the view tracking a touch leaves the window (its screen popped or dismissed, its view removed), UIKit sends touchesCancelled: a control cancels tracking and unhighlights, and sends no action",
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:)",
                    "Apple: an interruption that cancels touches is anything that causes the view handling them to be removed from its window"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uicontrol/canceltracking(with:)",
                    "Apple: the event may be nil, as when the view is removed from the window; the default cancels tracking and updates the control's state"),
                .init(
                    "https://github.com/MTACS/iOS-17-Runtime-Headers/blob/5a141185d0adb16bf83e96edc565abab5ec5de53/PrivateFrameworks/UIKitCore.framework/UIControl.h",
                    "iOS 17 class dump: UIControl has _willMoveToWindow:, cancelTouchTracking and _unhighlight"),
            ],
            caveat: "A screen merely covered (a card over it) stays in the window: no source says its touches are cancelled, and the sandbox does not cancel them."),
        UIKitRule(
            .exclusiveTouch,
            "while an exclusive-touch view tracks a touch no other view in the window gets one, and an exclusive view gets no touch while another view tracks one",
            evidence: .documented,
            sources: [
                .init("https://developer.apple.com/documentation/uikit/uiview/isexclusivetouch", "Apple"),
                .init(Address.huNavigationController, "makeExclusiveTouchToSubviews"),
            ]),
        UIKitRule(
            .multipleTouch,
            "a view with isMultipleTouchEnabled = NO (the default) receives only the first of several touches",
            evidence: .documented,
            sources: [.init("https://developer.apple.com/documentation/uikit/uiview/ismultipletouchenabled", "Apple")]),
        UIKitRule(
            .undeliveredEndStrandsHighlight,
            "a bar button (the back button) whose navigation bar gets isUserInteractionEnabled = NO while it is touched never hears the touch end and stays highlighted",
            evidence: .observed,
            sources: [.init(Address.huNavigationController, "a comment under the article: disabling the bar leaves the back button highlighted")],
            caveat: "One report, for the bar's back button with the bar disabled, and it disagrees with the reimplementations behind tracked-touch-delivered; the sandbox applies it to that case only. Every other control, and the bar with events ignored rather than disabled, gets its end (rule tracked-touch-delivered)."),
        UIKitRule(
            .containerTakesTouches,
            "in a custom presentation (modalPresentationStyle .custom, like the sandbox's cards) the full-screen UITransitionView is transparent but takes touches: a tap above a minimized card goes nowhere unless the container passes touches through",
            evidence: .observed,
            sources: [
                .init(Address.dropDownController, "the swallowed taps of a custom presentation, and the hitTest override on the container that passes them through"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier",
                    "Apple: without a dimming view (at or below the largest undimmed detent) the area around the sheet responds to user interaction"),
            ],
            caveat: "Holds for custom presentations (the sandbox's cards). A system sheet (iOS 15+) at or below its undimmed detent has no dimming view and passes touches above it to the presenter: rule sheet-undimmed-detent."),
        UIKitRule(
            .responderChain,
            "next: a controller's root view → the controller; any other view → its superview; a controller → its presenter or its view's superview; the window → UIApplication → the app delegate",
            evidence: .documented,
            sources: [
                .init(Address.responderNext, "Apple: UIApplication's next is the app delegate when it is a UIResponder that is not a view, a view controller or the app"),
                .init(Address.befriendUIKit, "finding a presenter up the chain"),
            ]),
        UIKitRule(
            .viewHierarchy,
            "a screen's root view sits in a UIViewControllerWrapperView inside the UINavigationTransitionView (iOS 7 and later); a presentation adds a UITransitionView over the window",
            evidence: .observed,
            sources: [
                .init(Address.wrapperViewHeader, "class dump: UIViewControllerWrapperView, +wrapperViewForView:frame:, -unwrapView"),
                .init(Address.transitionViewHeader7, "class dump of iOS 7: UINavigationTransitionView with its fromView and toView"),
                .init(Address.soContainerViews, "a question naming UILayoutContainerView, UINavigationTransitionView and the wrapper"),
                .init(Address.dropDownController, "the UITransitionView container"),
            ],
            caveat: "The container class names are private; they come from class dumps and view-debugger dumps, not documentation."),

        // MARK: UIKit's own defences
        UIKitRule(
            .transitionDisablesInteraction,
            "from the start of an animated push, pop, popTo or popToRoot to its completion, touches that hit-test into the screens in the transition are not delivered (on iOS 26 only the outgoing screen's)",
            evidence: .inferred,
            sources: [
                .init(Address.isUserInteractionEnabled, "Apple: during an animation, user interactions are temporarily disabled for all views involved in the animation"),
                .init(Address.navigationController83, "reconstructed code: allowUserInteractionDuringTransition is NO by default; the transition disables interaction for its views (_disableInteractionForViews:)"),
                .init(Address.flowkeyUIView, "hitTest skips a view whose running animations do not allow user interaction"),
            ],
            caveat: "Apple's sentence is about view animations in general; that the navigation transition applies it to its screens comes from the reconstruction, which does not show which views _viewsWithDisabledInteractionGivenTransitionContext: returns. The toggle allow-interaction-during-transition turns this off, as UIKit's own flag does."),
        UIKitRule(
            .backButtonDisabledDuringTransition,
            "on iOS 7 the bar's back button takes no touches while a navigation transition runs",
            profiles: [.ios7],
            evidence: .inferred,
            sources: [.init(Address.navigationController83, "reconstructed iOS 8.3 code: enableBackButtonDuringTransition is set only for apps linked on iOS 8 or later")],
            caveat: "Indirect: the flag's name and its linked-on check imply that the back button was disabled before iOS 8; nothing shows the iOS 7 bar itself."),
        UIKitRule(
            .backButtonPopDeferred,
            "on iOS 8–18 the back button works during a transition: it asks the bar, pops the bar's item, and the pop it requests waits for the running transition, so two quick taps pop two levels",
            profiles: iOS8to18,
            evidence: .observed,
            sources: [
                .init(Address.huNavigationController, "the two-level pop from a quick double tap on back (2015, iOS 8)"),
                .init(Address.navigationController83, "reconstructed code: enableBackButtonDuringTransition for apps linked on iOS 8+; calls during a transition become a deferred transition"),
            ],
            caveat: "The outcome is reported; the mechanism (the bar's pop waiting as a deferred transition) is inferred from the reconstructed code, which shows the flag, not the bar's handling of it."),
        UIKitRule(
            .presentationIgnoresEvents,
            "while a present or dismiss animates non-interactively, UIKit ignores interaction events app-wide: a touch that begins meanwhile is not delivered",
            evidence: .observed,
            sources: [.init(Address.radar41217893, "rdar 41217893: -[UIPresentationController runTransitionForCurrentState] calls beginIgnoringInteractionEvents")],
            caveat: "The radar covers animated, non-interactive transitions. The card drag's `dismiss` ends in that animated dismissal; a dismissal the finger drives is interactive (rule interactive-dismissal-takes-events). A touch already down keeps its events (rule tracked-touch-delivered)."),
        UIKitRule(
            .interactiveDismissalTakesEvents,
            "while a presented screen is dismissed interactively (the finger drags it down, then it settles, finished or cancelled), UIKit does not ignore events: taps hit-test as at any other time",
            evidence: .observed,
            sources: [
                .init(Address.radar41217893, "rdar 41217893: beginIgnoringInteractionEvents is not called when the transition is interactive (the radar's workaround is an interaction controller)"),
                .init(
                    "https://github.com/material-motion/material-motion-swift/issues/105",
                    "gesture recognizers are cancelled in a transition unless the transitioning delegate reports it interactive"),
                .init(
                    "https://developer.apple.com/library/content/samplecode/PhotoTransitioning/Introduction/Intro.html",
                    "Apple's sample: put a finger down on the photo at any point of the interactive transition to interrupt it"),
            ],
            caveat: "The radar and the issue concern custom interactive transitions; that a system sheet's swipe-to-dismiss is one is inferred. The second finger's interplay with the dismissal's pan is not modelled: a tap is hit-tested like any other."),
        UIKitRule(
            .gestureObeysHitTesting,
            "a gesture recognizer sees only touches hit-tested to its view or its subviews: the pop gesture lives on the navigation controller's view, the card's drag on the card",
            evidence: .documented,
            sources: [.init(Address.addGestureRecognizer, "Apple: a recognizer receives the touches hit-tested to its view and its subviews")]),
        UIKitRule(
            .popGestureFromEdge,
            "interactivePopGestureRecognizer is a screen-edge pan: a swipe that starts away from the left edge does not pop (before iOS 26 nothing else does)",
            evidence: .observed,
            sources: [
                .init(Address.fdFullscreenPop, "a library that exists because the stock gesture only starts at the edge: it adds a full-screen pan and disables the edge one"),
                .init(Address.navigationController83, "reconstructed code: interactivePopGestureRecognizer returns the interaction controller's screenEdgePanGestureRecognizer"),
                .init(Address.screenEdgePan, "Apple: UIScreenEdgePanGestureRecognizer looks for panning that starts near an edge of the screen"),
            ],
            caveat: "Apple documents the edge pan class, not that the navigation controller's recognizer is one."),
        UIKitRule(
            .popGestureWaitsForTransition,
            "on iOS 8–18 the interactive pop gesture does not begin while another navigation transition runs",
            profiles: iOS8to18,
            evidence: .inferred,
            sources: [
                .init(Address.fdFullscreenPop, "a replacement delegate refuses the pop while the private _isTransitioning is set, to behave as the stock one"),
                .init(Address.chKitPopDelegate, "another replacement delegate: no pop at the root, none while _isTransitioning"),
            ],
            caveat: "Inferred from replacement delegates that copy the stock one's refusals; a decompiled iOS 26.1 UIKit (_UINavigationInteractiveTransition _gestureRecognizer:shouldReceiveEvent:, EthanArbuckle/iPhone18-3_26.1_23B85_Restore @6d54c26) refuses while the parent _isTransitioning unless the running transition is preemptable, reverse-engineered, for the one version read: on iOS 26 transitions are interruptible and the swipe interrupts (rule swipe-interrupts), which that exception fits. On iOS 7 the swipe during a push freezes the UI (rule ios7-swipe-during-push-freezes) and on iOS 26 it interrupts. A delegate that replaces the stock one takes its refusal away (rule replaced-delegate-swipe-during-transition-freezes)."),
        UIKitRule(
            .replacedDelegateSwipeDuringTransitionFreezes,
            "on iOS 8–18, when an app or a library has replaced the pop gesture's delegate with one that lets the swipe begin while a push or pop animates, the swipe begins mid-transition: the transition never finishes and the page stops responding",
            profiles: iOS8to18,
            evidence: .observed,
            sources: [
                .init("https://github.com/yiplee/YPNavigationBarTransition/pull/44", "the navigation controller made itself the recognizer's delegate (YPNavigationController.m L40 @7d7d72d) with only a root check; an edge swipe at the instant of a push or pop: \"the push or pop can't finish, and the whole page stops responding\""),
                .init("https://github.com/Tencent/QMUI_iOS/issues/1498", "QMUI 4.6.3's delegator overrides UIKit's NO for a screen that forces the gesture on (UINavigationController+QMUI.m L529-531): a quick swipe-back during the push to it freezes the app; 4.7.0 keeps UIKit's NO while the push runs"),
            ],
            caveat: "Modelled for a guard file that says `pop-gesture-delegate: replaced` and whose popGestureShouldBegin lets the swipe through during a transition; the frozen state is iOS 7's (unbalanced appearance calls, nothing responds), inferred: the reports say only that the page stops responding. A nil delegate (the `pop-gesture-delegate` toggle) is left refusing: no report found of a swipe mid-transition with it. iOS 26 interrupts the transition instead (rule swipe-interrupts)."),
        UIKitRule(
            .navigationCallDeferred,
            "an animated push or pop made while a navigation transition animates is held and run when it completes; so is one made while a card's presentation or dismissal animates (a non-animated one runs at once, rule non-animated-call-runs-during-presentation; an alert's drops it, rule alert-transition-drops-navigation-call); nothing is cut short",
            profiles: iOS8on,
            evidence: .observed,
            sources: [
                .init(Address.wordpress7284, "iOS 10 backtrace: a deferred push run from completeTransition:"),
                .init(Address.webssh16, "iOS 13 backtrace: the same"),
                .init(Address.radar44091459, "rdar 44091459: a push made during a presentation is held (the radar does not say which kind)"),
                .init(Address.navigationController83, "reconstructed code: needsDeferredTransition and _startDeferredTransitionIfNeeded:"),
                .init(Address.uikitCorePush, "annotated disassembly (iOS 13+): with a transition coordinator that does not conflict, an animated push runs in the coordinator's completion (animateAlongsideTransition:completion:)"),
            ],
            caveat: "Observed for navigation transitions. For presentations the radar shows one holding the call without naming its kind; the sandbox holds it for every card, the case the disassembly's non-conflicting branch describes. The split by kind of presentation, not by iOS version: an alert's transition conflicts and drops the call (aryaxt/iOS-Slide-Menu #161); no source found shows a search controller's, a popover's or an over-current-context presentation either way. iOS 26 is assumed to keep deferring calls made by code; only the back button and the gestures interrupt there."),
        UIKitRule(
            .presentWaitsForTransition,
            "a present made while a navigation transition animates waits for it; if the presenter's view has left the window by then, UIKit refuses it",
            profiles: iOS8on,
            evidence: .inferred,
            sources: [.init(Address.radar44091459, "a push made during a presentation is held, not run at once (the converse case)")],
            caveat: "No source shows a present issued mid-push; we defer it like the navigation calls (the radar shows the converse, a push held during a presentation)."),
        UIKitRule(
            .rootPopGestureStalls,
            "with interactivePopGestureRecognizer.delegate set to nil, or replaced by one with no root check, or a full-screen pan driving UIKit's handleNavigationTransition: whose gate has none, nothing refuses a swipe at the root: an interactive pop begins with nothing to pop and never ends; taps still highlight, but push and pop calls are held and do not happen until another swipe reaches UIKit's handler and ends it, when the held calls run",
            evidence: .observed,
            sources: [
                .init(Address.swipeBack3, "after a swipe on the root view controller the app stopped when it pushed; fixed by refusing the swipe there"),
                .init(Address.signal3540, "\"Fix unresponsive interface after swipe on root VC\": don't start the interactive pop gesture for the root"),
                .init(Address.rnn645, "after an edge swipe on the root, a tapped link highlights but the push does not happen; swiping from the left edge again makes it go away, and the app then behaves as if mid-push"),
                .init(Address.rnn341, "no response after a swipe-back on the only screen; the later pushes and pops happen unseen and show on returning from the home screen"),
                .init("https://github.com/ikanam/JTNavigationController/issues/1", "the navigation controller made itself the recognizer's delegate with no gestureRecognizerShouldBegin: (JTBaseNavigationController.m L67 @62bdbe8): \"do a back swipe first, then tap NEXT: stuck, 100%\""),
                .init("https://github.com/QuintGao/GKNavigationBarViewController/issues/16", "a full-screen pan pointed at UIKit's handleNavigationTransition: whose gate has no root check (GK 2.1.0–2.1.6 with left-swipe push on): a swipe on the root, then a push, freezes; 2.1.7 (af8f618) restores the root check \"to fix the freeze when swiping right on the root\""),
            ],
            caveat: "What ends it is reported two ways: a second edge swipe (react-native-navigation #645, modelled, and any swipe a full-screen pan sends to UIKit's handler) and leaving the app and coming back (#341, not modelled). The reports span iOS 8–12; the sandbox applies it on every profile. Presents are not held: no report says either way. Two reports say the pushed screen is already in the stack while it is held (FDFullscreenPopGesture #131 quotes FD's _isTransitioning check refusing; a GKNavigationBarViewController #12 comment sees it in the view hierarchy); the model keeps it in UIKit's deferred queue until the stall ends."),

        UIKitRule(
            .busyMainThreadQueuesEvents,
            "while the main thread runs synchronous work, touches wait in the app's first-in first-out event queue and are dispatched one after another, in one burst, when it returns; timers and animation steps due meanwhile run late, after it",
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/library/archive/documentation/General/Conceptual/Devpedia-CocoaApp/MainEventLoop.html",
                    "Apple: user events wait in a first-in first-out queue; the next is fetched when the call that dispatched the previous one returns"),
                .init(
                    "https://developer.apple.com/documentation/foundation/timer",
                    "Apple: a timer is not real-time; one whose time passes during a long callout fires when the run loop next checks it"),
                .init(Address.cnblogsNestedPush, "two quick taps on a row push twice, then \"Can't add self as subview\" at the second back"),
                .init(
                    "https://wangling.me/2012/03/some-taps-you-don't-want.html",
                    "a second tap normally cannot reach a button once its push has started: only taps handled before the push begins push twice"),
            ],
            caveat: "No source says outright that a blocked main thread delivers two queued taps to the same button; that link is our inference from the sources above (docs/guards/library-sources.md §7). The model delivers every waiting touch at the instant the block ends, before any timer or animation step."),
        UIKitRule(
            .fullScreenPanDrivesPop,
            "a third-party full-screen pan (FDFullscreenPopGesture) begins anywhere on the content, asks only its own delegate, and drives UIKit's own interactive pop: the same pop call and callbacks, but interactivePopGestureRecognizer, which it disables, never recognizes, so that recognizer's other targets and its delegate hear nothing",
            evidence: .observed,
            sources: [
                .init(
                    "https://github.com/forkingdog/FDFullscreenPopGesture/blob/44ddc103fd7ce7ffd5250b5a39ee69aca4465c95/FDFullscreenPopGesture/UINavigationController%2BFDFullscreenPopGesture.m",
                    "source, L155-180: at the first push the pan gets the system recognizer's own target (handleNavigationTransition:) and the system recognizer is disabled; L34-68: its gate"),
                .init(
                    "https://github.com/Tencent/QMUI_iOS/blob/9215d0a1ffbb2e007866d67982e8b3be636c84ac/QMUIKit/QMUIMainFrame/QMUINavigationController.m",
                    "source, L168 and L374-376: QMUI 2.6.2 listens to the system recognizer's target-action, so it hears nothing of FD's swipes"),
                .init("https://github.com/Tencent/QMUI_iOS/issues/336", "with FD installed, a cancelled swipe leaves every later push intercepted"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)",
                    "Apple: a recognizer sends its action messages to its targets when it recognizes"),
            ],
            caveat: "The maintainer's account of #275 is that FD's cancel skips viewWillAppear; the sources show the release hooked to the system recognizer instead, which is what is modelled (docs/guards/library-sources.md, Doubts 1). The pan is modelled as taking every swipe, edge or not, once installed."),
        // MARK: iOS 26
        UIKitRule(
            .backButtonInterrupts,
            "on iOS 26 transitions are interruptible: a back tap during a transition does not wait, the running one completes at once and the pop starts",
            profiles: [.ios26],
            evidence: .observed,
            sources: [
                .init(Address.rnScreens3093, "react-native-screens adapting to interruptible iOS 26 transitions"),
                .init(Address.navigation888, "a second back tap pops again at once on iOS 26"),
            ]),
        UIKitRule(
            .incomingScreenInteractive,
            "on iOS 26 the incoming screen takes touches as soon as it appears in a transition; the outgoing one does not",
            profiles: [.ios26],
            evidence: .observed,
            sources: [.init(Address.rnScreens3173, "the pushed screen is interactable during the transition on iOS 26")],
            caveat: "The report is about the incoming screen; that the outgoing one stays blocked is inferred."),
        UIKitRule(
            .contentPopGesture,
            "on iOS 26 interactiveContentPopGestureRecognizer pops from a swipe that starts anywhere on the content",
            profiles: [.ios26],
            evidence: .documented,
            sources: [
                .init(Address.contentPopGesture, "Apple: it recognizes a gesture on the entire content area"),
                .init(Address.rnScreens3141, "the new recognizer and its own delegate"),
            ],
            caveat: "A swipe that starts within 2 columns of the left edge is the edge recognizer's; any other on the navigation controller's view is this one's. Whether apps linked against an older SDK get it on iOS 26 is not modelled (Kodi's report dates it from building with Xcode 26). No source tests it against a card, a sheet or an open menu: a swipe that starts on a card or sheet hit-tests into the presented view, so the covered stack's recognizer never sees it (rule gesture-obeys-hit-testing), and with the back-button menu open a swipe only closes the menu (rule back-button-menu); both are inferred."),
        UIKitRule(
            .contentPopSeparateFromEdge,
            "on iOS 26 the two back gestures are separate recognizers: turning off interactivePopGestureRecognizer (the edge) leaves the content swipe working, and turning off interactiveContentPopGestureRecognizer leaves the edge swipe working",
            profiles: [.ios26],
            evidence: .observed,
            sources: [
                .init(Address.contentPopGesture, "Apple documents it as a property of its own, for cases the edge recognizer does not cover"),
                .init(Address.deltachat3088, "the edge recognizer was already disabled; the iOS 26 gesture had to be disabled separately"),
                .init(Address.kodiRemote1465, "since Xcode 26, on iOS 26 devices, interactiveContentPopGestureRecognizer must be disabled explicitly"),
                .init(Address.nativePHP481, "disabling only the content recognizer: the edge swipe and the back chevron work as before"),
                .init(Address.nextcloud4135, "the content back gesture is on by default; the app disables it alone"),
            ],
            caveat: "Four apps report it; that the content recognizer is on by default is inferred from UIKit apps built with Xcode 26 having to turn it off. A guard's `pop-gesture` is the edge recognizer alone; only the content-pop-gesture toggle turns the content one off. Its delegate is modelled as the edge one's (a guard's popGestureShouldBegin answers for both), which no source confirms or denies."),
        UIKitRule(
            .contentPopTakesAppPan,
            "on iOS 26 a rightward drag that starts on a pushed screen, away from the edge, is taken by the content pop gesture: an app's own rightward pan on that view (swipe-to-reply, a scrubber, a touch pad) gets nothing, unless the content pop does not begin",
            profiles: [.ios26],
            evidence: .observed,
            sources: [
                .init(Address.nativePHP481, "on iOS 26 a right swipe anywhere on a pushed screen pops it, so swipe-to-reply and a gesture area's swipe never fire; logging shows the content recognizer took those drags"),
                .init(Address.deltachat3088, "games in a pushed screen closed on swipes until the content recognizer was disabled too"),
                .init(Address.kodiRemote1465, "the remote's touch pad swiped the screen away on iOS 26 until the content recognizer was disabled"),
                .init(Address.contentPopGesture, "Apple: the content recognizer covers the entire content area"),
            ],
            caveat: "Four apps report it for pushed screens. That the app's pan keeps a drag when the content pop does not begin (turned off, its delegate answers NO, the root on top, a transition running) is inferred from UIKit's default arbitration: a recognizer that fails lets the other recognize. A pan that wants another direction (left, up, down) never competes: the content recognizer needs a leading-to-trailing drag. Failure requirements an app sets itself (require(toFail:)) are not modelled."),
        UIKitRule(
            .appPanWinsAwayFromEdge,
            "before iOS 26 only the edge pan pops: a rightward drag that starts away from the left edge goes to an app's own pan on that view, and its action runs",
            profiles: [.ios7, .ios12, .ios17],
            evidence: .inferred,
            sources: [
                .init(Address.nativePHP481, "swipe-to-reply worked before iOS 26 and broke when the content recognizer came"),
                .init(Address.getStream3010, "a swipe-to-reply pan and the edge pop gesture competing before iOS 26; the fix makes the pan wait for the pop gesture to fail"),
            ],
            caveat: "Inferred from the edge-only pop (rule pop-gesture-from-edge) and from apps whose pans worked until iOS 26; no report tests the middle of the screen directly. At the edge itself the sandbox gives the drag to the edge swipe, as before; GetStream #3010 reports an app's pan taking edge swipes too, which depends on which recognizer begins first and is not modelled. Trackpad two-finger swipes, which UIKit also treats as a pop (Signal-iOS #5498), are not modelled."),
        UIKitRule(
            .contentPopOverScrollViews,
            "on iOS 26 a rightward drag that starts on a horizontal scroll view scrolls it and the content pop does not begin (only the edge swipe pops there); over a vertical table or scroll view the content pop still pops",
            profiles: [.ios26],
            evidence: .observed,
            sources: [
                .init(Address.rnScreens3265, "matching native UIKit: a screen with a horizontal scroll view should not be dismissed by the content pop, only by a swipe from the edge"),
                .init(Address.rnScreens3420, "the fix for horizontal scroll views had broken the content pop over vertical ones; the failure requirement now applies only to horizontal scrolling"),
                .init(Address.rnScreens3302, "a maintainer activates the content pop over a scroll view in a pure UIKit app"),
            ],
            caveat: "From react-native-screens maintainers matching native behaviour, not from Apple. A horizontal scroll view keeps the drag even at its leading edge (t3code #9493 and bluesky #9659 let the pop win there in their own arbitration, which is not UIKit's). The model does not move the content."),
        UIKitRule(
            .swipeInterrupts,
            "on iOS 26 a pop gesture can begin while a transition runs: the running transition completes at once and the interactive pop follows the finger",
            profiles: [.ios26],
            evidence: .observed,
            sources: [
                .init(Address.rnScreens3093, "the new content gesture can fire mid-transition"),
                .init(Address.rnScreens3142, "a second transition coming from gestures while one is in progress"),
            ],
            caveat: "Reported for the content gesture; the edge gesture is assumed to behave the same."),

        // MARK: Tab bars
        UIKitRule(
            .tabStacksIndependent,
            "a tab bar controller holds a navigation controller per tab: a tap on another tab's item shows that tab's stack as it was left, and the tab left keeps its own",
            evidence: .documented,
            sources: [
                .init(Address.tabBarController, "Apple: a tab bar controller manages the view controllers of its tabs; the tab bar selects among them"),
                .init(Address.selectedViewController, "Apple: setting the selected view controller changes the displayed view"),
                .init(Address.tabDidSelect, "Apple: didSelect is sent only for user taps, not when code changes the selection"),
                .init("https://useyourloaf.com/blog/popping-tabbed-navigation-controllers/", "each tab's navigation controller keeps its stack; code pops and selects explicitly"),
            ],
            caveat: "The switch is modelled without animation, as UIKit's default: the outgoing top gets viewWillDisappear, the incoming top viewWillAppear, then viewDidDisappear and viewDidAppear; a tab's root loads when the tab is first selected. A guard's state is the app's, one for all tabs (a real guard on a UINavigationController subclass has one per tab)."),
        UIKitRule(
            .tabReselectPopsToRoot,
            "a tap on the item of the tab already selected pops that tab's navigation stack to its root, and the delegate's didSelect is called for it too",
            evidence: .documented,
            sources: [
                .init(Address.tabBarController, "Apple: a user's tap shows the tab's root view, \"even if the tab was already selected\""),
                .init(Address.tabDidSelect, "Apple: from iOS 3 didSelect is called whether or not the selected view controller changed"),
                .init(Address.tabRetapAnswer, "a StackOverflow answer (mirrored) names the pop to root on a second tap the tab bar controller's default"),
                .init("https://github.com/Ramotion/animated-tab-bar/pull/40", "a third-party tab bar copies the standard pop to root on re-tap"),
            ],
            caveat: "That the re-tap is an animated popToRootViewController is read from the answers and books that describe it; Apple says only that the root view shows. It goes through the public method, so a guard hears it and UIKit's rules hold: during a push or pop it is deferred on iOS 8+ and nests on iOS 7 (rule navigation-call-deferred; no source shows the tab bar's own call path). The order of didSelect and the pop is not documented: the log gives the selection first."),
        UIKitRule(
            .tabShouldSelectGatesTap,
            "the delegate's tabBarController(_:shouldSelect:) is asked on every user tap on a tab's item; NO keeps the current tab: no switch, no pop to root, no didSelect",
            evidence: .documented,
            sources: [
                .init(Address.tabShouldSelect, "Apple: called in response to the user tapping a tab bar item; false keeps the current tab active"),
                .init(Address.tabRetapAnswer, "returning NO for the selected view controller stops the re-tap's pop to root"),
            ],
            caveat: "That a refused tap also sends no didSelect is inferred from the delegate's wording and the StackOverflow recipe. `tabShouldSelect: unless-selected` is that recipe; with no delegate (`always`) nothing is asked."),
        UIKitRule(
            .tabBarOutsideNavigationTransition,
            "a navigation controller's push or pop disables interaction only on its own views: the tab bar still takes taps while a tab's transition runs",
            evidence: .inferred,
            sources: [
                .init("https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled", "Apple: during animations interaction is disabled for the views involved"),
                .init("https://github.com/EthanArbuckle/iPhone17-1_18.2_22C152_Restore", "the iOS 18.2 class dump: UITabBarController has its own _viewsWithDisabledInteractionGivenTransitionContext: for its own transitions"),
            ],
            caveat: "No source shows which views a navigation transition disables beyond its screens; that the tab bar stays live is inferred from rule transition-disables-interaction and the reconstructed code. While a presentation animates every touch is still dropped (rule presentation-ignores-events)."),
        UIKitRule(
            .tabSwitchCompletesTransition,
            "selecting another tab while the current tab's push or pop animates completes that transition at once, and the calls UIKit held for it run, before the other tab shows",
            evidence: .inferred,
            sources: [
                .init("https://github.com/tungvoduc/DTPagerController/pull/35", "switching tabs quickly in a custom container: unbalanced appearance calls, the closest report"),
                .init("https://github.com/marcosgriselli/SwipeableTabBarController/issues/27", "the same warning from a tab bar controller subclass switching mid-transition"),
            ],
            caveat: "No public source describes what UIKit does with a tab's transition when another tab is selected. The sandbox completes it, so no tab waits mid-transition off screen; an interactive pop being cancelled is cancelled. What is known is only that custom containers get appearance calls wrong here."),
        UIKitRule(
            .tabHiddenStackChangesAtOnce,
            "a push or pop made through the navigation controller of a tab that is not on screen changes that tab's stack at once, without animation; the tab shows the new stack when it is selected",
            evidence: .inferred,
            sources: [
                .init("https://useyourloaf.com/blog/popping-tabbed-navigation-controllers/", "code pops another tab's navigation controller, then selects the tab, and the tab shows the popped stack"),
                .init("https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)", "Apple: animations run on views in a window; a view in none has nothing to draw"),
            ],
            caveat: "No source times a call on a hidden tab's navigation controller. The sandbox completes it in the same turn. Appearance callbacks are logged as for a visible stack, although UIKit sends none to controllers off screen; and a screen of another tab is reached only by `via: self` (its own navigationController): `via: shared` is the selected tab's."),
        // MARK: Interactive transitions an app drives
        UIKitRule(
            .appDrivenInteractiveTransition,
            "a push, pop or setViewControllers whose navigation delegate returns an interaction controller (a UIPercentDrivenInteractiveTransition) follows the app's update(_:) calls; finish() or cancel() animates the rest from where it stands",
            evidence: .documented,
            sources: [
                .init("https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition", "Apple: return it from the delegate and call update, cancel and finish as user events arrive"),
                .init("https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/cancel()", "Apple: cancel() calls the context's cancelInteractiveTransition()"),
                .init("https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)", "Apple: the delegate returns the interaction controller for an animated transition"),
            ],
            caveat: "The rest animates linearly over the part of the transition left; the completion speed and curve an app sets are not modelled. While the transition is interactive UIKit defers navigation calls as for any transition (rule navigation-call-deferred). Two iOS 8 beta regressions (rdar 17814789, 17766966) are not modelled."),
        UIKitRule(
            .cancelledPushLifecycle,
            "a cancelled interactive push leaves the stack as it was: the pushed screen gets viewWillDisappear and viewDidDisappear, the one beneath viewWillAppear and viewDidAppear, and the delegate hears no didShow",
            evidence: .documented,
            sources: [
                .init("https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)", "Apple: on a cancel UIKit calls viewWillDisappear on the incoming view controller, then viewWillAppear on the original"),
                .init("https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled", "Apple: the context reports a cancelled transition"),
                .init("https://github.com/HeroTransitions/Hero/issues/204", "a cancel calls viewWillAppear on the original again, for this and other transitions"),
                .init("https://github.com/Plasma/BufferedNavigationController/issues/5", "didShow is not called after a cancelled transition"),
            ],
            caveat: "Apple names the will-calls; the did-calls, and no didShow, come from reports, as for a cancelled pop (rule cancelled-pop-lifecycle). The bar goes back to the old top's item (inferred: reports of stale items after cancels are about custom or interrupted transitions, SloppySwiper #22, rdar 38182194)."),
        UIKitRule(
            .cancelledInteractiveSetStackKeepsBoth,
            "a cancelled interactive setViewControllers that brought a new top does not restore the stack: it keeps the old screens and the new top, one more than before, while the old top is what shows",
            evidence: .observed,
            sources: [
                .init("https://github.com/lionheart/openradar-mirror/issues/4581", "rdar 14794181: after the cancel the stack has both the original root and its replacement; its height increased by 1"),
                .init("https://github.com/lionheart/openradar-mirror/issues/13382", "the same radar, mirrored again, still open"),
                .init("https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)", "Apple: the stack is replaced when the transition finishes; nothing is said of a cancel"),
            ],
            caveat: "Reported on iOS 7 (2013) and never reported fixed: the sandbox keeps it on every profile, which for ios12, ios17 and ios26 is inferred. The new top is modelled on top of the old stack (the radar's workaround removes \"the second view controller\"), the bar keeps the old items, so the bar and the stack disagree. A setViewControllers whose new top was already in the stack is modelled as going back to the old stack (inferred)."),
        // MARK: Zoom transitions
        UIKitRule(
            .zoomTransition,
            "iOS 18+: a view controller whose preferredTransition is .zoom(sourceViewProvider:) is pushed or presented by zooming from the source view, a fluid transition people can grab, drag and reverse",
            profiles: [.ios26],
            evidence: .documented,
            sources: [
                .init("https://developer.apple.com/documentation/uikit/enhancing-your-app-with-fluid-transitions", "Apple: iOS 18's fluid, continuously interactive zoom transition, pushed with pushViewController(_:animated:)"),
                .init("https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)", "Apple: the zoom transition and its source view provider, called on present and dismiss"),
            ],
            caveat: "The sandbox times a zoom like a push or present (350 ms plus the screen's load cost) and draws it as one; only its dismissal differs. Of the sandbox's profiles only ios26 is iOS 18 or later: elsewhere the screen comes in the default way, as an app's #available fallback does, and the log says so. Re-grabbing a zoom in flight is not modelled."),
        UIKitRule(
            .zoomInteractiveDismissal,
            "iOS 18+: a zoomed screen is dismissed interactively by dragging it down; on iOS 26 a back swipe from anywhere on it pops it too",
            profiles: [.ios26],
            evidence: .observed,
            sources: [
                .init("https://github.com/expo/expo/issues/42255", "iOS 26, a native-stack push with Apple's zoom: a downward swipe triggers the zoom dismissal, and a left-to-right swipe runs it too"),
                .init("https://github.com/nathantannar4/Transmission/issues/90", "a zoom push: dragging down always starts dismissing"),
                .init("https://pub.dev/packages/swift_transitions", "a frame-by-frame reimplementation: dismissal by a downward pan, a back swipe or a pinch"),
                .init("https://github.com/feedback-assistant/reports/issues/648", "FB17348399: on iOS 18.4 the zoom push's back swipe starts only at the edge; from anywhere is the default in 26"),
            ],
            caveat: "One app (Twinskaraoke, ZoomPushDismissal.swift) reads a zoom push as dismissed by horizontal gestures only, leaving vertical pulls free; expo #42255 and Transmission #90 report the downward drag, which is what is modelled, for pushes and presents. A pinch is not modelled. Over a scroll view not at its top the sources disagree (Transmission #90: any drag down dismisses; swift_transitions: only at the top); the model does not look at scroll views here."),
        UIKitRule(
            .zoomDismissShouldBegin,
            "a zoomed screen whose ZoomOptions.interactiveDismissShouldBegin answers false refuses the interactive dismissal a downward drag would begin",
            profiles: [.ios26],
            evidence: .documented,
            sources: [
                .init("https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions/interactivedismissshouldbegin", "Apple: it determines whether an interactive dismissal can begin"),
                .init("https://github.com/expo/expo/issues/42255", "a prevented downward dismissal, while the left-to-right back swipe still ran the zoom dismissal"),
            ],
            caveat: "Apple documents the closure, not which gestures consult it: the sandbox refuses the downward drag only, and lets the back swipes (edge, and content on iOS 26) still pop, as expo #42255 saw. The answer is fixed per screen (`interactiveDismissShouldBegin: false`), not computed from the touch's location and velocity."),
        UIKitRule(
            .zoomDismissalOutgoingTakesTaps,
            "while a zoomed screen's dismissal settles, taps still reach it: a tap aimed at the screen underneath lands on the shrinking screen",
            profiles: [.ios26],
            evidence: .observed,
            sources: [
                .init("https://github.com/jellyfin/Swiftfin/pull/1617", "a known bug: tapping after dismissing from a zoom transition sometimes taps a view on the dismissed screen"),
                .init("https://github.com/Evil-Project/Twinskaraoke/pull/96", "stray playback from a tap during the zoom dismissal, whose screen disappears about 0.9 s later"),
            ],
            caveat: "Two projects report it (Swiftfin \"sometimes\", Twinskaraoke on iOS 26.5). That it holds for every zoom dismissal, and on iOS 18, is inferred. The sandbox lets the outgoing zoomed screen take taps for the whole pop, not only the settle."),
        // MARK: Button menus
        UIKitRule(
            .buttonMenuPrimaryAction,
            "iOS 14+: a button whose menu is its primary action (showsMenuAsPrimaryAction) opens the menu on touch-down, and its own action does not run; choosing an item closes the menu and runs the item's action",
            profiles: [.ios17, .ios26],
            evidence: .documented,
            sources: [
                .init("https://developer.apple.com/documentation/uikit/uicontrol/showsmenuasprimaryaction", "Apple: the context menu interaction becomes the control's primary action and shows in response to touchDown; iOS 14+"),
                .init("https://developer.apple.com/documentation/uikit/uibutton/menu", "Apple: the button's menu, set on the button"),
                .init("https://github.com/boostcampwm-2024/iOS10-MemorialHouse/pull/114", "with showsMenuAsPrimaryAction a single tap opens the button's menu"),
            ],
            caveat: "That the button's touchUpInside action then never runs is read from \"becomes the primary action\"; no report shows both. The menu takes the touch from the button, which unhighlights. Before iOS 14 (ios7, ios12) a button has no menu: the sandbox treats the touch as a plain tap and says so. An item's action is the button's screen's code, sent for the tap that chose it."),
        UIKitRule(
            .buttonMenuLongPress,
            "iOS 14+: a button with a menu that is not its primary action opens the menu after a long press; a short tap is a plain tap",
            profiles: [.ios17, .ios26],
            evidence: .documented,
            sources: [
                .init("https://developer.apple.com/documentation/uikit/uibutton/isheld", "Apple: isHeld is true while the button presents its menu in response to a long press"),
                .init("https://developer.apple.com/documentation/uikit/uicontextmenuinteraction", "Apple: the context menu interaction tracks long-press gestures"),
            ],
            caveat: "The press length is taken to be UILongPressGestureRecognizer's 0.5 s default, as for the back-button menu (inferred). The menu takes the touch: lifting the finger sends no action."),
        UIKitRule(
            .menuOutsideTouchOnlyDismisses,
            "while a button's menu is open, a touch outside it only closes the menu: nothing under it gets the touch, not even during a transition",
            profiles: [.ios17, .ios26],
            evidence: .observed,
            sources: [
                .init("https://github.com/expo/expo/issues/48419", "in a fully native app on iOS 26 the menu's presentation consumes the dismissing tap and nothing underneath sees it"),
                .init("https://github.com/expo/expo/pull/47413", "React Native's pass-through fixed to match native: the outside tap is consumed"),
                .init("https://github.com/nandorojo/zeego/issues/91", "a maintainer thought the tap passes through natively; a later comment cites iOS 26 Mail, where it does not"),
            ],
            caveat: "Observed on iOS 26 (Mail, expo's native comparison); iOS 17 is assumed to match, as the back-button menu's rule does. One library maintainer believed the opposite (zeego #91). No source describes a menu meeting a navigation transition: the sandbox keeps an open menu through a push or pop made by code until a touch closes it, and a touch-down on a button in a screen the transition disables reaches nothing (rule transition-disables-interaction), so no menu opens there; both inferred."),
        // MARK: Refusals and failures
        UIKitRule(
            .sameInstancePush,
            "pushing a view-controller instance already in the stack throws; a push UIKit deferred throws when it runs",
            evidence: .observed,
            sources: [
                .init(Address.pushPopTrap, "\"Pushing the same view controller instance more than once is not supported\""),
                .init(Address.wordpress7284, "the exception thrown from a deferred push in completeTransition:"),
            ]),
        UIKitRule(
            .presentWhilePresenting,
            "present while the presenter already presents, or while a presentation runs, is refused with a console warning",
            evidence: .observed,
            sources: [
                .init("https://github.com/airbrake/airbrake-ios/issues/91", "\"Attempt to present … on … which is already presenting …\", and the alert never shows"),
                .init("https://github.com/ericberman/MyFlightbookiOS/issues/370", "\"Attempt to present … while a presentation is in progress\""),
                .init("https://github.com/xxxAIRINxxx/SwAlert/issues/3", "\"Attempt to present UIAlertController on UIViewController which is already presenting UIAlertController\": the same refusal with an alert up"),
                .init(Address.befriendUIKit, "the same warning, the reason for looking up the responder chain"),
            ]),
        UIKitRule(
            .presentNotInWindow,
            "present from a controller whose view is not in the window is refused with a console warning; a view being pushed away is still in the window",
            evidence: .observed,
            sources: [
                .init("https://github.com/fouquet/RFAboutView/issues/8", "\"Attempt to present … on … whose view is not in the window hierarchy!\""),
                .init(Address.uiSkipControl, "the same warning among the failures of overlapping transitions"),
                .init(Address.befriendUIKit, "the same warning"),
            ],
            caveat: "That a view being pushed away still counts as in the window (until the push completes) is inferred: it stays in the transition view until then."),
        UIKitRule(
            .dismissDuringTransition,
            "dismiss while a presentation or dismissal runs is refused with a console warning",
            evidence: .observed,
            sources: [
                .init("https://github.com/jonkykong/SideMenu/issues/323", "\"Attempt to dismiss from view controller … while a presentation or dismiss is in progress!\""),
                .init("https://github.com/zoonooz/ZFDragableModalTransition/issues/3", "the same warning: a dismiss after a drag that left the transition running does nothing"),
            ]),
        UIKitRule(
            .popReleasesCaller,
            "a screen popped from the stack has no navigationController once the pop completes, so its own later calls through it do nothing",
            evidence: .inferred,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller",
                    "Apple: nil when the view controller is not embedded in a navigation controller"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)",
                    "Apple: a container calls it when it removes a child, after any transition"),
                .init(Address.pushPopTrap, "disagrees: says self is released by the first of two pops through self.navigationController, so the second crashes"),
            ],
            caveat: "When navigationController goes nil is inferred: it follows parentViewController, which a pop clears when it completes, so mid-pop the screen still has it. The article's crash on a released self is not modelled: the caller is retained for as long as its own method runs, so the better-supported outcome is a call that does nothing."),

        // MARK: setViewControllers
        UIKitRule(
            .setViewControllersTransition,
            "setViewControllers animates like a push when the new top was not in the stack and like a pop when it was; controllers left out leave the stack, their views the window when the transition ends, and the delegate and appearance calls are a push's or a pop's",
            evidence: .documented,
            sources: [
                .init(Address.setViewControllers, "Apple: animated, it performs a push or pop animation, pop when the new top view controller was previously in the stack, else push"),
                .init(Address.setViewControllersBacktrace, "backtrace: setViewControllers:animated: → _setViewControllers:transition:animated:operation:, the transition machinery push and pop share"),
            ],
            caveat: "Apple documents the choice of animation; that the delegate, appearance callbacks and the end of the removed views follow a push's or a pop's is inferred from the shared machinery. The bar's items are replaced at once (UINavigationBar setItems:): the sandbox asks no shouldPush/shouldPop and slides no title."),
        UIKitRule(
            .setViewControllersSameTop,
            "setViewControllers that keeps the top view controller replaces the stack beneath it with no transition, no appearance calls and no delegate calls",
            evidence: .inferred,
            sources: [
                .init(Address.setViewControllers, "Apple names only the push and pop cases; with the top unchanged there is nothing to animate"),
                .init(Address.viewControllersProperty, "assigning viewControllers is setViewControllers unanimated, the usual way to edit the stack under the top"),
            ],
            caveat: "No source shows the callbacks for an unchanged top; the sandbox makes none."),
        UIKitRule(
            .setViewControllersDeferred,
            "setViewControllers made while a navigation transition or presentation runs is held like a push (iOS 8 on) or overlaps it unprotected like a push or pop (iOS 7)",
            evidence: .inferred,
            sources: [
                .init(Address.setViewControllersBacktrace, "it goes through _setViewControllers:transition:animated:operation:, which push and pop use too"),
                .init(Address.radar44091459, "rdar 44091459: a push made while UIKit is busy is held (a push, not a setViewControllers)"),
            ],
            caveat: "No source shows a setViewControllers deferred; the sandbox applies navigation-call-deferred's behaviour to it. On iOS 7 a push-like one during a transition is a nested push and a pop-like one is a pop during a transition. A setViewControllers whose interactive transition is cancelled (rdar 14794181, https://github.com/lionheart/openradar-mirror/issues/4581, not checked here) is not modelled: the sandbox holds every call until the finger lifts."),
        UIKitRule(
            .setViewControllersDistinct,
            "setViewControllers with the same instance twice in the list throws NSInternalInconsistencyException",
            evidence: .observed,
            sources: [
                .init(Address.distinctViewControllers, "\"All view controllers in a navigation controller must be distinct\" from `viewControllers = [vc, vc]`"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)",
                    "the documented analogue: pushing a view controller already on the stack throws"),
            ],
            caveat: "The crash text comes from a comment in a public crash-test app whose repository the search index does not name; no Apple page states it for setViewControllers."),

        // MARK: iOS 7
        UIKitRule(
            .ios7NestedPush,
            "on iOS 7 a push while a push or pop animates goes on the stack and the bar, but its view never enters the transition view (\"nested push animation can result in corrupted navigation bar\")",
            profiles: [.ios7],
            evidence: .observed,
            sources: [
                .init(Address.uiSkipControl, "Can't add self as subview from two quick pushes"),
                .init(Address.cnblogsNestedPush, "two quick pushes, then two backs needed to reach the crash: the bar kept both items"),
                .init("https://www.jianshu.com/p/22aa0ca51cd8", "the nested push's view is never put in the container"),
            ],
            caveat: "The first version of this model had the bar drop the item; the report's two backs say it kept it."),
        UIKitRule(
            .ios7CorruptedBar,
            "on iOS 7, after a nested push, the first back shows a blank screen and the second crashes with \"Can't add self as subview\"",
            profiles: [.ios7],
            evidence: .observed,
            sources: [
                .init(Address.cnblogsNestedPush, "a blank page on the first back, the crash on the second"),
                .init("https://github.com/wordpress-mobile/WordPress-iOS/issues/1955", "iOS 7.1.2 crash log: _addSubview:positioned:relativeTo: thrown from a _UINavigationParallaxTransition animateTransition: block"),
                .init("https://github.com/wordpress-mobile/WordPress-iOS/issues/20849", "the same frames around performWithoutAnimation:, after \"Go Back / Go Back\""),
                .init("https://github.com/lionheart/openradar-mirror/issues/19278", "openradar 37068517, iOS 11.2: START tapped fast several times, then \"Go back twice\" crashes"),
            ],
            caveat: "Every report with steps crashes at a back, none at a push: a push on the corrupted stack runs and the corruption waits for the backs (inferred; a setViewControllers on it still crashes at once, no source either way). The iOS 11.2 radar's app replaced window.rootViewController before its pushes; on the later profiles a push during a transition is deferred (navigation-call-deferred), so the crash is kept to iOS 7. The crash logs are cut below the transition's blocks: the frames under them are the model's."),
        UIKitRule(
            .ios7DoublePopCrash,
            "on iOS 7 a second animated pop while one animates crashes (SIGSEGV in _canBecomeFirstResponder)",
            profiles: [.ios7],
            evidence: .observed,
            sources: [.init(Address.pushPopTrap, "the crash log of two pops in a row; iOS 8 seems free of it")]),
        UIKitRule(
            .ios7PopDuringPushFreezes,
            "on iOS 7 a pop during a push leaves the appearance calls unbalanced and the UI stops responding, without a crash",
            profiles: [.ios7],
            evidence: .observed,
            sources: [
                .init(Address.pushPopTrap, "pop during push: no response to any tap or gesture, no crash; not on iOS 8"),
                .init("https://github.com/cobaltians/Cobalt/issues/18", "\"Unbalanced calls to begin/end appearance transitions\" with push and pop chained too fast (2014)"),
            ],
            caveat: "The unbalanced-appearance warning was also reported on iOS 8–13 for containers calling the appearance methods out of order (ChatSecure-iOS #597, LNPopupController #362); nothing ties it to a plain push during a push there, where UIKit defers the call, so the sandbox logs it only with iOS 7's freeze."),
        UIKitRule(
            .ios7SwipeDuringPushFreezes,
            "on iOS 7 an edge swipe during a push is a pop during a push: the UI freezes",
            profiles: [.ios7],
            evidence: .inferred,
            sources: [.init(Address.pushPopTrap, "reasons that the swipe back is a pop, so the same as a pop during a push, and disables the gesture during pushes")],
            caveat: "The article infers it from the pop case; it shows no freeze from a swipe."),

        // MARK: Lifecycle and the bar
        UIKitRule(
            .lifecycleOrder,
            "push and pop: old viewWillDisappear, new viewWillAppear, then at the end old viewDidDisappear, new viewDidAppear, then the delegate's didShow",
            evidence: .observed,
            sources: [.init(Address.wangling, "the order of the transition events, measured")]),
        UIKitRule(
            .cancelledPopLifecycle,
            "a cancelled interactive pop unwinds the appearance calls and never calls didShow",
            evidence: .observed,
            sources: [
                .init(Address.wangling, "the cancelled interactive pop's events"),
                .init("https://stackoverflow.com/questions/18927878", "a cancelled swipe-to-pop: viewWillDisappear, then viewWillAppear and viewDidAppear"),
            ]),
        UIKitRule(
            .cancelledDismissalLifecycle,
            "a cancelled interactive dismissal calls viewWillDisappear on the presented screen when the drag begins, then viewWillAppear and viewDidAppear when it settles back; never viewDidDisappear, and the screen stays presented",
            evidence: .observed,
            sources: [
                .init(
                    "https://github.com/xmartlabs/Eureka/pull/1037",
                    "UIKit's own interactive dismissal of a presented form: viewWillDisappear when it begins, then, cancelled, viewWillAppear and viewDidAppear again but not viewDidDisappear"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)",
                    "Apple: on a cancel UIKit calls viewWillDisappear on the presented view controller, then viewWillAppear on the original"),
                .init(
                    "https://github.com/horizontalsystems/gui-kit/pull/34",
                    "a bottom-sheet library adds a flag because a drag that breaks off the dismissal calls willDisappear, willAppear and didAppear"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)",
                    "Apple: the delegate hears presentationControllerWillDismiss before a user's dismissal, which may still be cancelled"),
                .init(Address.wangling, "the cancelled interactive pop unwinds its appearance calls the same way (rule cancelled-pop-lifecycle)"),
            ],
            caveat: "Eureka's report (2017) is of UIKit's own interactive dismissal; the bottom-sheet library's transition is its own and agrees. That today's sheets keep the sequence is inferred from the report and from Apple's cancel sequence."),
        UIKitRule(
            .barAnimatesWithTransition,
            "the bar's items animate with the transition that pushes or pops them, for as long; the back button pops its item when tapped even when the pop it asks for waits; UINavigationControllerHideShowBarDuration is only for hiding and showing the bar",
            evidence: .inferred,
            sources: [
                .init(Address.navigationController83, "reconstructed code: the bar's push runs inside the transition; setNavigationBarHidden:animated: uses the 0.2 s duration"),
                .init("https://developer.apple.com/documentation/uikit/uinavigationcontrollerhideshowbarduration", "Apple: the duration for hiding or showing the bar"),
                .init(Address.huNavigationController, "disagrees: says the bar's animation has a fixed length, UINavigationControllerHideShowBarDuration, unlike the transition's"),
            ],
            caveat: "Sources conflict. The HUNavigationController article says the bar animates for UINavigationControllerHideShowBarDuration whatever the transition takes; Apple documents that constant only for hiding and showing the bar, and the reconstructed code runs the bar's push inside the transition, so the model follows those. Neither shows the iOS 8+ bar's timing directly."),
        UIKitRule(
            .backButtonTitle,
            "the back button shows the previous item's backButtonTitle when it has one, else its title",
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/uikit/uinavigationitem/backbuttontitle",
                    "Apple: the title of the Back button when the item is the bar's backItem (iOS 11+)"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uinavigationitem/title",
                    "Apple: the title of the item second from the top is used for the back button"),
            ],
            caveat: "backBarButtonItem, backButtonDisplayMode and the shortened \"Back\" for long titles are not modelled"),
        UIKitRule(
            .backButtonMenu,
            "from iOS 14 a long press on the back button (0.5 s, UILongPressGestureRecognizer's default) opens a menu of the stack's earlier screens, newest first, each under its back-button title; choosing one pops to it with popToViewController(_:animated:). Before iOS 14 the held press is an ordinary tap on back when the finger lifts. A touch outside the open menu only dismisses it",
            profiles: [.ios17, .ios26],
            evidence: .observed,
            sources: [
                .init(
                    "https://sarunw.com/posts/what-should-you-know-about-navigation-history-stack-in-ios14/",
                    "iOS 14: a long press on the back button brings up the history stack; its entries use the back-button title, not the navigation title"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/minimumpressduration",
                    "Apple: a long press is recognised after minimumPressDuration, 0.5 s by default"),
            ],
            caveat: "The press length of the system back button's own recogniser, that the chosen entry is reached through popToViewController, and that a touch outside the menu dismisses it without reaching the view under it are inferred; the menu never closes by itself"),
        UIKitRule(
            .ignoringEventsDeprecated,
            "begin/endIgnoringInteractionEvents are deprecated since iOS 13: a compile-time warning; they still work",
            profiles: [.ios17, .ios26],
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/uikit/uiapplication/beginignoringinteractionevents()",
                    "Apple: deprecated in iOS 13; use isUserInteractionEnabled"),
            ]),
        UIKitRule(
            .barButtonItems,
            "the bar shows the top item's leftBarButtonItem and rightBarButtonItem; a left item replaces the back button (leftItemsSupplementBackButton false, the default); a tap sends the item's action to its target, the controller Interface Builder connects it to",
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems",
                    "Apple: the left items display when the item is the top item and, unless leftItemsSupplementBackButton, replace the Back button"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uinavigationitem/leftitemssupplementbackbutton",
                    "Apple: custom left items normally remove the Back button"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uibarbuttonitem/action",
                    "Apple: the selector sent to the item's target when the user taps it"),
            ],
            caveat: "One item each side (leftBarButtonItems and rightBarButtonItems beyond the first are not modelled); the items change with the bar's model at once, not with its cross-fade"),
        UIKitRule(
            .alertTransitionDropsNavigationCall,
            "a push, pop or setViewControllers made while an alert's presentation or dismissal animates is dropped with UIKit's console line \"… while an existing transition or presentation is occurring; the navigation stack will not be updated.\": the stack does not change, no completion runs, and nothing runs it later",
            profiles: iOS8on,
            evidence: .observed,
            sources: [
                .init(Address.slideMenu161, "2015: popViewControllerAnimated: called while a UIAlertController is presented logs \"… while an existing transition or presentation is occurring; the navigation stack will not be updated.\""),
                .init(Address.uikitCorePush, "annotated disassembly (iOS 13+): pushViewController:animated: asks _transitionConflictsWithNavigationTransitions: of the running transition coordinator and, when it conflicts, logs that line and returns without pushing"),
            ],
            caveat: "Which presentations conflict is not in the disassembly (the check's body is not shown): the alert is the kind the report shows, and the sandbox drops calls for alerts only. The report's author also says the screen was popped when the alert went away, which the sandbox does not model (the slide menu's own code may have popped again). No source found shows the search-controller case; it is not modelled. The disassembly shows push; the report shows pop logging the same line, so the sandbox treats every navigation call alike. iOS 7 had no such check: a call during an alert's animation runs at once (no source shows iOS 7 either way)."),
        UIKitRule(
            .nonAnimatedCallRunsDuringPresentation,
            "a non-animated push, pop or setViewControllers made while a presentation that does not conflict animates (a card's) runs at once, under the presentation, instead of waiting for it",
            profiles: iOS8on,
            evidence: .inferred,
            sources: [
                .init(Address.uikitCorePush, "annotated disassembly (iOS 13+): a non-animated push whose coordinator is a presentation's (presentationStyle is not none) runs in +[UIViewController _performWithoutDeferringTransitions:]; during a navigation transition it waits in the coordinator's completion like an animated one"),
            ],
            caveat: "From reverse-engineered code only; no report shows it. The disassembly shows push; the sandbox applies it to every navigation call."),
        UIKitRule(
            .alertActionDismissesAlert,
            "a UIAlertController shows its actions as buttons; a tap on one dismisses the alert, animated, and the action's handler runs when the dismissal completes",
            evidence: .inferred,
            sources: [
                .init(Address.alertAddAction, "Apple: actions are displayed as buttons in the alert; the action provides the button text and what to do when it is tapped"),
            ],
            caveat: "Apple documents the buttons, not when the handler runs relative to the dismissal; no source found says. The sandbox runs it after the dismissal completes, so a present from a handler is not refused as \"already presenting\". An alert's presentation is timed like a card's (350 ms)."),
        UIKitRule(
            .alertDismissedByItsButtons,
            "an alert is dismissed only by one of its buttons: it has no drag, no swipe down and no tap outside that dismisses or moves it (an action sheet, unlike an alert, also goes with a tap outside it)",
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/uikit/getting-the-user-s-attention-with-alerts-and-action-sheets",
                    "Apple: a person dismisses an alert by selecting one of the listed options; an action sheet by selecting one, or by tapping outside it"),
            ],
            caveat: "Apple says how an alert is dismissed, not what a drag on it does; the sandbox refuses the card's drag and the dismiss swipe on an alert (they move nothing), which is what the documented dismissal implies. The sandbox models alerts, not action sheets."),

        // MARK: System sheets (UISheetPresentationController, iOS 15+)
        UIKitRule(
            .sheetDetents,
            "a sheet rests at one of its detents (default [large]; medium is about half the screen's height) and opens at the smallest; a swipe on it moves it between detents, a swipe down past the smallest dismisses it interactively; the delegate hears each new detent; prefersGrabberVisible draws the grabber (off by default)",
            profiles: [.ios17, .ios26],
            evidence: .documented,
            sources: [
                .init(Address.sheetDetents, "Apple: detents default to [large()], listed smallest first"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier",
                    "Apple: selectedDetentIdentifier nil means the sheet displays at the smallest detent"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()",
                    "Apple: medium is approximately half the height of the screen"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible",
                    "Apple: false by default; the grabber shows the sheet is resizable"),
                .init(
                    "https://developer.apple.com/design/human-interface-guidelines/sheets",
                    "Apple's HIG: people resize a sheet by dragging; large is fully expanded, medium about half"),
            ],
            caveat: "A drag is modelled as landing at its target detent (a swipe down from large with a medium detent dismisses rather than resting at medium, as a fast flick does); the detent move takes the card's move time, 250 ms"),
        UIKitRule(
            .sheetUndimmedDetent,
            "at or below the sheet's largestUndimmedDetentIdentifier UIKit adds no dimming view and the area around the sheet takes touches: a tap above a medium sheet reaches the presenting screen; above that detent the dimming view is back and takes them",
            profiles: [.ios17, .ios26],
            evidence: .documented,
            sources: [
                .init(
                    Address.largestUndimmedDetent,
                    "Apple: nil (the default) dims at every detent; without a dimming view the undimmed area around the sheet responds to user interaction"),
            ],
            caveat: "The pass-through is UIKit's own: the full-screen container takes no touch around an undimmed sheet, unlike a custom presentation's (rule container-takes-touches)"),
        UIKitRule(
            .modalInPresentation,
            "isModalInPresentation stops a swipe down from dismissing the sheet: the sheet stays, and UIKit calls the presentation delegate's presentationControllerDidAttemptToDismiss; dismiss(animated:) from code still dismisses. Touches around an undimmed detent still reach the presenting screen",
            profiles: [.ios17, .ios26],
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation",
                    "Apple: when true UIKit ignores events outside the view controller's bounds and prevents its interactive dismissal"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)",
                    "Apple: the delegate hears a user-initiated dismissal that isModalInPresentation prevented"),
                .init(
                    Address.largestUndimmedDetent,
                    "Apple: at an undimmed detent the area around the sheet responds to user interaction, for sheets with interactive content underneath"),
            ],
            caveat: "Sources conflict where a modal sheet rests at an undimmed detent: isModalInPresentation's page says events outside the controller are ignored, largestUndimmedDetentIdentifier's that the area around the sheet responds. The model follows the sheet-specific property (the touches reach the presenting screen) and applies isModalInPresentation to the swipe only; that combination is inferred. On a card (a custom presentation) the sandbox does not model isModalInPresentation"),
        UIKitRule(
            .sheetRequiresIOS15,
            "UISheetPresentationController (detents, undimmed detents, the grabber) exists from iOS 15; an app that supports earlier releases presents its sheet another way there: the sandbox presents a `presentation: sheet` screen as the custom card, with a warning",
            profiles: [.ios7, .ios12],
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller",
                    "Apple: UISheetPresentationController is available from iOS 15.0"),
                .init(
                    "https://medium.com/surf-dev/bottomsheet-in-ios-15-uisheetpresentationcontroller-and-its-capabilities-5e913661c9f",
                    "\"BottomSheet in iOS 15\" (Surf): before iOS 15 a bottom sheet was a custom presentation or a library"),
            ],
            caveat: "The fallback is the sandbox's choice for an app built with an availability check; it keeps one app file runnable on every profile. The card ignores detents, undimmedDetent, modalInPresentation and grabber"),
        UIKitRule(
            .scrollViewDelaysContentTouches,
            "a scroll view (a table view is one) with delaysContentTouches = true, the default, holds a touch-down on its content until it knows the finger is not scrolling: the content gets touchesBegan (and a row or button its highlight) about 150 ms later, or at once when the finger lifts first; a drag that starts within the delay scrolls and the content never gets the touch. With delaysContentTouches = false the touch is delivered at once",
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches",
                    "Apple: when true (the default) the scroll view delays handling the touch-down until it can tell whether scrolling is the intent; when false it calls touchesShouldBegin(_:with:in:) at once"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uiscrollview/touchesshouldbegin(_:with:in:)",
                    "Apple: the scroll view asks before it sends a touch-down's messages to a content view; true by default"),
                .init(
                    "https://mo4tech.com/how-is-uiscrollview-implemented-and-how-does-it-capture-and-respond-to-gestures.html",
                    "a timer starts at touch-down: no movement within 150 ms passes the touch to the content; movement within it scrolls and the row never highlights"),
                .init(
                    "http://runxinzhi.com/blogfantasy-p-4933538.html",
                    "the same 150 ms timer: delaysContentTouches = NO delivers at once, without the wait"),
                .init(
                    "https://charlesharley.com/2013/programming/uibutton-in-uitableviewcell-has-no-highlight-state",
                    "a button in a table view cell highlights only when held a fraction of a second: the scroll view's delay"),
            ],
            caveat: "Apple does not document the delay's length: 150 ms is the figure blog posts give (none says how it was measured), the model's best available number. That a touch lifted within the delay is delivered (began, then ended) at the lift is inferred from rows and buttons that fire on a quick tap without highlighting"),
        UIKitRule(
            .scrollViewCancelsContentTouches,
            "with canCancelContentTouches = true, the default, a drag that starts scrolling after the content already has the touch cancels it: the view gets touchesCancelled, unhighlights and sends no action, and the scroll view scrolls. With canCancelContentTouches = false the content keeps the touch and the scroll view does not scroll",
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/uikit/uiscrollview/cancancelcontenttouches",
                    "Apple: when true and a content view is tracking, a drag far enough to scroll sends it touchesCancelled(_:with:) and the scroll view scrolls; when false it does not scroll once the content tracks"),
                .init(
                    "https://mo4tech.com/how-is-uiscrollview-implemented-and-how-does-it-capture-and-respond-to-gestures.html",
                    "touch a table, hold, then scroll: the row highlights first and the highlight is cancelled"),
            ],
            caveat: "The model does not move the content: a drag cancels or keeps the touch, and the rows are where they were afterwards (as a table whose rows fit springs back). A scroll that starts with a touch on no content (the scroll view itself) just scrolls"),
        UIKitRule(
            .controlTouchesNotCancelled,
            "touchesShouldCancel(in:) answers false for a UIControl by default: a button already tracking the touch when a drag starts is not cancelled, the scroll view does not scroll, and the button sends its action when the finger lifts. A table view cell or a plain view is cancelled",
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/uikit/uiscrollview/touchesshouldcancel(in:)",
                    "Apple: the default is true if the view is not a UIControl, otherwise false; false keeps the touch with the view and the scroll view does not drag"),
                .init(
                    "https://gist.github.com/PimCoumans/6e82ca50a27df1d768b40fd9a73940fb",
                    "a workaround that overrides touchesShouldCancel(in:) to return true for UIControls so drags on them scroll"),
            ],
            caveat: "That the button fires on lift after the finger moved is inferred: UIKit sends touchUpInside only while the finger is within the control's bounds plus a margin, and the model does not follow the finger"),
        UIKitRule(
            .guardRecursionOverflowsStack,
            "navigation calls that re-enter the override that made them, without end, overflow the main thread's stack and the app crashes with EXC_BAD_ACCESS (SIGSEGV)",
            evidence: .observed,
            sources: [
                .init(
                    "https://github.com/jonkykong/SideMenu/issues/535",
                    "SideMenuNavigationController's pushViewController override called itself: the app crashed at launch with the push repeated down the main thread's backtrace"),
                .init(
                    "https://github.com/steipete/PSStackedView/pull/17",
                    "an infinite recursion in a swizzled navigation controller method, fixed upstream"),
                .init(
                    "https://developer.apple.com/documentation/xcode/sigsegv",
                    "Apple: EXC_BAD_ACCESS (SIGSEGV), the signal of a bad memory access; running past a thread's stack is one"),
            ],
            caveat: "The sandbox stops the calls at 16 nested guard calls (World.guardCallDepthLimit) and records the crash there; a device goes on for thousands of frames until the stack runs out. A guard's own `perform` goes to `super` and never re-enters its own rules, so only a flush through the guard, or two guards calling each other, can recurse"),
        UIKitRule(
            .watchdogEndsHungApp,
            "an app whose main thread never gets back to its run loop is ended by the system watchdog (EXC_CRASH (SIGKILL), termination code 0x8badf00d)",
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/xcode/addressing-watchdog-terminations",
                    "Apple: the watchdog terminates apps that block the main thread for a significant time, with the code 0x8badf00d in the crash report"),
            ],
            caveat: "The watchdog acts on wall-clock seconds. The sandbox has no wall clock: it ends the app when 100,000 events ran at one virtual instant (World.eventsPerInstantLimit), which only work that never lets time move reaches"),
        UIKitRule(
            .runLoopTurnTakesTime,
            "a block a timer or `DispatchQueue.main.asyncAfter` runs on the main queue runs on a later turn of the main run loop, never inside the turn that scheduled it, even with no delay",
            evidence: .inferred,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/foundation/runloop",
                    "Apple: a run loop processes its input sources and timers one pass at a time"),
                .init(
                    "https://developer.apple.com/documentation/foundation/timer",
                    "Apple: a timer fires when the run loop next checks it, not in real time"),
            ],
            caveat: "The sandbox counts a turn as 1 ms of virtual time: a guard timer started with `after: 0` fires 1 ms later. On a device a turn takes as long as its work. A timer that re-arms itself faster than a frame (16 ms) 1,000 times with no input between is stopped with a warning: it is a busy loop that keeps the sandbox spinning"),
        UIKitRule(
            .sendEventPrecedesGestures,
            "every touch passes UIApplication.sendEvent(_:) and the window's sendEvent(_:) before any gesture recognizer sees it — the edge and content pop gestures and a card's drag included — so an override that returns without calling super stops the gesture as well as the tap",
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/uikit/uiapplication/sendevent(_:)",
                    "Apple: a subclass that intercepts events must dispatch each one by calling super"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesbegan(_:with:)",
                    "Apple: a recognizer gets touchesBegan before its view; with delaysTouchesBegan the window holds delivery to the view, so the window is what delivers to both"),
                .init(
                    "https://github.com/johnjwchen/ios_swipe_crash/blob/7f00ecda761a132b74d42f1320ea10e2dc7b966b/README.md",
                    "a real backtrace: a swipe recognizer's action inside -[UIGestureEnvironment _updateForEvent:window:] inside -[UIWindow sendEvent:] inside -[UIApplication sendEvent:]"),
                .init(
                    "https://github.com/BigZaphod/Chameleon/blob/84605ede274bd82b330d72dd6ac41e64eb925fd7/UIKit/Classes/UIWindow.m#L379-L428",
                    "Chameleon's reimplementation: UIWindow.sendEvent begins tracking in the hit view's recognizers before the view gets the touch"),
            ],
            caveat: "Apple documents the call to super for UIApplication only; for a UIWindow override, that recognizers miss a swallowed touch rests on the backtrace and the reimplementations. No source names the sheet's drag recognizer: that it is fed the same way is inferred"),
        UIKitRule(
            .transitionCoordinatorCoversPresentations,
            "a view controller's transitionCoordinator is non-nil while an animated push or pop runs and while a presentation or dismissal it takes part in runs — the presenting side's too — so a push guarded by `transitionCoordinator != nil` is refused while a card comes or goes",
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator",
                    "Apple: while a presentation or dismissal is in progress it returns that transition's coordinator; otherwise UIKit asks the view controller's ancestors"),
                .init(
                    "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/DefiningCustomPresentations.html",
                    "Apple's presentation-controller sample reads [[self presentingViewController] transitionCoordinator] as the card comes in and as it goes: the presenting side has it"),
                .init(
                    "https://github.com/luizmb/KleinKit/blob/71b59189cbd9bb3cb45d64225882d2fdfe7ead1f/",
                    "the widely copied push-completion helper reads transitionCoordinator right after an animated push, and treats a non-animated one as having none"),
            ],
            caveat: "That the navigation controller answers for a card one of its children presents follows the ancestor rule; UIKit's own lookup was not read. Matt Neuburg reports no coordinator in viewWillDisappear of a cancelled interactive transition; the sandbox keeps it for the whole interactive pop"),
        UIKitRule(
            .sendActionPerTarget,
            "a control's sendActions(for:) calls UIControl.sendAction(_:to:for:) once for each target-action pair, and each forwards to UIApplication.sendAction(_:to:from:for:), which finds the target; an override of the control's method that does not call super drops that action",
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/uikit/uicontrol/sendaction(_:to:for:)",
                    "Apple: the control forwards the action to the UIApplication object; a subclass may override it and calls super to send it"),
                .init(
                    "https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)",
                    "Apple: sendActions(for:) calls sendAction(_:to:for:) for each registered target-action pair"),
                .init(
                    "https://github.com/lszzy/FWFramework",
                    "a throttle swizzle of sendAction:to:forEvent: keeps the time of each control's last accepted touch event and drops one sooner than its interval (UIControl+FWFramework.m)"),
            ],
            caveat: "The sandbox's controls have one action each, so the hook runs once a tap. iOS 14's UIAction handlers go through sendAction(_: UIAction), which selector swizzles do not see; the sandbox does not model them"),
    ]
}

extension UIKitRules {
    /// docs/model.md's rules table: one row per rule, its sources as links.
    /// A test keeps the page in step with this.
    public static func markdownTable() -> String {
        var lines = ["| id | rule | profiles | evidence | sources |", "|---|---|---|---|---|"]
        for rule in all {
            let profiles = rule.profiles == Profile.allCases ? "all" : rule.profiles.map(\.rawValue).joined(separator: ", ")
            let sources = rule.sources.map { source in
                let link = source.address.hasPrefix("http")
                    ? "<\(source.address.split(separator: " ").first.map(String.init) ?? source.address)>"
                    : source.address
                return "\(link) — \(source.shows)"
            }.joined(separator: "<br>")
            var statement = rule.statement
            if let caveat = rule.caveat { statement += ". *\(caveat)*" }
            lines.append(
                "| `\(rule.id.rawValue)` | \(escape(statement)) | \(profiles) | \(rule.evidence.tag) | \(escape(sources)) |")
        }
        return lines.joined(separator: "\n")
    }

    private static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "|" { escaped += "\\" }
            escaped.append(character)
        }
        return escaped
    }
}
