import Foundation
import IMSimGraphics
@testable import UIKit
import XCTest

/// An alert is drawn over its presenter as iOS draws it: the screen dimmed, a card in the middle with
/// two actions side by side or more stacked, an action sheet at the bottom with its cancel apart.
@MainActor
final class AlertDrawingTests: XCTestCase {
    private let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)

    private func drawn(_ alert: UIAlertController) -> Canvas {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: bounds.size, format: format).image { context in
            UIColor.white.setFill()
            context.fill(bounds)
            alert.drawPresentation(in: bounds, safeArea: .zero)
        }
        return Canvas.decode(png: image.pngData()!)!
    }

    /// The rows (y) in `xs` that hold the system blue of an action's title.
    private func blueRows(_ canvas: Canvas, xs: Range<Int>) -> [Int] {
        (0..<canvas.height).filter { y in
            xs.contains { x in
                let pixel = canvas.pixel(x: x, y: y)
                return pixel.blue > 0.8 && pixel.red < 0.3 && pixel.green < 0.7
            }
        }
    }

    /// Runs of consecutive rows: one per line of text.
    private func runs(_ rows: [Int]) -> Int {
        zip(rows, rows.dropFirst()).filter { $1 != $0 + 1 }.count + (rows.isEmpty ? 0 : 1)
    }

    private func alert(_ titles: [String], style: UIAlertController.Style = .alert) -> UIAlertController {
        let alert = UIAlertController(title: "New element", message: nil, preferredStyle: style)
        for title in titles { alert.addAction(UIAlertAction(title: title, style: title == "Cancel" ? .cancel : .default)) }
        return alert
    }

    func testTheScreenIsDimmedAndTheCardIsNot() async {
        let canvas = drawn(alert(["Cancel", "OK"]))
        let corner = canvas.pixel(x: 2, y: 2)
        XCTAssertEqual(corner.red, 0.8, accuracy: 0.01, "white under a 20% black dimming")
        let cardTop = canvas.pixel(x: 160, y: 480 / 2 - 40)
        XCTAssertEqual(cardTop.red, 0.97, accuracy: 0.01, "the card is not dimmed")
    }

    func testTwoActionsSitSideBySideWithCancelOnTheLeft() async {
        let canvas = drawn(alert(["OK", "Cancel"]))
        let left = blueRows(canvas, xs: 25..<160), right = blueRows(canvas, xs: 160..<295)
        XCTAssertEqual(runs(left), 1)
        XCTAssertEqual(runs(right), 1)
        XCTAssertLessThanOrEqual(abs((left.first ?? 0) - (right.first ?? 999)), 3, "on one row")
        // The cancel action is bold: more blue pixels in "Cancel" than in a regular "Cancel" would have.
        let boldCancel = drawn(alert(["OK", "Cancel"])), plainCancel = drawn({
            let plain = UIAlertController(title: "New element", message: nil, preferredStyle: .alert)
            plain.addAction(UIAlertAction(title: "Cancel", style: .default))
            plain.addAction(UIAlertAction(title: "OK", style: .default))
            return plain
        }())
        XCTAssertGreaterThan(bluePixels(boldCancel, xs: 25..<160), bluePixels(plainCancel, xs: 25..<160))
    }

    func testThreeActionsAreStacked() async {
        let canvas = drawn(alert(["One", "Two", "Cancel"]))
        XCTAssertEqual(runs(blueRows(canvas, xs: 25..<295)), 3)
    }

    func testAnActionSheetSitsAtTheBottomWithItsCancelApart() async {
        let canvas = drawn(alert(["One", "Cancel"], style: .actionSheet))
        let rows = blueRows(canvas, xs: 8..<312)
        XCTAssertEqual(runs(rows), 2)
        XCTAssertGreaterThan(rows.first ?? 0, 300, "in the bottom part of the screen")
        let cancelBox = canvas.pixel(x: 20, y: 480 - 8 - 5)
        XCTAssertEqual(cancelBox.red, 1, accuracy: 0.01, "the cancel action's box is white")
        let gap = canvas.pixel(x: 20, y: 480 - 8 - 57 - 4)
        XCTAssertEqual(gap.red, 0.8, accuracy: 0.01, "a dimmed gap between the groups")
    }

    private func bluePixels(_ canvas: Canvas, xs: Range<Int>) -> Int {
        (0..<canvas.height).reduce(0) { count, y in
            count + xs.filter { x in
                let pixel = canvas.pixel(x: x, y: y)
                return pixel.blue > 0.8 && pixel.red < 0.3 && pixel.green < 0.7
            }.count
        }
    }
}
