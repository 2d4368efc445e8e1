@testable import IMSim
import XCTest

/// `imsim init --from` reads what `$(PRODUCT_BUNDLE_IDENTIFIER)` is from the Xcode project beside the
/// folder, in the settings of the target whose Info.plist is the folder's, and names the folder
/// relative to the package.
final class XcodeProjectSettingsTests: XCTestCase {
    private let project = """
        /* Begin XCBuildConfiguration section */
                A1 /* Debug */ = {
                    isa = XCBuildConfiguration;
                    buildSettings = {
                        INFOPLIST_FILE = "Game Night/Info.plist";
                        PRODUCT_BUNDLE_IDENTIFIER = com.example.GameNight;
                    };
                    name = Debug;
                };
                A2 /* Debug */ = {
                    isa = XCBuildConfiguration;
                    buildSettings = {
                        ASSETCATALOG_COMPILER_APPICON_NAME = "iMessage App Icon";
                        INFOPLIST_FILE = "Game Night MessagesExtension/Info.plist";
                        INFOPLIST_KEY_CFBundleDisplayName = "Game Night";
                        PRODUCT_BUNDLE_IDENTIFIER = "com.example.GameNight.MessagesExtension";
                        SWIFT_VERSION = 5.0;
                    };
                    name = Debug;
                };
                A3 /* Debug */ = {
                    isa = XCBuildConfiguration;
                    buildSettings = {
                        INFOPLIST_FILE = Stickers/Info.plist;
                        PRODUCT_BUNDLE_IDENTIFIER = "$(PRODUCT_NAME:rfc1034identifier)";
                    };
                };
        """

    func testTheExtensionTargetsIdentifierIsRead() {
        XCTAssertEqual(XcodeProjectSettings.bundleIdentifier(in: project, folderName: "Game Night MessagesExtension"),
                       "com.example.GameNight.MessagesExtension")
        XCTAssertEqual(XcodeProjectSettings.bundleIdentifier(in: project, folderName: "Game Night"), "com.example.GameNight")
        XCTAssertNil(XcodeProjectSettings.bundleIdentifier(in: project, folderName: "Stickers"), "a setting made of settings is not guessed")
        XCTAssertNil(XcodeProjectSettings.bundleIdentifier(in: project, folderName: "Other"))
    }

    /// A generated Info.plist's display name is a build setting of the extension's target.
    func testTheGeneratedInfoPlistsDisplayNameIsRead() {
        XCTAssertEqual(XcodeProjectSettings.displayName(in: project, folderName: "Game Night MessagesExtension"), "Game Night")
        XCTAssertNil(XcodeProjectSettings.displayName(in: project, folderName: "Game Night"), "the app's target sets none")
    }

    func testTheFolderIsNamedRelativeToThePackage() {
        XCTAssertEqual(InitCommand.relativePath(of: "/home/kate/Projects/Poll/MessagesExtension", from: "/home/kate/sim/Poll"),
                       "../../Projects/Poll/MessagesExtension")
        XCTAssertEqual(InitCommand.relativePath(of: "/home/kate/sim/Poll/Ext", from: "/home/kate/sim/Poll"), "Ext")
    }

    func testTheMainFileNamesTheIdentifierWhenTheProjectGivesOne() {
        let package = XcodeFolderPackage(name: "Poll", imsimPath: "/imsim", folder: "../Poll/MessagesExtension", key: "poll",
                                         bundleIdentifier: "com.example.Poll.Ext")
        XCTAssertTrue(package.main.contains(#"IMSimApp(xcodeFolder: PollExtension.IMSimXcodeFolder.self, bundleIdentifier: "com.example.Poll.Ext"),"#),
                      package.main)
        let unknown = XcodeFolderPackage(name: "Poll", imsimPath: "/imsim", folder: "x", key: "poll")
        XCTAssertTrue(unknown.main.contains("IMSimApp(xcodeFolder: PollExtension.IMSimXcodeFolder.self),"), unknown.main)
        let named = XcodeFolderPackage(name: "Poll", imsimPath: "/imsim", folder: "x", key: "poll", displayName: "Poll \"Now\"")
        XCTAssertTrue(named.main.contains(#"IMSimApp(xcodeFolder: PollExtension.IMSimXcodeFolder.self, displayName: "Poll \"Now\""),"#), named.main)
    }

    func testTheTargetIsCompiledAsTheProjectCompilesIt() {
        XCTAssertEqual(XcodeProjectSettings.compilation(in: project, folderName: "Game Night MessagesExtension"),
                       SwiftCompilation(languageMode: .v5, mainActorByDefault: false), "Swift 5, and no default isolation set")
        let xcode26 = """
            buildSettings = {
                SWIFT_VERSION = 6.0;
                SDKROOT = iphoneos;
            };
            buildSettings = {
                INFOPLIST_FILE = Party/Info.plist;
                PRODUCT_NAME = "$(TARGET_NAME)";
                SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;
                SWIFT_APPROACHABLE_CONCURRENCY = YES;
            };
            """
        let compilation = XcodeProjectSettings.compilation(in: xcode26, folderName: "Party")
        XCTAssertEqual(compilation, SwiftCompilation(languageMode: .v6, mainActorByDefault: true, approachableConcurrency: true),
                       "the version from the project's own block")
        let approachable = XcodeFolderPackage(name: "Party", imsimPath: "/imsim", folder: "x", key: "party", compilation: compilation).packageManifest
        XCTAssertTrue(approachable.contains(#"swiftSettings: [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self), .enableUpcomingFeature("InferIsolatedConformances"), .enableUpcomingFeature("NonisolatedNonsendingByDefault")],"#),
                      approachable)

        let manifest = XcodeFolderPackage(name: "Poll", imsimPath: "/imsim", folder: "x", key: "poll",
                                          compilation: SwiftCompilation(languageMode: .v5, mainActorByDefault: false)).packageManifest
        XCTAssertTrue(manifest.contains("swiftSettings: [.swiftLanguageMode(.v5)],"), manifest)
        XCTAssertTrue(XcodeFolderPackage(name: "Poll", imsimPath: "/imsim", folder: "x", key: "poll").packageManifest
            .contains("swiftSettings: [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)],"), "no project: a new target's")
    }
}
