/// Why the interactive terminal could not be used. `description` is written
/// for the person at the keyboard; callers print it and exit with status 2.
public enum TerminalError: Error, CustomStringConvertible, Sendable {
    /// Standard input or output is a pipe or file, not a terminal.
    case notInteractive(standardInputIsTerminal: Bool, standardOutputIsTerminal: Bool)
    /// ncurses could not set up the terminal (usually an unknown TERM).
    case initializationFailed(term: String?)
    /// ncurses keeps global state, so only one Terminal may run at a time.
    case alreadyActive

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
        case .alreadyActive:
            return "navsandbox: the terminal is already in use by this process."
        }
    }
}
