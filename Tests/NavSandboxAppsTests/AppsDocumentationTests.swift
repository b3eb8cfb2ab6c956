import Foundation
@testable import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// docs/apps.md's example loads, and the JSON Schema editors use names
/// exactly the keys and verbs the loader accepts.
@Suite struct AppsDocumentationTests {
    @Test func theCompleteExampleLoadsCleanly() throws {
        let doc = try String(contentsOfFile: packageRoot + "/docs/apps.md", encoding: .utf8)
        let start = try #require(doc.range(of: "```yaml\n"))
        let end = try #require(doc.range(of: "```", range: start.upperBound..<doc.endIndex))
        let example = String(doc[start.upperBound..<end.lowerBound])
        switch AppFileLoader.load(example, file: "docs/apps.md example") {
        case .success(let loaded):
            #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
            var world = World(configuration: Configuration(app: loaded.app))
            _ = world.step(.tap(.point(try #require(world.tapPoint(forLabel: "Order 2")))))
            _ = world.step(.settle(limit: 60_000))
            #expect(world.stackTitles == ["Orders", "Order 2"])
        case .failure(let problems):
            Issue.record("\(problems)")
        }
    }

    func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/docs/apps/app.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func keys(_ object: Any?) -> Set<String> {
        Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    @Test func schemaKeysAreTheLoadersKeys() throws {
        let schema = try schema()
        let defs = try #require(schema["$defs"] as? [String: Any])
        #expect(keys(schema) == Set(AppFileLoader.topKeys))
        #expect(keys(defs["screen"]) == Set(AppFileLoader.screenKeys))
        #expect(keys(defs["view"]) == Set(AppFileLoader.viewKeys))
        let viewClasses = ((defs["view"] as? [String: Any])?["properties"] as? [String: Any])?["class"] as? [String: Any]
        #expect(Set(viewClasses?["enum"] as? [String] ?? []) == Set(AppBuilder.viewClasses.map(\.0)))
        let choices = try #require((defs["action"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        var verbs: [String: Set<String>] = [:]
        for choice in choices {
            guard let required = choice["required"] as? [String], let verb = required.first else { continue }
            verbs[verb] = keys(choice).subtracting([verb])
        }
        #expect(verbs.count == AppBuilder.verbs.count)
        for (verb, options) in AppBuilder.verbs {
            #expect(verbs[verb] == Set(options), "\(verb)")
        }
    }
}
