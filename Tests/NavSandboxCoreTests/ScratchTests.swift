import Testing
@testable import NavSandboxCore

struct Race: Sendable {
    let name: String
    let run: @Sendable (inout World) -> Void
}

let races: [Race] = [
    Race(name: "double tap row") { w in w.doubleTap("Message 1") },
    Race(name: "two taps back") { w in
        w.tap("Message 1"); w.settle(); w.tap("Reply"); w.settle(); w.doubleTap("Back", gap: 100)
    },
    Race(name: "back during push") { w in
        w.tap("Message 1"); w.settle(); let p = w.backButtonPoint!; w.tap("Reply"); w.advance(by: 120); w.tap(at: p)
    },
    Race(name: "cancel swipe then tap") { w in
        w.tap("Message 1"); w.settle(); w.swipeBack(finish: false); w.settle(); w.tap("Reply")
    },
    Race(name: "must-complete during transition") { w in
        w.tap("Open latest in 0.5s"); w.advance(by: 300); w.tap("Message 2")
    },
    Race(name: "two fingers two rows") { w in
        let a = w.tapPoint(forLabel: "Message 1")!; let b = w.tapPoint(forLabel: "Message 2")!
        w.tap(at: a); w.tap(at: b)
    },
    Race(name: "tap above minimized card") { w in
        w.tap("Compose"); w.settle(); w.tap("Minimize"); w.settle(); w.tap("Message 2")
    },
    Race(name: "back twice") { w in
        w.tap("Message 1"); w.settle(); w.tap("Next message"); w.settle(); w.tap("Back twice")
    },
    Race(name: "reuse detail twice") { w in w.doubleTap("Reuse detail", gap: 100) },
    Race(name: "reuse detail, back, again") { w in w.tap("Reuse detail"); w.settle(); w.tapBack(); w.settle(); w.tap("Reuse detail") },
    Race(name: "attach while compose") { w in w.tap("Compose"); w.settle(); w.tap("Attach") },
    Race(name: "pop during push") { w in w.tap("Message 1"); w.settle(); w.tap("Reply"); w.advance(by: 100); w.popViewController() },
]

@Test func scratchMatrix() {
    var out = ""
    for profile in Profile.allCases {
        for race in races {
            for s in StrategyCatalog.ids {
                var w = World.demo(s, profile)
                race.run(&w)
                w.settle()
                let c = w.touchCounts
                out += "\(profile.rawValue) \(race.name.padding(33)) \(s.padding(14)) \(w.stackTitles.joined(separator: ">").padding(40)) \(w.crash.map { $0.violation.rawValue } ?? "-") \(w.violations.map(\.rawValue)) h\(c.handled) d\(c.dropped) q\(c.queued)\n"
            }
        }
    }
    print(out)
}

extension String {
    func padding(_ n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
}
