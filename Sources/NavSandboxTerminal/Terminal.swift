#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CNavSandboxCurses
import NavSandboxUI

/// The interactive terminal, driven through ncurses.
///
/// This is the only type in the project that talks to ncurses. It turns
/// `CellGrid`s into screen updates (`draw`) and terminal input into
/// `TerminalEvent`s (`readEvent`). ncurses keeps process-wide state, so only
/// one `Terminal` may be started at a time, and it must be used from the main
/// thread only (that is also where signals that restore it are handled).
///
/// Prefer `Terminal.withTerminal(options:_:)`, which restores the terminal on
/// every way out of its body.
public final class Terminal {
    public let options: TerminalOptions
    /// What `draw` maps `TerminalColor`s to.
    public let colorSupport: ColorSupport

    private let screen: OpaquePointer
    private(set) var isActive = true

    // Drawing state (see TerminalDrawing.swift).
    var colorPairs: ColorPairCache
    /// The ncurses look of each style met so far. An array: a frame has a
    /// few dozen styles, `draw` asks only when the style changes from one
    /// cell to the next, and a Dictionary's first use costs more at startup
    /// (its key's Hashable conformance is looked up by scanning every
    /// conformance in the binary) than all the searches of a frame.
    var styleLooks: [(style: CellStyle, attributes: UInt32, pair: Int32)] = []
    var cellCharacters: [wchar_t] = Array(repeating: 0, count: Int(nsx_max_cell_chars()) + 1)

    // Input state (see TerminalInput.swift).
    /// Raw inputs read ahead while looking for an escape sequence that turned
    /// out not to be one; they are delivered before anything new is read.
    var pushedBackInput: [RawInput] = []
    /// Events decoded ahead of time (a single ncurses click report stands for
    /// both a press and a release).
    var pendingEvents: [TerminalEvent] = []
    /// Whether ncurses told us the left button is down, so that position
    /// reports can be told apart as drags.
    var primaryButtonDown = false
    var consecutiveBlockingReadFailures = 0
    /// Which decoder produced the most recent mouse event; diagnostics show
    /// it because it depends on the TERM's terminfo entry (see
    /// `SGRMouseReport`).
    public internal(set) var lastMouseDecoder: MouseDecoder?
    /// True once a blocking read keeps failing, which means standard input
    /// is gone (terminal closed). Event loops should stop then instead of
    /// spinning.
    public internal(set) var inputClosed = false
    /// The errno of a write to the terminal that failed (see `draw`). The
    /// session cannot go on: event loops should stop, and report it
    /// (`TerminalError.writeFailed`) once the terminal is restored.
    public internal(set) var writeError: Int32?
    public var outputFailed: Bool { writeError != nil }
    /// The frame last handed to ncurses and the screen size it was drawn
    /// at, so `draw` hands over only the cells that changed.
    var drawnGrid: CellGrid?
    var drawnScreenSize: (width: Int, height: Int) = (0, 0)

    /// Only one terminal may be active at once (ncurses is global).
    nonisolated(unsafe) private static var terminalIsRunning = false

    // MARK: - Locale

    /// Whether the user's locale (after `setlocale(LC_ALL, "")`) uses UTF-8.
    /// The renderer uses it to choose box-drawing characters or ASCII; when it
    /// is false, `draw` also replaces non-ASCII characters with `?`, because
    /// ncurses cannot encode them.
    public static var localeIsUTF8: Bool { localeCheck }

    private static let localeCheck: Bool = {
        adoptEnvironmentLocale()
        return nsx_locale_codeset_is_utf8() != 0
    }()

    /// ncursesw decodes and encodes characters through the C locale, which is
    /// "C" (ASCII) until the program adopts the environment's.
    private static func adoptEnvironmentLocale() {
        _ = nsx_adopt_environment_locale()
    }

    // MARK: - Interactivity check

    /// Throws `TerminalError.notInteractive` unless standard input and output
    /// are both terminals, and `initializationFailed` or `noCursorAddressing`
    /// unless TERM names a terminal the UI can draw on (TERM=dumb cannot).
    /// The messages point at `navsandbox run FILE` for headless use; callers
    /// print them and exit with status 2. Nothing is written to the terminal.
    public static func requireInteractive() throws {
        _ = try checkInteractive()
    }

    private static func checkInteractive() throws -> TerminalCapabilities {
        let inputIsTerminal = isatty(STDIN_FILENO) == 1
        let outputIsTerminal = isatty(STDOUT_FILENO) == 1
        guard inputIsTerminal && outputIsTerminal else {
            throw TerminalError.notInteractive(
                standardInputIsTerminal: inputIsTerminal, standardOutputIsTerminal: outputIsTerminal)
        }
        return try TerminalCapabilities.probe()
    }

    // MARK: - Lifecycle

    /// Puts the terminal into full-screen raw mode: no echo, no line
    /// buffering, Ctrl-C delivered as a key, hidden cursor, keypad and mouse
    /// decoding, colours as `options` allow. Call `stop()` (or use
    /// `withTerminal`) to undo it; signals and `exit()` undo it too.
    public static func start(options: TerminalOptions = TerminalOptions()) throws -> Terminal {
        guard !terminalIsRunning else { throw TerminalError.alreadyActive }
        let capabilities = try checkInteractive()
        adoptEnvironmentLocale()

        // Must be set before the screen is created to take effect for it.
        _ = nsx_set_escdelay(Int32(clamping: options.escapeDelayMilliseconds))
        guard let screen = nsx_newterm_stdio() else {
            throw TerminalError.initializationFailed(term: TerminalCapabilities.currentTerm)
        }
        nsx_set_term(screen)
        terminalIsRunning = true
        // From here on the tty is in curses mode: make every exit path undo
        // it, and clear what the UI leaves on a screen it did not get to
        // itself (vt100 has no alternate screen).
        TerminalRestoration.arm(
            clearScreen: capabilities.alternateScreen ? nil : TerminalCapabilities.clearScreenSequence())

        _ = nsx_raw()  // Ctrl-C, Ctrl-Z, Ctrl-\ arrive as keys; we decide what they do
        _ = nsx_noecho()
        _ = nsx_nonl() // Enter arrives as CR and is not translated on output
        _ = nsx_keypad(1)
        _ = nsx_curs_set(0)
        // Otherwise every refresh polls standard input between lines to
        // abandon the update if a key is waiting: several polls a frame.
        _ = nsx_typeahead(-1)

        let colors = configureColors(options.colorMode)
        bufferOutput()
        let terminal = Terminal(
            screen: screen, options: options,
            colorSupport: colors.support, terminalDefaultsAvailable: colors.terminalDefaultsAvailable)
        if options.mouse {
            terminal.enableMouse()
        }
        return terminal
    }

    private init(
        screen: OpaquePointer, options: TerminalOptions,
        colorSupport: ColorSupport, terminalDefaultsAvailable: Bool
    ) {
        self.screen = screen
        self.options = options
        self.colorSupport = colorSupport
        let pairCapacity = colorSupport == .none ? 0 : nsx_color_pairs()
        colorPairs = ColorPairCache(capacity: pairCapacity, terminalDefaultsAvailable: terminalDefaultsAvailable)
    }

    /// Until curses has been left and re-entered once, ncurses flushes its
    /// output at every cursor move, so a frame took a write per changed run
    /// of cells (24 on average for a large frame, up to 67). Nothing is on
    /// screen yet, so the round trip costs nothing visible; afterwards a
    /// refresh is one write of ncurses' buffered output.
    private static func bufferOutput() {
        _ = nsx_endwin()
        _ = nsx_refresh()
    }

    private static func configureColors(
        _ mode: TerminalOptions.ColorMode
    ) -> (support: ColorSupport, terminalDefaultsAvailable: Bool) {
        guard mode == .auto, nsx_has_colors() != 0, nsx_start_color() == nsx_ok else { return (.none, false) }
        // Lets "no colour" mean the user's own foreground/background instead
        // of forcing white on black.
        let terminalDefaultsAvailable = nsx_use_default_colors() == nsx_ok
        return (ColorSupport(colorCount: Int(nsx_colors())), terminalDefaultsAvailable)
    }

    /// Mouse reports through ncurses, plus button-drag tracking and SGR
    /// encoding, which ncurses does not request on its own for most TERMs.
    private func enableMouse() {
        _ = nsx_mousemask(nsx_mouse_all_events())
        // 0: report presses and releases as they happen instead of waiting
        // to merge them into clicks (which would delay every tap).
        _ = nsx_mouseinterval(0)
        // ncurses sends its own mouse mode (usually 1000, clicks only) when
        // keypad mode actually takes effect, which is lazily, inside the
        // first get_wch. Terminals keep only the last mouse mode set, so our
        // 1002 must come after that: poll once without waiting (keeping
        // anything already typed), flush ncurses' output buffer, then write
        // our modes straight to the tty. (putp would not do: it goes through
        // stdio's buffer, which is only flushed at exit.)
        if let early = readRawInput(timeoutMilliseconds: 0) {
            pushedBackInput.append(early)
        }
        _ = nsx_refresh()
        TerminalRestoration.enterMouseModes()
    }

    /// Restores the terminal: mouse reporting off, cursor visible, cooked
    /// mode, normal screen. Safe to call more than once.
    public func stop() {
        guard isActive else { return }
        isActive = false
        // The same restore the signal handlers run (see TerminalRestoration).
        TerminalRestoration.restoreNow()
        nsx_delscreen(screen)
        TerminalRestoration.disarm()
        Self.terminalIsRunning = false
    }

    deinit {
        stop()
    }

    /// Runs `body` with a started terminal and stops it however `body`
    /// leaves: by returning, by throwing, or by a signal or `exit()` (those
    /// are covered by the restoration handlers `start` installs).
    public static func withTerminal<Result>(
        options: TerminalOptions = TerminalOptions(),
        _ body: (Terminal) throws -> Result
    ) throws -> Result {
        let terminal = try start(options: options)
        defer { terminal.stop() }
        return try body(terminal)
    }

    // MARK: - Size

    /// The screen size in cells, as ncurses last saw it (it updates on
    /// resize before `readEvent` returns `.resize`).
    public var size: (width: Int, height: Int) {
        (Int(nsx_cols()), Int(nsx_lines()))
    }
}
