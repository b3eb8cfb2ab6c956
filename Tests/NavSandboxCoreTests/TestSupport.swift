@testable import NavSandboxCore

/// Small drivers so tests read like the races they reproduce.
extension World {
    static func demo(_ strategy: String = "none", _ profile: Profile = .ios17, toggles: Toggles = Toggles()) -> World {
        World(configuration: Configuration(profile: profile, strategy: strategy, toggles: toggles))
    }

    mutating func tap(_ label: String) {
        guard let point = tapPoint(forLabel: label) else {
            Issue.record("no visible view labelled \(label); stack \(stackTitles)")
            return
        }
        tap(at: point)
    }

    mutating func tapBack() {
        guard let point = backButtonPoint else {
            Issue.record("no back button on \(stackTitles)")
            return
        }
        tap(at: point)
    }

    /// Taps `label`, then again `gap` ms later where it was (a quick double tap).
    mutating func doubleTap(_ label: String, gap: Int = 100) {
        guard let point = tapPoint(forLabel: label) else {
            Issue.record("no visible view labelled \(label)")
            return
        }
        tap(at: point)
        advance(by: gap)
        tap(at: point)
    }

    var logText: String { log.entries.map(\.formatted).joined(separator: "\n") }

    func logContains(_ text: String) -> Bool { log.entries.contains { $0.text.contains(text) } }

    func fired(_ violation: ViolationID) -> Bool { violations.contains(violation) }

    func flag(_ name: String) -> String? { flags.first { $0.name == name }?.displayValue }
}

import Testing
