// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "imsim",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "imsim", targets: ["imsim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // The only C: libuv, found with pkg-config (Debian's libuv1-dev).
        .systemLibrary(name: "CLibUV", pkgConfig: "libuv", providers: [.apt(["libuv1-dev"])]),
        // Pure types: frames, wire messages, snapshots, commands. No I/O, no C.
        .target(name: "IMSimCore"),
        // The only importer of CLibUV: loop, Unix sockets, processes, timers, signals.
        .target(name: "UVLoop", dependencies: ["CLibUV", "IMSimCore"]),
        // cairo, found with pkg-config (Debian's libcairo2-dev): the only other C.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // The only importer of CCairo: 2D drawing into PNG images.
        .target(name: "Graphics", dependencies: ["CCairo"]),
        // Apple's API surface, headless.
        .target(name: "UIKit", dependencies: ["Graphics"]),
        .target(name: "Messages", dependencies: ["UIKit", "Graphics"]),
        // The simulated Messages app of one phone.
        .target(name: "MessagesHost", dependencies: [
            "IMSimCore", "UVLoop", "Graphics", .product(name: "Logging", package: "swift-log"),
        ]),
        // What runs inside an extension process: drives the extension's view controllers.
        .target(name: "ExtensionRuntime", dependencies: [
            "IMSimCore", "UVLoop", "Messages", "UIKit", .product(name: "Logging", package: "swift-log"),
        ]),
        // The network between phones.
        .target(name: "Relay", dependencies: [
            "IMSimCore", "UVLoop", .product(name: "Logging", package: "swift-log"),
        ]),
        // Scenario files: model, parser, validation, expectations. Pure.
        .target(name: "Scenario", dependencies: ["IMSimCore", "Yams"]),
        // Runs a scenario: starts the relay and the phones, drives steps, reports.
        .target(name: "Runner", dependencies: [
            "IMSimCore", "UVLoop", "Scenario", .product(name: "Logging", package: "swift-log"),
        ]),
        // Sample extensions: import only Messages and UIKit, like a user's own.
        .target(name: "ShoppingList", dependencies: ["Messages", "UIKit"]),
        .target(name: "IceCreamBuilder", dependencies: ["Messages", "UIKit"]),
        .target(name: "FrameworkProbe", dependencies: ["Messages", "UIKit"]),
        .executableTarget(name: "imsim", dependencies: [
            "IMSimCore", "UVLoop", "MessagesHost", "ExtensionRuntime", "Relay", "Scenario", "Runner",
            "ShoppingList", "IceCreamBuilder", "FrameworkProbe", "Messages",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .testTarget(name: "IMSimCoreTests", dependencies: ["IMSimCore"]),
        .testTarget(name: "UVLoopTests", dependencies: ["UVLoop", "IMSimCore"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit"]),
        .testTarget(name: "GraphicsTests", dependencies: ["Graphics"]),
        .testTarget(name: "MessagesTests", dependencies: ["Messages", "Graphics"]),
        .testTarget(name: "IceCreamBuilderTests", dependencies: ["IceCreamBuilder", "Messages", "UIKit", "Graphics"]),
        .testTarget(name: "MessagesHostTests", dependencies: [
            "MessagesHost", "Relay", "IMSimCore", "UVLoop", .product(name: "Logging", package: "swift-log"),
        ]),
        .testTarget(name: "ScenarioTests", dependencies: ["Scenario", "IMSimCore"]),
        .testTarget(name: "ShoppingListTests", dependencies: ["ShoppingList", "Messages", "UIKit", "ExtensionRuntime"]),
        .testTarget(name: "IntegrationTests", dependencies: ["IMSimCore"]),
    ]
)

// The same strict settings for every target.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .swiftLanguageMode(.v6),
        .enableUpcomingFeature("ExistentialAny"),
    ]
}
