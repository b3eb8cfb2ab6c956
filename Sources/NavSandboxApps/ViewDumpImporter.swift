import NavSandboxCore

/// `navsandbox import dump.txt`: turns the text of a real screen's
/// `recursiveDescription` into a one-screen app file, so "why didn't my tap
/// land?" can be asked of that screen — LAST TAP walks the real hierarchy,
/// each view with its class, frame, `hidden`, `alpha`,
/// `userInteractionEnabled` and `clipsToBounds` as the dump printed them.
///
/// What a dump cannot say is left out and documented (docs/import.md):
/// targets and actions (every control gets one that logs the tap), button
/// titles (taken from the button's label subview when the dump has its
/// text), transforms, and gesture recognizers.
public enum ViewDumpImporter {
    /// The app file and what the import noticed on the way.
    public struct Imported: Sendable {
        /// The app file's text: it loads with `AppFileLoader`.
        public var yaml: String
        /// The loaded app, so a caller need not parse `yaml` again.
        public var app: AppDescription
        /// Lines of the dump that were skipped, and the loader's warnings on
        /// the result (views that stick out of their superview).
        public var warnings: [AppFileProblem]
        /// Views written, controls among them.
        public var viewCount: Int
        public var controlCount: Int
        /// `UIView 0x7f… (InboxViewController's view), line 12`.
        public var root: String
    }

    /// Whether text looks like a view dump: a line that opens a view as
    /// UIView's description does. `navsandbox import` asks this of a file
    /// that is not a storyboard.
    public static func looksLikeViewDump(_ text: String) -> Bool {
        SourceLines.split(text).lazy.filter { !$0.isEmpty }.prefix(200).contains { line in
            guard let open = line.firstIndex(of: "<") else { return false }
            return line[open...].contains(": 0x") && line.contains("frame = (")
        }
    }

    /// Imports a dump. `root` is a view's address (`0x7f…`) whose subtree
    /// becomes the screen; without it, the view of the innermost on-screen
    /// controller `_printHierarchy` names, else the dump's first view.
    /// `appFile` names the result in the loader's warnings on it.
    public static func importDump(
        _ text: String, file: String, root rootAddress: String? = nil, appFile: String = "the imported app"
    ) -> Result<Imported, AppFileProblems> {
        let parser = ViewDumpParser.parse(text, file: file)
        var problems = parser.problems
        func failing(line: Int = 1, _ message: String, expected: String) -> Result<Imported, AppFileProblems> {
            let lines = SourceLines.split(text)
            let source = line >= 1 && line <= lines.count ? String(lines[line - 1]) : ""
            problems.append(
                AppFileProblem(
                    severity: .error, file: file, line: line, column: 1, message: message, expected: expected,
                    suggestion: nil, sourceLine: source))
            return .failure(AppFileProblems(problems))
        }
        if parser.hasErrors { return .failure(AppFileProblems(problems)) }
        let dump = parser.dump
        guard !dump.views.isEmpty else {
            return failing(
                "no view lines in the file",
                expected: "the text `po view.recursiveDescription()` prints: lines such as \(ViewDumpParser.viewLineShape)")
        }
        var controllerName: String?
        let root: Int
        if let rootAddress {
            let address = rootAddress.lowercased().hasPrefix("0x") ? rootAddress.lowercased() : "0x" + rootAddress.lowercased()
            guard let found = dump.viewIndex(address: address) else {
                return failing(
                    "no view in the dump has the address `\(ViewDumpParser.shown(rootAddress))` that --root names",
                    expected: "--root with the address of a view in the dump, as printed after its class (`0x7f8e4c40b2e0`)")
            }
            root = found
            controllerName = dump.controllers.first { $0.viewAddress == address }?.className
        } else if let (controller, view) = innermostController(in: dump) {
            root = view
            controllerName = controller.className
        } else {
            root = 0
        }
        let count = dump.subtreeCount(root)
        guard count <= AppFileLoader.maximumViewsPerScreen else {
            return failing(
                line: dump.views[root].line,
                "the screen would have \(count) views; the sandbox takes at most \(AppFileLoader.maximumViewsPerScreen) on a screen",
                expected: "--root with the address of a smaller view (the screen's content, not the whole window)")
        }
        let depth = dump.subtreeDepth(root)
        guard depth < AppFileLoader.maximumDepth else {
            return failing(
                line: dump.views[root].line,
                "the views are nested \(depth + 1) deep; the sandbox takes at most \(AppFileLoader.maximumDepth)",
                expected: "--root with the address of a view further down (the screen's content, not the whole window)")
        }
        var writer = ViewDumpAppWriter(dump: dump, root: root, file: file, controllerClass: controllerName)
        let yaml = writer.write()
        switch AppFileLoader.load(yaml, file: appFile) {
        case .success(let loaded):
            let rootView = dump.views[root]
            var rootText = "\(ViewDumpParser.shown(rootView.className)) \(rootView.address)"
            if let controllerName { rootText += " (\(ViewDumpParser.shown(controllerName))'s view)" }
            rootText += ", line \(rootView.line)"
            return .success(
                Imported(
                    yaml: yaml, app: loaded.app,
                    warnings: problems + loaded.warnings.filter { $0.line != writer.topFrameLine }, viewCount: count,
                    controlCount: writer.controlCount, root: rootText))
        case .failure(let loadProblems):
            // The writer's mistake, not the dump's: say so rather than crash.
            return failing(
                "the imported app does not load (a bug in the importer): \(loadProblems.errors.first?.message ?? "")",
                expected: "an app file; please report this with the dump")
        }
    }

    /// The on-screen controller whose view is deepest in the tree: the
    /// screen's content controller, inside its navigation and tab containers.
    static func innermostController(in dump: ViewDump) -> (DumpedController, Int)? {
        var best: (controller: DumpedController, view: Int, depth: Int)?
        for controller in dump.controllers where controller.isOnScreen {
            guard let address = controller.viewAddress, let view = dump.viewIndex(address: address) else { continue }
            let depth = dump.views[view].depth
            if depth >= (best?.depth ?? 0) { best = (controller, view, depth) }
        }
        return best.map { ($0.controller, $0.view) }
    }
}
