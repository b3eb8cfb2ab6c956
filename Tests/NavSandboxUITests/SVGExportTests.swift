import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import NavSandboxCore
import NavSandboxTestSupport
import Testing

@testable import NavSandboxUI

/// Screenshots as SVG: well-formed XML, every line's text in it, colours
/// with reverse applied, nothing unescaped.
@Suite struct SVGExportTests {
    final class Collector: NSObject, XMLParserDelegate {
        var texts: [String] = []
        var current = ""
        var inText = false
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if name == "text" { inText = true; current = "" }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { if inText { current += string } }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text" { texts.append(current); inText = false }
        }
    }

    func parse(_ svg: String) -> (ok: Bool, texts: [String]) {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        let ok = parser.parse()
        return (ok, collector.texts)
    }

    @Test func theSandboxScreenIsWellFormedAndKeepsItsText() {
        let model = makeModel(strategy: "block-all")
        let svg = SVGExport.svg(Screen.render(model), title: "idle <Inbox> & co")
        let (ok, texts) = parse(svg)
        #expect(ok)
        let joined = texts.joined(separator: "|")
        #expect(joined.contains("NavSandbox"))
        #expect(joined.contains("Message 1"))
        #expect(svg.contains("<title>idle &lt;Inbox&gt; &amp; co</title>"))
    }

    @Test func reverseSwapsColoursAndControlCharactersAreDropped() {
        var grid = CellGrid(width: 3, height: 1)
        grid[0, 0] = Cell("a", style: CellStyle(foreground: .red, reverse: true))
        grid[1, 0] = Cell("\u{1B}", style: .plain)
        grid[2, 0] = Cell("<", style: .plain)
        let svg = SVGExport.svg(grid, title: "t")
        #expect(parse(svg).ok)
        #expect(svg.contains("fill=\"#cd3131\"/>"), "a reversed red cell has a red background")
        #expect(!svg.contains("\u{1B}"))
        #expect(svg.contains("&lt;"))
    }

    @Test func theXtermPaletteIsTheStandardOne() {
        #expect(SVGExport.xterm256(16) == "#000000")
        #expect(SVGExport.xterm256(196) == "#ff0000")
        #expect(SVGExport.xterm256(232) == "#080808")
        #expect(SVGExport.xterm256(255) == "#eeeeee")
    }
}
