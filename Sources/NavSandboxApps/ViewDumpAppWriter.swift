import NavSandboxCore

/// Writes the app file for one subtree of a view dump: one screen whose
/// views are the dump's, scaled from points to the phone's cells.
///
/// Scaling: the subtree's top view is stretched to the phone's 24 columns.
/// A top view at least half again as tall as it is wide is a whole screen
/// (a window, a controller's view): its height becomes the phone's 22 rows
/// and it sits 3 rows up, under the sandbox's own status and navigation
/// bars, where the real ones are. Any other keeps a phone's cell shape (a
/// cell is 2.36 times as tall as wide: 390 × 844 points on 24 × 22 cells)
/// and starts at the top of the content area. Each view's edges are
/// rounded to the nearest cell from its position on screen, so rounding
/// never drifts down a deep tree; a view with any size keeps at least one cell.
struct ViewDumpAppWriter {
    let dump: ViewDump
    let root: Int
    let file: String
    let controllerClass: String?
    private(set) var controlCount = 0
    /// The 1-based line of the top view's `frame:`: a whole screen's sits 3
    /// rows up on purpose, which the loader warns about.
    private(set) var topFrameLine = 0
    private var labels: Set<String> = []
    /// The views whose text a control above them took as its title.
    private var titleLabels: Set<Int> = []
    private var actions: [(selector: String, log: String)] = []
    private var lines: [String] = []

    /// A phone's cell is this many times as tall as wide.
    static let cellShape = (844.0 / 22) / (390.0 / 24)
    static let screenRowsAboveContent = Phone.contentFrame.y

    init(dump: ViewDump, root: Int, file: String, controllerClass: String?) {
        self.dump = dump
        self.root = root
        self.file = file
        self.controllerClass = controllerClass
    }

    /// Points per cell, across and down, and where the top view goes.
    private var scale: (x: Double, y: Double, placement: Rect, isScreen: Bool) {
        let frame = dump.views[root].frame
        let width = frame.width > 0 ? frame.width : 390
        let x = width / Double(Phone.width)
        if frame.height >= width * 1.5 {
            return (
                x, frame.height / Double(Phone.height),
                Rect(x: 0, y: -Self.screenRowsAboveContent, width: Phone.width, height: Phone.height), true
            )
        }
        let y = x * Self.cellShape
        let rows = frame.height > 0 ? max(1, Self.cell(frame.height / y)) : 0
        return (x, y, Rect(x: 0, y: 0, width: Phone.width, height: min(rows, 1_000)), false)
    }

    mutating func write() -> String {
        let scale = self.scale
        let top = dump.views[root]
        let controller = controllerClass.map(Self.identifier) ?? "ImportedViewController"
        let title = controllerClass.map { name -> String in
            let short = ViewDumpClassMapping.shortName(name)
            let trimmed = short.hasSuffix("ViewController") ? String(short.dropLast("ViewController".count)) : short
            return trimmed.isEmpty ? short : trimmed
        } ?? ViewDumpClassMapping.shortName(Self.cleanName(top.className))
        let source = Self.cleanName(String(file.split(separator: "/").last ?? Substring(file)))
        comment("Imported by `navsandbox import` from \(source): a recursiveDescription dump.")
        comment(
            "The screen is \(Self.cleanName(top.className)) \(top.address) (line \(top.line))"
                + (controllerClass.map { ", the view of \(Self.cleanName($0))" } ?? "") + ",")
        comment(
            "\(Self.points(top.frame.width)) × \(Self.points(top.frame.height)) points scaled to "
                + "\(scale.placement.width) × \(scale.placement.height) cells "
                + "(\(Self.points(scale.x)) × \(Self.points(scale.y)) points a cell)"
                + (scale.isScreen ? ", 3 rows up under the sandbox's bars." : "."))
        comment("Each view's label is its class and address in the dump; the comment above it, its line.")
        comment("The dump names no targets: each control's action only logs that it got the tap.")
        lines.append("app: \(YAMLString.quoted("Imported from \(source)"))")
        lines.append("root: Imported")
        lines.append("screens:")
        lines.append("  Imported:")
        lines.append("    class: \(controller)")
        lines.append("    title: \(YAMLString.quoted(title))")
        lines.append("    views:")
        writeView(root, parentCells: nil, origin: (0, 0), indent: "      ", scale: (scale.x, scale.y), placement: scale.placement)
        if !actions.isEmpty {
            lines.append("    actions:")
            for action in actions {
                lines.append("      \(action.selector):")
                lines.append("        log: \(YAMLString.quoted(action.log))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `origin`: the view's top-left on screen, in points from the top
    /// view's; `parentCells`: its superview's rectangle in cells, likewise.
    private mutating func writeView(
        _ index: Int, parentCells: Rect?, origin: (x: Double, y: Double), indent: String, scale: (x: Double, y: Double),
        placement: Rect
    ) {
        let view = dump.views[index]
        let cells: Rect
        let frame: Rect
        if let parentCells {
            let x0 = Self.cell(origin.x / scale.x)
            let y0 = Self.cell(origin.y / scale.y)
            var x1 = Self.cell((origin.x + view.frame.width) / scale.x)
            var y1 = Self.cell((origin.y + view.frame.height) / scale.y)
            if view.frame.width > 0 && x1 <= x0 { x1 = x0 + 1 }
            if view.frame.height > 0 && y1 <= y0 { y1 = y0 + 1 }
            cells = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            frame = Rect(
                x: Self.clamp(x0 - parentCells.x, -1_000...1_000), y: Self.clamp(y0 - parentCells.y, -1_000...1_000),
                width: Self.clamp(x1 - x0, 0...1_000), height: Self.clamp(y1 - y0, 0...1_000))
        } else {
            cells = Rect(x: 0, y: 0, width: placement.width, height: placement.height)
            frame = placement
        }
        let viewClass = ViewDumpClassMapping.viewClass(className: view.className, baseClass: view.baseClass)
        let isControl = ViewDumpClassMapping.isControl(className: view.className, baseClass: view.baseClass, viewClass: viewClass)
        let className = Self.cleanName(view.className)
        let f = view.frame
        comment(
            "line \(view.line): \(className) (\(Self.points(f.x)) \(Self.points(f.y)); \(Self.points(f.width)) \(Self.points(f.height)))",
            indent: indent)
        lines.append("\(indent)- class: \(viewClass.rawValue)")
        let keys = indent + "  "
        var title = isControl ? (view.text ?? view.placeholder) : nil
        if isControl, title == nil, let source = firstTextView(below: index) {
            title = dump.views[source].text
            titleLabels.insert(source)
        }
        let label = uniqueLabel(title.map { Self.cleanText($0, limit: 40) } ?? identity(of: view, as: viewClass))
        lines.append("\(keys)label: \(YAMLString.quoted(label))")
        // A control's title label keeps its frame and flags for the walk,
        // but not its text: the control draws its title, and a second copy
        // a cell or two off would write over the first.
        if let text = view.text ?? title, !titleLabels.contains(index) {
            lines.append("\(keys)text: \(YAMLString.quoted(Self.cleanText(text, limit: 200)))")
        }
        lines.append("\(keys)frame: [\(frame.x), \(frame.y), \(frame.width), \(frame.height)]")
        if parentCells == nil { topFrameLine = lines.count }
        if view.isHidden { lines.append("\(keys)isHidden: true") }
        if view.alpha != 1 { lines.append("\(keys)alpha: \(view.alpha)") }
        // Written whenever it differs from the model class's default: a
        // UILabel subclass the dump shows with interaction on keeps it on.
        let modelDefault = viewClass != .label
        if view.isUserInteractionEnabled != modelDefault {
            lines.append("\(keys)isUserInteractionEnabled: \(view.isUserInteractionEnabled)")
        }
        if view.clipsToBounds { lines.append("\(keys)clipsToBounds: true") }
        if isControl {
            controlCount += 1
            let selector = "control\(controlCount)"
            lines.append("\(keys)action: \(selector)")
            actions.append((selector, "\(label) got the tap (\(className) \(view.address), line \(view.line))"))
        }
        guard !view.subviews.isEmpty else { return }
        lines.append("\(keys)subviews:")
        for child in view.subviews {
            let childFrame = dump.views[child].frame
            let childOrigin = (
                x: origin.x + childFrame.x - view.contentOffset.x, y: origin.y + childFrame.y - view.contentOffset.y
            )
            writeView(child, parentCells: cells, origin: childOrigin, indent: keys + "  ", scale: scale, placement: placement)
        }
    }

    /// A `#` line. Its text is made of cleaned names and numbers already;
    /// YAMLString keeps it one line of visible characters whatever is
    /// added to it later, as it does the storyboard importer's.
    private mutating func comment(_ text: String, indent: String = "") {
        lines.append("\(indent)# \(YAMLString.comment(text))")
    }

    /// A button's title is its label subview's text (UIButtonLabel), when
    /// the dump printed one: the button's own line never has it. This is
    /// the view whose text it is.
    private func firstTextView(below index: Int) -> Int? {
        for child in dump.views[index].subviews {
            if dump.views[child].text != nil { return child }
            if let found = firstTextView(below: child) { return found }
        }
        return nil
    }

    /// `MyApp.CardView 0x7f…`, or the bare address when the class is the
    /// model's own (`UIView "0x7f…"` rather than `UIView "UIView 0x7f…"`).
    private func identity(of view: DumpedView, as viewClass: ViewClass) -> String {
        view.className == viewClass.rawValue ? view.address : "\(Self.cleanName(view.className)) \(view.address)"
    }

    /// Labels are unique on a screen: a repeated one gets ` (2)`, ` (3)`….
    private mutating func uniqueLabel(_ wanted: String) -> String {
        var label = wanted.isEmpty ? "view" : wanted
        var number = 2
        while labels.contains(label) {
            label = "\(wanted) (\(number))"
            number += 1
        }
        labels.insert(label)
        return label
    }

    // MARK: Text

    static func cell(_ value: Double) -> Int {
        Int(min(1_000_000, max(-1_000_000, value)).rounded())
    }

    static func clamp(_ value: Int, _ range: ClosedRange<Int>) -> Int { min(range.upperBound, max(range.lowerBound, value)) }

    /// `16`, `20.5`, `16.25`.
    static func points(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String((value * 100).rounded() / 100)
    }

    /// A class name as the file shows it: the characters class names are
    /// made of (Swift modules, generics, mangled names), others as `?`.
    static func cleanName(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.$<>, -")
        let cut = name.count > 80 ? String(name.prefix(80)) + "…" : name
        return String(cut.map { allowed.contains($0) || $0 == "…" ? $0 : "?" })
    }

    /// A controller class for the screen's `class:`: an identifier, else a
    /// stand-in name.
    static func identifier(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.")
        guard !name.isEmpty, name.count <= 80, name.allSatisfy({ allowed.contains($0) }) else {
            return "ImportedViewController"
        }
        return name
    }

    /// Text from the dump for a label or a view's text: braces are the app
    /// file's placeholders, so they become parentheses; cut to `limit`.
    static func cleanText(_ text: String, limit: Int) -> String {
        let cut = text.count > limit ? String(text.prefix(limit)) + "…" : text
        return String(cut.map { $0 == "{" ? "(" : $0 == "}" ? ")" : $0 })
    }
}
