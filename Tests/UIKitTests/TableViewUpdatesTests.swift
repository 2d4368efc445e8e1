import Foundation
@testable import UIKit
import XCTest

/// A table's data that counts what the table asks of it.
private final class GroceriesSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var items: [String]
    var asked: [IndexPath] = []
    var ended: [String] = []

    init(_ items: [String]) {
        self.items = items
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        ended.append(cell.textLabel?.text ?? "")
    }
}

@MainActor
final class TableViewUpdatesTests: XCTestCase {
    private var source = GroceriesSource([])

    private func table(_ items: [String]) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        source = GroceriesSource(items)
        table.dataSource = source
        table.delegate = source
        table.rowHeight = 44
        _ = table.visibleCells
        source.asked = []
        return table
    }

    private func texts(_ table: UITableView) -> [String?] {
        table.subviews.compactMap { ($0 as? UITableViewCell)?.textLabel?.text }
    }

    func testInsertingARowAsksOnlyForItAndKeepsTheOthersCells() async {
        let table = table(["Mussels", "Fries"])
        let mussels = table.visibleCells[0], fries = table.visibleCells[1]
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)

        source.items.insert("Bread", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)

        XCTAssertEqual(source.asked, [IndexPath(row: 0, section: 0)], "only the new row is asked for")
        XCTAssertEqual(texts(table), ["Bread", "Mussels", "Fries"], "the subviews are in the rows' order")
        XCTAssertTrue(table.visibleCells[1] === mussels && table.visibleCells[2] === fries)
        XCTAssertEqual(table.visibleCells.map(\.frame.minY), [0, 44, 88])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0), "the selection follows Fries")
        XCTAssertTrue(fries.isSelected)
    }

    func testABatchDeletesMovesAndReloads() async {
        let table = table(["Mussels", "Fries", "Beer", "Mayo"])
        let fries = table.visibleCells[1]
        var completed = false
        let source = source
        table.performBatchUpdates({
            source.items = ["Beer", "Fries", "Aioli"]
            table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)], with: .fade)
            table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        }, completion: { completed = $0 })

        XCTAssertTrue(completed)
        XCTAssertEqual(source.asked, [IndexPath(row: 2, section: 0)])
        XCTAssertEqual(texts(table), ["Beer", "Fries", "Aioli"])
        XCTAssertTrue(table.visibleCells[1] === fries)
        XCTAssertEqual(source.ended.sorted(), ["Mayo", "Mussels"], "the delegate hears of the rows that left")

        source.asked = []
        source.items[1] = "Frites"
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        XCTAssertEqual(source.asked, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(texts(table), ["Beer", "Frites", "Aioli"])
    }

    func testReconfiguringARowHandsBackItsCell() async {
        let table = table(["Mussels", "Fries"])
        let fries = table.visibleCells[1]
        source.items[1] = "Frites"
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        XCTAssertTrue(table.visibleCells[1] === fries, "dequeueReusableCell(withIdentifier:for:) gave the row's own cell")
        XCTAssertEqual(fries.textLabel?.text, "Frites")
        XCTAssertEqual(source.ended, [], "the cell never left")
    }

    func testBeginAndEndUpdatesNestAndMeasureTheRowsAgain() async {
        let table = table(["Mussels", "Fries"])
        table.beginUpdates()
        table.beginUpdates()
        source.items.append("Beer")
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        table.endUpdates()
        XCTAssertEqual(texts(table), ["Mussels", "Fries"], "the inner end applies nothing")
        table.endUpdates()
        XCTAssertEqual(texts(table), ["Mussels", "Fries", "Beer"])

        table.rowHeight = 60
        table.beginUpdates()
        table.endUpdates()
        XCTAssertEqual(table.visibleCells.map(\.frame.minY), [0, 60, 120], "an empty batch places the rows again")
        XCTAssertEqual(table.contentSize.height, 180)
        XCTAssertEqual(source.asked, [IndexPath(row: 2, section: 0)])
    }

    func testAFieldEditedInARowThatStaysGoesOnBeingEdited() async {
        let table = table(["Mussels", "Fries"])
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        table.visibleCells[1].contentView.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())

        source.items.insert("Bread", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        XCTAssertTrue(field.isFirstResponder, "the row's cell was kept")

        table.reloadData()
        XCTAssertFalse(field.isFirstResponder, "reloading takes the cells out: editing ends, as on iOS")
    }

    func testSectionsInsertedAndDeleted() async {
        let table = table(["Mussels"])
        final class Sections: NSObject, UITableViewDataSource {
            var sections: [[String]]
            init(_ sections: [[String]]) { self.sections = sections }
            func numberOfSections(in tableView: UITableView) -> Int { sections.count }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
                cell.textLabel?.text = sections[indexPath.section][indexPath.row]
                return cell
            }
        }
        let sections = Sections([["Mussels"]])
        table.dataSource = sections
        let mussels = table.visibleCells[0]
        sections.sections.insert(["Beer", "Wine"], at: 0)
        table.insertSections(IndexSet(integer: 0), with: .automatic)
        XCTAssertEqual(texts(table), ["Beer", "Wine", "Mussels"])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 1)) === mussels)
        sections.sections.remove(at: 0)
        table.deleteSections(IndexSet(integer: 0), with: .automatic)
        XCTAssertEqual(texts(table), ["Mussels"])
        XCTAssertTrue(table.visibleCells[0] === mussels)
    }

    /// A row's field that stops being edited as its row is deleted sees the table as it is after the
    /// update, and may ask for another update then (apps resize rows so), as on iOS.
    func testACellLeavingSeesTheTableAfterTheUpdate() async {
        let table = table(["Mussels", "Fries", "Beer"])
        final class Watcher: NSObject, UITextFieldDelegate {
            var seen: [String] = []
            weak var table: UITableView?
            weak var cell: UITableViewCell?
            func textFieldDidEndEditing(_ textField: UITextField) {
                guard let table else { return }
                seen.append("rows \(table.numberOfRows(inSection: 0)), path \(cell.flatMap(table.indexPath(for:)).map { "\($0.row)" } ?? "none")")
                table.beginUpdates()
                table.endUpdates()
            }
        }
        let watcher = Watcher()
        let last = table.visibleCells[2]
        watcher.table = table
        watcher.cell = last
        let field = UITextField()
        field.delegate = watcher
        last.contentView.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        source.items.removeLast()
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        XCTAssertEqual(watcher.seen, ["rows 2, path none"])
        XCTAssertEqual(texts(table), ["Mussels", "Fries"])
        XCTAssertFalse(field.isFirstResponder)
    }

    /// UIKit declares the updates `open`: an app's subclass overrides them.
    func testASubclassOverridesTheUpdates() async {
        final class CountingTable: UITableView {
            var inserts = 0
            override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
                inserts += 1
                super.insertRows(at: indexPaths, with: animation)
            }
        }
        final class CountingCollection: UICollectionView {
            var inserts = 0
            override func insertItems(at indexPaths: [IndexPath]) {
                inserts += 1
                super.insertItems(at: indexPaths)
            }
        }
        let table = CountingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        let rows = GroceriesSource(["Mussels"])
        table.dataSource = rows
        _ = table.visibleCells
        rows.items.append("Fries")
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        XCTAssertEqual(table.inserts, 1)
        XCTAssertEqual(texts(table), ["Mussels", "Fries"])
        let collection = CountingCollection(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.insertItems(at: [])
        XCTAssertEqual(collection.inserts, 1)
    }

    func testTheCountsAUpdateMustMatchAreUIKits() async {
        var updates = BatchUpdates()
        updates.insertedItems = [IndexPath(row: 0, section: 0)]
        updates.deletedItems = [IndexPath(row: 1, section: 0)]
        let kept = updates.keptElements(oldCounts: [3], newCounts: [3], .tableView)
        XCTAssertEqual(kept, [IndexPath(row: 1, section: 0): IndexPath(row: 0, section: 0),
                              IndexPath(row: 2, section: 0): IndexPath(row: 2, section: 0)])
    }
}
