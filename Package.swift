// swift-tools-version:6.2
import PackageDescription

let logging = Target.Dependency.product(name: "Logging", package: "swift-log")

let package = Package(
    name: "imsim",
    platforms: [.macOS(.v14)],
    products: [
        // Apple's names, so an extension's `import Messages` and `import UIKit` compile unchanged.
        .library(name: "Messages", targets: ["Messages"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        // SwiftUI screens hosted by UIHostingController: laid out, drawn and tapped with UIKit's views.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // Publishers, operators, subjects and schedulers; ObservableObject and @Published.
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        // Unified logging (`Logger`, `os_log`); what an extension logs lands in its phone's trace.
        .library(name: "os", targets: ["os"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        // `import CoreGraphics` and `import QuartzCore`, as extensions write them: UIKit's types.
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        // The compiled form of storyboards and xibs, and what the XcodeFolder plugin's generated code uses.
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        // Builds an Xcode extension folder in place: its Swift files, storyboards, xibs and Info.plist.
        .plugin(name: "XcodeFolder", targets: ["XcodeFolderPlugin"]),
        // Unit tests of an extension's view controller against a conversation, in one process.
        .library(name: "MessagesTesting", targets: ["MessagesTesting"]),
        // The whole `imsim` command for a package of your own: `IMSim.main(apps: [...])`.
        .library(name: "IMSim", targets: ["IMSim"]),
        // imsim with its own samples registered.
        .executable(name: "imsim", targets: ["IMSimTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // libuv, found with pkg-config (Debian's libuv1-dev).
        .systemLibrary(name: "CIMSimLibUV", pkgConfig: "libuv", providers: [.apt(["libuv1-dev"])]),
        // Pure types: frames, wire messages, snapshots, commands. No I/O, no C.
        .target(name: "IMSimCore"),
        // The only importer of CIMSimLibUV: loop, Unix sockets, processes, timers, signals.
        // libdispatch's main-queue hooks for a run loop (what CFRunLoop uses): an eventfd and a drain call.
        .systemLibrary(name: "CIMSimDispatch"),
        .target(name: "IMSimUV", dependencies: ["CIMSimLibUV", "CIMSimDispatch", "IMSimCore"]),
        // cairo's header (Debian's libcairo2-dev), and libcairo.so.2 loaded on the first drawing call.
        .target(name: "CIMSimCairo"),
        // zlib's header (Debian's zlib1g-dev), and libz.so.1 loaded when the first PNG is encoded.
        .target(name: "CIMSimZlib"),
        // libjpeg-turbo's header (Debian's libjpeg62-turbo-dev), and libjpeg.so.62 loaded when a JPEG is first made or read.
        .target(name: "CIMSimJPEG"),
        // Loops over pixels the compiler vectorizes in C: PNG's filtered rows, the small pictures' box filter.
        .target(name: "CIMSimPixels"),
        // The only importer of CIMSimCairo: 2D drawing into PNG (and JPEG) images.
        .target(name: "IMSimGraphics", dependencies: ["CIMSimCairo", "CIMSimZlib", "CIMSimJPEG", "CIMSimPixels"]),
        // Storyboards and xibs compiled: each element with its attributes, children and line. Pure, no XML.
        .target(name: "InterfaceBuilder"),
        // Reads a storyboard's or xib's XML into that form (build time and tests; extensions never link it).
        .target(name: "InterfaceBuilderXML", dependencies: ["InterfaceBuilder"]),
        // An Xcode folder made buildable: Swift sources rewritten where Linux's compiler differs, the
        // documents checked and compiled, their outlets and actions as generated code. Pure but for files.
        .target(name: "XcodeFolder", dependencies: ["InterfaceBuilder", "InterfaceBuilderXML"]),
        .executableTarget(name: "XcodeFolderTool", dependencies: ["XcodeFolder"]),
        .plugin(name: "XcodeFolderPlugin", capability: .buildTool(), dependencies: ["XcodeFolderTool"]),
        // Apple's API surface, headless.
        .target(name: "UIKit", dependencies: ["IMSimGraphics", "Cassowary", "InterfaceBuilder", "UniformTypeIdentifiers"]),
        // Apple's name, for `import UniformTypeIdentifiers`: UTType with the common system types.
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "Messages", dependencies: ["UIKit", "IMSimGraphics"]),
        // SwiftUI's views, state and layout (a parent proposes, a child chooses), shown through UIKit views.
        .target(name: "SwiftUI", dependencies: ["UIKit", "Combine"]),
        // Apple's name, for `import Combine`: publishers, subscribers, subjects, the common operators,
        // schedulers, Timer and NotificationCenter publishers; ObservableObject and @Published.
        .target(name: "Combine"),
        .target(name: "CoreGraphics", dependencies: ["UIKit"]),
        .target(name: "QuartzCore", dependencies: ["UIKit"]),
        // A Clang module `os` with the submodule `log`, so `import os.log` finds the Swift module `os`.
        .systemLibrary(name: "CIMSimOSSubmodules"),
        .target(name: "os", dependencies: ["CIMSimOSSubmodules"]),
        .target(name: "OSLog", dependencies: ["os"]),
        // A constraint solver (Cassowary, lexicographic priorities): pure, no UIKit or libuv.
        .target(name: "Cassowary"),
        // Reads systems on stdin, prints the solver's answers: tools/solver-oracle checks them against kiwisolver.
        .executableTarget(name: "CassowaryOracle", dependencies: ["Cassowary"]),
        .executableTarget(name: "CassowaryBench", dependencies: ["Cassowary"]),
        // tools/bench-swiftui: a state change in a SwiftUI list of N rows, from the tap to the picture.
        .executableTarget(name: "SwiftUIBench", dependencies: ["SwiftUI", "UIKit"]),  // tools/bench-solver: UIKit-shaped layouts timed
        // The state machines of a run, no libuv: a phone's Messages app, the relay's routing, the step engine, the console.
        .target(name: "IMSimModel", dependencies: ["IMSimCore", "IMSimScenario"]),
        // The simulated Messages app of one phone, its pictures and bubbles: no event loop.
        .target(name: "IMSimPhone", dependencies: ["IMSimCore", "IMSimModel", "IMSimGraphics", "IMSimScreen", logging]),
        // A phone's process on libuv: its sockets to the run and the relay, its extensions' processes.
        .target(name: "IMSimPhoneProcess", dependencies: ["IMSimCore", "IMSimModel", "IMSimUV", "IMSimGraphics", "IMSimScreen", "IMSimPhone",
                                                          logging]),
        // What runs an extension: drives its view controllers in Apple's order (no event loop).
        .target(name: "IMSimExtension", dependencies: ["IMSimCore", "Messages", "UIKit", "os", logging]),
        // An extension's process on libuv: the socket to its phone, the main queue on the loop.
        .target(name: "IMSimExtensionProcess", dependencies: ["IMSimCore", "IMSimUV", "IMSimExtension", "Messages", "UIKit", "os", logging]),
        // A whole run in one process on in-memory links, in an order drawn from a seed (`imsim run --embedded`).
        .target(name: "IMSimEmbedded", dependencies: ["IMSimCore", "IMSimModel", "IMSimScenario", "IMSimExtension", "IMSimPhone",
                                                      "IMSimArtifacts", "CIMSimDispatch", "Messages", "UIKit", logging]),
        // A TestStore for users' own tests: their extension and a phone's Messages app in the test's process.
        .target(name: "MessagesTesting", dependencies: ["IMSimCore", "IMSimModel", "IMSimExtension", "Messages", "UIKit"]),
        // The network between phones.
        .target(name: "IMSimRelay", dependencies: ["IMSimCore", "IMSimModel", "IMSimUV", logging]),
        // Scenario files: model, parser, validation, expectations. Pure.
        // Combine too: Yams conforms its decoder to Combine's TopLevelDecoder when it can import Combine,
        // which it can once imsim's Combine is built first; whatever links Yams then needs Combine.
        .target(name: "IMSimScenario", dependencies: ["IMSimCore", "Yams", "Combine"]),
        // A picture of a phone's Messages screen (header, transcript, input bar, extension) on a Device, as PNG.
        .target(name: "IMSimScreen", dependencies: ["IMSimCore", "IMSimGraphics"]),
        // What a run writes and reads back, with no event loop: its configuration and artifacts folder,
        // the journal file and its readers, pictures, result.json, the report page and the trace.
        .target(name: "IMSimArtifacts", dependencies: ["IMSimCore", "IMSimModel", "IMSimScenario", "IMSimGraphics"]),
        // Runs a scenario live: starts the relay and the phones on libuv, drives steps, reports.
        .target(name: "IMSimRunner", dependencies: ["IMSimCore", "IMSimModel", "IMSimUV", "IMSimScenario", "IMSimGraphics", "IMSimArtifacts",
                                                    logging]),
        // libedit's header (Debian's libedit-dev), and libedit.so.2 loaded when `imsim attach` edits lines.
        .target(name: "CIMSimEdit"),
        // The command line and the apps it can install, for imsim's own executable and a user's. The
        // only importer of CIMSimEdit.
        .target(name: "IMSim", dependencies: [
            "IMSimCore", "IMSimModel", "IMSimUV", "IMSimPhone", "IMSimPhoneProcess", "IMSimExtension", "IMSimExtensionProcess", "IMSimRelay", "IMSimScenario", "IMSimArtifacts", "IMSimRunner", "IMSimEmbedded", "CIMSimEdit", "IMSimScreen",
            "Messages", "UIKit", "InterfaceBuilder", .product(name: "ArgumentParser", package: "swift-argument-parser"), logging,
        ]),

        // imsim's sample extensions: they import only Messages and UIKit, like a user's own, and are
        // registered by IMSimTool through the same `IMSim.main(apps:)` a user's package calls.
        .target(name: "IMSimSampleShoppingList", dependencies: ["Messages", "UIKit"], path: "Samples/ShoppingList"),
        .target(name: "IMSimSampleIceCreamBuilder", dependencies: ["Messages", "UIKit"], path: "Samples/IceCreamBuilder"),
        .target(name: "IMSimSampleFrameworkProbe", dependencies: ["Messages", "UIKit"], path: "Samples/FrameworkProbe"),
        .target(name: "IMSimSampleIMHostingVC", dependencies: ["Messages", "UIKit"], path: "Samples/IMHostingVC",
                exclude: ["imHostingVC-states.puml"]),
        // The Manticore view factory seed as a third-party library, and an extension built on it.
        .target(name: "ManticoreViewFactory", dependencies: ["UIKit"], path: "Samples/ManticoreViewFactory"),
        .target(name: "IMSimSampleManticoreTabs", dependencies: ["Messages", "UIKit", "os", "ManticoreViewFactory"],
                path: "Samples/ManticoreTabs"),
        // Written in today's iOS style and built in Swift 5 language mode, as users' extensions often are.
        .target(name: "IMSimSamplePotluck", dependencies: ["Messages", "UIKit"], path: "Samples/Potluck"),
        // An Xcode extension folder as Xcode makes it (storyboards, outlets, actions, Info.plist, asset catalog),
        // built in place by the XcodeFolder plugin, in Swift 5 mode with the main actor by default as Xcode 26 does.
        .target(name: "IMSimSampleGameNight", dependencies: ["Messages", "UIKit", "InterfaceBuilder"], path: "Samples/GameNight/Target",
                plugins: ["XcodeFolderPlugin"]),
        // A board game on a custom view that reads where a finger touches it.
        .target(name: "IMSimSampleThreeInARow", dependencies: ["Messages", "UIKit"], path: "Samples/ThreeInARow"),
        // A postcard from the photo picker, sent as a JPEG sticker.
        .target(name: "IMSimSamplePostcard", dependencies: ["Messages", "UIKit"], path: "Samples/Postcard"),
        // A prize wheel drawn with Core Animation layers and turned by its view's transform.
        .target(name: "IMSimSamplePrizeWheel", dependencies: ["Messages", "UIKit", "QuartzCore"], path: "Samples/PrizeWheel"),
        // An Xcode folder made in code: a drawing extension worked by a finger.
        .target(name: "IMSimSampleDoodle", dependencies: ["Messages", "UIKit", "InterfaceBuilder"], path: "Samples/Doodle/Target",
                plugins: ["XcodeFolderPlugin"]),
        // An Xcode folder whose principal class loads a xib with an action wired to the wrong button.
        .target(name: "IMSimSampleTipJar", dependencies: ["Messages", "UIKit", "InterfaceBuilder"], path: "Samples/TipJar/Target",
                plugins: ["XcodeFolderPlugin"]),
        // An invitation with the layout bugs a scenario must see (truncation, a button below the edge, a covered one).
        .target(name: "IMSimSamplePartyCard", dependencies: ["Messages", "UIKit"], path: "Samples/PartyCard"),
        // A vote count in a message's URL that loses a vote when two people vote at once (races/).
        .target(name: "IMSimSampleTally", dependencies: ["Messages", "UIKit"], path: "Samples/Tally"),
        // A group poll in today's style: SwiftUI screens of an @Observable model, sent with `try await conversation.insert`.
        .target(name: "IMSimSampleLunchPoll", dependencies: ["Messages", "UIKit", "SwiftUI"], path: "Samples/LunchPoll"),
        // SwiftUI's controls, navigation, alerts, sheets and grids, for scenarios that reach each.
        .target(name: "IMSimSampleSwiftUIGallery", dependencies: ["Messages", "UIKit", "SwiftUI"], path: "Samples/SwiftUIGallery"),
        .executableTarget(name: "IMSimTool", dependencies: ["IMSim", "IMSimSampleTally", "IMSimSampleLunchPoll", "IMSimSampleSwiftUIGallery", "IMSimSampleShoppingList", "IMSimSampleIceCreamBuilder", "IMSimSampleFrameworkProbe",
                                                            "IMSimSampleIMHostingVC", "IMSimSampleManticoreTabs", "IMSimSamplePotluck",
                                                            "IMSimSamplePartyCard", "IMSimSampleGameNight", "IMSimSampleTipJar",
                                                            "IMSimSampleDoodle", "IMSimSampleThreeInARow", "IMSimSamplePrizeWheel", "IMSimSamplePostcard"]),

        .testTarget(name: "IMSimCoreTests", dependencies: ["IMSimCore"]),
        .testTarget(name: "IMSimUVTests", dependencies: ["IMSimUV", "IMSimCore"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "IMSimCore", "IMSimGraphics", "InterfaceBuilder", "InterfaceBuilderXML", "UniformTypeIdentifiers"]),
        .testTarget(name: "XcodeFolderTests", dependencies: ["XcodeFolder", "InterfaceBuilder", "InterfaceBuilderXML"]),
        .testTarget(name: "IMSimTests", dependencies: ["IMSim", "IMSimModel"]),
        .testTarget(name: "IMSimGraphicsTests", dependencies: ["IMSimGraphics", "CIMSimZlib", "CIMSimPixels"]),
        .testTarget(name: "IMSimScreenTests", dependencies: ["IMSimScreen", "IMSimCore", "IMSimGraphics"]),
        .testTarget(name: "MessagesTests", dependencies: ["Messages", "IMSimGraphics"]),
        .testTarget(name: "IceCreamBuilderTests", dependencies: ["IMSimSampleIceCreamBuilder", "Messages", "UIKit", "IMSimGraphics"]),
        .testTarget(name: "IMSimPhoneTests", dependencies: ["IMSimPhone", "IMSimPhoneProcess", "IMSimModel", "IMSimRelay", "IMSimCore", "IMSimUV", logging]),
        // libFuzzer targets for the decoders of outside bytes (tools/fuzz); a replayer of inputs otherwise.
        .executableTarget(name: "IMSimFuzz", dependencies: ["IMSimCore", "IMSimScenario"]),
        .testTarget(name: "IMSimScenarioTests", dependencies: ["IMSimScenario", "IMSimCore"], exclude: ["BrokenScenarios"]),
        .testTarget(name: "ShoppingListTests", dependencies: ["IMSimSampleShoppingList", "Messages", "UIKit", "IMSimExtension",
                                                             "IMSimCore", "IMSimGraphics"]),
        .testTarget(name: "OSLogTests", dependencies: ["os"]),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "UIKit", "Combine"]),
        .testTarget(name: "CombineTests", dependencies: ["Combine"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "ManticoreViewFactoryTests", dependencies: ["ManticoreViewFactory", "UIKit"]),
        .testTarget(name: "IMSimRunnerTests", dependencies: ["IMSimRunner", "IMSimArtifacts", "IMSimModel", "IMSimScenario", "IMSimCore", "IMSimGraphics"], exclude: ["Fixtures"]),
        .testTarget(name: "MessagesTestingTests", dependencies: ["MessagesTesting", "IMSimModel", "os", "Messages", "UIKit", "IMSimSampleShoppingList"]),
        .testTarget(name: "IMSimExtensionTests", dependencies: ["IMSimExtension", "IMSimCore", "Messages", "UIKit", "SwiftUI", "IMSimSampleFrameworkProbe"]),
        .testTarget(name: "IntegrationTests", dependencies: ["IMSimCore"]),
        // The commands and scenarios in README.md and scenarios/README.md, read by the real command line.
        .testTarget(name: "DocsTests", dependencies: ["IMSim", "IMSimRunner", "IMSimArtifacts", "IMSimModel", "IMSimScenario", "IMSimCore"]),
        // An extension in Swift 5 language mode, written as for iOS: it must build as it does in Xcode.
        .testTarget(name: "Swift5ExtensionTests", dependencies: ["Messages", "IMSimSamplePotluck", "IMSimGraphics", "IMSimCore"]),
        // docs/API.md against the public API of the built UIKit and Messages (read with swift-symbolgraph-extract).
        .testTarget(name: "APIDocsTests", dependencies: ["Messages"]),
    ]
)

/// Targets that hold code written for Swift 5, as users' extensions often are.
let swift5Targets: Set<String> = ["Swift5ExtensionTests", "IMSimSamplePotluck"]
/// Targets built as a new Xcode 26 extension target is: Swift 5, and the main actor by default.
let xcodeTargets: Set<String> = ["IMSimSampleGameNight", "IMSimSampleTipJar", "IMSimSampleDoodle"]

// The same strict settings for every target.
for target in package.targets where ![.system, .plugin].contains(target.type) && !swift5Targets.union(xcodeTargets).contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .swiftLanguageMode(.v6),
        .enableUpcomingFeature("ExistentialAny"),
    ]
}
for target in package.targets where swift5Targets.contains(target.name) {
    target.swiftSettings = [.swiftLanguageMode(.v5)]
}
for target in package.targets where xcodeTargets.contains(target.name) {
    target.swiftSettings = [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)]
}
