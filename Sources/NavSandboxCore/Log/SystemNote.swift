/// What the sandbox itself reports: a launch, a setting changed by hand.
public enum SystemNote: Hashable, Sendable {
    /// `tabs` are the tab bar's titles, none for one navigation controller.
    case launch(root: ScreenRef, profile: Profile, strategy: String, tabs: [String] = [])
    case relaunch
    /// The strategy changed; what the old one held was let go: the ignore
    /// count it had begun (shown when it changed) and the calls in its queue.
    case strategyChanged(from: String, to: String, ignoreCountBefore: Int, ignoreCountAfter: Int, droppedQueue: [NavigationCall])
    case profileChanged(from: Profile, to: Profile)
    case toggleChanged(id: ToggleID, value: String)
    case loadCostChanged(screen: String, milliseconds: Int)
    /// A watched guard file was saved but does not load: its first problem
    /// (`file:line:col: error: …`), made visible; the guard in force stays.
    case guardNotReloaded(problem: String)

    /// The `cause` a script's `expect event system cause = …` names.
    public var name: String {
        switch self {
        case .launch: "launch"
        case .relaunch: "relaunch"
        case .strategyChanged: "strategy-changed"
        case .profileChanged: "profile-changed"
        case .toggleChanged: "toggle-changed"
        case .loadCostChanged: "load-cost-changed"
        case .guardNotReloaded: "guard-not-reloaded"
        }
    }

    var text: String {
        switch self {
        case .launch(let root, let profile, let strategy, let tabs) where !tabs.isEmpty:
            return "launch: UIWindow with UITabBarController, tabs \(tabs.joined(separator: " | ")), each a UINavigationController; \(tabs[0]) shows root \(root.title) (\(profile.displayName), strategy \(strategy))"
        case .launch(let root, let profile, let strategy, _):
            return "launch: UIWindow with UINavigationController, root \(root.title) (\(profile.displayName), strategy \(strategy))"
        case .relaunch:
            return "relaunch: the app starts again"
        case .strategyChanged(let from, let to, let before, let after, let droppedQueue):
            var released: [String] = []
            if before != after { released.append("ignore count \(before) → \(after)") }
            if !droppedQueue.isEmpty { released.append("dropped its queue (\(droppedQueue.map(\.text).joined(separator: ", ")))") }
            return "strategy \(from) → \(to)" + (released.isEmpty ? ": nothing to release" : ": " + released.joined(separator: "; "))
        case .profileChanged(let from, let to):
            return "profile \(from.rawValue) → \(to.rawValue)"
        case .toggleChanged(let id, let value):
            return "toggle \(id.rawValue) = \(value)"
        case .loadCostChanged(let screen, let milliseconds):
            return "load cost of \(screen) screens = \(milliseconds) ms"
        case .guardNotReloaded(let problem):
            return "guard not reloaded: \(problem)"
        }
    }
}
