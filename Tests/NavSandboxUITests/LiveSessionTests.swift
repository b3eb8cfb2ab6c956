import NavSandboxCore
import NavSandboxTestSupport
import Testing

@testable import NavSandboxUI

/// A lesson that records what the session tells it.
final class FakeLesson: LessonDriver {
    var pane: LessonPane
    var acted = 0

    init(prompt: LessonPane.Prompt?) { pane = LessonPane(title: "fake", lines: [], prompt: prompt) }

    func resume(from world: World) -> World { world }
    func choose(_ index: Int) {}
    func learnerActed(in world: World) { acted += 1 }
    func help(from world: World) -> World? { nil }
    func startNextLesson() -> World? { nil }
}

/// What happens between reading the terminal and drawing, turn by turn,
/// with a clock the test moves by hand.
@Suite struct LiveSessionTests {
    final class Clock {
        var wall = 0
    }

    static func scriptSession(_ clock: Clock) -> (LiveSession, FakePlayback) {
        let (start, moments) = PlaybackTests.scriptedMoments()
        let playback = FakePlayback(moments)
        let session = LiveSession(
            model: AppModel(world: start, ui: UIState(width: 100, height: 32)), clock: { clock.wall }, playback: playback)
        session.start(width: 100, height: 32)
        return (session, playback)
    }

    @Test func eachMomentPlaysWhenTheWallClockReachesItsTimeAndNotWhilePaused() {
        let clock = Clock()
        let (session, playback) = Self.scriptSession(clock)
        #expect(session.model.ui.scriptStatus == "fake 0/2", "the pane and status show before the first turn")
        #expect(session.turn([]) == .goOn)
        #expect(playback.played == 1, "the moment at 0 ms")
        clock.wall = 599
        session.turn([])
        #expect(playback.played == 1, "the next one is at 600 ms")
        clock.wall = 600
        session.turn([])
        #expect(playback.played == 2)
        #expect(session.model.world.stackTitles == ["Inbox", "Message 1"])
        #expect(session.model.ui.script?.state == .finished(summary: "done"))
    }

    @Test func pausedTheScriptWaits() {
        let clock = Clock()
        let (session, playback) = Self.scriptSession(clock)
        session.turn([.key(.character(" "))])
        clock.wall = 10_000
        session.turn([])
        #expect(playback.played == 1, "only what was due before the pause")
    }

    @Test func aTapTakesOverAndAKeyThatOnlyLooksDoesNot() {
        let clock = Clock()
        let (session, playback) = Self.scriptSession(clock)
        session.turn([.key(.character("?"))])
        #expect(session.model.ui.showsHelp)
        #expect(playback.stopped == nil, "the help changes nothing in the world")
        session.turn([.key(.character("q")), .key(.character("3"))])
        #expect(playback.stopped == "you took over")
        #expect(session.model.ui.script?.state == .stopped(reason: "you took over"))
    }

    @Test func changingTheRewoundWorldStopsTheScript() throws {
        let clock = Clock()
        let (session, playback) = Self.scriptSession(clock)
        clock.wall = 300
        session.turn([.key(.character(" "))])
        session.turn([.key(.left)])
        try #require(session.model.ui.history.isRewound)
        #expect(playback.stopped == nil, "rewinding only pauses it")
        session.turn([.key(.character(" "))])
        #expect(playback.stopped == "the past was changed")
        #expect(session.model.ui.toast?.text == "script stopped: the rewound world was changed")
    }

    @Test func ctrlCQuitsAsAnInterruptionAndQDoesNot() {
        let clock = Clock()
        #expect(Self.scriptSession(clock).0.turn([.key(.controlC)]) == .quit(interrupted: true))
        #expect(Self.scriptSession(clock).0.turn([.key(.character("q"))]) == .quit(interrupted: false))
    }

    @Test func aLessonTaskHearsWhatTheLearnerDidEachTurnAndAQuestionDoesNot() {
        let lesson = FakeLesson(prompt: .tryIt(instruction: "Tap Message 1", hint: nil, hintShown: false, hasSolution: false))
        let session = LiveSession(model: makeModel(), clock: { 0 }, lesson: lesson)
        session.start(width: 100, height: 32)
        session.turn([])
        session.turn([.key(.character("1"))])
        #expect(lesson.acted == 2)
        lesson.pane.prompt = .choose(question: "which?", choices: ["a", "b"])
        session.turn([])
        session.turn([])
        #expect(lesson.acted == 3, "told once more, then the question holds it")
    }

    /// The lesson's world is the lesson's: the palette loads guards beside
    /// it, but does not put a script or another app in its place.
    @Test func aLessonRefusesToOpenAScript() {
        let lesson = FakeLesson(prompt: .next)
        var opened = 0
        var model = makeModel()
        model.ui.openables = [Openable(kind: .script, name: "two-taps", path: "two-taps.nss")]
        let session = LiveSession(
            model: model, clock: { 0 }, opener: { _ in
                opened += 1
                return .failure(AppLoop.ScreenshotFailure("not reached"))
            }, lesson: lesson)
        session.start(width: 100, height: 32)
        session.turn([.key(.character(":"))] + "two-taps".map { .key(.character($0)) } + [.key(.enter)])
        #expect(opened == 0)
        #expect(session.model.ui.toast?.text.contains("two-taps not opened") == true)
        #expect(session.model.ui.lesson != nil)
    }

    @Test func thePaletteLooksForFilesTheFirstTimeItOpensOnly() {
        var looks = 0
        let session = LiveSession(
            model: makeModel(), clock: { 0 },
            findOpenables: {
                looks += 1
                return [Openable(kind: .app, name: "mail", path: "mail.yaml")]
            })
        session.start(width: 100, height: 32)
        session.turn([])
        #expect(looks == 0, "not at launch")
        session.turn([.key(.character(":"))])
        session.turn([.key(.escape), .key(.character(":"))])
        #expect(looks == 1)
        #expect(session.model.ui.openables.map(\.name) == ["mail"])
    }

    /// Paused with nothing fading the loop may block; a watched guard file
    /// wakes it to look twice a second.
    @Test func aWatchedGuardFileBoundsTheWait() {
        var model = makeModel()
        model.ui.isPaused = true
        let idle = LiveSession(model: model, clock: { 0 })
        #expect(idle.wakeTimeout() == nil)
        let watch = GuardWatch(name: "mine", signature: { "v1" }, load: { .failure(GuardWatch.Problem("unused")) })
        let watching = LiveSession(model: model, clock: { 0 }, guardWatches: [watch])
        watching.turn([])
        #expect(watching.wakeTimeout() == GuardWatch.interval)
    }
}
