import NavSandboxCore
@testable import NavSandboxScript
import Testing

/// `expect event`: scripts check what happened as data — the event's kind
/// and fields — so rewording a log line breaks no script.
@Suite struct EventExpectationTests {
    @Test("kinds, fields and counts match events, not wording")
    func matching() throws {
        let run = try runOK(
            """
            at 0ms double-tap "Message 1"
            settle
            expect event touch-began
            expect event transition-starts kind = push screen = "Message 1" count = 2
            expect event did-show screen = "Message 1" animated = yes
            expect event touch-dropped count = 0
            expect event hit-test hit = none count = 0
            expect event violation id = double-push
            expect event did-show animated = no
            expect event transition-starts screen = Inbox
            """)
        #expect(run.verdicts.map(\.ok) == [true, true, true, true, true, true, false, false])
        #expect(run.verdicts[6].actual == "0 matching of 2 did-show events; the last had animated = yes")
    }

    @Test("the kind and fields are checked where the script is read", arguments: [
        ("expect event touch-begun", "unknown event kind `touch-begun`", "touch-began"),
        ("expect event touch-began screen = x", "unknown field of a touch-began event `screen`", nil),
        ("expect event touch-began count = two", "`count` takes a whole number", nil),
        ("expect event did-show screen = a screen = b", "`screen` given twice", nil),
        ("expect event did-show screen", "expected `=` after `screen`", nil),
        ("expect event touch-dropped rule = hit-tset-order", "`hit-tset-order` is not a value of `rule`", "hit-test-order"),
        ("expect event did-show animated = true", "`true` is not a value of `animated`", nil),
        ("expect event violation id = double-pops", "`double-pops` is not a value of `id`", "double-pop"),
        ("expect event transition-starts kind = popToRot", "`popToRot` is not a value of `kind`", "popToRoot"),
        ("expect violation doble-push = fired", "unknown violation id `doble-push`", "double-push"),
    ] as [(String, String, String?)])
    func parseErrors(line: String, message: String, suggestion: String?) throws {
        guard case .failure(let errors) = ScriptParser.parse(line, file: "e.nss", vocabulary: .navSandbox) else {
            Issue.record("`\(line)` parsed")
            return
        }
        let error = try #require(errors.errors.first)
        #expect(error.message.hasPrefix(message), "\(error.message)")
        #expect(error.suggestion == suggestion)
    }

    @Test("an event check prints back as itself")
    func canonicalForm() throws {
        let line = #"expect event transition-starts kind = push screen = "Message 1" duration = none count = 1"#
        let script = try coreScript(line)
        guard case .expect(let expectation) = script.statements[0].kind else {
            Issue.record("not an expectation")
            return
        }
        #expect("expect " + expectation.description == line)
        #expect(try coreScript("expect " + expectation.description).statements == script.statements)
    }

    /// Every event the model produces — each shipped scenario under every
    /// strategy — is a kind `navsandbox list events` lists, with its fields.
    @Test("the catalog covers every event the scenarios produce")
    func catalogCoversTheScenarios() throws {
        let catalog = Dictionary(uniqueKeysWithValues: WorldEvent.kinds.map { ($0.name, $0.fields) })
        #expect(catalog.count == WorldEvent.kinds.count, "kinds are unique")
        var seen: Set<String> = []
        var domainValuesSeen = 0
        for name in exampleScripts() {
            guard case .success(let loaded) = Script.loadOnItsApp(path: scenariosDirectory + "/" + name) else {
                Issue.record("\(name) does not load")
                continue
            }
            for strategy in StrategyID.builtIns {
                let run = ScriptRunner(options: ScriptRunOptions(app: loaded.app, strategy: strategy)).run(loaded.script)
                for entry in run.world.log.entries {
                    let record = entry.event.record
                    seen.insert(record.kind)
                    #expect(catalog[record.kind] == record.fields.map(\.name), "\(record.kind) in \(name) under \(strategy)")
                    for field in record.fields {
                        guard let value = field.value,
                              let domain = EventFieldDomain.values(of: field.name, kind: record.kind) else { continue }
                        #expect(domain.contains(value), "\(record.kind) \(field.name) = \(value) in \(name): outside its domain")
                        domainValuesSeen += 1
                    }
                }
            }
        }
        #expect(seen.count >= 30, "the scenarios exercise most kinds: \(seen.sorted())")
        #expect(domainValuesSeen > 100, "closed-domain fields were checked")
        // WorldEvent has 69 cases, 73 kinds (the back-button menu's one case
        // has five); `record`'s switch makes the compiler ask for a new one,
        // this for its example (WorldEvent.examples).
        #expect(WorldEvent.kinds.count == 105, "a new WorldEvent case needs its entry in WorldEvent.examples")
    }
}
