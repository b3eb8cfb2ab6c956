import NavSandboxCore

/// Everything a widget may read for one frame, computed once.
struct RenderContext {
    let model: AppModel
    let layout: ScreenLayout
    let scene: PhoneScene
    let keys: KeyMap
    /// False only in tests that compare a frame with its badges against
    /// the same frame without them.
    var drawsKeyBadges = true

    var world: World { model.world }
    var ui: UIState { model.ui }
}

/// The render entry point: a pure function from the app model (world plus
/// front-end state) and a theme to a grid of styled cells. No terminal, no
/// clock: tests call it directly and compare text.
public enum Screen {
    public static func render(_ model: AppModel, theme: Theme = .standard) -> CellGrid {
        render(model, theme: theme, drawsKeyBadges: true)
    }

    static func render(_ model: AppModel, theme: Theme, drawsKeyBadges: Bool) -> CellGrid {
        let layout = model.ui.layout
        var painter = Painter(width: model.ui.width, height: model.ui.height, theme: theme)
        if layout.isTooSmall {
            TooSmallWidget.draw(width: model.ui.width, height: model.ui.height, into: &painter)
            return painter.grid
        }
        let (scene, keys) = model.ui.sceneCache.sceneAndKeys(for: model.world, holding: model.ui.keyHold)
        let context = RenderContext(model: model, layout: layout, scene: scene, keys: keys, drawsKeyBadges: drawsKeyBadges)
        HeaderWidget.draw(context, into: &painter)
        PhoneWidget.draw(context, into: &painter)
        if layout.isPresenting {
            PresenterWidget.draw(context, into: &painter)
        } else {
            CrosshairLineWidget.draw(context, into: &painter)
            StackWidget.draw(context, into: &painter)
            LocksWidget.draw(context, into: &painter)
        }
        drawSidePane(context, into: &painter)
        if model.ui.logView != nil { LogViewWidget.draw(context, into: &painter) }
        TimelineWidget.draw(context, into: &painter)
        HintsWidget.draw(context, into: &painter)
        if model.ui.palette != nil { CommandPaletteWidget.draw(context, into: &painter) }
        if model.ui.showsHelp { HelpOverlayWidget.draw(context, into: &painter) }
        return painter.grid
    }

    /// What shares the rows below LOCKS: the view tree, a lesson, a script
    /// and the log, or LAST TAP and the log. Presenter mode shows LAST TAP
    /// as one line and no log (the full log view still has it).
    private static func drawSidePane(_ context: RenderContext, into painter: inout Painter) {
        let layout = context.layout
        let presenting = layout.isPresenting
        switch context.model.ui.sidePane {
        case .viewTree(let tree):
            ViewTreeWidget.draw(tree, context, into: &painter)
        case .lesson(let lesson):
            LessonPaneWidget.draw(lesson.pane, context, in: layout.viewTree, into: &painter)
        case .lastTapAndLog(let script?):
            if presenting {
                PresenterWidget.drawLastTap(context, into: &painter)
                ScriptPaneWidget.draw(script.pane, context, in: layout.log, into: &painter)
                return
            }
            LastTapWidget.draw(context, into: &painter)
            // The script shares the log's rows; with few, it takes them
            // all (the full log view still has the log).
            let log = layout.log
            let scriptRows = log.height >= 8 ? (log.height * 3 + 4) / 5 : log.height
            let top = Rect(x: log.x, y: log.y, width: log.width, height: scriptRows)
            ScriptPaneWidget.draw(script.pane, context, in: top, into: &painter)
            if scriptRows < log.height {
                let rest = Rect(x: log.x, y: log.y + scriptRows, width: log.width, height: log.height - scriptRows)
                LogWidget.draw(context, in: rest, into: &painter)
            }
        case .lastTapAndLog(nil) where presenting:
            PresenterWidget.drawLastTap(context, into: &painter)
        case .lastTapAndLog(nil):
            LastTapWidget.draw(context, into: &painter)
            LogWidget.draw(context, into: &painter)
        }
    }
}
