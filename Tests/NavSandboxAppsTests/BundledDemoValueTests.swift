import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

/// The demo is built at launch from generated Swift, not parsed from its
/// YAML (the parse was most of the sandbox's startup): the generated value
/// must equal what the loader makes of docs/apps/demo.yaml.
@Suite struct BundledDemoValueTests {
    static let target = packageRoot + "/Sources/NavSandboxApps/BundledDemo.swift"

    @Test func theGeneratedDemoEqualsTheLoadedFile() throws {
        let loaded = try AppFileLoader.load(BundledApps.demoSource, file: BundledApps.demoPath).get().app
        let source = DemoSwiftSource.file(for: loaded)
        let current = (try? String(contentsOfFile: Self.target, encoding: .utf8)) ?? ""
        if current != source, ProcessInfo.processInfo.environment["NAVSANDBOX_RECORD_APPS"] == "1" {
            try source.write(toFile: Self.target, atomically: true, encoding: .utf8)
            Issue.record("Sources/NavSandboxApps/BundledDemo.swift regenerated; rebuild")
            return
        }
        #expect(current == source, "run NAVSANDBOX_RECORD_APPS=1 swift test --filter BundledDemoValueTests")
        #expect(BundledApps.demo == loaded, "the compiled demo is the file's app")
    }
}

/// Swift source that builds an app description with its public API, one
/// statement at a time (no large literal for the type checker to solve).
enum DemoSwiftSource {
    static func file(for app: AppDescription) -> String {
        var out = """
            // Generated from docs/apps/demo.yaml by BundledDemoValueTests — do not
            // edit; change the YAML, then run
            //   NAVSANDBOX_RECORD_APPS=1 swift test --filter BundledApp
            // Built with code so launching does not parse YAML (most of startup).
            import NavSandboxCore

            extension BundledApps {
                /// docs/apps/demo.yaml, as the loader makes it.
                static func makeDemo() -> AppDescription {
                    var screens: [ScreenSpec] = []

            """
        for screen in app.screens {
            out += "        do {\n"
            out += "            var screen = ScreenSpec(name: \(string(screen.name)), className: \(string(screen.className)), "
            out += "title: \(template(screen.title)), model: \(optional(screen.model, template)), isCard: \(screen.isCard), "
            out += "loadCost: \(screen.loadCost), behaviours: [\(screen.behaviours.map { "." + behaviour($0) }.joined(separator: ", "))])\n"
            if let back = screen.backButtonTitle { out += "            screen.backButtonTitle = \(template(back))\n" }
            if screen.passesTouchesThrough { out += "            screen.passesTouchesThrough = true\n" }
            var counter = 0
            for view in screen.views {
                out += viewStatements(view, into: "screen.views", counter: &counter, indent: "            ")
            }
            for action in screen.actions {
                out += "            screen.actions.append(SelectorAction(selector: \(string(action.selector)), action: \(self.action(action.action))))\n"
            }
            out += "            screens.append(screen)\n        }\n"
        }
        out += "        return AppDescription(name: \(string(app.name)), screens: screens, root: \(app.root), rootArgument: \(optional(app.rootArgument) { "\($0)" }))\n"
        out += "    }\n}\n"
        return out
    }

    static func viewStatements(_ view: ViewSpec, into parent: String, counter: inout Int, indent: String) -> String {
        let name = "view\(counter)"
        counter += 1
        let f = view.frame
        var out = ""
        if view.isHidden { out += "\(indent)\(name).isHidden = true\n" }
        if view.alpha != 1 { out += "\(indent)\(name).alpha = \(view.alpha)\n" }
        if let interaction = view.isUserInteractionEnabled { out += "\(indent)\(name).isUserInteractionEnabled = \(interaction)\n" }
        if view.isExclusiveTouch { out += "\(indent)\(name).isExclusiveTouch = true\n" }
        if view.isMultipleTouchEnabled { out += "\(indent)\(name).isMultipleTouchEnabled = true\n" }
        if view.clipsToBounds { out += "\(indent)\(name).clipsToBounds = true\n" }
        if view.passesTouchesThrough { out += "\(indent)\(name).passesTouchesThrough = true\n" }
        if let selector = view.selector { out += "\(indent)\(name).selector = \(string(selector))\n" }
        if let argument = view.argument { out += "\(indent)\(name).argument = \(int(argument))\n" }
        for child in view.subviews {
            out += viewStatements(child, into: "\(name).subviews", counter: &counter, indent: indent)
        }
        // `let` for a view nothing is set on, so the generated file builds
        // without warnings.
        let keyword = out.isEmpty ? "let" : "var"
        let head = "\(indent)\(keyword) \(name) = ViewSpec(.\(viewClass(view.viewClass)), label: \(optional(view.label, template)), "
            + "text: \(optional(view.text, template)), frame: Rect(x: \(f.x), y: \(f.y), width: \(f.width), height: \(f.height)))\n"
        return head + out + "\(indent)\(parent).append(\(name))\n"
    }

    static func action(_ action: AppAction) -> String {
        switch action {
        case .push(let reference, let animated, let reuse, let via, let mustComplete):
            return ".push(\(screenReference(reference)), animated: \(animated), reuse: \(reuse), via: .\(navigator(via)), mustComplete: \(mustComplete))"
        case .pop(let animated, let via):
            return ".pop(animated: \(animated), via: .\(navigator(via)))"
        case .popTo(let screen, let animated, let via):
            return ".popTo(screen: \(screen), animated: \(animated), via: .\(navigator(via)))"
        case .popToRoot(let animated, let via):
            return ".popToRoot(animated: \(animated), via: .\(navigator(via)))"
        case .setStack(let references, let animated, let via):
            return ".setStack([\(references.map(screenReference).joined(separator: ", "))], animated: \(animated), via: .\(navigator(via)))"
        case .present(let reference, let from, let animated, let mustComplete):
            return ".present(\(screenReference(reference)), from: .\(presenter(from)), animated: \(animated), mustComplete: \(mustComplete))"
        case .dismiss(let animated):
            return ".dismiss(animated: \(animated))"
        case .minimizeCard:
            return ".minimizeCard"
        case .log(let text):
            return ".log(\(template(text)))"
        case .sequence(let actions):
            return ".sequence([\(actions.map(self.action).joined(separator: ", "))])"
        case .after(let milliseconds, let next):
            return ".after(milliseconds: \(milliseconds), \(self.action(next)))"
        case .load(let milliseconds, let showsSpinner, let next):
            return ".load(milliseconds: \(milliseconds), showsSpinner: \(showsSpinner), \(self.action(next)))"
        case .interactive(let inner):
            return ".interactive(\(self.action(inner)))"
        case .zoom(let inner, let source):
            return ".zoom(\(self.action(inner)), source: \(source.map(template) ?? "nil"))"
        case .block(let milliseconds):
            return ".block(milliseconds: \(milliseconds))"
        case .alert(let spec):
            let buttons = spec.buttons.map { button in
                "AlertButton(title: \(template(button.title)), then: \(optional(button.then, self.action)))"
            }
            return ".alert(AlertSpec(title: \(template(spec.title)), message: \(optional(spec.message, template)), "
                + "buttons: [\(buttons.joined(separator: ", "))]))"
        }
    }

    static func screenReference(_ reference: ScreenReference) -> String {
        "ScreenReference(screen: \(reference.screen), argument: \(optional(reference.argument, int)))"
    }

    static func template(_ template: TextTemplate) -> String {
        let parts = template.parts.map { part -> String in
            switch part {
            case .literal(let text): ".literal(\(string(text)))"
            case .number(let number): ".number(\(int(number)))"
            case .choice(let variable, let choices): ".choice(.\(variable.rawValue), [\(choices.map(string).joined(separator: ", "))])"
            }
        }
        return "TextTemplate(parts: [\(parts.joined(separator: ", "))])"
    }

    static func int(_ template: IntTemplate) -> String {
        switch template {
        case .literal(let value): ".literal(\(value))"
        case .variable(let variable, let offset): ".variable(.\(variable.rawValue), offset: \(offset))"
        }
    }

    static func optional<T>(_ value: T?, _ render: (T) -> String) -> String { value.map(render) ?? "nil" }

    /// A Swift string literal (the demo's text is printable; escapes cover the rest).
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    static func viewClass(_ viewClass: ViewClass) -> String { "\(viewClass)" }
    static func behaviour(_ behaviour: LifecycleBehaviour) -> String { "\(behaviour)" }
    static func navigator(_ choice: NavigatorChoice) -> String { choice == .`self` ? "`self`" : "\(choice)" }
    static func presenter(_ choice: PresenterChoice) -> String { choice == .`self` ? "`self`" : "\(choice)" }
}
