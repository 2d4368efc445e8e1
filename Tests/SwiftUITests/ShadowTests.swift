@testable import SwiftUI
@testable import UIKit
import XCTest

/// `shadow(color:radius:x:y:)` and `blur(radius:)`: the view's drawing casts a blurred, offset
/// shadow, or is blurred; layout is unchanged.
@MainActor
final class ShadowTests: XCTestCase {
    private func picture(_ hosted: Hosted<some View>) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let view = hosted.controller.view!
        return UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
    }

    func testABlurredSquareSpreadsPastItsEdgesAndKeepsItsPlace() async {
        let square = ZStack {
            Color.white
            Rectangle().fill(Color.black).frame(width: 20, height: 20).blur(radius: 16).accessibilityIdentifier("square")
        }
        let hosted = Hosted(square, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(hosted.frame("square"), CGRect(x: 40, y: 40, width: 20, height: 20))
        let image = picture(hosted)
        let outside = brightness(image, 50, 64), centre = brightness(image, 50, 50), far = brightness(image, 5, 5)
        XCTAssertLessThan(outside, 0.95, "the blur reaches past the edge")
        XCTAssertGreaterThan(centre, 0.1, "the middle is lightened")
        XCTAssertLessThan(centre, outside)
        XCTAssertGreaterThan(far, 0.99)
    }

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
