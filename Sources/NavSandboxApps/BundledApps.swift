import NavSandboxCore

// Generated from docs/apps/demo.yaml — edit that file, then run
//   NAVSANDBOX_RECORD_APPS=1 swift test --filter BundledAppTests
// (BundledAppTests fails while the two differ).

/// The apps built into the binary, each the text of its file in docs/apps/,
/// read by the same loader as a user's file.
public enum BundledApps {
    /// docs/apps/demo.yaml.
    public static let demoSource = #"""
# The built-in demo app: a small mail client with a control for every race the
# sandbox shows. `navsandbox` runs it when no --app is given; it is read by the
# same loader as any other app file. The format: docs/apps.md.
#
# Frames are in phone cells: the phone is 24 wide; a screen's content area is
# 24 x 19 below the navigation bar, a card's is 24 x 18.
app: Mail
root: Inbox
# Badoo's UIKit article's screen-view tracker hears every screen's lifecycle: a double push
# shows up as a double-counted screen_view.
behaviours: [screen-view-tracker]

screens:
  Inbox:
    class: InboxViewController
    title: Inbox
    views:
      - class: UITableView
        frame: [0, 0, 24, 6]
        subviews:
          - class: UITableViewCell
            label: Message 1
            frame: [0, 0, 24, 2]
            action: openMessage
            argument: 1
            subviews:
              - class: UITableViewCellContentView
                frame: [0, 0, 24, 2]
                subviews:
                  - { class: UILabel, text: Message 1, frame: [4, 0, 14, 1] }
                  - { class: UILabel, text: "Lunch on Friday?", frame: [4, 1, 19, 1] }
          - class: UITableViewCell
            label: Message 2
            frame: [0, 2, 24, 2]
            action: openMessage
            argument: 2
            subviews:
              - class: UITableViewCellContentView
                frame: [0, 0, 24, 2]
                subviews:
                  - { class: UILabel, text: Message 2, frame: [4, 0, 14, 1] }
                  - { class: UILabel, text: Build is green, frame: [4, 1, 19, 1] }
          - class: UITableViewCell
            label: Message 3
            frame: [0, 4, 24, 2]
            action: openMessage
            argument: 3
            subviews:
              - class: UITableViewCellContentView
                frame: [0, 0, 24, 2]
                subviews:
                  - { class: UILabel, text: Message 3, frame: [4, 0, 14, 1] }
                  - { class: UILabel, text: Release notes, frame: [4, 1, 19, 1] }
      - { class: UIButton, label: Compose, frame: [1, 7, 22, 1], action: compose }
      - { class: UIButton, label: Open latest in 0.5s, frame: [1, 9, 22, 1], action: openLatestLater }
      - { class: UIButton, label: Reuse detail, frame: [1, 11, 22, 1], action: reuseDetail }
    actions:
      # The HUNavigationController article: a row loads its message before pushing, so two quick taps
      # start two loads and push twice.
      openMessage:
        - log: Inbox loads message {arg} (150 ms of simulated network)
        - load: 150ms
          spinner: true
          then:
            - log: message {arg} loaded
            - push: Message
              argument: "{arg}"
      compose:
        present: Compose
      # Like a push notification: must complete, whatever is running.
      openLatestLater:
        - log: Inbox will open the latest message in 0.5 s (must complete, like a push notification)
        - after: 0.5s
          then:
            - log: "0.5 s later: open the latest message (must complete)"
            - push: Message
              argument: 3
              via: shared
              mustComplete: true
      # Pushes one cached instance every time: twice in the stack crashes.
      reuseDetail:
        - log: Inbox loads the detail (150 ms)
        - load: 150ms
          then:
            push: Detail
            reuse: true

  Message:
    class: MessageViewController
    title: Message {n}
    model: "message:{n}"
    views:
      - { class: UILabel, text: "From: {n:Ada|Grace|Linus}", frame: [1, 0, 22, 1] }
      - { class: UIButton, label: Reply, frame: [1, 2, 22, 1], action: reply }
      - { class: UIButton, label: Next message, frame: [1, 4, 22, 1], action: nextMessage }
      - { class: UIButton, label: Back twice, frame: [1, 6, 22, 1], action: backTwice }
      - { class: UIButton, label: Pop to Inbox, frame: [1, 8, 22, 1], action: popToInbox }
      - { class: UIButton, label: "Reply, pop in 0.1s", frame: [1, 17, 22, 1], action: replyThenPop }
      # "Share" sits four views deep so that finding a presenter needs the
      # responder chain (Badoo's UIKit article) rather than an injected controller.
      - class: UIScrollView
        frame: [0, 10, 24, 6]
        subviews:
          - class: UIStackView
            label: Actions
            frame: [1, 0, 22, 4]
            subviews:
              - class: UIView
                label: Share row
                frame: [0, 1, 22, 1]
                subviews:
                  - { class: UIButton, label: Share, frame: [0, 0, 22, 1], action: share }
    actions:
      reply:
        push: Reply
        argument: "{n}"
      nextMessage:
        - log: Message {n} loads message {n+1} (150 ms)
        - load: 150ms
          then:
            push: Message
            argument: "{n+1}"
      # The push/pop-trap article: two pops in a row through the app's shared navigation
      # controller, so the caller being released does not matter.
      backTwice:
        - log: "Back twice: AppDelegate.shared.navigationController pops twice"
        - pop:
          via: shared
        - pop:
          via: shared
      popToInbox: popToRoot
      # The push/pop-trap article §3 by code: the app pops 100 ms into its own push.
      replyThenPop:
        - push: Reply
          argument: "{n}"
        - log: Message {n} will pop in 0.1 s, in the middle of that push
        - after: 100ms
          then:
            - log: "0.1 s later: AppDelegate.shared.navigationController pops"
            - pop:
              via: shared
      share:
        present: Share
        from: responder-chain

  Reply:
    class: ReplyViewController
    title: Reply
    views:
      - { class: UILabel, text: "Re: Message {n}", frame: [1, 0, 22, 1] }
      - { class: UITextView, label: Reply text, text: Type your reply…, frame: [1, 2, 22, 3] }
      - { class: UIButton, label: Send, frame: [1, 6, 22, 1], action: sendReply }
    actions:
      sendReply: pop

  Detail:
    class: DetailViewController
    title: Detail
    model: detail
    views:
      - { class: UILabel, text: "One cached instance,", frame: [1, 0, 22, 1] }
      - { class: UILabel, text: pushed every time., frame: [1, 1, 22, 1] }

  # Cards are presented as sheets; UIKit adds the grabber and the title.
  Compose:
    class: ComposeViewController
    title: Compose
    card: true
    views:
      - { class: UIButton, label: Send, frame: [1, 3, 22, 1], action: sendCompose }
      - { class: UIButton, label: Attach, frame: [1, 5, 22, 1], action: attach }
      - { class: UIButton, label: Minimize, frame: [1, 7, 22, 1], action: minimize }
    actions:
      sendCompose: dismiss
      # Asks Inbox, not the card, to present: the classic "already
      # presenting" mistake.
      attach:
        present: Attachments
        from: root
      minimize: minimize

  Share:
    class: ShareViewController
    title: Share
    card: true
    views:
      - { class: UIButton, label: Done, frame: [1, 3, 22, 1], action: done }
    actions:
      done: dismiss

  Attachments:
    class: AttachmentsViewController
    title: Attachments
    card: true
    views:
      - { class: UIButton, label: Done, frame: [1, 3, 22, 1], action: done }
    actions:
      done: dismiss

"""#

    public static let demoPath = "docs/apps/demo.yaml"

    /// The demo, built once from generated code (BundledDemo.swift) rather
    /// than parsed: parsing its YAML was most of the sandbox's startup. A
    /// test keeps the generated value equal to what the loader makes of
    /// `demoSource`, which another keeps equal to the file.
    public static let demo: AppDescription = makeDemo()
}

extension AppDescription {
    /// The built-in demo app (docs/apps/demo.yaml).
    public static var demo: AppDescription { BundledApps.demo }
}
