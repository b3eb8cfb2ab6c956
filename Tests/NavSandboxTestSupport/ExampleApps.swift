import Foundation
import NavSandboxApps
import NavSandboxCore

/// An example app from docs/apps, loaded from its file: the one way tests
/// reach docs/apps/*.yaml. A file that stops loading, or loads with a
/// warning, stops the test run with the file's own problems.
public func exampleApp(_ file: String) -> AppDescription {
    let path = packageRoot + "/docs/apps/" + file
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    switch AppFileLoader.load(text, file: path) {
    case .success(let loaded):
        precondition(loaded.warnings.isEmpty, "docs/apps/\(file) loads with warnings:\n\(loaded.warnings)")
        return loaded.app
    case .failure(let problems): preconditionFailure("docs/apps/\(file) does not load:\n\(problems)")
    }
}
