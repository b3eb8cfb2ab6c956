import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

@testable import NavSandboxUI

/// An app file from someone else may put escape sequences in every title,
/// label and log line. The grid — and with it ncurses, asciicasts and
/// screenshots — must only ever hold them made visible.
@Suite struct HostileTextRenderTests {
    static func model() throws -> AppModel {
        let app = try AppFileLoader.load(HostileText.app, file: "evil.yaml").get().app
        return AppModel(configuration: Configuration(app: app), width: 100, height: 32)
    }

    static func assertSafe(_ grid: CellGrid, _ moment: String) {
        for (index, cell) in grid.cells.enumerated() where cell.text.unicodeScalars.contains(where: TerminalText.isControl) {
            Issue.record("\(moment): cell \(index % grid.width),\(index / grid.width) holds \(Array(cell.text.unicodeScalars))")
            return
        }
        #expect(HostileText.firstUnsafeByte(in: Array(grid.text.utf8)) == nil, "\(moment): the text form")
        let svg = SVGExport.svg(grid, title: "evil \u{1B}]0;x\u{7} \u{202E}")
        #expect(HostileText.firstUnsafeByte(in: Array(svg.utf8)) == nil, "\(moment): the SVG")
    }

    @Test("no pane draws a control character from the app, whatever is open")
    func everyPane() throws {
        var model = try Self.model()
        Self.assertSafe(Screen.render(model), "launch")
        #expect(Screen.render(model).text.contains("\\u{1B}]0;PWNED\\u{7}"), "the title is shown, escaped")
        let go = try #require(model.key(for: "Go\u{1B}[2J\u{1B}[H"))
        model.press(go)
        model.run(100)
        Self.assertSafe(Screen.render(model), "loading")
        model.settle()
        Self.assertSafe(Screen.render(model), "pushed")
        for key: Character in ["T", "L", "?", ":"] {
            model.press(key)
            Self.assertSafe(Screen.render(model), "after \(key)")
            model.press(.key(.escape))
        }
    }

    @Test("a guard file's texts — its summary, drop reasons, log lines — are drawn escaped, alone or stacked")
    func guardFile() throws {
        let definition = try GuardFileLoader.load(HostileText.guardFile, file: "evil.yaml").get()
        for strategy in ["evil", "none+evil"] {
            let configuration = Configuration(app: .demo, profile: .ios17, strategy: strategy, guardFiles: [definition])
            var model = AppModel(configuration: configuration, width: 100, height: 32)
            Self.assertSafe(Screen.render(model), "\(strategy): launch")
            model.press("!")
            model.press("1")
            model.run(600)
            let grid = Screen.render(model)
            Self.assertSafe(grid, "\(strategy): the second push dropped")
            var shown = ""
            for key: Character in ["L", "T", ":"] {
                model.press(key)
                let grid = Screen.render(model)
                Self.assertSafe(grid, "\(strategy): after \(key)")
                shown += grid.text
                model.press(.key(.escape))
            }
            #expect(shown.contains("reason \\u{1B}]0;PWNED"), "\(strategy): the reason is in the log, escaped\n\(shown)")
            #expect(shown.contains("log \\u{1B}]52;c;aGVsbG8=\\u{7}"), "\(strategy): the guard's log line, escaped")
            model.press(":")
            for character in "strategy: evil" { model.press(character) }
            let palette = Screen.render(model)
            Self.assertSafe(palette, "\(strategy): the palette with the guard's summary")
            #expect(palette.text.contains("summary \\u{1B}]0;PWNED"), "the summary is there, escaped\n\(palette.text)")
            model.press(.key(.escape))
        }
    }

    @Test("the ASCII glyph set escapes too")
    func asciiGlyphs() {
        #expect(Glyphs.ascii.text("a\u{1B}]0;x\u{7}\u{202E}") == "a\\u{1B}]0;x\\u{7}\\u{202E}")
        #expect(Glyphs.unicode.text("a\u{9B}2J") == "a\\u{9B}2J")
    }
}
