import UIKit
import XCTest

/// The IceCreamBuilder-shaped drawing code compiles and draws.
@MainActor
final class StickerRenderingShapesTests: XCTestCase {
    func testAStickerIsDrawnAtItsSize() async throws {
        let layer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        let shapes = StickerRenderingShapes(layers: [layer, nil, layer])
        XCTAssertEqual(try XCTUnwrap(shapes.renderSticker(opaque: true)).size, CGSize(width: 300, height: 300))
        XCTAssertEqual(try XCTUnwrap(shapes.renderSticker(opaque: false)).size, CGSize(width: 75, height: 300))
        XCTAssertNil(StickerRenderingShapes().renderSticker(opaque: true))
    }
}
