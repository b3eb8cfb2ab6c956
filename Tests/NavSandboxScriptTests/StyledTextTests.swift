import Testing

@testable import NavSandboxScript

/// The console's text: colour is structure, so no string can smuggle a
/// control sequence past the rendering.
@Suite struct StyledTextTests {
    @Test("colour becomes SGR only when asked, and only around the program's runs")
    func colours() {
        let text: StyledText = "\("FAIL".styled(.red))  line 3: \("top = Inbox")\n"
        #expect(text.plain == "FAIL  line 3: top = Inbox\n")
        #expect(text.rendered(colour: true) == "\u{1B}[31mFAIL\u{1B}[0m  line 3: top = Inbox\n")
    }

    @Test("an escape sequence inside any run is shown, coloured or not")
    func hostileRuns() {
        let hostile = "\u{1B}]52;c;aGk=\u{7}\u{1B}[2J\u{9B}\u{202E}"
        var text = StyledText(hostile)
        text += hostile.styled(.green)
        text += "\n"
        let shown = "\\u{1B}]52;c;aGk=\\u{7}\\u{1B}[2J\\u{9B}\\u{202E}"
        #expect(text.plain == shown + shown + "\n")
        #expect(text.rendered(colour: true) == shown + "\u{1B}[32m" + shown + "\u{1B}[0m\n")
    }

    @Test("adjacent runs of one colour merge")
    func merging() {
        var text = StyledText("a")
        text += "b"
        text += "c".styled(.bold)
        text += "d".styled(.bold)
        #expect(text.runs.count == 2)
    }
}
