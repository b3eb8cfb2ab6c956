/// An in-flight frame change. UIKit sets the model layer to the end value at
/// once and animates only the presentation layer, so a view's `frame` is already
/// the destination while this records where the drawing started from.
public struct FrameAnimation: Hashable, Sendable {
    public var from: Rect
    public var start: Int
    public var duration: Int

    public init(from: Rect, start: Int, duration: Int) {
        self.from = from
        self.start = start
        self.duration = duration
    }

    /// The presentation frame at `time`, eased in and out, in integer arithmetic
    /// so that every run draws the same cells.
    public func frame(to target: Rect, at time: Int) -> Rect {
        guard duration > 0 else { return target }
        let elapsed = min(max(time - start, 0), duration)
        let permille = Easing.easeInOut(permille: elapsed * 1000 / duration)
        func mix(_ a: Int, _ b: Int) -> Int { a + (b - a) * permille / 1000 }
        return Rect(
            x: mix(from.x, target.x), y: mix(from.y, target.y),
            width: mix(from.width, target.width), height: mix(from.height, target.height))
    }

    public func isFinished(at time: Int) -> Bool { time >= start + duration }
}

/// UIKit's default curve for navigation and presentation animations is
/// ease-in-out; a cubic smoothstep is close enough at cell resolution.
public enum Easing {
    public static func easeInOut(permille p: Int) -> Int {
        let t = min(max(p, 0), 1000)
        // 3t² − 2t³ scaled to thousandths.
        return (3 * t * t * 1000 - 2 * t * t * t) / 1_000_000
    }
}
