import Foundation
@testable import UIKit
import XCTest

/// Positions are kept relative to containers (a superview, the arranged view before): constraints
/// across the tree still place views right, multipliers measure from the common superview's edge as
/// UIKit's do, and a long list keeps the solver's tableau proportional to its length.
@MainActor
final class LayoutCoordinatesTests: XCTestCase {
    func testAMultiplierOnAPositionMeasuresFromTheCommonSuperviewsEdge() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let outer = UIView(frame: CGRect(x: 40, y: 50, width: 200, height: 100))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(outer)
        outer.addSubview(inner)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: inner, attribute: .centerX, relatedBy: .equal, toItem: outer, attribute: .centerX,
                               multiplier: 0.5, constant: 0),
            inner.topAnchor.constraint(equalTo: outer.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 20),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        // A quarter of the way across `outer`, in its own coordinates.
        XCTAssertEqual(inner.frame, CGRect(x: 40, y: 0, width: 20, height: 10))
    }

    func testAViewOutsideAStackLinesUpWithAViewDeepInIt() async {
        let (root, rows) = Self.list(rows: 40)
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(marker)
        let label = rows[29].arrangedSubviews[0]
        NSLayoutConstraint.activate([
            marker.topAnchor.constraint(equalTo: label.topAnchor),
            marker.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 4),
            marker.heightAnchor.constraint(equalTo: label.heightAnchor),
        ])
        root.layoutIfNeeded()
        let labelFrame = label.convert(label.bounds, to: root)
        XCTAssertEqual(marker.frame.minY, labelFrame.minY, accuracy: 0.001)
        XCTAssertEqual(marker.frame.minX, labelFrame.maxX, accuracy: 0.001)
        XCTAssertEqual(marker.frame.height, labelFrame.height, accuracy: 0.001)
        XCTAssertGreaterThan(labelFrame.minY, 29 * 20, "row 30 is below 29 rows")
    }

    func testTheTableauOfAListGrowsWithItsLength() async throws {
        var cells: [Int] = []
        for count in [100, 200] {
            let (root, _) = Self.list(rows: count)
            root.layoutIfNeeded()
            cells.append(try XCTUnwrap(root.solvedLayoutEngine()).solverSize.cells)
        }
        // With positions as sums of every row above, it would grow as the square: 4 times as big.
        XCTAssertLessThan(Double(cells[1]) / Double(cells[0]), 2.3, "\(cells)")
    }

    /// A vertical stack of rows, each a label and a button side by side.
    private static func list(rows count: Int) -> (UIView, [UIStackView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 4
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        var rows: [UIStackView] = []
        for index in 0..<count {
            let label = UILabel()
            label.text = "Item \(index)"
            let button = UIButton(type: .system)
            button.setTitle("Add", for: .normal)
            let row = UIStackView(arrangedSubviews: [label, button])
            row.spacing = 8
            column.addArrangedSubview(row)
            rows.append(row)
        }
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ])
        return (root, rows)
    }
}
