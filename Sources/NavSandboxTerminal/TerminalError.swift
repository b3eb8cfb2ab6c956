#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the interactive terminal could not be used. `description` is written
/// for the person at the keyboard; callers print it and exit with
/// `exitStatus`.
public enum TerminalError: Error, CustomStringConvertible, Sendable {
    /// Standard input or output is a pipe or file, not a terminal.
    case notInteractive(standardInputIsTerminal: Bool, standardOutputIsTerminal: Bool)
    /// ncurses could not set up the terminal (usually an unknown TERM).
    case initializationFailed(term: String?)
    /// TERM names a terminal that cannot move the cursor (terminfo has no
    /// `cup`), such as `dumb`: the UI could only print garbage.
    case noCursorAddressing(term: String?)
    /// ncurses keeps global state, so only one Terminal may run at a time.
    case alreadyActive
    /// Writing to the terminal failed (it was closed, or standard output is
    /// not open for writing); `errorNumber` is the errno of the failure.
    case writeFailed(errorNumber: Int32)

    /// 2, as for a usage problem, when the terminal cannot be used at all;
    /// 74 (EX_IOERR, as the script commands use for I/O errors) when a
    /// session already running could not write to it.
    public var exitStatus: Int32 {
        if case .writeFailed = self { return 74 }
        return 2
    }

    public var description: String {
        switch self {
        case let .notInteractive(inputIsTerminal, outputIsTerminal):
            var missing: [String] = []
            if !inputIsTerminal { missing.append("standard input") }
            if !outputIsTerminal { missing.append("standard output") }
            let what = missing.isEmpty ? "the terminal" : missing.joined(separator: " and ")
            return "navsandbox: the interactive UI needs a terminal, but \(what) "
                + "\(missing.count > 1 ? "are" : "is") not a TTY.\n"
                + "For headless use (CI, pipes, scripts) run a scenario file instead: navsandbox run FILE"
        case let .initializationFailed(term):
            let name = term.map { "'\($0)'" } ?? "(TERM is not set)"
            return "navsandbox: could not initialise the terminal \(name). "
                + "Check that TERM names a terminal known to terminfo (for example xterm-256color)."
        case let .noCursorAddressing(term):
            return "navsandbox: the terminal '\(term ?? "")' cannot move the cursor (terminfo has no cup), "
                + "which the interactive UI needs. Set TERM to a terminal such as xterm-256color, "
                + "or run a scenario headless: navsandbox run FILE"
        case let .writeFailed(errorNumber):
            return "navsandbox: cannot write to the terminal (\(String(cString: strerror(errorNumber)))); "
                + "the session was ended."
        case .alreadyActive:
            return "navsandbox: the terminal is already in use by this process."
        }
    }
}
