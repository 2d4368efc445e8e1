import Foundation
@testable import InterfaceBuilder
import XCTest
@testable import XcodeFolder

/// `Bundle.main` in an Xcode folder's sources is the folder as a bundle: its Info.plist with the build
/// settings filled in, its resources and its localized strings.
final class XcodeFolderBundleTests: XCTestCase {
    func testTheFolderIsABundleWithItsSettingsFilledIn() throws {
        let folder = NSTemporaryDirectory() + "bundle-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        let plist: [String: Any] = ["CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundleName": "${PRODUCT_NAME}",
                                    "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)",
                                    "NSExtension": ["NSExtensionPrincipalClass": "$(PRODUCT_MODULE_NAME).Main"]]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            .write(to: URL(fileURLWithPath: folder + "/Info.plist"))
        try #""hello" = "Hello, %@!";"#.write(toFile: folder + "/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try "[1, 2]".write(toFile: folder + "/numbers.json", atomically: true, encoding: .utf8)

        XcodeFolderBundle.use(bundleIdentifier: "com.example.Party")
        let bundle = XcodeFolderBundle.bundle(folder: folder, module: "PartyExtension")
        XCTAssertEqual(bundle.bundleIdentifier, "com.example.Party")
        XCTAssertEqual(bundle.object(forInfoDictionaryKey: "CFBundleName") as? String, "PartyExtension")
        XCTAssertEqual((bundle.infoDictionary?["NSExtension"] as? [String: Any])?["NSExtensionPrincipalClass"] as? String,
                       "PartyExtension.Main")
        let url = try XCTUnwrap(bundle.url(forResource: "numbers", withExtension: "json"))
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "[1, 2]")
        XCTAssertEqual(NSLocalizedString("hello", bundle: bundle, comment: ""), "Hello, %@!")
        XCTAssertTrue(XcodeFolderBundle.bundle(folder: folder, module: "PartyExtension") === bundle, "made once")
    }

    func testBundleMainIsRewrittenInPlace() {
        let source = "let a = Bundle.main.bundleIdentifier\nlet b = Foundation.Bundle.main\nlet c = \"Bundle.main\"\n"
        let rewrite = SwiftSourceRewrite(source: source, path: "/x.swift")
        XCTAssertEqual(rewrite.text.components(separatedBy: "\n").dropFirst().joined(separator: "\n"),
                       "let a = Bundle.Main.bundleIdentifier\nlet b = Foundation.Bundle.Main\nlet c = \"Bundle.main\"\n")
    }

    func testBundleForAClassIsTheExtensionsBundleWithTheColumnsKept() {
        let source = "let a = Bundle(for: type(of: self)).url(forResource: \"x\", withExtension: nil)\nlet b = Bundle(for: Party.self)\nlet c = Bundle(path: p)\nlet d = Bundle(for: item)\n"
        let lines = SwiftSourceRewrite(source: source, path: "/x.swift").text.components(separatedBy: "\n").dropFirst()
        let padding = { (call: String) in "Bundle.Main" + String(repeating: " ", count: call.count - 11) }
        XCTAssertEqual(Array(lines), ["let a = \(padding("Bundle(for: type(of: self))")).url(forResource: \"x\", withExtension: nil)",
                                      "let b = \(padding("Bundle(for: Party.self)"))", "let c = Bundle(path: p)",
                                      "let d = Bundle(for: item)", ""], "an app's own type named Bundle is left alone")
    }

    func testAGroupsResourcesAreAtTheTopLevelAsXcodeCopiesThem() throws {
        let folder = NSTemporaryDirectory() + "bundle-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manager = FileManager.default
        for directory in ["Resources/Sounds", "Assets.xcassets/Star.imageset", "Views", "Supporting Files/en.lproj"] {
            try manager.createDirectory(atPath: folder + "/" + directory, withIntermediateDirectories: true)
        }
        try "{}".write(toFile: folder + "/Resources/levels.json", atomically: true, encoding: .utf8)
        try "ding".write(toFile: folder + "/Resources/Sounds/ding.caf", atomically: true, encoding: .utf8)
        try "{}".write(toFile: folder + "/Assets.xcassets/Star.imageset/Contents.json", atomically: true, encoding: .utf8)
        try "struct A {}".write(toFile: folder + "/Views/A.swift", atomically: true, encoding: .utf8)
        try "top".write(toFile: folder + "/levels.json", atomically: true, encoding: .utf8)
        try "grouped".write(toFile: folder + "/Views/notes.txt", atomically: true, encoding: .utf8)
        try #""bye" = "Goodbye";"#.write(toFile: folder + "/Supporting Files/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try manager.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        try #""CFBundleDisplayName" = "Groups";"#.write(toFile: folder + "/en.lproj/InfoPlist.strings", atomically: true, encoding: .utf8)

        // A link an older imsim made for the Resources group, and one to a file since moved, are replaced.
        let place = NSTemporaryDirectory() + "imsim-bundles-\(getuid())/GroupsExtension-\(String(XcodeFolderBundle.stableHash(folder), radix: 36)).appex"
        try manager.createDirectory(atPath: place, withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: place + "/Resources", withDestinationPath: folder + "/Resources")
        try manager.createSymbolicLink(atPath: place + "/ding.caf", withDestinationPath: folder + "/ding.caf")
        defer { try? manager.removeItem(atPath: place) }
        let bundle = XcodeFolderBundle.bundle(folder: folder, module: "GroupsExtension")
        XCTAssertNil(try? manager.destinationOfSymbolicLink(atPath: place + "/Resources"), "the old Resources link is gone")
        let sound = try XCTUnwrap(bundle.url(forResource: "ding", withExtension: "caf"), "two groups down")
        XCTAssertEqual(try String(contentsOf: sound, encoding: .utf8), "ding")
        XCTAssertEqual(try String(contentsOf: XCTUnwrap(bundle.url(forResource: "notes", withExtension: "txt")), encoding: .utf8), "grouped")
        XCTAssertEqual(try String(contentsOf: XCTUnwrap(bundle.url(forResource: "levels", withExtension: "json")), encoding: .utf8), "top",
                       "the folder's own file comes first")
        XCTAssertNotNil(bundle.url(forResource: "ding", withExtension: "caf", subdirectory: "Sounds"), "a folder's path works too")
        XCTAssertNil(bundle.url(forResource: "A", withExtension: "swift"), "sources are not resources")
        XCTAssertEqual(NSLocalizedString("bye", bundle: bundle, comment: ""), "Goodbye",
                       "a group's strings are localized, beside the top-level en.lproj's")
        XCTAssertNotNil(bundle.url(forResource: "InfoPlist", withExtension: "strings", subdirectory: nil, localization: "en"))
        XCTAssertNil(bundle.url(forResource: "Contents", withExtension: "json"), "a catalog is compiled, not copied")
    }
}
