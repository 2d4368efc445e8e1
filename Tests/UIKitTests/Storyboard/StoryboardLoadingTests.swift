import Foundation
import InterfaceBuilder
@testable import UIKit
import XCTest

/// A storyboard's controllers, views, values and connections, made as iOS makes them.
@MainActor
final class StoryboardLoadingTests: XCTestCase {
    /// What the classes below saw, in order.
    static var events: [String] = []

    private static let connectors = IBConnectors(
        outlets: [
            "StoryboardPartyController.titleLabel": { owner, value in IBConnect.outlet(&(owner as! StoryboardPartyController).titleLabel, value, "titleLabel") },
            "StoryboardPartyController.buttons": { owner, value in IBConnect.outlet(&(owner as! StoryboardPartyController).buttons, value, "buttons") },
        ],
        actions: [
            "StoryboardPartyController.send:": { target, sender, _ in IBConnect.action((target as! StoryboardPartyController).send(_:), sender, "send:") },
            "StoryboardPartyController.refresh": { target, _, _ in IBConnect.action((target as! StoryboardPartyController).refresh) },
        ])

    private let view = """
        <view key="view" contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Mussels" textAlignment="center" numberOfLines="2" lineBreakMode="wordWrap" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="22"/>
                    <color key="textColor" name="Felt"/>
                    <nil key="highlightedColor"/>
                </label>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="send">
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="filled" title="Send"/>
                    <accessibility key="accessibilityConfiguration" identifier="send-button"/>
                    <connections>
                        <action selector="send:" destination="party" eventType="touchUpInside" id="a1"/>
                    </connections>
                </button>
                <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="refresh">
                    <state key="normal" title="Refresh">
                        <color key="titleColor" systemColor="systemRedColor"/>
                    </state>
                    <connections>
                        <action selector="refresh" destination="party" eventType="touchUpInside" id="a2"/>
                    </connections>
                </button>
                <view tag="7" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge" customClass="StoryboardBadge" customModule="Party" customModuleProvider="target">
                    <subviews>
                        <view contentMode="scaleToFill" id="inner"/>
                    </subviews>
                    <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <color key="backgroundColor" red="1" green="0.5" blue="0.25" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </view>
        """

    private let outlets = """
        <outlet property="titleLabel" destination="title" id="o1"/>
        <outletCollection property="buttons" destination="refresh" collectionClass="NSMutableArray" id="o2"/>
        <outletCollection property="buttons" destination="send" collectionClass="NSMutableArray" id="o3"/>
        """

    private let felt = """
        <namedColor name="Felt"><color red="0.0" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
        <systemColor name="systemRedColor"><color red="1" green="0.23" blue="0.19" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
        """

    override func setUp() async throws {
        Self.events = []
        let scene = StoryboardFixture.scene("party", customClass: "StoryboardPartyController", view: view, connections: outlets)
        try StoryboardFixture.install([("Main.storyboard", StoryboardFixture.storyboard(initial: "party", scene, resources: felt))],
                                      connectors: Self.connectors)
    }

    override func tearDown() async throws {
        InterfaceBuilderRegistry.reset()
    }

    func testTheInitialControllerIsMadeAwakeThenItsViewOnFirstUse() async throws {
        let controller = try XCTUnwrap(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? StoryboardPartyController)
        XCTAssertEqual(Self.events, ["controller awakeFromNib, view loaded: false"])
        XCTAssertTrue(controller.storyboard != nil)
        _ = controller.view
        XCTAssertEqual(Self.events, [
            "controller awakeFromNib, view loaded: false",
            "StoryboardBadge init(coder:), tag 7, 1 subview",
            "StoryboardBadge awakeFromNib",
            "viewDidLoad, title: Mussels",
        ])
    }

    func testValuesAreDecodedAsUIKitsOwn() async throws {
        let controller = try XCTUnwrap(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? StoryboardPartyController)
        let root = try XCTUnwrap(controller.view)
        XCTAssertEqual(root.backgroundColor, UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 1))
        XCTAssertEqual(root.autoresizingMask, [.flexibleWidth, .flexibleHeight])
        let title = try XCTUnwrap(controller.titleLabel)
        XCTAssertEqual(title.font, .boldSystemFont(ofSize: 22))
        XCTAssertEqual(title.textColor, UIColor(red: 0, green: 0.5, blue: 0, alpha: 1), "a named colour's value kept in <resources>")
        XCTAssertEqual(title.numberOfLines, 2)
        XCTAssertEqual(title.textAlignment, .center)
        XCTAssertEqual(title.lineBreakMode, .byWordWrapping)
        XCTAssertFalse(title.isUserInteractionEnabled)
        XCTAssertFalse(title.translatesAutoresizingMaskIntoConstraints)
        let buttons = try XCTUnwrap(controller.buttons)
        XCTAssertEqual(buttons.map(\.currentTitle), ["Refresh", "Send"], "an outlet collection keeps the document's order")
        XCTAssertEqual(buttons[1].accessibilityIdentifier, "send-button")
        XCTAssertEqual(buttons[1].configuration?.title, "Send", "a configured button shows its configuration's title")
        XCTAssertEqual(buttons[0].buttonType, .system)
        XCTAssertEqual(buttons[0].titleColor(for: .normal), .systemRed, "a system colour is UIKit's, not the value the document keeps")
        let badge = try XCTUnwrap(root.subviews.last as? StoryboardBadge)
        XCTAssertEqual(badge.backgroundColor, .red, "init(coder:) runs after the document's values are decoded")
    }

    func testActionsReachTheirTargetWithTheSenderOrWithout() async throws {
        let controller = try XCTUnwrap(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? StoryboardPartyController)
        _ = controller.view
        for button in controller.buttons { XCTAssertTrue(button.simulateTap()) }
        XCTAssertEqual(controller.sent, ["refresh", "send from Send"])
    }

    func testAMissingStoryboardOrIdentifierIsNamedAsIOSNamesIt() async throws {
        XCTAssertNil(InterfaceBuilderRegistry.document(named: "Nope", kind: .storyboard))
        XCTAssertNil(UIStoryboard(name: "Main", bundle: nil).document.scene(storyboardIdentifier: "Nope"))
    }
}

@MainActor
final class StoryboardPartyController: UIViewController {
    weak var titleLabel: UILabel!
    var buttons: [UIButton]!
    var sent: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        StoryboardLoadingTests.events.append("controller awakeFromNib, view loaded: \(isViewLoaded)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        StoryboardLoadingTests.events.append("viewDidLoad, title: \(titleLabel?.text ?? "nil")")
    }

    func send(_ sender: UIButton) { sent.append("send from \(sender.currentTitle ?? "")") }
    func refresh() { sent.append("refresh") }
}

@MainActor
final class StoryboardBadge: UIView {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        // As on iOS, the document's values are decoded by the time super.init(coder:) returns.
        StoryboardLoadingTests.events.append("StoryboardBadge init(coder:), tag \(tag), \(subviews.count) subview")
        backgroundColor = .red
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        StoryboardLoadingTests.events.append("StoryboardBadge awakeFromNib")
    }
}
