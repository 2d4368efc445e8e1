import Foundation
@testable import UIKit
import XCTest

/// Snapshots and a collection view's diffable data source, as today's iOS code uses them.
@MainActor
final class DiffableDataSourceTests: XCTestCase {
    private enum Section: Hashable, Sendable { case mains, desserts }

    func testASnapshotKeepsItsSectionsAndItemsInOrder() async {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.mains, .desserts])
        snapshot.appendItems(["Soup", "Stew"], toSection: .mains)
        snapshot.appendItems(["Pie", "Soup"])  // to the last section; "Soup" is already there
        snapshot.insertItems(["Salad"], beforeItem: "Stew")
        snapshot.insertItems(["Cake"], afterItem: "Pie")
        XCTAssertEqual(snapshot.itemIdentifiers, ["Soup", "Salad", "Stew", "Pie", "Cake"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: .desserts), ["Pie", "Cake"])
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: "Cake"), .desserts)
        snapshot.deleteItems(["Salad"])
        XCTAssertEqual(snapshot.numberOfItems, 4)
        XCTAssertEqual(snapshot.indexOfItem("Pie"), 2)
        snapshot.deleteSections([.mains])
        XCTAssertEqual(snapshot.sectionIdentifiers, [.desserts])
    }

    func testApplyingASnapshotShowsItsItemsThroughTheCellProvider() async {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, dish in
            var content = cell.defaultContentConfiguration()
            content.text = dish
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { view, indexPath, dish in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: dish)
        }
        XCTAssertTrue(collectionView.dataSource === dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.mains, .desserts])
        snapshot.appendItems(["Soup"], toSection: .mains)
        snapshot.appendItems(["Pie", "Cake"], toSection: .desserts)
        var applied = false
        dataSource.apply(snapshot, animatingDifferences: true) { applied = true }
        XCTAssertTrue(applied)
        func texts() -> [String?] {
            collectionView.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        }
        XCTAssertEqual(collectionView.numberOfSections, 2)
        XCTAssertEqual(texts(), ["Soup", "Pie", "Cake"])
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)), "Cake")
        XCTAssertEqual(dataSource.indexPath(for: "Pie"), IndexPath(item: 0, section: 1))

        var next = dataSource.snapshot()
        next.deleteItems(["Pie"])
        dataSource.apply(next)
        XCTAssertEqual(texts(), ["Soup", "Cake"])
    }

    func testATableShowsItsSnapshotAndRefusesEditingUnlessASubclassAllowsIt() async {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "dish")
        let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: tableView) { table, indexPath, dish in
            let cell = table.dequeueReusableCell(withIdentifier: "dish", for: indexPath)
            cell.textLabel?.text = dish
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.desserts])
        snapshot.appendItems(["Pie", "Cake"])
        dataSource.apply(snapshot)
        XCTAssertEqual(tableView.visibleCells.map { $0.textLabel?.text }, ["Pie", "Cake"])
        XCTAssertFalse(dataSource.tableView(tableView, canEditRowAt: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)), "Cake")
    }
}
