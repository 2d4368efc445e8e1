import Foundation
import IMSimCore
import IMSimGraphics
@testable import IMSimScreen
import XCTest

/// A picture in which only the extension's pixels changed is drawn over the last one in the rows
/// they changed: the same pixels as drawing it whole, on every device, in both styles.
final class ScreenDamageTests: XCTestCase {
    let renderer = PhoneScreenRenderer { path in
        path == PhoneScreenRendererTests.imagePath ? PhoneScreenRendererTests.bubbleImage : nil
    }

    /// An extension's picture: a list of rows, `highlighted` drawn in blue with a line of text.
    private func extensionPicture(_ frame: ScreenRect, scale: Double, highlighted: Int?) -> Canvas {
        let canvas = Canvas(width: Int(frame.width * scale), height: Int(frame.height * scale), opaque: true)
        canvas.scaleBy(x: scale, y: scale)
        canvas.fillColor = .white
        canvas.fill(rect: CGRect(x: 0, y: 0, width: frame.width, height: frame.height))
        for row in 0..<Int(frame.height / 44) {
            canvas.fillColor = row == highlighted ? RGBA(red: 0.04, green: 0.52, blue: 1) : RGBA(red: 0.95, green: 0.95, blue: 0.95)
            canvas.fill(rect: CGRect(x: 16, y: Double(row) * 44 + 4, width: frame.width - 32, height: 36))
            canvas.fillColor = .black
            canvas.drawText("Row \(row)", at: CGPoint(x: 24, y: Double(row) * 44 + 12), size: 15)
        }
        return canvas
    }

    private func drawn(_ snapshot: PhoneSnapshot, _ device: Device, _ picture: Canvas?) -> ScreenDamage.Drawn {
        ScreenDamage.Drawn(snapshot, on: device, extensionPicture: picture, appName: nil, members: nil)
    }

    func testAChangedExtensionRowIsDrawnOverTheLastPictureAsDrawingItWholeWould() throws {
        for device in Device.all {
            for style in [PresentationStyle.compact, .expanded] {
                let label = "\(device.id) \(style)"
                let frame = try XCTUnwrap(device.extensionFrame(for: style))
                let snapshot = PhoneScreenRendererTests.kateAndJohn(app: style, staged: true)
                let before = extensionPicture(frame, scale: device.scale, highlighted: nil)
                let after = extensionPicture(frame, scale: device.scale, highlighted: 1)
                let rows = try XCTUnwrap(ScreenDamage.rows(from: drawn(snapshot, device, before), to: drawn(snapshot, device, after)), label)
                let top = Int(frame.minY * device.scale)
                XCTAssertEqual(rows, top + Int(48 * device.scale)..<top + Int(84 * device.scale), "the second row only: \(label)")

                let canvas = renderer.render(snapshot, on: device, extensionPicture: .canvas(before))
                let again = renderer.render(snapshot, on: device, extensionPicture: .canvas(after), reusing: canvas, onlyRows: rows)
                XCTAssertTrue(again === canvas, label)
                let whole = renderer.render(snapshot, on: device, extensionPicture: .canvas(after))
                XCTAssertNil(whole.differingRows(from: again), label)
            }
        }
    }

    func testNothingIsDrawnWhenNothingChanged() throws {
        let device = Device.iPhone13
        let frame = try XCTUnwrap(device.extensionFrame(for: .expanded))
        let snapshot = PhoneScreenRendererTests.kateAndJohn(app: .expanded)
        let picture = extensionPicture(frame, scale: device.scale, highlighted: 2)
        let same = extensionPicture(frame, scale: device.scale, highlighted: 2)
        XCTAssertEqual(ScreenDamage.rows(from: drawn(snapshot, device, picture), to: drawn(snapshot, device, picture)), 0..<0)
        XCTAssertEqual(ScreenDamage.rows(from: drawn(snapshot, device, picture), to: drawn(snapshot, device, same)), 0..<0,
                       "another canvas with the same pixels")
        var relabelled = snapshot
        relabelled.app?.screen = ScreenSnapshot(controllers: ["Other"])
        relabelled.lifecycle = ["didBecomeActive"]
        XCTAssertEqual(ScreenDamage.rows(from: drawn(snapshot, device, picture), to: drawn(relabelled, device, picture)), 0..<0,
                       "what the picture does not show")

        // Told nothing changed, the renderer leaves the canvas as it is.
        let canvas = renderer.render(snapshot, on: device, extensionPicture: .canvas(picture))
        canvas.fillColor = RGBA(red: 1, green: 0, blue: 0)
        canvas.fill(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = renderer.render(snapshot, on: device, extensionPicture: .canvas(picture), reusing: canvas, onlyRows: 0..<0)
        XCTAssertEqual(canvas.pixel(x: 5, y: 5), RGBA(red: 1, green: 0, blue: 0))
    }

    func testAnythingElseThatChangedIsDrawnWhole() throws {
        let device = Device.iPhoneSE
        let frame = try XCTUnwrap(device.extensionFrame(for: .compact))
        let picture = extensionPicture(frame, scale: device.scale, highlighted: nil)
        let compact = PhoneScreenRendererTests.kateAndJohn(app: .compact)
        let changes: [(String, ScreenDamage.Drawn)] = [
            ("staged", drawn(PhoneScreenRendererTests.kateAndJohn(app: .compact, staged: true), device, picture)),
            ("style", drawn(PhoneScreenRendererTests.kateAndJohn(app: .expanded), device, picture)),
            ("closed", drawn(PhoneScreenRendererTests.kateAndJohn(), device, nil)),
            ("no picture", drawn(compact, device, nil)),
            ("device", drawn(compact, .iPhone8, picture)),
            ("another size", drawn(compact, device, Canvas(width: 10, height: 10, opaque: true))),
            ("names", ScreenDamage.Drawn(compact, on: device, extensionPicture: picture, appName: nil, members: ["Ann"])),
        ]
        for (label, change) in changes {
            XCTAssertNil(ScreenDamage.rows(from: drawn(compact, device, picture), to: change), label)
        }
    }
}
