import NavSandboxCore
import Testing

@testable import NavSandboxUI

/// The REC badge tells a speaker the session is being recorded: once the
/// recording stopped (a full disk, a FIFO nobody reads any more) it goes.
@Suite struct RecordingBadgeTests {
    @Test func theBadgeGoesWhenTheRecordingStops() {
        var model = makeModel()
        model.ui.recordingPath = "talk.cast"
        #expect(Screen.render(model).text.contains("REC"))
        model.send(.recordingStopped(reason: "cannot write recording 'talk.cast': No space left on device"))
        let screen = Screen.render(model).text
        #expect(!screen.contains("REC"))
        #expect(screen.contains("recording stopped"))
    }
}
