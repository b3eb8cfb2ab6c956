// Generated from docs/apps/demo.yaml by BundledDemoValueTests — do not
// edit; change the YAML, then run
//   NAVSANDBOX_RECORD_APPS=1 swift test --filter BundledApp
// Built with code so launching does not parse YAML (most of startup).
import NavSandboxCore

extension BundledApps {
    /// docs/apps/demo.yaml, as the loader makes it.
    static func makeDemo() -> AppDescription {
        var screens: [ScreenSpec] = []
        do {
            var screen = ScreenSpec(name: "Inbox", className: "InboxViewController", title: TextTemplate(parts: [.literal("Inbox")]), model: nil, isCard: false, loadCost: 0, behaviours: [.screenViewTracker])
            var view0 = ViewSpec(.tableView, label: nil, text: nil, frame: Rect(x: 0, y: 0, width: 24, height: 6))
            var view1 = ViewSpec(.tableViewCell, label: TextTemplate(parts: [.literal("Message 1")]), text: nil, frame: Rect(x: 0, y: 0, width: 24, height: 2))
            view1.selector = "openMessage:"
            view1.argument = .literal(1)
            var view2 = ViewSpec(.tableViewCellContentView, label: nil, text: nil, frame: Rect(x: 0, y: 0, width: 24, height: 2))
            let view3 = ViewSpec(.label, label: nil, text: TextTemplate(parts: [.literal("Message 1")]), frame: Rect(x: 4, y: 0, width: 14, height: 1))
            view2.subviews.append(view3)
            let view4 = ViewSpec(.label, label: nil, text: TextTemplate(parts: [.literal("Lunch on Friday?")]), frame: Rect(x: 4, y: 1, width: 19, height: 1))
            view2.subviews.append(view4)
            view1.subviews.append(view2)
            view0.subviews.append(view1)
            var view5 = ViewSpec(.tableViewCell, label: TextTemplate(parts: [.literal("Message 2")]), text: nil, frame: Rect(x: 0, y: 2, width: 24, height: 2))
            view5.selector = "openMessage:"
            view5.argument = .literal(2)
            var view6 = ViewSpec(.tableViewCellContentView, label: nil, text: nil, frame: Rect(x: 0, y: 0, width: 24, height: 2))
            let view7 = ViewSpec(.label, label: nil, text: TextTemplate(parts: [.literal("Message 2")]), frame: Rect(x: 4, y: 0, width: 14, height: 1))
            view6.subviews.append(view7)
            let view8 = ViewSpec(.label, label: nil, text: TextTemplate(parts: [.literal("Build is green")]), frame: Rect(x: 4, y: 1, width: 19, height: 1))
            view6.subviews.append(view8)
            view5.subviews.append(view6)
            view0.subviews.append(view5)
            var view9 = ViewSpec(.tableViewCell, label: TextTemplate(parts: [.literal("Message 3")]), text: nil, frame: Rect(x: 0, y: 4, width: 24, height: 2))
            view9.selector = "openMessage:"
            view9.argument = .literal(3)
            var view10 = ViewSpec(.tableViewCellContentView, label: nil, text: nil, frame: Rect(x: 0, y: 0, width: 24, height: 2))
            let view11 = ViewSpec(.label, label: nil, text: TextTemplate(parts: [.literal("Message 3")]), frame: Rect(x: 4, y: 0, width: 14, height: 1))
            view10.subviews.append(view11)
            let view12 = ViewSpec(.label, label: nil, text: TextTemplate(parts: [.literal("Release notes")]), frame: Rect(x: 4, y: 1, width: 19, height: 1))
            view10.subviews.append(view12)
            view9.subviews.append(view10)
            view0.subviews.append(view9)
            screen.views.append(view0)
            var view13 = ViewSpec(.button, label: TextTemplate(parts: [.literal("Compose")]), text: TextTemplate(parts: [.literal("Compose")]), frame: Rect(x: 1, y: 7, width: 22, height: 1))
            view13.selector = "compose:"
            screen.views.append(view13)
            var view14 = ViewSpec(.button, label: TextTemplate(parts: [.literal("Open latest in 0.5s")]), text: TextTemplate(parts: [.literal("Open latest in 0.5s")]), frame: Rect(x: 1, y: 9, width: 22, height: 1))
            view14.selector = "openLatestLater:"
            screen.views.append(view14)
            var view15 = ViewSpec(.button, label: TextTemplate(parts: [.literal("Reuse detail")]), text: TextTemplate(parts: [.literal("Reuse detail")]), frame: Rect(x: 1, y: 11, width: 22, height: 1))
            view15.selector = "reuseDetail:"
            screen.views.append(view15)
            screen.actions.append(SelectorAction(selector: "openMessage:", action: .sequence([.log(TextTemplate(parts: [.literal("Inbox loads message "), .number(.variable(.arg, offset: 0)), .literal(" (150 ms of simulated network)")])), .load(milliseconds: 150, showsSpinner: true, .sequence([.log(TextTemplate(parts: [.literal("message "), .number(.variable(.arg, offset: 0)), .literal(" loaded")])), .push(ScreenReference(screen: 1, argument: .variable(.arg, offset: 0)), animated: true, reuse: false, via: .`self`, mustComplete: false)]))])))
            screen.actions.append(SelectorAction(selector: "compose:", action: .present(ScreenReference(screen: 4, argument: nil), from: .`self`, animated: true, mustComplete: false)))
            screen.actions.append(SelectorAction(selector: "openLatestLater:", action: .sequence([.log(TextTemplate(parts: [.literal("Inbox will open the latest message in 0.5 s (must complete, like a push notification)")])), .after(milliseconds: 500, .sequence([.log(TextTemplate(parts: [.literal("0.5 s later: open the latest message (must complete)")])), .push(ScreenReference(screen: 1, argument: .literal(3)), animated: true, reuse: false, via: .shared, mustComplete: true)]))])))
            screen.actions.append(SelectorAction(selector: "reuseDetail:", action: .sequence([.log(TextTemplate(parts: [.literal("Inbox loads the detail (150 ms)")])), .load(milliseconds: 150, showsSpinner: false, .push(ScreenReference(screen: 3, argument: nil), animated: true, reuse: true, via: .`self`, mustComplete: false))])))
            screens.append(screen)
        }
        do {
            var screen = ScreenSpec(name: "Message", className: "MessageViewController", title: TextTemplate(parts: [.literal("Message "), .number(.variable(.n, offset: 0))]), model: TextTemplate(parts: [.literal("message:"), .number(.variable(.n, offset: 0))]), isCard: false, loadCost: 0, behaviours: [.screenViewTracker])
            let view0 = ViewSpec(.label, label: nil, text: TextTemplate(parts: [.literal("From: "), .choice(.n, ["Ada", "Grace", "Linus"])]), frame: Rect(x: 1, y: 0, width: 22, height: 1))
            screen.views.append(view0)
            var view1 = ViewSpec(.button, label: TextTemplate(parts: [.literal("Reply")]), text: TextTemplate(parts: [.literal("Reply")]), frame: Rect(x: 1, y: 2, width: 22, height: 1))
            view1.selector = "reply:"
            screen.views.append(view1)
            var view2 = ViewSpec(.button, label: TextTemplate(parts: [.literal("Next message")]), text: TextTemplate(parts: [.literal("Next message")]), frame: Rect(x: 1, y: 4, width: 22, height: 1))
            view2.selector = "nextMessage:"
            screen.views.append(view2)
            var view3 = ViewSpec(.button, label: TextTemplate(parts: [.literal("Back twice")]), text: TextTemplate(parts: [.literal("Back twice")]), frame: Rect(x: 1, y: 6, width: 22, height: 1))
            view3.selector = "backTwice:"
            screen.views.append(view3)
            var view4 = ViewSpec(.button, label: TextTemplate(parts: [.literal("Pop to Inbox")]), text: TextTemplate(parts: [.literal("Pop to Inbox")]), frame: Rect(x: 1, y: 8, width: 22, height: 1))
            view4.selector = "popToInbox:"
            screen.views.append(view4)
            var view5 = ViewSpec(.button, label: TextTemplate(parts: [.literal("Reply, pop in 0.1s")]), text: TextTemplate(parts: [.literal("Reply, pop in 0.1s")]), frame: Rect(x: 1, y: 17, width: 22, height: 1))
            view5.selector = "replyThenPop:"
            screen.views.append(view5)
            var view6 = ViewSpec(.scrollView, label: nil, text: nil, frame: Rect(x: 0, y: 10, width: 24, height: 6))
            var view7 = ViewSpec(.stackView, label: TextTemplate(parts: [.literal("Actions")]), text: nil, frame: Rect(x: 1, y: 0, width: 22, height: 4))
            var view8 = ViewSpec(.view, label: TextTemplate(parts: [.literal("Share row")]), text: nil, frame: Rect(x: 0, y: 1, width: 22, height: 1))
            var view9 = ViewSpec(.button, label: TextTemplate(parts: [.literal("Share")]), text: TextTemplate(parts: [.literal("Share")]), frame: Rect(x: 0, y: 0, width: 22, height: 1))
            view9.selector = "share:"
            view8.subviews.append(view9)
            view7.subviews.append(view8)
            view6.subviews.append(view7)
            screen.views.append(view6)
            screen.actions.append(SelectorAction(selector: "reply:", action: .push(ScreenReference(screen: 2, argument: .variable(.n, offset: 0)), animated: true, reuse: false, via: .`self`, mustComplete: false)))
            screen.actions.append(SelectorAction(selector: "nextMessage:", action: .sequence([.log(TextTemplate(parts: [.literal("Message "), .number(.variable(.n, offset: 0)), .literal(" loads message "), .number(.variable(.n, offset: 1)), .literal(" (150 ms)")])), .load(milliseconds: 150, showsSpinner: false, .push(ScreenReference(screen: 1, argument: .variable(.n, offset: 1)), animated: true, reuse: false, via: .`self`, mustComplete: false))])))
            screen.actions.append(SelectorAction(selector: "backTwice:", action: .sequence([.log(TextTemplate(parts: [.literal("Back twice: AppDelegate.shared.navigationController pops twice")])), .pop(animated: true, via: .shared), .pop(animated: true, via: .shared)])))
            screen.actions.append(SelectorAction(selector: "popToInbox:", action: .popToRoot(animated: true, via: .`self`)))
            screen.actions.append(SelectorAction(selector: "replyThenPop:", action: .sequence([.push(ScreenReference(screen: 2, argument: .variable(.n, offset: 0)), animated: true, reuse: false, via: .`self`, mustComplete: false), .log(TextTemplate(parts: [.literal("Message "), .number(.variable(.n, offset: 0)), .literal(" will pop in 0.1 s, in the middle of that push")])), .after(milliseconds: 100, .sequence([.log(TextTemplate(parts: [.literal("0.1 s later: AppDelegate.shared.navigationController pops")])), .pop(animated: true, via: .shared)]))])))
            screen.actions.append(SelectorAction(selector: "share:", action: .present(ScreenReference(screen: 5, argument: nil), from: .responderChain, animated: true, mustComplete: false)))
            screens.append(screen)
        }
        do {
            var screen = ScreenSpec(name: "Reply", className: "ReplyViewController", title: TextTemplate(parts: [.literal("Reply")]), model: nil, isCard: false, loadCost: 0, behaviours: [.screenViewTracker])
            let view0 = ViewSpec(.label, label: nil, text: TextTemplate(parts: [.literal("Re: Message "), .number(.variable(.n, offset: 0))]), frame: Rect(x: 1, y: 0, width: 22, height: 1))
            screen.views.append(view0)
            let view1 = ViewSpec(.textView, label: TextTemplate(parts: [.literal("Reply text")]), text: TextTemplate(parts: [.literal("Type your reply…")]), frame: Rect(x: 1, y: 2, width: 22, height: 3))
            screen.views.append(view1)
            var view2 = ViewSpec(.button, label: TextTemplate(parts: [.literal("Send")]), text: TextTemplate(parts: [.literal("Send")]), frame: Rect(x: 1, y: 6, width: 22, height: 1))
            view2.selector = "sendReply:"
            screen.views.append(view2)
            screen.actions.append(SelectorAction(selector: "sendReply:", action: .pop(animated: true, via: .`self`)))
            screens.append(screen)
        }
        do {
            var screen = ScreenSpec(name: "Detail", className: "DetailViewController", title: TextTemplate(parts: [.literal("Detail")]), model: TextTemplate(parts: [.literal("detail")]), isCard: false, loadCost: 0, behaviours: [.screenViewTracker])
            let view0 = ViewSpec(.label, label: nil, text: TextTemplate(parts: [.literal("One cached instance,")]), frame: Rect(x: 1, y: 0, width: 22, height: 1))
            screen.views.append(view0)
            let view1 = ViewSpec(.label, label: nil, text: TextTemplate(parts: [.literal("pushed every time.")]), frame: Rect(x: 1, y: 1, width: 22, height: 1))
            screen.views.append(view1)
            screens.append(screen)
        }
        do {
            var screen = ScreenSpec(name: "Compose", className: "ComposeViewController", title: TextTemplate(parts: [.literal("Compose")]), model: nil, isCard: true, loadCost: 0, behaviours: [.screenViewTracker])
            var view0 = ViewSpec(.button, label: TextTemplate(parts: [.literal("Send")]), text: TextTemplate(parts: [.literal("Send")]), frame: Rect(x: 1, y: 3, width: 22, height: 1))
            view0.selector = "sendCompose:"
            screen.views.append(view0)
            var view1 = ViewSpec(.button, label: TextTemplate(parts: [.literal("Attach")]), text: TextTemplate(parts: [.literal("Attach")]), frame: Rect(x: 1, y: 5, width: 22, height: 1))
            view1.selector = "attach:"
            screen.views.append(view1)
            var view2 = ViewSpec(.button, label: TextTemplate(parts: [.literal("Minimize")]), text: TextTemplate(parts: [.literal("Minimize")]), frame: Rect(x: 1, y: 7, width: 22, height: 1))
            view2.selector = "minimize:"
            screen.views.append(view2)
            screen.actions.append(SelectorAction(selector: "sendCompose:", action: .dismiss(animated: true)))
            screen.actions.append(SelectorAction(selector: "attach:", action: .present(ScreenReference(screen: 6, argument: nil), from: .root, animated: true, mustComplete: false)))
            screen.actions.append(SelectorAction(selector: "minimize:", action: .minimizeCard))
            screens.append(screen)
        }
        do {
            var screen = ScreenSpec(name: "Share", className: "ShareViewController", title: TextTemplate(parts: [.literal("Share")]), model: nil, isCard: true, loadCost: 0, behaviours: [.screenViewTracker])
            var view0 = ViewSpec(.button, label: TextTemplate(parts: [.literal("Done")]), text: TextTemplate(parts: [.literal("Done")]), frame: Rect(x: 1, y: 3, width: 22, height: 1))
            view0.selector = "done:"
            screen.views.append(view0)
            screen.actions.append(SelectorAction(selector: "done:", action: .dismiss(animated: true)))
            screens.append(screen)
        }
        do {
            var screen = ScreenSpec(name: "Attachments", className: "AttachmentsViewController", title: TextTemplate(parts: [.literal("Attachments")]), model: nil, isCard: true, loadCost: 0, behaviours: [.screenViewTracker])
            var view0 = ViewSpec(.button, label: TextTemplate(parts: [.literal("Done")]), text: TextTemplate(parts: [.literal("Done")]), frame: Rect(x: 1, y: 3, width: 22, height: 1))
            view0.selector = "done:"
            screen.views.append(view0)
            screen.actions.append(SelectorAction(selector: "done:", action: .dismiss(animated: true)))
            screens.append(screen)
        }
        return AppDescription(name: "Mail", screens: screens, root: 0, rootArgument: nil)
    }
}
