import Foundation
import IMSimModel

/// The files of a package `imsim init NAME --from FOLDER` writes: a target that builds the Xcode
/// extension folder in place through imsim's XcodeFolder plugin (the folder is named, never copied
/// or changed), an executable that registers it with `IMSim.main(apps:)` from the build's
/// `IMSimXcodeFolder`, a scenario that opens it, and a README. Pure.
struct XcodeFolderPackage {
    let name: String
    let imsimPath: String
    /// The Xcode folder, as the package's Package.swift and plugin name it: relative to the package when it can be.
    let folder: String
    /// The app's key in scenarios (from its display name).
    let key: String
    /// What `$(PRODUCT_BUNDLE_IDENTIFIER)` is, from the Xcode project beside the folder; nil when unknown.
    var bundleIdentifier: String?
    /// The display name the project's build settings give a generated Info.plist; nil when unknown.
    var displayName: String?
    /// The language mode and default isolation the project builds the target with (a new target's
    /// when there is no project).
    var compilation = SwiftCompilation.newTarget
    /// What the project compiles into the target from outside the folder, relative to the package.
    var sharedSources: [String] = []

    private var starter: StarterPackage { StarterPackage(name: name, imsimPath: imsimPath) }
    var module: String { starter.module }

    var files: [(path: String, contents: String)] {
        [("Package.swift", packageManifest),
         ("Sources/\(module)Extension/XcodeFolder.swift", folderFile),
         ("Sources/Simulator/main.swift", main),
         ("scenarios/open.yaml", scenario),
         ("README.md", readme),
         (".gitignore", ".build/\n.imsim/\nPackage.resolved\n")]
    }

    var packageManifest: String {
        let identity = starter.imsimIdentity
        let products = ["Messages", "UIKit", "SwiftUI", "Combine", "UniformTypeIdentifiers", "os", "OSLog", "CoreGraphics", "QuartzCore", "InterfaceBuilder"]
        return """
            // swift-tools-version:6.2
            import PackageDescription

            let package = Package(
                name: "\(name)",
                platforms: [.macOS(.v14)],
                dependencies: [
                    // imsim: the Messages, UIKit, SwiftUI and os modules, the XcodeFolder plugin and the simulator's command line.
                    .package(path: "\(imsimPath)"),
                ],
                targets: [
                    // The Xcode folder Sources/\(module)Extension/XcodeFolder.swift names, built in place by imsim's
                    // XcodeFolder plugin \(compilationComment).
                    .target(name: "\(module)Extension", dependencies: [
            \(products.map { "            .product(name: \"\($0)\", package: \"\(identity)\")," }.joined(separator: "\n"))
                    ], swiftSettings: [\(swiftSettings)],
                    plugins: [.plugin(name: "XcodeFolder", package: "\(identity)")]),
                    // `swift run Simulator run scenarios/`: imsim with this extension installed.
                    .executableTarget(name: "Simulator", dependencies: [
                        "\(module)Extension",
                        .product(name: "IMSim", package: "\(identity)"),
                    ]),
                ]
            )

            """
    }

    /// The target's Swift settings, as the project's build settings have them.
    private var swiftSettings: String {
        ([".swiftLanguageMode(.\(compilation.languageMode.rawValue))"] + (compilation.mainActorByDefault ? [".defaultIsolation(MainActor.self)"] : [])
            + compilation.upcomingFeatures.map { ".enableUpcomingFeature(\"\($0)\")" }).joined(separator: ", ")
    }

    private var compilationComment: String {
        let mode = compilation.languageMode == .v6 ? "Swift 6" : "Swift 5"
        let isolation = compilation.mainActorByDefault ? "main actor by default" : "nonisolated by default"
        return "as its Xcode project builds it (SWIFT_VERSION, SWIFT_DEFAULT_ACTOR_ISOLATION; a new Xcode 26 target's when\n        // there is no project): \(mode) language mode, \(isolation)"
    }

    var folderFile: String {
        let shared = sharedSources.map { "// xcode-sources: \($0)\n" }.joined()
        return """
            // imsim builds the Xcode folder named below in place, with its XcodeFolder plugin: its Swift files,
            // storyboards, xibs, Info.plist and asset catalogs. Nothing there is copied or changed; edit it in
            // Xcode and build again. The path is relative to the package's folder. Files the Xcode project
            // shares into the extension's target from elsewhere are added by a line each, a folder or a file:
            // `// xcode-sources: ../Shared` (\(shared.isEmpty ? "none found in the project" : "those below are the project's")).
            //
            // xcode-folder: \(folder)
            \(shared)
            """
    }

    var main: String {
        """
        import IMSim
        import \(module)Extension

        // The extension as its Xcode folder describes it: Info.plist names the principal class or the main
        // storyboard, the bundle identifier and the display name (its key in scenarios: \(key)).
        IMSim.main(apps: [
            IMSimApp(xcodeFolder: \(module)Extension.IMSimXcodeFolder.self\(identifierArgument)),
        ])

        """
    }

    /// The bundle identifier the Xcode project gives `$(PRODUCT_BUNDLE_IDENTIFIER)`, as an argument.
    private var identifierArgument: String {
        (bundleIdentifier.map { ", bundleIdentifier: \"\($0)\"" } ?? "")
            + (displayName.map { ", displayName: \(Self.literal($0))" } ?? "")
    }

    /// `text` as a Swift string literal.
    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    var scenario: String {
        """
        name: Kate opens \(name)
        timeout: 5s
        app: \(key)
        cast: [Kate, John]
        steps:
          - Kate: open
          - expect Kate:
              style: compact
          - Kate: expand
          - expect Kate:
              style: expanded

        """
    }

    var readme: String {
        """
        # \(name)

        The iMessage extension in `\(folder)`, built as it is in its Xcode project and simulated on Linux by
        imsim (\(imsimPath)). Nothing in that folder is copied or changed: edit it in Xcode, run again.

        ```sh
        swift run Simulator run scenarios/
        ```

        `swift build` prints a warning with the file and line for anything in a storyboard or xib imsim
        leaves out, and for every outlet or action the folder's Swift files do not declare.
        Write scenarios in `scenarios/` (`swift run Simulator check scenarios/` checks them without running);
        the app's key is `\(key)`.

        """
    }
}
