/// A UIResponder: a view, a view controller, the application, or the app
/// delegate (a UIResponder subclass, as Xcode's templates make it).
public enum Responder: Hashable, Sendable {
    case view(ViewID)
    case controller(ControllerID)
    case application
    case appDelegate
}

extension World {
    /// UIKit's `next` (rule responder-chain): a view's next is its view
    /// controller when it is that controller's root view, else its superview
    /// (the window's next is the application); a controller's next is the
    /// presenting controller for a presented root, else its view's superview;
    /// the application's next is the app delegate.
    public func nextResponder(of responder: Responder) -> Responder? {
        switch responder {
        case .view(let id):
            let view = views[id.raw]
            if let owner = view.owner { return .controller(owner) }
            if let superview = view.superview { return .view(superview) }
            return id == window ? .application : nil
        case .controller(let id):
            let controller = controllers[id.raw]
            if let presenting = controller.presentingViewController { return .controller(presenting) }
            if let root = controller.view, let superview = views[root.raw].superview { return .view(superview) }
            return nil
        case .application:
            return .appDelegate
        case .appDelegate:
            return nil
        }
    }

    /// The chain from a responder up to UIApplication.
    public func responderChain(from start: Responder) -> [Responder] {
        var chain: [Responder] = [start]
        var current = start
        while let next = nextResponder(of: current), chain.count < 256 {
            chain.append(next)
            current = next
        }
        return chain
    }

    public func responderChain(from view: ViewID) -> [Responder] { responderChain(from: .view(view)) }

    public func describe(_ responder: Responder) -> String {
        switch responder {
        case .view(let id): views[id.raw].debugName
        case .controller(let id): controllers[id.raw].debugName
        case .application: "UIApplication"
        case .appDelegate: "AppDelegate"
        }
    }

    /// Seed 002's `isDetached`: not the window's root, with no parent and no
    /// presenting controller.
    public func isDetached(_ id: ControllerID) -> Bool {
        if id == navigation.controller { return false }
        let controller = controllers[id.raw]
        return controller.parent == nil && controller.presentingViewController == nil
    }

    /// Seed 002's `viewControllerForPresentation`: the first controller up the
    /// chain from `view` that is presenting nothing and is not detached.
    public func viewControllerForPresentation(from view: ViewID) -> ControllerID? {
        for responder in responderChain(from: view).dropFirst() {
            if case .controller(let id) = responder,
                controllers[id.raw].presentedViewController == nil,
                !isDetached(id)
            {
                return id
            }
        }
        return nil
    }

    /// Sends a nil-targeted action up the chain: the first responder that
    /// implements the selector handles it. Returns who did, and the path.
    func firstResponder(
        implementing selector: String, from view: ViewID
    ) -> (handler: ControllerID?, path: [Responder]) {
        var path: [Responder] = []
        for responder in responderChain(from: view) {
            path.append(responder)
            if case .controller(let id) = responder, implements(selector, controller: id) {
                return (id, path)
            }
        }
        return (nil, path)
    }
}
