import NavSandboxCore

/// Where each pane goes for a terminal size. Shared by rendering and by the
/// input map (a click is a tap only inside the phone), so both agree.
///
/// At 100×32 (the reference size):
///
///     row 0        header
///     rows 1-24    phone box          | STACK (the stack, the bar, every violation so far)
///                                     | LOCKS (strategy flags | UIKit flags)
///                                     | LAST TAP (walk, hit, chain, outcome)
///     row 25       crosshair line     | LOG (newest first)
///     rows 27-30   TIMELINE (full width)
///     row 31       hints
///
/// LAST TAP gets the full width of the right column: a hit-test walk and a
/// responder chain are long, and wrapping them into a narrow pane hides the
/// outcome below the fold.
///
/// Shorter terminals lose the timeline, then the crosshair line, then the
/// phone box's top and bottom edges; 80×24 still shows phone, flags, last tap
/// and log.
public struct ScreenLayout: Hashable, Sendable {
    public static let minimumWidth = 80
    public static let minimumHeight = 24

    public var width: Int
    public var height: Int
    public var isTooSmall: Bool
    public var header = Rect(x: 0, y: 0, width: 0, height: 0)
    public var hints = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The phone's box including its border (the border may be sides only).
    public var phoneBox = Rect(x: 0, y: 0, width: 0, height: 0)
    public var phoneBoxHasTopAndBottom = true
    /// Screen cell of the phone's (0, 0).
    public var phoneOrigin = Point.zero
    /// Terminal cells per phone cell, each way (1 or 2: see `PhoneZoom`).
    public var phoneScale = 1
    public var crosshairLine: Rect?
    /// One row: the controller stack beside the bar's items, and the sticky
    /// strip of every violation and the crash so far.
    public var stack = Rect(x: 0, y: 0, width: 0, height: 0)
    public var locks = Rect(x: 0, y: 0, width: 0, height: 0)
    public var lastTap = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The VIEW TREE's pane: LAST TAP's and the log's rows together (the
    /// tree marks the walk itself, and a tree needs rows).
    public var viewTree: Rect {
        Rect(x: lastTap.x, y: lastTap.y, width: lastTap.width, height: lastTap.height + log.height)
    }
    public var log = Rect(x: 0, y: 0, width: 0, height: 0)
    public var timeline: Rect?
    /// Presenter mode (see `init(presentingWidth:height:)`): the phone as
    /// large as fits, LOCKS and LAST TAP a line each, and the keys pressed.
    public var isPresenting = false
    /// Presenter mode's keystroke overlay: beside the phone, never on it.
    public var keystrokes: Rect?

    public init(width: Int, height: Int, zoom: PhoneZoom = .auto, presenting: Bool = false) {
        self.width = width
        self.height = height
        isTooSmall = width < Self.minimumWidth || height < Self.minimumHeight
        guard !isTooSmall else { return }
        if presenting {
            self = ScreenLayout(presentingWidth: width, height: height)
            return
        }
        let scale = zoom.scale(width: width, height: height)
        phoneScale = scale
        let phoneWidth = Phone.width * scale
        let phoneHeight = Phone.height * scale

        header = Rect(x: 0, y: 0, width: width, height: 1)
        hints = Rect(x: 0, y: height - 1, width: width, height: 1)
        let rows = height - 2
        let boxWidth = phoneWidth + 2
        let boxed = rows >= phoneHeight + 2
        phoneBoxHasTopAndBottom = boxed
        let boxHeight = boxed ? phoneHeight + 2 : phoneHeight
        phoneBox = Rect(x: 0, y: 1, width: boxWidth, height: boxHeight)
        phoneOrigin = Point(x: 1, y: boxed ? 2 : 1)

        var spare = rows - boxHeight
        let timelineRows = spare >= 5 ? 4 : 0
        spare -= timelineRows
        // Two rows when there are: a long class name goes on its own row.
        if spare >= 1 { crosshairLine = Rect(x: 0, y: 1 + boxHeight, width: boxWidth, height: min(2, spare)) }

        let bodyRows = rows - timelineRows
        if timelineRows > 0 {
            timeline = Rect(x: 0, y: 1 + bodyRows, width: width, height: timelineRows)
        }
        let rightX = boxWidth + 1
        let rightWidth = width - rightX
        let stackRows = 1
        // Narrow columns (80 wide) wrap long values onto their own lines:
        // two more rows keep every value whole, at LAST TAP's expense.
        let locksRows = rightWidth < 60 ? 11 : 9
        let paneRows = bodyRows - stackRows
        let logRows = max(4, paneRows - locksRows - 12, (paneRows - locksRows) * 2 / 5)
        let lastTapRows = paneRows - locksRows - logRows
        stack = Rect(x: rightX, y: 1, width: rightWidth, height: stackRows)
        locks = Rect(x: rightX, y: 1 + stackRows, width: rightWidth, height: locksRows)
        lastTap = Rect(x: rightX, y: 1 + stackRows + locksRows, width: rightWidth, height: lastTapRows)
        log = Rect(x: rightX, y: 1 + stackRows + locksRows + lastTapRows, width: rightWidth, height: logRows)
    }

    /// The phone cell under a screen cell, if the screen cell is on the phone.
    public func phonePoint(screenX x: Int, y: Int) -> Point? {
        let point = unclampedPhonePoint(screenX: x, y: y)
        return Phone.bounds.contains(point) ? point : nil
    }

    /// The phone cell under a screen cell, even outside the phone (drags).
    /// Rounds toward minus infinity, so a cell left of the phone is never
    /// phone column 0.
    public func unclampedPhonePoint(screenX x: Int, y: Int) -> Point {
        func cell(_ offset: Int) -> Int { offset >= 0 ? offset / phoneScale : -((-offset + phoneScale - 1) / phoneScale) }
        return Point(x: cell(x - phoneOrigin.x), y: cell(y - phoneOrigin.y))
    }

    /// Where a phone rect is on screen.
    public func screenRect(ofPhone rect: Rect) -> Rect {
        Rect(
            x: phoneOrigin.x + rect.x * phoneScale, y: phoneOrigin.y + rect.y * phoneScale,
            width: rect.width * phoneScale, height: rect.height * phoneScale)
    }

    /// The screen cell at the top left of a phone cell's block.
    public func screenPoint(ofPhone point: Point) -> Point {
        Point(x: phoneOrigin.x + point.x * phoneScale, y: phoneOrigin.y + point.y * phoneScale)
    }
}
