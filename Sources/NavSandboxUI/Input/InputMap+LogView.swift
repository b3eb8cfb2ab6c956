import NavSandboxCore

extension InputMap {
    /// The wheel scrolls the view wherever the pointer is; clicks and drags
    /// still reach the phone, which stays in sight (nil: not the view's).
    static func logViewIntents(for mouse: MouseEvent, model: AppModel) -> [Intent]? {
        switch mouse.kind {
        case .wheelUp: [.logView(.scroll(-3))]
        case .wheelDown: [.logView(.scroll(3))]
        case .press, .drag, .release: nil
        }
    }
}
