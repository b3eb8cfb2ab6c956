import Foundation
import NavSandboxTestSupport

/// Finds the `navsandbox` executable that `swift build` / `swift test` just
/// built, so the end-to-end tests run the real binary.
enum NavSandboxBinary {
    struct NotFound: Error, CustomStringConvertible {
        var searched: [String]
        var description: String {
            "navsandbox binary not found (looked in \(searched.joined(separator: ", "))); "
                + "run `swift build` first or set NAVSANDBOX_BINARY"
        }
    }

    /// The package root, three levels above this file
    /// (Tests/NavSandboxEndToEndTests/Support/NavSandboxBinary.swift).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // NavSandboxEndToEndTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// In order: NAVSANDBOX_BINARY; the directory of the running test bundle
    /// (swift test puts products beside it, whatever the configuration or
    /// triple); .build/debug under the package root.
    static func path() throws -> String {
        var candidates: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["NAVSANDBOX_BINARY"], !explicit.isEmpty {
            candidates.append(explicit)
        }
        if var directory = TestPlatform.testBundleDirectory?.resolvingSymlinksInPath() {
            // On macOS the test binary sits inside X.xctest/Contents/MacOS.
            for _ in 0..<4 {
                candidates.append(directory.appendingPathComponent("navsandbox").path)
                directory = directory.deletingLastPathComponent()
            }
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/navsandbox").path)
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            return found
        }
        throw NotFound(searched: candidates)
    }
}
