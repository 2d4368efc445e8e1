import Foundation
import UIKit
import XCTest

private final class NameCell: UITableViewCell {
    static var made = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        NameCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class NamesSource: UITableViewDataSource, UITableViewDelegate {
    var names: [String]
    var selected: [IndexPath] = []

    init(_ names: [String]) {
        self.names = names
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            names.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@MainActor
final class TableViewTests: XCTestCase {
    private func cellTexts(_ table: UITableView) -> [String?] {
        table.subviews.compactMap { ($0 as? UITableViewCell)?.textLabel?.text }
    }

    func testIndexPathRowAndSection() async {
        let indexPath = IndexPath(row: 3, section: 1)
        XCTAssertEqual(indexPath.row, 3)
        XCTAssertEqual(indexPath.section, 1)
        XCTAssertEqual(indexPath.item, 3)
    }

    func testCellsAreBuiltFromTheDataSourceAsSubviews() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(NameCell.self, forCellReuseIdentifier: "Cell")
        let source = NamesSource(["Mussels", "Fries"])
        table.dataSource = source
        table.delegate = source

        XCTAssertEqual(cellTexts(table), ["Mussels", "Fries"], "the first read loads the data")
        XCTAssertTrue(table.visibleCells.allSatisfy { $0 is NameCell })
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessibilityLabel, "Fries")
        XCTAssertEqual(table.visibleCells.map(\.frame.minY), [0, 44])

        source.names.append("Andalouse sauce")
        XCTAssertEqual(cellTexts(table).count, 2, "no reload, no change")
        table.reloadData()
        XCTAssertEqual(cellTexts(table), ["Mussels", "Fries", "Andalouse sauce"])
        XCTAssertEqual(table.subviews.count, 3, "old cells left the view tree")
    }

    func testCellsAreReused() async {
        let table = UITableView()
        table.register(NameCell.self, forCellReuseIdentifier: "Cell")
        let source = NamesSource(["a", "b"])
        table.dataSource = source
        table.reloadData()
        let before = NameCell.made
        table.reloadData()
        XCTAssertEqual(NameCell.made, before, "reloading reuses the cells")
    }

    func testSimulatedSelectionAndDeletion() async {
        let table = UITableView()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let source = NamesSource(["Mussels", "Fries"])
        table.dataSource = source
        table.delegate = source

        XCTAssertTrue(table.simulateSelectRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(source.selected, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        XCTAssertFalse(table.simulateSelectRow(at: IndexPath(row: 5, section: 0)))

        XCTAssertTrue(table.simulateCommit(.delete, forRowAt: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(cellTexts(table), ["Fries"])
    }
}

/// A finger's tap on a row selects it, as the table does on iOS; a drag over it scrolls instead.
@MainActor
final class TableViewFingerTests: XCTestCase {
    func testATapOnARowSelectsItAndADragDoesNot() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let source = NamesSource((1...20).map { "Name \($0)" })
        table.dataSource = source
        table.delegate = source
        root.addSubview(table)
        table.layoutIfNeeded()
        FingerScript(root).tap(CGPoint(x: 100, y: 66))
        XCTAssertEqual(source.selected, [IndexPath(row: 1, section: 0)], "the second row, 44 points high each")
        FingerScript(root).drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 60))
        XCTAssertEqual(source.selected.count, 1, "a drag scrolls, it selects nothing")
        XCTAssertGreaterThan(table.contentOffset.y, 0)
        // A sideways stroke over a row: the table does not scroll sideways, and it is no tap either.
        FingerScript(root).drag(from: CGPoint(x: 60, y: 100), to: CGPoint(x: 260, y: 100))
        XCTAssertEqual(source.selected.count, 1, "a swipe over a row selects nothing")
    }
}
