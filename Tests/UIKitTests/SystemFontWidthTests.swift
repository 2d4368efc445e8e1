import Foundation
@testable import UIKit
import XCTest

/// Labels Interface Builder sized to fit their text in San Francisco (storyboards of public apps,
/// Xcode 7 to 15, and a public extension's "Opponent") fit it here too: the system font is Inter with
/// San Francisco's tracking, never wider than San Francisco and at most a few percent narrower.
@MainActor
final class SystemFontWidthTests: XCTestCase {
    /// (text, weight, point size, the width Interface Builder gave the label).
    private static let samples: [(String, UIFont.Weight, CGFloat, CGFloat)] = [
        ("Statistics", .regular, 17, 71), ("Sounds", .regular, 17, 58), ("Home Value", .regular, 17, 92),
        ("Down Payment", .regular, 17, 114.5), ("Label", .regular, 17, 42), ("9,999", .regular, 17, 45.5),
        ("Aug 27, 2020", .regular, 17, 101.5), ("Opponent", .regular, 17, 77), ("You", .regular, 17, 29),
        ("45 sec", .regular, 16, 49.5), ("Item Detail Label", .regular, 15, 114.5),
        ("Try more general or different keywords.", .regular, 14, 255), ("Fewer Posts", .regular, 13, 74),
        ("Views", .regular, 13, 36), ("Comments", .regular, 13, 65.5), ("USD", .regular, 25, 50.333),
        ("Score:", .semibold, 25, 74.5), ("HIGHLIGHT", .bold, 13, 74.5), ("SUPPORTER", .bold, 13, 80.5),
    ]

    func testLabelsSizedToFitSanFranciscoFitAndAreNearlyAsWide() async {
        for (text, weight, size, width) in Self.samples {
            let label = UILabel()
            label.font = .systemFont(ofSize: size, weight: weight)
            label.text = text
            let measured = label.intrinsicContentSize.width
            XCTAssertLessThanOrEqual(measured, width, "'\(text)' at \(size) points would be cut where Interface Builder fitted it")
            XCTAssertGreaterThan(measured, width * 0.95, "'\(text)' at \(size) points is much narrower than in San Francisco")
        }
    }
}
