import NavSandboxCore

/// One scene's translation: its views scaled to phone cells, the actions
/// its controls and bar buttons send, its bar buttons.
extension StoryboardImporter {
    /// Design-time points to phone cells for one scene.
    struct Scale {
        var cellsPerPointX: Double
        var cellsPerPointY: Double
        /// Points at the top of the root view that the bars cover.
        var topInset: Double
        /// Rows above the content: a sheet's grabber, title and its bar buttons.
        var topRows = 0
    }

    /// A sheet's first rows are UIKit's grabber and title, then the bar
    /// buttons the sandbox's sheets draw as buttons (they have no bar).
    static let cardTopRows = 3

    /// What is collected while one scene's views are walked.
    struct SceneState {
        var isCard: Bool
        var actions: [ImportedAction] = []
        var selectors: Set<String> = []
        var views = 0
        var labelsTaken: Set<String> = []
    }

    static let maximumViews = AppFileLoader.maximumViewsPerScreen - 10
    static let maximumDepth = AppFileLoader.maximumDepth - 2

    mutating func screen(_ element: MarkupElement, id: String, name: String, isCard: Bool) -> ImportedScreen {
        // A scene both pushed and presented is translated twice; its
        // problems are reported once.
        let reported = warnings.count
        defer { if isCard && pushed.contains(id) { warnings.removeSubrange(reported...) } }
        let navigationItem = element.child("navigationItem", key: "navigationItem")
        let defaultClass =
            switch element.name {
            case "tableViewController": "UITableViewController"
            case "collectionViewController": "UICollectionViewController"
            default: "UIViewController"
            }
        let title = navigationItem?["title"] ?? element["title"] ?? name
        var screen = ImportedScreen(
            name: name, className: element["customClass"] ?? defaultClass, title: plain(title, at: element), isCard: isCard)
        if element.name == "viewControllerPlaceholder" {
            screen.comments.append(
                "A reference to the storyboard `\(element["storyboardName"] ?? "?")`: import it separately for its screens.")
            return screen
        }
        var state = SceneState(isCard: isCard)
        let bounds = isCard ? Phone.cardExpanded : Phone.screenRootFrame
        if let root = element.children.first(where: { $0["key"] == "view" }) {
            let rect = frame(of: root) ?? (x: 0, y: 0, width: 375, height: 667)
            let width = max(rect.width, 1)
            let height = max(rect.height, 1)
            let subviews = subviewElements(of: root)
            let isTable = root.name == "tableView" || root.name == "collectionView"
            // The bars cover the top of a full-screen root view: the first
            // view's top, when it is within the bars' height, is the content's.
            let firstTop = subviews.compactMap { frame(of: $0)?.y }.min() ?? 0
            let inset = isTable ? 0 : min(max(firstTop, 0), height * 0.15)
            let topRows = isCard ? Self.cardTopRows : 0
            let scale = Scale(
                cellsPerPointX: Double(bounds.width) / width,
                cellsPerPointY: Double(bounds.height - topRows) / max(height - inset, 1), topInset: inset, topRows: topRows)
            let parent = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
            if isTable {
                // A table view controller's view is its table: it fills the screen.
                if var table = view(root, parent: parent, scale: scale, depth: 1, state: &state) {
                    table.frame = Rect(x: 0, y: topRows, width: parent.width, height: parent.height - topRows)
                    screen.views = [table]
                }
            } else {
                screen.views = subviews.compactMap { view($0, parent: parent, scale: scale, depth: 1, state: &state) }
            }
        } else {
            warn("the scene `\(name)` has no view (it is made in code?): its screen is empty", at: element)
        }
        if let navigationItem {
            let left = barButton(navigationItem, side: "left", state: &state)
            let right = barButton(navigationItem, side: "right", state: &state)
            if isCard {
                // A sheet has no navigation bar here: its items become
                // buttons in the row above its content.
                for (button, isRight) in [(left, false), (right, true)] {
                    guard let button else { continue }
                    let width = min(bounds.width / 2, button.label.count + 4)
                    var view = ImportedView(
                        viewClass: "UIButton", label: button.label,
                        frame: Rect(x: isRight ? bounds.width - width : 0, y: Self.cardTopRows - 1, width: width, height: 1))
                    view.selector = button.selector
                    view.comments = ["The navigation item's \(isRight ? "right" : "left") bar button (the sandbox's sheets have no bar)."]
                    screen.views.append(view)
                }
            } else {
                screen.leftBarButton = left
                screen.rightBarButton = right
                // The views' labels give way to the bar's.
                for button in [left, right].compactMap({ $0 }) { state.labelsTaken.insert(button.label) }
            }
        }
        for segue in element.child("connections")?.children("segue") ?? [] where segue["kind"] != "relationship" {
            if segue["kind"] == "embed" { continue }
            warn(
                "a `\(segue["kind"] ?? "?")` segue `\(segue["identifier"] ?? "")` from scene `\(name)` itself (performSegue in code) is not translated",
                at: segue, expected: "a control that triggers it, or an action in the app file")
        }
        if let toolbar = element.child("toolbarItems"), !toolbar.children.isEmpty {
            warn("the toolbar items of scene `\(name)` are not translated (the sandbox has no toolbar)", at: toolbar)
        }
        uniqueLabels(&screen.views, state: &state)
        screen.actions = state.actions
        return screen
    }

    // MARK: Views

    func frame(of element: MarkupElement) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let rect = element.children.first(where: { $0.name == "rect" && $0["key"] == "frame" }) else { return nil }
        func number(_ name: String) -> Double {
            guard let value = rect[name].flatMap(Double.init), value.isFinite else { return 0 }
            return min(max(value, -100_000), 100_000)
        }
        return (number("x"), number("y"), number("width"), number("height"))
    }

    /// The views inside a view: its subviews, a table's cells, a cell's
    /// content view.
    func subviewElements(of element: MarkupElement) -> [MarkupElement] {
        var result = element.child("subviews")?.children ?? []
        if let content = element.children.first(where: { $0["key"] == "contentView" }) { result.insert(content, at: 0) }
        if element.name == "tableView" {
            result += element.child("prototypes")?.children("tableViewCell") ?? []
            for section in element.child("sections")?.children("tableViewSection") ?? [] {
                result += section.child("cells")?.children("tableViewCell") ?? []
            }
        }
        if element.name == "collectionView" { result += element.child("cells")?.children ?? [] }
        return result
    }

    static let viewClasses: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "tableView": "UITableView",
        "tableViewCell": "UITableViewCell", "tableViewCellContentView": "UITableViewCellContentView",
        "scrollView": "UIScrollView", "stackView": "UIStackView", "textView": "UITextView",
        "collectionView": "UIScrollView", "collectionViewCell": "UIView", "collectionReusableView": "UIView",
        "imageView": "UIView", "containerView": "UIView", "visualEffectView": "UIView",
    ]

    /// Controls the app format has no class for: a UIButton when they send
    /// something, else a plain view.
    static let otherControls: Set<String> = [
        "textField", "switch", "slider", "segmentedControl", "stepper", "control", "pageControl", "datePicker", "searchBar",
    ]

    mutating func view(
        _ element: MarkupElement, parent: Rect, scale: Scale, depth: Int, state: inout SceneState
    ) -> ImportedView? {
        state.views += 1
        nodesWritten += 1
        if nodesWritten == Self.nodeBudget + 1 {
            warn("more than \(Self.nodeBudget) views in the storyboard: the rest are left out", at: element)
        }
        guard nodesWritten <= Self.nodeBudget else { return nil }
        if state.views == Self.maximumViews + 1 {
            warn("more than \(Self.maximumViews) views on one scene: the rest are left out", at: element)
        }
        guard state.views <= Self.maximumViews else { return nil }
        guard depth <= Self.maximumDepth else {
            warn("views nested more than \(Self.maximumDepth) deep: the deeper ones are left out", at: element)
            return nil
        }
        let (selector, comments) = controlAction(element, state: &state)
        var viewClass = Self.viewClasses[element.name] ?? "UIView"
        var viewComments = comments
        if Self.otherControls.contains(element.name) {
            viewClass = selector == nil ? "UIView" : "UIButton"
            viewComments.append("A \(element.name) in the storyboard.")
        } else if Self.viewClasses[element.name] == nil {
            viewComments.append("A \(element.name) in the storyboard, drawn as a plain view.")
        }
        if element.name == "containerView" {
            warn("a container view (an embedded child controller) is shown empty", at: element)
        }
        var view = ImportedView(viewClass: viewClass, frame: cells(frame(of: element), parent: parent, scale: scale, depth: depth))
        view.comments = viewComments
        view.selector = selector
        view.label = label(of: element).map { plain($0, at: element) }
        if element.name == "label" || element.name == "textView" || element.name == "textField" {
            view.text = text(of: element).map { plain($0, at: element) }
        }
        view.isHidden = element["hidden"] == "YES"
        if let alpha = element["alpha"].flatMap(Double.init), alpha.isFinite, alpha >= 0, alpha < 1 {
            view.alpha = (alpha * 1000).rounded() / 1000
        }
        if let enabled = element["userInteractionEnabled"] {
            view.isUserInteractionEnabled = enabled == "YES"
        } else if element.name == "imageView" {
            // UIImageView's default, as UILabel's: no touches.
            view.isUserInteractionEnabled = false
        }
        view.isExclusiveTouch = element["exclusiveTouch"] == "YES"
        view.isMultipleTouchEnabled = element["multipleTouchEnabled"] == "YES"
        view.clipsToBounds = element["clipsSubviews"] == "YES"
        let inside = Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
        let isList = element.name == "tableView" || element.name == "collectionView"
        var nextRow = 0
        for child in subviewElements(of: element) {
            guard var subview = self.view(child, parent: inside, scale: scale, depth: depth + 1, state: &state) else { continue }
            if isList && (child.name == "tableViewCell" || child.name == "collectionViewCell") {
                // Cells one under the other, whatever rows the designer left
                // between prototypes.
                subview.frame.x = 0
                subview.frame.width = inside.width
                subview.frame.y = min(nextRow, max(inside.height - 1, 0))
                subview.frame.height = max(1, min(subview.frame.height, inside.height - subview.frame.y))
                nextRow = subview.frame.y + subview.frame.height
            } else if child["key"] == "contentView" {
                subview.frame = inside
            }
            view.subviews.append(subview)
        }
        return view
    }

    /// A design-time frame in cells, inside the superview, at least 1 × 1.
    func cells(
        _ rect: (x: Double, y: Double, width: Double, height: Double)?, parent: Rect, scale: Scale, depth: Int
    ) -> Rect {
        guard let rect else { return Rect(x: 0, y: 0, width: parent.width, height: min(parent.height, 1)) }
        let top = depth == 1 ? rect.y - scale.topInset : rect.y
        var x = Int((rect.x * scale.cellsPerPointX).rounded())
        var y = Int((top * scale.cellsPerPointY).rounded()) + (depth == 1 ? scale.topRows : 0)
        var width = max(1, Int((rect.width * scale.cellsPerPointX).rounded()))
        var height = max(1, Int((rect.height * scale.cellsPerPointY).rounded()))
        x = min(max(x, 0), max(parent.width - 1, 0))
        y = min(max(y, 0), max(parent.height - 1, 0))
        width = max(1, min(width, parent.width - x))
        height = max(1, min(height, parent.height - y))
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// What VoiceOver and a script call the view: its accessibility label,
    /// else its title or text.
    func label(of element: MarkupElement) -> String? {
        if let accessibility = element.child("accessibility", key: "accessibilityConfiguration")?["label"], !accessibility.isEmpty {
            return accessibility
        }
        switch element.name {
        case "button":
            let normal = element.children.first { $0.name == "state" && $0["key"] == "normal" }?["title"]
            let configured = element.child("buttonConfiguration", key: "configuration")?["title"]
            // A button configuration's title (Xcode 13 on) is the one shown.
            return [configured, normal, element["title"]].compactMap { $0 }.first { !$0.isEmpty }
        case "tableViewCell":
            // A style cell's text label, else the first label of its content.
            if let textLabel = element["textLabel"], let found = find(id: textLabel, in: element), let shown = text(of: found) {
                return shown
            }
            if let content = element.child("tableViewCellContentView"), let first = firstLabelText(in: content) { return first }
            return element["reuseIdentifier"]
        case "collectionViewCell":
            let content = element.children.first { $0["key"] == "contentView" }
            return content.flatMap { firstLabelText(in: $0) } ?? element["reuseIdentifier"]
        default:
            return text(of: element)
        }
    }

    func text(of element: MarkupElement) -> String? {
        let value =
            element["text"] ?? element.children.first { $0.name == "string" && $0["key"] == "text" }?.text
            ?? element["placeholder"]
        return value.flatMap { $0.isEmpty ? nil : $0 }
    }

    func find(id: String, in element: MarkupElement) -> MarkupElement? {
        if element["id"] == id { return element }
        for child in element.children { if let found = find(id: id, in: child) { return found } }
        return nil
    }

    func firstLabelText(in element: MarkupElement) -> String? {
        for child in subviewElements(of: element) {
            if child.name == "label", let text = text(of: child) { return text }
            if let found = firstLabelText(in: child) { return found }
        }
        return nil
    }

    /// Text for an app file: placeholders are the format's (`{n}`), so a
    /// brace from the storyboard becomes a parenthesis.
    mutating func plain(_ text: String, at element: MarkupElement) -> String {
        let trimmed = String(text.prefix(200))
        guard trimmed.contains("{") || trimmed.contains("}") else { return trimmed }
        warn("braces in `\(trimmed)` are written as parentheses (the app format reads `{…}` as a placeholder)", at: element)
        return String(trimmed.map { $0 == "{" ? "(" : $0 == "}" ? ")" : $0 })
    }

    // MARK: Actions

    /// The selector a control sends and the action behind it: its
    /// IBActions log their selectors, its segues push, present, pop or
    /// dismiss. Nil for a control that sends nothing.
    mutating func controlAction(
        _ element: MarkupElement, state: inout SceneState
    ) -> (selector: String?, comments: [String]) {
        guard let connections = element.child("connections") else { return (nil, []) }
        var steps: [ImportedStep] = []
        var comments: [String] = []
        var actions = connections.children("action").compactMap { $0["selector"].map(Self.selector) }.filter { !$0.isEmpty }
        // One IBAction and one segue is the usual most; more are rare and
        // would multiply the app file's actions.
        if actions.count > 1 {
            warn("\(actions.count) IBActions on one control: the first is translated", at: connections)
            actions = [actions[0]]
        }
        for selector in actions { steps.append(.log(selector)) }
        var segueName: String?
        for segue in connections.children("segue").prefix(Self.maximumStepsPerControl - steps.count) {
            if segue["trigger"] == "accessoryAction" { comments.append("The accessory button's segue, taken as the row's.") }
            guard let translated = translate(segue, fromCard: state.isCard) else { continue }
            steps += translated
            if segueName == nil {
                segueName =
                    switch translated.last {
                    case .push(let screen): "show" + screen
                    case .present(let screen): "present" + screen
                    case .pop, .dismiss: Self.unwindSelector(segue["unwindAction"] ?? "")
                    default: nil
                    }
                if case .pop? = translated.last, let unwind = segue["unwindAction"] {
                    comments.append("Unwinds through `\(unwind)`, translated as one step back.")
                }
            }
        }
        guard !steps.isEmpty else { return (nil, comments) }
        // A control with only an IBAction sends its own selector; one with a
        // segue sends a selector named for the segue.
        var selector: String
        if let segueName {
            selector = segueName
            var number = 2
            while state.selectors.contains(selector) {
                selector = "\(segueName)\(number)"
                number += 1
            }
        } else {
            selector = actions[0]
            if state.selectors.contains(selector) { return (selector, comments) }
        }
        state.selectors.insert(selector)
        state.actions.append(ImportedAction(selector: selector, steps: steps))
        return (selector, comments)
    }

    /// A selector as the app format takes it: an Objective-C selector's
    /// characters only (a brace would read as a placeholder in `log`).
    static func selector(_ text: String) -> String {
        String(text.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ":") }.prefix(120))
    }

    /// `unwindToList:` → `unwindToList`.
    static func unwindSelector(_ action: String) -> String {
        let name = identifier(action)
        return "unwind" + (name.hasPrefix("Unwind") ? String(name.dropFirst(6)) : name)
    }

    static let systemItemTitles: [String: String] = [
        "add": "Add", "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "compose": "Compose",
        "reply": "Reply", "action": "Share", "organize": "Organize", "bookmarks": "Bookmarks", "search": "Search",
        "refresh": "Refresh", "stop": "Stop", "camera": "Camera", "trash": "Trash", "play": "Play", "pause": "Pause",
        "rewind": "Rewind", "fastForward": "Fast Forward", "undo": "Undo", "redo": "Redo", "close": "Close",
    ]

    /// The navigation item's first left or right bar button item.
    mutating func barButton(_ navigationItem: MarkupElement, side: String, state: inout SceneState) -> ImportedBarButton? {
        var items = navigationItem.children.filter { $0.name == "barButtonItem" && $0["key"] == "\(side)BarButtonItem" }
        items += navigationItem.child("\(side)BarButtonItems")?.children("barButtonItem") ?? []
        items = items.filter { $0["systemItem"] != "flexibleSpace" && $0["systemItem"] != "fixedSpace" }
        guard let item = items.first else { return nil }
        if items.count > 1 {
            warn("\(items.count) \(side) bar button items: the first is translated (the sandbox's bar has one each side)", at: items[1])
        }
        let accessibility = item.child("accessibility", key: "accessibilityConfiguration")?["label"]
        let title =
            [accessibility, item["title"], item["systemItem"].flatMap { Self.systemItemTitles[$0] }, item["image"]]
            .compactMap { $0 }.first { !$0.isEmpty } ?? (side == "left" ? "Left" : "Right")
        let label = plain(title, at: item)
        let (selector, _) = controlAction(item, state: &state)
        if item.child("customView") != nil || item.children.contains(where: { $0["key"] == "customView" }) {
            warn("the \(side) bar button item's custom view is drawn as a plain bar button", at: item)
        }
        return ImportedBarButton(label: label, selector: selector)
    }

    /// Labels unique within the screen, as the app format requires: a
    /// control keeps its label with a number added; a view that sends
    /// nothing loses a repeated one (its text is still drawn).
    func uniqueLabels(_ views: inout [ImportedView], state: inout SceneState) {
        func controls(_ views: inout [ImportedView]) {
            for index in views.indices {
                if views[index].selector != nil, let label = views[index].label {
                    var unique = label
                    var number = 2
                    while state.labelsTaken.contains(unique) {
                        unique = "\(label) \(number)"
                        number += 1
                    }
                    state.labelsTaken.insert(unique)
                    views[index].label = unique
                    // A button draws its title; keep the storyboard's.
                    if views[index].viewClass == "UIButton", unique != label { views[index].text = label }
                }
                controls(&views[index].subviews)
            }
        }
        func others(_ views: inout [ImportedView]) {
            for index in views.indices {
                if views[index].selector == nil, let label = views[index].label {
                    if state.labelsTaken.contains(label) {
                        views[index].label = nil
                    } else {
                        state.labelsTaken.insert(label)
                    }
                }
                others(&views[index].subviews)
            }
        }
        controls(&views)
        others(&views)
    }
}
