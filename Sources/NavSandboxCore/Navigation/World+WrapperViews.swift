/// UIKit puts each stack controller's root view in a
/// UIViewControllerWrapperView inside the UINavigationTransitionView (iOS 7
/// and later, rule view-hierarchy): the hit-test walk and the responder chain
/// pass through it, and the transition moves wrappers in and out.
extension World {
    /// The controller's wrapper, made on first use with the root view inside.
    mutating func wrapperView(for controller: ControllerID) -> ViewID {
        let root = loadViewIfNeeded(controller)
        if let wrapper = controllers[controller.raw].wrapperView {
            if views[root.raw].superview != wrapper { addSubview(root, to: wrapper) }
            return wrapper
        }
        let wrapper = makeView(.viewControllerWrapperView, role: .controllerWrapper, frame: Phone.screenRootFrame)
        addSubview(root, to: wrapper)
        controllers[controller.raw].wrapperView = wrapper
        return wrapper
    }

    /// What the transition view holds for a controller: its wrapper, or the
    /// root view for a controller never shown in the stack.
    func screenContainer(of controller: ControllerID) -> ViewID? {
        controllers[controller.raw].wrapperView ?? controllers[controller.raw].view
    }

    /// Takes a controller's screen out of the transition view; the wrapper
    /// lets go of the root view (UIViewControllerWrapperView's -unwrapView in
    /// the class dumps), so a popped screen's chain ends at its controller.
    mutating func removeScreen(of controller: ControllerID) {
        guard let container = screenContainer(of: controller) else { return }
        removeFromSuperview(container)
        if let root = controllers[controller.raw].view, container != root { removeFromSuperview(root) }
    }
}
