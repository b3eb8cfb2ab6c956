/// What a pasted `recursiveDescription` (and, when present, `_printHierarchy`)
/// says about a real screen: the views as UIView's `description` prints them,
/// and the controllers that own some of them. Plain values; the parser fills
/// them and the importer turns them into an app file.
struct ViewDump {
    /// Every view in file order; a view's subviews come after it.
    var views: [DumpedView] = []
    /// `_printHierarchy`'s lines, in file order.
    var controllers: [DumpedController] = []

    /// The view with an address (`0x7f8a…`, any case), if the dump has it.
    func viewIndex(address: String) -> Int? {
        let wanted = address.lowercased()
        return views.firstIndex { $0.address == wanted }
    }

    /// The views of `index`'s subtree, itself first: file order lists a
    /// view's descendants right after it, each deeper than it. A loop, not
    /// recursion: a hostile dump may nest thousands of levels.
    func subtree(_ index: Int) -> Range<Int> {
        var end = index + 1
        while end < views.count, views[end].depth > views[index].depth { end += 1 }
        return index..<end
    }

    /// How many views the subtree of `index` has, itself included.
    func subtreeCount(_ index: Int) -> Int { subtree(index).count }

    /// How many levels the tree below `index` has (a leaf has 0).
    func subtreeDepth(_ index: Int) -> Int {
        subtree(index).map { views[$0].depth }.max().map { $0 - views[index].depth } ?? 0
    }
}

/// One line of a view dump: `<UIButton: 0x7f…; frame = (16 100; 343 44); …>`.
struct DumpedView {
    /// The class as printed: `UIButton`, `MyApp.SendButton`, `_UIBarBackground`.
    var className: String
    /// `baseClass = UIImageView;`, printed for some subclasses.
    var baseClass: String?
    /// Lower case, with `0x`.
    var address: String
    /// In the superview's coordinates, in points.
    var frame: PointRect
    var isHidden = false
    var alpha: Double = 1
    /// Printed only when off (`userInteractionEnabled = NO`).
    var isUserInteractionEnabled = true
    var clipsToBounds = false
    /// A UILabel's `text = '…'` (UIKit shortens long text).
    var text: String?
    /// A text field's `placeholder = …`: what it shows while empty.
    var placeholder: String?
    /// A scroll view's `contentOffset: {x, y}`: its bounds origin, which
    /// moves its subviews up and left on screen.
    var contentOffset = (x: 0.0, y: 0.0)
    /// 1-based line in the dump, and the column of its `<`.
    var line: Int
    var column: Int
    var superview: Int?
    var subviews: [Int] = []
    /// Levels below the dump's first view (which is 0).
    var depth = 0
}

/// A frame as UIView's description prints it: `(x y; width height)`.
struct PointRect: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
}

/// One line of `_printHierarchy`:
/// `<MyApp.InboxViewController 0x7f…>, state: appeared, view: <UIView 0x7f…>`.
struct DumpedController {
    var className: String
    /// Its view's address, lower case with `0x`; nil when `(view not loaded)`.
    var viewAddress: String?
    /// `state: appeared`, and its view not marked `not in the window`.
    var isOnScreen: Bool
    var line: Int
}
