/// The order the built-in lessons are best taken in: each builds on the
/// ones before (where a tap lands: on the teaching app, then, while the walk
/// is fresh, on a real screen imported from its view dump, which asks
/// nothing of the responder chain; who handles it; then the races and what a
/// busy main thread does to them, then the guards against them and how to
/// write one, then what iOS 26 changed, and the system sheets of iOS 15
/// on). `navsandbox learn` lists them so; a test fails while a lesson file
/// is missing from it.
public enum LessonCourse {
    public static let order = ["hit-testing", "why-didnt-my-tap-land", "responder-chain", "double-tap", "busy-main-thread", "guards", "write-a-guard", "ios26", "two-back-gestures", "sheets"]

    /// The lesson to take after `name` (nil after the last, or for a lesson
    /// not in the course).
    public static func next(after name: String) -> String? {
        let names = lessons.map(\.name)
        guard let index = names.firstIndex(of: name), index + 1 < names.count else { return nil }
        return names[index + 1]
    }

    /// The built-in lessons in course order; any not placed yet come last,
    /// by name.
    public static var lessons: [(name: String, source: String)] {
        BundledLessons.lessons.sorted { a, b in
            let (i, j) = (order.firstIndex(of: a.name) ?? order.count, order.firstIndex(of: b.name) ?? order.count)
            return i != j ? i < j : a.name < b.name
        }
    }
}
