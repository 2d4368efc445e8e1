import Foundation
import InterfaceBuilder
@testable import UIKit
import XCTest

/// Xibs with their File's Owner, prototype cells made afresh for each dequeue, and segues: shown,
/// presented, embedded, by identifier, with `prepare(for:sender:)` first.
@MainActor
final class NibAndSegueTests: XCTestCase {
    private static let connectors = IBConnectors(
        outlets: [
            "NibGuestCell.nameLabel": { owner, value in IBConnect.outlet(&(owner as! NibGuestCell).nameLabel, value, "nameLabel") },
            "NibListController.tableView": { owner, value in IBConnect.outlet(&(owner as! NibListController).tableView, value, "tableView") },
            "NibCardOwner.card": { owner, value in IBConnect.outlet(&(owner as! NibCardOwner).card, value, "card") },
        ],
        actions: ["NibCardOwner.flip:": { target, sender, _ in IBConnect.action((target as! NibCardOwner).flip(_:), sender, "flip:") }])

    override func tearDown() async throws {
        InterfaceBuilderRegistry.reset()
    }

    private func install() throws {
        let list = StoryboardFixture.scene("list", customClass: "NibListController", view: """
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                <subviews>
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" selectionStyle="none" reuseIdentifier="Guest" id="cell" customClass="NibGuestCell" customModule="Party" customModuleProvider="target">
                                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" id="name">
                                            <rect key="frame" x="16" y="11" width="200" height="21"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                                <connections>
                                    <outlet property="nameLabel" destination="name" id="o1"/>
                                </connections>
                            </tableViewCell>
                        </prototypes>
                        <connections>
                            <outlet property="dataSource" destination="list" id="o2"/>
                        </connections>
                    </tableView>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="more">
                        <rect key="frame" x="0.0" y="300" width="100" height="44"/>
                        <state key="normal" title="More"/>
                        <connections>
                            <segue destination="detail" kind="presentation" identifier="showMore" id="s1"/>
                        </connections>
                    </button>
                    <containerView opaque="NO" contentMode="scaleToFill" id="container">
                        <rect key="frame" x="0.0" y="344" width="320" height="56"/>
                        <connections>
                            <segue destination="detail" kind="embed" identifier="footer" id="s2"/>
                        </connections>
                    </containerView>
                </subviews>
            </view>
            """, connections: """
            <outlet property="tableView" destination="table" id="o3"/>
            <segue destination="detail" kind="show" identifier="manual" id="s3"/>
            """)
        let detail = StoryboardFixture.scene("detail", customClass: "NibDetailController", storyboardIdentifier: "Detail",
                                             view: #"<view key="view" contentMode="scaleToFill" id="droot"/>"#)
        let card = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="NibCardOwner" customModule="Party" customModuleProvider="target">
                        <connections>
                            <outlet property="card" destination="cardView" id="o1"/>
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="cardView">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="120"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="flip">
                                <rect key="frame" x="10" y="10" width="80" height="30"/>
                                <state key="normal" title="Flip"/>
                                <connections>
                                    <action selector="flip:" destination="-1" eventType="touchUpInside" id="a1"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        try StoryboardFixture.install([("List.storyboard", StoryboardFixture.storyboard(initial: "list", list + detail)),
                                       ("Card.xib", card)], connectors: Self.connectors)
    }

    func testPrototypeCellsAreMadeAfreshWithTheirOutlets() async throws {
        try install()
        let controller = try XCTUnwrap(UIStoryboard(name: "List", bundle: nil).instantiateInitialViewController() as? NibListController)
        XCTAssertNil(controller.tableView, "outlets to the view are set when it loads")
        _ = controller.view
        let table = try XCTUnwrap(controller.tableView)
        XCTAssertTrue(table.dataSource === controller)
        table.reloadData()
        let cells = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) as? NibGuestCell }
        XCTAssertEqual(cells.map { $0.nameLabel.text }, ["Kate", "John", "Ann"])
        XCTAssertEqual(Set(cells.map(ObjectIdentifier.init)).count, 3)
        XCTAssertEqual(cells.first?.reuseIdentifier, "Guest")
        XCTAssertEqual(cells.first?.selectionStyle, UITableViewCell.SelectionStyle.none)
    }

    func testSeguesArePreparedThenShown() async throws {
        try install()
        let controller = try XCTUnwrap(UIStoryboard(name: "List", bundle: nil).instantiateInitialViewController() as? NibListController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        XCTAssertEqual(controller.children.map { "\(type(of: $0))" }, ["NibDetailController"], "the container's embed segue ran")
        XCTAssertEqual(controller.prepared, ["footer to NibDetailController, sender none"])
        let more = try XCTUnwrap(controller.view.subviews.compactMap { $0 as? UIButton }.first)
        XCTAssertTrue(more.simulateTap())
        XCTAssertTrue(controller.presentedViewController is NibDetailController)
        XCTAssertEqual(controller.prepared.last, "showMore to NibDetailController, sender button")
        controller.dismiss(animated: false)
        controller.performSegue(withIdentifier: "manual", sender: nil)
        XCTAssertEqual(controller.prepared.last, "manual to NibDetailController, sender none")
        XCTAssertTrue(UIStoryboard(name: "List", bundle: nil).instantiateViewController(withIdentifier: "Detail") is NibDetailController)
    }

    func testAXibConnectsItsFilesOwner() async throws {
        try install()
        let owner = NibCardOwner()
        let objects = UINib(nibName: "Card", bundle: nil).instantiate(withOwner: owner)
        XCTAssertEqual(objects.count, 1)
        let card = try XCTUnwrap(owner.card)
        XCTAssertTrue(objects.first as? UIView === card)
        XCTAssertEqual(card.frame.size, CGSize(width: 200, height: 120))
        let flip = try XCTUnwrap(card.subviews.first as? UIButton)
        XCTAssertTrue(flip.simulateTap())
        XCTAssertEqual(owner.taps, 1)
        XCTAssertNotNil(Bundle.main.loadNibNamed("Card", owner: NibCardOwner()))
    }
}

@MainActor
final class NibGuestCell: UITableViewCell {
    weak var nameLabel: UILabel!
}

@MainActor
final class NibCardOwner: NSObject {
    var card: UIView!
    var taps = 0
    func flip(_ sender: Any) { taps += 1 }
}

@MainActor
final class NibListController: UIViewController, UITableViewDataSource {
    weak var tableView: UITableView!
    var prepared: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Guest", for: indexPath) as! NibGuestCell
        cell.nameLabel.text = ["Kate", "John", "Ann"][indexPath.row]
        return cell
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append("\(segue.identifier ?? "-") to \(type(of: segue.destination)), sender \(sender is UIButton ? "button" : "none")")
    }
}

@MainActor
final class NibDetailController: UIViewController {}
