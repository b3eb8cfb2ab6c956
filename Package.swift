// swift-tools-version:6.1
// 6.1: the tests use the error `#expect(throws:)` returns (README, Prerequisites).
import PackageDescription

// Layering, bottom to top:
//   NavSandboxCore      the simulated UIKit world (no terminal, no I/O)
//   NavSandboxApps      app descriptions read from YAML (the demo is one)
//   NavSandboxScript    scenario scripts: parser, runner, compare, trace
//   NavSandboxUI        pure rendering into a cell grid, and the input map
//   CNcurses            ncurses (wide-char) found by pkg-config, for the C shim only
//   CNavSandboxCurses   the C shim: every ncurses call, behind `nsx_` names
//   NavSandboxTerminal  the only code that talks to ncurses
//   navsandbox          the command line (swift-argument-parser)
// Release builds instantiate generic types through their metadata accessors
// rather than by demangling the type's name at first use: a name-based
// instantiation of `Dictionary<ViewID, Int>` makes the runtime look up
// `ViewID: Hashable` by scanning all ~6,000 protocol conformances in the
// binary, and the first frame paid for several such scans (about 6 % of
// its instructions; docs/performance.md). Costs 0.4 % more code. (Unsafe
// flags keep this package from being a versioned dependency of another;
// it is an app, and the Benchmarks package uses it by path.)
let releaseSwiftSettings: [SwiftSetting] = [
    .unsafeFlags(
        ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
]

let package = Package(
    name: "NavSandbox",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "navsandbox", targets: ["navsandbox"]),
        .library(name: "NavSandboxCore", targets: ["NavSandboxCore"]),
        .library(name: "NavSandboxApps", targets: ["NavSandboxApps"]),
        // Exposed for the Benchmarks package (render, input and script cost).
        .library(name: "NavSandboxUI", targets: ["NavSandboxUI"]),
        .library(name: "NavSandboxScript", targets: ["NavSandboxScript"]),
        .library(name: "NavSandboxLive", targets: ["NavSandboxLive"]),
    ],
    dependencies: [
        // 1.6.0: custom completions told the word being completed (CompletionCandidates).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .target(name: "NavSandboxCore", swiftSettings: releaseSwiftSettings),
        .target(
            name: "NavSandboxApps", dependencies: ["NavSandboxCore", .product(name: "Yams", package: "Yams")],
            swiftSettings: releaseSwiftSettings),
        .target(
            name: "NavSandboxScript", dependencies: ["NavSandboxCore", "NavSandboxApps"], swiftSettings: releaseSwiftSettings),
        .target(name: "NavSandboxUI", dependencies: ["NavSandboxCore"], swiftSettings: releaseSwiftSettings),
        // What the live sandbox plays beside the user — a script, a lesson, a
        // file opened from the palette — kept out of the executable so tests
        // reach it.
        .target(
            name: "NavSandboxLive", dependencies: ["NavSandboxCore", "NavSandboxApps", "NavSandboxScript", "NavSandboxUI"],
            swiftSettings: releaseSwiftSettings),
        // ncurses 6 with wide characters, found by pkg-config as `ncursesw`
        // on both platforms: Debian and Ubuntu's libncurses-dev ship
        // ncursesw.pc, and so does Homebrew's ncurses, which is keg-only, so
        // macOS needs PKG_CONFIG_PATH="$(brew --prefix ncurses)/lib/pkgconfig".
        // macOS's own curses (ncurses 5.7 of 2008, no ncursesw headers, no
        // extended colour pairs) is not used: README "macOS" says why.
        .systemLibrary(
            name: "CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        // The only code that includes curses.h. Its header names nothing of
        // ncurses, so no Swift file sees a curses declaration that could
        // clash with the SDK's own ncurses 5.7 (`Darwin.ncurses`) on macOS.
        .target(name: "CNavSandboxCurses", dependencies: ["CNcurses"]),
        .target(
            name: "NavSandboxTerminal", dependencies: ["CNavSandboxCurses", "NavSandboxCore", "NavSandboxUI"],
            swiftSettings: releaseSwiftSettings),
        .executableTarget(
            name: "navsandbox",
            dependencies: [
                "NavSandboxCore", "NavSandboxApps", "NavSandboxScript", "NavSandboxUI", "NavSandboxLive", "NavSandboxTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: releaseSwiftSettings,
            // A position-independent executable has ~80,000 relative
            // relocations (Swift metadata is full of pointers) that the
            // dynamic loader applies at every launch, dirtying the pages they
            // land on: about a third of a millisecond's work and a quarter of
            // the instructions before the first frame. A release build is
            // linked at a fixed address instead (docs/performance.md); the
            // cost is ASLR for the executable itself, not for its libraries.
            // Nor does it export its 7,600 Swift symbols: nothing looks them
            // up, and the runtime's start-up dladdr scanned them all.
            linkerSettings: [.unsafeFlags(["-Xclang-linker", "-no-pie", "-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux], configuration: .release))]
        ),
        // Shared by the test targets: the seeded generator, the package root,
        // and the world assertions, written once instead of per target.
        .target(
            name: "NavSandboxTestSupport", dependencies: ["NavSandboxCore", "NavSandboxApps"],
            path: "Tests/NavSandboxTestSupport"),
        .testTarget(name: "NavSandboxCoreTests", dependencies: ["NavSandboxCore", "NavSandboxTestSupport"]),
        .testTarget(
            name: "NavSandboxAppsTests", dependencies: ["NavSandboxApps", "NavSandboxCore", "NavSandboxTestSupport"]),
        .testTarget(
            name: "NavSandboxScriptTests", dependencies: ["NavSandboxScript", "NavSandboxCore", "NavSandboxTestSupport"]),
        .testTarget(
            name: "NavSandboxUITests",
            // The script module too: a saved session must replay as a script.
            dependencies: ["NavSandboxUI", "NavSandboxCore", "NavSandboxApps", "NavSandboxScript", "NavSandboxTestSupport"],
            // Text snapshots are read from the source tree by path, not bundled.
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "NavSandboxLiveTests",
            dependencies: [
                "NavSandboxLive", "NavSandboxUI", "NavSandboxCore", "NavSandboxApps", "NavSandboxScript", "NavSandboxTestSupport",
            ]),
        .testTarget(name: "NavSandboxEndToEndTests", dependencies: ["NavSandboxTestSupport"]),
        // The command line's own logic that has no terminal to drive (lesson
        // progress merging, `check`), through a testable import of the executable.
        .testTarget(
            name: "NavSandboxCommandTests", dependencies: ["navsandbox", "NavSandboxCore", "NavSandboxScript", "NavSandboxTestSupport"]),
        .testTarget(
            name: "NavSandboxTerminalTests",
            dependencies: ["NavSandboxTerminal", "NavSandboxUI", "NavSandboxCore", "NavSandboxTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
