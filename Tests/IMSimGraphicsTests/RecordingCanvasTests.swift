import Foundation
@testable import IMSimGraphics
import XCTest

/// A recorded drawing turned into pixels later, on another thread, gives the pixels drawing at once gives.
final class RecordingCanvasTests: XCTestCase {
    private func draw(on canvas: Canvas) {
        canvas.scaleBy(x: 3, y: 3)
        canvas.fillColor = .white
        canvas.fill(rect: CGRect(x: 0, y: 0, width: 200, height: 120))
        canvas.fillColor = RGBA(red: 0.04, green: 0.52, blue: 1)
        canvas.fillRoundedRect(CGRect(x: 10, y: 10, width: 120, height: 40), cornerRadius: 18)
        canvas.saveState()
        canvas.alpha = 0.5
        canvas.beginTransparencyLayer()
        canvas.fillColor = .black
        canvas.drawText("Count me in", at: CGPoint(x: 20, y: 60), size: 17)
        canvas.endTransparencyLayer()
        canvas.restoreState()
        canvas.shadow = Shadow(offsetX: 0, offsetY: 6, blur: 9, color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.4))
        canvas.fillColor = RGBA(red: 1, green: 0.6, blue: 0.1)
        canvas.fillEllipse(in: CGRect(x: 140, y: 20, width: 40, height: 40))
    }

    func testRasterizingARecordingOnAnotherThreadGivesTheSamePixels() {
        let direct = Canvas(width: 600, height: 360, opaque: true)
        draw(on: direct)
        let recording = Canvas.recording(width: 600, height: 360, opaque: true)
        draw(on: recording)
        nonisolated(unsafe) var rasterized: Canvas?
        let done = expectation(description: "rasterized")
        nonisolated(unsafe) let handOver = recording
        DispatchQueue.global().async {
            rasterized = handOver.rasterized()
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
        guard let rasterized else { return XCTFail("nothing rasterized") }
        XCTAssertEqual(rasterized.width, 600)
        XCTAssertEqual(rasterized.argbWords(), direct.argbWords())
        XCTAssertNotEqual(Set(direct.argbWords()).count, 1, "something was drawn")
    }
}
