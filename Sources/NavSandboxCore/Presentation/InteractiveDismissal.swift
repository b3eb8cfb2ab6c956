/// A presented screen dragged down by the finger (a card's or a sheet's
/// swipe to dismiss): UIKit's interactive dismissal. It follows the finger,
/// then finishes or settles back when the finger lifts.
public struct InteractiveDismissal: Hashable, Sendable {
    public enum Phase: String, Hashable, Sendable { case tracking, finishing, cancelling }
    public var phase: Phase = .tracking
    /// How far down the screen has been dragged, 0–100 %.
    public var progress = 0
    /// Where the presented view was when the drag began, and where the
    /// dismissal takes it: the drag moves it between the two.
    public var startFrame: Rect
    public var endFrame: Rect
    /// The dimming's alpha when the drag began: it fades with the progress.
    public var startDimming: Double

    /// The frame at `progress` %.
    func frame(at progress: Int) -> Rect {
        func mix(_ a: Int, _ b: Int) -> Int { a + (b - a) * progress / 100 }
        return Rect(
            x: mix(startFrame.x, endFrame.x), y: mix(startFrame.y, endFrame.y),
            width: mix(startFrame.width, endFrame.width), height: mix(startFrame.height, endFrame.height))
    }
}
