/// Freeing what nothing can reach, as UIKit's reference counting would: a
/// screen popped off the stack, its controller and its views go once no
/// screen, transition, presentation, touch record, timer, queued call or
/// strategy holds them. Without it a sandbox session grows by every screen it
/// ever pushed (about 0.5 MB a minute of continuous navigation).
///
/// Ids stay stable: views and controllers live in chunks of 64, and a chunk
/// is released only when none of its elements is reachable (screens are made
/// in order, so a popped screen's views share chunks with its neighbours in
/// time, and churn leaves whole chunks dead). A released id is never handed
/// out again; `containsView`/`containsController` tell a caller holding an
/// old id whether it still names something.
///
/// What reaches what is found, not listed: every stored field of the world
/// but the arrays themselves and the log (whose events carry the names they
/// show, so they need nothing kept alive) is searched for ids, then the views
/// and controllers found lead to their subviews, superviews, owners, parents
/// and presentations. A field added tomorrow that holds an id is covered
/// without anyone remembering this file (ReclaimTests checks the search finds
/// ids nested in every kind of container the world uses).
extension World {
    /// Stored fields that hold no id worth keeping alive, and why.
    static let reclaimSkips: [String: String] = [
        "views": "the arrays being reclaimed: reached only through what refers to them",
        "controllers": "the arrays being reclaimed: reached only through what refers to them",
        "log": "events carry the names they show; a line about a freed view still reads",
        "stepEvents": "nil between steps",
        "reclaim": "the bookkeeping of this pass",
        "configuration": "what the world starts from: the app's templates, no id of anything made at run time",
    ]

    public func containsView(_ id: ViewID) -> Bool { views.holds(id.raw) }
    public func containsController(_ id: ControllerID) -> Bool { controllers.holds(id.raw) }

    /// Runs a pass once a chunk's worth of views has been made since the last
    /// one, so its cost (proportional to what is alive, not to what was ever
    /// made) is spread over the work that made the garbage.
    ///
    /// Only in a world with a bounded log, the sandbox's: a headless run
    /// keeps every log line and touch record (scripts and reports read
    /// them), it ends, and a pass there would search a history that only
    /// grows.
    mutating func reclaimIfDue() {
        guard configuration.logLimit != nil, reclaim.isEnabled,
            views.count - reclaim.viewsAtLastPass >= ChunkedArray<View>.chunkSize
        else { return }
        reclaimUnreachable()
    }

    /// Marks from every root, then releases each full chunk with nothing marked.
    mutating func reclaimUnreachable() {
        reclaim.viewsAtLastPass = views.count
        var reached = Reachable(viewCount: views.count, controllerCount: controllers.count)
        var roots = IDSearch()
        roots.search(self, skipping: Self.reclaimSkips)
        for id in roots.views { reached.reach(id) }
        for id in roots.controllers { reached.reach(id) }
        while let next = reached.pending.popLast() {
            switch next {
            case .view(let id):
                guard views.holds(id.raw) else { continue }
                let view = views[id.raw]
                if let superview = view.superview { reached.reach(superview) }
                for child in view.subviews { reached.reach(child) }
                if let owner = view.owner { reached.reach(owner) }
                if let target = view.action?.target { reached.reach(target) }
            case .controller(let id):
                guard controllers.holds(id.raw) else { continue }
                let controller = controllers[id.raw]
                for view in [controller.view, controller.wrapperView].compactMap({ $0 }) { reached.reach(view) }
                for other in [controller.parent, controller.presentedViewController, controller.presentingViewController]
                    .compactMap({ $0 })
                {
                    reached.reach(other)
                }
            }
        }
        views.releaseChunks(keeping: reached.views)
        controllers.releaseChunks(keeping: reached.controllers)
    }
}

/// The reclaimer's own bookkeeping.
struct ReclaimState: Hashable, Sendable {
    /// `views.count` when the last pass ran.
    var viewsAtLastPass = 0
    /// Off only in tests that compare a world with and without reclaiming.
    var isEnabled = true
}

/// The marks of one pass.
private struct Reachable {
    enum Item {
        case view(ViewID)
        case controller(ControllerID)
    }

    var views: [Bool]
    var controllers: [Bool]
    var pending: [Item] = []

    init(viewCount: Int, controllerCount: Int) {
        views = Array(repeating: false, count: viewCount)
        controllers = Array(repeating: false, count: controllerCount)
    }

    mutating func reach(_ id: ViewID) {
        guard views.indices.contains(id.raw), !views[id.raw] else { return }
        views[id.raw] = true
        pending.append(.view(id))
    }

    mutating func reach(_ id: ControllerID) {
        guard controllers.indices.contains(id.raw), !controllers[id.raw] else { return }
        controllers[id.raw] = true
        pending.append(.controller(id))
    }
}

/// Every view and controller id stored anywhere inside a value, found by
/// reflection: through structs, enums' payloads, optionals, arrays,
/// dictionaries and existentials (a strategy's queue).
struct IDSearch {
    private(set) var views: [ViewID] = []
    private(set) var controllers: [ControllerID] = []

    mutating func search(_ world: World, skipping: [String: String]) {
        for child in Mirror(reflecting: world).children {
            if let label = child.label, skipping[label] != nil { continue }
            visit(child.value)
        }
    }

    mutating func visit(_ value: Any) {
        switch value {
        case let id as ViewID: views.append(id)
        case let id as ControllerID: controllers.append(id)
        // Leaves with no ids inside: skipping them is most of the speed.
        case is String, is Int, is Bool, is Double, is Point, is Rect, is ViewClass, is HitTestStep.Verdict,
            is TouchDisposition, is RuleID:
            return
        // LAST TAP's notes name views and screens as the log does, by refs
        // that keep the name they had: they render after the thing is
        // freed, and hold nothing alive.
        case is TouchNote, is ResponderRef:
            return
        // The touch history is most of what a pass reads (up to 100
        // records, each with its hit-test walk): read field by field.
        // ReclaimTests checks this finds what reflection finds.
        case let record as TouchRecord: visit(record)
        default: reflect(value)
        }
    }

    mutating func reflect(_ value: Any) {
        for child in Mirror(reflecting: value).children { visit(child.value) }
    }

    mutating func visit(_ record: TouchRecord) {
        for id in [record.hitView, record.handler, record.drawnView] { if let id { views.append(id) } }
        for step in record.walk { views.append(step.view) }
    }
}

extension ChunkedArray {
    /// Releases every full chunk none of whose positions is marked.
    mutating func releaseChunks(keeping marked: [Bool]) {
        guard chunkCount > 1 else { return }
        for chunk in 0..<(chunkCount - 1) {
            let start = chunk << Self.chunkShift
            guard holds(start) else { continue }
            let end = Swift.min(start + Self.chunkSize, marked.count)
            if !marked[start..<end].contains(true) { releaseChunk(chunk) }
        }
    }
}
