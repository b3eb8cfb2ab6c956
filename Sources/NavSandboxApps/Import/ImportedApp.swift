import NavSandboxCore

/// An app as an importer found it, before it is written as an app file
/// (docs/apps.md): the importers fill this in, `yaml` writes it, and the
/// app loader reads the result like any hand-written file.
struct ImportedApp {
    var name: String
    var root: String
    /// A tab bar's tabs, kept as `tabs:` (then `root` is not written).
    var tabs: [(title: String, root: String)] = []
    /// Header comments: where it came from, what was not translated.
    var comments: [String] = []
    var screens: [ImportedScreen] = []

    /// The app file's text. Every string from the source is written
    /// double-quoted and escaped, and comments are kept to one line with
    /// their controls spelled out (YAMLString), so nothing in a hostile
    /// source can add YAML keys, reorder a line or make the file unreadable.
    var yaml: String {
        var out = ""
        for comment in comments { out += "# \(YAMLString.comment(comment))\n" }
        out += "app: \(YAMLString.quoted(name))\n"
        if tabs.isEmpty {
            out += "root: \(root)\n"
        } else {
            out += "tabs:\n"
            for tab in tabs { out += "  - { title: \(YAMLString.quoted(tab.title)), root: \(tab.root) }\n" }
        }
        out += "\nscreens:\n"
        for screen in screens {
            out += "\n"
            for comment in screen.comments { out += "  # \(YAMLString.comment(comment))\n" }
            out += "  \(screen.name):\n"
            out += "    class: \(YAMLString.quoted(screen.className))\n"
            out += "    title: \(YAMLString.quoted(screen.title))\n"
            if screen.isCard { out += "    card: true\n" }
            let bar = [("left", screen.leftBarButton), ("right", screen.rightBarButton)].compactMap { side, button in
                button.map { (side, $0) }
            }
            if !bar.isEmpty {
                out += "    barButtons:\n"
                for (side, button) in bar {
                    var fields = "label: \(YAMLString.quoted(button.label))"
                    if let selector = button.selector { fields += ", action: \(YAMLString.quoted(selector))" }
                    out += "      \(side): { \(fields) }\n"
                }
            }
            if !screen.views.isEmpty {
                out += "    views:\n"
                for view in screen.views { write(view, indent: 6, into: &out) }
            }
            if !screen.actions.isEmpty {
                out += "    actions:\n"
                for action in screen.actions {
                    out += "      \(YAMLString.quoted(action.selector)):\n"
                    for step in action.steps { out += "        - \(step.yaml)\n" }
                }
            }
        }
        return out
    }

    private func write(_ view: ImportedView, indent: Int, into out: inout String) {
        let pad = String(repeating: " ", count: indent)
        for comment in view.comments { out += "\(pad)# \(YAMLString.comment(comment))\n" }
        out += "\(pad)- class: \(view.viewClass)\n"
        let inner = pad + "  "
        if let label = view.label { out += "\(inner)label: \(YAMLString.quoted(label))\n" }
        if let text = view.text { out += "\(inner)text: \(YAMLString.quoted(text))\n" }
        let frame = view.frame
        out += "\(inner)frame: [\(frame.x), \(frame.y), \(frame.width), \(frame.height)]\n"
        if view.isHidden { out += "\(inner)isHidden: true\n" }
        if let alpha = view.alpha { out += "\(inner)alpha: \(alpha)\n" }
        if let enabled = view.isUserInteractionEnabled { out += "\(inner)isUserInteractionEnabled: \(enabled)\n" }
        if view.isExclusiveTouch { out += "\(inner)isExclusiveTouch: true\n" }
        if view.isMultipleTouchEnabled { out += "\(inner)isMultipleTouchEnabled: true\n" }
        if view.clipsToBounds { out += "\(inner)clipsToBounds: true\n" }
        if let selector = view.selector { out += "\(inner)action: \(YAMLString.quoted(selector))\n" }
        if !view.subviews.isEmpty {
            out += "\(inner)subviews:\n"
            for subview in view.subviews { write(subview, indent: indent + 4, into: &out) }
        }
    }
}

struct ImportedScreen {
    var name: String
    var className: String
    var title: String
    var isCard = false
    var leftBarButton: ImportedBarButton?
    var rightBarButton: ImportedBarButton?
    var views: [ImportedView] = []
    var actions: [ImportedAction] = []
    var comments: [String] = []
}

struct ImportedBarButton {
    var label: String
    var selector: String?
}

struct ImportedView {
    /// A class the app format knows (`UIButton`, `UILabel`, …).
    var viewClass: String
    var label: String?
    var text: String?
    var frame: Rect
    var isHidden = false
    var alpha: Double?
    var isUserInteractionEnabled: Bool?
    var isExclusiveTouch = false
    var isMultipleTouchEnabled = false
    var clipsToBounds = false
    var selector: String?
    var subviews: [ImportedView] = []
    var comments: [String] = []
}

struct ImportedAction {
    var selector: String
    var steps: [ImportedStep]
}

/// What an imported action method does, in the app format's verbs.
enum ImportedStep: Equatable {
    case log(String)
    case push(String)
    case present(String)
    case pop
    case dismiss

    var yaml: String {
        switch self {
        case .log(let text): "log: \(YAMLString.quoted(text))"
        case .push(let screen): "push: \(screen)"
        case .present(let screen): "present: \(screen)"
        case .pop: "pop:"
        case .dismiss: "dismiss:"
        }
    }
}
