/// Positions and sizes are whole phone cells: the front end draws one cell per
/// terminal character, and integer geometry keeps the simulation deterministic.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x),\(y))" }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
}

public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var origin: Point { Point(x: x, y: y) }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }

    /// UIKit's `point(inside:)` against bounds: the point is in the rect's own
    /// coordinate space, so only the size matters.
    public func boundsContain(_ local: Point) -> Bool {
        local.x >= 0 && local.y >= 0 && local.x < width && local.y < height
    }

    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.y >= y && point.x < maxX && point.y < maxY
    }

    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public var description: String { "(\(x),\(y) \(width)×\(height))" }
}
