// swift-tools-version:6.0
import PackageDescription

// Layering, bottom to top:
//   NavSandboxCore      the simulated UIKit world (no terminal, no I/O)
//   NavSandboxApps      app descriptions read from YAML (the demo is one)
//   NavSandboxScript    scenario scripts: parser, runner, compare, trace
//   NavSandboxUI        pure rendering into a cell grid, and the input map
//   CNcurses            the C module map for ncurses (wide-char)
//   NavSandboxTerminal  the only code that talks to ncurses
//   navsandbox          the command line (swift-argument-parser)
let package = Package(
    name: "NavSandbox",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "navsandbox", targets: ["navsandbox"]),
        .library(name: "NavSandboxCore", targets: ["NavSandboxCore"]),
        .library(name: "NavSandboxApps", targets: ["NavSandboxApps"]),
        // Exposed for the Benchmarks package (render, input and script cost).
        .library(name: "NavSandboxUI", targets: ["NavSandboxUI"]),
        .library(name: "NavSandboxScript", targets: ["NavSandboxScript"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .target(name: "NavSandboxCore"),
        .target(name: "NavSandboxApps", dependencies: ["NavSandboxCore", .product(name: "Yams", package: "Yams")]),
        .target(name: "NavSandboxScript", dependencies: ["NavSandboxCore", "NavSandboxApps"]),
        .target(name: "NavSandboxUI", dependencies: ["NavSandboxCore"]),
        .systemLibrary(
            name: "CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "NavSandboxTerminal", dependencies: ["CNcurses", "NavSandboxCore", "NavSandboxUI"]),
        .executableTarget(
            name: "navsandbox",
            dependencies: [
                "NavSandboxCore", "NavSandboxApps", "NavSandboxScript", "NavSandboxUI", "NavSandboxTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
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
        .testTarget(name: "NavSandboxEndToEndTests", dependencies: ["NavSandboxTestSupport"]),
        .testTarget(
            name: "NavSandboxTerminalTests",
            dependencies: ["NavSandboxTerminal", "NavSandboxUI", "NavSandboxCore", "NavSandboxTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
