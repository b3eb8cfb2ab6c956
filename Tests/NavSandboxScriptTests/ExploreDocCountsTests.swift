import Foundation
import NavSandboxApps
import NavSandboxCore
@testable import NavSandboxScript
import NavSandboxTestSupport
import Testing

/// docs/explore.md quotes what the depth-3 search of `coordinated` on iOS 17
/// tries: the counts are the search's own, checked here (issue 36: counts in
/// docs are written by the search, not by hand). NAVSANDBOX_UPDATE_DOCS=1
/// rewrites them.
@Suite struct ExploreDocCountsTests {
    static let path = packageRoot + "/docs/explore.md"

    /// `699,481`: thousands grouped with commas, as the page writes them,
    /// whatever the machine's locale.
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits.removeLast(3)
        }
        return digits + out
    }

    @Test func theDepth3CountsAreTheSearchsOwn() throws {
        var options = ExploreOptions()
        options.depth = 3
        let start = World(configuration: Configuration(app: .demo, profile: .ios17, strategy: StrategyID(checked: "coordinated")))
        let result = Explorer.search(from: start, options: options, jobs: 2)
        #expect(!result.broke)
        let wanted = "tries \(Self.grouped(result.schedules)) schedules\n(\(Self.grouped(result.distinctWorlds)) distinct worlds)"
        let page = try String(contentsOfFile: Self.path, encoding: .utf8)
        let pattern = /tries [\d,]+ schedules\n\([\d,]+ distinct worlds\)/
        let quoted = try #require(page.firstMatch(of: pattern), "docs/explore.md quotes no depth-3 counts")
        if String(quoted.output) != wanted, ProcessInfo.processInfo.environment["NAVSANDBOX_UPDATE_DOCS"] == "1" {
            try page.replacingCharacters(in: quoted.range, with: wanted).write(toFile: Self.path, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            String(quoted.output) == wanted,
            "docs/explore.md's depth-3 counts are stale; rerun with NAVSANDBOX_UPDATE_DOCS=1 swift test --filter ExploreDocCountsTests")
        // "How it searches" quotes what the touch-shape reduction left out of the same search.
        let shared = "\(Self.grouped(result.schedulesShared)) of the \(Self.grouped(result.schedulesMade + result.schedulesShared)) it would make"
        let sharePattern = /[\d,]+ of the [\d,]+ it would make/
        let quotedShare = try #require(page.firstMatch(of: sharePattern), "docs/explore.md quotes no reduction counts")
        if String(quotedShare.output) != shared, ProcessInfo.processInfo.environment["NAVSANDBOX_UPDATE_DOCS"] == "1" {
            let fresh = try String(contentsOfFile: Self.path, encoding: .utf8)
            try fresh.replacingOccurrences(of: String(quotedShare.output), with: shared).write(toFile: Self.path, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(quotedShare.output) == shared, "docs/explore.md's reduction counts are stale; rerun with NAVSANDBOX_UPDATE_DOCS=1")
    }

    /// "How it searches" says why explore has no partial-order reduction,
    /// with how often two inputs that each change the world commute at one
    /// instant: at the start of every example app and at the moments its
    /// first six inputs lead to (200 ms later, and settled), with no guard
    /// and with `coordinated`, on iOS 17 and 26, each pair made in both
    /// orders and the keys compared.
    @Test func theCommutingPairsAreCounted() throws {
        var effective = 0
        var commuting = 0
        for file in ExploreTouchShapeTests.apps {
            let text = try String(contentsOfFile: packageRoot + "/docs/apps/" + file, encoding: .utf8)
            let app = try AppFileLoader.load(text, file: file).get().app
            for profile in [Profile.ios17, .ios26] {
                for strategy: StrategyID in ["none", "coordinated"] {
                    let start = World(configuration: Configuration(app: app, profile: profile, strategy: strategy)).forSearch()
                    var moments = [start]
                    let first = ExploreOffer(start, twoFingers: false, presses: true)
                    for input in first.inputs.prefix(6) {
                        guard let resolved = first.resolve(input) else { continue }
                        var later = start
                        later.step(resolved)
                        var settled = later
                        later.step(.wait(200))
                        settled.step(.settle(limit: 60_000))
                        moments += [later, settled]
                    }
                    for moment in moments {
                        let offer = ExploreOffer(moment, twoFingers: false, presses: true)
                        let key = moment.stateKey
                        let changing = offer.inputs.compactMap(offer.resolve).filter { input in
                            var world = moment
                            world.step(input)
                            return world.stateKey != key
                        }
                        for (index, x) in changing.enumerated() {
                            for y in changing[(index + 1)...] {
                                effective += 1
                                var xy = moment
                                xy.step(x)
                                xy.step(y)
                                var yx = moment
                                yx.step(y)
                                yx.step(x)
                                if xy.stateKey == yx.stateKey { commuting += 1 }
                            }
                        }
                    }
                }
            }
        }
        // Not a count that cannot fail: pairs commute, and most do not.
        #expect(commuting > 0 && commuting * 2 < effective)
        let wanted = "\(Self.grouped(commuting)) of the \(Self.grouped(effective)) pairs of inputs that each change the world"
        let page = try String(contentsOfFile: Self.path, encoding: .utf8)
        let quoted = try #require(
            page.firstMatch(of: /[\d,]+ of the [\d,]+ pairs of inputs that each change the world/), "docs/explore.md quotes no commuting pairs")
        if String(quoted.output) != wanted, ProcessInfo.processInfo.environment["NAVSANDBOX_UPDATE_DOCS"] == "1" {
            try page.replacingCharacters(in: quoted.range, with: wanted).write(toFile: Self.path, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(quoted.output) == wanted, "docs/explore.md's commuting pairs are stale; rerun with NAVSANDBOX_UPDATE_DOCS=1")
    }

    /// "What it prints" quotes the catalogue of `navsandbox explore --strategy
    /// none --depth 2 --no-two-fingers`: the head line and one line per
    /// kind, as the report prints them now.
    @Test func theCatalogueExampleIsTheSearchsOwn() throws {
        var options = ExploreOptions()
        options.depth = 2
        options.twoFingers = false
        let start = World(configuration: Configuration(app: .demo, profile: .ios17, strategy: StrategyID(checked: "none")))
        let result = Explorer.search(from: start, options: options)
        let printed = ExploreReport(
            cells: [.init(strategy: "none", profile: .ios17, result: result, scripts: result.findings.map { _ in "" })], options: options
        ).text().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let top = try #require(printed.firstIndex { $0.hasPrefix("none on iOS 17: ") })
        let wanted = ([printed[top]] + printed[(top + 1)...].prefix { $0.hasPrefix("  ") }).joined(separator: "\n")
        let outcome = try QuotedDocBlock.check(Self.path, startingWith: "none on iOS 17: breaks in ", wanted: wanted)
        #expect(outcome != .missing, "docs/explore.md quotes no catalogue")
        guard case .quoted(let quoted) = outcome else { return }
        #expect(quoted == wanted, "docs/explore.md's catalogue example is stale; rerun with NAVSANDBOX_UPDATE_DOCS=1 swift test --filter ExploreDocCountsTests")
    }
}
