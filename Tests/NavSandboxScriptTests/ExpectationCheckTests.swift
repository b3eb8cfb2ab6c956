import NavSandboxCore
@testable import NavSandboxScript
import Testing

/// Every expectation subject, held and failed, with `=` and `!=`.
@Suite("Expectation checks")
struct ExpectationCheckTests {
    /// The verdicts of `expect` lines appended to `setup`.
    func verdicts(_ setup: String, _ expects: [String]) throws -> [ExpectationVerdict] {
        let run = try runOK(setup + "\n" + expects.map { "expect " + $0 }.joined(separator: "\n"))
        #expect(run.verdicts.count == expects.count)
        return run.verdicts
    }

    func oks(_ setup: String, _ expects: [String]) throws -> [Bool] {
        try verdicts(setup, expects).map(\.ok)
    }

    static let pushed = "at 0ms tap \"Message 1\"\nsettle"

    @Test("stack")
    func stack() throws {
        let v = try verdicts(Self.pushed, ["stack = Inbox > Message 1", "stack = \"Inbox\" > \"Message 1\"", "stack = Inbox", "stack != Inbox"])
        #expect(v.map(\.ok) == [true, true, false, true])
        #expect(v[2].actual == "Inbox > Message 1")
        #expect(v[0].actual == nil)
        #expect(v[2].text == "stack = Inbox")
    }

    @Test("top")
    func top() throws {
        let v = try verdicts(Self.pushed, ["top = Message 1", "top = \"Message 1\"", "top = Inbox", "top != Inbox"])
        #expect(v.map(\.ok) == [true, true, false, true])
        #expect(v[2].actual == "Message 1")
    }

    @Test("presented")
    func presented() throws {
        #expect(try oks("", ["presented = none", "presented = Compose", "presented != Compose"]) == [true, false, true])
        let v = try verdicts("at 0ms tap \"Compose\"\nsettle", ["presented = Compose", "presented = none"])
        #expect(v.map(\.ok) == [true, false])
        #expect(v[1].actual == "Compose")
    }

    @Test("card")
    func card() throws {
        #expect(try oks("", ["card = none", "card = expanded"]) == [true, false])
        let compose = "at 0ms tap \"Compose\"\nsettle"
        #expect(try oks(compose, ["card = expanded", "card != minimized"]) == [true, true])
        let v = try verdicts(compose + "\nafter 0ms tap \"Minimize\"\nsettle", ["card = minimized", "card = expanded"])
        #expect(v.map(\.ok) == [true, false])
        #expect(v[1].actual == "minimized")
    }

    @Test("crash: none, the id, a substring of the message, any case")
    func crash() throws {
        #expect(try oks("", ["crash = none", "crash = \"same-instance\"", "crash != none"]) == [true, false, false])
        let crashed = "at 0ms double-tap \"Reuse detail\"\nsettle"
        let v = try verdicts(
            crashed,
            [
                "crash = \"same-instance-push\"", "crash = \"Pushing the same view controller\"",
                "crash = \"pushing THE same\"", "crash = \"NSInvalidArgumentException\"", "crash = none",
                "crash = \"double-pop\"", "crash != none",
            ])
        #expect(v.map(\.ok) == [true, true, true, true, false, false, true])
        #expect(v[4].actual?.hasPrefix("same-instance-push: Pushing the same") == true)
    }

    @Test("frozen")
    func frozen() throws {
        #expect(try oks("", ["frozen = no", "frozen = false", "frozen = yes", "frozen != yes"]) == [true, true, false, true])
        let ios7 = "profile ios7\nat 0ms tap \"Message 1\"\nsettle\nafter 0ms tap \"Reply, pop in 0.1s\"\nsettle"
        let v = try verdicts(ios7, ["frozen = yes", "frozen = true", "frozen = no"])
        #expect(v.map(\.ok) == [true, true, false])
        #expect(v[2].actual == "yes")
    }

    @Test("violation")
    func violation() throws {
        let doublePush = "at 0ms double-tap \"Message 1\"\nsettle"
        let v = try verdicts(
            doublePush,
            [
                "violation double-push = fired", "violation double-push = yes", "violation double-push = true",
                "violation double-push = no", "violation stuck-lock = no", "violation stuck-lock = false",
                "violation stuck-lock = fired", "violation stuck-lock != fired",
            ])
        #expect(v.map(\.ok) == [true, true, true, false, true, true, false, true])
        #expect(v[3].actual == "fired")
        #expect(v[6].actual == "not fired")
    }

    @Test("flag: booleans in any spelling, counts, text, lists, the empty dash")
    func flag() throws {
        let blockAll = "strategy block-all\nset pop-gesture on\nat 0ms tap \"Message 1\"\nsettle\nafter 0ms swipe-back cancel\nsettle"
        let v = try verdicts(
            blockAll,
            [
                "flag isBlockedInteraction = YES", "flag isBlockedInteraction = yes", "flag isBlockedInteraction = true",
                "flag isBlockedInteraction = NO", "flag isBarPushProcessing = false", "flag ignoreCount = 1",
                "flag ignoreCount = 0", "flag popGesture = \"forced on, cancelled\"", "flag deferred = -",
                "flag deferred = \"—\"", "flag card = none", "flag ignoreCount != 0",
            ])
        #expect(v.map(\.ok) == [true, true, true, false, true, true, false, true, true, true, true, true])
        #expect(v[6].actual == "1")
        #expect(v[3].actual == "YES")
    }

    @Test("flag of another strategy fails and says why")
    func flagOfAnotherStrategy() throws {
        let v = try verdicts("", ["flag isSwitching = NO", "flag isSwitching != NO"])
        #expect(v[0].ok == false)
        #expect(v[0].actual == "`isSwitching` is not published by strategy none")
        // Negated: the world does not match, so `!=` holds.
        #expect(v[1].ok == true)
    }

    @Test("log contains and !contains")
    func log() throws {
        // What is looked for is cut from the run's own lines, so the check
        // reads the log's text without this test pinning its wording
        // (WorldEventTextTests does): part of the push's line, which is in
        // the log, and that line with more after it, which is not.
        let entries = try runOK(Self.pushed).world.log.entries
        let starts = try #require(entries.first { if case .transitionStarts = $0.event { true } else { false } }).text
        let appeared = try #require(entries.last { if case .lifecycle(.viewDidAppear, _, _) = $0.event { true } else { false } }).text
        func quoted(_ text: String) -> String { InputSyntax.text(of: .label(text)) }
        let absent = quoted(starts + " twice")
        let v = try verdicts(
            Self.pushed,
            [
                "log contains \(quoted(String(starts.dropLast(3))))", "log contains \(absent)",
                "log !contains \(absent)", "log !contains \(quoted(appeared))",
            ])
        #expect(v.map(\.ok) == [true, false, true, false])
        #expect(v[1].actual?.hasPrefix("not in the log") == true)
    }

    @Test("verdicts carry their line and time")
    func lineAndTime() throws {
        let run = try runOK("at 0ms tap \"Message 1\"\n\n# comment\nwait 1s\nexpect top = Message 1")
        #expect(run.verdicts.first?.line == 5)
        #expect(run.verdicts.first?.time == 1000)
        #expect(run.verdicts.first?.description == "line 5: top = Message 1 — ok")
    }

    @Test("the flag comparison rule")
    func flagMatching() {
        #expect(ExpectationChecker.flagMatches("YES", "yes"))
        #expect(ExpectationChecker.flagMatches("YES", "True"))
        #expect(ExpectationChecker.flagMatches("NO", "FALSE"))
        #expect(!ExpectationChecker.flagMatches("NO", "yes"))
        #expect(ExpectationChecker.flagMatches("—", "-"))
        #expect(ExpectationChecker.flagMatches("—", ""))
        #expect(ExpectationChecker.flagMatches("1.6 s", "1.6 s"))
        #expect(!ExpectationChecker.flagMatches("enabled, possible", "Enabled, possible"))
    }
}
