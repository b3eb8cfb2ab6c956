/// Raw xterm control sequences that ncurses has no terminfo capability for
/// (or that must be sent even when ncurses is in an unknown state).
///
/// They are `StaticString`s so the signal handler can write them with
/// `write(2)` without allocating.
enum TerminalControlSequences {
    /// 1002: report presses, releases and motion while a button is held
    /// (drags). 1006: SGR encoding (`ESC [ < b ; x ; y M/m`), which has no
    /// 223-column limit and tells which button was released.
    static let enableMouse: StaticString = "\u{1B}[?1002h\u{1B}[?1006h"
    /// Turns off every mouse mode ncurses or we may have turned on (1000 is
    /// what ncurses itself requests), so the shell does not receive mouse
    /// garbage after we exit.
    static let disableMouse: StaticString = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
    static let showCursor: StaticString = "\u{1B}[?25h"
}
