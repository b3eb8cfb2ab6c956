// swift-tools-version:6.1
import PackageDescription

// Benchmarks live in their own package so the main build and `swift test`
// never pay for them. Run: cd Benchmarks && swift run -c release
let package = Package(
    name: "NavSandboxBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "NavSandbox", path: ".."),
        .package(url: "https://github.com/google/swift-benchmark", from: "0.1.2"),
    ],
    targets: [
        .executableTarget(
            name: "NavSandboxBenchmarks",
            dependencies: [
                .product(name: "NavSandboxCore", package: "NavSandbox"),
                .product(name: "NavSandboxApps", package: "NavSandbox"),
                .product(name: "NavSandboxUI", package: "NavSandbox"),
                .product(name: "NavSandboxScript", package: "NavSandbox"),
                .product(name: "Benchmark", package: "swift-benchmark"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
