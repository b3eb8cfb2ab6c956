import NavSandboxCore

/// The guards real apps ship, built into the binary (`BundledGuards`): each
/// modelled from a library's source at a stated commit
/// (docs/guards/library-sources.md), written as a guard file in
/// docs/guards/library/ and read by the same loader as a user's file. They
/// are strategies every run knows, after the built-in ones: `--strategy qmui-transiting`, a script's `strategy
/// epoxy-queue`, a stack `qmui-transiting+fd-fullscreen-pop`, a row of
/// `compare`. A loaded guard file of the same name replaces the library's
/// (edit a copy of one and load it with `--guard`).
public enum LibraryGuards {
    /// One shipped guard and where its behaviour comes from.
    public struct Entry: Sendable, Equatable {
        /// The strategy id (the file's `guard:`).
        public var name: String
        /// The library, as its repository is named.
        public var library: String
        /// The version or commit modelled.
        public var version: String
        /// The file modelled, at that commit.
        public var link: String

        /// The guard file's path in the package (docs/guards/library/NAME.yaml).
        public var path: String { LibraryGuards.folder + "/" + name + ".yaml" }
        /// The file's text, as shipped.
        public var text: String { BundledGuards.text(of: name) ?? "" }
    }

    public static let folder = "docs/guards/library"

    /// In the order `list strategies`, `compare` and the sandbox's cycling show them.
    public static let entries: [Entry] = [
        Entry(
            name: "qmui-transiting", library: "Tencent/QMUI_iOS", version: "2.6.2 @9215d0a",
            link: "https://github.com/Tencent/QMUI_iOS/blob/9215d0a1ffbb2e007866d67982e8b3be636c84ac/QMUIKit/QMUIMainFrame/QMUINavigationController.m"),
        Entry(
            name: "fd-fullscreen-pop", library: "forkingdog/FDFullscreenPopGesture", version: "1.1 @9230d64 (the CocoaPods release)",
            link: "https://github.com/forkingdog/FDFullscreenPopGesture/blob/9230d646d0689bd76c148d9136a41318360e72f9/FDFullscreenPopGesture/UINavigationController%2BFDFullscreenPopGesture.m"),
        Entry(
            name: "buffered-queue", library: "Plasma/BufferedNavigationController", version: "@5c2ac94 (before the #5 fix)",
            link: "https://github.com/Plasma/BufferedNavigationController/blob/5c2ac948267f1cb73312f1de6766864f30b2eb1b/BufferedNavigationController.m"),
        Entry(
            name: "epoxy-queue", library: "airbnb/epoxy-ios", version: "0.11.0 @812f9b9",
            link: "https://github.com/airbnb/epoxy-ios/blob/812f9b9e36ecfbb1d8a6a497a9e79c703e486393/Sources/EpoxyNavigationController/NavigationQueue.swift"),
        Entry(
            name: "lifecycle-pop-gesture", library: "the pop-gesture recipe (devxoul/SwipeBack)", version: "1.0.5 @cd9272e",
            link: "https://github.com/devxoul/SwipeBack/blob/cd9272ec34587893335205fe3d316cdb53bff34e/SwipeBack/UINavigationController%2BSwipeBack.m"),
    ]

    public static var names: [String] { entries.map(\.name) }
    public static var strategyIDs: [StrategyID] { names.map(StrategyID.init(checked:)) }

    /// The shipped guards, each parsed once.
    public static var definitions: [GuardDefinition] { names.compactMap(BundledGuards.definition(named:)) }

    public static func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// Whether a strategy id (a stack too) names one of the shipped guards.
    public static func isNamed(in id: StrategyID) -> Bool {
        id.members.contains { member in entries.contains { $0.name == member.rawValue } }
    }
}
