import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// `navsandbox import`'s storyboard translation: every example in
/// docs/import imports into an app file that loads, and the controls its
/// segues hang on do what the segues say.
@Suite struct StoryboardImporterTests {
    static let folder = packageRoot + "/docs/import"

    static func examples() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".storyboard") }.sorted()
    }

    func imported(_ text: String, file: String = "Test.storyboard", root: String? = nil) throws -> (ImportedAppFile, LoadedApp) {
        let file = try StoryboardImporter.importStoryboard(text, file: file, root: root).get()
        switch AppFileLoader.load(file.yaml, file: "imported.yaml") {
        case .success(let loaded): return (file, loaded)
        case .failure(let problems):
            Issue.record("\(problems)\n\(file.yaml)")
            throw problems
        }
    }

    func importedExample(_ name: String) throws -> (ImportedAppFile, LoadedApp) {
        let text = try String(contentsOfFile: Self.folder + "/" + name, encoding: .utf8)
        return try imported(text, file: "docs/import/" + name)
    }

    func tap(_ label: String, in world: inout World) {
        _ = world.step(.user(.tap(.label(label))))
        _ = world.step(.settle(limit: 60_000))
    }

    @Test func theExamplesExist() {
        #expect(Self.examples() == ["Mail.storyboard", "Settings.storyboard", "Tabs.storyboard"])
    }

    @Test(arguments: examples())
    func eachExampleLoadsWithoutLoaderWarnings(_ name: String) throws {
        let (_, loaded) = try importedExample(name)
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        #expect(loaded.app.screens.count >= 2)
    }

    @Test func mailSeguesPushPresentAndUnwind() throws {
        let (file, loaded) = try importedExample("Mail.storyboard")
        #expect(file.warnings.isEmpty, "\(file.warnings)")
        let app = loaded.app
        #expect(app.screens[app.root].name == "Inbox")
        #expect(app.screens[app.root].className == "InboxViewController")
        let compose = try #require(app.screenIndex(named: "Compose"))
        #expect(app.screens[compose].isCard)
        #expect(app.screens[compose].title.literal == "New Message")
        var world = World(configuration: Configuration(app: app))
        tap("Lunch on Friday?", in: &world)
        #expect(world.stackTitles == ["Inbox", "Message"])
        tap("Reply", in: &world)
        #expect(world.stackTitles == ["Inbox", "Message", "Reply"])
        // Send's IBAction logs, then its unwind segue pops.
        tap("Send", in: &world)
        #expect(world.stackTitles == ["Inbox", "Message"])
        #expect(world.logged { if case .app(.line("send:"), _) = $0 { true } else { false } })
        _ = world.step(.user(.tap(.back)))
        _ = world.step(.settle(limit: 60_000))
        // The bar's right item presents the form sheet; its Send unwinds by dismissing.
        tap("Add", in: &world)
        #expect(world.presentedTitle == "New Message")
        tap("Send", in: &world)
        #expect(world.presentedTitle == nil)
    }

    @Test func aTabBarRootIsKeptAsTabs() throws {
        let (file, loaded) = try importedExample("Tabs.storyboard")
        #expect(file.yaml.contains("tabs:\n  - { title: \"Feed\", root: Feed }\n  - { title: \"Profile\", root: Profile }"), "\(file.yaml)")
        #expect(!file.warnings.contains { $0.message.contains("tab bar") }, "\(file.warnings)")
        let app = loaded.app
        #expect(app.tabs.map(\.title) == ["Feed", "Profile"])
        #expect(app.screens[app.root].name == "Feed")
        var world = World(configuration: Configuration(app: app))
        tap("Open post", in: &world)
        #expect(world.stackTitles == ["Feed", "Post"])
        _ = world.step(.user(.tap(.tab("Profile"))))
        _ = world.step(.settle(limit: 60_000))
        #expect(world.selectedTabTitle == "Profile")
        #expect(world.stackTitles == ["Profile"])
        _ = world.step(.user(.tap(.tab("Feed"))))
        _ = world.step(.settle(limit: 60_000))
        #expect(world.stackTitles == ["Feed", "Post"])
    }

    @Test func noInitialControllerTakesTheNavigationControllersRoot() throws {
        let (_, loaded) = try importedExample("Settings.storyboard")
        #expect(loaded.app.screens[loaded.app.root].name == "Settings")
        var world = World(configuration: Configuration(app: loaded.app))
        tap("Account", in: &world)
        #expect(world.stackTitles == ["Settings", "Account"])
    }

    @Test func rootCanBeChosen() throws {
        let text = try String(contentsOfFile: Self.folder + "/Settings.storyboard", encoding: .utf8)
        let (_, loaded) = try imported(text, root: "Account")
        #expect(loaded.app.screens[loaded.app.root].name == "Account")
        let unknown = StoryboardImporter.importStoryboard(text, file: "S.storyboard", root: "Nowhere")
        guard case .failure(let problems) = unknown else {
            Issue.record("an unknown --root was accepted")
            return
        }
        #expect(problems.description.contains("Nowhere"))
        #expect(problems.description.contains("Settings"))
    }

    /// A storyboard saved with CRLF or CR line endings imports to the same
    /// app file, its warnings and errors at the same lines, quoting them.
    @Test(arguments: ["\r\n", "\r"])
    func anyLineEndingImportsTheSame(_ ending: String) throws {
        // Braces in a title are warned about: a warning to find at its line.
        let text = try String(contentsOfFile: Self.folder + "/Tabs.storyboard", encoding: .utf8)
            .replacingOccurrences(of: "title=\"Open post\"", with: "title=\"Open {post}\"")
        let lf = try StoryboardImporter.importStoryboard(text, file: "Tabs.storyboard").get()
        let other = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
            .joined(separator: ending)
        let imported = try StoryboardImporter.importStoryboard(other, file: "Tabs.storyboard").get()
        #expect(imported.yaml == lf.yaml)
        #expect(!lf.warnings.isEmpty)
        #expect(imported.warnings.map(\.description) == lf.warnings.map(\.description))

        let broken = Self.storyboard("<scene>").unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0) }.joined(separator: ending)
        guard case .failure(let problems) = StoryboardImporter.importStoryboard(broken, file: "y.storyboard") else {
            Issue.record("broken XML was imported")
            return
        }
        #expect(problems.problems.map { "\($0.line):\($0.column) \($0.sourceLine)" } == ["5:5     </scenes>"])
    }

    static func storyboard(_ scenes: String, initial: String = "a") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(initial)">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// Text from the storyboard cannot become YAML structure or placeholders.
    @Test func hostileTextStaysText() throws {
        let scenes = """
            <scene sceneID="s1"><objects>
                <viewController id="a" customClass="X&#10;root: Evil" sceneMemberID="viewController">
                    <view key="view" id="v"><rect key="frame" x="0" y="0" width="375" height="667"/>
                        <subviews>
                            <button id="b"><rect key="frame" x="0" y="100" width="375" height="40"/>
                                <state key="normal" title="Go {n} &quot;now&quot;&#10;app: x"/>
                                <connections><action selector="go{arg}:&#10;x" destination="a" id="c"/></connections>
                            </button>
                            <label id="l" text="\u{1B}[31mred"><rect key="frame" x="0" y="200" width="375" height="20"/></label>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" title="T&#10;# x" id="n"/>
                </viewController>
            </objects></scene>
            """
        let (file, loaded) = try imported(Self.storyboard(scenes))
        let screen = loaded.app.screens[loaded.app.root]
        #expect(screen.className == "X\nroot: Evil")
        #expect(screen.title.literal == "T\n# x")
        #expect(loaded.app.labels.contains("Go (n) \"now\"\napp: x"))
        #expect(screen.actions.map(\.selector) == ["goarg:x:"])
        #expect(file.warnings.contains { $0.message.contains("braces") })
    }

    @Test func notAStoryboardIsAnErrorWithAPlace() {
        guard case .failure(let problems) = StoryboardImporter.importStoryboard("<plist/>", file: "x.storyboard") else {
            Issue.record("a plist was imported")
            return
        }
        #expect(problems.description.contains("x.storyboard:1:1: error"))
        guard case .failure(let broken) = StoryboardImporter.importStoryboard(Self.storyboard("<scene>"), file: "y.storyboard")
        else {
            Issue.record("broken XML was imported")
            return
        }
        #expect(broken.description.contains("y.storyboard:"))
        #expect(broken.description.contains("</scenes> closes <scene>"))
    }

    @Test func aSceneBothPushedAndPresentedIsTwoScreens() throws {
        let scenes = """
            <scene sceneID="s1"><objects>
                <viewController id="a" sceneMemberID="viewController">
                    <view key="view" id="v"><rect key="frame" x="0" y="0" width="375" height="667"/>
                        <subviews>
                            <button id="b1"><rect key="frame" x="0" y="100" width="375" height="40"/><state key="normal" title="Push"/>
                                <connections><segue destination="d" kind="show" id="s1"/></connections></button>
                            <button id="b2"><rect key="frame" x="0" y="200" width="375" height="40"/><state key="normal" title="Present"/>
                                <connections><segue destination="d" kind="presentation" modalPresentationStyle="fullScreen" id="s2"/></connections></button>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" title="Home" id="n"/>
                </viewController>
                <viewController id="d" customClass="DetailViewController" sceneMemberID="viewController">
                    <view key="view" id="v2"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                    <navigationItem key="navigationItem" title="Detail" id="n2"/>
                </viewController>
            </objects></scene>
            """
        let (file, loaded) = try imported(Self.storyboard(scenes))
        #expect(loaded.app.screens.map(\.name) == ["Home", "Detail", "DetailSheet"])
        #expect(loaded.app.screens.map(\.isCard) == [false, false, true])
        #expect(file.warnings.contains { $0.message.contains("fullScreen") })
        var world = World(configuration: Configuration(app: loaded.app))
        tap("Present", in: &world)
        #expect(world.presentedTitle == "Detail")
    }

    /// A presented navigation controller's root pushes further: the sheet
    /// has no stack here, so the pushed scene is presented too, and loads.
    @Test func aShowSegueInsideAPresentedSceneStillLoads() throws {
        let scenes = """
            <scene sceneID="s1"><objects>
                <viewController id="a" sceneMemberID="viewController">
                    <view key="view" id="v"><rect key="frame" x="0" y="0" width="375" height="667"/>
                        <subviews>
                            <button id="b1"><rect key="frame" x="0" y="100" width="375" height="40"/><state key="normal" title="Open"/>
                                <connections><segue destination="n" kind="presentation" id="s1"/></connections></button>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" title="Home" id="i1"/>
                </viewController>
                <navigationController id="n" sceneMemberID="viewController">
                    <connections><segue destination="p" kind="relationship" relationship="rootViewController" id="r"/></connections>
                </navigationController>
                <viewController id="p" customClass="PickerViewController" sceneMemberID="viewController">
                    <view key="view" id="v2"><rect key="frame" x="0" y="0" width="375" height="667"/>
                        <subviews>
                            <button id="b2"><rect key="frame" x="0" y="100" width="375" height="40"/><state key="normal" title="More"/>
                                <connections><segue destination="m" kind="show" id="s2"/></connections></button>
                        </subviews>
                    </view>
                </viewController>
                <viewController id="m" customClass="MoreViewController" sceneMemberID="viewController">
                    <view key="view" id="v3"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                </viewController>
            </objects></scene>
            """
        let (file, loaded) = try imported(Self.storyboard(scenes))
        #expect(loaded.app.screens.map(\.name) == ["Home", "Picker", "More"])
        #expect(loaded.app.screens.map(\.isCard) == [false, true, true])
        #expect(file.warnings.contains { $0.message.contains("inside a presented scene") })
    }
}
