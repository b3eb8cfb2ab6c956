import NavSandboxApps
import NavSandboxTestSupport
import Testing
@testable import NavSandboxCore

/// Issue 22: every rule a user can follow back to a public source. The
/// articles the project grew from are named by their public URL or title,
/// never by where a copy sits on the machine that wrote the model.
@Suite("UIKit rules' sources")
struct RuleSourceTests {
    /// Ways a local copy of an article has been named in this project.
    static let seedPathPatterns = ["shared/seeds", "seeds/", "seed 0", "seed0", "seed 00"]

    static func namesASeedPath(_ text: String) -> String? {
        let lowered = text.lowercased()
        return seedPathPatterns.first { lowered.contains($0) }
    }

    @Test("each rule has a public URL among its sources and a strength", arguments: UIKitRules.all)
    func publicSourceAndStrength(_ rule: UIKitRule) {
        #expect(!rule.sources.isEmpty, "\(rule.id.rawValue) has no source")
        #expect(
            rule.sources.contains { $0.address.hasPrefix("https://") || $0.address.hasPrefix("http://") },
            "\(rule.id.rawValue) has no source with a public URL")
        #expect(UIKitRule.Evidence.allCases.contains(rule.evidence))
        for source in rule.sources {
            #expect(!source.shows.isEmpty, "\(rule.id.rawValue): a source that says nothing it shows")
        }
    }

    @Test("no rule's text names a seed file's path", arguments: UIKitRules.all)
    func noSeedPaths(_ rule: UIKitRule) {
        var texts = [rule.statement, rule.caveat ?? ""]
        for source in rule.sources { texts += [source.address, source.shows] }
        for text in texts {
            #expect(Self.namesASeedPath(text) == nil, "\(rule.id.rawValue) cites a seed by path: \(text)")
        }
    }

    @Test("the check catches a seed path and a rule without a URL")
    func checkCanFail() {
        #expect(Self.namesASeedPath("shared/seeds/000 (HUNavigationController)") != nil)
        #expect(Self.namesASeedPath("seed 003's second workaround") != nil)
        #expect(Self.namesASeedPath("https://habr.com/ru/articles/263069") == nil)
    }

    @Test("the strengths are the three the docs name, weakest last")
    func strengths() {
        #expect(UIKitRule.Evidence.allCases.map(\.tag) == ["documented", "observed", "inferred"])
    }

    @Test("every rule is in the table once, in RuleID's order")
    func everyRuleOnce() {
        #expect(UIKitRules.all.map(\.id) == RuleID.allCases)
    }

    @Test("no strategy's or toggle's description cites a seed by path")
    func strategiesAndToggles() {
        for entry in BundledGuards.registry.entries {
            #expect(Self.namesASeedPath(entry.summary) == nil, "\(entry.name): \(entry.summary)")
        }
        for id in ToggleID.allCases {
            #expect(Self.namesASeedPath(Toggles.summary(of: id)) == nil, "\(id): \(Toggles.summary(of: id))")
        }
    }
}
