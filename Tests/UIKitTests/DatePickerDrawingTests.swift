import Foundation
import IMSimGraphics
@testable import UIKit
import XCTest

/// A UIKit date picker is drawn: compact as two grey buttons at its trailing edge, wheels as columns
/// with the chosen row in a band across the middle.
@MainActor
final class DatePickerDrawingTests: XCTestCase {
    private func drawn(_ picker: UIDatePicker) throws -> Canvas {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: picker.bounds.size, format: format).image { context in
            UIColor.white.setFill()
            context.fill(picker.bounds)
            _ = picker.drawHierarchy(in: picker.bounds, afterScreenUpdates: true)
        }
        return try XCTUnwrap(Canvas.decode(png: try XCTUnwrap(image.pngData())))
    }

    /// Columns (x) in row `y` darker than the grey fills: text.
    private func inkColumns(_ canvas: Canvas, y: Int) -> [Int] {
        (0..<canvas.width).filter { canvas.pixel(x: $0, y: y).red < 0.5 }
    }

    private func picker(style: UIDatePickerStyle, height: CGFloat) -> UIDatePicker {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.date = ISO8601DateFormatter().date(from: "2025-06-14T19:30:00Z")!
        picker.preferredDatePickerStyle = style
        return picker
    }

    func testTheCompactStyleShowsTheDateAndTheTimeInGreyButtons() async throws {
        let compact = picker(style: .compact, height: 44)
        XCTAssertEqual(compact.compactParts, ["Jun 14, 2025", "7:30 PM"])
        let canvas = try drawn(compact)
        XCTAssertLessThan(canvas.pixel(x: 318, y: 22).red, 0.98, "a grey button reaches the trailing edge")
        XCTAssertEqual(canvas.pixel(x: 2, y: 22).red, 1, accuracy: 0.01, "the leading part is the background")
        XCTAssertFalse(inkColumns(canvas, y: 22).isEmpty, "text in the buttons")
    }

    func testChangingTheModeOrStyleChangesTheHeightLayoutGives() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let picker = UIDatePicker()
        picker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(picker)
        NSLayoutConstraint.activate([picker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     picker.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     picker.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(picker.frame.height, 34.33, accuracy: 0.5)
        picker.datePickerMode = .countDownTimer
        root.layoutIfNeeded()
        XCTAssertEqual(picker.frame.height, 216, "a countdown is wheels")
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .wheels
        root.layoutIfNeeded()
        XCTAssertEqual(picker.frame.height, 216)
    }

    func testTheWheelsShowTheChosenRowInTheMiddleBand() async throws {
        let wheels = picker(style: .wheels, height: 216)
        XCTAssertEqual(wheels.intrinsicContentSize.height, 216)
        let canvas = try drawn(wheels)
        let band = canvas.pixel(x: 12, y: 108)
        XCTAssertLessThan(band.red, 0.98, "the grey band across the middle")
        XCTAssertGreaterThan(inkColumns(canvas, y: 108).count, 20, "the chosen row's texts, in full ink")
        XCTAssertTrue(inkColumns(canvas, y: 108 - 64).isEmpty, "rows two away are faded, not full ink")
    }
}
