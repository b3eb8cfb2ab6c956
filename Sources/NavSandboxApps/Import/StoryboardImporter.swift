import NavSandboxCore

/// The result of an import: the app file's text, and what could not be
/// translated (also written into the text as comments).
public struct ImportedAppFile: Sendable {
    public var yaml: String
    public var warnings: [AppFileProblem]
}

/// Translates an Interface Builder storyboard (the XML Xcode writes) into an
/// app file the sandbox runs (docs/import.md): each scene a screen, segues
/// and IBActions as actions on the controls that trigger them, table views
/// with their cells, the navigation item's bar buttons. Pure: text in, text
/// out. The storyboard is someone else's file: it is read by MarkupReader,
/// which expands no entities and loads nothing else.
public struct StoryboardImporter {
    /// What Xcode writes in `<document type=…>`.
    static let documentType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

    /// True for text that is a storyboard (not a XIB, not a view dump).
    public static func recognizes(_ text: String) -> Bool {
        text.utf8.count < 1 << 20 ? text.contains("Storyboard.XIB") : text.prefix(4096).contains("Storyboard.XIB")
    }

    let file: String
    let lines: [Substring]
    /// The scene `--root` names: its screen name, class, storyboard ID or
    /// object ID.
    let requestedRoot: String?
    var warnings: [AppFileProblem] = []

    /// Every controller of the storyboard by object ID, in file order.
    var controllers: [String: MarkupElement] = [:]
    var controllerOrder: [String] = []
    /// The `<exit>` placeholders unwind segues point at.
    var exits: Set<String> = []

    /// Content controllers (those that become screens) by ID, and their
    /// screen names.
    var screenNames: [String: String] = [:]
    var screenOrder: [String] = []
    /// How scenes are reached: presented ones are cards; one both pushed and
    /// presented gets a second, card, screen.
    var presented: Set<String> = []
    var pushed: Set<String> = []
    /// The tab bar controller at the root, kept as the app's `tabs:`.
    var keptTabBar: String?
    /// Views written so far, kept under the loader's budget for a whole
    /// app file (AppFileReader.nodeBudget counts views and action steps:
    /// a quarter for views leaves the rest for their actions, at most
    /// `maximumStepsPerControl` each).
    var nodesWritten = 0
    static let nodeBudget = AppFileReader.nodeBudget / 4
    static let maximumStepsPerControl = 2

    public static func importStoryboard(_ text: String, file: String, root: String? = nil) -> Result<
        ImportedAppFile, AppFileProblems
    > {
        var importer = StoryboardImporter(file: file, text: text, requestedRoot: root)
        return importer.run(text)
    }

    init(file: String, text: String, requestedRoot: String?) {
        self.file = file
        self.lines = SourceLines.split(text)
        self.requestedRoot = requestedRoot
    }

    // MARK: Problems

    func problem(
        _ severity: AppFileProblem.Severity, _ message: String, expected: String = "", line: Int = 1, column: Int = 1
    ) -> AppFileProblem {
        let source = line >= 1 && line <= lines.count ? String(lines[line - 1].prefix(400)) : ""
        return AppFileProblem(
            severity: severity, file: file, line: line, column: column, message: message, expected: expected,
            suggestion: nil, sourceLine: source)
    }

    mutating func warn(_ message: String, at element: MarkupElement?, expected: String = "") {
        warnings.append(problem(.warning, message, expected: expected, line: element?.line ?? 1, column: element?.column ?? 1))
    }

    func failure(_ message: String, expected: String, at element: MarkupElement? = nil) -> AppFileProblems {
        AppFileProblems([problem(.error, message, expected: expected, line: element?.line ?? 1, column: element?.column ?? 1)])
    }

    // MARK: The run

    mutating func run(_ text: String) -> Result<ImportedAppFile, AppFileProblems> {
        let document: MarkupElement
        switch MarkupReader.parse(text) {
        case .success(let parsed): document = parsed
        case .failure(let mistake):
            return .failure(
                AppFileProblems([problem(.error, mistake.message, expected: mistake.fix, line: mistake.line, column: mistake.column)]))
        }
        guard document.name == "document", document["type"] == Self.documentType else {
            let what = document.name == "document" ? "a `\(document["type"] ?? "?")` document" : "<\(document.name)>"
            return .failure(
                failure(
                    "this is \(what), not an iOS storyboard",
                    expected: "a .storyboard file from Xcode (<document type=\"\(Self.documentType)\">)", at: document))
        }
        collectControllers(document)
        guard !controllerOrder.isEmpty else {
            return .failure(failure("the storyboard has no scenes", expected: "at least one view controller scene", at: document))
        }
        nameScreens()
        // Each scene may be written twice (pushed and presented).
        guard screenOrder.count * 2 <= AppFileLoader.maximumScreens else {
            return .failure(
                failure(
                    "the storyboard has \(screenOrder.count) scenes", expected: "at most \(AppFileLoader.maximumScreens / 2) scenes",
                    at: document))
        }
        guard !screenOrder.isEmpty else {
            return .failure(
                failure(
                    "the storyboard has only container controllers (navigation, tab bar, split view), no content scene",
                    expected: "a view controller scene for the sandbox to show", at: document))
        }
        keptTabBar = rootTabBarController(document)
        let root: String
        switch findRoot(document) {
        case .success(let found): root = found
        case .failure(let failure): return .failure(failure)
        }
        pushed.insert(root)
        let tabs = keptTabBar.map { tabList(of: $0) } ?? []
        for tab in tabs { pushed.insert(tab.root) }
        markPresentations()
        var app = ImportedApp(name: appName, root: screenNames[root]!)
        app.tabs = tabs.map { (title: $0.title, root: screenNames[$0.root]!) }
        app.comments = [
            "Imported from \(baseName(file)) by `navsandbox import` (docs/import.md).",
            "Frames are Interface Builder's design-time frames scaled to phone cells: Auto Layout decides the real ones.",
        ]
        for id in screenOrder {
            guard let element = controllers[id] else { continue }
            let name = screenNames[id]!
            if pushed.contains(id) || !presented.contains(id) {
                app.screens.append(screen(element, id: id, name: name, isCard: false))
            }
            if presented.contains(id) {
                app.screens.append(screen(element, id: id, name: cardName(id), isCard: true))
            }
        }
        if !warnings.isEmpty {
            app.comments.append("Not translated (also printed as warnings):")
            for warning in warnings { app.comments.append("  \(baseName(file)):\(warning.line): \(warning.message)") }
        }
        return .success(ImportedAppFile(yaml: app.yaml, warnings: warnings))
    }

    var appName: String {
        var name = baseName(file)
        // By scalars: a character that makes one Character of itself and
        // the dot (U+0600 before it, a combining mark after it) would hide
        // the dot from a search by Characters.
        if let dot = name.unicodeScalars.lastIndex(of: "."), dot != name.startIndex {
            name = String(name.unicodeScalars[..<dot])
        }
        return name.isEmpty ? "Storyboard" : name
    }

    func baseName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    // MARK: Scenes

    static let containerKinds: Set<String> = ["navigationController", "tabBarController", "splitViewController"]

    mutating func collectControllers(_ document: MarkupElement) {
        for scene in document.child("scenes")?.children("scene") ?? [] {
            for object in scene.child("objects")?.children ?? [] {
                if object.name == "exit", let id = object["id"] { exits.insert(id) }
                guard object["sceneMemberID"] == "viewController" || object.name == "viewControllerPlaceholder",
                    let id = object["id"], controllers[id] == nil
                else { continue }
                controllers[id] = object
                controllerOrder.append(id)
            }
        }
    }

    /// A screen name for every content controller: its class without
    /// `ViewController`, else its title, else its storyboard ID; letters
    /// and digits only, so a script can name it, and unique.
    mutating func nameScreens() {
        var taken: Set<String> = []
        for id in controllerOrder {
            guard let element = controllers[id], !Self.containerKinds.contains(element.name) else { continue }
            var base = ""
            if element.name == "viewControllerPlaceholder" {
                base = Self.identifier(element["referencedIdentifier"] ?? element["storyboardName"] ?? "") + "Storyboard"
            } else if let custom = element["customClass"] {
                base = Self.identifier(custom)
                for suffix in ["TableViewController", "ViewController", "Controller"] where base.hasSuffix(suffix) && base != suffix {
                    base = String(base.dropLast(suffix.count))
                    break
                }
            }
            if base.isEmpty || base == "Storyboard" {
                base = Self.identifier(navigationTitle(element) ?? element["title"] ?? element["storyboardIdentifier"] ?? "")
            }
            if base.isEmpty || !(base.first?.isLetter ?? false) { base = "Scene" + base }
            var name = base
            var number = 2
            while taken.contains(name.lowercased()) || taken.contains((name + "Sheet").lowercased()) {
                name = "\(base)\(number)"
                number += 1
            }
            taken.insert(name.lowercased())
            taken.insert((name + "Sheet").lowercased())
            screenNames[id] = name
            screenOrder.append(id)
        }
    }

    func cardName(_ id: String) -> String {
        pushed.contains(id) ? screenNames[id]! + "Sheet" : screenNames[id]!
    }

    static func identifier(_ text: String) -> String {
        var out = ""
        var upperNext = true
        for character in text {
            if character.isASCII, character.isLetter || character.isNumber {
                out.append(upperNext ? Character(character.uppercased()) : character)
                upperNext = false
            } else {
                upperNext = true
            }
            if out.count >= 40 { break }
        }
        return out
    }

    func navigationTitle(_ controller: MarkupElement) -> String? {
        controller.child("navigationItem", key: "navigationItem")?["title"]
    }

    /// The segues of a controller's own `<connections>`.
    func relationships(_ element: MarkupElement, _ names: Set<String>) -> [String] {
        (element.child("connections")?.children("segue") ?? []).compactMap {
            $0["kind"] == "relationship" && names.contains($0["relationship"] ?? "") ? $0["destination"] : nil
        }
    }

    /// The content controller a container shows first: a navigation
    /// controller's root, a tab bar controller's first tab, a split view
    /// controller's primary column. `note` says what was passed over.
    func content(of id: String, note: inout [String], depth: Int = 0) -> String? {
        guard depth < 8, let element = controllers[id] else { return nil }
        switch element.name {
        case "navigationController":
            return relationships(element, ["rootViewController"]).first.flatMap { content(of: $0, note: &note, depth: depth + 1) }
        case "tabBarController":
            if id != keptTabBar {
                note.append("a tab bar controller inside another container: only its first tab is used")
            }
            return relationships(element, ["viewControllers"]).first.flatMap { content(of: $0, note: &note, depth: depth + 1) }
        case "splitViewController":
            note.append("a split view controller: its primary column is used, as on a compact iPhone")
            let primary = relationships(element, ["masterViewController", "primaryViewController", "supplementaryViewController"])
            return primary.first.flatMap { content(of: $0, note: &note, depth: depth + 1) }
        default:
            return screenNames[id] != nil ? id : nil
        }
    }

    /// The tab bar controller the app starts in (the one `--root` names,
    /// or the initial view controller), if it is one.
    func rootTabBarController(_ document: MarkupElement) -> String? {
        let start: String?
        if let requested = requestedRoot {
            let folded = requested.lowercased()
            start = controllerOrder.first { id in
                id == requested || controllers[id]?["storyboardIdentifier"]?.lowercased() == folded
                    || controllers[id]?["customClass"]?.lowercased() == folded
            }
        } else {
            start = document["initialViewController"]
        }
        guard let start, controllers[start]?.name == "tabBarController" else { return nil }
        return start
    }

    /// A tab bar controller's tabs, in order: each child's tab bar item
    /// title (its scene's name without one) and the content it shows first.
    /// An iPhone shows five; UIKit's More tab for the rest is not modelled.
    mutating func tabList(of id: String) -> [(title: String, root: String)] {
        guard let element = controllers[id] else { return [] }
        var tabs: [(title: String, root: String)] = []
        var titles: Set<String> = []
        for child in relationships(element, ["viewControllers"]) {
            var note: [String] = []
            guard let root = content(of: child, note: &note) else { continue }
            let item = controllers[child]?.child("tabBarItem", key: "tabBarItem")?["title"]
            var title = item.flatMap { $0.isEmpty ? nil : $0 } ?? screenNames[root]!
            title = String(title.prefix(Phone.width))
            // Titles name tabs in scripts: a repeated one gets a number.
            var unique = title
            var number = 2
            while titles.contains(unique.lowercased()) {
                unique = "\(title) \(number)"
                number += 1
            }
            titles.insert(unique.lowercased())
            if tabs.count == AppBuilder.maximumTabs {
                warn(
                    "more than \(AppBuilder.maximumTabs) tabs: `\(unique)` and the ones after it are left out (UIKit puts them under More, which the sandbox does not model)",
                    at: controllers[child])
                break
            }
            tabs.append((unique, root))
        }
        return tabs
    }

    mutating func findRoot(_ document: MarkupElement) -> Result<String, AppFileProblems> {
        var note: [String] = []
        if let requested = requestedRoot {
            let folded = requested.lowercased()
            let match = controllerOrder.first { id in
                let element = controllers[id]!
                return id == requested || screenNames[id]?.lowercased() == folded
                    || element["customClass"]?.lowercased() == folded
                    || element["storyboardIdentifier"]?.lowercased() == folded
            }
            guard let match, let root = content(of: match, note: &note) else {
                return .failure(
                    failure(
                        "--root `\(requested)` names no scene of the storyboard",
                        expected: "one of \(screenOrder.compactMap { screenNames[$0] }.joined(separator: ", "))"))
            }
            for line in note { warn("--root names \(line)", at: controllers[match]) }
            return .success(root)
        }
        if let initial = document["initialViewController"] {
            guard let root = content(of: initial, note: &note) else {
                return .failure(
                    failure(
                        "the initial view controller `\(initial)` leads to no content scene",
                        expected: "an initial view controller with a scene, or --root SCENE", at: document))
            }
            for line in note { warn("the initial view controller is \(line)", at: controllers[initial]) }
            return .success(root)
        }
        let navigations = controllerOrder.filter { controllers[$0]?.name == "navigationController" }
        if let first = navigations.first, let root = content(of: first, note: &note) {
            if navigations.count > 1 {
                warn(
                    "no initial view controller: the first of \(navigations.count) navigation controllers' root is the root",
                    at: controllers[first], expected: "--root SCENE to choose another")
            }
            return .success(root)
        }
        let root = screenOrder[0]
        warn(
            "no initial view controller and no navigation controller: the first scene is the root", at: controllers[root],
            expected: "--root SCENE to choose another")
        return .success(root)
    }

    // MARK: Segues

    /// Every segue a control or bar button triggers, anywhere in the
    /// storyboard, with the scene it starts from.
    func triggeredSegues() -> [(source: String, segue: MarkupElement)] {
        var found: [(String, MarkupElement)] = []
        func visit(_ element: MarkupElement, source: String) {
            for child in element.children {
                if child.name == "connections" {
                    for segue in child.children("segue") { found.append((source, segue)) }
                } else {
                    visit(child, source: source)
                }
            }
        }
        for id in screenOrder { if let element = controllers[id] { visit(element, source: id) } }
        return found
    }

    static let presentingKinds: Set<String> = ["presentation", "modal", "popoverPresentation"]
    static let pushingKinds: Set<String> = ["show", "push", "showDetail", "custom"]

    /// Which scenes are presented (cards) and which pushed. A show segue
    /// from a presented scene presents too (sheets have no stack here), so
    /// this runs until nothing changes; the sets only grow, so it ends.
    mutating func markPresentations() {
        var note: [String] = []
        let links: [(source: String, kind: String, target: String)] = triggeredSegues().compactMap { source, segue in
            guard let kind = segue["kind"], let destination = segue["destination"],
                let target = content(of: destination, note: &note)
            else { return nil }
            return (source, kind, target)
        }
        var changed = true
        while changed {
            changed = false
            for link in links {
                if Self.presentingKinds.contains(link.kind) {
                    changed = presented.insert(link.target).inserted || changed
                } else if Self.pushingKinds.contains(link.kind) {
                    if pushed.contains(link.source) || !presented.contains(link.source) {
                        changed = pushed.insert(link.target).inserted || changed
                    }
                    if presented.contains(link.source) {
                        changed = presented.insert(link.target).inserted || changed
                    }
                }
            }
        }
    }

    /// What triggering `segue` from the scene `source` (a card or not) does.
    mutating func translate(_ segue: MarkupElement, fromCard: Bool) -> [ImportedStep]? {
        let kind = segue["kind"] ?? ""
        if kind == "unwind" {
            return [fromCard ? .dismiss : .pop]
        }
        guard let destination = segue["destination"] else { return nil }
        var note: [String] = []
        guard let target = content(of: destination, note: &note) else {
            warn("a `\(kind)` segue to `\(destination)`, which leads to no scene", at: segue)
            return nil
        }
        for line in note { warn("a segue's destination is \(line)", at: segue) }
        if controllers[target]?.name == "viewControllerPlaceholder" {
            warn(
                "a segue to another storyboard (`\(controllers[target]?["storyboardName"] ?? "?")`): its destination is an empty screen",
                at: segue, expected: "import that storyboard separately")
        }
        switch kind {
        case "show", "push", "showDetail":
            if fromCard {
                warn("a `\(kind)` segue inside a presented scene: the sandbox's sheets have no navigation stack, so it presents", at: segue)
                return [.present(cardName(target))]
            }
            return [.push(screenNames[target]!)]
        case "custom":
            warn("a custom segue (`\(segue["customClass"] ?? "?")`) is translated as a push", at: segue)
            return [fromCard ? .present(cardName(target)) : .push(screenNames[target]!)]
        case "presentation", "modal", "popoverPresentation":
            let style = segue["modalPresentationStyle"] ?? "automatic"
            if !["automatic", "formSheet", "pageSheet"].contains(style) || kind == "popoverPresentation" {
                warn(
                    "a `\(kind == "popoverPresentation" ? "popover" : style)` presentation is shown as a sheet (the sandbox presents only sheets)",
                    at: segue)
            }
            return [.present(cardName(target))]
        default:
            warn("a `\(kind)` segue is not translated", at: segue)
            return nil
        }
    }
}
