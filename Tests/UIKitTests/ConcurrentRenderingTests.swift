import Foundation
import IMSimCore
@testable import UIKit
import XCTest

/// Renderers on several threads at once, as IceCreamBuilder renders stickers on an `OperationQueue`.
final class ConcurrentRenderingTests: XCTestCase {
    /// What each thread drew: the colour it used and the image.
    private final class Results: @unchecked Sendable {
        // @unchecked Sendable: `images` is only touched while holding `lock`.
        private let lock = NSLock()
        private var images: [Int: UIImage] = [:]

        func store(_ image: UIImage, for index: Int) {
            lock.withLock { images[index] = image }
        }

        var all: [Int: UIImage] { lock.withLock { images } }
    }

    private static func color(_ index: Int) -> UIColor {
        UIColor(red: CGFloat(index % 4) / 3, green: CGFloat(index / 4) / 3, blue: 0.5, alpha: 1)
    }

    /// Draws a disc in the colour of `index`, a label and a gradient: every kind of drawing at once.
    private static func renderSticker(_ index: Int) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60))
        return renderer.image { context in
            color(index).setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 60, height: 60)).fill()
            "\(index)".draw(at: CGPoint(x: 20, y: 20), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 14)])
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                      colors: [UIColor.white.cgColor, UIColor.black.cgColor] as CFArray, locations: nil)!
            context.cgContext.saveGState()
            context.cgContext.clip(to: CGRect(x: 0, y: 50, width: 60, height: 10))
            context.cgContext.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 60, y: 0), options: [])
            context.cgContext.restoreGState()
        }
    }

    func testRenderersOnAnOperationQueueDoNotMix() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 8
        let results = Results()
        let count = 16
        for index in 0..<count {
            queue.addOperation {
                results.store(Self.renderSticker(index), for: index)
            }
        }
        let finished = expectation(description: "all rendered")
        DispatchQueue.global().async {
            queue.waitUntilAllOperationsAreFinished()
            finished.fulfill()
        }
        wait(for: [finished], timeout: TimeoutScale.seconds(60))
        let images = results.all
        XCTAssertEqual(images.count, count)
        for (index, image) in images {
            XCTAssertEqual(image.size, CGSize(width: 60, height: 60))
            guard let centreLeft = image.pixelColor(x: 12, y: 60) else { return XCTFail("no pixel") }
            let expected = Self.color(index)
            XCTAssertEqual(centreLeft.red, expected.red, accuracy: 0.02, "sticker \(index)")
            XCTAssertEqual(centreLeft.green, expected.green, accuracy: 0.02, "sticker \(index)")
            XCTAssertEqual(image.pixelColor(x: 0, y: 0)?.alpha, 0, "sticker \(index): a disc, corners clear")
        }
        XCTAssertNil(UIGraphicsGetCurrentContext(), "no context leaks onto the test's thread")
    }
}
