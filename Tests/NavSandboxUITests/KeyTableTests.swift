import NavSandboxCore
import Testing

@testable import NavSandboxUI

/// The key table is the one source of the keys: these pin what the input
/// map and the hint bar read from it.
@Suite struct KeyTableTests {
    /// One meaning per key: within a mode, two rows of the same rank (a
    /// condition, named keys) never name the same key.
    @Test func noKeyIsNamedTwiceInOneMode() {
        for mode in InputMode.allCases {
            var seen: [String: String] = [:]
            for row in KeyBindings.dispatchOrder(for: mode) {
                for case .key(let key) in row.matches {
                    let slot = "\(row.when.map { "\($0)" } ?? "-") \(key)"
                    #expect(seen[slot] == nil, "\(mode): \(key) in `\(seen[slot] ?? "")` and `\(row.keys)`")
                    seen[slot] = row.keys
                }
            }
        }
    }

    /// Every key of the main screen that a row names is reserved, and only those.
    @Test func theReservedKeysAreTheMainScreensKeys() {
        let named = KeyBindings.table.flatMap(\.rows).filter { $0.modes.contains(.sandbox) }.flatMap(\.matches).compactMap {
            pattern -> Character? in
            if case .key(.character(let character)) = pattern { return character }
            return nil
        }
        #expect(Set(named) == Set(KeyBindings.reserved))
        #expect(KeyBindings.reserved.count == 47)
    }

    /// The hint bar, mode by mode, in order of importance.
    @Test func theHintBarFollowsTheMode() {
        func hints(_ model: AppModel) -> [String] { KeyBindings.hints(for: model).map { "\($0.0) \($0.1)" } }
        var model = makeModel()
        #expect(
            hints(model) == [
                "1-9 a-z tap", "b back", ": commands", "s swipe", "! double", "& two fingers", "⇥ strategy", "space pause",
                "p profile", "+/- speed", "arrows crosshair", "x g o toggles", "r relaunch", "? help", "q quit",
            ])
        model.press("1")
        #expect(hints(model)[2] == ", again: Message 1")
        model.press(" ")
        #expect(
            hints(model) == [
                "space resume", ". step", "←/→ rewind/replay", "1-9 a-z tap", "b back", "↑/↓ crosshair", "+/- speed", "⇥ strategy",
                "? help", "q quit",
            ])
        model.press(" ")
        model.press("!")
        #expect(hints(model) == ["! double-tap:", "key a control", "b back", "⏎ crosshair", "click a cell", "esc cancel", "? help", "q quit"])
        model.press(.key(.escape))
        model.press("&")
        #expect(hints(model) == ["& two fingers:", "key first control", "esc cancel", "? help", "q quit"])
        model.press(.key(.enter))
        #expect(hints(model).first?.hasPrefix("& first finger on the crosshair") == true)
        #expect(Array(hints(model).dropFirst()) == ["key second control", "esc cancel", "? help", "q quit"])
        model.press(.key(.escape))
        model.press("?")
        #expect(hints(model) == ["q esc ? close help", "↑↓ PgUp PgDn scroll", "Ctrl-C quit"])
        model.press("q")
        model.press(":")
        #expect(hints(model) == ["type to filter", "↑↓ select", "⏎ run", "click run", "esc close", "Ctrl-C quit"])
        model.press(.key(.escape))
        model.press("L")
        #expect(
            hints(model) == [
                "↑↓ PgUp PgDn scroll", "/ search", "f F 0 kind", "n N match", "g G newest/oldest", "space pause", "L esc close log",
                "Ctrl-C quit",
            ])
        model.press("/")
        #expect(hints(model) == ["type the search", "⌫ delete", "⏎ search", "esc cancel", "Ctrl-C quit"])
    }
}
