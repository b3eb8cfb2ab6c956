import Foundation
import NavSandboxApps
import NavSandboxCore
import Testing

@testable import NavSandboxScript

/// `include:` in a guard file: bundled guards by name and files beside it,
/// stacked before the file's own rules under the file's name; a file that
/// includes itself, or one that does not load, is an error at the
/// `include:` line.
@Suite struct GuardIncludeTests {
    static let debounce = """
        guard: debounce
        flags: { recent: bool }
        rules:
          - on: sendEvent
            when: recent
            do: [drop: too soon]
          - on: sendEvent
            do: [set: recent, start-timer: {name: quiet, after: 500ms}, allow]
          - on: timer quiet
            do: [clear: recent]

        """

    /// A folder of guard files, by name.
    func folder(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsandbox-include-\(UUID().uuidString)")
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return directory
    }

    @Test("a bundled guard and a file beside it stack before the file's rules, under its name")
    func includesStack() throws {
        let directory = try folder([
            "common/debounce.yaml": Self.debounce,
            "ours.yaml": "guard: ours\ninclude: [qmui-transiting, common/debounce.yaml]\nrules:\n  - on: push\n    when: target-on-screen\n    do: [drop: already there]\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let loaded = try GuardDefinition.loadWithWarnings(path: directory.appendingPathComponent("ours.yaml").path).get()
        #expect(loaded.definition.stackMembers.map(\.name) == ["qmui-transiting", "debounce", "ours"])

        var world = World(
            configuration: Configuration(app: .demo, profile: .ios17, strategy: StrategyID(checked: "ours"), guardFiles: [loaded.definition]))
        #expect(world.strategyID == "ours")
        #expect(world.strategyMembers == ["qmui-transiting", "debounce", "ours"], "LOCKS groups each member's flags")
        #expect(world.guardStack.memberNames == ["qmui-transiting", "debounce", "ours"])
        #expect(world.flags.contains { $0.name == "recent" } && world.flags.contains { $0.name == "isViewControllerTransiting" })
        world.step(.doubleTap(.label("Message 1")))
        world.step(.settle(limit: 60_000))
        #expect(world.stackTitles == ["Inbox", "Message 1"])
        #expect(world.logged {
            if case .touchDropped(_, .sendEventDropped("ours", "too soon"), _) = $0 { return true }
            return false
        })
    }

    @Test("a guard included twice over is in the stack once, where it is first met")
    func eachGuardOnce() throws {
        let directory = try folder([
            "debounce.yaml": Self.debounce,
            "a.yaml": "guard: a\ninclude: debounce.yaml\nrules: []\n",
            "b.yaml": "guard: b\ninclude: [a.yaml, debounce.yaml]\nrules: []\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let loaded = try GuardDefinition.loadWithWarnings(path: directory.appendingPathComponent("b.yaml").path).get()
        #expect(loaded.definition.stackMembers.map(\.name) == ["debounce", "a", "b"])
    }

    @Test("a file that includes itself, however far down, is an error naming the chain")
    func cycle() throws {
        let directory = try folder([
            "a.yaml": "guard: a\ninclude: b.yaml\nrules: []\n",
            "b.yaml": "guard: b\ninclude: a.yaml\nrules: []\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("a.yaml").path
        guard case .failure(.invalid(let problems)) = GuardDefinition.loadWithWarnings(path: path) else {
            Issue.record("loaded")
            return
        }
        #expect(problems.errors.map(\.line) == [2, 2])
        #expect(problems.errors.map(\.column) == [10, 10])
        #expect(problems.errors[0].message == "the included guard `b.yaml` does not load")
        #expect(problems.errors[1].message.hasPrefix("`a.yaml` includes itself:"))
        #expect(problems.errors[1].message.hasSuffix("includes itself: a.yaml → b.yaml → a.yaml"), "\(problems.errors[1].message)")
    }

    @Test("includes nest at most eight deep")
    func depth() throws {
        var files: [String: String] = [:]
        for level in 0..<10 { files["g\(level).yaml"] = "guard: g\(level)\ninclude: g\(level + 1).yaml\nrules: []\n" }
        files["g10.yaml"] = "guard: g10\nrules: []\n"
        let directory = try folder(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        guard case .failure(.invalid(let problems)) = GuardDefinition.loadWithWarnings(path: directory.appendingPathComponent("g0.yaml").path)
        else {
            Issue.record("loaded")
            return
        }
        #expect(problems.errors.last?.message.hasPrefix("includes nest more than 8 deep") == true)
    }

    @Test("an include that names nothing readable points at its line")
    func missing() throws {
        let directory = try folder(["a.yaml": "guard: a\nrules: []\ninclude:\n  - nowhere.yaml\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        guard case .failure(.invalid(let problems)) = GuardDefinition.loadWithWarnings(path: directory.appendingPathComponent("a.yaml").path)
        else {
            Issue.record("loaded")
            return
        }
        #expect(problems.errors.first?.line == 4)
        #expect(problems.errors.first?.message.hasPrefix("the included guard `nowhere.yaml` cannot be read") == true)
    }

    @Test("`./` and `x/..` name the same file: a file that includes itself so is still caught")
    func selfIncludeThroughDots() throws {
        let directory = try folder(["s.yaml": "guard: s\ninclude: ./sub/../s.yaml\nrules: []\n", "sub/keep": ""])
        defer { try? FileManager.default.removeItem(at: directory) }
        guard case .failure(.invalid(let problems)) = GuardDefinition.loadWithWarnings(path: directory.appendingPathComponent("s.yaml").path)
        else {
            Issue.record("loaded")
            return
        }
        #expect(problems.errors.count == 1)
        #expect(problems.errors.first?.message.hasPrefix("`./sub/../s.yaml` includes itself") == true)
    }

    @Test("files that include each other's neighbours are each read once: the load grows with the files, not the paths")
    func sharedIncludesLoadOnce() throws {
        // Two files a level, each including both of the next level: 2^8 paths.
        var files: [String: String] = [:]
        for level in 0..<8 {
            for side in ["a", "b"] {
                files["\(side)\(level).yaml"] = "guard: \(side)\(level)\ninclude: [a\(level + 1).yaml, b\(level + 1).yaml]\nrules: []\n"
            }
        }
        files["a8.yaml"] = "guard: a8\nrules: []\n"
        files["b8.yaml"] = "guard: b8\nrules: []\n"
        let directory = try folder(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = ContinuousClock()
        let started = clock.now
        let loaded = try GuardDefinition.loadWithWarnings(path: directory.appendingPathComponent("a0.yaml").path).get()
        #expect(clock.now - started < .seconds(2))
        #expect(loaded.definition.stackMembers.count == 17, "a8, b8, a7, b7, … a1, b1, then a0")
        #expect(loaded.definition.stackMembers.first?.name == "a8")
        #expect(loaded.definition.stackMembers.allSatisfy { $0.included.isEmpty }, "flat: no member holds includes")
    }

    @Test("a guard brought in under the including file's name, or two of one name, is an error")
    func nameClashes() throws {
        let directory = try folder([
            "a.yaml": "guard: x\ninclude: b.yaml\nrules: []\n",
            "b.yaml": "guard: x\nrules: []\n",
            "c.yaml": "guard: c\ninclude: [d.yaml, e.yaml]\nrules: []\n",
            "d.yaml": "guard: same\nrules: []\n",
            "e.yaml": "guard: same\nrules: []\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        for (file, line) in [("a.yaml", 2), ("c.yaml", 2)] {
            guard case .failure(.invalid(let problems)) = GuardDefinition.loadWithWarnings(path: directory.appendingPathComponent(file).path)
            else {
                Issue.record("\(file) loaded")
                continue
            }
            #expect(problems.errors.first?.line == line)
            #expect(problems.errors.first?.message.contains("brings in a guard named") == true, "\(problems)")
        }
    }

    @Test("a file that includes others, stacked with another file, is one flat stack: super goes on down it")
    func includingFileInAStack() throws {
        let directory = try folder([
            "c.yaml": Self.debounce.replacingOccurrences(of: "guard: debounce", with: "guard: c"),
            "a.yaml": "guard: a\ninclude: c.yaml\nrules: []\n",
            "b.yaml": "guard: b\nrules: []\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = try GuardDefinition.load(path: directory.appendingPathComponent("a.yaml").path).get()
        let b = try GuardDefinition.load(path: directory.appendingPathComponent("b.yaml").path).get()
        let world = World(
            configuration: Configuration(app: .demo, profile: .ios17, strategy: StrategyID(checked: "a+b"), guardFiles: [a, b]))
        #expect(world.strategyID == "a+b")
        #expect(world.guardStack.memberNames == ["c", "a", "b"])
    }
}
