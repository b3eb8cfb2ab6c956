import NavSandboxCore
import Yams

/// Reads an app description from YAML text (docs/apps.md is the format's
/// reference). Pure: text in, an app or every problem out; reading the file
/// is the caller's job.
public enum AppFileLoader {
    /// Larger files are refused before parsing.
    public static let maximumBytes = 512 * 1024
    /// Deeper view trees are refused (UIKit has no limit; a file this deep is a mistake).
    public static let maximumDepth = 32
    /// More screens are refused (docs/apps.md): real apps describe dozens.
    /// The 512 KB size cap alone would allow about 40,000 short ones.
    public static let maximumScreens = 10_000
    /// More views on one screen are refused: the phone is 24 × 19 cells.
    public static let maximumViewsPerScreen = 1_000

    public static let topKeys = ["app", "root", "rootArgument", "tabs", "tabShouldSelect", "behaviours", "screens"]
    static let screenKeys = [
        "class", "title", "backButtonTitle", "model", "card", "passesTouchesThrough", "loadCost", "behaviours", "views",
        "actions", "barButtons", "interactiveDismissShouldBegin",
    ] + AppBuilder.sheetKeys
    static let viewKeys = [
        "class", "label", "text", "frame", "isHidden", "alpha", "isUserInteractionEnabled", "isExclusiveTouch",
        "isMultipleTouchEnabled", "clipsToBounds", "background", "passesTouchesThrough", "action", "argument", "subviews",
        "delaysContentTouches", "canCancelContentTouches", "scrollAxis", "pan", "panAction", "menu", "showsMenuAsPrimaryAction",
    ]
    static let behaviourNames: [(String, LifecycleBehaviour)] = [("screen-view-tracker", .screenViewTracker)]

    public static func load(_ text: String, file: String) -> Result<LoadedApp, AppFileProblems> {
        var reader = AppFileReader(file: file, text: text)
        guard text.utf8.count <= maximumBytes else {
            reader.report(
                .error, at: nil, "the file is larger than \(maximumBytes) bytes",
                expected: "a smaller app description")
            return .failure(AppFileProblems(reader.problems))
        }
        guard
            let root = YAMLComposition.compose(
                text, reader: &reader, emptyExpected: "a mapping with `app`, `root` and `screens`")
        else { return .failure(AppFileProblems(reader.problems)) }
        var builder = AppBuilder(reader: reader)
        let app = builder.read(root)
        let problems = builder.reader.problems
        if let app, !builder.reader.hasErrors {
            return .success(LoadedApp(app: app, warnings: problems))
        }
        return .failure(AppFileProblems(problems.filter { $0.severity == .error } + problems.filter { $0.severity == .warning }))
    }
}

extension YamlError {
    /// Where libyaml stopped, when it says.
    var position: Mark? {
        switch self {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark
        case .duplicatedKeysInMapping(_, let context): context.mark
        default: nil
        }
    }

    /// libyaml's reader (bad bytes, control characters) gives a byte
    /// offset, not a mark: turned into line and column here.
    func readerPlace(in text: String) -> (Int, Int)? {
        guard case .reader(_, let offset?, _, _) = self else { return nil }
        var line = 1
        var column = 1
        for (index, byte) in text.utf8.enumerated() {
            if index >= offset { break }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// What to do about the commonest slips, which libyaml words for its own authors.
    func hint(in text: String) -> String {
        let problem = problemText
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if let mark = position, mark.line >= 1, mark.line <= lines.count, lines[mark.line - 1].contains("\t") {
            return "spaces, not tabs: YAML indents with spaces only"
        }
        if problem.contains("did not find expected key") || problem.contains("mapping values are not allowed") {
            return "this line and the one before it indented the same way (nested keys two spaces further in)"
        }
        if problem.contains("control characters are not allowed") {
            return "plain text: remove the control character, or write it as an escape inside double quotes (\"\\e\")"
        }
        if problem.contains("flow") {
            // An unclosed `[` or `{`: the usual slip in a one-line list.
            return "every `[` and `{` closed on its line (`[a, b]`, `{ key: value }`), or the text quoted"
        }
        if problem.contains("quoted scalar") {
            return "the quote closed before the line ends (a `\"` inside double quotes is written `\\\"`)"
        }
        return "well-formed YAML at this place: check the indentation, the quotes and the brackets on this line and the one before"
    }

    var problemText: String {
        switch self {
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _),
            .composer(let context, let problem, _, _):
            [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
        case .duplicatedKeysInMapping(let duplicates, _):
            "the same key twice in one mapping (\(duplicates.joined(separator: ", ")))"
        case .reader(let problem, _, _, _): problem
        default: "\(self)"
        }
    }
}

/// The two passes over a parsed file: screen names first (so actions can name
/// screens defined further down), then every screen.
struct AppBuilder {
    var reader: AppFileReader
    var screenNames: [String] = []
    /// Each name's first screen, as written and case-folded.
    var screenIndexByName: [String: Int] = [:]
    var screenIndexByFoldedName: [String: Int] = [:]
    var cardScreens: Set<Int> = []
    /// Selectors some screen implements, for the "nobody implements" warning:
    /// in file order for the nearest-name search, and as a set to look up.
    var implemented: [String] = []
    var implementedSet: Set<String> = []
    /// Views read so far on the screen being read, for its cap.
    var viewsOnScreen = 0
    /// Controls' selectors and where they are, checked once all screens are read.
    var sent: [(selector: String, node: Node)] = []
    /// Pan and menu item actions go to their own screen's controller, not
    /// up the chain: each with what goes unanswered if it is missing.
    var screenSent: [(selector: String, screen: String, node: Node, outcome: String)] = []

    init(reader: AppFileReader) { self.reader = reader }

    mutating func read(_ root: Node) -> AppDescription? {
        guard let top = reader.mapping(root, "the app file", allowed: AppFileLoader.topKeys, required: ["app", "screens"])
        else { return nil }
        let name = top["app"].flatMap { reader.string($0.value, "`app`") } ?? "App"
        guard let screensNode = top["screens"]?.value else { return nil }
        let entries = reader.namedEntries(screensNode, "`screens`", expected: "a mapping of screen names to screens")
        guard !entries.isEmpty else {
            if case .mapping = screensNode { reader.error(at: screensNode, "`screens` is empty", expected: "at least one screen") }
            return nil
        }
        guard entries.count <= AppFileLoader.maximumScreens else {
            reader.error(
                at: entries[AppFileLoader.maximumScreens].key,
                "more than \(AppFileLoader.maximumScreens) screens (\(entries.count))",
                expected: "at most \(AppFileLoader.maximumScreens) screens in one app file (describe the screens a race needs)")
            return nil
        }
        // Pass 1: names and which screens are cards. Names are looked up in
        // dictionaries, not searched: a search per screen made loading
        // quadratic (50,000 screens took 45 s).
        for (index, entry) in entries.enumerated() {
            let folded = entry.name.lowercased()
            if screenIndexByFoldedName[folded] != nil {
                reader.error(at: entry.key, "a second screen named `\(entry.name)`", expected: "each screen name once (names ignore case)")
            } else {
                screenIndexByFoldedName[folded] = index
            }
            if screenIndexByName[entry.name] == nil { screenIndexByName[entry.name] = index }
            screenNames.append(entry.name)
            if case .mapping(let mapping) = entry.value,
                mapping["card"]?.bool == true || AppBuilder.asksForSheet(mapping)
            {
                cardScreens.insert(index)
            }
        }
        var everyScreen: [LifecycleBehaviour] = []
        if let node = top["behaviours"]?.value { everyScreen = behaviours(node) }
        // Pass 2: the screens.
        var screens: [ScreenSpec] = []
        for entry in entries {
            if let screen = screen(entry.name, entry.value, everyScreen: everyScreen) { screens.append(screen) }
        }
        var rootIndex = 0
        var tabs: [TabSpec] = []
        var tabShouldSelect = TabShouldSelect.always
        switch (top["root"], top["tabs"]) {
        case (nil, nil):
            reader.error(at: root, "the app file has no `root`", expected: "`root:` (the navigation controller's first screen), or `tabs:` for a tab bar")
        case (.some, .some(let tabsEntry)):
            reader.error(at: tabsEntry.key, "both `root` and `tabs`", expected: "one of them: `root:` for one navigation controller, `tabs:` for a tab bar of them")
        case (nil, .some(let tabsEntry)):
            tabs = readTabs(tabsEntry.value)
            if let first = tabs.first { rootIndex = first.root }
        default: break
        }
        if let entry = top["tabShouldSelect"] {
            if top["tabs"] == nil {
                reader.warning(at: entry.key, "`tabShouldSelect` without `tabs` is never asked", expected: "`tabs:` beside it")
            }
            tabShouldSelect =
                reader.choice(entry.value, "tabShouldSelect", from: TabShouldSelect.allCases.map { ($0.rawValue, $0) }) ?? .always
        }
        if let rootNode = top["root"]?.value, let index = screenReference(rootNode, "`root`") {
            rootIndex = index
            if cardScreens.contains(index) {
                reader.error(at: rootNode, "the root screen `\(screenNames[index])` is a card", expected: "a screen that is not a card")
            }
        }
        var rootArgument: Int?
        if let node = top["rootArgument"]?.value { rootArgument = reader.int(node, "`rootArgument`", range: -1_000_000...1_000_000) }
        if let first = tabs.first { rootArgument = first.rootArgument }
        for (selector, node) in sent where !implementedSet.contains(selector) {
            reader.warning(
                at: node, "no screen implements `\(selector)`: a tap on this control does nothing",
                expected: "a screen with `\(selector.dropLast())` under `actions`",
                suggestion: NearestName.find(selector, in: implemented).map { String($0.dropLast()) })
        }
        for (selector, screenName, node, outcome) in screenSent {
            guard let screen = screens.first(where: { $0.name == screenName }), screen.action(for: selector) == nil else { continue }
            reader.warning(
                at: node, "screen `\(screenName)` does not implement `\(selector)`: \(outcome)",
                expected: "`\(selector.dropLast())` under screen `\(screenName)`'s `actions` (the target is its screen's controller, not the responder chain)")
        }
        guard screens.count == entries.count, !reader.hasErrors else { return nil }
        var app = AppDescription(name: name, screens: screens, root: rootIndex, rootArgument: rootArgument)
        app.tabs = tabs
        app.tabShouldSelect = tabShouldSelect
        return app
    }

    // MARK: Screens

    mutating func screen(_ name: String, _ node: Node, everyScreen: [LifecycleBehaviour]) -> ScreenSpec? {
        let what = "screen `\(name)`"
        guard let keys = reader.mapping(node, what, allowed: AppFileLoader.screenKeys, required: ["title"]) else { return nil }
        let sheet = sheetStyle(keys, screen: name)
        let isCard = (keys["card"].flatMap { reader.bool($0.value, "`card`") } ?? false) || sheet != nil
        let className = keys["class"].flatMap { reader.string($0.value, "`class`") } ?? "\(name)ViewController"
        let title = keys["title"].flatMap { reader.text($0.value, "`title`") } ?? TextTemplate(stringLiteral: name)
        let model = keys["model"].flatMap { reader.text($0.value, "`model`") }
        let loadCost = keys["loadCost"].flatMap { reader.milliseconds($0.value, "`loadCost`") } ?? 0
        var own = everyScreen
        if let node = keys["behaviours"]?.value {
            for behaviour in behaviours(node) where !own.contains(behaviour) { own.append(behaviour) }
        }
        var spec = ScreenSpec(
            name: name, className: className, title: title, model: model, isCard: isCard, loadCost: loadCost,
            behaviours: own)
        spec.sheet = sheet
        spec.interactiveDismissShouldBegin =
            keys["interactiveDismissShouldBegin"].flatMap { reader.bool($0.value, "`interactiveDismissShouldBegin`") } ?? true
        spec.backButtonTitle = keys["backButtonTitle"].flatMap { reader.text($0.value, "`backButtonTitle`") }
        if let node = keys["passesTouchesThrough"] {
            spec.passesTouchesThrough = reader.bool(node.value, "`passesTouchesThrough`") ?? false
            if !isCard {
                reader.error(
                    at: node.key, "`passesTouchesThrough` on screen `\(name)`, which is not a card",
                    expected: "it on a card (its presentation container), or on a view")
            }
        }
        let bounds = isCard ? Rect(x: 0, y: 0, width: Phone.cardExpanded.width, height: Phone.cardExpanded.height)
            : Phone.screenRootFrame
        if let viewsNode = keys["views"]?.value {
            var labels: [String: Node] = [:]
            viewsOnScreen = 0
            spec.views = views(viewsNode, in: bounds, depth: 1, labels: &labels, screen: name)
        }
        if let node = keys["barButtons"]?.value {
            (spec.leftBarButton, spec.rightBarButton) = barButtons(node, screen: name)
        }
        if let actionsNode = keys["actions"]?.value {
            var own: Set<String> = []
            for entry in reader.namedEntries(actionsNode, "`actions` of \(what)", expected: "a mapping of selectors to actions") {
                let selector = Self.selector(entry.name)
                guard own.insert(selector).inserted else {
                    reader.error(at: entry.key, "`\(entry.name)` twice in \(what)", expected: "each selector once")
                    continue
                }
                // Implemented even when its body has an error: one mistake, one message.
                if implementedSet.insert(selector).inserted { implemented.append(selector) }
                guard let action = action(entry.value) else { continue }
                spec.actions.append(SelectorAction(selector: selector, action: action))
            }
        }
        return spec
    }

    /// `openMessage` and `openMessage:` are the same action method.
    static func selector(_ name: String) -> String { name.hasSuffix(":") ? name : name + ":" }

    mutating func behaviours(_ node: Node) -> [LifecycleBehaviour] {
        guard let items = reader.sequence(node, "`behaviours`", expected: "a list such as [screen-view-tracker]") else { return [] }
        return items.compactMap { reader.choice($0, "behaviour", from: AppFileLoader.behaviourNames) }
    }

    /// A screen by name (any case); reports an unknown one with the nearest.
    mutating func screenReference(_ node: Node, _ what: String) -> Int? {
        guard let name = reader.string(node, what) else { return nil }
        // The exact spelling first: two screens that differ only in case are
        // already an error, and should not cause more.
        if let index = screenIndexByName[name] ?? screenIndexByFoldedName[name.lowercased()] { return index }
        reader.error(
            at: node, "unknown screen `\(name)`", expected: NearestName.oneOf(screenNames),
            suggestion: NearestName.find(name, in: screenNames))
        return nil
    }

    // MARK: Views

    mutating func views(_ node: Node, in bounds: Rect, depth: Int, labels: inout [String: Node], screen: String) -> [ViewSpec] {
        guard let items = reader.sequence(node, "`views`", expected: "a list of views") else { return [] }
        guard depth <= AppFileLoader.maximumDepth else {
            reader.error(at: node, "views nested more than \(AppFileLoader.maximumDepth) deep", expected: "a shallower tree")
            return []
        }
        var result: [ViewSpec] = []
        for item in items {
            guard reader.spend(at: item) else { return result }
            viewsOnScreen += 1
            if viewsOnScreen == AppFileLoader.maximumViewsPerScreen + 1 {
                reader.error(
                    at: item, "screen `\(screen)` has more than \(AppFileLoader.maximumViewsPerScreen) views",
                    expected: "at most \(AppFileLoader.maximumViewsPerScreen) views on one screen, subviews included")
            }
            guard viewsOnScreen <= AppFileLoader.maximumViewsPerScreen else { return result }
            if let view = view(item, in: bounds, depth: depth, labels: &labels, screen: screen) { result.append(view) }
        }
        return result
    }

    static let viewClasses: [(String, ViewClass)] = [
        ViewClass.view, .button, .label, .tableView, .tableViewCell, .tableViewCellContentView, .scrollView,
        .stackView, .textView,
    ].map { ($0.rawValue, $0) }

    mutating func view(_ node: Node, in bounds: Rect, depth: Int, labels: inout [String: Node], screen: String) -> ViewSpec? {
        guard let keys = reader.mapping(node, "a view", allowed: AppFileLoader.viewKeys, required: ["class", "frame"]),
            let classNode = keys["class"]?.value, let viewClass = reader.choice(classNode, "view class", from: Self.viewClasses),
            let frameNode = keys["frame"]?.value, let frame = frame(frameNode)
        else { return nil }
        var spec = ViewSpec(viewClass, frame: frame)
        if let node = keys["label"]?.value, let label = reader.text(node, "`label`") {
            spec.label = label
            if let literal = label.literal {
                if labels[literal] != nil {
                    reader.error(
                        at: node, "a second view labelled `\(literal)` on screen `\(screen)`",
                        expected: "labels unique within a screen, so a script's tap names one view")
                } else {
                    labels[literal] = node
                }
            }
        }
        spec.text = keys["text"].flatMap { reader.text($0.value, "`text`") }
        // A button draws its title: its label, unless it says otherwise.
        if spec.text == nil, viewClass == .button { spec.text = spec.label }
        spec.isHidden = keys["isHidden"].flatMap { reader.bool($0.value, "`isHidden`") } ?? false
        spec.alpha = keys["alpha"].flatMap { reader.double($0.value, "`alpha`", range: 0...1) } ?? 1
        spec.isUserInteractionEnabled = keys["isUserInteractionEnabled"].flatMap {
            reader.bool($0.value, "`isUserInteractionEnabled`")
        }
        spec.isExclusiveTouch = keys["isExclusiveTouch"].flatMap { reader.bool($0.value, "`isExclusiveTouch`") } ?? false
        spec.isMultipleTouchEnabled =
            keys["isMultipleTouchEnabled"].flatMap { reader.bool($0.value, "`isMultipleTouchEnabled`") } ?? false
        spec.clipsToBounds = keys["clipsToBounds"].flatMap { reader.bool($0.value, "`clipsToBounds`") } ?? false
        spec.background = keys["background"].flatMap {
            reader.choice($0.value, "background", from: ViewBackground.allCases.map { ($0.rawValue, $0) })
        }
        spec.passesTouchesThrough =
            keys["passesTouchesThrough"].flatMap { reader.bool($0.value, "`passesTouchesThrough`") } ?? false
        for key in ["delaysContentTouches", "canCancelContentTouches"] {
            guard let entry = keys[key], let value = reader.bool(entry.value, "`\(key)`") else { continue }
            if !viewClass.isScrollView {
                reader.warning(
                    at: entry.key, "`\(key)` on a \(viewClass.rawValue) is never read",
                    expected: "`\(key)` on a UIScrollView or UITableView")
            }
            if key == "delaysContentTouches" { spec.delaysContentTouches = value } else { spec.canCancelContentTouches = value }
        }
        if let entry = keys["scrollAxis"],
            let axis = reader.choice(entry.value, "scroll axis", from: ScrollAxis.allCases.map { ($0.rawValue, $0) })
        {
            if viewClass.isScrollView {
                spec.scrollAxis = axis
            } else {
                reader.warning(
                    at: entry.key, "`scrollAxis` on a \(viewClass.rawValue) is never read",
                    expected: "`scrollAxis` on a UIScrollView or UITableView")
            }
        }
        if let node = keys["pan"]?.value,
            let direction = reader.choice(node, "pan direction", from: PanDirection.allCases.map { ($0.rawValue, $0) })
        {
            spec.pan = ViewPan(direction: direction)
        }
        if let entry = keys["panAction"], let name = reader.string(entry.value, "`panAction`") {
            if spec.pan == nil {
                reader.warning(
                    at: entry.key, "`panAction` on a view with no `pan` is never sent",
                    expected: "`pan: right` (or left, up, down) beside it")
            } else {
                spec.pan?.selector = Self.selector(name)
                screenSent.append((Self.selector(name), screen, entry.value, "the pan recognizes and does nothing"))
            }
        }
        if let entry = keys["menu"] {
            if viewClass == .button {
                spec.menu = ButtonMenu(items: menuItems(entry.value, screen: screen))
            } else {
                reader.warning(
                    at: entry.key, "`menu` on a \(viewClass.rawValue) is never shown",
                    expected: "`menu` on a UIButton (UIButton.menu)")
            }
        }
        if let entry = keys["showsMenuAsPrimaryAction"], let value = reader.bool(entry.value, "`showsMenuAsPrimaryAction`") {
            if spec.menu == nil {
                reader.warning(
                    at: entry.key, "`showsMenuAsPrimaryAction` on a view with no `menu` is never read",
                    expected: "`menu:` beside it on a UIButton")
            }
            spec.menu?.isPrimaryAction = value
        }
        if let node = keys["action"]?.value, let name = reader.string(node, "`action`") {
            spec.selector = Self.selector(name)
            sent.append((Self.selector(name), node))
        }
        if let node = keys["argument"]?.value {
            spec.argument = reader.intTemplate(node, "`argument`")
            if spec.selector == nil { reader.warning(at: node, "`argument` on a view with no `action` is never read") }
        }
        let inside = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        if frame.x < bounds.x || frame.y < bounds.y || frame.maxX > bounds.maxX || frame.maxY > bounds.maxY {
            reader.warning(
                at: frameNode,
                "the frame \(frame) reaches outside its superview's bounds \(bounds): touches there miss it (hitTest checks point(inside:) first)",
                expected: "a frame inside \(bounds), unless that is the lesson")
        }
        if let node = keys["subviews"]?.value {
            spec.subviews = views(node, in: inside, depth: depth + 1, labels: &labels, screen: screen)
        }
        return spec
    }

    mutating func frame(_ node: Node) -> Rect? {
        let expected = "[x, y, width, height] in phone cells, e.g. [1, 2, 22, 1]"
        guard case .sequence(let items) = node else {
            reader.error(at: node, "the frame is \(reader.describe(node))", expected: expected)
            return nil
        }
        guard items.count == 4 else {
            reader.error(at: node, "the frame has \(items.count) number\(items.count == 1 ? "" : "s"), not 4", expected: expected)
            return nil
        }
        var numbers: [Int] = []
        for (index, item) in items.enumerated() {
            let range = index < 2 ? -1_000...1_000 : 0...1_000
            guard let value = reader.int(item, ["x", "y", "width", "height"][index], range: range) else { return nil }
            numbers.append(value)
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
