import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// Imports round-trip: random hostile text (HostileText.random: escape
/// sequences, every C0 and C1 control, bidi controls and marks, YAML's and
/// XML's own syntax) in a storyboard's titles and labels, or in a view
/// dump's, imports into an app file that loads with no errors and gives
/// back exactly that text, scalar for scalar, while the file itself holds
/// no raw control or bidi character: what `import` prints is what `-o`
/// saves, and both load. Braces are left out: an importer writes them as
/// parentheses on purpose (`{n}` is a placeholder in app files).
@Suite struct ImportRoundTripTests {
    static let rounds = 300

    /// The same scalars: Swift's `==` would call `é` and `e` + U+0301 equal.
    static func same(_ loaded: TextTemplate?, _ original: String) -> Bool {
        guard let literal = loaded?.literal else { return false }
        return Array(literal.unicodeScalars) == Array(original.unicodeScalars)
    }

    /// Hostile text of at most `limit` characters with none of `excluded`.
    /// Not starting with U+FEFF: Yams makes each scalar a String with
    /// Foundation's `String(bytes:encoding:)`, which takes a leading U+FEFF
    /// for a byte-order mark and drops it, whatever the file wrote (the
    /// importers write `\uFEFF`; elsewhere in the text it reads back).
    static func hostile(_ rng: inout SplitMix64, limit: Int = 40, excluding excluded: Set<Unicode.Scalar> = []) -> String {
        let forbidden = excluded.union(["{", "}"])
        while true {
            let scalars = HostileText.random(&rng).unicodeScalars.filter { !forbidden.contains($0) }
            let text = String(String.UnicodeScalarView(scalars))
            if !text.isEmpty, text.count <= limit, text.unicodeScalars.first != "\u{FEFF}" { return text }
        }
    }

    /// Nothing in the file is a raw control, bidi or invisible character:
    /// the terminal edge (TerminalText) would change nothing in it, and the
    /// characters it leaves alone but YAML cannot hold raw, or that hide
    /// in an editor, are escapes too.
    static func checkFileIsInert(_ yaml: String, _ context: String) {
        #expect(HostileText.firstUnsafeByte(in: Array(yaml.utf8)) == nil, "\(context)\n\(yaml)")
        #expect(TerminalText.visibleLines(yaml) == yaml, "\(context)")
        let raw = yaml.unicodeScalars.filter { scalar in
            scalar == "\t" || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF].contains(scalar.value)
                || scalar.properties.generalCategory == .format
        }
        #expect(raw.isEmpty, "\(context): \(raw.map { TerminalText.describe($0) })")
        // The escape Swift writes (`\u{…}`) is not YAML; the writer's never is.
        #expect(!yaml.contains("\\u{"), "\(context)\n\(yaml)")
    }

    // MARK: Storyboards

    /// Text as an XML attribute value: `<`, `&` and `"` as entities, other
    /// controls (NUL aside: the reader refuses `&#0;`) and one character in
    /// four as character references, the rest raw, as a hostile file may.
    static func attribute(_ text: String, _ rng: inout SplitMix64) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": out += "&lt;"
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "\0": out.unicodeScalars.append(scalar)
            default:
                let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                if isControl || rng.chance(25) {
                    out += "&#x\(String(scalar.value, radix: 16));"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    struct StoryboardTexts {
        var className: String
        var title: String
        var label: String
        var buttonTitle: String
        var barButtonTitle: String
    }

    static func storyboard(_ texts: StoryboardTexts, _ rng: inout SplitMix64) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="a" customClass="\(attribute(texts.className, &rng))" sceneMemberID="viewController">
                        <view key="view" id="v"><rect key="frame" x="0" y="0" width="375" height="667"/>
                            <subviews>
                                <label id="l" text="\(attribute(texts.label, &rng))"><rect key="frame" x="0" y="100" width="375" height="20"/></label>
                                <button id="b"><rect key="frame" x="0" y="200" width="375" height="40"/>
                                    <state key="normal" title="\(attribute(texts.buttonTitle, &rng))"/>
                                </button>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" title="\(attribute(texts.title, &rng))" id="n">
                            <barButtonItem key="rightBarButtonItem" title="\(attribute(texts.barButtonTitle, &rng))" id="r"/>
                        </navigationItem>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test func hostileStoryboardTextImportsLoadsAndReadsBackTheSame() throws {
        var rng = SplitMix64(seed: 0x5707_B0A2D)
        for round in 0..<Self.rounds {
            // Labels are unique on a screen (as Swift compares them): the
            // importer would number or drop a repeat.
            var labels: [String] = []
            while labels.count < 3 {
                let label = Self.hostile(&rng)
                if !labels.contains(label) { labels.append(label) }
            }
            let texts = StoryboardTexts(
                className: Self.hostile(&rng), title: Self.hostile(&rng), label: labels[0], buttonTitle: labels[1],
                barButtonTitle: labels[2])
            // The app's name is the file's, up to its extension.
            let name = Self.hostile(&rng, excluding: ["/", "."])
            let context = "round \(round)"
            let imported = try StoryboardImporter.importStoryboard(Self.storyboard(texts, &rng), file: name + ".storyboard").get()
            Self.checkFileIsInert(imported.yaml, context)
            let loaded: LoadedApp
            switch AppFileLoader.load(imported.yaml, file: "imported.yaml") {
            case .success(let app): loaded = app
            case .failure(let problems):
                Issue.record("\(context): \(problems)\n\(imported.yaml)")
                continue
            }
            let app = loaded.app
            let screen = app.screens[app.root]
            #expect(Array(app.name.unicodeScalars) == Array(name.unicodeScalars), "\(context)")
            #expect(Array(screen.className.unicodeScalars) == Array(texts.className.unicodeScalars), "\(context)")
            #expect(Self.same(screen.title, texts.title), "\(context)")
            #expect(Self.same(screen.rightBarButton?.label, texts.barButtonTitle), "\(context)")
            #expect(screen.views.count == 2, "\(context)")
            #expect(Self.same(screen.views.first?.label, texts.label), "\(context)")
            #expect(Self.same(screen.views.first?.text, texts.label), "\(context)")
            #expect(Self.same(screen.views.last?.label, texts.buttonTitle), "\(context)")
        }
    }

    /// A warning quotes the storyboard (a segue's kind here) in the header
    /// comment: its controls are spelled out there as in a value, `\u202E`.
    @Test func aHostileWarningInTheHeaderCommentIsSpelledOut() throws {
        let scenes = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="a" sceneMemberID="viewController">
                        <view key="view" id="v"><rect key="frame" x="0" y="0" width="375" height="667"/>
                            <subviews>
                                <button id="b"><rect key="frame" x="0" y="100" width="375" height="40"/><state key="normal" title="Go"/>
                                    <connections><segue destination="a" kind="odd&#x202E;&#10;root: Evil" id="s"/></connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let imported = try StoryboardImporter.importStoryboard(scenes, file: "e\u{202E}vil\u{1B}[2J.storyboard").get()
        Self.checkFileIsInert(imported.yaml, "header")
        #expect(imported.yaml.hasPrefix("# Imported from e\\u202Evil\\u001B[2J.storyboard by `navsandbox import`"), "\(imported.yaml)")
        #expect(
            imported.yaml.contains("#   e\\u202Evil\\u001B[2J.storyboard:8: a `odd\\u202E\\u000Aroot: Evil` segue is not translated\n"),
            "\(imported.yaml)")
        #expect(imported.yaml.contains("app: \"e\\u202Evil\\u001B[2J\"\n"))
        guard case .success = AppFileLoader.load(imported.yaml, file: "imported.yaml") else {
            Issue.record("the import does not load:\n\(imported.yaml)")
            return
        }
    }

    // MARK: View dumps

    static func dump(buttonTitle: String, labelText: String) -> String {
        """
        <UIView: 0x7f0000000100; frame = (0 0; 390 844); layer = <CALayer: 0x600000000100>>
           | <UIButton: 0x7f0000000200; frame = (0 115; 390 44); opaque = NO; layer = <CALayer: 0x600000000200>>
           |    | <UIButtonLabel: 0x7f0000000300; frame = (10 8; 200 20); text = '\(buttonTitle)'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600000000300>>
           | <UILabel: 0x7f0000000400; frame = (0 200; 390 44); text = '\(labelText)'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600000000400>>
        """
    }

    @Test func hostileViewDumpTextImportsLoadsAndReadsBackTheSame() throws {
        var rng = SplitMix64(seed: 0xD0_4D9)
        // A dump is lines of UIView's description, which prints text as it
        // is: a line break in it would end the view's line.
        let lineBreaks: Set<Unicode.Scalar> = ["\n", "\r"]
        for round in 0..<Self.rounds {
            let title = Self.hostile(&rng, excluding: lineBreaks)
            var text = Self.hostile(&rng, excluding: lineBreaks)
            while text == title { text = Self.hostile(&rng, excluding: lineBreaks) }
            let context = "round \(round)"
            let imported: ViewDumpImporter.Imported
            switch ViewDumpImporter.importDump(Self.dump(buttonTitle: title, labelText: text), file: "dump.txt") {
            case .success(let value): imported = value
            case .failure(let problems):
                Issue.record("\(context): \(problems)")
                continue
            }
            Self.checkFileIsInert(imported.yaml, context)
            guard case .success(let loaded) = AppFileLoader.load(imported.yaml, file: "imported.yaml") else {
                Issue.record("\(context): the import does not load\n\(imported.yaml)")
                continue
            }
            let views = loaded.app.screens[0].views.first?.subviews ?? []
            #expect(views.count == 2, "\(context)")
            #expect(Self.same(views.first?.label, title), "\(context)\n\(imported.yaml)")
            #expect(Self.same(views.first?.text, title), "\(context)")
            #expect(Self.same(views.last?.text, text), "\(context)\n\(imported.yaml)")
        }
    }
}
