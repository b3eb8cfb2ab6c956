import NavSandboxCore
@testable import NavSandboxScript
import Testing

/// Random scripts: mostly well-formed lines from the real vocabulary, some
/// mangled ones.
/// Uses the parser tests' seeded SplitMix64.
struct ScriptGenerator {
    var rng: SplitMix64
    let vocabulary = ScriptVocabulary.navSandbox

    mutating func pick<T>(_ items: [T]) -> T { rng.pick(items) }
    mutating func chance(_ percent: Int) -> Bool { rng.chance(percent) }

    mutating func time(max: Int = 2_000) -> String {
        let ms = rng.int(in: 0...max)
        return chance(30) && ms % 1000 == 0 ? "\(ms / 1000)s" : "\(ms)ms"
    }

    mutating func target() -> String {
        switch rng.int(10) {
        case 0..<6: return "\"\(pick(vocabulary.labels))\""
        case 6, 7: return "back"
        default: return "\(rng.int(30)),\(rng.int(26))"
        }
    }

    mutating func action() -> String {
        switch rng.int(12) {
        case 0..<5: return "tap \(target())"
        case 5, 6: return "double-tap \(target())" + (chance(50) ? " gap \(time(max: 400))" : "")
        case 7: return "two-finger \(target()) & \(target())"
        case 8: return "swipe-back \(pick(["finish", "cancel"]))" + (chance(50) ? " at \(rng.int(in: 1...99))%" : "")
        case 9: return "drag-card \(pick(["down", "up", "dismiss"]))"
        case 10: return "relaunch"
        default: return "tap \(target())"
        }
    }

    mutating func expectation() -> String {
        switch rng.int(9) {
        case 0: return "stack = Inbox > \(pick(["Message 1", "Message 2", "Reply", "Detail"]))"
        case 1: return "top = \(pick(["Inbox", "Message 1", "Reply"]))"
        case 2: return "presented = \(pick(["none", "Compose", "Share"]))"
        case 3: return "card \(pick(["=", "!="])) \(pick(["none", "expanded", "minimized"]))"
        case 4: return "crash = \(pick(["none", "\"same\"", "\"Can't\""]))"
        case 5: return "frozen = \(pick(["yes", "no"]))"
        case 6: return "violation \(pick(vocabulary.violations)) = \(pick(["fired", "no"]))"
        case 7: return "flag \(pick(vocabulary.flags)) = \(pick(["YES", "no", "0", "1", "-"]))"
        default: return "log \(pick(["contains", "!contains"])) \"\(pick(["push", "pop", "IGNORED", "zzz"]))\""
        }
    }

    mutating func line() -> String {
        switch rng.int(20) {
        case 0: return "strategy \(pick(vocabulary.strategies))"
        case 1: return "profile \(pick(vocabulary.profiles))"
        case 2: return "set \(pick(vocabulary.toggles)) \(pick(["on", "off"]))"
        case 3: return "load-cost \(pick(vocabulary.screens)) \(time(max: 800))"
        case 4, 5, 6, 7, 8: return "after \(time(max: 600)) \(action())"
        case 9, 10: return "at \(time(max: 8_000)) \(action())"
        case 11: return "wait \(time(max: 3_000))"
        case 12, 13: return "settle"
        case 14, 15, 16: return "expect \(expectation())"
        case 17: return "# a comment"
        case 18: return ""
        default:
            // Mangle a good line: cut it short, or drop in stray characters.
            var text = Array(line())
            if !text.isEmpty, chance(50) { text.removeLast(rng.int(in: 0...text.count)) }
            if chance(50) { text.insert(pick(["\"", "=", "&", "%", "é", "\t", "9"]), at: rng.int(in: 0...text.count)) }
            return String(text)
        }
    }

    mutating func script() -> String {
        (0..<rng.int(in: 0...16)).map { _ in line() }.joined(separator: "\n")
    }
}

@Suite("Runner properties")
struct RunnerPropertyTests {
    @Test("random scripts never crash the parser or the runner", arguments: 0..<8)
    func randomScripts(_ batch: Int) throws {
        var generator = ScriptGenerator(rng: SplitMix64(seed: 0xC0FFEE + UInt64(batch)))
        var ran = 0
        for _ in 0..<30 {
            let text = generator.script()
            guard case .success(let script) = ScriptParser.parse(text, file: "random.nss", vocabulary: .navSandbox) else {
                continue
            }
            ran += 1
            let run = ScriptRunner().run(script)
            // Whatever happened, the run is reportable and consistent.
            #expect(run.world.now <= ScriptTime.limitMilliseconds + 61_000)
            #expect(run.verdicts.count <= script.statements.count)
            _ = RunReport.json(run).compact
            _ = RunReport.text(run)
            if let error = run.error {
                #expect(script.statements.contains { $0.line == error.line }, "\(error)")
            }
            // Same script, same world.
            #expect(ScriptRunner().run(script) == run, "not deterministic:\n\(text)")
        }
        #expect(ran > 5)
    }

    @Test("random scripts trace to well-formed events")
    func randomTraces() throws {
        var generator = ScriptGenerator(rng: SplitMix64(seed: 42))
        for _ in 0..<20 {
            guard case .success(let script) = ScriptParser.parse(generator.script(), file: "random.nss", vocabulary: .navSandbox)
            else { continue }
            let (_, trace) = ScriptRunner().trace(script)
            for case .object(let members) in trace.events {
                let keys = members.map(\.0)
                for key in ["ph", "ts", "pid", "tid"] { #expect(keys.contains(key)) }
                for case ("dur", .int(let dur)) in members { #expect(dur >= 0) }
            }
        }
    }
}
