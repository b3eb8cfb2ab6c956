import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// `navsandbox import` of a view dump: recursiveDescription's lines read
/// into the app's views with the properties hitTest reads, the screen's
/// scale, and every way a pasted dump can be wrong — reported at its line
/// and column, never a crash.
@Suite struct ViewDumpImporterTests {
    /// A 390 × 844 controller view: a button covered by a nearly
    /// transparent view, one under an alpha 0.5 view, one in a disabled
    /// container, one hidden.
    static let screen = """
        <UIView: 0x7f0000000100; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600000000100>>
           | <UIButton: 0x7f0000000200; frame = (0 115; 390 38); opaque = NO; layer = <CALayer: 0x600000000200>>
           |    | <UIButtonLabel: 0x7f0000000300; frame = (10 8; 80 20); text = 'Faint'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600000000300>>
           | <UIView: 0x7f0000000400; frame = (0 115; 390 38); alpha = 0.005; layer = <CALayer: 0x600000000400>>
           | <UIButton: 0x7f0000000500; frame = (0 192; 390 38); opaque = NO; layer = <CALayer: 0x600000000500>>
           | <MyApp.Veil: 0x7f0000000600; frame = (0 192; 390 38); alpha = 0.5; layer = <CALayer: 0x600000000600>>
           | <UIView: 0x7f0000000700; frame = (0 268; 390 38); userInteractionEnabled = NO; layer = <CALayer: 0x600000000700>>
           |    | <UIButton: 0x7f0000000800; frame = (0 0; 390 38); opaque = NO; layer = <CALayer: 0x600000000800>>
           | <UIButton: 0x7f0000000900; frame = (0 345; 390 38); hidden = YES; opaque = NO; layer = <CALayer: 0x600000000900>>
        """

    func imported(_ text: String, root: String? = nil) throws -> ViewDumpImporter.Imported {
        switch ViewDumpImporter.importDump(text, file: "dump.txt", root: root) {
        case .success(let imported): return imported
        case .failure(let problems):
            Issue.record("\(problems)")
            throw problems
        }
    }

    func failure(_ text: String, root: String? = nil) -> AppFileProblems? {
        if case .failure(let problems) = ViewDumpImporter.importDump(text, file: "dump.txt", root: root) { return problems }
        return nil
    }

    /// The root view's subviews, as the app has them.
    func topViews(_ imported: ViewDumpImporter.Imported) -> [ViewSpec] {
        imported.app.screens[0].views.first?.subviews ?? []
    }

    @Test func everyPropertyHitTestReadsComesAcross() throws {
        let imported = try imported(Self.screen)
        #expect(imported.viewCount == 9)
        #expect(imported.controlCount == 4)
        let views = topViews(imported)
        #expect(views.map(\.viewClass) == [.button, .view, .button, .view, .view, .button])
        #expect(views[1].alpha == 0.005)
        #expect(views[3].alpha == 0.5)
        #expect(views[3].label?.literal == "MyApp.Veil 0x7f0000000600")
        #expect(views[4].isUserInteractionEnabled == false)
        #expect(views[5].isHidden)
        // The button's title is its UIButtonLabel's text, drawn once: the
        // label keeps its frame and flags, not a second copy of the title.
        #expect(views[0].label?.literal == "Faint")
        #expect(views[0].subviews.first?.viewClass == .label)
        #expect(views[0].subviews.first?.text == nil)
        // 844 points on 22 rows: the view at 115 points is on row 3, 3 rows
        // below the root, which sits 3 rows up under the sandbox's bars.
        #expect(imported.app.screens[0].views[0].frame == Rect(x: 0, y: -3, width: 24, height: 22))
        #expect(views[0].frame == Rect(x: 0, y: 3, width: 24, height: 1))
    }

    /// A dump saved with Windows (CRLF) or classic Mac (CR) line endings,
    /// or pasted with a mix, is the same dump: the same app file, and a
    /// mistake reported at the same line.
    @Test(arguments: ["\r\n", "\r", "\n\r\n\r"])
    func anyLineEndingImportsTheSame(_ ending: String) throws {
        func ended(_ text: String) -> String {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // "\n\r\n\r" cycles through all three, one a line.
            let endings = ending == "\n\r\n\r" ? ["\n", "\r\n", "\r"] : [ending]
            for index in lines.indices.dropLast() { lines[index] += endings[index % endings.count] }
            return lines.joined() + endings[0]
        }
        let lf = try imported(Self.screen + "\n")
        let other = ended(Self.screen)
        #expect(ViewDumpImporter.looksLikeViewDump(other))
        let imported = try imported(other)
        #expect(imported.viewCount == 9)
        #expect(imported.yaml == lf.yaml)
        #expect(imported.warnings.map(\.description) == lf.warnings.map(\.description))

        let broken = """
            <UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
               | <UIView: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>
               |    |    | <UIView: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x6>>
            """
        let problems = try #require(failure(ended(broken)))
        #expect(problems.errors.map { "\($0.line):\($0.column)" } == ["3:16"])
        #expect(problems.errors.first?.sourceLine.hasPrefix("   |    |    | <UIView: 0x5") == true)
    }

    /// hitTest on the imported screen: alpha below 0.01 is skipped (the
    /// button beneath gets the tap), alpha 0.5 is not (the veil takes it),
    /// nor are a disabled container's subviews or a hidden view.
    @Test func theImportedScreenHitTestsAsTheDumpSays() throws {
        let imported = try imported(Self.screen)
        let world = World(configuration: Configuration(app: imported.app))
        func hit(row: Int) -> String? {
            world.hitTest(Point(x: 12, y: row)).view.map { world.views[$0.raw].debugName }
        }
        // The root covers the whole phone, so its rows are the phone's.
        #expect(hit(row: 3) == "UIButton \"Faint\"")
        #expect(world.hitTest(Point(x: 12, y: 3)).walk.contains { $0.verdict == .skippedTransparent })
        #expect(hit(row: 5) == "UIView \"MyApp.Veil 0x7f0000000600\"")
        #expect(hit(row: 7) == "UIView \"0x7f0000000100\"")
        #expect(world.hitTest(Point(x: 12, y: 7)).walk.contains { $0.verdict == .skippedInteractionDisabled })
        #expect(hit(row: 9) == "UIView \"0x7f0000000100\"")
        #expect(world.hitTest(Point(x: 12, y: 9)).walk.contains { $0.verdict == .skippedHidden })
    }

    @Test func aScrollViewsContentOffsetMovesItsSubviews() throws {
        let text = """
            <UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
               | <UIScrollView: 0x3; frame = (0 0; 390 844); clipsToBounds = YES; layer = <CALayer: 0x4>; contentOffset: {0, -115}; contentSize: {390, 2000}>
               |    | <UILabel: 0x5; frame = (0 0; 390 38); text = 'Top'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6>>
            """
        let views = topViews(try imported(text))
        // 115 points down on screen: row 3 of the root.
        #expect(views[0].subviews[0].frame.y == 3)
    }

    @Test func textKeepsQuotesAndSemicolonsAndLosesBraces() throws {
        let text = """
            <UILabel: 0x1; frame = (0 0; 390 300); text = 'It's {n}; done'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x2>>
            """
        let root = try #require(try imported(text).app.screens.first?.views.first)
        #expect(root.text?.literal == "It's (n); done")
        // A UILabel the dump shows with interaction off keeps the model's default.
        #expect(root.isUserInteractionEnabled == nil)
    }

    @Test func aLabelSubclassWithInteractionOnKeepsIt() throws {
        let text = "<MyApp.LinkLabel: 0x1; frame = (0 0; 390 300); text = 'Tap me'; layer = <_UILabelLayer: 0x2>>"
        let root = try #require(try imported(text).app.screens.first?.views.first)
        #expect(root.viewClass == .label)
        #expect(root.isUserInteractionEnabled == true)
    }

    @Test("prefixes as pasted: lldb's $N = …, bars without spaces, Cycript's baseClass")
    func prefixesAsPasted() throws {
        let text = """
            $3 = 0x08c5d730 <UIView: 0x719ffd0; frame = (0 20; 320 460); autoresize = RM+BM; layer = <CALayer: 0x71a0030>>
            | <MMBadgeView: 0x719ba40; baseClass = UIButton; frame = (46 295; 204 44); layer = <CALayer: 0x719bb60>>
            || <UIImageView: 0x719c320; frame = (0 0; 204 44); userInteractionEnabled = NO; layer = <CALayer: 0x719c3f0>>
            """
        let views = topViews(try imported(text))
        #expect(views.count == 1)
        #expect(views[0].viewClass == .button)
        #expect(views[0].selector != nil)
        #expect(views[0].subviews.count == 1)
    }

    /// Lines copied out of the middle of a bigger dump keep their `|`s.
    @Test func aSubtreeCopiedWithItsBarsReadsFromItsFirstLine() throws {
        let text = """
               |    | <UIView: 0x1; frame = (0 0; 390 300); layer = <CALayer: 0x2>>
               |    |    | <UIButton: 0x3; frame = (0 0; 100 44); layer = <CALayer: 0x4>>
               | <UIView: 0x5; frame = (0 0; 390 300); layer = <CALayer: 0x6>>
            """
        let imported = try imported(text)
        #expect(imported.viewCount == 2)
        #expect(imported.warnings.contains { $0.line == 3 && $0.message.contains("second top-level view") })
    }

    @Test("_printHierarchy: the innermost on-screen controller's view is the screen")
    func printHierarchyChoosesTheScreen() throws {
        let text = """
            <UIWindow: 0xa0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0xa1>>
               | <UILayoutContainerView: 0xb0; frame = (0 0; 390 844); layer = <CALayer: 0xb1>>
               |    | <UIView: 0xc0; frame = (0 0; 390 844); layer = <CALayer: 0xc1>>
               |    |    | <UIButton: 0xd0; frame = (0 115; 390 44); layer = <CALayer: 0xd1>>
            <UINavigationController 0xe0>, state: appeared, view: <UILayoutContainerView 0xb0>
               | <MyApp.OldViewController 0xe1>, state: disappeared, view: <UIView 0xf0> not in the window
               | <MyApp.InboxViewController 0xe2>, state: appeared, view: <UIView 0xc0>
            """
        let imported = try imported(text)
        #expect(imported.app.screens[0].className == "MyApp.InboxViewController")
        #expect(imported.app.screens[0].views[0].label?.literal == "0xc0")
        #expect(imported.viewCount == 2)
        // --root overrides it.
        let whole = try self.imported(text, root: "0xA0")
        #expect(whole.viewCount == 4)
    }

    // MARK: Mistakes

    @Test func aViewTwoLevelsDeeperIsAnErrorAtItsLine() throws {
        let text = """
            <UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
               |    | <UIView: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>
            """
        let problems = try #require(failure(text))
        #expect(problems.errors.map { "\($0.line):\($0.column)" } == ["2:11"])
        #expect(problems.description.contains("dump.txt:2:11: error: the view is 2 levels deeper"))
    }

    @Test(arguments: ["(nan 0; 10 10)", "(0 0; 10)", "(0 0; 1e300 10)", "(a b; c d)", "0 0 10 10"])
    func aFrameThatIsNotFourNumbersIsAnError(_ frame: String) throws {
        let text = "<UIView: 0x1; frame = \(frame); layer = <CALayer: 0x2>>"
        let problems = try #require(failure(text))
        #expect(problems.errors.count == 1)
        #expect(problems.errors.first?.line == 1)
        #expect(problems.errors.first?.message.contains("frame") == true)
    }

    @Test func aFileWithNoViewsIsAnError() throws {
        let problems = try #require(failure("hello\nworld\n"))
        #expect(problems.errors.first?.message == "no view lines in the file")
        #expect(problems.warnings.count == 2)
        #expect(!ViewDumpImporter.looksLikeViewDump("hello\nworld\n"))
        #expect(ViewDumpImporter.looksLikeViewDump(Self.screen))
    }

    @Test func aRootThatIsNotInTheDumpIsAnError() throws {
        let problems = try #require(failure(Self.screen, root: "0xdead"))
        #expect(problems.errors.first?.message.contains("--root") == true)
    }

    @Test func moreViewsThanAScreenTakesIsAnErrorThatSaysHowToFix() throws {
        var text = "<UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>\n"
        for index in 0..<1_001 { text += "   | <UIView: 0x\(String(index + 16, radix: 16)); frame = (0 0; 1 1); layer = <CALayer: 0x3>>\n" }
        let problems = try #require(failure(text))
        #expect(problems.errors.first?.message.contains("1002 views") == true)
        #expect(problems.errors.first?.expected.contains("--root") == true)
    }

    @Test func nestingDeeperThanTheLoaderTakesIsAnError() throws {
        var text = ""
        for depth in 0...AppFileLoader.maximumDepth {
            let bars = String(repeating: "   |", count: depth)
            text += "\(bars)\(depth == 0 ? "" : " ")<UIView: 0x\(depth + 1); frame = (0 0; 390 844); layer = <CALayer: 0x1>>\n"
        }
        let problems = try #require(failure(text))
        #expect(problems.errors.first?.message.contains("nested") == true)
        // One level less loads.
        let shallower = text.split(separator: "\n").dropLast().joined(separator: "\n")
        _ = try imported(shallower)
    }

    /// 999 levels of nesting (within the views a screen takes): refused
    /// for the depth, without recursing that deep.
    @Test func aVeryDeepDumpIsRefusedWithoutRecursion() throws {
        var text = ""
        for depth in 0..<999 {
            text += String(repeating: "|", count: depth) + " <UIView: 0x1; frame = (0 0; 1 1)>\n"
        }
        let problems = try #require(failure(text))
        #expect(problems.errors.first?.message.contains("nested") == true)
    }

    /// Escape sequences, NUL, C1 and bidi controls in class names and text
    /// reach the app file only as YAML escapes and the names as `?`.
    @Test func hostileTextLoadsAndStaysInert() throws {
        let evil = "\u{1B}[2J\u{1B}]52;c;aGVsbG8=\u{7}\u{9B}2J\u{202E}x\u{0}y"
        let text = """
            <UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
               | <My\(evil)Button: 0x3; frame = (0 115; 390 44); layer = <CALayer: 0x4>>
               | <UILabel: 0x5; frame = (0 200; 390 44); text = '\(evil)'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6>>
            """
        let imported = try imported(text)
        #expect(!imported.yaml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!imported.yaml.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
        let views = topViews(imported)
        #expect(views[0].label?.literal?.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F } == true)
        // The label's text survives, as data.
        #expect(views[1].text?.literal == evil)
    }

    /// Random bytes, random prefixes and cut lines: always a result or a
    /// list of problems, never a crash.
    @Test func garbageNeverCrashes() {
        var random = SplitMix64(seed: 0x5EED)
        let pieces = [
            "<UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>", "   | ", "|", "<", ">", "; ", "frame = (",
            "0 0; 10 10)", "text = '", "'", "hidden = YES", "alpha = ", "-1", "nan", "contentOffset: {", "}", "\u{1B}",
            "$1 = ", ", state: appeared, view: <UIView 0x1>", "(lldb) ", "\n", "\n", "\n",
        ]
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<random.int(in: 1...60) { text += random.pick(pieces) }
            switch ViewDumpImporter.importDump(text, file: "fuzz.txt") {
            case .success(let imported): #expect(!imported.yaml.isEmpty)
            case .failure(let problems): #expect(!problems.problems.isEmpty)
            }
        }
    }
}
