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

/// Overrides a scroll view delegate method, as a subclass on iOS writes `override` for it.
private final class ScrollingController: UITableViewController {
    var scrolls = 0

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolls += 1
    }
}

@MainActor
final class TableViewControllerScrollingTests: XCTestCase {
    func testASubclassHearsOfScrollingThroughItsOverride() async {
        let controller = ScrollingController(style: .plain)
        controller.tableView.contentSize = CGSize(width: 375, height: 2000)
        controller.tableView.contentOffset = CGPoint(x: 0, y: 100)
        XCTAssertEqual(controller.scrolls, 1)
    }
}
