/// The package root, found from this file's path (Tests/NavSandboxTestSupport/…).
public let packageRoot: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    parts.removeLast(3)
    return parts.joined(separator: "/")
}()

/// docs/scenarios, the example scripts.
public let scenariosDirectory = packageRoot + "/docs/scenarios"
