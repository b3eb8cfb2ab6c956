import Foundation

/// Every signal whose default action ends the process: each must leave the
/// terminal as it found it, and the process must still die of it (a shell
/// then reports 128 + N).
let signalsThatEndTheApp: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM]

/// The terminal modes tmux tracks for a pane: what the app turned on, or
/// left on. A shell needs them all off (and the cursor shown); the app runs
/// with drag tracking (1002) and SGR reports (1006), without which a real
/// terminal sends no drags or reports the app cannot read.
struct PaneModes: Equatable, CustomStringConvertible {
    var mouseReporting: Bool
    var dragTracking: Bool
    var sgrMouse: Bool
    var cursorVisible: Bool
    var alternateScreen: Bool

    static let shell = PaneModes(
        mouseReporting: false, dragTracking: false, sgrMouse: false, cursorVisible: true, alternateScreen: false)
    static let app = PaneModes(
        mouseReporting: true, dragTracking: true, sgrMouse: true, cursorVisible: false, alternateScreen: true)

    static let format = "#{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag} #{cursor_flag} #{alternate_on}"

    init(mouseReporting: Bool, dragTracking: Bool, sgrMouse: Bool, cursorVisible: Bool, alternateScreen: Bool) {
        self.mouseReporting = mouseReporting
        self.dragTracking = dragTracking
        self.sgrMouse = sgrMouse
        self.cursorVisible = cursorVisible
        self.alternateScreen = alternateScreen
    }

    /// Parses tmux's answer to `format`.
    init(flags: String) {
        let values = flags.split(separator: " ").map { $0 == "1" } + Array(repeating: false, count: 5)
        self.init(
            mouseReporting: values[0], dragTracking: values[1], sgrMouse: values[2], cursorVisible: values[3],
            alternateScreen: values[4])
    }

    var description: String {
        "mouse \(mouseReporting) drag \(dragTracking) sgr \(sgrMouse) cursor \(cursorVisible) alternate \(alternateScreen)"
    }
}

extension TmuxSession {
    func modes() throws -> PaneModes {
        PaneModes(flags: try display(PaneModes.format))
    }

    /// Polls until the pane is in `modes` (the app sets and resets them a
    /// moment after the keys that cause it are sent).
    @discardableResult
    func waitForModes(_ modes: PaneModes, timeout: Duration = .seconds(10)) throws -> PaneModes {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            let current = try self.modes()
            if current == modes || clock.now >= deadline { return current }
            usleep(50_000)
        }
    }
}
