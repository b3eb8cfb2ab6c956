import NavSandboxUI

/// Who turned the terminal's mouse report into a `MouseEvent`.
public enum MouseDecoder: Hashable, Sendable {
    /// ncurses returned KEY_MOUSE (its terminfo `kmous` matched the report).
    case ncurses
    /// The report arrived as plain characters and `SGRMouseReport` parsed it.
    case rawSGR
    /// An X10 report (`ESC [ M` and three bytes) arrived as plain characters,
    /// which happens when terminfo's `kmous` is `\E[<` (xterm-256color) and
    /// the terminal cannot send SGR reports.
    case rawX10
}

/// A mouse report in xterm's SGR encoding, `ESC [ < b ; x ; y M` (press or
/// motion) or `... m` (release), with 1-based coordinates.
///
/// ncurses decodes these itself only when the terminfo entry's `kmous` is
/// `\E[<` (xterm-256color does); with TERM=tmux-256color or screen, `kmous`
/// is the older `\E[M`, and the SGR bytes reach us as plain characters. Both
/// paths end in the same `MouseEvent`s.
struct SGRMouseReport: Hashable, Sendable {
    var buttonCode: Int
    /// 1-based, as the terminal sends them.
    var column: Int
    var row: Int
    var isRelease: Bool

    /// Parses the part after `ESC [ <`: `b;x;y` followed by `M` or `m`.
    init?(parameters: Substring, final: Character) {
        guard final == "M" || final == "m" else { return nil }
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 3,
              let button = Int(fields[0]), let column = Int(fields[1]), let row = Int(fields[2]),
              button >= 0, column >= 1, row >= 1
        else { return nil }
        self.buttonCode = button
        self.column = column
        self.row = row
        self.isRelease = final == "m"
    }

    /// Parses the three values after `ESC [ M` (X10 encoding): the button
    /// code, the 1-based column and the 1-based row, each plus 32. Old
    /// terminals send these instead of SGR reports; xterm's UTF-8 mode
    /// (1005) sends the same numbers as UTF-8 characters, which arrive here
    /// as values above 255 and decode alike. A release does not say which
    /// button (code 3); it is taken as the primary button's, as ncurses does.
    init?(x10Values values: [UInt32]) {
        guard values.count == 3 else { return nil }
        let numbers = values.map { Int($0) - 32 }
        let button = numbers[0]
        guard button >= 0, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        let isMotion = button & 32 != 0
        self.isRelease = button & 0b11 == 3 && !isMotion
        // Motion with code 3 means no button held: left as is, so it is ignored.
        self.buttonCode = isRelease ? button & ~0b11 : button
        self.column = numbers[1]
        self.row = numbers[2]
    }

    /// The event for the primary (left) button or a wheel notch, or nil for
    /// reports the app does not use: extra buttons (bit 128, and 66-67 for a
    /// sideways wheel), middle and right buttons (a `MouseEvent` has no
    /// button, so they would be indistinguishable from taps), and motion
    /// with no button held.
    var mouseEvent: MouseEvent? {
        let button = buttonCode & 0b11
        let isMotion = buttonCode & 32 != 0
        if buttonCode & 64 != 0, buttonCode & 128 == 0, !isMotion, !isRelease, button < 2 {
            return MouseEvent(kind: button == 0 ? .wheelUp : .wheelDown, x: column - 1, y: row - 1)
        }
        let isWheelOrExtraButton = buttonCode & (64 | 128) != 0
        guard !isWheelOrExtraButton, button == 0 else { return nil }
        let kind: MouseEvent.Kind = isRelease ? .release : (isMotion ? .drag : .press)
        return MouseEvent(kind: kind, x: column - 1, y: row - 1)
    }
}
