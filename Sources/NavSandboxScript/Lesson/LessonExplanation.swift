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

    static func point(of target: ScriptTarget, in world: World) -> Point? {
        switch target {
        case .point(let x, let y): Point(x: x, y: y)
        case .back: world.backButtonPoint
        case .label(let label): world.tapPoint(forLabel: label)
        }
    }

    /// `predict hit at X`: which view hitTest returns there, among the views
    /// its walk visits (nearest the hit first kept when there are many).
    static func hitPrediction(at point: Point, in world: World)
        -> (question: String, choices: [String], answer: Int, why: [String])
    {
        let result = world.hitTest(point)
        // The choices a learner could mean: the views under the point (not
        // the ones it is outside of), UIKit's own containers left out.
        let containers: Set<ViewClass> = [.window, .layoutContainerView, .navigationTransitionView, .viewControllerWrapperView]
        var names: [String] = []
        for step in result.walk where step.verdict != .skippedOutside && !containers.contains(step.viewClass) {
            if !names.contains(step.name) { names.append(step.name) }
        }
        let answerName = result.view.map { id in result.walk.last { $0.view == id }?.name ?? world.view(id).debugName } ?? nothing
        var choices = Array(names.suffix(maximumChoices - 1))
        if !choices.contains(answerName) { choices.append(answerName) }
        if !choices.contains(nothing) { choices.append(nothing) }
        choices = Array(choices.suffix(maximumChoices))
        let answer = choices.firstIndex(of: answerName) ?? 0
        var why = ["hitTest at \(point) asks UIWindow, then each subview front to back:"]
        var outside = 0
        for step in result.walk {
            let mark: String
            switch step.verdict {
            case .hit: mark = "●"
            case .entered: mark = "›"
            case .skippedOutside:
                outside += 1
                continue
            default: mark = "✗"
            }
            why.append("\(String(repeating: " ", count: min(step.depth, 8)))\(mark) \(step.name) — \(step.reason)")
        }
        if outside > 0 { why.append("(\(outside) more views skipped: point(inside:) = NO, the point is outside them)") }
        why.append(result.view == nil ? "so the tap reaches nothing" : "so \(answerName) is the hit view")
        return ("Which view does a tap at \(point) hit?", choices, answer, why)
    }

    /// `predict chain at X`: which responder handles a tap there, among the
    /// hit view's responder chain — found by tapping a copy of the world.
    static func chainPrediction(at point: Point, in world: World)
        -> (question: String, choices: [String], answer: Int, why: [String])
    {
        var copy = world
        copy.tap(at: point)
        copy.advance(by: copy.configuration.tapDuration + 1)
        guard let record = copy.touches.history.last else {
            return ("Who handles a tap at \(point)?", [nobody, "UIApplication"], 0, ["no touch was made"])
        }
        var choices = Array(record.chain.prefix(maximumChoices - 1))
        let answerName = record.handler.map { copy.describe(.view($0)) } ?? nobody
        if !choices.contains(answerName) { choices.append(answerName) }
        if !choices.contains(nobody), choices.count < maximumChoices { choices.append(nobody) }
        let answer = choices.firstIndex(of: answerName) ?? 0
        var why: [String] = []
        if let hit = record.hitView {
            why.append("hitTest gives \(copy.describe(.view(hit))); the touch goes up the responder chain from there:")
            why.append("  " + record.chain.joined(separator: " ▸ "))
            why.append(
                record.handler.map { "the first control on the way, \(copy.describe(.view($0))), handles it (UIControl tracks its own touches)" }
                    ?? "no control on the way handles it")
        } else {
            why.append("hitTest at \(point) finds no view")
        }
        why += record.notes
        if let rule = record.rule { why.append("rule \(rule.rawValue): navsandbox list rules") }
        return ("Who handles a tap at \(point)?", choices, answer, why)
    }

    /// `predict stack`: the stack once the next lines have run and the world
    /// settled, among it, the stack now, and a push or a pop either way.
    static func stackPrediction(now: World, after: World)
        -> (question: String, choices: [String], answer: Int, why: [String])
    {
        func text(_ titles: [String]) -> String { titles.joined(separator: " › ") }
        let answer = text(after.stackTitles)
        var candidates = [answer, text(now.stackTitles)]
        if let top = after.stackTitles.last { candidates.append(text(after.stackTitles + [top])) }
        if after.stackTitles.count > 1 { candidates.append(text(Array(after.stackTitles.dropLast()))) }
        var choices: [String] = []
        for candidate in candidates where !choices.contains(candidate) { choices.append(candidate) }
        // Shortest first: the order gives nothing away.
        choices.sort { ($0.count, $0) < ($1.count, $1) }
        var why = ["once those lines ran and the world settled the stack is \(answer)"]
        let fired = after.violations.filter { !now.violations.contains($0) }
        if !fired.isEmpty { why.append("and these fired: " + fired.map(\.rawValue).joined(separator: ", ")) }
        let decisions = after.log.entries.suffix(from: max(after.log.entries.count - 40, 0)).filter { $0.kind == .guardDecision || $0.kind == .transition }
        why += decisions.suffix(4).map { "\(TimeFormat.seconds($0.time)) \($0.text)" }
        return ("What is the stack once this settles?", choices, choices.firstIndex(of: answer) ?? 0, why)
    }

    /// For an `ask`: what the last tap did, in LAST TAP's words.
    static func lastTap(in world: World) -> [String] {
        guard let touch = world.lastTouch else { return [] }
        var lines = ["the last tap, at \(touch.point):"]
        if let hit = touch.hitView { lines.append("  hit \(world.describe(.view(hit)))") }
        if !touch.chain.isEmpty { lines.append("  chain " + touch.chain.joined(separator: " ▸ ")) }
        lines += touch.notes.map { "  " + $0 }
        if let rule = touch.rule { lines.append("  rule \(rule.rawValue)") }
        return lines
    }
}
