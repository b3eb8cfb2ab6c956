import NavSandboxCore

extension InputMap {
    /// Keys the LESSON pane reads before the sandbox does: 1-9 answer a
    /// question (the phone's controls keep their letters; ⏎ does not answer),
    /// ⏎ goes on, asks for a hint or the solution, or starts the next lesson
    /// at the end. Nil lets the key
    /// through to the phone — a task is done with the sandbox's own keys.
    static func lessonIntents(for key: Key, prompt: LessonPane.Prompt, model: AppModel) -> [Intent]? {
        switch (prompt, key) {
        case (.choose(_, let choices, _), .enter):
            // ⏎ never answers: a key that picks whatever is highlighted or
            // pointed at lets a student score without choosing.
            return [.notice("choose: press 1-\(choices.count) or click a choice", warning: true)]
        case (.choose(_, let choices, _), .character(let character)):
            guard let digit = character.wholeNumberValue, digit >= 1, digit <= 9 else { return nil }
            guard digit <= choices.count else {
                return [.notice("pick 1 to \(choices.count)", warning: true)]
            }
            return [.lesson(.choose(digit - 1))]
        case (.next, .enter):
            return [.lesson(.next)]
        case (.tryIt, .enter):
            return [.lesson(.help)]
        case (.finished(_, _, _, let next), .enter):
            return next == nil ? [.quit] : [.lesson(.nextLesson)]
        default:
            return nil
        }
    }
}

extension InputMap {
    /// A click while a lesson is open: on a choice or the ⏎ line of the
    /// LESSON pane it does what the key does; on the phone, while a question
    /// names views, it picks the view clicked (or the nearest one up its
    /// superviews that is a choice). Nil lets the click through.
    static func lessonIntents(for mouse: MouseEvent, model: AppModel) -> [Intent]? {
        guard mouse.kind == .press, case .lesson(let shown) = model.ui.sidePane else { return nil }
        let lesson = shown.pane
        let layout = model.ui.layout
        let pane = layout.viewTree
        if pane.contains(Point(x: mouse.x, y: mouse.y)) {
            return LessonPaneWidget.Layout(lesson, in: pane).move(atY: mouse.y).map { [.lesson($0)] } ?? []
        }
        guard case .choose(_, let choices, _)? = lesson.prompt,
            let point = layout.phonePoint(screenX: mouse.x, y: mouse.y)
        else { return nil }
        let world = model.world
        if let drawn = PhoneScene(world).topmostView(at: point), let index = choice(naming: drawn, in: choices, world: world) {
            return [.lesson(.choose(index))]
        }
        return [.notice("none of the choices is drawn there: click one in the LESSON pane, or press 1-\(choices.count)", warning: true)]
    }

    /// The choice that names `view`, or the nearest view it is inside, as
    /// the lesson names views in a walk: `UIButton "Reply"`.
    static func choice(naming view: ViewID, in choices: [String], world: World) -> Int? {
        for id in [view] + world.superviews(of: view) {
            if let index = choices.firstIndex(of: world.view(id).debugName) { return index }
        }
        return nil
    }
}
