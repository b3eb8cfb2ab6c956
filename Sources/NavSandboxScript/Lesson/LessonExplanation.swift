import NavSandboxCore

/// Questions and explanations made from the world itself: a prediction's
/// choices are the views the walk visits or the responders of the chain,
/// and why an answer is right is the walk's reasons, the chain and the rule
/// that decided — the same words LAST TAP uses.
enum LessonExplanation {
    /// The most choices a learner picks from (keys 1-9).
    static let maximumChoices = 9
    static let nothing = "no view: the tap reaches nothing"
    static let nobody = "nobody: the touch is dropped"

    /// `predict hit at X`: which view hitTest returns there, among the views
    /// its walk visits (nearest the hit first kept when there are many).
    static func hitPrediction(at point: Point, in world: World)
        -> (question: String, choices: [String], answer: Int, why: [String])
    {
        let result = world.hitTest(point)
        // The choices a learner could mean: every view whose frame takes in
        // the point (hidden, transparent or sticking out of its superview
        // included — those are the lessons), frontmost first; UIKit's own
        // containers left out.
        let containers: Set<ViewClass> = [.window, .layoutContainerView, .navigationTransitionView, .viewControllerWrapperView]
        let under = viewsContaining(point, in: world)
        var names: [String] = []
        for id in under.reversed() where !containers.contains(world.view(id).viewClass) {
            let name = stepName(id, in: world)
            if !names.contains(name) { names.append(name) }
        }
        let answerName = result.view.map { stepName($0, in: world) } ?? nothing
        var choices = Array(names.prefix(maximumChoices - 1))
        if !choices.contains(answerName) { choices.append(answerName) }
        if !choices.contains(nothing) { choices.append(nothing) }
        choices = Array(choices.prefix(maximumChoices))
        let answer = choices.firstIndex(of: answerName) ?? 0
        // The walk, with the views that matter here: those at the point and
        // their superviews (a superview whose point(inside:) fails is why a
        // subview sticking out is never asked); other misses are counted.
        var relevant = Set(under)
        for id in under { relevant.formUnion(world.superviews(of: id)) }
        var why = ["hitTest at \(point) asks UIWindow, then each subview front to back:"]
        var outside = 0
        for step in result.walk {
            let mark: String
            switch step.verdict {
            case .hit: mark = "●"
            case .entered: mark = "›"
            case .skippedOutside where !relevant.contains(step.view):
                outside += 1
                continue
            default: mark = "✗"
            }
            why.append("\(String(repeating: " ", count: min(step.depth, 8)))\(mark) \(step.name) — \(step.reason)")
        }
        if outside > 0 {
            let them = outside == 1 ? "it" : "them"
            why.append("(\(Plural.count(outside, "more view")) skipped: point(inside:) = NO, the point is outside \(them))")
        }
        why.append(result.view == nil ? "so the tap reaches nothing" : "so \(answerName) is the hit view")
        return ("Which view does a tap at \(point) hit? (the crosshair marks the point)", choices, answer, why)
    }

    /// `predict chain at X`: which responder handles a tap there, among the
    /// hit view's responder chain — found by tapping a copy of the world.
    static func chainPrediction(at point: Point, in world: World)
        -> (question: String, choices: [String], answer: Int, why: [String])
    {
        var copy = world
        copy.step(.tap(.point(point)))
        copy.step(.wait(copy.configuration.tapDuration + 1))
        guard let record = copy.touches.history.last else {
            return ("Who handles a tap at \(point)? (the crosshair marks the point)", [nobody, "UIApplication"], 0, ["no touch was made"])
        }
        // The chain's first responders (the rest, up to the app delegate,
        // only lengthen the list past what a short pane shows).
        var choices = Array(record.chainNames.prefix(5))
        let answerName = record.handler.map { copy.describe(.view($0)) } ?? nobody
        if !choices.contains(answerName) { choices.append(answerName) }
        if !choices.contains(nobody), choices.count < maximumChoices { choices.append(nobody) }
        let answer = choices.firstIndex(of: answerName) ?? 0
        var why: [String] = []
        if let hit = record.hitView {
            why.append("hitTest gives \(copy.describe(.view(hit))); the touch goes up the responder chain from there:")
            why.append("  " + record.chainNames.joined(separator: " ▸ "))
            if let handler = record.handler {
                if copy.view(handler).viewClass == .tableViewCell {
                    // UIKit: UITableView selects the row under the touch and
                    // tells its delegate; the sandbox sends that as the row's action.
                    why.append(
                        "the touch belongs to \(copy.describe(.view(handler))): UITableView selects that row and calls its delegate's tableView(_:didSelectRowAt:) (the sandbox logs it as the row's action)")
                } else {
                    why.append("the first UIControl on the way, \(copy.describe(.view(handler))), handles it: a control tracks its own touches and sends its action on touch-up inside")
                }
            } else {
                why.append("no view on the way handles it")
            }
        } else {
            why.append("hitTest at \(point) finds no view")
        }
        why += record.notes.map(\.text)
        if let rule = record.rule { why.append("rule \(rule.rawValue): navsandbox list rules") }
        return ("Who handles a tap at \(point)? (the crosshair marks the point)", choices, answer, why)
    }

    /// `predict stack`: the stack once the next lines have run and the world
    /// settled, among it, the stack now, and a push or a pop either way.
    static func stackPrediction(now: World, after: World)
        -> (question: String, choices: [String], answer: Int, why: [String])
    {
        func text(_ titles: [String]) -> String { titles.joined(separator: " › ") }
        let answer = text(after.stackTitles)
        var candidates = [answer, text(now.stackTitles)]
        // One push more (the top again, as a double push makes) and one fewer;
        // never the root twice, which no app can make.
        if after.stackTitles.count > 1, let top = after.stackTitles.last { candidates.append(text(after.stackTitles + [top])) }
        if now.stackTitles.count > 1, now.stackTitles.last != after.stackTitles.last, let top = now.stackTitles.last {
            candidates.append(text(now.stackTitles + [top]))
        }
        if after.stackTitles.count > 1 { candidates.append(text(Array(after.stackTitles.dropLast()))) }
        var choices: [String] = []
        for candidate in candidates where !choices.contains(candidate) { choices.append(candidate) }
        // Shortest first: the order gives nothing away.
        choices.sort { ($0.count, $0) < ($1.count, $1) }
        var why = ["when the taps were done and every transition had finished, the stack was \(answer)"]
        let fired = after.violations.filter { !now.violations.contains($0) }
        if !fired.isEmpty { why.append("and these fired: " + fired.map(\.rawValue).joined(separator: ", ")) }
        // What happened on the way: the taps, the actions, the navigation
        // calls and what the guard decided, since the question was asked.
        let since = now.log.totalCount
        let kinds: Set<LogKind> = [.action, .guardDecision, .transition, .app]
        let fresh = after.log.entries.filter { $0.kind != .system && kinds.contains($0.kind) }
            .suffix(max(0, after.log.totalCount - since))
        why += fresh.suffix(8).map { "\(TimeFormat.seconds($0.time)) \($0.text)" }
        return (
            "What will the stack be when the taps are done and every transition has finished?", choices,
            choices.firstIndex(of: answer) ?? 0, why
        )
    }

    /// For an `ask`: what its tap did, in LAST TAP's words — only a touch
    /// numbered `firstNew` or later, never an older question's (numbers go
    /// on across a relaunch, which empties the history).
    static func lastTap(in world: World, firstNew: Int) -> [String] {
        guard let touch = world.lastTouch, touch.id.raw >= firstNew else { return [] }
        var lines = ["the tap the question is about, at \(touch.point):"]
        if let hit = touch.hitView { lines.append("  hit \(world.describe(.view(hit)))") }
        if !touch.chain.isEmpty { lines.append("  chain " + touch.chainNames.joined(separator: " ▸ ")) }
        lines += touch.notes.map { "  " + $0.text }
        if let rule = touch.rule { lines.append("  rule \(rule.rawValue)") }
        return lines
    }
}

extension LessonExplanation {
    /// Every view in the window whose model frame takes in `point`, back to
    /// front (hidden and transparent ones too).
    static func viewsContaining(_ point: Point, in world: World) -> [ViewID] {
        var found: [ViewID] = []
        world.forEachViewInWindow { view in
            if world.windowFrame(of: view.id).contains(point) { found.append(view.id) }
            return true
        }
        return found
    }

    /// How the walk names a view: `UIButton "Reply"`.
    static func stepName(_ id: ViewID, in world: World) -> String { world.view(id).debugName }
}
