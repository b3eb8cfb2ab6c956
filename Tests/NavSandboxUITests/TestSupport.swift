import NavSandboxTestSupport
import Foundation
import NavSandboxCore
import Testing

@testable import NavSandboxUI

/// A front end at the reference size (100×32) over a fresh demo world.
func makeModel(
    strategy: StrategyID = .none, profile: Profile = .ios17, width: Int = 100, height: Int = 32
) -> AppModel {
    AppModel(configuration: Configuration(profile: profile, strategy: strategy), width: width, height: height)
}

extension AppModel {
    /// Applies intents and returns the effects.
    @discardableResult
    mutating func send(_ intents: Intent...) -> [Effect] {
        Update.apply(intents, to: &self)
    }

    /// Feeds one terminal event through the input map and the update, the
    /// way the app loop does.
    @discardableResult
    mutating func press(_ event: TerminalEvent) -> [Effect] {
        Update.apply(InputMap.intents(for: event, model: self), to: &self)
    }

    @discardableResult
    mutating func press(_ character: Character) -> [Effect] {
        press(.key(.character(character)))
    }

    /// Advances virtual time by `milliseconds` at 1× through ticks.
    mutating func run(_ milliseconds: Int) {
        _ = Update.apply(.tick(wallMilliseconds: ui.wallClock + milliseconds), to: &self)
    }

    /// Runs until the world is idle (bounded).
    mutating func settle() {
        var guardCount = 0
        while !world.isIdle && guardCount < 200 {
            run(50)
            guardCount += 1
        }
    }

    func keyPoint(_ label: String) -> Point? {
        InputMap.keyMap(for: self).entries.first { $0.label == label }?.tapPoint
    }

    func key(for label: String) -> Character? {
        InputMap.keyMap(for: self).entries.first { $0.label == label }?.key
    }

    var screenText: String { Screen.render(self).text }
}

extension Intent {
    /// Where this intent's one finger lands, if it is a tap by it.
    var fingerPoint: Point? {
        if case .fingerTap(let tap) = self { return tap.point }
        return nil
    }
}
