import Foundation
import UIKit
import XCTest

private final class NameCell: UICollectionViewCell {
    static var made = 0
    let label = UILabel()
    var reuses = 0

    override init(frame: CGRect) {
        NameCell.made += 1
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        label.text = nil
    }
}

/// Names in one section; records what the collection view asks and tells.
private final class NamesSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var names: [String]
    var asked: [IndexPath] = []
    var events: [String] = []
    var refused: Set<IndexPath> = []

    init(_ names: [String]) {
        self.names = names
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        names.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        asked.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Name", for: indexPath)
        (cell as? NameCell)?.label.text = names[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldSelect \(indexPath.item)")
        return !refused.contains(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.item)")
    }
}

@MainActor
final class CollectionViewTests: XCTestCase {
    private var source = NamesSource([])

    private func collectionView(_ names: [String]) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                    collectionViewLayout: UICollectionViewFlowLayout())
        view.register(NameCell.self, forCellWithReuseIdentifier: "Name")
        source = NamesSource(names)
        view.dataSource = source
        view.delegate = source
        return view
    }

    private func texts(_ view: UICollectionView) -> [String?] {
        view.subviews.compactMap { ($0 as? NameCell)?.label.text }
    }

    func testRegisteredCellsAreMadeThenReused() async {
        let view = collectionView(["Cone", "Cup"])
        NameCell.made = 0
        XCTAssertEqual(texts(view), ["Cone", "Cup"], "the first read loads the data")
        XCTAssertEqual(NameCell.made, 2)
        XCTAssertEqual(view.visibleCells.map(\.reuseIdentifier), ["Name", "Name"])
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)

        let before = view.visibleCells
        source.names = ["Vanilla", "Chocolate", "Strawberry"]
        view.reloadData()
        XCTAssertEqual(texts(view), ["Vanilla", "Chocolate", "Strawberry"])
        XCTAssertEqual(NameCell.made, 3, "two cells came back from the reuse queue")
        XCTAssertEqual(Set(view.visibleCells.compactMap { ($0 as? NameCell)?.reuses }), [0, 1])
        XCTAssertTrue(before.allSatisfy { cell in view.visibleCells.contains { $0 === cell } })
        XCTAssertEqual(view.subviews.count, 3, "no cell is left over in the view tree")
    }

    func testTappingSelectsThroughTheDelegate() async {
        let view = collectionView(["Cone", "Cup", "Bowl"])
        let cone = IndexPath(item: 0, section: 0), cup = IndexPath(item: 1, section: 0)
        XCTAssertTrue(view.simulateTap(at: cone))
        XCTAssertEqual(source.events, ["shouldSelect 0", "didSelect 0"])
        XCTAssertEqual(view.indexPathsForSelectedItems, [cone])
        XCTAssertEqual(view.cellForItem(at: cone)?.isSelected, true)

        XCTAssertTrue(view.simulateTap(at: cup))
        XCTAssertEqual(source.events.suffix(3), ["shouldSelect 1", "didDeselect 0", "didSelect 1"])
        XCTAssertEqual(view.indexPathsForSelectedItems, [cup])
        XCTAssertEqual(view.cellForItem(at: cone)?.isSelected, false)

        source.refused = [IndexPath(item: 2, section: 0)]
        XCTAssertFalse(view.simulateTap(at: IndexPath(item: 2, section: 0)))
        XCTAssertEqual(view.indexPathsForSelectedItems, [cup], "a refused tap leaves the selection")
        XCTAssertFalse(view.simulateTap(at: IndexPath(item: 3, section: 0)), "no such item")

        let count = source.events.count
        view.selectItem(at: cone, animated: false, scrollPosition: [])
        view.deselectItem(at: cone, animated: false)
        XCTAssertEqual(source.events.count, count, "selecting in code doesn't call the delegate")
        XCTAssertNil(view.indexPathsForSelectedItems, "selecting Cone in code deselected Cup")

        view.allowsMultipleSelection = true
        view.selectItem(at: cone, animated: false, scrollPosition: [])
        XCTAssertTrue(view.simulateTap(at: cup))
        XCTAssertEqual(view.indexPathsForSelectedItems, [cone, cup])
        XCTAssertTrue(view.simulateTap(at: cup))
        XCTAssertEqual(source.events.last, "didDeselect 1", "a tap on a selected item deselects it")
        view.reloadData()
        XCTAssertNil(view.indexPathsForSelectedItems, "reloading clears the selection")
    }

    func testUpdatesKeepTheCellsOfItemsThatStay() async {
        let view = collectionView(["Cone", "Cup"])
        let cone = view.visibleCells[0], cup = view.visibleCells[1]
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        source.asked = []

        source.names.insert("Bowl", at: 0)
        view.insertItems(at: [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(source.asked, [IndexPath(item: 0, section: 0)], "only the new item is asked for")
        XCTAssertEqual(texts(view), ["Bowl", "Cone", "Cup"])
        XCTAssertTrue(view.visibleCells[1] === cone && view.visibleCells[2] === cup)
        XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)], "the selection follows Cup")

        source.asked = []
        var completed = false
        let source = source
        view.performBatchUpdates({
            source.names.remove(at: 1)
            source.names.append("Waffle")
            view.deleteItems(at: [IndexPath(item: 1, section: 0)])
            view.insertItems(at: [IndexPath(item: 2, section: 0)])
        }, completion: { completed = $0 })
        XCTAssertTrue(completed)
        XCTAssertEqual(source.asked, [IndexPath(item: 2, section: 0)])
        XCTAssertEqual(texts(view), ["Bowl", "Cup", "Waffle"])
        XCTAssertTrue(view.visibleCells[1] === cup)
        XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])

        source.asked = []
        source.names[0] = "Plate"
        view.reloadItems(at: [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(source.asked, [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(texts(view), ["Plate", "Cup", "Waffle"])
        XCTAssertEqual(view.numberOfItems(inSection: 0), 3)
    }

    func testCollectionViewControllerIsItsViewsDataSourceAndDelegate() async {
        let layout = UICollectionViewFlowLayout()
        let controller = UICollectionViewController(collectionViewLayout: layout)
        XCTAssertTrue(controller.collectionViewLayout === layout)
        let view = try? XCTUnwrap(controller.collectionView)
        XCTAssertTrue(controller.view === view)
        XCTAssertTrue(view?.dataSource === controller && view?.delegate === controller)
        XCTAssertTrue(view?.collectionViewLayout === layout)
        XCTAssertEqual(view?.numberOfItems(inSection: 0), 0)
    }

    func testCellContentConfigurationShowsItsText() async {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var configuration = cell.defaultContentConfiguration()
        configuration.text = "Sprinkles"
        configuration.secondaryText = "on top"
        cell.contentConfiguration = configuration
        XCTAssertTrue(cell.contentView is UIListContentView)
        XCTAssertEqual(cell.contentView.frame, cell.bounds)
        let labels = cell.contentView.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
        XCTAssertEqual(labels.map(\.text), ["Sprinkles", "on top"])
        let shownView = cell.contentView
        configuration.secondaryText = nil
        cell.contentConfiguration = configuration
        XCTAssertTrue(cell.contentView === shownView, "the view takes a configuration of its kind")
        XCTAssertEqual(cell.contentView.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }.map(\.text),
                       ["Sprinkles"])
    }
}

/// Cells and headers from registrations (iOS 14), as today's code makes them.
private final class RegisteredSource: NSObject, UICollectionViewDataSource {
    let toppings = ["Sprinkles", "Cherry"]
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, topping in
        var content = cell.defaultContentConfiguration()
        content.text = topping
        cell.contentConfiguration = content
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
        elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
        header.accessibilityLabel = "Toppings"
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        toppings.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: toppings[indexPath.item])
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
}

@MainActor
final class CollectionViewRegistrationTests: XCTestCase {
    func testRegistrationsMakeAndConfigureCellsAndHeaders() async {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let source = RegisteredSource()
        view.dataSource = source
        let texts = view.visibleCells.map { cell in
            cell.contentView.subviews.compactMap { $0 as? UILabel }.first { !$0.isHidden }?.text
        }
        XCTAssertEqual(texts, ["Sprinkles", "Cherry"])
        let header = view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                            at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header?.accessibilityLabel, "Toppings")
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 0, width: 320, height: 40))
        XCTAssertTrue(view.subviews.first === header, "the header comes first, in the layout's order")
    }
}
