import NavSandboxApps
import NavSandboxCore
import NavSandboxScript
import NavSandboxUI

import Foundation

/// The inputs of issue 20's "linear on every input", made here (never
/// committed as files) and the work each one costs, shared by the timed
/// benchmarks and by `NavSandboxBenchmarks linear-inputs`, which callgrind
/// counts (Benchmarks/linear/inputs.py). Only API that the code before the
/// fix (306de5a) also had, so both builds run the same inputs.
enum LinearInputs {
    /// An app file of `screens` screens, each with a button and the action
    /// it sends: the first written out, the rest YAML aliases of it, one a
    /// line with base-36 names, so 50,000 screens still fit under the
    /// loader's 512 KB (the 50,000-screen file had to be this terse).
    /// At 10,000 screens it sits at every cap: screens, and 20,000 views and
    /// actions.
    static func appFile(screens: Int) -> String {
        var text = "app: Bench\nroot: \"0\"\nscreens:\n"
        text += " \"0\": &s {title: T, views: [{class: UIButton, label: Next, frame: [1, 1, 10, 1], action: go}], actions: {go: {push: \"0\"}}}\n"
        for index in 1..<screens { text += " \(String(index, radix: 36)): *s\n" }
        return text
    }

    /// Loads it as `navsandbox --app` would; the count of screens (0 when refused).
    static func load(_ text: String) -> Int {
        switch AppFileLoader.load(text, file: "bench.yaml") {
        case .success(let loaded): loaded.app.screens.count
        case .failure(let problems): -problems.description.utf8.count
        }
    }

    /// An app with 1,000 tappable labels, `Row 0` to `Row 999` (100 screens
    /// of 10 buttons), and its script vocabulary.
    static let labelledApp: ScriptVocabulary = {
        var text = "app: Labels\nroot: S0\nscreens:\n"
        for screen in 0..<100 {
            text += "  S\(screen):\n    title: T\n    views:\n"
            for row in 0..<10 {
                text += "      - { class: UIButton, label: Row \(screen * 10 + row), frame: [1, \(row), 10, 1], action: go }\n"
            }
            text += "    actions: { go: { push: S\((screen + 1) % 100) } }\n"
        }
        guard case .success(let loaded) = AppFileLoader.load(text, file: "labels.yaml") else {
            fatalError("the labelled app does not load")
        }
        return ScriptVocabulary.navSandbox(for: loaded.app)
    }()

    /// `lines` taps, each on a near miss of one of the 1,000 labels (`Rwo 7`):
    /// an unknown label per line, each close enough to suggest one.
    static func misspeltScript(lines: Int) -> String {
        (0..<lines).map { "after 10ms tap \"Rwo \($0 % 1_000)\"" }.joined(separator: "\n") + "\n"
    }

    /// Parses it and prints its errors as `navsandbox run` does; the length printed.
    static func report(_ text: String) -> Int {
        switch ScriptParser.parse(text, file: "bench.nss", vocabulary: labelledApp) {
        case .success: 0
        case .failure(let errors): errors.description.utf8.count
        }
    }

    /// `bytes` of ordinary text, as a paste delivers it: one key per character.
    static func pasteText(bytes: Int) -> String {
        let words = "tap message strategy block profile ios seven swipe back "
        return String(String(repeating: words, count: bytes / words.utf8.count + 1).prefix(bytes))
    }

    /// A one-scene storyboard whose label carries `attributes` attributes
    /// (`a000000="v000000" a000001="v000001" …`) besides its own: what a
    /// generated or hostile storyboard can hold, since XML caps no
    /// element's attributes. The reader checks each name against the
    /// element's earlier ones. Names and values are all 7 characters, so
    /// 10× the attributes is 10× the bytes (up to 999,999 of them).
    static func storyboard(attributes: Int) -> String {
        var many = ""
        many.reserveCapacity(attributes * 20)
        for index in 0..<attributes {
            let digits = String(index)
            let number = String(repeating: "0", count: max(0, 6 - digits.count)) + digits
            many += " a\(number)=\"v\(number)\""
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="a" customClass="BenchViewController" sceneMemberID="viewController">
                                <view key="view" id="v">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <label id="l" text="Many attributes"\(many)>
                                            <rect key="frame" x="16" y="100" width="343" height="21"/>
                                        </label>
                                    </subviews>
                                </view>
                                <navigationItem key="navigationItem" title="Bench" id="n"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    /// Imports it as `navsandbox import` does; the app file's length
    /// (negative: the problems' when refused).
    static func importStoryboard(_ text: String) -> Int {
        switch StoryboardImporter.importStoryboard(text, file: "Bench.storyboard") {
        case .success(let imported): imported.yaml.utf8.count
        case .failure(let problems): -problems.description.utf8.count
        }
    }

    /// Opens the palette on the demo and pastes `text` through the input map
    /// and the update, drawing a frame every 256 keys as the app loop does
    /// (`AppLoop.maximumEventsPerFrame`); the final query's length.
    static func paste(_ text: String) -> Int {
        var model = AppModel(configuration: Configuration(app: .demo, strategy: .builtIn("block-all")), width: 100, height: 32)
        _ = Update.apply(InputMap.intents(for: .key(.character(":")), model: model), to: &model)
        var sinceFrame = 0
        for character in text {
            _ = Update.apply(InputMap.intents(for: .key(.character(character)), model: model), to: &model)
            sinceFrame += 1
            if sinceFrame == 256 {
                _ = Screen.render(model)
                sinceFrame = 0
            }
        }
        _ = Screen.render(model)
        return model.ui.palette?.query.count ?? -1
    }
}

/// The work of one input, alone, so callgrind can count it by this name.
@_silgen_name("linear_measured")
@inline(never)
func linearMeasured(_ kind: String, _ input: String) -> Int {
    switch kind {
    case "app": LinearInputs.load(input)
    case "script": LinearInputs.report(input)
    case "storyboard": LinearInputs.importStoryboard(input)
    default: LinearInputs.paste(input)
    }
}

extension LinearInputs {
    /// `NavSandboxBenchmarks linear-inputs app SCREENS | script LINES | paste
    /// BYTES | storyboard ATTRIBUTES`: makes the input, then does its work
    /// once, timed; exits.
    static func runOnce(_ arguments: [String]) -> Never {
        guard arguments.count == 2, let size = Int(arguments[1]), ["app", "script", "paste", "storyboard"].contains(arguments[0])
        else {
            print("usage: NavSandboxBenchmarks linear-inputs app SCREENS | script LINES | paste BYTES | storyboard ATTRIBUTES")
            exit(64)
        }
        let kind = arguments[0]
        let input: String =
            switch kind {
            case "app": appFile(screens: size)
            case "script": misspeltScript(lines: size)
            case "storyboard": storyboard(attributes: size)
            default: pasteText(bytes: size)
            }
        if kind == "script" { _ = labelledApp }  // built outside the count
        // The clock is read outside `linear_measured`: the count leaves it out.
        var result = 0
        let elapsed = ContinuousClock().measure { result = linearMeasured(kind, input) }
        let milliseconds = Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
        print(kind, size, result, String(format: "%.1f ms", milliseconds))
        exit(0)
    }
}
