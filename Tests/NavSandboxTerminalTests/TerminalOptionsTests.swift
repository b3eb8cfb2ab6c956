import Foundation
import Testing
@testable import NavSandboxTerminal

/// `--no-color` and NO_COLOR. no-color.org: colour is off when NO_COLOR is
/// present and not an empty string, regardless of its value.
@Suite("Terminal options")
struct TerminalOptionsTests {
    @Test("defaults: colour as the terminal allows, mouse on, 25 ms escape delay")
    func defaults() {
        let options = TerminalOptions()
        #expect(options.colorMode == .auto)
        #expect(options.mouse)
        #expect(options.escapeDelayMilliseconds == 25)
    }

    @Test("no flag and no NO_COLOR: auto")
    func auto() {
        #expect(TerminalOptions.resolving(noColorFlag: false, environment: [:]).colorMode == .auto)
    }

    @Test("--no-color turns colour off whatever the environment says")
    func flag() {
        for environment in [[:], ["NO_COLOR": ""], ["NO_COLOR": "1"]] {
            #expect(TerminalOptions.resolving(noColorFlag: true, environment: environment).colorMode == .never)
        }
    }

    @Test(
        "NO_COLOR with any non-empty value turns colour off, even 0 or false",
        arguments: ["1", "0", "false", "no", "yes", " ", "anything"]
    )
    func noColorSet(value: String) {
        let options = TerminalOptions.resolving(noColorFlag: false, environment: ["NO_COLOR": value])
        #expect(options.colorMode == .never)
    }

    @Test("NO_COLOR set to the empty string is as if unset")
    func noColorEmpty() {
        #expect(TerminalOptions.resolving(noColorFlag: false, environment: ["NO_COLOR": ""]).colorMode == .auto)
    }

    @Test("only NO_COLOR counts: other variables and spellings leave colour on")
    func otherVariables() {
        let environment = ["no_color": "1", "NOCOLOR": "1", "NO_COLOUR": "1", "TERM": "dumb", "COLORTERM": ""]
        #expect(TerminalOptions.resolving(noColorFlag: false, environment: environment).colorMode == .auto)
    }

    @Test("resolving keeps the other defaults")
    func otherOptions() {
        let options = TerminalOptions.resolving(noColorFlag: true, environment: [:])
        #expect(options.mouse)
        #expect(options.escapeDelayMilliseconds == 25)
    }

    @Test("without an explicit environment, the process's NO_COLOR decides")
    func processEnvironment() {
        // Read, never set: the environment is process-wide and tests run in
        // parallel.
        let value = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
        let expected: TerminalOptions.ColorMode = value.isEmpty ? .auto : .never
        #expect(TerminalOptions.resolving(noColorFlag: false).colorMode == expected)
        #expect(TerminalOptions.resolving(noColorFlag: true).colorMode == .never)
    }
}
