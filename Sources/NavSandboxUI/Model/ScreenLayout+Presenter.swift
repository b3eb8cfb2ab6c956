import NavSandboxCore

/// Presenter mode's layout: the phone at the largest whole scale the
/// terminal has room for (2× at 120×50 and 200×60, 3× from 115×70), and
/// beside it only what an audience reads from the back of a room:
///
///     row 0        header
///     rows 1-      phone box          | LOCKS     one line: what is held
///                                     | KEYS      the keys and clicks of the last second
///                                     | LAST TAP  one line: hit view and outcome
///                                     | (a script's, a lesson's or the view tree's pane, when open)
///     last row     hints
///
/// The keystroke overlay has its own rows beside the phone, so it can
/// never cover a label on it.
extension ScreenLayout {
    /// The narrowest the column beside the phone gets: LOCKS' raised flags
    /// and LAST TAP's outcome on one line each.
    static let presenterColumnWidth = 40
    /// The keystroke overlay: a title row and a row of three-row keycaps.
    static let keystrokeRows = 4
    /// Larger than this the phone would outgrow any monitor's terminal.
    static let presenterMaximumScale = 8

    /// The phone's scale in presenter mode: the largest that fits boxed,
    /// with the column beside it and the header and hint rows.
    public static func presenterScale(width: Int, height: Int) -> Int {
        var scale = 1
        while scale < presenterMaximumScale {
            let next = scale + 1
            let fitsAcross = Phone.width * next + 2 + 1 + presenterColumnWidth <= width
            let fitsDown = Phone.height * next + 2 <= height - 2
            guard fitsAcross && fitsDown else { break }
            scale = next
        }
        return scale
    }

    init(presentingWidth width: Int, height: Int) {
        self.init(width: width, height: height, zoom: .one)
        isPresenting = true
        let scale = Self.presenterScale(width: width, height: height)
        phoneScale = scale
        crosshairLine = nil
        timeline = nil
        let rows = height - 2
        let phoneHeight = Phone.height * scale
        let boxed = rows >= phoneHeight + 2
        phoneBoxHasTopAndBottom = boxed
        phoneBox = Rect(x: 0, y: 1, width: Phone.width * scale + 2, height: boxed ? phoneHeight + 2 : phoneHeight)
        phoneOrigin = Point(x: 1, y: boxed ? 2 : 1)
        let rightX = phoneBox.maxX + 1
        let rightWidth = width - rightX
        stack = Rect(x: rightX, y: 1, width: rightWidth, height: 0)
        locks = Rect(x: rightX, y: 1, width: rightWidth, height: 2)
        let keys = Rect(x: rightX, y: locks.maxY + 1, width: rightWidth, height: Self.keystrokeRows)
        keystrokes = keys
        lastTap = Rect(x: rightX, y: keys.maxY + 1, width: rightWidth, height: 2)
        log = Rect(x: rightX, y: lastTap.maxY, width: rightWidth, height: max(0, height - 1 - lastTap.maxY))
    }
}
