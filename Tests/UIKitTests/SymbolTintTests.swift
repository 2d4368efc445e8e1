import Foundation
@testable import UIKit
import XCTest

/// Symbol and template images are drawn in a tint, as on iOS; others keep their colours.
@MainActor
final class SymbolTintTests: XCTestCase {
    func testAnImageViewDrawsASymbolInItsTintColourAndNothingAroundIt() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let imageView = UIImageView(image: UIImage(systemName: "star.fill"))
        imageView.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        imageView.tintColor = .systemRed
        root.addSubview(imageView)
        let picture = UIGraphicsImageRenderer(bounds: root.bounds).image { _ in
            _ = root.drawHierarchy(in: root.bounds, afterScreenUpdates: true)
        }
        let corner = try XCTUnwrap(picture.pixelColor(x: 1, y: 1))
        XCTAssertEqual(corner.red, 1, accuracy: 0.02)
        XCTAssertEqual(corner.blue, 1, accuracy: 0.02, "white outside the symbol")
        let middle = try XCTUnwrap(picture.pixelColor(x: Int(20 * picture.scale), y: Int(20 * picture.scale)))
        XCTAssertEqual(middle.red, 1, accuracy: 0.02)
        XCTAssertLessThan(middle.green, 0.4, "red inside the symbol: \(middle)")
    }
}
