#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses

/// Puts the terminal back the way the shell expects it (cooked mode, cursor
/// visible, mouse reporting off, normal screen) on the exit paths that skip
/// `Terminal.stop()`: SIGTERM, SIGHUP, SIGINT and `exit()` from anywhere,
/// and the crash signals (a failed precondition traps with SIGILL or SIGTRAP)
/// — those restore and then die by the same signal, so the exit status and
/// any core dump stay what they would have been.
///
/// A terminal left in raw mode with mouse reporting on is unusable until the
/// user types `reset` blind, so this is worth the global state. Everything
/// here runs on the main thread or inside a signal handler on it; the flags
/// are plain globals because a signal handler cannot take locks.
enum TerminalRestoration {
    typealias SignalHandler = @convention(c) (Int32) -> Void

    static let handledSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT]
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// True between `arm()` and `disarm()`: the terminal is in our modes.
    nonisolated(unsafe) private static var terminalNeedsRestore = false
    nonisolated(unsafe) private static var atExitRegistered = false
    /// Handlers that were installed before ours, put back by `disarm()`.
    nonisolated(unsafe) private static var previousHandlers: [(signal: Int32, handler: SignalHandler?)] = []

    /// Called once the terminal is in raw/curses mode.
    static func arm() {
        terminalNeedsRestore = true
        if !atExitRegistered {
            atExitRegistered = true
            atexit { TerminalRestoration.restoreNow() }
        }
        // A parent may have started us with these blocked (a blocked mask is
        // inherited across exec); then neither our handlers nor ncurses'
        // SIGWINCH (resize) handler would ever run.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signalNumber in handledSignals + [SIGWINCH] {
            sigaddset(&unblocked, signalNumber)
        }
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)

        previousHandlers = handledSignals.map { signalNumber in
            let previous = signal(signalNumber) { signalNumber in
                TerminalRestoration.restoreNow()
                // _exit, not exit: atexit handlers and stdio flushing are
                // not safe inside a signal handler, and restoration is done.
                _exit(128 + signalNumber)
            }
            return (signalNumber, previous)
        }
        previousHandlers += crashSignals.map { signalNumber in
            let previous = signal(signalNumber) { signalNumber in
                TerminalRestoration.restoreNow()
                // Die of the original signal: default action, raised again.
                signal(signalNumber, SIG_DFL)
                raise(signalNumber)
            }
            return (signalNumber, previous)
        }
    }

    /// Called by an orderly `Terminal.stop()` after it restored the terminal.
    static func disarm() {
        terminalNeedsRestore = false
        for (signalNumber, handler) in previousHandlers {
            signal(signalNumber, handler)
        }
        previousHandlers = []
    }

    /// Emergency restore: idempotent, and only does something while armed.
    /// Writes the raw sequences first (they work whatever state ncurses is
    /// in), then lets endwin restore the saved tty modes and leave the
    /// alternate screen.
    static func restoreNow() {
        guard terminalNeedsRestore else { return }
        terminalNeedsRestore = false
        writeToStandardOutput(TerminalControlSequences.disableMouse)
        endwin()
        writeToStandardOutput(TerminalControlSequences.showCursor)
    }

    /// Unbuffered, allocation-free write, usable from a signal handler.
    static func writeToStandardOutput(_ text: StaticString) {
        var pointer = UnsafeRawPointer(text.utf8Start)
        var remaining = text.utf8CodeUnitCount
        while remaining > 0 {
            let written = write(STDOUT_FILENO, pointer, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            pointer += written
            remaining -= written
        }
    }
}
