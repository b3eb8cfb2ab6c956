import Foundation
import NavSandboxCore
@testable import NavSandboxScript
import Testing

@Suite("trace: Trace Event Format")
struct TraceTests {
    func events(_ text: String, options: ScriptRunOptions = ScriptRunOptions()) throws -> (String, [[String: Any]]) {
        let (_, trace) = ScriptRunner(options: options).trace(try coreScript(text))
        let document = try #require(try JSONTypes.parse(trace.text) as? [String: Any])
        #expect(document["displayTimeUnit"] as? String == "ms")
        return (trace.text, try #require(document["traceEvents"] as? [[String: Any]]))
    }

    static let swipeCancel = """
        strategy block-all
        set pop-gesture on
        at 0ms tap "Message 1"
        settle
        after 0ms swipe-back cancel
        settle
        after 0ms tap "Reply"
        wait 12s
        """

    @Test("valid JSON; every event has ph, ts, pid, tid; durations non-negative; ts in µs")
    func wellFormed() throws {
        for text in [Self.swipeCancel, "at 0ms double-tap \"Message 1\"\nsettle", "at 0ms tap \"Compose\"\nsettle\nafter 0ms tap \"Minimize\"\nsettle\nafter 0ms relaunch\nsettle"] {
            let (_, events) = try events(text)
            #expect(!events.isEmpty)
            var namedThreads: Set<Int> = []
            var usedThreads: Set<Int> = []
            for event in events {
                let ph = try #require(event["ph"] as? String)
                #expect(["X", "i", "M", "B", "E"].contains(ph))
                #expect(JSONTypes.isInt(event["ts"]))
                #expect(JSONTypes.isInt(event["pid"]))
                #expect(JSONTypes.isInt(event["tid"]))
                let ts = try #require(event["ts"] as? Int)
                #expect(ts >= 0)
                #expect(ts % 1000 == 0, "virtual time is whole ms, so ts is a multiple of 1000 µs")
                #expect(event["name"] is String)
                let tid = try #require(event["tid"] as? Int)
                switch ph {
                case "X":
                    let dur = try #require(event["dur"] as? Int)
                    #expect(dur >= 0)
                    usedThreads.insert(tid)
                case "i":
                    #expect(event["s"] as? String == "t")
                    usedThreads.insert(tid)
                case "M":
                    if event["name"] as? String == "thread_name" { namedThreads.insert(tid) }
                default: break
                }
            }
            #expect(usedThreads.isSubset(of: namedThreads))
        }
    }

    @Test("spans are dated to the millisecond: push, bar animation, touch")
    func spansAreExact() throws {
        let (_, events) = try events("at 0ms tap \"Message 1\"\nsettle")
        func span(_ name: String) -> [String: Any]? {
            events.first { $0["ph"] as? String == "X" && $0["name"] as? String == name }
        }
        let push = try #require(span("push Message 1"))
        #expect(push["ts"] as? Int == 200_000)
        #expect(push["dur"] as? Int == 350_000)
        #expect(push["tid"] as? Int == TraceTrack.transition.rawValue)
        let bar = try #require(span("bar push Message 1"))
        #expect(bar["ts"] as? Int == 200_000)
        // The bar's items animate with the push, for as long (rule bar-animates-with-transition).
        #expect(bar["dur"] as? Int == 350_000)
        let load = try #require(span("load, then push Message 1"))
        #expect(load["ts"] as? Int == 50_000)
        #expect(load["dur"] as? Int == 150_000)
        #expect(load["tid"] as? Int == TraceTrack.timers.rawValue)
        let touch = try #require(events.first { ($0["name"] as? String)?.hasPrefix("touch #1 on") == true })
        #expect(touch["dur"] as? Int == 50_000)
    }

    @Test("locks, guard decisions and the stuck lock show on their tracks")
    func locksAndGuard() throws {
        let (_, events) = try events(Self.swipeCancel)
        let ignoring = events.filter { $0["tid"] as? Int == TraceTrack.ignoreCount.rawValue && $0["ph"] as? String == "X" }
        #expect(ignoring.count == 2)
        // Blocked from the push's willShow (200 ms) to its didShow (550 ms)…
        #expect(ignoring[0]["ts"] as? Int == 200_000)
        #expect(ignoring[0]["dur"] as? Int == 350_000)
        // …then from the swipe (1.55 s) to the end of the script, still open.
        #expect(ignoring[1]["ts"] as? Int == 1_550_000)
        let args = try #require(ignoring[1]["args"] as? [String: Any])
        #expect(args["open_at_end"] is String)
        let strategyLock = events.filter { $0["tid"] as? Int == TraceTrack.strategyLock.rawValue && $0["ph"] as? String == "X" }
        #expect(!strategyLock.isEmpty)
        let guardInstants = events.filter { $0["tid"] as? Int == TraceTrack.guardDecisions.rawValue && $0["ph"] as? String == "i" }
        #expect(guardInstants.contains { ($0["name"] as? String)?.contains("ERROR INTERFACE LOCK") == true })
        let restores = events.filter { ($0["name"] as? String) == "guard timer restoreAllInteraction" }
        #expect(restores.count > 3)
        let interactive = events.filter {
            $0["ph"] as? String == "X" && ($0["name"] as? String)?.hasPrefix("interactive pop to Inbox") == true
        }
        #expect(interactive.map { $0["name"] as? String } == ["interactive pop to Inbox (tracking)", "interactive pop to Inbox (cancelling)"])
        #expect(events.contains { ($0["name"] as? String)?.contains("[stuck-lock]") == true && $0["tid"] as? Int == TraceTrack.violations.rawValue })
    }

    @Test("presentation phases and script lines")
    func presentationAndScript() throws {
        let (_, events) = try events("at 0ms tap \"Compose\"\nsettle\nafter 0ms tap \"Minimize\"\nsettle")
        let names = events.filter { $0["tid"] as? Int == TraceTrack.presentation.rawValue && $0["ph"] as? String == "X" }.compactMap { $0["name"] as? String }
        #expect(names == ["present Compose", "Compose shown (expanded)", "Compose shown (minimized)"])
        let lines = events.filter { $0["tid"] as? Int == TraceTrack.script.rawValue && $0["ph"] as? String == "i" }.compactMap { $0["name"] as? String }
        #expect(lines.first == "line 1: at 0ms tap \"Compose\"")
        #expect(lines.count == 4)
    }

    @Test("byte-identical across runs; events in time order")
    func deterministic() throws {
        let (first, firstEvents) = try events(Self.swipeCancel)
        let (second, _) = try events(Self.swipeCancel)
        #expect(first == second)
        let times = firstEvents.filter { $0["ph"] as? String != "M" }.compactMap { $0["ts"] as? Int }
        #expect(times == times.sorted())
    }
}
