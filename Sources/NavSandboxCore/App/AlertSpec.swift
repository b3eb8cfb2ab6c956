/// A `UIAlertController` (style `.alert`) an action presents: its title, an
/// optional message, and its actions, which UIKit shows as buttons (rule
/// alert-action-dismisses-alert).
public struct AlertSpec: Hashable, Sendable {
    public var title: TextTemplate
    public var message: TextTemplate?
    public var buttons: [AlertButton]

    public init(title: TextTemplate, message: TextTemplate? = nil, buttons: [AlertButton]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// One `UIAlertAction`: the button's title and what its handler does once
/// the alert is gone (nil: a plain Cancel or OK).
public struct AlertButton: Hashable, Sendable {
    public var title: TextTemplate
    public var then: AppAction?

    public init(title: TextTemplate, then: AppAction? = nil) {
        self.title = title
        self.then = then
    }
}

/// A presented alert at run time: what it says, who presented it (its
/// handlers run as that controller's code), and the button tapped, whose
/// handler runs when the dismissal completes.
public struct AlertInstance: Hashable, Sendable {
    public var spec: AlertSpec
    public var context: ActionContext
    public var chosen: Int?
}
