/// Positions and sizes are whole phone cells: the front end draws one cell per
/// terminal character, and integer geometry keeps the simulation deterministic.
/// The small accessors are inlinable: the phone scene's walk, inlined into
/// its readers in other modules, uses them for every view.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int

    @inlinable public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x),\(y))" }

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
}

public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    @inlinable public var origin: Point { Point(x: x, y: y) }
    @inlinable public var maxX: Int { x + width }
    @inlinable public var maxY: Int { y + height }
    @inlinable public var center: Point { Point(x: x + width / 2, y: y + height / 2) }

    /// UIKit's `point(inside:)` against bounds: the point is in the rect's own
    /// coordinate space, so only the size matters.
    @inlinable public func boundsContain(_ local: Point) -> Bool {
        local.x >= 0 && local.y >= 0 && local.x < width && local.y < height
    }

    @inlinable public func contains(_ point: Point) -> Bool {
        point.x >= x && point.y >= y && point.x < maxX && point.y < maxY
    }

    @inlinable public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public var description: String { "(\(x),\(y) \(width)×\(height))" }
}
