import Foundation
@testable import IMSim
import XCTest

/// `imsim init --from` names the Swift files and synchronized folders the Xcode project compiles into
/// the extension's target from outside its folder.
final class XcodeProjectSourcesTests: XCTestCase {
    private let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objects = {
                B1 /* Model.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* Model.swift */; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
                F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Model.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = MessagesViewController.swift; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = Common/Util.swift; sourceTree = SOURCE_ROOT; };
                F4 = {isa = PBXFileReference; path = Colors.xcassets; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (G1, G2, F3); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F2, F4); path = "Party MessagesExtension"; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (G3); path = Shared; sourceTree = "<group>"; };
                G3 = {isa = PBXGroup; children = (F1); name = Models; sourceTree = "<group>"; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Kit; sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3); };
                R1 = {isa = PBXResourcesBuildPhase; files = (B4); };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, R1); fileSystemSynchronizedGroups = (S1); name = "Party MessagesExtension"; productType = "com.apple.product-type.app-extension.messages"; };
                T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = Party; productType = "com.apple.product-type.application.messages"; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "Party MessagesExtension/Info.plist"; }; name = Debug; };
                C2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "Party/Info.plist"; }; name = Debug; };
                X1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
            };
            rootObject = X1;
        }
        """

    func testFilesAndFoldersFromOutsideTheFolderAreFoundThroughTheirGroups() {
        let found = XcodeProjectSources.outside(folder: "/work/Party/Party MessagesExtension", project: Data(project.utf8),
                                                projectDirectory: "/work/Party")
        XCTAssertEqual(found, ["/work/Party/Shared/Model.swift", "/work/Party/Common/Util.swift", "/work/Party/Kit"],
                       "a group without a path adds none; the folder's own file and resources are not listed")
        XCTAssertEqual(XcodeProjectSources.outside(folder: "/work/Party/Other", project: Data(project.utf8), projectDirectory: "/work/Party"),
                       ["/work/Party/Shared/Model.swift", "/work/Party/Party MessagesExtension/MessagesViewController.swift",
                        "/work/Party/Common/Util.swift", "/work/Party/Kit"],
                       "no target for the folder: the project's only iMessage extension")
        XCTAssertEqual(XcodeProjectSources.outside(folder: "/x", project: Data("not a project".utf8), projectDirectory: "/"), [])
    }

    func testASynchronizedFoldersExceptionsForTheTargetAreLeftOutOrAddedIn() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sync-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in ["Shared/Model.swift", "Shared/AppMain.swift", "Shared/Views/Row.swift", "Shared/Preview Content/Sample.swift",
                     "App/Settings.swift", "App/AppDelegate.swift"] {
            try FileManager.default.createDirectory(atPath: root + "/" + (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "struct A {}".write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
        }
        let project = """
            {
                objects = {
                    E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (AppMain.swift, "Preview Content"); target = T1; };
                    E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Settings.swift); target = T1; };
                    S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = Shared; sourceTree = "<group>"; };
                    S2 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E2); path = App; sourceTree = "<group>"; };
                    S3 = {isa = PBXFileSystemSynchronizedRootGroup; path = "Party MessagesExtension"; sourceTree = "<group>"; };
                    G0 = {isa = PBXGroup; children = (S1, S2, S3); sourceTree = "<group>"; };
                    T1 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S3, S1); productType = "com.apple.product-type.app-extension.messages"; };
                    T2 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S1, S2); productType = "com.apple.product-type.application.messages"; };
                    X1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
                };
                rootObject = X1;
            }
            """
        let found = XcodeProjectSources.outside(folder: root + "/Party MessagesExtension", project: Data(project.utf8), projectDirectory: root)
        XCTAssertEqual(found.map { String($0.dropFirst(root.count + 1)) }, ["Shared/Model.swift", "Shared/Views/Row.swift", "App/Settings.swift"],
                       "the app's @main file and a left-out folder are not the extension's; the app's settings file is added to it")
    }

    func testTheGeneratedFolderFileNamesThemRelativeToThePackage() {
        let package = XcodeFolderPackage(name: "Party", imsimPath: "/imsim", folder: "../Party/Party MessagesExtension", key: "party",
                                         sharedSources: ["../Party/Shared/Model.swift", "../Party/Kit"])
        XCTAssertTrue(package.folderFile.contains("// xcode-folder: ../Party/Party MessagesExtension\n// xcode-sources: ../Party/Shared/Model.swift\n// xcode-sources: ../Party/Kit\n"),
                      package.folderFile)
    }
}
