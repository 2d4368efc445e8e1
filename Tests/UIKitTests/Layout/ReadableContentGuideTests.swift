import Foundation
@testable import UIKit
import XCTest

/// `readableContentGuide`: the margins' area, at most 672 points wide, centred in it.
@MainActor
final class ReadableContentGuideTests: XCTestCase {
    private func pinned(inWidth width: CGFloat) -> (UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 300))
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        let guide = root.readableContentGuide
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        return (root, text)
    }

    func testOnAPhoneItIsTheMarginsArea() async {
        let (root, text) = pinned(inWidth: 390)
        XCTAssertEqual(text.frame, CGRect(x: 8, y: 8, width: 374, height: 20))
        XCTAssertEqual(root.readableContentGuide.layoutFrame, root.layoutMarginsGuide.layoutFrame)
    }

    func testInAWideViewItIsAReadableLineCentred() async {
        let (root, text) = pinned(inWidth: 1000)
        XCTAssertEqual(text.frame, CGRect(x: 164, y: 8, width: 672, height: 20))
        XCTAssertEqual(root.readableContentGuide.layoutFrame, CGRect(x: 164, y: 8, width: 672, height: 284))
    }
}
