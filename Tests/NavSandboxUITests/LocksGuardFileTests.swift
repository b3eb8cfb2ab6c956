import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

@testable import NavSandboxUI

/// A guard loaded from a file shows its flags in LOCKS under the file's own
/// names, in the file's order, with the values the file's rules give them
/// (docs/guards/README.md, "In LOCKS").
@Suite struct LocksGuardFileTests {
    static let file = """
        guard: my-guard
        flags:
          busy: { kind: bool, note: a push is running }
          depth: counter
          held: { kind: queue, order: fifo }
          shown: screen
        rules:
          - on: push
            when: busy
            do: [queue: held]
          - on: push
            do: [set: busy, increment: depth, hold-screen: shown, allow]
          - on: didShow
            do: [clear: busy, flush: held]
        """

    static func model() throws -> AppModel {
        let definition = try GuardFileLoader.load(file, file: "my-guard.yaml").get()
        let configuration = Configuration(profile: .ios17, strategy: definition.strategyID, guardFiles: [definition])
        return AppModel(configuration: configuration, width: 100, height: 32)
    }

    @Test func theFilesFlagsAreListedUnderItsNames() throws {
        let model = try Self.model()
        #expect(model.world.strategyID == "my-guard")
        let own = model.world.flags.filter { $0.owner == .strategy("my-guard") }
        #expect(own.map(\.name) == ["busy", "depth", "held", "shown"], "the file's names, in its order")
        let text = LocksFitTests.locksText(model)
        #expect(model.screenText.contains("LOCKS  my-guard flags"), "\(model.screenText)")
        for expected in ["busy NO", "depth 0", "shown nil"] {
            #expect(text.contains(expected), "at rest: \(expected)\n\(text)")
        }
        #expect(text.contains("held"))
        #expect(own.allSatisfy { !$0.isRaised }, "nothing is held at rest: \(own.filter(\.isRaised).map(\.name))")
    }

    @Test func raisedFlagsShowTheirValuesMidPush() throws {
        var model = try Self.model()
        model.press("1")
        model.run(60)
        model.press("1")  // a second tap on the row: its push arrives mid-push
        model.run(DemoDurations.load + 120)
        let flags = Dictionary(uniqueKeysWithValues: model.world.flags.map { ($0.name, $0) })
        #expect(flags["busy"]?.displayValue == "YES")
        #expect(flags["depth"]?.displayValue == "1")
        #expect(flags["shown"]?.displayValue == "Message 1")
        #expect(flags["shown"]?.isRaised == true)
        #expect(flags["held"]?.displayValue == "push Message 1")
        let text = LocksFitTests.locksText(model)
        for expected in ["busy YES · ", "depth 1 · ", "shown Message 1 · ", "held push Message 1 · "] {
            #expect(text.contains(expected), "mid-push: \(expected)\n\(text)")
        }
        // How long each has been raised: busy since the first push began.
        let busyFor = try #require(flags["busy"]?.raisedFor)
        #expect(text.contains("busy YES · \(TimeFormat.duration(busyFor))"), "\(text)")
        #expect(flags["busy"]?.note == "a push is running")
    }

    /// `switching-flag+delay+my-guard`: each member's flags under the
    /// member's name, in the stack's order, a member without flags (delay)
    /// saying so.
    @Test func aStackShowsEachMembersFlagsUnderItsName() throws {
        let definition = try GuardFileLoader.load(Self.file, file: "my-guard.yaml").get()
        let configuration = Configuration(profile: .ios17, strategy: "switching-flag+delay+my-guard", guardFiles: [definition])
        let model = AppModel(configuration: configuration, width: 100, height: 32)
        #expect(model.screenText.contains("LOCKS  switching-flag+delay+my-guard flags"), "\(model.screenText)")
        // The left column's lines, top to bottom.
        let rect = model.ui.layout.locks
        let width = min((rect.width - 2) / 2, LocksWidget.maximumColumnWidth)
        let rows = model.screenText.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        let lines = (rect.y + 1..<rect.maxY).map { y in
            String(rows[y][rect.x..<min(rect.x + width, rows[y].count)]).trimmingCharacters(in: .whitespaces)
        }
        func line(_ prefix: String) -> Int? { lines.firstIndex { $0.hasPrefix(prefix) } }
        let switching = try #require(line("switching-flag"), "\(lines)")
        let none = try #require(line("delay: no flags of its own"), "\(lines)")
        let mine = try #require(line("my-guard"), "\(lines)")
        let isSwitching = try #require(lines.firstIndex { $0.contains("isSwitching") }, "\(lines)")
        let busy = try #require(lines.firstIndex { $0.contains("busy") }, "\(lines)")
        #expect(switching < isSwitching && isSwitching < none && none < mine && mine < busy, "\(lines)")
    }
}
