#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CNavSandboxCurses

/// What the user's terminal (TERM, through terminfo) can do, as far as the
/// interactive UI depends on it. Looked up before curses starts, so a
/// terminal the UI cannot drive is refused with a message instead of shown
/// a blank screen.
struct TerminalCapabilities: Equatable, Sendable {
    /// `cup`: the UI places every cell; without it (TERM=dumb) ncurses can
    /// only print lines one after another.
    var cursorAddressing: Bool
    /// `smcup`: the UI gets a screen of its own that the shell's screen
    /// comes back from. Without it (TERM=vt100) the last frame would stay
    /// where the shell prompt appears, so the screen is cleared on exit.
    var alternateScreen: Bool

    /// Looks up TERM for the terminal on `descriptor`. Throws
    /// `initializationFailed` for an unset or unknown TERM and
    /// `noCursorAddressing` for one that cannot move the cursor.
    static func probe(descriptor: Int32 = STDOUT_FILENO) throws -> TerminalCapabilities {
        var cursorAddressing: Int32 = 0
        var alternateScreen: Int32 = 0
        guard nsx_probe_terminal(descriptor, &cursorAddressing, &alternateScreen) != 0 else {
            throw TerminalError.initializationFailed(term: currentTerm)
        }
        let capabilities = TerminalCapabilities(cursorAddressing: cursorAddressing != 0, alternateScreen: alternateScreen != 0)
        guard capabilities.cursorAddressing else {
            throw TerminalError.noCursorAddressing(term: currentTerm)
        }
        return capabilities
    }

    static var currentTerm: String? {
        getenv("TERM").map { String(cString: $0) }
    }

    /// The bytes that clear the screen and home the cursor on the running
    /// terminal (terminfo `clear`, padding removed), or nil if it has none.
    /// Only meaningful once curses has started.
    static func clearScreenSequence() -> [UInt8]? {
        guard let capability = nsx_clear_screen_capability() else { return nil }
        let bytes = withoutPadding(Array(String(cString: capability).utf8))
        return bytes.isEmpty ? nil : bytes
    }

    /// Removes terminfo delay markers (`$<50>`, `$<5*/>`): tputs turns them
    /// into waits or pad characters, but the sequence is written raw, from a
    /// signal handler too, where tputs cannot run. Modern terminals need no
    /// padding; a `$` not followed by `<` is kept.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "<"),
               let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">")) {
                index = close + 1
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }
}
