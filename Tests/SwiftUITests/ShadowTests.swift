@testable import SwiftUI
@testable import UIKit
import XCTest

/// `shadow(color:radius:x:y:)`: the view's drawing casts a blurred, offset shadow; layout is unchanged.
@MainActor
final class ShadowTests: XCTestCase {
    private func brightness(_ image: UIImage, _ x: Int, _ y: Int) -> CGFloat {
        var white: CGFloat = 0, alpha: CGFloat = 0
        _ = image.pixelColor(x: x, y: y)?.getWhite(&white, alpha: &alpha)
        return white
    }

    func testACardCastsItsShadowBelowItAndKeepsItsPlace() async {
        let card = ZStack {
            Color.white
            RoundedRectangle(cornerRadius: 8).fill(Color.white)
                .frame(width: 60, height: 60)
                .shadow(color: .black, radius: 6, x: 0, y: 10)
                .accessibilityIdentifier("card")
        }
        let hosted = Hosted(card, size: CGSize(width: 120, height: 120))
        XCTAssertEqual(hosted.frame("card"), CGRect(x: 30, y: 30, width: 60, height: 60))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let view = hosted.controller.view!
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        XCTAssertLessThan(brightness(image, 60, 93), 0.7, "under the card, its shadow")
        XCTAssertGreaterThan(brightness(image, 60, 26), 0.95, "above it, the shadow is moved away")
        XCTAssertGreaterThan(brightness(image, 60, 60), 0.99, "the card itself")
        XCTAssertGreaterThan(brightness(image, 5, 5), 0.99, "far from it")
    }
}
