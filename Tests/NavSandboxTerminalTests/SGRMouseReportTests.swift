import NavSandboxUI
import Testing
@testable import NavSandboxTerminal

/// `ESC [ < b ; x ; y M/m` as xterm sends it in mode 1006: 1-based
/// coordinates, low two bits the button, 32 motion, 64/128 wheel and extra
/// buttons, `m` a release.
@Suite("SGR mouse report")
struct SGRMouseReportTests {
    private func event(_ parameters: String, _ final: Character) -> MouseEvent?? {
        SGRMouseReport(parameters: Substring(parameters), final: final).map(\.mouseEvent)
    }

    @Test("press: 1-based terminal coordinates become 0-based cells")
    func press() throws {
        let report = try #require(SGRMouseReport(parameters: "0;13;8", final: "M"))
        #expect(report.buttonCode == 0)
        #expect(report.column == 13)
        #expect(report.row == 8)
        #expect(!report.isRelease)
        #expect(report.mouseEvent == MouseEvent(kind: .press, x: 12, y: 7))
    }

    @Test("the top-left cell is 1;1 on the wire and 0,0 in the app")
    func origin() {
        #expect(event("0;1;1", "M") == .some(MouseEvent(kind: .press, x: 0, y: 0)))
    }

    @Test("motion bit 32 with the left button held is a drag")
    func drag() {
        #expect(event("32;20;3", "M") == .some(MouseEvent(kind: .drag, x: 19, y: 2)))
    }

    @Test("final m is a release, whatever else the code says")
    func release() {
        #expect(event("0;13;8", "m") == .some(MouseEvent(kind: .release, x: 12, y: 7)))
    }

    @Test("modifier bits (shift 4, meta 8, ctrl 16) do not turn a click into something else")
    func modifiersAreIgnored() {
        for code in [4, 8, 16, 4 | 8 | 16] {
            #expect(event("\(code);2;2", "M") == .some(MouseEvent(kind: .press, x: 1, y: 1)), "code \(code)")
            #expect(event("\(code + 32);2;2", "M") == .some(MouseEvent(kind: .drag, x: 1, y: 1)), "code \(code + 32)")
        }
    }

    @Test("wheel notches (64 up, 65 down) scroll, with or without modifiers; sideways ones do nothing")
    func wheel() {
        #expect(event("64;5;6", "M") == .some(MouseEvent(kind: .wheelUp, x: 4, y: 5)))
        #expect(event("65;5;6", "M") == .some(MouseEvent(kind: .wheelDown, x: 4, y: 5)))
        #expect(event("80;5;6", "M") == .some(MouseEvent(kind: .wheelUp, x: 4, y: 5)), "ctrl + wheel up")
        #expect(event("66;5;6", "M") == .some(nil))
        #expect(event("96;5;6", "M") == .some(nil), "motion with the wheel bit is not a notch")
    }

    @Test(
        "reports the app has no use for parse but give no event",
        arguments: [
            ("1;5;5", "M"),    // middle press
            ("2;5;5", "M"),    // right press
            ("2;5;5", "m"),    // right release
            ("34;5;5", "M"),   // right-button drag
            ("35;5;5", "M"),   // motion with no button held
            ("66;5;5", "M"),   // wheel left
            ("67;5;5", "M"),   // wheel right
            ("128;5;5", "M"),  // button 8
            ("129;5;5", "M"),  // button 9
        ] as [(String, Character)]
    )
    func ignored(parameters: String, final: Character) throws {
        let report = try #require(SGRMouseReport(parameters: Substring(parameters), final: final))
        #expect(report.mouseEvent == nil)
    }

    @Test(
        "malformed parameters are rejected rather than guessed at",
        arguments: [
            "",                      // nothing
            "0",                     // one field
            "0;13",                  // two fields
            "0;13;8;1",              // four fields
            ";13;8",                 // empty button
            "0;;8",                  // empty column
            "0;13;",                 // empty row
            "0;0;8",                 // column 0 (coordinates are 1-based)
            "0;13;0",                // row 0
            "0;0;0",
            "0;-1;5",                // negative coordinates
            "-1;5;5",                // negative button
            "x;13;8",                // not a number
            "0;9223372036854775808;1",  // Int.max + 1
            "99999999999999999999999;1;1",
        ]
    )
    func malformed(parameters: String) {
        #expect(SGRMouseReport(parameters: Substring(parameters), final: "M") == nil)
        #expect(SGRMouseReport(parameters: Substring(parameters), final: "m") == nil)
    }

    @Test("only M and m end a report", arguments: ["A", "~", "H", "t", "<", ";", "0"] as [Character])
    func otherFinals(final: Character) {
        #expect(SGRMouseReport(parameters: "0;13;8", final: final) == nil)
    }

    @Test("large but valid coordinates are kept (the app clips them)")
    func largeCoordinates() {
        #expect(event("0;1000;500", "M") == .some(MouseEvent(kind: .press, x: 999, y: 499)))
    }
}
