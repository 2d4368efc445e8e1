import Foundation
import IMSimCore
@testable import IMSimExtension
import Messages
import UIKit
import XCTest

/// Flavours in a collection view inside a scroll view; records what the collection view tells.
private final class FlavoursController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400),
                                          collectionViewLayout: UICollectionViewFlowLayout())
    let flavours = ["Vanilla", "Chocolate"]
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let footnote = UILabel(frame: CGRect(x: 0, y: 900, width: 320, height: 20))
        footnote.text = "Far below"
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        scrollView.addSubview(collectionView)
        scrollView.addSubview(footnote)
        view.addSubview(scrollView)
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Flavour")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        flavours.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Flavour", for: indexPath)
        if let cell = cell as? UICollectionViewListCell {
            var content = cell.defaultContentConfiguration()
            content.text = flavours[indexPath.item]
            cell.contentConfiguration = content
        }
        cell.accessibilityIdentifier = flavours[indexPath.item].lowercased()
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@MainActor
final class CollectionScreenTests: XCTestCase {
    func testItemsAreReadInOrderAndEverythingInAScrollViewIsOnScreen() async {
        let controller = FlavoursController()
        controller.loadViewIfNeeded()
        let screen = ScreenReader.snapshot(of: controller)
        XCTAssertEqual(screen.collectionItems, ["Vanilla", "Chocolate"])
        XCTAssertEqual(screen.elements.filter { $0.kind == .item }.map(\.identifier), ["vanilla", "chocolate"])
        XCTAssertTrue(screen.elements.contains { $0.kind == .label && $0.text == "Far below" },
                      "content outside the scroll view's bounds is on screen")
        XCTAssertTrue(screen.tableRows.isEmpty)
    }

    func testTappingAnItemByTextOrIdentifierSelectsIt() async {
        let controller = FlavoursController()
        controller.loadViewIfNeeded()
        let finder = ControlFinder(root: controller)
        XCTAssertNil(finder.tap("Chocolate"))
        XCTAssertEqual(controller.selected, [IndexPath(item: 1, section: 0)])
        XCTAssertNil(finder.tap("vanilla"))
        XCTAssertEqual(controller.collectionView.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(finder.tap("Strawberry"), "no control 'Strawberry' on screen; it shows 'vanilla', 'chocolate'")
    }
}
