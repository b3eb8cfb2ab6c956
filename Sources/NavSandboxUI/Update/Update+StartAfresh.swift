import NavSandboxCore

extension Update {
    /// A new world under the same front end (a script restarted, a file
    /// opened from the palette): its settings (speed, pause, panes, zoom)
    /// stay; what belonged to the old world goes. A new session also starts
    /// a new record for `F`, launched the way the new world was.
    static func startAfresh(on world: World, newSession: Bool, _ model: inout AppModel) {
        var ui = model.ui
        ui.history = SnapshotHistory()
        ui.timeline = TimelineRecord()
        ui.pendingInputs = []
        ui.keyHold = [:]
        ui.fingerLiftsAt = 0
        ui.lastFingerTap = nil
        ui.drag = nil
        ui.prefix = nil
        ui.editUndo = []
        ui.viewTree?.selection = nil
        ui.walkStep = nil
        ui.logScroll = 0
        ui.virtualCarry = 0
        ui.logView = nil
        ui.violationsBeforeRun = 0
        if newSession {
            ui.launchConfiguration = world.configuration
            ui.sessionInputs = []
            ui.sessionOverflowed = false
        }
        model = AppModel(world: world, ui: ui)
    }
}
