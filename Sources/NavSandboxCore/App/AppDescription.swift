/// An app the sandbox runs: its screens, their views and what their controls
/// do. The built-in demo is one of these, read from a file like any other, so
/// nothing about any app is special in the core.
public struct AppDescription: Hashable, Sendable {
    public var name: String
    public var screens: [ScreenSpec]
    /// Index into `screens` of the navigation controller's root.
    public var root: Int
    /// The argument the root screen is made with.
    public var rootArgument: Int?
    /// A tab bar of navigation controllers (`tabs:`), or none: then the app
    /// is one navigation controller with `root`. With tabs, `root` is the
    /// first tab's.
    public var tabs: [TabSpec] = []
    /// The tab bar controller delegate's `shouldSelect` answer.
    public var tabShouldSelect: TabShouldSelect = .always

    public init(name: String, screens: [ScreenSpec], root: Int, rootArgument: Int? = nil) {
        self.name = name
        self.screens = screens
        self.root = root
        self.rootArgument = rootArgument
    }

    /// One empty screen: for what needs a world but no particular app (the
    /// names of every strategy's flags).
    public static let empty = AppDescription(
        name: "Empty", screens: [ScreenSpec(name: "Empty", className: "UIViewController", title: "Empty")], root: 0)

    /// A screen by its name, ignoring case (`message` finds `Message`).
    public func screenIndex(named name: String) -> Int? {
        let wanted = name.lowercased()
        return screens.firstIndex { $0.name.lowercased() == wanted }
    }

    /// Every label a script can tap before it runs, in file order: the
    /// labels without placeholders of controls, pan views and scroll views, then the buttons of the app's alerts,
    /// and the card grabber when the app has cards.
    public var labels: [String] {
        var labels: [String] = []
        // A set beside the list: searching the list made this quadratic.
        var seen: Set<String> = []
        func visit(_ view: ViewSpec) {
            // A drag names a view with its own pan, or a scroll view, as a tap names a control.
            let isTarget = view.selector != nil || view.menu != nil || view.pan != nil || view.viewClass.isScrollView
            if isTarget, let label = view.label?.literal, seen.insert(label).inserted { labels.append(label) }
            view.subviews.forEach(visit)
        }
        // A tab's item is tapped with `tap-tab`, and by its title too.
        for tab in tabs where seen.insert(tab.title).inserted { labels.append(tab.title) }
        for screen in screens {
            screen.views.forEach(visit)
            for button in [screen.leftBarButton, screen.rightBarButton] {
                if let button, button.selector != nil, let label = button.label.literal, seen.insert(label).inserted {
                    labels.append(label)
                }
            }
        }
        // An alert's buttons are views with their titles once it is up.
        func visit(_ action: AppAction) {
            switch action {
            case .alert(let spec):
                for button in spec.buttons {
                    if let title = button.title.literal, seen.insert(title).inserted { labels.append(title) }
                    if let then = button.then { visit(then) }
                }
            case .sequence(let list): list.forEach(visit)
            case .after(_, let inner), .load(_, _, let inner): visit(inner)
            default: break
            }
        }
        for screen in screens { screen.actions.forEach { visit($0.action) } }
        if screens.contains(where: \.isCard) { labels.append(ScreenSpec.grabberLabel) }
        return labels
    }

    /// The names `load` and `--set load-cost` accept: every screen, and
    /// `Card` for all cards at once.
    public var loadCostNames: [String] {
        screens.map(\.name) + (screens.contains(where: \.isCard) ? [LoadCosts.allCards] : [])
    }
}

/// One screen: a view controller class, its root view's subviews, and the
/// action selectors it implements.
public struct ScreenSpec: Hashable, Sendable {
    /// How the file and scripts name it (`Message`).
    public var name: String
    /// The UIViewController subclass shown in responder chains.
    public var className: String
    public var title: TextTemplate
    /// navigationItem.backButtonTitle: what the back button says on the next
    /// screen (rule back-button-title); nil uses the title.
    public var backButtonTitle: TextTemplate?
    /// A card only: its presentation container passes touches through to
    /// the screens behind (seed 004's fix), as the pass-through toggle does.
    public var passesTouchesThrough = false
    /// The model object it shows (`message:{n}`): two live controllers for
    /// the same item are a double push.
    public var model: TextTemplate?
    /// Presented as a sheet card rather than pushed.
    public var isCard: Bool
    /// `presentation: sheet`: presented by UISheetPresentationController
    /// (iOS 15+) rather than as the custom card; implies `isCard`.
    public var sheet: SheetStyle?
    /// `ZoomOptions.interactiveDismissShouldBegin`: false refuses the
    /// zoomed screen's interactive dismissal by a downward drag.
    public var interactiveDismissShouldBegin = true
    /// Simulated viewDidLoad and layout cost in ms (seed 000).
    public var loadCost: Int
    public var behaviours: [LifecycleBehaviour]
    /// The root view's subviews, back to front.
    public var views: [ViewSpec]
    /// Selector → what the controller does, in file order.
    public var actions: [SelectorAction]
    /// navigationItem.leftBarButtonItem and rightBarButtonItem.
    public var leftBarButton: BarButtonSpec?
    public var rightBarButton: BarButtonSpec?

    public static let grabberLabel = "Grabber"

    /// True when some screen has a bar button item: only then does the
    /// bar get views for them (other apps' view numbers stay as they were).
    public var hasBarButtons: Bool { leftBarButton != nil || rightBarButton != nil }

    public init(
        name: String, className: String, title: TextTemplate, model: TextTemplate? = nil, isCard: Bool = false,
        loadCost: Int = 0, behaviours: [LifecycleBehaviour] = [], views: [ViewSpec] = [],
        actions: [SelectorAction] = []
    ) {
        self.name = name
        self.className = className
        self.title = title
        self.model = model
        self.isCard = isCard
        self.loadCost = loadCost
        self.behaviours = behaviours
        self.views = views
        self.actions = actions
    }

    public func action(for selector: String) -> AppAction? {
        actions.first { $0.selector == selector }?.action
    }
}

/// One action method of a screen (an IBAction).
public struct SelectorAction: Hashable, Sendable {
    public var selector: String
    public var action: AppAction

    public init(selector: String, action: AppAction) {
        self.selector = selector
        self.action = action
    }
}

/// One view in a screen's hierarchy, with the properties hitTest reads.
public struct ViewSpec: Hashable, Sendable {
    public var viewClass: ViewClass
    public var label: TextTemplate?
    public var text: TextTemplate?
    /// In the superview's coordinates, in phone cells.
    public var frame: Rect
    public var isHidden = false
    public var alpha: Double = 1
    /// Nil keeps the class's default (UILabel: off, others: on).
    public var isUserInteractionEnabled: Bool?
    public var isExclusiveTouch = false
    public var isMultipleTouchEnabled = false
    public var clipsToBounds = false
    /// A scroll view's or table view's touch delay and cancelling (View's).
    public var delaysContentTouches = true
    public var canCancelContentTouches = true
    /// `scrollAxis:` on a scroll view (View's).
    public var scrollAxis: ScrollAxis = .vertical
    /// `pan:` and `panAction:`: the app's own pan recognizer (View's).
    public var pan: ViewPan?
    /// `menu:` and `showsMenuAsPrimaryAction:` on a UIButton (View's).
    public var menu: ButtonMenu?
    /// `background:`: the view paints its frame in this colour or pattern.
    public var background: ViewBackground?
    /// Seed 004's pass-through: a hit on the view itself returns nil.
    public var passesTouchesThrough = false
    /// The action selector a tap sends, nil-targeted up the responder chain:
    /// a view with one is a control.
    public var selector: String?
    public var argument: IntTemplate?
    public var subviews: [ViewSpec] = []

    public init(_ viewClass: ViewClass, label: TextTemplate? = nil, text: TextTemplate? = nil, frame: Rect) {
        self.viewClass = viewClass
        self.label = label
        self.text = text
        self.frame = frame
    }
}
