import NavSandboxCore
@testable import NavSandboxScript
import Testing

/// Runtime errors: located like parse errors, and the run stops there.
@Suite("Runner runtime errors")
struct RunnerErrorTests {
    @Test("at earlier than now names the line and suggests after")
    func atInThePast() throws {
        let run = try runScript("at 1s tap 0,20\nexpect stack = Inbox\nat 500ms tap 1,20\nexpect stack = Inbox")
        let error = try #require(run.error)
        #expect(error.kind == .timeInThePast)
        #expect(error.line == 3)
        #expect(error.column == 4)
        #expect(error.description.hasPrefix("runner-test.nss:3:4: error: `at 500ms` is earlier than"))
        #expect(error.diagnostic.suggestion == "after 0ms")
        #expect(run.verdicts.count == 1)
        #expect(!run.succeeded)
        #expect(run.world.now == 1000)
    }

    @Test("a label never seen is an error that lists the visible labels")
    func labelNeverSeen() throws {
        let run = try runScript("at 0ms tap \"Reply\"")
        let error = try #require(run.error)
        #expect(error.kind == .labelNeverSeen)
        #expect(error.line == 1)
        #expect(error.column == 12)
        #expect(error.diagnostic.expected.contains("\"Message 1\""))
        #expect(error.diagnostic.expected.contains("\"Compose\""))
        #expect(!error.diagnostic.expected.contains("\"Reply\""))
        #expect(run.touches.isEmpty)
    }

    @Test("the visible labels listed are those on screen at that line")
    func labelsVisibleAtThatLine() throws {
        let run = try runScript("at 0ms tap \"Message 1\"\nsettle\nafter 0ms tap \"Done\"")
        let error = try #require(run.error)
        #expect(error.kind == .labelNeverSeen)
        #expect(error.line == 3)
        #expect(error.diagnostic.expected.contains("\"Reply\""))
        #expect(!error.diagnostic.expected.contains("\"Compose\""))
    }

    @Test("back with no back button ever shown")
    func backNeverSeen() throws {
        let run = try runScript("at 0ms two-finger \"Message 1\" & back")
        #expect(run.error?.kind == .backNeverSeen)
        #expect(run.error?.column == 33)
        #expect(run.touches.isEmpty)
    }

    @Test("a point outside the phone is refused before anything runs")
    func pointOutsidePhone() throws {
        let run = try runScript("at 0ms tap \"Message 1\"\nafter 1s tap 24,3")
        let error = try #require(run.error)
        #expect(error.kind == .pointOutsidePhone)
        #expect(error.line == 2)
        #expect(error.column == 14)
        #expect(error.diagnostic.suggestion == "23,3")
        #expect(run.touches.isEmpty)
        #expect(try runScript("at 0ms tap 3,22").error?.kind == .pointOutsidePhone)
        #expect(try runScript("at 0ms tap 23,21").error == nil)
    }

    @Test("a run past 1 hour of virtual time stops")
    func timeLimit() throws {
        let run = try runScript("wait 3599s\nsettle\nexpect stack = Inbox\nsettle\nexpect stack = Inbox")
        let error = try #require(run.error)
        #expect(error.kind == .timeLimit)
        #expect(error.line == 4)
        #expect(run.verdicts.count == 1)
    }

    @Test("a timed line past the limit stops before acting")
    func timedLinePastLimit() throws {
        let options = ScriptRunOptions(timeLimit: 1_000)
        let run = try runScript("at 500ms tap 0,20\nafter 600ms tap 1,20", options: options)
        #expect(run.error?.kind == .timeLimit)
        #expect(run.error?.line == 2)
        #expect(run.touches.count == 1)
        let doubleTap = try runScript("at 950ms double-tap 0,20", options: options)
        #expect(doubleTap.error?.kind == .timeLimit)
    }

    @Test("the error prints like a parse error, with a caret")
    func printsLikeAParseError() throws {
        let run = try runScript("at 0ms tap \"Reply\"")
        let lines = try #require(run.error).description.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "at 0ms tap \"Reply\"")
        #expect(lines[2] == "           ^")
    }
}
