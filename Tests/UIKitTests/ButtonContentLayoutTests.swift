import Foundation
@testable import UIKit
import XCTest

/// A button's image and title placed by its content alignments and edge insets, drawn where the
/// title label and image view (once asked for) sit.
@MainActor
final class ButtonContentLayoutTests: XCTestCase {
    private let dot = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    func testContentIsCentredThenAlignedLeftWithItsInsets() async {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        button.setImage(dot, for: .normal)
        button.setTitle("Go", for: .normal)
        let centred = button.contentLayout(titleSize: CGSize(width: 20, height: 18))
        XCTAssertEqual(centred.imageRect, CGRect(x: 83, y: 15, width: 10, height: 10), "10 + 4 + 20 centred in 200")
        XCTAssertEqual(centred.titleRect.minX, 97)
        button.contentHorizontalAlignment = .leading
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        let left = button.contentLayout(titleSize: CGSize(width: 20, height: 18))
        XCTAssertEqual(left.imageRect.minX, 16)
        XCTAssertEqual(left.titleRect.minX, 16 + 10 + 4 + 8, "the title moved by its whole left inset against the left edge")
        button.contentVerticalAlignment = .top
        XCTAssertEqual(button.contentLayout(titleSize: .zero).imageRect.minY, 0)
    }

    func testTheImageViewIsMadeOnAskingAndShowsTheCurrentImage() async {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.setImage(dot, for: .normal)
        let imageView = button.imageView
        XCTAssertTrue(imageView?.superview === button)
        XCTAssertTrue(imageView?.image === dot)
        button.layoutIfNeeded()
        XCTAssertEqual(imageView?.frame, CGRect(x: 45, y: 15, width: 10, height: 10))
        let other = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        button.setImage(other, for: .normal)
        XCTAssertTrue(button.imageView?.image === other, "it follows the image for the state")
    }
}
