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

/// A one-screen app file around `view` (a flow mapping, on line 7) and the
/// screen's `actions` block as written after it (indented four spaces):
/// the shape the file-problem tests read a key's error or warning in.
public func oneScreenApp(view: String, actions: String = "") -> Result<LoadedApp, AppFileProblems> {
    AppFileLoader.load(
        """
        app: Keys
        root: Home
        screens:
          Home:
            title: Home
            views:
              - \(view)
        \(actions)
        """, file: "keys.yaml")
}

/// The same app with a Go button whose `go:` action is `action`, written
/// as the lines under `go:` (indented eight spaces, from line 10).
public func oneScreenApp(goAction action: String) -> Result<LoadedApp, AppFileProblems> {
    oneScreenApp(view: "{ class: UIButton, label: Go, frame: [0, 0, 4, 1], action: go }", actions: "    actions:\n      go:\n" + action)
}
