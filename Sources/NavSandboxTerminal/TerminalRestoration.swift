#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CNavSandboxCurses

/// Puts the terminal back the way the shell expects it (cooked mode, cursor
/// visible, mouse reporting off, normal screen) on every way out that skips
/// `Terminal.stop()`, and takes it back after a suspend.
///
/// - Signals that end a process by default (SIGTERM, SIGHUP, SIGINT,
///   SIGQUIT, SIGPIPE — a `--record` pipe that closes —, SIGUSR1/2,
///   SIGALRM) and the crash signals (a failed precondition traps with SIGILL
///   or SIGTRAP; a stack overflow is a SIGSEGV, handled on an alternate
///   signal stack because the overflowed one has no room left) restore and then die of the same signal with its default
///   action, so the exit status (128 + N in a shell) and any core dump stay
///   what they would have been. A signal the parent had ignored (nohup) stays
///   ignored.
/// - `exit()` from anywhere restores through an atexit handler.
/// - SIGTSTP (Ctrl-Z, which raw mode delivers as a key, or `kill -TSTP`)
///   restores, stops, and on SIGCONT (`fg`) re-enters curses with every mode
///   as before, our own mouse modes included (ncurses resumes only its own).
///
/// A terminal left in raw mode with mouse reporting on is unusable until the
/// user types `reset` blind, so this is worth the global state. Everything
/// here runs on the main thread or inside a signal handler on it; the state
/// is plain globals because a signal handler cannot take locks, and all of
/// it is prepared (allocated) before the handlers are installed.
enum TerminalRestoration {
    typealias SignalHandler = @convention(c) (Int32) -> Void

    static let fatalSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM]
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// True while the terminal is in our modes (between `arm()` and
    /// `disarm()`, except while suspended).
    nonisolated(unsafe) private static var terminalNeedsRestore = false
    nonisolated(unsafe) private static var atExitRegistered = false
    /// Whether `enterMouseModes()` turned on our mouse modes.
    nonisolated(unsafe) private static var mouseReporting = false
    /// Whether Ctrl-Z may stop the process: SIGTSTP was not ignored (a shell
    /// without job control ignores it, and then there is no `fg`).
    nonisolated(unsafe) private(set) static var jobControl = false
    /// The clear-screen bytes for terminals without an alternate screen.
    nonisolated(unsafe) private static var screenClear: UnsafeMutableRawBufferPointer?
    /// Actions that were installed before ours, put back by `disarm()`.
    nonisolated(unsafe) private static var previousActions: [(signal: Int32, action: sigaction)] = []

    // MARK: - Arming

    /// Called once the terminal is in raw/curses mode. `clearScreen`: bytes
    /// that clear the screen, written after leaving curses on terminals whose
    /// screen the UI does not get to itself (no alternate screen).
    static func arm(clearScreen: [UInt8]?) {
        screenClear = clearScreen.map(copyForSignalHandlers)
        terminalNeedsRestore = true
        if !atExitRegistered {
            atExitRegistered = true
            atexit { TerminalRestoration.restoreNow() }
        }
        unblockHandledSignals()
        let fatal = signalSet(fatalSignals + crashSignals + [SIGTSTP])
        for signalNumber in fatalSignals where nsx_signal_is_ignored(signalNumber) == 0 {
            catchSignal(signalNumber, dieHandler, blocking: fatal, restart: false)
        }
        // A stack overflow's SIGSEGV finds no room on the overflowed stack
        // for the handler: the crash signals run on an alternate one.
        let onAlternateStack = nsx_install_alternate_signal_stack() == 0
        for signalNumber in crashSignals {
            catchSignal(signalNumber, dieHandler, blocking: fatal, restart: false, onAlternateStack: onAlternateStack)
        }
        jobControl = nsx_signal_is_ignored(SIGTSTP) == 0
        if jobControl {
            // SA_RESTART, as ncurses' own handler: a read interrupted by the
            // stop simply goes on after `fg`.
            catchSignal(SIGTSTP, suspendHandler, blocking: signalSet([]), restart: true)
        }
    }

    /// Called by an orderly `Terminal.stop()` after it restored the terminal.
    static func disarm() {
        terminalNeedsRestore = false
        mouseReporting = false
        jobControl = false
        for (signalNumber, action) in previousActions {
            var action = action
            nsx_restore_signal(signalNumber, &action)
        }
        previousActions = []
        screenClear?.deallocate()
        screenClear = nil
    }

    /// A parent may have started us with signals blocked (a blocked mask is
    /// inherited across exec); then neither our handlers nor ncurses'
    /// SIGWINCH (resize) handler would ever run.
    private static func unblockHandledSignals() {
        var unblocked = signalSet(fatalSignals + [SIGWINCH, SIGTSTP, SIGCONT])
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
    }

    private static func catchSignal(
        _ signalNumber: Int32, _ handler: SignalHandler, blocking: sigset_t, restart: Bool, onAlternateStack: Bool = false
    ) {
        var blocked = blocking
        var previous = sigaction()
        guard nsx_catch_signal(signalNumber, handler, &blocked, restart ? 1 : 0, onAlternateStack ? 1 : 0, &previous) == 0
        else { return }
        previousActions.append((signalNumber, previous))
    }

    private static func signalSet(_ signals: [Int32]) -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signalNumber in signals {
            sigaddset(&set, signalNumber)
        }
        return set
    }

    private static func copyForSignalHandlers(_ bytes: [UInt8]) -> UnsafeMutableRawBufferPointer {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
        buffer.copyBytes(from: bytes)
        return buffer
    }

    // MARK: - Handlers

    /// Restores, then dies of the signal with its default action (the
    /// `_exit` is only reached if that action did not end the process).
    private static let dieHandler: SignalHandler = { signalNumber in
        TerminalRestoration.restoreNow()
        nsx_raise_with_default_action(signalNumber)
        _exit(128 + signalNumber)
    }

    private static let suspendHandler: SignalHandler = { _ in
        TerminalRestoration.suspendUntilContinued()
    }

    /// Restores the terminal, stops, and after SIGCONT takes the terminal
    /// back. A signal that ends the process while it is stopped finds
    /// nothing to restore.
    private static func suspendUntilContinued() {
        let wasInCursesMode = terminalNeedsRestore
        if wasInCursesMode {
            terminalNeedsRestore = false
            leaveCursesMode()
        }
        // Stops here, with the default action, until SIGCONT.
        nsx_raise_with_default_action(SIGTSTP)
        reinstallSuspendHandler()
        if wasInCursesMode {
            reenterCursesMode()
        }
    }

    /// The stop replaced our handler with the default action. Inside a
    /// signal handler, so no arrays: the action saved by `arm()` stays.
    private static func reinstallSuspendHandler() {
        var nothingBlocked = sigset_t()
        sigemptyset(&nothingBlocked)
        var replaced = sigaction()
        nsx_catch_signal(SIGTSTP, suspendHandler, &nothingBlocked, 1, 0, &replaced)
    }

    // MARK: - Leaving and re-entering curses

    /// Emergency restore: idempotent, and only does something while armed.
    static func restoreNow() {
        guard terminalNeedsRestore else { return }
        terminalNeedsRestore = false
        leaveCursesMode()
    }

    /// Ctrl-Z: stops the process group as the tty would have (raw mode
    /// turned that off so that we restore first). Nothing without job
    /// control, where no shell could bring us back.
    static func suspendFromKeyboard() {
        guard jobControl, terminalNeedsRestore else { return }
        kill(0, SIGTSTP)
    }

    /// Turns on drag tracking and SGR reports, and remembers to turn them
    /// off on the way out (and on again after a suspend).
    static func enterMouseModes() {
        _ = writeToStandardOutput(TerminalControlSequences.enableMouse)
        mouseReporting = true
    }

    /// Mouse modes off first, with raw writes that work whatever state
    /// ncurses is in (every draw ends with a refresh, so an orderly exit
    /// overtakes nothing buffered); then endwin restores the saved tty modes,
    /// the cursor and the normal screen; a terminal with no screen of its
    /// own for the UI is cleared.
    private static func leaveCursesMode() {
        if mouseReporting {
            _ = writeToStandardOutput(TerminalControlSequences.disableMouse)
        }
        _ = nsx_endwin()
        _ = writeToStandardOutput(TerminalControlSequences.showCursor)
        if let screenClear {
            _ = writeAll(UnsafeRawBufferPointer(screenClear))
        }
    }

    /// After `fg`: whatever the user set with stty meanwhile becomes what
    /// we restore to; doupdate puts back raw mode, the alternate screen,
    /// keypad and cursor state and ncurses' own mouse mode, and repaints
    /// everything; then our mouse modes go after ncurses' (a terminal keeps
    /// only the last mouse mode it was sent).
    private static func reenterCursesMode() {
        _ = nsx_def_shell_mode()
        terminalNeedsRestore = true
        _ = nsx_repaint_on_next_update()
        _ = nsx_doupdate()
        if mouseReporting {
            enterMouseModes()
        }
    }

    // MARK: - Raw output

    /// Unbuffered, allocation-free write, usable from a signal handler.
    /// False when the terminal could not take all of it.
    @discardableResult
    static func writeToStandardOutput(_ text: StaticString) -> Bool {
        writeAll(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard var pointer = bytes.baseAddress else { return true }
        var remaining = bytes.count
        while remaining > 0 {
            let written = write(STDOUT_FILENO, pointer, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            pointer += written
            remaining -= written
        }
        return true
    }
}
