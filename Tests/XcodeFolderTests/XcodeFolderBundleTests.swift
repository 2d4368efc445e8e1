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
}
