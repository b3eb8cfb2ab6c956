extension World {
    /// Every flag, universal ones first, then the active strategy's by their
    /// original names: one uniform list for the status pane and the JSON.
    public var flags: [Flag] {
        universalFlags + guardStack.flags(in: self)
    }

    public var universalFlags: [Flag] {
        var transitionText = ""
        // A crashed app runs nothing: the transition it died in is not shown as running.
        if crash == nil, let transition = navigation.transition {
            let title = controllers[transition.to.raw].title
            if let interactive = transition.interactive {
                transitionText = "interactive pop to \(title) \(transition.permille(at: now) / 10)% (\(interactive.phase.rawValue))"
            } else {
                let elapsed = min(now - transition.start, transition.duration)
                transitionText = "\(transition.kind.rawValue) \(title) \(elapsed)/\(transition.duration) ms"
            }
        }
        let gesture: String
        if let forced = configuration.toggles.popGesture {
            gesture = forced ? "forced on, \(navigation.popGestureState)" : "forced off"
        } else {
            gesture = isPopGestureEnabled ? "enabled, \(navigation.popGestureState)" : "disabled by \(strategyID.rawValue)"
        }
        let uikitBlocks: String
        if crash != nil {
            uikitBlocks = ""
        } else if let until = mainThread.busyUntil {
            // Nothing reads a touch while the main thread works: they wait.
            let waiting = mainThread.waiting.count
            uikitBlocks =
                "all touches: main thread busy \(until - now) ms more (\(mainThread.busyBy))"
                + (waiting > 0 ? ", \(waiting) touch\(waiting == 1 ? "" : "es") waiting" : "")
        } else if let presentation, presentation.phase != .shown {
            uikitBlocks = "all touches"
        } else if navigation.transition != nil && !configuration.toggles.allowInteractionDuringTransition {
            uikitBlocks = profile.capabilities.incomingScreenInteractive ? "outgoing screen" : "transition screens"
        } else {
            uikitBlocks = ""
        }
        let presented = presentation.map { "\(controllers[$0.presented.raw].title) (\($0.phase.rawValue))" } ?? "none"
        return [
            Flag("ignoreCount", .count(ignoreCount), owner: .universal, note: "UIApplication begin/endIgnoringInteractionEvents nesting"),
            Flag("transition", .text(transitionText), owner: .universal, note: "the navigation transition in flight"),
            Flag("uikitBlocks", .text(uikitBlocks), owner: .universal, note: "what keeps touches from the app now (UIKit's own defences: a presentation, all of them; a push or pop, its screens; a busy main thread, all of them until it returns)"),
            Flag("window.isAnimated", .bool(windowIsAnimated), owner: .universal, note: "the window lock (UISkipControl)"),
            Flag("popGesture", .text(gesture), owner: .universal, note: "interactivePopGestureRecognizer: the edge swipe (iOS 26's content swipe is its own toggle, content-pop-gesture)"),
            Flag("presentedViewController", .text(presented), owner: .universal, note: "the modal card"),
            // A system sheet shows here as `sheet <detent>` (· moving, · dragged down).
            Flag("card", .text(presentation?.sheet == nil ? cardStateName : "sheet \(sheetStateName)"), owner: .universal, note: "the card's state"),
            Flag("deferred", .list(navigation.deferred.map(\.summary)), owner: .universal, note: "calls UIKit holds until the transition ends"),
        ]
        // iOS 26's content recognizer has no flag of its own: at 80×24 the
        // pane has no line for it under a guard with many flags. LOCKS shows
        // its toggle (`G`) when forced, and the log names it.
    }

    /// The flags every world publishes whatever guards it runs, by name;
    /// a guard's own are its file's (the vocabulary adds them).
    public static var universalFlagNames: [String] {
        World(configuration: Configuration(app: .empty)).universalFlags.map(\.name)
    }

    /// The flag an `expect flag` line names: `strategy/flag` picks that
    /// member's; a bare name must be published once (or by one strategy).
    public func flag(named name: String) -> Result<Flag, FlagLookupProblem> {
        let all = flags
        if let slash = name.firstIndex(of: "/") {
            let owner = String(name[..<slash])
            let bare = String(name[name.index(after: slash)...])
            if let flag = all.first(where: { $0.name == bare && $0.owner == .strategy(owner) }) { return .success(flag) }
            return .failure(.notPublished)
        }
        let matching = all.filter { $0.name == name }
        guard let first = matching.first else { return .failure(.notPublished) }
        let owners = matching.compactMap { flag -> String? in
            if case .strategy(let owner) = flag.owner { owner } else { nil }
        }
        if Set(owners).count > 1 { return .failure(.ambiguous(owners: owners)) }
        return .success(first)
    }
}

/// Why `World.flag(named:)` found none.
public enum FlagLookupProblem: Error, Hashable, Sendable {
    case notPublished
    /// Several members of a stack publish the name.
    case ambiguous(owners: [String])
}
