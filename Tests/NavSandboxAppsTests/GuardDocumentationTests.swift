import Foundation
@testable import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// docs/guards/guard.schema.json names exactly the keys, hooks, actions,
/// flag kinds and limits the loader accepts (editors complete from it), and
/// every example in docs/guards/examples loads.
@Suite struct GuardDocumentationTests {
    func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/docs/guards/guard.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func object(_ any: Any?) -> [String: Any] { any as? [String: Any] ?? [:] }
    func keys(_ any: Any?) -> Set<String> { Set(object(object(any)["properties"]).keys) }
    func names(_ any: Any?) -> [String] { object(any)["enum"] as? [String] ?? [] }

    @Test func theSchemaIsDraft2020_12AndItsKeysAreTheLoaders() throws {
        let schema = try schema()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let defs = object(schema["$defs"])
        #expect(keys(schema) == Set(GuardFileLoader.topKeys))
        #expect(Set(schema["required"] as? [String] ?? []) == ["guard", "rules"])
        #expect(keys(defs["rule"]) == Set(GuardFileLoader.ruleKeys))
        let flagForms = try #require(object(defs["flag"])["oneOf"] as? [[String: Any]])
        #expect(keys(flagForms.first { $0["type"] as? String == "object" }) == Set(GuardFileLoader.flagKeys))
        #expect(names(defs["flagKind"]) == GuardBuilder.kinds)
        let order = object(object(object(flagForms.first { $0["type"] as? String == "object" })["properties"])["order"])
        #expect(names(order) == GuardFlagDeclaration.QueueOrder.allCases.map(\.rawValue))
        #expect(Set(names(object(object(defs["flagName"])["not"]))) == Set(GuardConditionParser.keywords))
        let guardName = object(object(schema["properties"])["guard"])
        #expect(Set(names(object(guardName["not"]))) == Set(StrategyID.builtIns.map(\.rawValue)))
        #expect(object(object(schema["properties"])["flags"])["maxProperties"] as? Int == GuardFileLoader.maximumFlags)
        #expect(object(object(schema["properties"])["rules"])["maxItems"] as? Int == GuardFileLoader.maximumRules)
        let switchWords = (object(defs["switch"])["oneOf"] as? [[String: Any]] ?? []).flatMap { names($0) }
        #expect(Set(switchWords) == Set(AppFileReader.booleans.keys))
    }

    @Test func theSchemasHooksAreTheLoaders() throws {
        let defs = object(try schema()["$defs"])
        #expect(names(defs["callHook"]) == GuardFileLoader.callHooks.map(\.0))
        #expect(names(defs["otherHook"]) == GuardFileLoader.otherHooks.map(\.0))
        let pattern = try #require(object(defs["timerHook"])["pattern"] as? String)
        let timer = try Regex(pattern)
        #expect("timer release".contains(timer) && !"timer".contains(timer) && !"timer a b".contains(timer))
        #expect(GuardFileLoader.hookNames.last == "timer <name>", "the loader's only other hook form")
    }

    @Test func theSchemasActionsAreTheLoaders() throws {
        let defs = object(try schema()["$defs"])
        let forms = try #require(object(defs["action"])["oneOf"] as? [[String: Any]])
        let bare = forms.flatMap { names($0) }
        let keyed = forms.compactMap { ($0["required"] as? [String])?.first }
        #expect(keyed.sorted() == GuardBuilder.actionNames.sorted(), "one object form per action")
        #expect(Set(bare) == ["allow", "begin-ignoring", "end-ignoring", "make-exclusive-touch"], "the actions that take no argument")
        func form(_ name: String) -> [String: Any] {
            object(object(forms.first { ($0["required"] as? [String])?.first == name }?["properties"])[name])
        }
        let flushObject = (form("flush")["oneOf"] as? [[String: Any]] ?? []).first { $0["type"] as? String == "object" }
        #expect(keys(flushObject) == Set(GuardBuilder.flushKeys))
        #expect(names(object(object(flushObject?["properties"])["through"])) == GuardBuilder.flushThrough.map(\.0))
        #expect(keys(form("start-timer")) == Set(GuardBuilder.startTimerKeys))
        func objectForm(_ name: String) -> [String: Any]? {
            (form(name)["oneOf"] as? [[String: Any]] ?? []).first { $0["type"] as? String == "object" }
        }
        for refusal in ["drop", "satisfied", "fail"] {
            #expect(keys(objectForm(refusal)) == Set(GuardBuilder.refusalKeys), "\(refusal)'s long form")
        }
        #expect(keys(objectForm("queue")) == Set(GuardBuilder.queueKeys))
        #expect(keys(objectForm("perform")) == Set(GuardBuilder.performKeys))
        let performCalls = names(object(object(objectForm("perform")?["properties"])["call"]))
        #expect(performCalls == GuardBuilder.performCalls.map(\.0))
    }

    static let examples: [String] = {
        let folder = packageRoot + "/docs/guards/examples"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    @Test func theExamplesAreTheOnesWeShip() {
        #expect(
            Self.examples == [
                "button-throttle.yaml", "my-guard-fixed.yaml", "my-guard.yaml", "switching-flag.yaml", "touch-debounce.yaml",
                "transition-coordinator.yaml",
            ])
    }

    @Test("every example in docs/guards/examples loads", arguments: examples)
    func exampleLoads(_ name: String) throws {
        let text = try String(contentsOfFile: packageRoot + "/docs/guards/examples/" + name, encoding: .utf8)
        switch GuardFileLoader.load(text, file: name) {
        case .success(let definition):
            #expect(!definition.rules.isEmpty)
            #expect(!definition.summary.isEmpty && definition.source != nil, "a shipped example says what it is and where it comes from")
        case .failure(let problems):
            Issue.record("\(problems)")
        }
    }
}
