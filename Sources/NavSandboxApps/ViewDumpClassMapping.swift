import NavSandboxCore

/// Which of the model's view classes stands for a class a dump names, and
/// whether it is a control. The model knows a handful of UIKit classes; an
/// app's own (`MyApp.SendButton`) and UIKit's private ones (`_UIBarBackground`)
/// are read by their name and `baseClass`, the way their authors name them:
/// a `…Button` is a button, a `…Label` a label. The real name is kept in the
/// view's label, so LAST TAP still shows it.
enum ViewDumpClassMapping {
    /// The model's class for a dumped view.
    static func viewClass(className: String, baseClass: String?) -> ViewClass {
        let names = [className, baseClass].compactMap { $0 }.map(shortName)
        for name in names {
            if let exact = AppBuilder.viewClasses.first(where: { $0.0 == name }) { return exact.1 }
        }
        for name in names {
            if let rule = suffixes.first(where: { name.hasSuffix($0.0) }) { return rule.1 }
        }
        return .view
    }

    /// A UIControl the dump shows: it takes the touch itself, so the
    /// imported app makes it a control (its action logs that it got the tap).
    static func isControl(className: String, baseClass: String?, viewClass: ViewClass) -> Bool {
        if viewClass == .button { return true }
        let names = [className, baseClass].compactMap { $0 }.map(shortName)
        return names.contains { name in controlSuffixes.contains { name.hasSuffix($0) } }
    }

    /// `MyApp.SendButton` → `SendButton`; a generic's parameters are dropped
    /// (`SwiftUI._UIHostingView<…>` → `_UIHostingView`).
    static func shortName(_ name: String) -> String {
        let plain = name.prefix { $0 != "<" }
        return String(plain.split(separator: ".").last ?? plain)
    }

    /// Longest first: `TableViewCellContentView` before `TableViewCell`
    /// before `TableView`.
    private static let suffixes: [(String, ViewClass)] = [
        ("TableViewCellContentView", .tableViewCellContentView), ("TableViewCell", .tableViewCell),
        ("TableView", .tableView), ("CollectionView", .scrollView), ("ScrollView", .scrollView),
        ("StackView", .stackView), ("TextView", .textView), ("Label", .label), ("Button", .button),
    ]

    private static let controlSuffixes = ["Control", "Switch", "Slider", "Stepper", "TextField"]
}
