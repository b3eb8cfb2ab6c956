import NavSandboxUI
import Testing
@testable import NavSandboxTerminal

/// Frames for recordings: a full redraw first, then only the changed cells,
/// with SGR codes chosen from a clean state and reset at the end of a frame.
@Suite("ANSI frame encoder")
struct ANSIFrameEncoderTests {
    private let fullRedrawPrefix = "\(escape)[0m\(escape)[?25l\(escape)[2J\(escape)[H"

    // MARK: Full frames and diffs

    @Test("the first frame clears the screen and draws every cell, positioning only at row starts")
    func firstFrame() {
        var encoder = ANSIFrameEncoder()
        let output = encoder.encode(grid(["ab ", "cd "]))
        #expect(output == fullRedrawPrefix + "ab " + "\(escape)[2;1H" + "cd ")
    }

    @Test("an identical second frame emits nothing")
    func identicalFrame() {
        var encoder = ANSIFrameEncoder()
        let frame = grid(["hello", "world"])
        _ = encoder.encode(frame)
        #expect(encoder.encode(frame) == "")
        #expect(encoder.encode(frame) == "")
    }

    @Test("a one-cell change is one cursor move and the character")
    func oneCellChange() {
        var encoder = ANSIFrameEncoder()
        var frame = grid(["hello", "world"])
        _ = encoder.encode(frame)
        frame[1, 1] = Cell("X")
        #expect(encoder.encode(frame) == "\(escape)[2;2HX")
    }

    @Test("adjacent changes share one cursor move; separate ones each get their own")
    func runsOfChanges() {
        var encoder = ANSIFrameEncoder()
        var frame = grid(["hello", "world"])
        _ = encoder.encode(frame)
        frame.write("XY", x: 1, y: 0)
        frame[4, 1] = Cell("Z")
        #expect(encoder.encode(frame) == "\(escape)[1;2HXY\(escape)[2;5HZ")
    }

    @Test("a change in the last column and one at the start of the next row are positioned separately")
    func lastColumnForgetsCursor() {
        var encoder = ANSIFrameEncoder()
        var frame = grid(["ab", "cd"])
        _ = encoder.encode(frame)
        frame[1, 0] = Cell("X")
        frame[0, 1] = Cell("Y")
        #expect(encoder.encode(frame) == "\(escape)[1;2HX\(escape)[2;1HY")
    }

    @Test("a frame of another size is drawn in full again")
    func sizeChange() {
        var encoder = ANSIFrameEncoder()
        _ = encoder.encode(grid(["ab", "cd"]))
        #expect(encoder.encode(grid(["abc", "cde"])) == fullRedrawPrefix + "abc\(escape)[2;1Hcde")
        #expect(encoder.encode(grid(["abc"])) == fullRedrawPrefix + "abc")
    }

    @Test("reset() makes the next frame a full redraw even at the same size")
    func reset() {
        var encoder = ANSIFrameEncoder()
        let frame = grid(["ab"])
        _ = encoder.encode(frame)
        encoder.reset()
        #expect(encoder.encode(frame) == fullRedrawPrefix + "ab")
    }

    @Test("an empty grid is a clear screen and nothing else")
    func emptyGrid() {
        var encoder = ANSIFrameEncoder()
        #expect(encoder.encode(CellGrid(width: 0, height: 0)) == fullRedrawPrefix)
        #expect(encoder.encode(CellGrid(width: 0, height: 0)) == "")
    }

    // MARK: Attributes

    @Test(
        "each attribute has its SGR code, always set from a clean state",
        arguments: [
            (CellStyle(bold: true), "0;1"),
            (CellStyle(dim: true), "0;2"),
            (CellStyle(underline: true), "0;4"),
            (CellStyle(reverse: true), "0;7"),
            (CellStyle(bold: true, dim: true, reverse: true, underline: true), "0;1;2;4;7"),
        ] as [(CellStyle, String)]
    )
    func attributes(style: CellStyle, codes: String) {
        var encoder = ANSIFrameEncoder()
        var frame = grid(["a"])
        frame[0, 0].style = style
        #expect(encoder.encode(frame) == fullRedrawPrefix + "\(escape)[\(codes)ma\(escape)[0m")
    }

    @Test("a style run is switched once, back to plain with a reset, and the frame ends plain")
    func styleRuns() {
        var encoder = ANSIFrameEncoder()
        var frame = grid(["abcd"])
        frame.restyle(x: 1, y: 0, width: 2) { $0.bold = true }
        #expect(encoder.encode(frame) == fullRedrawPrefix + "a\(escape)[0;1mbc\(escape)[0md")
    }

    @Test("a diff that draws styled cells starts from plain and resets at the end")
    func styledDiff() {
        var encoder = ANSIFrameEncoder()
        var frame = grid(["ab"])
        _ = encoder.encode(frame)
        frame[0, 0] = Cell("Z", style: CellStyle(reverse: true))
        #expect(encoder.encode(frame) == "\(escape)[1;1H\(escape)[0;7mZ\(escape)[0m")
    }

    @Test("a change of style alone redraws the cell")
    func styleOnlyChange() {
        var encoder = ANSIFrameEncoder()
        var frame = grid(["ab"])
        _ = encoder.encode(frame)
        frame[1, 0].style.underline = true
        #expect(encoder.encode(frame) == "\(escape)[1;2H\(escape)[0;4mb\(escape)[0m")
    }

    // MARK: Colour

    @Test(
        "named colours are 30–37/40–47, bright ones 90–97/100–107, indexed ones 38;5/48;5",
        arguments: [
            (TerminalColor.black, "30", "40"),
            (.red, "31", "41"),
            (.white, "37", "47"),
            (.brightBlack, "90", "100"),
            (.brightRed, "91", "101"),
            (.brightWhite, "97", "107"),
            (.indexed(208, fallback: .red), "38;5;208", "48;5;208"),
            (.indexed(0, fallback: .black), "38;5;0", "48;5;0"),
            (.indexed(255, fallback: .white), "38;5;255", "48;5;255"),
        ] as [(TerminalColor, String, String)]
    )
    func colorCodes(color: TerminalColor, foreground: String, background: String) {
        #expect(ANSIFrameEncoder.colorCode(color, background: false) == foreground)
        #expect(ANSIFrameEncoder.colorCode(color, background: true) == background)
    }

    @Test("attributes come before colours, foreground before background")
    func colorOrder() {
        let encoder = ANSIFrameEncoder()
        let style = CellStyle(foreground: .yellow, background: .indexed(17, fallback: .blue), bold: true)
        #expect(encoder.selectGraphicRendition(style) == "\(escape)[0;1;33;48;5;17m")
    }

    @Test("with colour off no colour code is written, but emphasis is")
    func colorOff() {
        var encoder = ANSIFrameEncoder(includesColor: false)
        var frame = grid(["abc"])
        frame[0, 0].style = CellStyle(foreground: .red, background: .brightBlue, bold: true)
        frame[1, 0].style = CellStyle(foreground: .indexed(208, fallback: .red), underline: true)
        frame[2, 0].style = CellStyle(background: .green)
        let output = encoder.encode(frame)
        // c's style differs from plain only by colour, so it costs a reset
        // before and after; harmless, and pinned so a change is deliberate.
        #expect(output == fullRedrawPrefix + "\(escape)[0;1ma\(escape)[0;4mb\(escape)[0mc\(escape)[0m")
        for code in ["31", "104", "38;5", "48;5", "42"] {
            #expect(!output.contains(";\(code)"), "colour code \(code) leaked")
        }
    }

    @Test("with colour on, a colour-only style is written")
    func colorOn() {
        var encoder = ANSIFrameEncoder()
        var frame = grid(["a"])
        frame[0, 0].style = CellStyle(foreground: .green)
        #expect(encoder.encode(frame) == fullRedrawPrefix + "\(escape)[0;32ma\(escape)[0m")
    }

    // MARK: Characters

    @Test("non-ASCII and multi-scalar graphemes are written as their UTF-8 bytes")
    func unicode() {
        var encoder = ANSIFrameEncoder()
        let characters: [Character] = ["é", "e\u{0301}", "─", "漢", "👍🏽", "🇫🇷"]
        var frame = CellGrid(width: characters.count, height: 1)
        for (x, character) in characters.enumerated() { frame[x, 0] = Cell(character) }
        let output = encoder.encode(frame)
        let expected = fullRedrawPrefix + String(characters)
        #expect(output == expected)
        #expect(Array(output.utf8) == Array(expected.utf8))
        #expect(output.utf8.suffix(8).elementsEqual([0xF0, 0x9F, 0x87, 0xAB, 0xF0, 0x9F, 0x87, 0xB7]))
    }

    @Test(
        "control characters are drawn as spaces so they cannot move the player's cursor",
        arguments: ["\u{1B}", "\u{00}", "\n", "\r\n", "\t", "\u{07}", "\u{7F}", "\u{9B}", "\u{85}"] as [Character]
    )
    func controlCharacters(character: Character) {
        var encoder = ANSIFrameEncoder()
        var frame = grid(["abc"])
        frame[1, 0] = Cell(character)
        #expect(encoder.encode(frame) == fullRedrawPrefix + "a c")
    }

    @Test("printable characters are left alone", arguments: [" ", "~", "\u{A0}", "é"] as [Character])
    func printable(character: Character) {
        #expect(ANSIFrameEncoder.printable(character) == character)
    }
}
