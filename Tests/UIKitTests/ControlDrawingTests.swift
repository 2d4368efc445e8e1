import Foundation
import IMSimGraphics
@testable import UIKit
import XCTest

/// Value controls are drawn as iOS 17 draws them: a picture shows a switch's state, a slider's
/// value, a stepper's limits and a segmented control's selection.
@MainActor
final class ControlDrawingTests: XCTestCase {
    private func drawn(_ view: UIView) -> Canvas {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { context in
            UIColor.white.setFill()
            context.fill(view.bounds)
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        return Canvas.decode(png: image.pngData()!)!
    }

    private func isGreen(_ pixel: RGBA) -> Bool { pixel.green > 0.7 && pixel.red < 0.4 && pixel.blue < 0.5 }
    private func isBlue(_ pixel: RGBA) -> Bool { pixel.blue > 0.9 && pixel.red < 0.2 }
    private func isWhite(_ pixel: RGBA) -> Bool { pixel.red > 0.98 && pixel.green > 0.98 && pixel.blue > 0.98 }
    private func isGrey(_ pixel: RGBA) -> Bool { !isWhite(pixel) && abs(pixel.red - pixel.blue) < 0.05 && pixel.red > 0.8 }

    func testASwitchShowsItsState() async {
        let toggle = UISwitch(frame: .zero)
        let off = drawn(toggle)
        XCTAssertTrue(isGrey(off.pixel(x: 40, y: 15)), "the track is grey when off")
        XCTAssertTrue(isWhite(off.pixel(x: 15, y: 15)), "the knob is at the left")
        toggle.isOn = true
        let on = drawn(toggle)
        XCTAssertTrue(isGreen(on.pixel(x: 10, y: 15)), "the track is green when on: \(on.pixel(x: 10, y: 15))")
        XCTAssertTrue(isWhite(on.pixel(x: 36, y: 15)), "the knob is at the right")
    }

    func testASliderShowsItsValue() async {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        slider.value = 0.75
        let canvas = drawn(slider)
        XCTAssertTrue(isBlue(canvas.pixel(x: 40, y: 15)), "tinted up to the value")
        XCTAssertTrue(isGrey(canvas.pixel(x: 222, y: 15)), "grey after it")
        XCTAssertTrue(isWhite(canvas.pixel(x: 14 + 150, y: 8)), "the knob sits at three quarters")
    }

    func testAStepperGreysTheButtonThatCannotGoFurther() async {
        let stepper = UIStepper(frame: .zero)
        stepper.minimumValue = 0
        stepper.maximumValue = 5
        stepper.value = 0
        let atMinimum = drawn(stepper)
        let minus = atMinimum.pixel(x: 23, y: 16), plus = atMinimum.pixel(x: 70, y: 16)
        XCTAssertGreaterThan(minus.red, 0.6, "the minus is grey at the minimum")
        XCTAssertLessThan(plus.red, 0.2, "the plus is black")
        stepper.value = 5
        let atMaximum = drawn(stepper)
        XCTAssertLessThan(atMaximum.pixel(x: 23, y: 16).red, 0.2)
        XCTAssertGreaterThan(atMaximum.pixel(x: 70, y: 16).red, 0.6)
    }

    func testASegmentedControlShowsItsSelection() async {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.selectedSegmentIndex = 1
        let canvas = drawn(control)
        XCTAssertTrue(isWhite(canvas.pixel(x: 110, y: 5)), "the selected segment is a white card")
        XCTAssertTrue(isGrey(canvas.pixel(x: 10, y: 5)), "the other is on grey")
        let dark = (0..<200).filter { x in canvas.pixel(x: x, y: 16).red < 0.3 }
        XCTAssertTrue(dark.contains { $0 < 100 } && dark.contains { $0 > 100 }, "both titles are drawn")
    }
}

