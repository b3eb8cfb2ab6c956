/// UIAlertController: presented like any controller (over a dimming view, in
/// UIKit's full-screen container), drawn as a box in the middle of the phone
/// with its actions as buttons. A button dismisses the alert; its handler
/// runs once the dismissal completes (rule alert-action-dismisses-alert).
extension World {
    /// The selector an alert button sends to its alert.
    static let alertActionSelector = "_dismissAnimated:triggeringAction:"

    /// `let alert = UIAlertController(…)`, its actions added, then
    /// `present(alert, animated: true)` from the handling controller.
    mutating func presentAlert(_ spec: AlertSpec, _ context: ActionContext) {
        let title = spec.title.render(context.values)
        let alert = makeController(ScreenKind(screen: nil, className: "UIAlertController"), title: title)
        controllers[alert.raw].alert = AlertInstance(spec: spec, context: context, chosen: nil)
        present(alert, from: context.handler, animated: true, origin: context.origin, touch: context.touch)
    }

    /// Whether the presentation shows an alert (its transition is one that
    /// conflicts with navigation transitions).
    public func presentsAlert(_ presentation: PresentationState) -> Bool {
        controllers[presentation.presented.raw].alert != nil
    }

    /// The alert's frame in the presentation container: centred, as tall as
    /// its title, message and buttons need.
    func alertFrame(_ alert: AlertInstance) -> Rect {
        let rows = 1 + (alert.spec.message == nil ? 0 : 1) + 1 + alert.spec.buttons.count + 1
        let height = rows + 1
        return Rect(x: 2, y: (Phone.height - height) / 2, width: Phone.width - 4, height: height)
    }

    /// loadView for an alert: the box, its title, message and one button per
    /// action, each sending the alert its index.
    mutating func buildAlertView(for id: ControllerID, _ alert: AlertInstance) -> ViewID {
        let frame = alertFrame(alert)
        let width = frame.width - 2
        let root = makeView(.view, role: .controllerRoot, frame: frame) {
            $0.owner = id
            $0.clipsToBounds = true
        }
        let values = alert.context.values
        var row = 1
        makeView(
            .label, role: .navigationTitle, text: alert.spec.title.render(values),
            frame: Rect(x: 1, y: row, width: width, height: 1), in: root)
        row += 1
        if let message = alert.spec.message {
            makeView(.label, text: message.render(values), frame: Rect(x: 1, y: row, width: width, height: 1), in: root)
            row += 1
        }
        row += 1
        for (index, button) in alert.spec.buttons.enumerated() {
            let title = button.title.render(values)
            makeView(.button, label: title, text: title, frame: Rect(x: 1, y: row, width: width, height: 1), in: root) {
                $0.action = ControlAction(selector: Self.alertActionSelector, target: id, argument: index)
            }
            row += 1
        }
        return root
    }

    /// A tap on one of the alert's buttons: UIKit dismisses the alert,
    /// animated, and keeps the action for when the dismissal completes.
    mutating func alertButtonTapped(_ alert: ControllerID, index: Int?, touch: TouchID?) {
        guard let index, controllers[alert.raw].alert != nil else { return }
        controllers[alert.raw].alert?.chosen = index
        // The handler runs for the tap that chose it, as a tap.
        controllers[alert.raw].alert?.context.touch = touch
        controllers[alert.raw].alert?.context.origin = .tap
        dismiss(alert, animated: true, origin: .tap, touch: touch)
    }

    /// The dismissed alert's chosen action runs, as the presenting
    /// controller's code, for the touch that chose it.
    mutating func runAlertHandler(of alert: ControllerID) {
        guard let instance = controllers[alert.raw].alert, let chosen = instance.chosen else { return }
        controllers[alert.raw].alert?.chosen = nil
        guard let then = instance.spec.buttons[chosen].then else { return }
        run(then, instance.context)
    }
}
