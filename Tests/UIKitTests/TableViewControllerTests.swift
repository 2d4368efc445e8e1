import Foundation
import UIKit
import XCTest

private final class FriesController: UITableViewController {
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = ["Fries", "Mussels"][indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@MainActor
final class TableViewControllerTests: XCTestCase {
    func testTheTableIsTheViewWithTheControllerAsDataSourceAndDelegate() async {
        let controller = FriesController(style: .insetGrouped)
        let table = controller.tableView
        XCTAssertTrue(controller.view === table)
        XCTAssertEqual(table?.style, .insetGrouped)
        XCTAssertTrue(table?.dataSource === controller && table?.delegate === controller)
        XCTAssertEqual(table?.visibleCells.map(\.accessibilityLabel), ["Fries", "Mussels"],
                       "content configurations show their text in the cell")
        XCTAssertTrue(table?.simulateSelectRow(at: IndexPath(row: 1, section: 0)) ?? false)
        XCTAssertEqual(controller.selected, [IndexPath(row: 1, section: 0)])
    }

    func testSelectionIsClearedWhenTheViewAppears() async {
        let controller = FriesController(style: .plain)
        controller.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        XCTAssertNil(controller.tableView.indexPathForSelectedRow)

        controller.clearsSelectionOnViewWillAppear = false
        controller.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        XCTAssertEqual(controller.tableView.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
    }
}
