import Foundation
import IMSimGraphics
import InterfaceBuilder
@testable import UIKit
import XCTest

/// A standalone navigation bar's items and a controller's navigation item, with their bar button
/// items, as a storyboard describes them; a standalone bar shows its own background colour.
@MainActor
final class StoryboardBarTests: XCTestCase {
    override func tearDown() async throws {
        InterfaceBuilderRegistry.reset()
    }

    private func install() throws {
        let scene = StoryboardFixture.scene("crypt", customClass: "BarCryptController", view: """
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                <subviews>
                    <navigationBar contentMode="scaleToFill" translucent="NO" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <color key="backgroundColor" red="0.51" green="1" blue="1" alpha="1" colorSpace="calibratedRGB"/>
                        <color key="barTintColor" red="0.51" green="1" blue="1" alpha="1" colorSpace="calibratedRGB"/>
                        <textAttributes key="titleTextAttributes">
                            <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                            <color key="textColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        </textAttributes>
                        <items>
                            <navigationItem title="TEX-CRYPT" id="item">
                                <barButtonItem key="rightBarButtonItem" title="About" id="about">
                                    <connections>
                                        <action selector="about:" destination="crypt" id="a1"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                        </items>
                    </navigationBar>
                </subviews>
            </view>
            <navigationItem key="navigationItem" title="Crypt" id="own">
                <barButtonItem key="leftBarButtonItem" systemItem="add" id="add">
                    <connections>
                        <action selector="add:" destination="crypt" id="a2"/>
                    </connections>
                </barButtonItem>
                <rightBarButtonItems>
                    <barButtonItem title="Save" style="done" id="save"/>
                    <barButtonItem systemItem="edit" id="edit"/>
                </rightBarButtonItems>
            </navigationItem>
            """, connections: #"<outlet property="saveButton" destination="save" id="o1"/>"#)
        let connectors = IBConnectors(outlets: [
            "BarCryptController.saveButton": { owner, value in IBConnect.outlet(&(owner as! BarCryptController).saveButton, value, "saveButton") },
        ], actions: [
            "BarCryptController.about:": { target, sender, _ in IBConnect.action((target as! BarCryptController).about(_:), sender, "about:") },
            "BarCryptController.add:": { target, sender, _ in IBConnect.action((target as! BarCryptController).add(_:), sender, "add:") },
        ])
        try StoryboardFixture.install([("Crypt.storyboard", StoryboardFixture.storyboard(initial: "crypt", scene))], connectors: connectors)
    }

    func testAStandaloneBarHasItsItemsAndTheirActions() async throws {
        try install()
        let controller = try XCTUnwrap(UIStoryboard(name: "Crypt", bundle: nil).instantiateInitialViewController() as? BarCryptController)
        let bar = try XCTUnwrap(controller.view.subviews.first as? UINavigationBar)
        XCTAssertEqual(bar.items?.map(\.title), ["TEX-CRYPT"])
        let about = try XCTUnwrap(bar.topItem?.rightBarButtonItem)
        XCTAssertEqual(about.title, "About")
        XCTAssertNotNil(bar.barTintColor)
        XCTAssertEqual((bar.titleTextAttributes?[.foregroundColor] as? UIColor)?.rgba.red ?? 0, 1, accuracy: 0.001)
        SelectorDispatch.send(try XCTUnwrap(about.action), to: try XCTUnwrap(about.target), sender: about)
        XCTAssertEqual(controller.sent, ["about:"])

        XCTAssertEqual(controller.navigationItem.title, "Crypt")
        let add = try XCTUnwrap(controller.navigationItem.leftBarButtonItem)
        SelectorDispatch.send(try XCTUnwrap(add.action), to: try XCTUnwrap(add.target), sender: add)
        XCTAssertEqual(controller.sent, ["about:", "add:"])
        XCTAssertEqual(controller.navigationItem.rightBarButtonItems?.map(\.title), ["Save", nil])
        XCTAssertEqual(controller.navigationItem.rightBarButtonItems?.first?.style, .done)
        controller.loadViewIfNeeded()
        XCTAssertTrue(controller.saveButton === controller.navigationItem.rightBarButtonItems?.first, "the outlet reaches the item")
    }

    func testAStandaloneBarShowsItsOwnBackgroundColour() async throws {
        try install()
        let controller = try XCTUnwrap(UIStoryboard(name: "Crypt", bundle: nil).instantiateInitialViewController() as? BarCryptController)
        controller.view.backgroundColor = .black
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 320, height: 400), format: format).image { _ in
            _ = controller.view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 320, height: 400), afterScreenUpdates: true)
        }
        let canvas = try XCTUnwrap(Canvas.decode(png: try XCTUnwrap(image.pngData())))
        let corner = canvas.pixel(x: 3, y: 3)
        XCTAssertEqual(corner.red, 0.51, accuracy: 0.01, "the bar's cyan, not a white fill")
        XCTAssertEqual(corner.green, 1, accuracy: 0.01)
        XCTAssertEqual(corner.blue, 1, accuracy: 0.01)
    }
}

/// A view's corners and border set as runtime attributes in the Identity inspector.
@MainActor
final class StoryboardRuntimeAttributeTests: XCTestCase {
    override func tearDown() async throws {
        InterfaceBuilderRegistry.reset()
    }

    func testALayersCornersAndBorderFromRuntimeAttributesAreApplied() async throws {
        let scene = StoryboardFixture.scene("card", view: """
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                        <real key="value" value="12.5"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                        <integer key="value" value="2"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                    <userDefinedRuntimeAttribute type="number" keyPath="borderThickness">
                        <integer key="value" value="3"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """)
        // The app's `@IBInspectable var borderThickness: Int` on every view, as its generated connector sets it.
        var thickness: [Int] = []
        let connectors = IBConnectors(inspectables: [
            "UIView.borderThickness": { object, value in if let value: Int = IBConnect.inspectable(value) { _ = object; thickness.append(value) } },
        ])
        try StoryboardFixture.install([("Card.storyboard", StoryboardFixture.storyboard(initial: "card", scene))], connectors: connectors)
        let controller = try XCTUnwrap(UIStoryboard(name: "Card", bundle: nil).instantiateInitialViewController())
        controller.loadViewIfNeeded()
        XCTAssertEqual(thickness, [3])
        XCTAssertEqual(controller.view.layer.cornerRadius, 12.5)
        XCTAssertEqual(controller.view.layer.borderWidth, 2)
        XCTAssertTrue(controller.view.clipsToBounds)
    }
}

@MainActor
final class BarCryptController: UIViewController {
    var sent: [String] = []
    var saveButton: UIBarButtonItem?
    func about(_ sender: UIBarButtonItem) { sent.append("about:") }
    func add(_ sender: UIBarButtonItem) { sent.append("add:") }
}
