import Foundation
import NavSandboxTestSupport
import Testing

/// The examples ship in the binary: by name or by the README's repository
/// path they run from a directory with no checkout, and a file there wins.
@Suite("bundled examples from any directory", .enabled(if: navsandboxBinary != nil, "the navsandbox binary is not built"))
struct BundledExampleCommandLineTests {
    static func emptyDirectory() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navsandbox-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.path
    }

    @Test func namesAndRepositoryPathsRunOutsideACheckout() throws {
        let dir = try Self.emptyDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }

        let byName = try navsandbox(["run", "double-push-row", "--no-color"], directory: dir)
        #expect(byName.status == 0, "\(byName.stderr)")
        #expect(byName.stdout.contains("Message 1"), "\(byName.stdout)")
        let byPath = try navsandbox(["run", "docs/scenarios/double-push-row.nss", "--no-color"], directory: dir)
        #expect(byPath.stdout == byName.stdout)

        // A tour names its app, so its name alone runs it on the bundled app.
        let tour = try navsandbox(["run", "hit-testing", "--no-color"], directory: dir)
        #expect(tour.status == 0, "\(tour.stdout)\(tour.stderr)")
        #expect(tour.stdout.contains("12 of 12 expectations hold"), "\(tour.stdout)")
        let mash = try navsandbox(["compare", "settings-mash", "--no-color"], directory: dir)
        #expect(mash.status == 0, "\(mash.stderr)")
        #expect(mash.stdout.contains("coordinated"))

        let unknown = try navsandbox(["run", "double-push-rows"], directory: dir)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("did you mean `double-push-row`?"), "\(unknown.stderr)")

        let listing = try navsandbox(["list", "examples"], directory: dir)
        #expect(listing.status == 0)
        #expect(listing.stdout.contains("$ navsandbox run double-push-row\n"))
    }

    @Test func aFileOnDiskWinsOverTheShippedCopy() throws {
        let dir = try Self.emptyDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/docs/scenarios", withIntermediateDirectories: true)
        try "at 0ms tap \"Message 1\"\nsettle\nexpect stack = Inbox\n".write(
            toFile: dir + "/docs/scenarios/double-push-row.nss", atomically: true, encoding: .utf8)
        let mine = try navsandbox(["run", "docs/scenarios/double-push-row.nss", "--no-color"], directory: dir)
        #expect(mine.status == 1, "the file's own failing expectation ran: \(mine.stdout)\(mine.stderr)")
    }
}
