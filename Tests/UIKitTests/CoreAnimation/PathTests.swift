import Foundation
@testable import UIKit
import XCTest

/// CGPath and UIBezierPath as CoreGraphics keeps paths: elements, arcs as curves, bounds, inside
/// and outside, reversal, and the bridge between the two.
final class PathTests: XCTestCase {
    private func elements(_ path: CGPath) -> [String] {
        var found: [String] = []
        path.applyWithBlock { element in
            let count = [1, 1, 2, 3, 0][Int(element.pointee.type.rawValue)]
            let points = (0..<count).map { "(\(round(element.pointee.points[$0].x * 100) / 100), \(round(element.pointee.points[$0].y * 100) / 100))" }
            found.append("\(element.pointee.type) \(points.joined(separator: " "))".trimmingCharacters(in: .whitespaces))
        }
        return found
    }

    func testARectangleIsAMoveThreeLinesAndACloseAndIsKnownAsOne() {
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        XCTAssertEqual(elements(path), ["moveToPoint (10.0, 20.0)", "addLineToPoint (40.0, 20.0)", "addLineToPoint (40.0, 60.0)",
                                        "addLineToPoint (10.0, 60.0)", "closeSubpath"])
        var rect = CGRect.zero
        XCTAssertTrue(path.isRect(&rect))
        XCTAssertEqual(rect, CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertFalse(CGPath(ellipseIn: rect, transform: nil).isRect(nil))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 10, y: 20), "after a close, the subpath's start")
    }

    func testAnArcIsQuarterTurnCurvesThatStayOnTheCircle() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi * 1.5, clockwise: false)
        let found = elements(path)
        XCTAssertEqual(found.first, "moveToPoint (90.0, 50.0)")
        XCTAssertEqual(found.count, 4, "a move and three quarter-turn curves")
        XCTAssertEqual(path.currentPoint.x, 50, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.y, 10, accuracy: 1e-9)
        // Every point of the flattened curve lies on the circle, within the flattening's tolerance.
        for point in PathFlattening(path.elements, tolerance: 0.01).subpaths[0].points {
            XCTAssertEqual(hypot(point.x - 50, point.y - 50), 40, accuracy: 0.05)
        }
        let tight = path.boundingBoxOfPath
        XCTAssertEqual(tight.minX, 10, accuracy: 0.05)
        XCTAssertEqual(tight.maxY, 90, accuracy: 0.05, "through the bottom on the way round")
    }

    func testClockwiseInCoreGraphicsRunsTowardsSmallerAnglesAndUIKitsTheOtherWay() {
        let coreGraphics = CGMutablePath()
        coreGraphics.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(elements(coreGraphics).count, 4, "three quarters the long way round")
        let uiKit = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(elements(uiKit.cgPath).count, 2, "a quarter the short way")
        XCTAssertEqual(uiKit.bounds.minY, 0, accuracy: 1e-9, "it stays below the x axis, through y > 0")
    }

    func testInsideAndOutsideByWindingAndEvenOdd() {
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        let middle = CGPoint(x: 50, y: 50), band = CGPoint(x: 10, y: 50), outside = CGPoint(x: 2, y: 2)
        XCTAssertTrue(ring.contains(middle), "both circles wind the same way")
        XCTAssertFalse(ring.contains(middle, using: .evenOdd), "a hole by even-odd")
        XCTAssertTrue(ring.contains(band, using: .evenOdd))
        XCTAssertFalse(ring.contains(outside))
        let moved = CGAffineTransform(translationX: 200, y: 0)
        XCTAssertTrue(ring.contains(CGPoint(x: 250, y: 50), transform: moved))
    }

    func testATangentArcRoundsTheCorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        let found = elements(path)
        XCTAssertEqual(found[1], "addLineToPoint (80.0, 0.0)", "a line to where the arc starts")
        XCTAssertEqual(path.currentPoint.x, 100, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.y, 20, accuracy: 1e-9)
    }

    func testBezierPathsRoundTripThroughCGPathAndReverse() {
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 10, y: 0))
        triangle.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        triangle.close()
        let copy = UIBezierPath(cgPath: triangle.cgPath)
        XCTAssertEqual(copy.cgPath, triangle.cgPath)
        XCTAssertEqual(copy.currentPoint, CGPoint(x: 0, y: 0))
        let reversed = triangle.reversing()
        XCTAssertEqual(elements(reversed.cgPath),
                       ["moveToPoint (10.0, 10.0)", "addQuadCurveToPoint (20.0, 5.0) (10.0, 0.0)", "addLineToPoint (0.0, 0.0)", "closeSubpath"])
        XCTAssertTrue(triangle.contains(CGPoint(x: 12, y: 5)), "inside the curve's bulge")
        triangle.apply(CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(triangle.bounds, CGRect(x: 0, y: 0, width: 40, height: 20), "control points count")
    }

    func testRoundingSomeCornersLeavesTheOthersSquare() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 10, height: 10))
        XCTAssertTrue(path.contains(CGPoint(x: 99.5, y: 0.5)), "the top right corner is square")
        XCTAssertFalse(path.contains(CGPoint(x: 0.5, y: 0.5)), "the top left is cut")
        XCTAssertFalse(path.contains(CGPoint(x: 99.5, y: 49.5)))
        XCTAssertTrue(path.contains(CGPoint(x: 0.5, y: 49.5)))
    }

    func testAStretchOfAPathIsCutByLength() {
        let line = CGMutablePath()
        line.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        let stretch = CGPath(elements: PathFlattening(line.elements, tolerance: 0.1).trimmed(from: 0.25, to: 0.75))
        XCTAssertEqual(elements(stretch), ["moveToPoint (50.0, 0.0)", "addLineToPoint (100.0, 0.0)", "addLineToPoint (100.0, 50.0)"])
    }
}
