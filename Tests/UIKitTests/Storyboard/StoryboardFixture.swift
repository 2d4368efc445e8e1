import Foundation
import InterfaceBuilder
import InterfaceBuilderXML
@testable import UIKit
import XCTest

/// Documents for tests, written as Xcode writes them, installed as a build would install them.
@MainActor
enum StoryboardFixture {
    /// Installs `documents` (name and XML each, `.xib` names for xibs) with the connectors a build
    /// would generate, in this test module.
    static func install(_ documents: [(name: String, xml: String)], connectors: IBConnectors = IBConnectors()) throws {
        let read = try documents.map { name, xml in try IBXMLReader.read(Data(xml.utf8), path: "/fixture/\(name)") }
        InterfaceBuilderRegistry.install(documents: read, connectors: connectors, module: "UIKitTests")
    }

    /// A storyboard document around `scenes`.
    static func storyboard(initial: String? = nil, _ scenes: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
            <scenes>
        \(scenes)
            </scenes>
            <resources>
        \(resources)
            </resources>
        </document>
        """
    }

    /// A scene whose controller has `id`, class and view content.
    static func scene(_ id: String, customClass: String? = nil, storyboardIdentifier: String? = nil, view: String,
                      connections: String = "", extra: String = "") -> String {
        let custom = customClass.map { " customClass=\"\($0)\" customModule=\"Party\" customModuleProvider=\"target\"" } ?? ""
        let identifier = storyboardIdentifier.map { " storyboardIdentifier=\"\($0)\"" } ?? ""
        return """
            <scene sceneID="scene-\(id)">
                <objects>
                    <viewController id="\(id)"\(identifier)\(custom) sceneMemberID="viewController">
                        \(view)
                        <connections>\(connections)</connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(id)" sceneMemberID="firstResponder"/>
                    \(extra)
                </objects>
            </scene>
            """
    }
}
