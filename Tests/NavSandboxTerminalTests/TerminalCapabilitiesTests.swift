import Testing
@testable import NavSandboxTerminal

/// The clear-screen bytes written on exit for terminals without an
/// alternate screen come from terminfo and are written raw (from signal
/// handlers too), so tputs' delay markers must be gone.
@Suite("Terminal capabilities")
struct TerminalCapabilitiesTests {
    private func stripped(_ text: String) -> String {
        String(decoding: TerminalCapabilities.withoutPadding(Array(text.utf8)), as: UTF8.self)
    }

    @Test("vt100's clear loses its 50 ms delay and keeps its sequences")
    func vt100Clear() {
        #expect(stripped("\u{1B}[H\u{1B}[J$<50>") == "\u{1B}[H\u{1B}[J")
    }

    @Test("proportional and mandatory delays inside a string are removed too")
    func delayForms() {
        #expect(stripped("a$<5*>b$<2/>c$<3.5*/>d") == "abcd")
    }

    @Test("a dollar that starts no delay is text")
    func plainDollar() {
        #expect(stripped("$5 $") == "$5 $")
        #expect(stripped("x$<12") == "x$<12", "an unterminated marker is kept as it is")
    }
}
