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
        static let seed000 = "shared/seeds/000 (HUNavigationController, habr) and its comments"
        static let seed001 = "shared/seeds/001 (http://blog.lessfun.com/blog/2015/09/09/uiviewcontroller-push-pop-trap/)"
        static let seed002 = "shared/seeds/002 (lifecycle behaviours, the responder chain)"
        static let seed003 = "shared/seeds/003 (https://github.com/AKZHW/UISkipControl)"
        static let seed004 = "shared/seeds/004 (a swipe-down card and its transition container)"
        static let wangling = "http://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html"
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
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/quartzcore/calayer/presentation()",
                    "Apple: the presentation layer is what is on screen; the model layer holds the target values"),
                .init(Address.seed004, "the card's container is hit where its model says, not where it is drawn"),
            ]),
        UIKitRule(
            .ignoreCounter,
            "beginIgnoringInteractionEvents and endIgnoringInteractionEvents nest; while the count is above zero no touch event is delivered, began or ended",
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/uikit/uiapplication/beginignoringinteractionevents()",
                    "Apple: calls nest, and each must be balanced by an end"),
                .init(Address.seed000, "HUNavigationController blocks every touch this way"),
            ]),
        UIKitRule(
            .exclusiveTouch,
            "while an exclusive-touch view tracks a touch no other view in the window gets one, and an exclusive view gets no touch while another view tracks one",
            evidence: .documented,
            sources: [
                .init("https://developer.apple.com/documentation/uikit/uiview/isexclusivetouch", "Apple"),
                .init(Address.seed000, "makeExclusiveTouchToSubviews"),
            ]),
        UIKitRule(
            .multipleTouch,
            "a view with isMultipleTouchEnabled = NO (the default) receives only the first of several touches",
            evidence: .documented,
            sources: [.init("https://developer.apple.com/documentation/uikit/uiview/ismultipletouchenabled", "Apple")]),
        UIKitRule(
            .undeliveredEndStrandsHighlight,
            "a control whose touch end is never delivered (events ignored, or an ancestor's interaction turned off meanwhile) stays highlighted",
            evidence: .reported,
            sources: [.init(Address.seed000, "a comment: disabling the bar leaves the back button highlighted")]),
        UIKitRule(
            .containerTakesTouches,
            "the presentation's full-screen UITransitionView is transparent but takes touches: a tap above a minimized card goes nowhere unless the container passes touches through",
            evidence: .reported,
            sources: [.init(Address.seed004, "the swallowed taps, and the hitTest override that passes them through")]),
        UIKitRule(
            .responderChain,
            "next: a controller's root view → the controller; any other view → its superview; a controller → its presenter or its view's superview; the window → UIApplication → the app delegate",
            evidence: .documented,
            sources: [
                .init(Address.responderNext, "Apple: UIApplication's next is the app delegate when it is a UIResponder that is not a view, a view controller or the app"),
                .init(Address.seed002, "finding a presenter up the chain"),
            ]),
        UIKitRule(
            .viewHierarchy,
            "a screen's root view sits in a UIViewControllerWrapperView inside the UINavigationTransitionView (iOS 7 and later); a presentation adds a UITransitionView over the window",
            evidence: .reverseEngineered,
            sources: [
                .init(Address.wrapperViewHeader, "class dump: UIViewControllerWrapperView, +wrapperViewForView:frame:, -unwrapView"),
                .init(Address.transitionViewHeader7, "class dump of iOS 7: UINavigationTransitionView with its fromView and toView"),
                .init(Address.soContainerViews, "a question naming UILayoutContainerView, UINavigationTransitionView and the wrapper"),
                .init(Address.seed004, "the UITransitionView container"),
            ],
            caveat: "The container class names are private; they come from class dumps and view-debugger dumps, not documentation."),

        // MARK: UIKit's own defences
        UIKitRule(
            .transitionDisablesInteraction,
            "from the start of an animated push, pop, popTo or popToRoot to its completion, touches that hit-test into the screens in the transition are not delivered (on iOS 26 only the outgoing screen's)",
            evidence: .reverseEngineered,
            sources: [
                .init(Address.isUserInteractionEnabled, "Apple: during an animation, user interactions are temporarily disabled for all views involved in the animation"),
                .init(Address.navigationController83, "allowUserInteractionDuringTransition is NO by default; the transition disables interaction for its views (_disableInteractionForViews:)"),
                .init(Address.flowkeyUIView, "hitTest skips a view whose running animations do not allow user interaction"),
            ],
            caveat: "Which views _viewsWithDisabledInteractionGivenTransitionContext: returns is not in the reconstruction; we disable the screens in the transition, as Apple's sentence says. The toggle allow-interaction-during-transition turns this off, as UIKit's own flag does."),
        UIKitRule(
            .backButtonDisabledDuringTransition,
            "on iOS 7 the bar's back button takes no touches while a navigation transition runs",
            profiles: [.ios7],
            evidence: .reverseEngineered,
            sources: [.init(Address.navigationController83, "enableBackButtonDuringTransition is set only for apps linked on iOS 8 or later")],
            caveat: "Indirect: the flag's name and its linked-on check are all we have; nothing shows the iOS 7 bar itself."),
        UIKitRule(
            .backButtonPopDeferred,
            "on iOS 8–18 the back button works during a transition: it asks the bar, pops the bar's item, and the pop it requests waits for the running transition, so two quick taps pop two levels",
            profiles: iOS8to18,
            evidence: .reverseEngineered,
            sources: [
                .init(Address.navigationController83, "enableBackButtonDuringTransition for apps linked on iOS 8+; calls during a transition become a deferred transition"),
                .init(Address.seed000, "the two-level pop from a quick double tap on back"),
            ],
            caveat: "Indirect: the reverse-engineered code shows the flag, not the bar's handling of it; seed 000 shows the outcome."),
        UIKitRule(
            .presentationIgnoresEvents,
            "while a present or dismiss animates, UIKit ignores interaction events app-wide",
            evidence: .reported,
            sources: [.init(Address.radar41217893, "rdar 41217893: -[UIPresentationController runTransitionForCurrentState] calls beginIgnoringInteractionEvents")]),
        UIKitRule(
            .gestureObeysHitTesting,
            "a gesture recognizer sees only touches hit-tested to its view or its subviews: the pop gesture lives on the navigation controller's view, the card's drag on the card",
            evidence: .documented,
            sources: [.init(Address.addGestureRecognizer, "Apple: a recognizer receives the touches hit-tested to its view and its subviews")]),
        UIKitRule(
            .popGestureFromEdge,
            "interactivePopGestureRecognizer is a screen-edge pan: a swipe that starts away from the left edge does not pop (before iOS 26 nothing else does)",
            evidence: .reverseEngineered,
            sources: [
                .init(Address.navigationController83, "interactivePopGestureRecognizer returns the interaction controller's screenEdgePanGestureRecognizer"),
                .init(Address.screenEdgePan, "Apple: UIScreenEdgePanGestureRecognizer looks for panning that starts near an edge of the screen"),
            ]),
        UIKitRule(
            .popGestureWaitsForTransition,
            "on iOS 8–18 the interactive pop gesture does not begin while another navigation transition runs",
            profiles: iOS8to18,
            evidence: .reverseEngineered,
            sources: [.init(Address.navigationController83, "the interactive transition is refused while isTransitioning is set")],
            caveat: "Indirect; on iOS 7 the swipe during a push freezes the UI (seed 001) and on iOS 26 it interrupts."),
        UIKitRule(
            .navigationCallDeferred,
            "a push or pop made while a navigation transition or a modal presentation animates is held and run when it completes; nothing is cut short",
            profiles: iOS8on,
            evidence: .reverseEngineered,
            sources: [
                .init(Address.navigationController83, "needsDeferredTransition and _startDeferredTransitionIfNeeded:"),
                .init(Address.uikitCorePush, "annotated disassembly (iOS 13+): an animated push during a transition runs in the coordinator's completion"),
                .init(Address.wordpress7284, "iOS 10 backtrace: a deferred push run from completeTransition:"),
                .init(Address.webssh16, "iOS 13 backtrace: the same"),
                .init(Address.radar44091459, "rdar 44091459: a push during a presentation"),
            ],
            caveat: "iOS 26 is assumed to keep deferring calls made by code; only the back button and the gestures interrupt there."),
        UIKitRule(
            .presentWaitsForTransition,
            "a present made while a navigation transition animates waits for it; if the presenter's view has left the window by then, UIKit refuses it",
            profiles: iOS8on,
            evidence: .assumed,
            sources: [.init(Address.radar44091459, "a push made during a presentation is held, not run at once (the converse case)")],
            caveat: "No source shows a present issued mid-push; we defer it like the navigation calls (the radar shows the converse, a push held during a presentation)."),

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
            evidence: .reported,
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
            evidence: .reported,
            sources: [
                .init(Address.rnScreens3093, "react-native-screens adapting to interruptible iOS 26 transitions"),
                .init(Address.navigation888, "a second back tap pops again at once on iOS 26"),
            ]),
        UIKitRule(
            .incomingScreenInteractive,
            "on iOS 26 the incoming screen takes touches as soon as it appears in a transition; the outgoing one does not",
            profiles: [.ios26],
            evidence: .reported,
            sources: [.init(Address.rnScreens3173, "the pushed screen is interactable during the transition on iOS 26")]),
        UIKitRule(
            .contentPopGesture,
            "on iOS 26 interactiveContentPopGestureRecognizer pops from a swipe that starts anywhere on the content",
            profiles: [.ios26],
            evidence: .documented,
            sources: [
                .init(Address.contentPopGesture, "Apple: it recognizes a gesture on the entire content area"),
                .init(Address.rnScreens3141, "the new recognizer and its own delegate"),
            ],
            caveat: "A guard that disables interactivePopGestureRecognizer is modelled as disabling this one too; on a real iOS 26 it must disable both."),
        UIKitRule(
            .swipeInterrupts,
            "on iOS 26 a pop gesture can begin while a transition runs: the running transition completes at once and the interactive pop follows the finger",
            profiles: [.ios26],
            evidence: .reported,
            sources: [
                .init(Address.rnScreens3093, "the new content gesture can fire mid-transition"),
                .init(Address.rnScreens3142, "a second transition coming from gestures while one is in progress"),
            ],
            caveat: "Reported for the content gesture; the edge gesture is assumed to behave the same."),

        // MARK: Refusals and failures
        UIKitRule(
            .sameInstancePush,
            "pushing a view-controller instance already in the stack throws; a push UIKit deferred throws when it runs",
            evidence: .reported,
            sources: [
                .init(Address.seed001, "Pushing the same view controller instance more than once is not supported"),
                .init(Address.wordpress7284, "the exception thrown from a deferred push in completeTransition:"),
            ]),
        UIKitRule(
            .presentWhilePresenting,
            "present while the presenter already presents, or while a presentation runs, is refused with a console warning",
            evidence: .reported,
            sources: [.init(Address.seed002, "\"Attempt to present … which is already presenting\", the reason for looking up the responder chain")]),
        UIKitRule(
            .presentNotInWindow,
            "present from a controller whose view is not in the window is refused with a console warning; a view being pushed away is still in the window",
            evidence: .reported,
            sources: [.init(Address.seed002, "\"whose view is not in the window hierarchy!\"")]),
        UIKitRule(
            .dismissDuringTransition,
            "dismiss while a presentation or dismissal runs is refused with a console warning",
            evidence: .reported,
            sources: [.init(Address.seed003, "the console warnings that come with overlapping transitions")],
            caveat: "The warning text is the one widely reported; the seed names the family of failures, not this message."),
        UIKitRule(
            .popReleasesCaller,
            "a screen popped from the stack has no navigationController once the pop completes, so its own later calls through it do nothing",
            evidence: .reported,
            sources: [.init(Address.seed001, "the second of two pops through self.navigationController finds self released")],
            caveat: "navigationController follows parentViewController, which a pop clears when it completes (didMoveToParentViewController: nil); mid-pop the screen still has it."),

        // MARK: iOS 7
        UIKitRule(
            .ios7NestedPush,
            "on iOS 7 a push while a push or pop animates goes on the stack and the bar, but its view never enters the transition view (\"nested push animation can result in corrupted navigation bar\")",
            profiles: [.ios7],
            evidence: .reported,
            sources: [
                .init(Address.seed003, "Can't add self as subview from two quick pushes"),
                .init(Address.cnblogsNestedPush, "two quick pushes, then two backs needed to reach the crash: the bar kept both items"),
                .init("https://www.jianshu.com/p/22aa0ca51cd8", "the nested push's view is never put in the container"),
            ],
            caveat: "The first version of this model had the bar drop the item; the report's two backs say it kept it."),
        UIKitRule(
            .ios7CorruptedBar,
            "on iOS 7, after a nested push, the first back shows a blank screen and the second crashes with \"Can't add self as subview\"",
            profiles: [.ios7],
            evidence: .reported,
            sources: [.init(Address.cnblogsNestedPush, "a blank page on the first back, the crash on the second")]),
        UIKitRule(
            .ios7DoublePopCrash,
            "on iOS 7 a second animated pop while one animates crashes (SIGSEGV in _canBecomeFirstResponder)",
            profiles: [.ios7],
            evidence: .reported,
            sources: [.init(Address.seed001, "the crash log of two pops in a row; iOS 8 seems free of it")]),
        UIKitRule(
            .ios7PopDuringPushFreezes,
            "on iOS 7 a pop during a push leaves the appearance calls unbalanced and the UI stops responding, without a crash",
            profiles: [.ios7],
            evidence: .reported,
            sources: [
                .init(Address.seed001, "pop during push: no response to any tap or gesture, no crash; not on iOS 8"),
                .init("https://github.com/cobaltians/Cobalt/issues/18", "\"Unbalanced calls to begin/end appearance transitions\" with push and pop chained too fast (2014)"),
            ],
            caveat: "The unbalanced-appearance warning was also reported on iOS 8–13 for containers calling the appearance methods out of order (ChatSecure-iOS #597, LNPopupController #362); nothing ties it to a plain push during a push there, where UIKit defers the call, so the sandbox logs it only with iOS 7's freeze."),
        UIKitRule(
            .ios7SwipeDuringPushFreezes,
            "on iOS 7 an edge swipe during a push is a pop during a push: the UI freezes",
            profiles: [.ios7],
            evidence: .reported,
            sources: [.init(Address.seed001, "the swipe back is a pop, so the same as pop during push")]),

        // MARK: Lifecycle and the bar
        UIKitRule(
            .lifecycleOrder,
            "push and pop: old viewWillDisappear, new viewWillAppear, then at the end old viewDidDisappear, new viewDidAppear, then the delegate's didShow",
            evidence: .reported,
            sources: [.init(Address.wangling, "the order of the transition events, measured")]),
        UIKitRule(
            .cancelledPopLifecycle,
            "a cancelled interactive pop unwinds the appearance calls and never calls didShow",
            evidence: .reported,
            sources: [.init(Address.wangling, "the cancelled interactive pop's events")]),
        UIKitRule(
            .barAnimatesWithTransition,
            "the bar's items animate with the transition that pushes or pops them, for as long; the back button pops its item when tapped even when the pop it asks for waits; UINavigationControllerHideShowBarDuration is only for hiding and showing the bar",
            evidence: .reverseEngineered,
            sources: [
                .init(Address.navigationController83, "the bar's push runs inside the transition; setNavigationBarHidden:animated: uses the 0.2 s duration"),
                .init("https://developer.apple.com/documentation/uikit/uinavigationcontrollerhideshowbarduration", "Apple: the duration for hiding or showing the bar"),
            ]),
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
            .ignoringEventsDeprecated,
            "begin/endIgnoringInteractionEvents are deprecated since iOS 13: a compile-time warning; they still work",
            profiles: [.ios17, .ios26],
            evidence: .documented,
            sources: [
                .init(
                    "https://developer.apple.com/documentation/uikit/uiapplication/beginignoringinteractionevents()",
                    "Apple: deprecated in iOS 13; use isUserInteractionEnabled"),
            ]),
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
