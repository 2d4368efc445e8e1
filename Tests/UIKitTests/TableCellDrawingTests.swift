import Foundation
import IMSimGraphics
@testable import UIKit
import XCTest

/// A table's rows are drawn as iOS 17 draws them: a checkmark in the tint colour, a grey chevron for a
/// disclosure indicator, and a hairline separator under each row unless the table has none.
@MainActor
final class TableCellDrawingTests: XCTestCase {
    private final class Rows: NSObject, UITableViewDataSource {
        let accessories: [UITableViewCell.AccessoryType]
        init(_ accessories: [UITableViewCell.AccessoryType]) { self.accessories = accessories }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { accessories.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.accessoryType = accessories[indexPath.row]
            return cell
        }
    }

    private func drawn(_ view: UIView) -> Canvas {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { context in
            UIColor.white.setFill()
            context.fill(view.bounds)
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        return Canvas.decode(png: image.pngData()!)!
    }

    /// The pixels of a column range of one row, as (red, green, blue) rounded.
    private func pixels(_ canvas: Canvas, row: Int, xs: ClosedRange<Int>) -> [RGBA] {
        xs.flatMap { x in (row * 44 + 8...row * 44 + 36).map { canvas.pixel(x: x, y: $0) } }
    }

    func testAccessoriesAndSeparatorsAreDrawn() async {
        let rows = Rows([.checkmark, .disclosureIndicator, .none])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132), style: .plain)
        table.rowHeight = 44
        table.dataSource = rows
        table.reloadData()
        table.layoutIfNeeded()
        let canvas = drawn(table)
        let accessoryColumns = 280...310
        XCTAssertTrue(pixels(canvas, row: 0, xs: accessoryColumns).contains { $0.blue > 0.8 && $0.red < 0.3 }, "a blue checkmark")
        XCTAssertTrue(pixels(canvas, row: 1, xs: accessoryColumns).contains { $0.red < 0.9 && abs($0.red - $0.blue) < 0.05 },
                      "a grey chevron")
        XCTAssertTrue(pixels(canvas, row: 2, xs: accessoryColumns).allSatisfy { $0.red > 0.98 }, "no accessory")
        XCTAssertLessThan(canvas.pixel(x: 100, y: 43).red, 0.95, "a separator under the first row")
        XCTAssertGreaterThan(canvas.pixel(x: 8, y: 43).red, 0.98, "indented 16 points")
        table.separatorStyle = .none
        XCTAssertGreaterThan(drawn(table).pixel(x: 100, y: 43).red, 0.98, "no separator when the table has none")
    }
}
