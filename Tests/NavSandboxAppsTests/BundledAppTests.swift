import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// The demo in the binary is docs/apps/demo.yaml, byte for byte, and loads
/// cleanly: the file users read is the app they run.
@Suite struct BundledAppTests {
    @Test func embeddedDemoMatchesItsFile() throws {
        let path = packageRoot + "/" + BundledApps.demoPath
        let onDisk = try String(contentsOfFile: path, encoding: .utf8)
        if onDisk != BundledApps.demoSource, ProcessInfo.processInfo.environment["NAVSANDBOX_RECORD_APPS"] == "1" {
            try Self.regenerate(from: onDisk)
            Issue.record("Sources/NavSandboxApps/BundledApps.swift regenerated from \(BundledApps.demoPath); rebuild")
            return
        }
        #expect(
            onDisk == BundledApps.demoSource,
            "\(BundledApps.demoPath) changed: run NAVSANDBOX_RECORD_APPS=1 swift test --filter BundledAppTests")
    }

    @Test func demoLoadsWithoutWarnings() throws {
        let loaded = try AppFileLoader.load(BundledApps.demoSource, file: BundledApps.demoPath).get()
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        #expect(loaded.app.screens.map(\.name) == ["Inbox", "Message", "Reply", "Detail", "Compose", "Share", "Attachments"])
        #expect(loaded.app.screens[loaded.app.root].name == "Inbox")
    }

    /// The labels scripts were written against are all still there, in the
    /// order completion and suggestions list them.
    @Test func demoLabelsAreTheScriptContract() {
        #expect(
            AppDescription.demo.labels == [
                "Message 1", "Message 2", "Message 3", "Compose", "Open latest in 0.5s", "Reuse detail", "Reply",
                "Next message", "Back twice", "Pop to Inbox", "Reply, pop in 0.1s", "Share", "Send", "Attach",
                "Minimize", "Done", "Grabber",
            ])
        #expect(AppDescription.demo.loadCostNames == ["Inbox", "Message", "Reply", "Detail", "Compose", "Share", "Attachments", "Card"])
    }

    static func regenerate(from text: String) throws {
        let file = packageRoot + "/Sources/NavSandboxApps/BundledApps.swift"
        let swift = try String(contentsOfFile: file, encoding: .utf8)
        guard let open = swift.range(of: "demoSource = #\"\"\"\n"), let close = swift.range(of: "\"\"\"#", range: open.upperBound..<swift.endIndex)
        else { throw CocoaError(.fileReadCorruptFile) }
        // A multi-line literal drops the newline before its closing delimiter.
        let updated = swift[..<open.upperBound] + text + "\n" + swift[close.lowerBound...]
        try String(updated).write(toFile: file, atomically: true, encoding: .utf8)
    }
}
