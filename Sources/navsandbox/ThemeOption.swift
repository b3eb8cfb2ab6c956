import ArgumentParser
import NavSandboxUI

/// `--theme light|dark`, shared by the sandbox (its colours and `C`'s
/// screenshots) and `run --screenshot`.
enum ThemeOption {
    static let help = ArgumentHelp(
        "Colours for a dark or a light background: the sandbox's, and its screenshots' (C, run --screenshot).",
        valueName: "light|dark")

    static func parse(_ text: String?) throws -> ThemeAppearance {
        guard let text else { return .dark }
        guard let appearance = ThemeAppearance.parse(text) else {
            throw ValidationError("--theme '\(text)': expected light or dark")
        }
        return appearance
    }
}
