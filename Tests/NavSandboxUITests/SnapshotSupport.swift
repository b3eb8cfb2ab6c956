import Foundation
import Testing

@testable import NavSandboxUI

/// Text snapshots under Tests/NavSandboxUITests/__Snapshots__. A mismatch
/// prints the differing lines; to accept new output run
///
///     NAVSANDBOX_RECORD_SNAPSHOTS=1 swift test --filter NavSandboxUITests
///
/// and review the diff with git.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["NAVSANDBOX_RECORD_SNAPSHOTS"] == "1"
    }

    static func assert(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = directory.appendingPathComponent("\(name).txt")
        // Each row ends with a visible bar so trailing spaces survive editors.
        let framed = actual.split(separator: "\n", omittingEmptySubsequences: false).map { $0 + "|" }
            .joined(separator: "\n") + "\n"
        let existing = try? String(contentsOf: file, encoding: .utf8)
        if isRecording || existing == nil {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? framed.write(to: file, atomically: true, encoding: .utf8)
            if existing == nil && !isRecording {
                Issue.record("Recorded a new snapshot \(file.lastPathComponent); check it and commit it.", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = existing, expected != framed else { return }
        Issue.record(
            """
            Snapshot \(name) differs:
            \(diff(expected: expected, actual: framed))
            If the change is intended, re-record: NAVSANDBOX_RECORD_SNAPSHOTS=1 swift test --filter NavSandboxUITests
            """, sourceLocation: sourceLocation)
    }

    /// Line-by-line: `-` the committed line, `+` the new one.
    static func diff(expected: String, actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : "<none>"
            let right = index < b.count ? String(b[index]) : "<none>"
            if left != right {
                out.append(String(format: "%3d - %@", index, left))
                out.append(String(format: "%3d + %@", index, right))
            }
        }
        return out.joined(separator: "\n")
    }

    /// The grid's styles as text: one letter per distinct style (in order of
    /// first appearance, `.` for plain) and a legend, so a change of emphasis
    /// shows up in review like a change of text.
    static func styleMap(_ grid: CellGrid) -> String {
        var legend: [CellStyle] = []
        var rows: [String] = []
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        for y in 0..<grid.height {
            var row = ""
            for x in 0..<grid.width {
                let style = grid[x, y].style
                if style == .plain {
                    row.append(".")
                    continue
                }
                if !legend.contains(style) { legend.append(style) }
                let index = legend.firstIndex(of: style)!
                row.append(index < letters.count ? letters[index] : "?")
            }
            rows.append(row)
        }
        let legendLines = legend.enumerated().map { index, style in
            "\(index < letters.count ? letters[index] : "?") = \(describe(style))"
        }
        return (rows + [""] + legendLines).joined(separator: "\n")
    }

    static func describe(_ style: CellStyle) -> String {
        var parts: [String] = []
        if let fg = style.foreground { parts.append("fg \(fg)") }
        if let bg = style.background { parts.append("bg \(bg)") }
        if style.bold { parts.append("bold") }
        if style.dim { parts.append("dim") }
        if style.reverse { parts.append("reverse") }
        if style.underline { parts.append("underline") }
        return parts.joined(separator: " ")
    }
}
