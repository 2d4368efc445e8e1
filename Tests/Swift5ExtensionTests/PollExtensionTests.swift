import Messages
import XCTest

final class PollExtensionTests: XCTestCase {
    func testTheSwift5ExtensionRunsItsTableAndItsPlainHelpers() {
        let controller = PollViewController()
        controller.loadViewIfNeeded()
        controller.tableView.reloadData()
        XCTAssertEqual(controller.summary.text, "0 votes")
        let cell = controller.tableView(controller.tableView, cellForRowAt: IndexPath(row: 1, section: 0)) as? OptionCell
        XCTAssertEqual(cell?.nameLabel.text, "Sushi")
        XCTAssertGreaterThan(OptionCell.made, 0, "the registered class was made through its override of init(style:reuseIdentifier:)")
        controller.tableView(controller.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        XCTAssertEqual(controller.summary.text, "1 vote")
        XCTAssertEqual(controller.preferredContentSize, CGSize(width: 320, height: 240))
    }
}

final class FlavourGridTests: XCTestCase {
    func testTheSwift5CollectionViewLaysOutThreeInARowAndSelects() {
        let controller = FlavourGridController()
        controller.loadViewIfNeeded()
        let collectionView: UICollectionView = controller.collectionView
        collectionView.frame = CGRect(x: 0, y: 0, width: 308, height: 200)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.visibleCells.map(\.frame.minX), [0, 104, 208])
        XCTAssertEqual(collectionView.visibleCells.map(\.frame.width), [100, 100, 100])
        let labels = collectionView.visibleCells.map { cell in
            cell.contentView.subviews.compactMap { $0 as? UILabel }.first { !$0.isHidden }?.text
        }
        XCTAssertEqual(labels, ["Vanilla", "Chocolate", "Strawberry"])
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        controller.collectionView(collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
        XCTAssertEqual(controller.picked, ["Chocolate"])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
    }
}
