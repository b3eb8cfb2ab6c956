import NavSandboxCore

extension InputMap {
    /// Keys the LESSON pane reads before the sandbox does: 1-9 answer a
    /// question (the phone's controls keep their letters), ⏎ goes on, asks
    /// for a hint or the solution, or leaves at the end. Nil lets the key
    /// through to the phone — a task is done with the sandbox's own keys.
    static func lessonIntents(for key: Key, prompt: LessonPane.Prompt) -> [Intent]? {
        switch (prompt, key) {
        case (.choose(_, let choices), .character(let character)):
            guard let digit = character.wholeNumberValue, digit >= 1, digit <= 9 else { return nil }
            guard digit <= choices.count else {
                return [.notice("pick 1 to \(choices.count)", warning: true)]
            }
            return [.lesson(.choose(digit - 1))]
        case (.next, .enter):
            return [.lesson(.next)]
        case (.tryIt, .enter):
            return [.lesson(.help)]
        case (.finished, .enter):
            return [.quit]
        default:
            return nil
        }
    }
}
