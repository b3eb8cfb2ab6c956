/// What a scroll view did with a touch on its content: held it back, took it
/// over by scrolling, or left it with the content. One case of `WorldEvent`
/// (`.scrollView`), worded, recorded and sourced here.
public enum ScrollViewTouchEvent: Hashable, Sendable {
    /// Why the content kept its touch when a drag began.
    public enum KeptCause: String, Hashable, Sendable {
        /// The scroll view's canCancelContentTouches is false.
        case cannotCancel = "cannot-cancel"
        /// touchesShouldCancel(in:) answered false: the view is a UIControl.
        case control
    }

    /// The touch-down is held until the scroll view knows the finger is not
    /// scrolling (delaysContentTouches), or until the finger lifts.
    case delayed(TouchID, scrollView: ViewRef, milliseconds: Int)
    /// A drag began scrolling: the content's touch is cancelled (`delivered`)
    /// or, held back still, never reaches the content.
    case cancelledByScrolling(TouchID, view: ViewRef, scrollView: ViewRef, delivered: Bool)
    /// A drag began but the content keeps the touch: no scroll.
    case keptByContent(TouchID, view: ViewRef, scrollView: ViewRef, cause: KeptCause)
    /// The scroll view followed the finger by `by` cells.
    case scrolled(scrollView: ViewRef, by: Int)
    /// `scroll` landed on no scroll view: nothing touched.
    case noScrollView(at: Point, landedOn: ViewRef?)

    var isSystemNote: Bool {
        if case .noScrollView = self { return true }
        return false
    }

    var rule: RuleID? {
        switch self {
        case .delayed: .scrollViewDelaysContentTouches
        case .cancelledByScrolling(_, _, _, let delivered):
            delivered ? .scrollViewCancelsContentTouches : .scrollViewDelaysContentTouches
        case .keptByContent(_, _, _, let cause):
            cause == .control ? .controlTouchesNotCancelled : .scrollViewCancelsContentTouches
        case .scrolled, .noScrollView: nil
        }
    }

    var text: LogText {
        switch self {
        case .delayed(let id, let scrollView, let milliseconds):
            "touch \(id) delayed by \(name: scrollView): held \(milliseconds) ms or until the finger lifts, while it tells a tap from a scroll"
        case .cancelledByScrolling(let id, let view, let scrollView, let delivered):
            delivered
                ? "touch \(id) cancelled: \(name: scrollView) began scrolling; \(name: view) gets touchesCancelled, no action"
                : "touch \(id) cancelled: \(name: scrollView) began scrolling before the delay ended; \(name: view) never gets it"
        case .keptByContent(let id, let view, let scrollView, let cause):
            switch cause {
            case .cannotCancel:
                "\(name: scrollView) does not scroll: canCancelContentTouches = NO, \(name: view) keeps touch \(id)"
            case .control:
                "\(name: scrollView) does not scroll: touchesShouldCancel(in:) is NO for a UIControl, \(name: view) keeps touch \(id)"
            }
        case .scrolled(let scrollView, let by): "\(name: scrollView) scrolls by \(by)"
        case .noScrollView(let point, let landed):
            "scroll at \(point): \(landed.map { LogText($0.name) } ?? "nothing") is in no scroll view: nothing touched"
        }
    }

    var record: EventRecord {
        func r(_ kind: String, _ fields: (String, String?)...) -> EventRecord {
            EventRecord(kind: kind, fields: fields.map { EventRecord.Field(name: $0.0, value: $0.1) })
        }
        switch self {
        case .delayed(let id, let scrollView, let milliseconds):
            return r(
                "touch-delayed-by-scroll-view", ("touch", String(id.raw)), ("scroll-view", scrollView.name),
                ("delay", String(milliseconds)), ("rule", rule?.rawValue))
        case .cancelledByScrolling(let id, let view, let scrollView, let delivered):
            return r(
                "touch-cancelled-by-scrolling", ("touch", String(id.raw)), ("view", view.name), ("scroll-view", scrollView.name),
                ("delivered", delivered ? "yes" : "no"), ("rule", rule?.rawValue))
        case .keptByContent(let id, let view, let scrollView, let cause):
            return r(
                "scroll-kept-by-content", ("touch", String(id.raw)), ("view", view.name), ("scroll-view", scrollView.name),
                ("cause", cause.rawValue), ("rule", rule?.rawValue))
        case .scrolled(let scrollView, let by):
            return r("scrolled", ("scroll-view", scrollView.name), ("by", String(by)))
        case .noScrollView(let point, let landed):
            return r("no-scroll-view", ("at", "\(point.x),\(point.y)"), ("landed-on", landed?.name ?? "nothing"))
        }
    }

    /// One of each kind, for `WorldEvent.examples`.
    static let examples: [(ScrollViewTouchEvent, String)] = {
        let view = ViewRef(id: ViewID(0), viewClass: .view, label: nil)
        return [
            (.delayed(TouchID(1), scrollView: view, milliseconds: 0), "a scroll view holds a touch-down until it knows the finger is not scrolling"),
            (.cancelledByScrolling(TouchID(1), view: view, scrollView: view, delivered: true), "a drag began scrolling: the content's touch is cancelled"),
            (.keptByContent(TouchID(1), view: view, scrollView: view, cause: .control), "a drag began, but the content keeps the touch: no scroll"),
            (.scrolled(scrollView: view, by: 0), "a scroll view followed the finger"),
            (.noScrollView(at: Point(x: 0, y: 0), landedOn: nil), "a scroll landed in no scroll view: nothing touched"),
        ]
    }()
}
