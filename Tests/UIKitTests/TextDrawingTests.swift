import Foundation
@testable import UIKit
import XCTest

/// Text drawn with a real font: dark pixels where the text's bounds say, none elsewhere.
final class TextDrawingTests: XCTestCase {
    private let font = UIFont.systemFont(ofSize: 20)

    /// Black text on white at scale 1; returns the image and the text's bounding rectangle.
    private func renderText(_ text: String, attributes: [NSAttributedString.Key: Any], width: CGFloat,
                            at origin: CGPoint = CGPoint(x: 10, y: 10)) -> (UIImage, CGRect) {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let size = CGSize(width: 200, height: 200)
        let bounds = text.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                       options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            text.draw(with: CGRect(origin: origin, size: CGSize(width: width, height: 1000)),
                      options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        }
        return (image, bounds.offsetBy(dx: origin.x, dy: origin.y))
    }

    /// The pixels darker than mid-gray, inside and outside `rect` (grown by a pixel for anti-aliasing).
    private func darkPixels(_ image: UIImage, around rect: CGRect) -> (inside: Int, outside: Int) {
        let grown = rect.insetBy(dx: -1, dy: -1)
        var inside = 0, outside = 0
        for (y, row) in image.pixelRows().enumerated() {
            for (x, color) in row.enumerated() where color.red < 0.5 {
                if grown.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) { inside += 1 } else { outside += 1 }
            }
        }
        return (inside, outside)
    }

    func testBlackTextStaysInsideItsBoundingRect() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.black]
        let (image, bounds) = renderText("Hello, sundae", attributes: attributes, width: 180)
        XCTAssertGreaterThan(bounds.width, 60, "a 20-point line of 13 characters is wide")
        XCTAssertLessThan(bounds.height, 30, "one line")
        let dark = darkPixels(image, around: bounds)
        XCTAssertGreaterThan(dark.inside, 100, "the glyphs are drawn")
        XCTAssertEqual(dark.outside, 0, "no ink outside \(bounds)")
    }

    func testWrappingAndLineSpacingGrowTheBounds() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        style.lineBreakMode = .byWordWrapping
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style]
        let single = "one two three four five six".size(withAttributes: [.font: font])
        let (image, bounds) = renderText("one two three four five six", attributes: attributes, width: 100)
        XCTAssertLessThanOrEqual(bounds.width, 100)
        XCTAssertGreaterThan(bounds.height, 3 * single.height + 2 * 6 - 1, "at least three lines, spaced")
        let dark = darkPixels(image, around: bounds)
        XCTAssertGreaterThan(dark.inside, 100)
        XCTAssertEqual(dark.outside, 0)
    }

    func testAlignmentMovesTheLine() {
        func inkLeft(_ alignment: NSTextAlignment) -> Int {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            let (image, _) = renderText("ab", attributes: [.font: font, .paragraphStyle: style], width: 180)
            let rows = image.pixelRows()
            for x in 0..<200 {
                for y in 0..<40 where rows[y][x].red < 0.5 { return x }
            }
            return -1
        }
        let left = inkLeft(.left), center = inkLeft(.center), right = inkLeft(.right)
        XCTAssertLessThan(left, 20)
        XCTAssertGreaterThan(center, left + 50)
        XCTAssertGreaterThan(right, center + 50)
    }

    func testAttributedStringColoursAndTruncation() {
        let text = NSMutableAttributedString(string: "Red ", attributes: [.font: font, .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "Blue", attributes: [.font: font, .foregroundColor: UIColor.blue]))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 40), format: format).image { _ in
            text.draw(in: CGRect(x: 0, y: 0, width: 200, height: 40))
        }
        var reds = 0, blues = 0
        for row in image.pixelRows() {
            for color in row where color.alpha > 0.9 {
                if color.red > 0.8 && color.blue < 0.2 { reds += 1 }
                if color.blue > 0.8 && color.red < 0.2 { blues += 1 }
            }
        }
        XCTAssertGreaterThan(reds, 20)
        XCTAssertGreaterThan(blues, 20)

        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let long = NSAttributedString(string: String(repeating: "wide words ", count: 20),
                                      attributes: [.font: font, .paragraphStyle: style])
        let truncated = long.boundingRect(with: CGSize(width: 120, height: 500), options: .usesLineFragmentOrigin,
                                          context: nil)
        XCTAssertLessThanOrEqual(truncated.width, 120)
        XCTAssertLessThan(truncated.height, 30, "a truncating style draws one line")
    }

    /// A label of two lines cut by clipping ends its second line without the ellipsis a truncating
    /// one draws there.
    func testOnlyATruncatingLabelEndsItsLastLineWithAnEllipsis() async {
        func drawn(_ mode: NSLineBreakMode) -> [[UIColor]] {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
            label.numberOfLines = 2
            label.lineBreakMode = mode
            label.text = String(repeating: "wide words ", count: 20)
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(size: label.bounds.size, format: format).image { _ in
                label.drawText(in: label.bounds)
            }.pixelRows()
        }
        let clipped = drawn(.byClipping), truncated = drawn(.byTruncatingTail)
        XCTAssertEqual(clipped.prefix(18).map { $0.map(\.alpha) }, truncated.prefix(18).map { $0.map(\.alpha) }, "the first line is the same")
        XCTAssertNotEqual(clipped.map { $0.map(\.alpha) }, truncated.map { $0.map(\.alpha) }, "the second is not")
    }

    /// A label whose frame was rounded to the screen's pixels after its text was measured to fit, and
    /// lacks a fraction of a point, draws its text whole and is not truncated, as on iOS; a point less is.
    func testALabelAFractionOfAPointTooNarrowDrawsItsTextWhole() async {
        func label(lacking: CGFloat) -> UILabel {
            let label = UILabel()
            label.text = "Plan a Gaming Session"
            label.font = .boldSystemFont(ofSize: 22)
            let natural = ("Plan a Gaming Session" as NSString).size(withAttributes: [.font: label.font!]).width
            label.frame = CGRect(x: 0, y: 0, width: natural - lacking, height: 30)
            return label
        }
        func drawsEllipsis(_ label: UILabel) -> Bool {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let whole = UIGraphicsImageRenderer(size: label.bounds.size, format: format).image { _ in label.drawText(in: label.bounds) }
            let wide = UILabel(frame: CGRect(x: 0, y: 0, width: label.bounds.width + 40, height: 30))
            wide.text = label.text
            wide.font = label.font
            let reference = UIGraphicsImageRenderer(size: label.bounds.size, format: format).image { _ in wide.drawText(in: wide.bounds) }
            return whole.pixelRows().map { $0.map(\.alpha) } != reference.pixelRows().map { $0.map(\.alpha) }
        }
        XCTAssertFalse(label(lacking: 0.3).isTruncated)
        XCTAssertFalse(drawsEllipsis(label(lacking: 0.3)), "drawn as in a label wide enough")
        XCTAssertTrue(label(lacking: 1).isTruncated)
        XCTAssertTrue(drawsEllipsis(label(lacking: 1)))
    }
}
