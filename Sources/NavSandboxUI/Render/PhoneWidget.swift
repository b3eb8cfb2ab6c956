import NavSandboxCore

/// The phone: what a user of the simulated app would SEE. Views are drawn at
/// their presentation-layer positions (sliding, shifting, dimming) while the
/// core hit-tests their model frames; keys are drawn on the controls they tap.
enum PhoneWidget {
    static func draw(_ context: RenderContext, into painter: inout Painter) {
        let layout = context.layout
        let world = context.world
        painter.box(layout.phoneBox, .phoneBorder, topAndBottom: layout.phoneBoxHasTopAndBottom)
        if layout.phoneBoxHasTopAndBottom {
            painter.write(" phone ", x: layout.phoneBox.x + 2, y: layout.phoneBox.y, .phoneBorder)
        }
        let screen = layout.screenRect(ofPhone: Phone.bounds)
        painter.fill(screen, .screen)

        if world.isCrashed {
            CrashScreenWidget.draw(context, in: screen, into: &painter)
            return
        }
        for drawn in context.scene.drawn {
            drawView(drawn, context, into: &painter)
        }
        drawTransitionEdge(context, into: &painter)
        drawHighlights(context, into: &painter)
        drawTreeSelection(context, into: &painter)
        if context.drawsKeyBadges {
            for entry in context.keys.entries + [context.keys.back].compactMap({ $0 }) {
                guard let cell = badgeCell(for: entry, context, painter) else { continue }
                painter.put(entry.key, x: cell.x, y: cell.y, .keyBadge)
            }
        }
        drawStatusBar(context, into: &painter)
        drawBackMenu(context, into: &painter)
        drawButtonMenu(context, into: &painter)
        if world.isFrozen { drawFrozenBanner(in: screen, into: &painter) }
        drawGrabberDrag(context, into: &painter)
        drawCursor(context, into: &painter)
    }

    /// Where a control's key badge goes: its cell in the key map when
    /// nothing is written there, else the first cell of the control that
    /// shows no text — a badge never covers a letter of a label, not even
    /// mid-transition, when a control slides part-way off the phone and its
    /// first visible cell is in the middle of its title. A control with no
    /// blank cell left (nearly gone) shows no badge; its key still taps it.
    private static func badgeCell(for entry: KeyMap.Entry, _ context: RenderContext, _ painter: Painter) -> Point? {
        guard let badge = entry.badge else { return nil }
        let layout = context.layout
        let glyphs = painter.glyphs
        func isBlank(_ cell: Point) -> Bool {
            let character = painter.grid[cell.x, cell.y].text
            return character == " " || character == glyphs.dots || character == glyphs.hatch
        }
        let preferred = layout.screenPoint(ofPhone: badge)
        if isBlank(preferred) { return preferred }
        for phoneCell in context.scene.visibleCells(of: entry.view, in: context.world) {
            let block = layout.screenRect(ofPhone: Rect(x: phoneCell.x, y: phoneCell.y, width: 1, height: 1))
            for y in block.y..<block.maxY {
                for x in block.x..<block.maxX where isBlank(Point(x: x, y: y)) { return Point(x: x, y: y) }
            }
        }
        return nil
    }

    // MARK: Views

    private static func drawView(
        _ drawn: PhoneScene.DrawnView, _ context: RenderContext, into painter: inout Painter
    ) {
        let world = context.world
        let view = world.view(drawn.id)
        // In screen cells: at 2× frames double, text stays one cell a letter.
        let frame = context.layout.screenRect(ofPhone: drawn.frame)
        let clip = context.layout.screenRect(ofPhone: drawn.visible)
        guard clip.width > 0, clip.height > 0 else { return }
        let surface = surfaceRole(of: drawn.id, in: world)

        func style(_ role: StyleRole) -> CellStyle {
            var style = painter.theme.style(role)
            if style.background == nil { style.background = painter.theme.style(surface).background }
            if drawn.isUnderTransition { style.dim = true }
            return style
        }
        func write(_ text: String, x: Int, y: Int, _ role: StyleRole) {
            painter.write(text, x: x, y: y, style: style(role), clip: clip)
        }

        if let background = view.background {
            // Drawn first: the view's own content (a label's text, a
            // button's title) goes on top of it, on its colour.
            let mark: Character =
                switch background {
                case .dots: painter.glyphs.dots
                case .hatch: painter.glyphs.hatch
                default: " "
                }
            let cell = Cell(mark, style: style(.viewBackground(background)))
            painter.grid.fill(x: clip.x, y: clip.y, width: clip.width, height: clip.height, with: cell)
        }
        switch view.viewClass {
        case .window, .layoutContainerView, .navigationTransitionView, .viewControllerWrapperView, .transitionView:
            // UIKit's containers draw nothing of their own.
            break
        case .tableView, .scrollView, .stackView, .tableViewCellContentView:
            // An app's container draws only the text its file gives it.
            if let text = view.text { write(text, x: frame.x, y: frame.y, .label) }
        case .view:
            guard view.role == .controllerRoot else {
                if let text = view.text { write(text, x: frame.x, y: frame.y, .label) }
                break
            }
            let owner = world.owningController(of: drawn.id).map { world.controller($0) }
            let isCard = owner?.kind.isCard ?? false
            let isAlert = owner?.alert != nil
            let cell = Cell(" ", style: style(isCard || isAlert ? .card : .screen))
            painter.grid.fill(x: clip.x, y: clip.y, width: clip.width, height: clip.height, with: cell)
            if isAlert {
                // UIAlertController: a box in the middle of the phone.
                let glyphs = painter.glyphs
                let inner = String(repeating: glyphs.horizontal, count: max(0, frame.width - 2))
                write(String(glyphs.topLeft) + inner + String(glyphs.topRight), x: frame.x, y: frame.y, .grabber)
                for row in 1..<max(1, frame.height - 1) {
                    write(String(glyphs.vertical), x: frame.x, y: frame.y + row, .grabber)
                    write(String(glyphs.vertical), x: frame.maxX - 1, y: frame.y + row, .grabber)
                }
                write(
                    String(glyphs.bottomLeft) + inner + String(glyphs.bottomRight), x: frame.x, y: frame.maxY - 1,
                    .grabber)
            }
            if isCard {
                // The card's rounded top edge.
                let glyphs = painter.glyphs
                let edge =
                    String(glyphs.cardTopLeft) + String(repeating: glyphs.horizontal, count: max(0, frame.width - 2))
                    + String(glyphs.cardTopRight)
                write(edge, x: frame.x, y: frame.y, .grabber)
            }
        case .navigationBar:
            painter.grid.fill(
                x: clip.x, y: clip.y, width: clip.width, height: clip.height, with: Cell(" ", style: style(.navigationBar)))
            let rule = String(repeating: painter.glyphs.horizontal, count: frame.width)
            write(rule, x: frame.x, y: frame.maxY - 1, .navigationBar)
            drawBarTitle(
                world: world, barFrame: frame, scale: context.layout.phoneScale, write: { write($0, x: $1, y: $2, $3) })
        case .tabBar:
            // Drawn as the navigation bar is, with its rule along the top.
            painter.grid.fill(
                x: clip.x, y: clip.y, width: clip.width, height: clip.height, with: Cell(" ", style: style(.navigationBar)))
            write(String(repeating: painter.glyphs.horizontal, count: frame.width), x: frame.x, y: frame.y, .navigationBar)
        case .tabBarButton:
            // The title on the item's second row, after the key badge; the
            // selected tab's in the title's style.
            let selected = world.tabBar.map { $0.tabs[$0.selected].item == drawn.id } ?? false
            let text = String((view.text ?? "").prefix(max(0, frame.width - 1)))
            let x = frame.x + 1 + max(0, (frame.width - 1 - text.count) / 2)
            let role: StyleRole = view.isHighlighted ? .buttonHighlighted : selected ? .navigationTitle : .backButton
            write(text, x: x, y: frame.y + max(0, frame.height - 1), role)
        case .barButton where view.role == .barButtonItem:
            // A navigation item's own button: its title after the badge column.
            write(view.text ?? "", x: frame.x + 1, y: frame.y, view.isHighlighted ? .buttonHighlighted : .backButton)
        case .barButton:
            // Column 0 holds the `b` badge; the chevron and title follow.
            // While fading from a bar without a back button, none is drawn
            // yet — but the new one is already in the model and tappable.
            var text = view.text ?? ""
            if isFading(world), let animation = world.bar.animation {
                text = animation.previousBackTitle.map { "‹ " + $0 } ?? ""
            }
            write(text, x: frame.x + 1, y: frame.y, isFading(world) ? .dim : .backButton)
        case .label:
            drawLabel(view, frame: frame, world: world, surface: surface, write: write)
        case .button:
            let role: StyleRole = view.isHighlighted ? .buttonHighlighted : .button
            write(view.text ?? "", x: frame.x + 2, y: frame.y, role)
        case .tableViewCell:
            // A cell's own text (textLabel), after the key badge; the demo's
            // cells draw theirs with labels in the content view instead.
            if let text = view.text { write(text, x: frame.x + 2, y: frame.y, .cellTitle) }
            let spinner = painter.glyphs.spinner
            if view.isLoading {
                let frameIndex = (world.now / 80) % spinner.count
                write(String(spinner[frameIndex]), x: frame.maxX - 2, y: frame.y, .spinner)
            } else {
                write(String(painter.glyphs.chevron), x: frame.maxX - 2, y: frame.y, .dim)
            }
        case .textView:
            write(view.text ?? "", x: frame.x, y: frame.y, .textField)
            let rule = String(repeating: painter.glyphs.horizontal, count: frame.width)
            write(rule, x: frame.x, y: frame.maxY - 1, .dim)
        case .dimmingView:
            // Translucent: everything already drawn beneath fades.
            painter.restyle(clip) { $0.dim = true }
        case .grabber:
            write(String(repeating: painter.glyphs.grabber, count: frame.width), x: frame.x, y: frame.y, .grabber)
        }
    }

    /// UIKit centres the title in the bar, clear of the back button: drawn
    /// with the bar's clip, not the title label's, so a long title on a
    /// screen without a back button is centred rather than cut.
    private static func drawBarTitle(
        world: World, barFrame frame: Rect, scale: Int, write: (String, Int, Int, StyleRole) -> Void
    ) {
        let label = world.view(world.bar.titleLabel)
        guard !label.isHidden else { return }
        let text = barText(for: label, world: world, previous: \.previousTitle) ?? label.text ?? ""
        let back = world.view(world.bar.backButton)
        let backEnd = back.isHidden ? 0 : back.frame.maxX * scale + 1
        // A left bar button item stands where the back button would, and
        // the title keeps clear of a right one.
        let left = world.bar.leftButton.map { world.view($0) }
        let leftEnd = left.map { $0.isHidden ? 0 : $0.frame.maxX * scale + 1 } ?? 0
        let startsAfter = max(backEnd, leftEnd)
        let right = world.bar.rightButton.map { world.view($0) }
        let rightStart = right.map { $0.isHidden ? frame.width : $0.frame.x * scale - 1 } ?? frame.width
        let centred = (frame.width - text.count) / 2
        let x = min(max(centred, startsAfter), max(startsAfter, rightStart - text.count))
        write(text, frame.x + x, frame.y + label.frame.y * scale, isFading(world) ? .dim : .navigationTitle)
    }

    private static func drawLabel(
        _ view: View, frame: Rect, world: World, surface: StyleRole,
        write: (String, Int, Int, StyleRole) -> Void
    ) {
        let text = view.text ?? ""
        var role: StyleRole = .label
        // The bar draws its own title (drawBarTitle), across its whole width.
        if view.role == .navigationTitle && surface == .navigationBar { return }
        if view.role == .navigationTitle {
            role = .cardTitle
        } else if let parent = view.superview, world.view(parent).viewClass == .tableViewCellContentView {
            role = view.frame.y == 0 ? .cellTitle : .cellSubtitle
        }
        write(text, frame.x, frame.y, role)
    }

    /// During the first half of the bar's 200 ms item animation the old title
    /// and back button are still what the user sees (they cross-fade), even
    /// though the new ones are already in the model and hit-testable.
    private static func barText(
        for view: View, world: World, previous: KeyPath<BarAnimation, String>
    ) -> String? {
        guard isFading(world), let animation = world.bar.animation else { return nil }
        return animation[keyPath: previous]
    }

    private static func isFading(_ world: World) -> Bool {
        guard let animation = world.bar.animation, animation.duration > 0 else { return false }
        return (world.now - animation.start) * 2 < animation.duration
    }

    /// What a view is drawn on: the bar, the card, or the screen.
    private static func surfaceRole(of id: ViewID, in world: World) -> StyleRole {
        for ancestor in [id] + world.superviews(of: id) {
            let view = world.view(ancestor)
            if view.viewClass == .navigationBar || view.viewClass == .tabBar { return .navigationBar }
            if view.role == .controllerRoot, let owner = view.owner, world.controller(owner).kind.isCard { return .card }
        }
        return .screen
    }

    // MARK: Overlays

    /// The incoming screen's left edge while it slides over the outgoing one.
    /// Only where the navigation controller's views are what shows: a card
    /// (even minimized) or anything else above the navigation controller
    /// in the window is in front of the edge, as its layer is in UIKit.
    private static func drawTransitionEdge(_ context: RenderContext, into painter: inout Painter) {
        let world = context.world
        guard let transition = world.navigation.transition else { return }
        let over = transition.kind == .push ? transition.to : transition.from
        guard let root = world.controller(over).view, let drawn = context.scene.drawnView(root) else { return }
        let x = drawn.frame.x - 1
        guard x >= 0, x < Phone.width else { return }
        var container = root
        while let parent = world.view(container).superview, parent != world.window { container = parent }
        let layout = context.layout
        for y in drawn.visible.y..<drawn.visible.maxY {
            let cell = Point(x: x, y: y)
            if let top = context.scene.topmostView(at: cell), top != container,
                !PhoneScene.isDescendant(top, of: container, in: world)
            {
                continue
            }
            let screen = layout.screenPoint(ofPhone: cell)
            // At 2× the shadow is the column just left of the incoming edge.
            for dy in 0..<layout.phoneScale {
                painter.put(
                    painter.glyphs.edgeShadow, x: screen.x + layout.phoneScale - 1, y: screen.y + dy, .edgeShadow)
            }
        }
    }

    /// A highlighted control shows in reverse: the touch went down on it and
    /// its touch-up has not been delivered (yet, or ever).
    private static func drawHighlights(_ context: RenderContext, into painter: inout Painter) {
        let layout = context.layout
        let world = context.world
        for drawn in context.scene.drawn {
            let view = world.view(drawn.id)
            guard view.isHighlighted, view.isControl else { continue }
            for cell in context.scene.visibleCells(of: drawn.id, in: world) {
                let block = layout.screenRect(ofPhone: Rect(x: cell.x, y: cell.y, width: 1, height: 1))
                for y in block.y..<block.maxY {
                    painter.grid.restyle(x: block.x, y: y, width: block.width) { $0.reverse = true }
                }
            }
        }
    }

    /// The view selected in the view tree, underlined where it is drawn and
    /// shows (clipping included; a hidden view shows nowhere).
    private static func drawTreeSelection(_ context: RenderContext, into painter: inout Painter) {
        guard let id = context.ui.viewTree?.selection, id != context.world.window,
            let drawn = context.scene.drawnView(id), drawn.visible.width > 0, drawn.visible.height > 0
        else { return }
        let rect = context.layout.screenRect(ofPhone: drawn.visible)
        for y in rect.y..<rect.maxY {
            painter.grid.restyle(x: rect.x, y: y, width: rect.width) { $0.underline = true }
        }
    }

    /// Drawn by the system above everything, dimming included.
    private static func drawStatusBar(_ context: RenderContext, into painter: inout Painter) {
        let row = context.layout.screenRect(ofPhone: Rect(x: 0, y: 0, width: Phone.width, height: Phone.statusBarHeight))
        painter.fill(row, .statusBar)
        painter.write("9:41", x: row.x + 1, y: row.y, .statusBar)
        let battery = painter.glyphs.battery
        painter.write(battery, x: row.maxX - 1 - battery.count, y: row.y, .statusBar)
    }

    private static func drawFrozenBanner(in screen: Rect, into painter: inout Painter) {
        let lines = ["", "UI FROZEN", "nothing responds", "(frozen-ui)", "r relaunches", ""]
        let top = screen.y + screen.height / 2 - lines.count / 2
        for (index, line) in lines.enumerated() {
            let row = Rect(x: screen.x, y: top + index, width: screen.width, height: 1)
            painter.fill(row, .frozenBanner)
            painter.write(line, x: screen.x + (screen.width - line.count) / 2, y: row.y, .frozenBanner)
        }
    }

    /// The back button's long-press menu (iOS 14+): a box under the button
    /// listing the earlier screens' titles, newest first, as UIKit shows them.
    private static func drawBackMenu(_ context: RenderContext, into painter: inout Painter) {
        let world = context.world
        guard let entries = world.bar.backMenu, !entries.isEmpty, let back = world.backButtonPoint else { return }
        let titles = entries.map { world.backMenuTitle(of: $0) }
        let top = back.y + 1
        let rows = min(titles.count, Phone.height - top - 2)
        guard rows > 0 else { return }
        let width = min(Phone.width - 1, (titles.map(\.count).max() ?? 0) + 4)
        let menu = context.layout.screenRect(ofPhone: Rect(x: 1, y: top, width: width, height: rows + 2))
        painter.fill(menu, .screen)
        painter.box(menu, .phoneBorder)
        let inside = Rect(x: menu.x + 1, y: menu.y + 1, width: menu.width - 2, height: menu.height - 2)
        for (index, title) in titles.prefix(rows).enumerated() {
            painter.write(title, x: inside.x + 1, y: inside.y + index * context.layout.phoneScale, .backButton, clip: inside)
        }
    }

    /// A button's open menu (iOS 14+): a box under the button, or above it
    /// when there is no room below, listing its items.
    private static func drawButtonMenu(_ context: RenderContext, into painter: inout Painter) {
        let world = context.world
        guard let button = world.buttonMenu else { return }
        let titles = world.openMenuTitles
        guard !titles.isEmpty else { return }
        let anchor = world.windowPresentationFrame(of: button)
        let height = min(titles.count, Phone.height - 4) + 2
        let width = min(Phone.width - 1, (titles.map(\.count).max() ?? 0) + 4)
        let below = anchor.maxY + height <= Phone.height
        let top = below ? anchor.maxY : max(1, anchor.y - height)
        let left = min(max(0, anchor.x), Phone.width - width)
        let menu = context.layout.screenRect(ofPhone: Rect(x: left, y: top, width: width, height: height))
        painter.fill(menu, .screen)
        painter.box(menu, .phoneBorder)
        let inside = Rect(x: menu.x + 1, y: menu.y + 1, width: menu.width - 2, height: menu.height - 2)
        for (index, title) in titles.prefix(height - 2).enumerated() {
            painter.write(title, x: inside.x + 1, y: inside.y + index * context.layout.phoneScale, .backButton, clip: inside)
        }
    }

    /// While the card's grabber is dragged, a ghost grabber follows the pointer.
    private static func drawGrabberDrag(_ context: RenderContext, into painter: inout Painter) {
        guard case .grabber(let start, let current)? = context.ui.drag, current.y != start.y else { return }
        guard current.y >= 0, current.y < Phone.height else { return }
        let layout = context.layout
        let ghost = String(repeating: painter.glyphs.grabber, count: 4 * layout.phoneScale)
        let clip = layout.screenRect(ofPhone: Phone.bounds)
        let y = layout.screenPoint(ofPhone: current).y
        painter.write(ghost, x: clip.x + clip.width / 2 - ghost.count / 2, y: y, .phoneBorderMarker, clip: clip)
    }

    /// The crosshair: the cell itself, and markers on the box's edges.
    private static func drawCursor(_ context: RenderContext, into painter: inout Painter) {
        guard context.ui.showsCursor else { return }
        let layout = context.layout
        let cursor = context.ui.cursor
        let style = painter.theme.style(.cursor)
        let block = layout.screenRect(ofPhone: Rect(x: cursor.x, y: cursor.y, width: 1, height: 1))
        for y in block.y..<block.maxY {
            painter.grid.restyle(x: block.x, y: y, width: block.width) { $0 = style }
        }
        let box = layout.phoneBox
        painter.put(painter.glyphs.markerRight, x: box.x, y: block.y, .phoneBorderMarker)
        if layout.phoneBoxHasTopAndBottom {
            painter.put(painter.glyphs.markerDown, x: block.x, y: box.y, .phoneBorderMarker)
        }
    }
}
