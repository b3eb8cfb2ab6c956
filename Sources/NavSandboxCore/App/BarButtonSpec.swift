/// A UIBarButtonItem of a screen's navigation item (`barButtons:` in an app
/// file): the bar shows it while the screen's item is on top, and a tap
/// sends its selector to that screen's controller, the target Interface
/// Builder connects it to (rule bar-button-items).
public struct BarButtonSpec: Hashable, Sendable {
    /// Its title, which is also its accessibility label.
    public var label: TextTemplate
    /// Nil for an item that sends nothing.
    public var selector: String?

    public init(label: TextTemplate, selector: String? = nil) {
        self.label = label
        self.selector = selector
    }
}
