import Foundation
@testable import IMSimGraphics
import XCTest

/// An extension's picture handed to its phone through a file both map: painted straight into the
/// file, drawn straight from it.
final class RawPixelFileTests: XCTestCase {
    private var path = ""

    override func setUp() {
        path = NSTemporaryDirectory() + "raw-pixels-\(UUID().uuidString)"
    }

    override func tearDown() {
        unlink(path)
    }

    private func drawing(opaque: Bool) -> Canvas {
        let recording = Canvas.recording(width: 31, height: 17, opaque: opaque)
        recording.fillColor = RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: opaque ? 1 : 0.5)
        recording.fillEllipse(in: CGRect(x: 2, y: 3, width: 20, height: 11))
        return recording
    }

    private func openFile(_ flags: Int32 = O_RDWR | O_CREAT | O_TRUNC) -> Int32 {
        open(path, flags, 0o600)
    }

    func testAPaintedFileHoldsTheRawPixelsOfTheDrawingAndMapsBackToThem() throws {
        for opaque in [true, false] {
            let recording = drawing(opaque: opaque)
            let file = openFile()
            try recording.paint(intoRawPixelFile: file)
            close(file)
            let expected = recording.rasterized()
            XCTAssertEqual(FileManager.default.contents(atPath: path), expected.rawPixelData(), "opaque: \(opaque)")

            let reading = openFile(O_RDONLY)
            let mapped = try XCTUnwrap(Canvas.mapRawPixels(descriptor: reading))
            close(reading)
            unlink(path)  // the mapping outlives the descriptor and the name
            XCTAssertEqual(mapped.width, 31)
            XCTAssertEqual(mapped.isOpaque, opaque)
            XCTAssertEqual(mapped.argbWords(), expected.argbWords())
            if opaque {
                let screen = Canvas(width: 40, height: 20, opaque: true)
                screen.draw(mapped, in: CGRect(x: 5, y: 2, width: 31, height: 17))
                XCTAssertEqual(screen.pixel(x: 5 + 12, y: 2 + 8), expected.pixel(x: 12, y: 8), "drawn from the mapping")
            }
        }
    }

    func testDrawingIntoAMappedCanvasLeavesTheFileAlone() throws {
        let file = openFile()
        try drawing(opaque: true).paint(intoRawPixelFile: file)
        let before = FileManager.default.contents(atPath: path)
        let mapped = try XCTUnwrap(Canvas.mapRawPixels(descriptor: file))
        close(file)
        mapped.fillColor = RGBA(red: 1, green: 0, blue: 0)
        mapped.fill(rect: CGRect(x: 0, y: 0, width: 31, height: 17))
        XCTAssertEqual(mapped.pixel(x: 0, y: 0), RGBA(red: 1, green: 0, blue: 0))
        XCTAssertEqual(FileManager.default.contents(atPath: path), before)
    }

    func testAFileThatIsNotWholeRawPixelsIsRefused() throws {
        let file = openFile()
        try drawing(opaque: false).paint(intoRawPixelFile: file)
        var status = stat()
        fstat(file, &status)
        XCTAssertEqual(ftruncate(file, status.st_size - 1), 0)
        XCTAssertNil(Canvas.mapRawPixels(descriptor: file), "cut short")
        XCTAssertEqual(ftruncate(file, 0), 0)
        XCTAssertNil(Canvas.mapRawPixels(descriptor: file), "empty")
        let png = Canvas(width: 100, height: 100).pngData()
        XCTAssertEqual(png.withUnsafeBytes { pwrite(file, $0.baseAddress, $0.count, 0) }, png.count)
        XCTAssertNil(Canvas.mapRawPixels(descriptor: file), "a PNG")
        close(file)
    }
}
