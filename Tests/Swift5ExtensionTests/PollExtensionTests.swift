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
